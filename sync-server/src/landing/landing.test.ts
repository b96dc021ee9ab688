import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { parentProfiles, schools, studentProfiles, teacherProfiles, users } from '../db/tables.js';
import { bearer, tokenFor } from '../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
afterEach(async () => t?.close());

async function seeded() {
  t = await startTestApp({ seedDemoData: true });
  return t.app;
}

const get = async (url: string, username?: string) =>
  t.app.inject({ method: 'GET', url, headers: username ? bearer(await tokenFor(t.app, username)) : {} });

async function schoolId(name: string): Promise<number> {
  return (await t.app.db.select({ id: schools.id }).from(schools).where(eq(schools.name, name)).limit(1))[0]!.id;
}

/** Another family: parent2 with one child, who names parent1's email but is not linked to parent1. */
async function addAnotherFamily() {
  await t.app.db.write(async (db) => {
    const [parentUser] = await db
      .insert(users)
      .values({ username: 'parent2', usernameKey: 'parent2', email: 'other.parent@example.com', userType: 'parent' })
      .returning();
    const [parent] = await db
      .insert(parentProfiles)
      .values({ userId: parentUser!.id, firstName: 'Other', lastName: 'Parent' })
      .returning();
    const [kid] = await db
      .insert(users)
      .values({ username: 'otherkid', usernameKey: 'otherkid', userType: 'student' })
      .returning();
    await db.insert(studentProfiles).values({
      userId: kid!.id,
      firstName: 'Other',
      lastName: 'Kid',
      parentProfileId: parent!.id,
      parentEmail: 'maryam.saleh@example.com',
    });
  });
}

describe('GET /get-curriculum-overview', () => {
  it('answers the 11 courses without a token, in English by default', async () => {
    await seeded();
    const res = await get('/api/get-curriculum-overview');
    expect(res.statusCode).toBe(200);
    const courses = res.json().data;
    expect(courses).toHaveLength(11);
    expect(courses[0]).toMatchObject({
      number: 1,
      track: 'smoothy',
      level: 'basic',
      title: 'SmoothY Starter',
      lesson_count: 20,
      price: 35,
    });
    expect(courses.filter((c: { track: string }) => c.track === 'smoothy')).toHaveLength(6);
  });

  it('answers in Arabic with ?lang=ar, or with an Arabic Accept-Language', async () => {
    await seeded();
    const ar = (await get('/api/get-curriculum-overview?lang=ar')).json().data;
    expect(ar[0].title).toBe('بداية سموذي');
    expect(ar[0].description).toMatch(/[\u0600-\u06FF]/);
    const byHeader = await t.app.inject({
      method: 'GET',
      url: '/api/get-curriculum-overview',
      headers: { 'accept-language': 'ar-JO,ar;q=0.9' },
    });
    expect(byHeader.json().data[0].title).toBe('بداية سموذي');
    expect((await get('/api/get-curriculum-overview?lang=en')).json().data[0].title).toBe('SmoothY Starter');
  });
});

describe('GET /get-parent-children-info', () => {
  it("answers the parent's own children two at a time", async () => {
    await seeded();
    const res = await get('/api/get-parent-children-info', 'parent1');
    expect(res.statusCode).toBe(200);
    const { children, pagination } = res.json().data;
    expect(children.map((c: { username: string }) => c.username)).toEqual(['student1', 'student2']);
    expect(children[0]).toMatchObject({
      first_name: 'Yousef',
      last_name: 'Saleh',
      status: 'active',
      is_school_student: true,
      points: 0,
    });
    expect(pagination).toEqual({ page_number: 1, per_page: 2, total: 2 });
  });

  it('pages by Child_number and page_number', async () => {
    await seeded();
    const second = (await get('/api/get-parent-children-info?Child_number=1&page_number=2', 'parent1')).json().data;
    expect(second.children.map((c: { username: string }) => c.username)).toEqual(['student2']);
    expect(second.pagination).toEqual({ page_number: 2, per_page: 1, total: 2 });
    const beyond = (await get('/api/get-parent-children-info?page_number=5', 'parent1')).json().data;
    expect(beyond.children).toEqual([]);
  });

  it("never shows another parent's children, even one that names this parent's email", async () => {
    await seeded();
    await addAnotherFamily();
    const mine = (await get('/api/get-parent-children-info?Child_number=50', 'parent1')).json().data.children;
    expect(mine.map((c: { username: string }) => c.username)).toEqual(['student1', 'student2']);
    const theirs = (await get('/api/get-parent-children-info', 'parent2')).json().data.children;
    expect(theirs.map((c: { username: string }) => c.username)).toEqual(['otherkid']);
  });

  it('shows a disabled child as disabled', async () => {
    await seeded();
    await t.app.db.write((tx) => tx.update(users).set({ status: 'disabled' }).where(eq(users.username, 'student2')));
    const children = (await get('/api/get-parent-children-info', 'parent1')).json().data.children;
    expect(children.find((c: { username: string }) => c.username === 'student2').status).toBe('disabled');
  });

  it('refuses other roles with 403 and no token with 401', async () => {
    await seeded();
    expect((await get('/api/get-parent-children-info', 'teacher1')).statusCode).toBe(403);
    expect((await get('/api/get-parent-children-info', 'student1')).statusCode).toBe(403);
    const anonymous = await get('/api/get-parent-children-info');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('You are not authorized');
  });

  it('refuses a bad page size with field errors', async () => {
    await seeded();
    const res = await get('/api/get-parent-children-info?Child_number=0', 'parent1');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.Child_number).toBeDefined();
  });
});

describe('GET /teacher/get-classroom-list', () => {
  it("answers the teacher's own classrooms with student counts and course titles", async () => {
    await seeded();
    const res = await get('/api/teacher/get-classroom-list', 'teacher1');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({
        name: 'Grade 4 Explorers',
        school_grade_id: 4,
        number_of_seats: 30,
        student_count: 5,
        locked: false,
        courses: [expect.objectContaining({ title: 'SmoothY Starter' })],
      }),
    ]);
    const ar = (await get('/api/teacher/get-classroom-list?lang=ar', 'teacher1')).json().data;
    expect(ar[0].courses[0].title).toBe('بداية سموذي');
  });

  it("never shows another teacher's classroom", async () => {
    await seeded();
    const other = (await get('/api/teacher/get-classroom-list', 'teacher2')).json().data;
    expect(other.map((c: { name: string }) => c.name)).toEqual(['Grade 5 Inventors']);
    expect(other[0].student_count).toBe(0);
    expect((await get('/api/teacher/get-classroom-list', 'teacher3')).json().data).toEqual([]);
  });

  it('refuses a student with 403 and no token with 401', async () => {
    await seeded();
    expect((await get('/api/teacher/get-classroom-list', 'student1')).statusCode).toBe(403);
    expect((await get('/api/teacher/get-classroom-list', 'parent1')).statusCode).toBe(403);
    expect((await get('/api/teacher/get-classroom-list')).statusCode).toBe(401);
  });
});

describe('GET /school/get-school-teacher-info/{schoolId}', () => {
  it("answers the school's teachers with classroom and student counts", async () => {
    await seeded();
    const res = await get(`/api/school/get-school-teacher-info/${await schoolId('Demo School')}`, 'schooladmin1');
    expect(res.statusCode).toBe(200);
    const { school, teachers, pagination } = res.json().data;
    expect(school.name).toBe('Demo School');
    expect(teachers.map((x: { username: string }) => x.username).sort()).toEqual(['teacher1', 'teacher2']);
    expect(teachers.find((x: { username: string }) => x.username === 'teacher1')).toMatchObject({
      classroom_count: 1,
      student_count: 5,
      status: 'active',
      email: 'lina.mansour@example.com',
    });
    expect(teachers.find((x: { username: string }) => x.username === 'teacher2')).toMatchObject({
      classroom_count: 1,
      student_count: 0,
    });
    expect(pagination).toEqual({ page_number: 1, per_page: 10, total: 2 });
  });

  it('pages by 10', async () => {
    const app = await seeded();
    const id = await schoolId('Demo School');
    for (let i = 0; i < 11; i++) {
      const u = (
        await app.db.write((tx) =>
          tx
            .insert(users)
            .values({ username: `extra${i}`, usernameKey: `extra${i}`, userType: 'teacher' })
            .returning(),
        )
      )[0];
      await app.db.write((tx) =>
        tx
          .insert(teacherProfiles)
          .values({ userId: u.id, schoolId: id, firstName: 'Extra', lastName: `Teacher${String(i).padStart(2, '0')}` }),
      );
    }
    const first = (await get(`/api/school/get-school-teacher-info/${id}`, 'schooladmin1')).json().data;
    const second = (await get(`/api/school/get-school-teacher-info/${id}?page=2`, 'schooladmin1')).json().data;
    expect(first.teachers).toHaveLength(10);
    expect(second.teachers).toHaveLength(3);
    expect(second.pagination).toEqual({ page_number: 2, per_page: 10, total: 13 });
    const all = [...first.teachers, ...second.teachers].map((x: { username: string }) => x.username);
    expect(new Set(all).size).toBe(13);
  });

  it("lets a multi-school administrator see each of their schools' teachers", async () => {
    await seeded();
    const academy = (
      await get(`/api/school/get-school-teacher-info/${await schoolId('Demo Academy')}`, 'multiadmin1')
    ).json().data;
    expect(academy.teachers.map((x: { username: string }) => x.username)).toEqual(['teacher3']);
    const school = (
      await get(`/api/school/get-school-teacher-info/${await schoolId('Demo School')}`, 'multiadmin1')
    ).json().data;
    expect(school.teachers).toHaveLength(2);
  });

  it("refuses another school's teachers and an unknown school with 403", async () => {
    await seeded();
    const other = await get(`/api/school/get-school-teacher-info/${await schoolId('Demo Academy')}`, 'schooladmin1');
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('You are not allowed to do that.');
    expect((await get('/api/school/get-school-teacher-info/9999', 'schooladmin1')).statusCode).toBe(403);
  });

  it('refuses teachers, students and anonymous callers', async () => {
    await seeded();
    const id = await schoolId('Demo School');
    expect((await get(`/api/school/get-school-teacher-info/${id}`, 'teacher1')).statusCode).toBe(403);
    expect((await get(`/api/school/get-school-teacher-info/${id}`, 'student1')).statusCode).toBe(403);
    expect((await get(`/api/school/get-school-teacher-info/${id}`)).statusCode).toBe(401);
  });
});

describe('GET /school/schools', () => {
  it("answers a multi-school administrator's schools with counts, filtered by name", async () => {
    await seeded();
    const all = (await get('/api/school/schools', 'multiadmin1')).json().data;
    expect(all.map((s: { name: string }) => s.name)).toEqual(['Demo Academy', 'Demo School']);
    expect(all.find((s: { name: string }) => s.name === 'Demo School')).toMatchObject({
      teacher_count: 2,
      student_count: 5,
      city: 'Amman',
      country: 'JO',
    });
    expect(all.find((s: { name: string }) => s.name === 'Demo Academy')).toMatchObject({
      teacher_count: 1,
      student_count: 0,
    });
    const found = (await get('/api/school/schools?search=acad', 'multiadmin1')).json().data;
    expect(found.map((s: { name: string }) => s.name)).toEqual(['Demo Academy']);
    expect((await get('/api/school/schools?search=%25', 'multiadmin1')).json().data).toEqual([]);
  });

  it('never lists a school the administrator does not manage', async () => {
    const app = await seeded();
    await app.db.write((tx) => tx.insert(schools).values({ name: 'Demo Elsewhere' }));
    const all = (await get('/api/school/schools?search=Demo', 'multiadmin1')).json().data;
    expect(all.map((s: { name: string }) => s.name)).toEqual(['Demo Academy', 'Demo School']);
  });

  it('refuses a single-school administrator, a teacher and anonymous callers', async () => {
    await seeded();
    expect((await get('/api/school/schools', 'schooladmin1')).statusCode).toBe(403);
    expect((await get('/api/school/schools', 'teacher1')).statusCode).toBe(403);
    expect((await get('/api/school/schools')).statusCode).toBe(401);
  });
});
