import { and, eq, isNull } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { classrooms, sessions, teacherProfiles, users } from '../db/tables.js';
import { tokenFor } from '../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { addClassrooms, addPoints, ago, buildFixture, caller, type Fixture } from '../test-support/teacher-fixture.js';

let t: TestApp;
let f: Fixture;
let api: ReturnType<typeof caller>;

beforeEach(async () => {
  t = await startTestApp({ seedDemoData: true });
  f = await buildFixture(t.app);
  api = caller(t.app);
});
afterEach(async () => t?.close());

const teacherProfileOf = async (username: string) =>
  (
    await t.app.db
      .select({ id: teacherProfiles.id })
      .from(teacherProfiles)
      .innerJoin(users, eq(users.id, teacherProfiles.userId))
      .where(eq(users.username, username))
  )[0]!.id;

describe("the teacher's school", () => {
  it('GET /teacher/get-school-setup-information/{schoolId}: flags, grades and courses of the own school only', async () => {
    const res = await api.get(`/teacher/get-school-setup-information/${f.schoolId}?lang=ar`, 'teacher1');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.school).toEqual({
      id: f.schoolId,
      name: 'Demo School',
      preferred_language: 'en',
      allow_teacher_lesson_locking: true,
      allow_teacher_finish_lessons: true,
    });
    expect(data.grades).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(data.courses.find((c: { id: number }) => c.id === f.courseId).title).toMatch(/[\u0600-\u06FF]/);
    expect((await api.get(`/teacher/get-school-setup-information/${f.academyId}`, 'teacher1')).statusCode).toBe(403);
    expect((await api.get(`/teacher/get-school-setup-information/${f.schoolId}`, 'student1')).statusCode).toBe(403);
  });

  it('GET /teacher/get-school-search-filters/{schoolId}: the own classrooms, their grades and courses', async () => {
    const res = await api.get(`/teacher/get-school-search-filters/${f.schoolId}`, 'teacher1');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      // the demo's "Grade 4 Explorers" and the young class "Sunny Starters" (grade 1, "My First Computer")
      classrooms: [
        { id: f.classroomId, name: 'Grade 4 Explorers', status: 'active' },
        { name: 'Sunny Starters', status: 'active' },
      ],
      grades: [1, 4],
      courses: [{ id: f.courseId }, { title: 'My First Computer' }],
      statuses: ['active', 'archived', 'completed'],
    });
    expect((await api.get(`/teacher/get-school-search-filters/${f.academyId}`, 'teacher1')).statusCode).toBe(403);
    expect((await api.get(`/teacher/get-school-search-filters/${f.schoolId}`, 'parent1')).statusCode).toBe(403);
  });
});

describe('GET /search-classroom', () => {
  it("finds the teacher's own classrooms by a part of the name, any case", async () => {
    await addClassrooms(t.app, 'teacher1', 3);
    const res = await api.get('/search-classroom?classroom_name=room&page_number=1', 'teacher1');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.classrooms.map((c: { name: string }) => c.name)).toEqual(['Room 01', 'Room 02', 'Room 03']);
    expect(res.json().data.pagination).toEqual({ page_number: 1, per_page: 10, total: 3 });
    const all = await api.get('/search-classroom?classroom_name=&page_number=1', 'teacher1');
    // with the demo's "Grade 4 Explorers" and "Sunny Starters"
    expect(all.json().data.pagination.total).toBe(5);
    // teacher2's "Grade 5 Inventors" is not teacher1's.
    expect((await api.get('/search-classroom?classroom_name=inventors', 'teacher1')).json().data.classrooms).toEqual(
      [],
    );
    expect((await api.get('/search-classroom?classroom_name=room', 'student1')).statusCode).toBe(403);
  });
});

describe('GET /get-top-students-with-classroom-by-teacher/{classRoomId}', () => {
  it('ranks the classroom by points, ties by name', async () => {
    await addPoints(t.app, f.students.student3.profileId, 'test:a', 50, ago(20));
    await addPoints(t.app, f.students.student5.profileId, 'test:b', 30, ago(0));
    const res = await api.get(`/get-top-students-with-classroom-by-teacher/${f.classroomId}`, 'teacher1');
    expect(res.statusCode).toBe(200);
    const students = res.json().data.students;
    expect(students.slice(0, 2)).toMatchObject([
      { rank: 1, username: 'student3', points: 50, weekly_points: 0 },
      { rank: 2, username: 'student5', points: 30, weekly_points: 30 },
    ]);
    expect(students).toHaveLength(5);
    expect((await api.get(`/get-top-students-with-classroom-by-teacher/${f.classroomId}`, 'teacher2')).statusCode).toBe(
      403,
    );
  });
});

describe("the teacher's account", () => {
  it('GET /teacher/get-teacher-info and POST /edit-teacher-info', async () => {
    const info = await api.get('/teacher/get-teacher-info', 'teacher1');
    expect(info.statusCode).toBe(200);
    expect(info.json().data).toMatchObject({
      username: 'teacher1',
      first_name: 'Lina',
      last_name: 'Mansour',
      email: 'lina.mansour@example.com',
      school: { id: f.schoolId, name: 'Demo School' },
    });
    const edit = await api.post(
      '/edit-teacher-info',
      { first_name: 'Leena', phone: '+962790000123', b12_email: 'Leena@School.example.com' },
      'teacher1',
    );
    expect(edit.statusCode).toBe(200);
    expect(edit.json().data).toMatchObject({
      message: 'Your information is saved.',
      teacher: {
        first_name: 'Leena',
        last_name: 'Mansour',
        phone: '+962790000123',
        b12_email: 'leena@school.example.com',
      },
    });
    const taken = await api.post('/edit-teacher-info', { email: 'DANIEL.brooks@example.com' }, 'teacher1');
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.email).toEqual(['This email is already registered.']);
    const bad = await api.post('/edit-teacher-info', { first_name: 'L3!' }, 'teacher1');
    expect(bad.statusCode).toBe(422);
    expect((await api.get('/teacher/get-teacher-info', 'student1')).statusCode).toBe(403);
    expect((await api.post('/edit-teacher-info', { first_name: 'Mallory' }, 'schooladmin1')).statusCode).toBe(403);
  });

  it('POST /reset-teacher-password needs the current password; errors also at data.errors; other sessions end', async () => {
    const other = await tokenFor(t.app, 'teacher1');
    const wrong = await api.post(
      '/reset-teacher-password',
      { current_password: 'nope-nope', password: 'NewPass123', password_confirmation: 'NewPass123' },
      'teacher1',
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.current_password).toEqual(['The current password is not right.']);
    expect(wrong.json().data.errors.current_password).toEqual(['The current password is not right.']);
    const mismatch = await api.post(
      '/reset-teacher-password',
      { current_password: 'Demo1234', password: 'NewPass123', password_confirmation: 'NewPass124' },
      'teacher1',
    );
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().data.errors.password_confirmation).toEqual(['Passwords must be identical.']);
    const ok = await api.post(
      '/reset-teacher-password',
      { current_password: 'Demo1234', password: 'NewPass123', password_confirmation: 'NewPass123' },
      'teacher1',
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.message).toBe('Your password is changed.');
    // This session goes on; the other one has ended.
    expect((await api.get('/teacher/get-teacher-info', 'teacher1')).statusCode).toBe(200);
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/teacher/get-teacher-info',
      headers: { authorization: `Bearer ${other}` },
    });
    expect(old.statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { login_email: 'teacher1', password: 'NewPass123' },
    });
    expect(login.statusCode).toBe(200);
    const teacherUser = (await t.app.db.select().from(users).where(eq(users.username, 'teacher1')))[0]!;
    expect(
      (
        await t.app.db
          .select()
          .from(sessions)
          .where(and(eq(sessions.userId, teacherUser.id), isNull(sessions.revokedAt)))
      ).length,
    ).toBe(2);
    expect(
      (
        await api.post(
          '/reset-teacher-password',
          { current_password: 'Demo1234', password: 'NewPass123', password_confirmation: 'NewPass123' },
          'student1',
        )
      ).statusCode,
    ).toBe(403);
  });
});

describe('POST /change-classroom-teacher/{classRoomId}/{teacher_id}', () => {
  it('a teacher hands their classroom to another teacher of the same school', async () => {
    const teacher2 = await teacherProfileOf('teacher2');
    const res = await api.post(`/change-classroom-teacher/${f.classroomId}/${teacher2}`, {}, 'teacher1');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      message: 'The classroom now belongs to Daniel Brooks.',
      classroom: { id: f.classroomId, teacher_profile_id: teacher2, student_count: 5 },
    });
    // It is teacher2's now, not teacher1's.
    expect((await api.get(`/teacher/get-school-classroom-details/${f.classroomId}`, 'teacher2')).statusCode).toBe(200);
    expect((await api.get(`/teacher/get-school-classroom-details/${f.classroomId}`, 'teacher1')).statusCode).toBe(403);
  });

  it('a school administrator moves a classroom of their school; never to another school, never a foreign classroom', async () => {
    const teacher1 = await teacherProfileOf('teacher1');
    const teacher2 = await teacherProfileOf('teacher2');
    const teacher3 = await teacherProfileOf('teacher3');
    const res = await api.post(`/change-classroom-teacher/${f.otherClassroomId}/${teacher1}`, {}, 'schooladmin1');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.classroom.teacher_profile_id).toBe(teacher1);
    // teacher3 is of Demo Academy.
    expect(
      (await api.post(`/change-classroom-teacher/${f.classroomId}/${teacher3}`, {}, 'schooladmin1')).statusCode,
    ).toBe(403);
    expect((await api.post(`/change-classroom-teacher/${f.classroomId}/${teacher3}`, {}, 'teacher1')).statusCode).toBe(
      403,
    );
    // A teacher cannot move another teacher's classroom, nor can a student.
    expect((await api.post(`/change-classroom-teacher/${f.classroomId}/${teacher2}`, {}, 'teacher2')).statusCode).toBe(
      403,
    );
    expect((await api.post(`/change-classroom-teacher/${f.classroomId}/${teacher2}`, {}, 'student1')).statusCode).toBe(
      403,
    );
    expect((await api.post(`/change-classroom-teacher/999999/${teacher2}`, {}, 'schooladmin1')).statusCode).toBe(403);
    const [row] = await t.app.db.select().from(classrooms).where(eq(classrooms.id, f.classroomId));
    expect(row.teacherProfileId).toBe(teacher1);
  });
});
