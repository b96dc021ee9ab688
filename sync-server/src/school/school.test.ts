import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { schools, teacherProfiles, users } from '../db/tables.js';
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

describe('GET /school/get-school-teacher-info/{schoolId}', () => {
  it("answers the school's teachers with classroom and student counts", async () => {
    await seeded();
    const res = await get(`/api/school/get-school-teacher-info/${await schoolId('Demo School')}`, 'schooladmin1');
    expect(res.statusCode).toBe(200);
    const { school, teachers, pagination } = res.json().data;
    expect(school.name).toBe('Demo School');
    expect(teachers.map((x: { username: string }) => x.username).sort()).toEqual(['teacher1', 'teacher2']);
    expect(teachers.find((x: { username: string }) => x.username === 'teacher1')).toMatchObject({
      // "Grade 4 Explorers" (student1 to student5) and the young class "Sunny Starters" (sunny1 to sunny5)
      classroom_count: 2,
      student_count: 10,
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
