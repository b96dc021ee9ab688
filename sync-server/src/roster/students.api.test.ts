import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { classrooms, classroomStudents, sessions, studentProfiles, users } from '../db/tables.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { tokenFor } from '../test-support/sign-in.js';
import {
  addClassrooms,
  addStudents,
  buildFixture,
  caller,
  complete,
  type Fixture,
} from '../test-support/teacher-fixture.js';

let t: TestApp;
let f: Fixture;
let api: ReturnType<typeof caller>;

beforeEach(async () => {
  t = await startTestApp({ seedDemoData: true });
  f = await buildFixture(t.app);
  api = caller(t.app);
});
afterEach(async () => t?.close());

const ADD = '/teacher/add-school-student-to-classroom';
const ASSIGN = '/teacher/assign-school-student-to-classroom';
const REMOVE = '/teacher/remove-student-from-school-classroom';
const MOVE = '/change-students-classroom';
const RESET = '/teacher/reset-school-student-password';

const newStudent = (over: Record<string, unknown> = {}) => ({
  classroom_id: f.classroomId,
  first_name: 'Rami',
  last_name: 'Haddad',
  username: 'rami.h',
  password: 'tiger42',
  password_confirmation: 'tiger42',
  ...over,
});

async function login(username: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/login', payload: { login_email: username, password } });
}

async function setSeats(classroomId: number, numberOfSeats: number) {
  await t.app.db.write((tx) => tx.update(classrooms).set({ numberOfSeats }).where(eq(classrooms.id, classroomId)));
}

async function seated(classroomId: number) {
  return (
    await t.app.db
      .select({ id: classroomStudents.studentProfileId })
      .from(classroomStudents)
      .where(eq(classroomStudents.classroomId, classroomId))
  )
    .map((r) => r.id)
    .sort((a, b) => a - b);
}

const put = async (url: string, body: unknown, username: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api${url}`,
    headers: { authorization: `Bearer ${await tokenFor(t.app, username)}` },
    payload: body as object,
  });

describe('POST /teacher/add-school-student-to-classroom', () => {
  it("creates a school student of the teacher's school in the classroom, who signs in with the password", async () => {
    const res = await api.post(ADD, newStudent(), 'teacher1');
    expect(res.statusCode).toBe(200);
    const { message, student } = res.json().data;
    expect(message).toBe('The student is added to the classroom.');
    expect(student).toMatchObject({
      username: 'rami.h',
      first_name: 'Rami',
      last_name: 'Haddad',
      status: 'active',
      grade: 4,
      classroom_ids: [f.classroomId],
    });
    const [profile] = await t.app.db
      .select()
      .from(studentProfiles)
      .where(eq(studentProfiles.id, student.student_profile_id));
    expect(profile).toMatchObject({ schoolId: f.schoolId, isTrial: false });
    const [user] = await t.app.db.select().from(users).where(eq(users.id, profile.userId));
    expect(user.userType).toBe('student');
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    const signIn = await login('rami.h', 'tiger42');
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().data[0]).toMatchObject({ username: 'rami.h', user_type: 'student', is_school_student: true });
  });

  it('refuses a taken username whatever its case, and bad fields, writing nothing', async () => {
    const count = async () => (await t.app.db.select().from(users)).length;
    const before = await count();
    const taken = await api.post(ADD, newStudent({ username: 'Student1' }), 'teacher1');
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.username).toEqual(['Username already taken.']);
    const mismatch = await api.post(ADD, newStudent({ password_confirmation: 'tiger43' }), 'teacher1');
    expect(mismatch.json().errors.password_confirmation).toEqual(['Passwords must be identical.']);
    const symbols = await api.post(ADD, newStudent({ username: 'rami h!' }), 'teacher1');
    expect(symbols.json().errors.username).toEqual(['A username may hold letters, digits and - _ . only.']);
    const short = await api.post(ADD, newStudent({ password: 'abc', password_confirmation: 'abc' }), 'teacher1');
    expect(short.json().errors.password).toEqual(['The password must be at least 6 characters.']);
    const noConfirmation = newStudent() as Record<string, unknown>;
    delete noConfirmation.password_confirmation;
    expect((await api.post(ADD, noConfirmation, 'teacher1')).json().errors.password_confirmation).toBeDefined();
    const ar = await api.post(`${ADD}?lang=ar`, newStudent({ username: 'STUDENT2' }), 'teacher1');
    expect(ar.json().errors.username).toEqual(['اسم المستخدم مأخوذ بالفعل.']);
    expect(await count()).toBe(before);
  });

  it("refuses a student beyond the seats with the spec's message", async () => {
    await setSeats(f.classroomId, 5);
    const res = await api.post(ADD, newStudent(), 'teacher1');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.classroom_id).toEqual(['You have reached the maximum number of students.']);
    expect(await seated(f.classroomId)).toHaveLength(5);
  });

  it('lets only one of two adds sent at once take the last seat', async () => {
    await setSeats(f.classroomId, 6);
    const [a, b] = await Promise.all([
      api.post(ADD, newStudent({ username: 'racer.one' }), 'teacher1'),
      api.post(ADD, newStudent({ username: 'racer.two' }), 'teacher1'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 422]);
    expect(await seated(f.classroomId)).toHaveLength(6);
  });

  it("refuses another teacher's classroom (403) and other roles", async () => {
    expect((await api.post(ADD, newStudent({ classroom_id: f.otherClassroomId }), 'teacher1')).statusCode).toBe(403);
    expect((await api.post(ADD, newStudent(), 'teacher3')).statusCode).toBe(403);
    expect((await api.post(ADD, newStudent(), 'schooladmin1')).statusCode).toBe(403);
    expect((await api.post(ADD, newStudent(), 'student1')).statusCode).toBe(403);
  });
});

describe('unassigned students: list and assign', () => {
  it("lists the school's unassigned students and seats them, all or none, within the seats", async () => {
    const s1 = f.students.student1.profileId;
    const s2 = f.students.student2.profileId;
    await api.post(REMOVE, { classroom_id: f.classroomId, student_profile_ids: [s1, s2] }, 'teacher1');
    const list = await api.get(`/teacher/get-school-unassigned-students/${f.schoolId}`, 'teacher2');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.students.map((s: { username: string }) => s.username)).toEqual(['student2', 'student1']);

    // Another school's teacher sees none of them.
    expect((await api.get(`/teacher/get-school-unassigned-students/${f.schoolId}`, 'teacher3')).statusCode).toBe(403);
    expect((await api.get(`/teacher/get-school-unassigned-students/${f.schoolId}`, 'student1')).statusCode).toBe(403);
    // teacher3's school cannot take Demo School's students either.
    const [room] = await addClassrooms(t.app, 'teacher3', 1);
    const foreign = await api.post(ASSIGN, { classroom_id: room, student_profile_ids: [s1] }, 'teacher3');
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.student_profile_ids).toEqual([
      'One of these students is already in a classroom, or is not a student of your school.',
    ]);

    // A seated student in the list refuses the whole assignment.
    const mixed = await api.post(
      ASSIGN,
      { classroom_id: f.otherClassroomId, student_profile_ids: [s1, f.students.student3.profileId] },
      'teacher2',
    );
    expect(mixed.statusCode).toBe(422);
    expect(await seated(f.otherClassroomId)).toEqual([]);

    await setSeats(f.otherClassroomId, 1);
    const full = await api.post(
      ASSIGN,
      { classroom_id: f.otherClassroomId, student_profile_ids: [s1, s2] },
      'teacher2',
    );
    expect(full.statusCode).toBe(422);
    expect(full.json().errors.student_profile_ids).toEqual(['You have reached the maximum number of students.']);
    expect(await seated(f.otherClassroomId)).toEqual([]);

    await setSeats(f.otherClassroomId, 25);
    const ok = await api.post(ASSIGN, { classroom_id: f.otherClassroomId, student_profile_ids: [s2, s1] }, 'teacher2');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toEqual({
      message: 'The students are added to the classroom.',
      classroom_id: f.otherClassroomId,
      student_profile_ids: [s1, s2].sort((a, b) => a - b),
    });
    expect(await seated(f.otherClassroomId)).toEqual([s1, s2].sort((a, b) => a - b));
    // teacher1 no longer reaches them.
    expect(
      (
        await api.post(
          RESET,
          { student_profile_id: s1, password: 'newpass1', password_confirmation: 'newpass1' },
          'teacher1',
        )
      ).statusCode,
    ).toBe(403);
  });
});

describe('POST /teacher/remove-student-from-school-classroom', () => {
  it('takes a student out; they keep their work and their school', async () => {
    const s3 = f.students.student3.profileId;
    await complete(t.app, s3, f.lessonA, new Date().toISOString());
    const res = await api.post(REMOVE, { classroom_id: f.classroomId, student_profile_id: s3 }, 'teacher1');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe('The students are taken out of the classroom. Their work is kept.');
    expect(await seated(f.classroomId)).not.toContain(s3);
    const [profile] = await t.app.db.select().from(studentProfiles).where(eq(studentProfiles.id, s3));
    expect(profile.schoolId).toBe(f.schoolId);
    // Seated again, the work is still there.
    await api.post(ASSIGN, { classroom_id: f.classroomId, student_profile_ids: [s3] }, 'teacher1');
    const view = await api.get(`/teacher/get-school-student-profile?student_profile_id=${s3}`, 'teacher1');
    expect(view.json().data.courses.find((c: { id: number }) => c.id === f.courseId).lessons_completed).toBe(1);
  });

  it('refuses a student not in the classroom (422), another teacher (403), nothing named (422)', async () => {
    const [extra] = await addStudents(t.app, f.otherClassroomId, 1, f.schoolId);
    const res = await api.post(REMOVE, { classroom_id: f.classroomId, student_profile_ids: [extra] }, 'teacher1');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.student_profile_ids).toEqual(['One of these students is not in this classroom.']);
    expect(
      (
        await api.post(
          REMOVE,
          { classroom_id: f.classroomId, student_profile_id: f.students.student1.profileId },
          'teacher2',
        )
      ).statusCode,
    ).toBe(403);
    expect((await api.post(REMOVE, { classroom_id: f.classroomId }, 'teacher1')).statusCode).toBe(422);
    expect(await seated(f.classroomId)).toHaveLength(5);
  });
});

describe('POST /change-students-classroom', () => {
  it("moves students between the teacher's own classrooms and says so in data.message", async () => {
    const [room] = await addClassrooms(t.app, 'teacher1', 1);
    const ids = [f.students.student1.profileId, f.students.student2.profileId];
    const res = await api.post(
      MOVE,
      { old_classroom_id: f.classroomId, new_classroom_id: room, students: ids },
      'teacher1',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe('The students are moved to Room 01.');
    expect(await seated(room)).toEqual([...ids].sort((a, b) => a - b));
    expect(await seated(f.classroomId)).toHaveLength(3);
  });

  it('keeps within the target seats, all or none', async () => {
    const [room] = await addClassrooms(t.app, 'teacher1', 1);
    await setSeats(room, 1);
    const ids = [f.students.student1.profileId, f.students.student2.profileId];
    const res = await api.post(
      MOVE,
      { old_classroom_id: f.classroomId, new_classroom_id: room, students: ids },
      'teacher1',
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.new_classroom_id).toEqual(['You have reached the maximum number of students.']);
    expect(await seated(room)).toEqual([]);
    expect(await seated(f.classroomId)).toHaveLength(5);
  });

  it("refuses the same classroom, another teacher's classroom, and students of another classroom", async () => {
    const s1 = f.students.student1.profileId;
    const same = await api.post(
      MOVE,
      { old_classroom_id: f.classroomId, new_classroom_id: f.classroomId, students: [s1] },
      'teacher1',
    );
    expect(same.statusCode).toBe(422);
    expect(same.json().errors.new_classroom_id).toEqual(['Please choose another classroom.']);
    const foreign = await api.post(
      MOVE,
      { old_classroom_id: f.classroomId, new_classroom_id: f.otherClassroomId, students: [s1] },
      'teacher1',
    );
    expect(foreign.statusCode).toBe(403);
    const [room] = await addClassrooms(t.app, 'teacher1', 1);
    const stranger = await api.post(
      MOVE,
      { old_classroom_id: room, new_classroom_id: f.classroomId, students: [s1] },
      'teacher1',
    );
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().errors.students).toEqual(['One of these students is not in this classroom.']);
    expect(
      (await api.post(MOVE, { old_classroom_id: f.classroomId, new_classroom_id: room, students: [s1] }, 'student1'))
        .statusCode,
    ).toBe(403);
  });
});

describe('POST /teacher/reset-school-student-password', () => {
  it("sets the new password and ends the student's sessions at once", async () => {
    const s1 = f.students.student1;
    const token = await tokenFor(t.app, 'student1');
    const res = await api.post(
      RESET,
      { student_profile_id: s1.profileId, password: 'lion77', password_confirmation: 'lion77' },
      'teacher1',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe('The password is changed. The student signs in with the new one.');
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/sync/pull?cursor=0',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.statusCode).toBe(401);
    const live = (await t.app.db.select().from(sessions).where(eq(sessions.userId, s1.userId))).filter(
      (s) => !s.revokedAt,
    );
    expect(live).toEqual([]);
    expect((await login('student1', 'lion77')).statusCode).toBe(200);
    expect((await login('student1', 'Demo1234')).statusCode).toBe(422);
  });

  it('refuses a mismatch (422), a student of another teacher (403), and a student caller', async () => {
    const body = {
      student_profile_id: f.students.student1.profileId,
      password: 'lion77',
      password_confirmation: 'lion78',
    };
    const res = await api.post(RESET, body, 'teacher1');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password_confirmation).toEqual(['Passwords must be identical.']);
    const ok = { ...body, password_confirmation: 'lion77' };
    expect((await api.post(RESET, ok, 'teacher2')).statusCode).toBe(403);
    expect((await api.post(RESET, ok, 'teacher3')).statusCode).toBe(403);
    expect((await api.post(RESET, ok, 'parent1')).statusCode).toBe(403);
    expect((await login('student1', 'Demo1234')).statusCode).toBe(200);
  });
});

describe('names, usernames and student info', () => {
  it('renames by POST and by PUT, changes the username and the info', async () => {
    const s3 = f.students.student3.profileId;
    const a = await api.post(
      '/teacher/update-student-name',
      { student_profile_id: s3, first_name: 'Leon', last_name: 'Marten' },
      'teacher1',
    );
    expect(a.statusCode).toBe(200);
    expect(a.json().data).toMatchObject({
      message: 'The student is saved.',
      student: { first_name: 'Leon', last_name: 'Marten' },
    });
    const b = await put(`/teacher/change-student-name/${s3}`, { first_name: 'Leo', last_name: 'Martin' }, 'teacher1');
    expect(b.statusCode).toBe(200);
    expect(b.json().data.student).toMatchObject({ first_name: 'Leo', last_name: 'Martin' });
    const c = await api.post(
      `/update-student-username-by-teacher/${f.classroomId}/${s3}`,
      { username: 'leo.m' },
      'teacher1',
    );
    expect(c.statusCode).toBe(200);
    expect(c.json().data.student.username).toBe('leo.m');
    expect((await login('leo.m', 'Demo1234')).statusCode).toBe(200);
    const d = await api.post(
      '/edit-student-info',
      { student_profile_id: s3, grade: 5, year_of_birth: 2016 },
      'teacher1',
    );
    expect(d.json().data.student).toMatchObject({ grade: 5, year_of_birth: 2016, username: 'leo.m' });
  });

  it('refuses a taken username, a bad name, a classroom that does not hold the student, another teacher', async () => {
    const s3 = f.students.student3.profileId;
    const taken = await api.post(
      `/update-student-username-by-teacher/${f.classroomId}/${s3}`,
      { username: 'TEACHER1' },
      'teacher1',
    );
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.username).toEqual(['Username already taken.']);
    const badName = await api.post(
      '/teacher/update-student-name',
      { student_profile_id: s3, first_name: 'L!' },
      'teacher1',
    );
    expect(badName.statusCode).toBe(422);
    expect(badName.json().errors.first_name).toBeDefined();
    const [room] = await addClassrooms(t.app, 'teacher1', 1);
    expect(
      (await api.post(`/update-student-username-by-teacher/${room}/${s3}`, { username: 'leo.x' }, 'teacher1'))
        .statusCode,
    ).toBe(403);
    expect((await put(`/teacher/change-student-name/${s3}`, { first_name: 'Max' }, 'teacher2')).statusCode).toBe(403);
    expect((await api.post('/edit-student-info', { student_profile_id: s3, grade: 2 }, 'teacher3')).statusCode).toBe(
      403,
    );
    expect((await api.post('/edit-student-info', { student_profile_id: s3, grade: 2 }, 'student3')).statusCode).toBe(
      403,
    );
    const [profile] = await t.app.db.select().from(studentProfiles).where(eq(studentProfiles.id, s3));
    expect(profile).toMatchObject({ firstName: 'Leo', grade: 4 });
  });

  it('GET /teacher/generate-student-username answers a free username from a name', async () => {
    const res = await api.get('/teacher/generate-student-username?name=Student', 'teacher1');
    expect(res.statusCode).toBe(200);
    // student1..student5 exist, "student" itself is free.
    expect(res.json().data.username).toBe('student');
    await api.post(ADD, newStudent({ username: 'student' }), 'teacher1');
    expect((await api.get('/teacher/generate-student-username?name=Student', 'teacher1')).json().data.username).toBe(
      'student6',
    );
    expect((await api.get('/teacher/generate-student-username?name=Student', 'student1')).statusCode).toBe(403);
  });
});

describe('reads of students', () => {
  it("GET /get-students-info-by-teacher lists the teacher's students, or one classroom's", async () => {
    const all = await api.get('/get-students-info-by-teacher', 'teacher1');
    expect(all.statusCode).toBe(200);
    // student1 to student5 and the young class's sunny1 to sunny5
    expect(all.json().data.students).toHaveLength(10);
    expect((await api.get('/get-students-info-by-teacher', 'teacher2')).json().data.students).toEqual([]);
    expect(
      (await api.get(`/get-students-info-by-teacher?classroom_id=${f.otherClassroomId}`, 'teacher1')).statusCode,
    ).toBe(403);
    expect((await api.get('/get-students-info-by-teacher', 'student1')).statusCode).toBe(403);
  });

  it('GET /teacher/get-school-student-profile and ...-by-courseid show the student and their lessons', async () => {
    const s1 = f.students.student1.profileId;
    await complete(t.app, s1, f.lessonB, new Date().toISOString(), 8, 10);
    const res = await api.get(`/teacher/get-school-student-profile?student_profile_id=${s1}`, 'teacher1');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      student: { username: 'student1' },
      classrooms: [{ id: f.classroomId }],
      courses: [{ id: f.courseId, lessons_total: 2, lessons_completed: 1 }],
    });
    const byCourse = await api.get(
      `/teacher/get-school-student-profile-by-courseid?student_profile_id=${s1}&course_id=${f.courseId}`,
      'teacher1',
    );
    expect(byCourse.statusCode).toBe(200);
    expect(byCourse.json().data.lessons).toEqual([
      expect.objectContaining({ lesson_id: f.lessonA, completed: false }),
      expect.objectContaining({ lesson_id: f.lessonB, completed: true, best_score: 8, max_score: 10 }),
    ]);
    const other = await api.get(
      `/teacher/get-school-student-profile-by-courseid?student_profile_id=${s1}&course_id=${f.otherCourseId}`,
      'teacher1',
    );
    expect(other.statusCode).toBe(422);
    expect((await api.get(`/teacher/get-school-student-profile?student_profile_id=${s1}`, 'teacher2')).statusCode).toBe(
      403,
    );
    expect((await api.get(`/teacher/get-school-student-profile?student_profile_id=${s1}`, 'student1')).statusCode).toBe(
      403,
    );
  });
});
