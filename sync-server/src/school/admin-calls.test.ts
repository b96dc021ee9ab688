import { translate } from '@codeyard/shared-schema';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo.js';
import { classrooms, pointEvents, schools, studentProfiles, teacherProfiles, users } from '../db/tables.js';
import { bearer, tokenFor } from '../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

/** The school administrator's calls of spec 001 §7.7 (issue 13): writes over teachers, the own account, reads. */

let t: TestApp;

const call = async (method: 'GET' | 'POST', url: string, username?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: username ? bearer(await tokenFor(t.app, username)) : {},
    ...(payload !== undefined && { payload: payload as object }),
  });
const get = (url: string, username?: string) => call('GET', url, username);
const post = (url: string, username: string | undefined, payload: unknown) => call('POST', url, username, payload);

async function schoolId(name: string): Promise<number> {
  return (await t.app.db.select({ id: schools.id }).from(schools).where(eq(schools.name, name)).limit(1))[0]!.id;
}
async function teacherId(username: string): Promise<number> {
  const [row] = await t.app.db
    .select({ id: teacherProfiles.id })
    .from(teacherProfiles)
    .innerJoin(users, eq(users.id, teacherProfiles.userId))
    .where(eq(users.username, username));
  return row!.id;
}
async function studentId(username: string): Promise<number> {
  const [row] = await t.app.db
    .select({ id: studentProfiles.id })
    .from(studentProfiles)
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .where(eq(users.username, username));
  return row!.id;
}
async function classroomOf(teacherUsername: string): Promise<number> {
  const [row] = await t.app.db
    .select({ id: classrooms.id })
    .from(classrooms)
    .where(eq(classrooms.teacherProfileId, await teacherId(teacherUsername)));
  return row!.id;
}
const userCount = async () => (await t.app.db.select({ id: users.id }).from(users)).length;

const newTeacher = (schoolIdValue: number, extra: Record<string, unknown> = {}) => ({
  first_name: 'Rana',
  last_name: 'Issa',
  parent_email: 'rana.issa@example.com',
  b12_email: 'rana@school.example.com',
  teacher_phone_number: '+962791234567',
  password: 'Secret123',
  username: 'rana.issa',
  school_id: schoolIdValue,
  ...extra,
});

describe('school administrator: teacher accounts', () => {
  afterEach(async () => t?.close());
  const seeded = async () => {
    t = await startTestApp({ seedDemoData: true });
  };

  it('adds a teacher who can then sign in', async () => {
    await seeded();
    const res = await post('/school/add-school-teacher', 'schooladmin1', newTeacher(await schoolId('Demo School')));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe('The teacher account is ready.');
    const id = res.json().data.teacher_profile_id;
    const info = (await get(`/get-teacher-info-by-schooladmin/${id}`, 'schooladmin1')).json().data;
    expect(info).toMatchObject({
      username: 'rana.issa',
      email: 'rana.issa@example.com',
      b12_email: 'rana@school.example.com',
      phone: '+962791234567',
      status: 'active',
      school_name: 'Demo School',
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { login_email: 'rana.issa', password: 'Secret123' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data[0].user_type).toBe('teacher');
  });

  it('refuses a taken username (any case), bad fields and mismatched passwords with field errors and no account', async () => {
    await seeded();
    const id = await schoolId('Demo School');
    const before = await userCount();
    const taken = await post('/school/add-school-teacher', 'schooladmin1', newTeacher(id, { username: 'Teacher1' }));
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.username[0]).toBe('Username already taken.');
    const bad = await post(
      '/school/add-school-teacher',
      'schooladmin1',
      newTeacher(id, { parent_email: 'not-an-email', username: 'a!' }),
    );
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['parent_email']));
    const mismatch = await post(
      '/school/add-school-teacher',
      'schooladmin1',
      newTeacher(id, { password_confirmation: 'Other1234' }),
    );
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.password_confirmation[0]).toBe('Passwords must be identical.');
    const arabic = await post(
      `/school/add-school-teacher?lang=ar`,
      'schooladmin1',
      newTeacher(id, { username: 'teacher2' }),
    );
    expect(arabic.json().errors.username[0]).toBe(translate('ar', 'validation.usernameTaken'));
    expect(await userCount()).toBe(before);
  });

  it('refuses a school the caller does not administer, and callers who are not school administrators', async () => {
    await seeded();
    const before = await userCount();
    const academy = await schoolId('Demo Academy');
    expect((await post('/school/add-school-teacher', 'schooladmin1', newTeacher(academy))).statusCode).toBe(403);
    expect((await post('/school/add-school-teacher', 'schooladmin1', newTeacher(9999))).statusCode).toBe(403);
    const own = await schoolId('Demo School');
    expect((await post('/school/add-school-teacher', 'teacher1', newTeacher(own))).statusCode).toBe(403);
    expect((await post('/school/add-school-teacher', undefined, newTeacher(own))).statusCode).toBe(401);
    expect(await userCount()).toBe(before);
  });

  it("disabling ends the teacher's session at once; enabling lets them sign in again", async () => {
    await seeded();
    const token = await tokenFor(t.app, 'teacher2');
    const mine = () => t.app.inject({ method: 'GET', url: '/api/teacher/get-classroom-list', headers: bearer(token) });
    expect((await mine()).statusCode).toBe(200);
    const id = await teacherId('teacher2');
    const off = await post('/school/disable-school-teacher-account', 'schooladmin1', { teacher_profile_id: id });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.message).toBe('The teacher account is disabled.');
    expect((await mine()).statusCode).toBe(401);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { login_email: 'teacher2', password: DEMO_PASSWORD },
    });
    expect(refused.statusCode).not.toBe(200);
    expect((await get(`/get-teacher-info-by-schooladmin/${id}`, 'schooladmin1')).json().data.status).toBe('disabled');
    const on = await post('/school/enable-school-teacher-account', 'schooladmin1', { teacher_profile_id: id });
    expect(on.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { login_email: 'teacher2', password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    // The old token stays ended: enabling opens no session that was closed.
    expect((await mine()).statusCode).toBe(401);
  });

  it("refuses another school's teacher and unknown ids the same, and other roles", async () => {
    await seeded();
    const foreign = await teacherId('teacher3');
    for (const url of ['/school/disable-school-teacher-account', '/school/enable-school-teacher-account']) {
      expect((await post(url, 'schooladmin1', { teacher_profile_id: foreign })).statusCode).toBe(403);
      expect((await post(url, 'schooladmin1', { teacher_profile_id: 99999 })).statusCode).toBe(403);
    }
    expect(
      (await post('/school/disable-school-teacher-account', 'teacher1', { teacher_profile_id: foreign })).statusCode,
    ).toBe(403);
    const [teacher3] = await t.app.db.select().from(users).where(eq(users.username, 'teacher3'));
    expect(teacher3!.status).toBe('active');
    expect(
      (
        await post('/school/reset-school-teacher-password', 'schooladmin1', {
          teacher_profile_id: foreign,
          password: 'NewPass123',
        })
      ).statusCode,
    ).toBe(403);
    expect((await post(`/delete-teacher-without-students/${foreign}`, 'schooladmin1', {})).statusCode).toBe(403);
  });

  it("resets a teacher's password: the old one and the teacher's sessions stop working", async () => {
    await seeded();
    const token = await tokenFor(t.app, 'teacher1');
    const id = await teacherId('teacher1');
    const short = await post('/school/reset-school-teacher-password', 'schooladmin1', {
      teacher_profile_id: id,
      password: '123',
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.password).toBeDefined();
    const res = await post('/school/reset-school-teacher-password', 'schooladmin1', {
      teacher_profile_id: id,
      password: 'NewPass123',
      password_confirmation: 'NewPass123',
    });
    expect(res.statusCode).toBe(200);
    const mine = await t.app.inject({ method: 'GET', url: '/api/teacher/get-classroom-list', headers: bearer(token) });
    expect(mine.statusCode).toBe(401);
    const signIn = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/login', payload: { login_email: 'teacher1', password } });
    expect((await signIn(DEMO_PASSWORD)).statusCode).not.toBe(200);
    expect((await signIn('NewPass123')).statusCode).toBe(200);
  });

  it('edits a teacher, refusing a username another account holds', async () => {
    await seeded();
    const id = await teacherId('teacher2');
    const edit = {
      teacher_profile_id: id,
      first_name: 'Dan',
      last_name: 'Brooks',
      parent_email: 'dan@example.com',
      b12_email: null,
      teacher_phone_number: '+15555550199',
      username: 'dan.brooks',
    };
    const res = await post('/school/edit-school-teacher-account', 'schooladmin1', edit);
    expect(res.statusCode).toBe(200);
    const info = (await get(`/get-teacher-info-by-schooladmin/${id}`, 'schooladmin1')).json().data;
    expect(info).toMatchObject({
      first_name: 'Dan',
      username: 'dan.brooks',
      email: 'dan@example.com',
      b12_email: null,
    });
    const taken = await post('/school/edit-school-teacher-account', 'schooladmin1', { ...edit, username: 'student1' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.username[0]).toBe('Username already taken.');
    expect((await get(`/get-teacher-info-by-schooladmin/${id}`, 'schooladmin1')).json().data.username).toBe(
      'dan.brooks',
    );
    const foreign = await post('/school/edit-school-teacher-account', 'schooladmin1', {
      ...edit,
      teacher_profile_id: await teacherId('teacher3'),
      username: 'huda',
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('deletes a teacher without students, and refuses one with students with a clear message', async () => {
    await seeded();
    const withStudents = await teacherId('teacher1');
    const refused = await post(`/delete-teacher-without-students/${withStudents}`, 'schooladmin1', {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This teacher still has students. Move or remove their students first.');
    expect((await get(`/get-teacher-info-by-schooladmin/${withStudents}`, 'schooladmin1')).statusCode).toBe(200);

    const empty = await teacherId('teacher2');
    const token = await tokenFor(t.app, 'teacher2');
    const res = await post(`/delete-teacher-without-students/${empty}`, 'schooladmin1', {});
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe('The teacher is deleted.');
    expect((await get(`/get-teacher-info-by-schooladmin/${empty}`, 'schooladmin1')).statusCode).toBe(403);
    expect((await t.app.db.select().from(users).where(eq(users.username, 'teacher2'))).length).toBe(0);
    const after = await t.app.inject({ method: 'GET', url: '/api/teacher/get-classroom-list', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect((await post(`/delete-teacher-without-students/${empty}`, 'teacher1', {})).statusCode).toBe(403);
  });
});

describe('school administrator: their own account', () => {
  afterEach(async () => t?.close());

  it('answers and edits the account and school, sent as form data', async () => {
    t = await startTestApp({ seedDemoData: true });
    const info = (await get('/get-schooladmin-info', 'schooladmin1')).json().data;
    expect(info).toMatchObject({ username: 'schooladmin1', first_name: 'Salma', multiple_schools: false });
    expect(info.school.name).toBe('Demo School');
    expect(info.schools.map((s: { name: string }) => s.name)).toEqual(['Demo School']);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/edit-schooladmin-info',
      headers: {
        ...bearer(await tokenFor(t.app, 'schooladmin1')),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'first_name=Selma&school_name=Demo+School+North&city=Irbid',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.info).toMatchObject({
      first_name: 'Selma',
      school: { name: 'Demo School North', city: 'Irbid' },
    });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/edit-schooladmin-info',
      headers: {
        ...bearer(await tokenFor(t.app, 'schooladmin1')),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'email=nope&first_name=Someone',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.email).toBeDefined();
    expect((await get('/get-schooladmin-info', 'schooladmin1')).json().data.first_name).toBe('Selma');
    expect((await post('/edit-schooladmin-info', 'teacher1', { first_name: 'Xavier' })).statusCode).toBe(403);
  });

  it('takes the edit as multipart form fields too, and refuses a file in it', async () => {
    t = await startTestApp({ seedDemoData: true });
    const boundary = 'codeyard-form-boundary';
    const part = (name: string, value: string, file?: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file ? `; filename="${file}"` : ''}\r\n\r\n${value}\r\n`;
    const send = async (body: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/edit-schooladmin-info',
        headers: {
          ...bearer(await tokenFor(t.app, 'schooladmin1')),
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload: body,
      });
    const res = await send(
      part('last_name', 'Haddad Nour') + part('website', 'https://school.example.org') + `--${boundary}--\r\n`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.info).toMatchObject({
      last_name: 'Haddad Nour',
      school: { website: 'https://school.example.org' },
    });
    const withFile = await send(
      part('last_name', 'Other') + part('logo', 'GIF89a', 'logo.gif') + `--${boundary}--\r\n`,
    );
    expect(withFile.statusCode).toBeGreaterThanOrEqual(400);
    expect(withFile.statusCode).toBeLessThan(500);
    expect((await get('/get-schooladmin-info', 'schooladmin1')).json().data.last_name).toBe('Haddad Nour');
  });

  it('changes the password only with the current one, ending the other sessions', async () => {
    t = await startTestApp({ seedDemoData: true });
    const other = await tokenFor(t.app, 'schooladmin1');
    const mine = await tokenFor(t.app, 'schooladmin1');
    const send = (payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/reset-schooladmin-password',
        headers: bearer(mine),
        payload: payload as object,
      });
    const wrong = await send({ current_password: 'nope', password: 'Another123' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.current_password[0]).toBe('Your current password is wrong.');
    const mismatch = await send({
      current_password: DEMO_PASSWORD,
      password: 'Another123',
      password_confirmation: 'x',
    });
    expect(mismatch.statusCode).toBe(422);
    const ok = await send({
      current_password: DEMO_PASSWORD,
      password: 'Another123',
      password_confirmation: 'Another123',
    });
    expect(ok.statusCode).toBe(200);
    const check = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/get-schooladmin-info', headers: bearer(token) });
    expect((await check(mine)).statusCode).toBe(200);
    expect((await check(other)).statusCode).toBe(401);
  });
});

describe('school administrator: reads', () => {
  beforeAll(async () => {
    t = await startTestApp({ seedDemoData: true });
    // A third school that neither demo administrator manages.
    const [outside] = await t.app.db.write((tx) =>
      tx.insert(schools).values({ name: 'Outside School', preferredLanguage: 'en' }).returning(),
    );
    await t.app.db.write(async (tx) => {
      const [u] = await tx
        .insert(users)
        .values({ username: 'outsider', usernameKey: 'outsider', userType: 'teacher' })
        .returning();
      await tx
        .insert(teacherProfiles)
        .values({ userId: u!.id, schoolId: outside!.id, firstName: 'Out', lastName: 'Side' });
    });
  });
  afterAll(async () => t?.close());

  it("answers a teacher's details, classrooms and a classroom with its students", async () => {
    const id = await teacherId('teacher1');
    const classrooms = (await get(`/get-teacher-classrooms-by-schooladmin/${id}`, 'schooladmin1')).json().data;
    expect(classrooms).toHaveLength(2); // "Grade 4 Explorers" and the young class "Sunny Starters"
    expect(classrooms[0]).toMatchObject({
      name: 'Grade 4 Explorers',
      number_of_seats: 30,
      student_count: 5,
      status: 'active',
    });
    expect(classrooms[0].courses.length).toBeGreaterThan(0);
    const details = (
      await get(`/get-classroom-details-by-schooladmin/${id}/${classrooms[0].id}`, 'schooladmin1')
    ).json().data;
    expect(details.students.map((s: { username: string }) => s.username).sort()).toEqual([
      'student1',
      'student2',
      'student3',
      'student4',
      'student5',
    ]);
    expect(details.students[0]).toHaveProperty('points');
    // Another teacher's classroom under this teacher's id, and another school's teacher: 403.
    const other = await classroomOf('teacher2');
    expect((await get(`/get-classroom-details-by-schooladmin/${id}/${other}`, 'schooladmin1')).statusCode).toBe(403);
    const foreign = await teacherId('teacher3');
    expect((await get(`/get-teacher-classrooms-by-schooladmin/${foreign}`, 'schooladmin1')).statusCode).toBe(403);
    expect((await get(`/get-teacher-info-by-schooladmin/${foreign}`, 'schooladmin1')).statusCode).toBe(403);
    expect((await get(`/get-teacher-info-by-schooladmin/${foreign}`, 'multiadmin1')).statusCode).toBe(200);
    expect((await get(`/get-teacher-info-by-schooladmin/${id}`, 'teacher1')).statusCode).toBe(403);
  });

  it('searches and lists teachers of the caller’s schools only', async () => {
    const found = (await get('/search-teacher?teacher_name=lina', 'schooladmin1')).json().data;
    expect(found.map((x: { username: string }) => x.username)).toEqual(['teacher1']);
    expect((await get('/search-teacher?teacher_name=huda', 'schooladmin1')).json().data).toEqual([]);
    expect((await get('/search-teacher?teacher_name=huda', 'multiadmin1')).json().data).toHaveLength(1);
    expect((await get('/search-teacher?teacher_name=out', 'multiadmin1')).json().data).toEqual([]);
    const all = (await get('/get-teachers-by-schooladmin', 'multiadmin1')).json().data;
    expect(all.map((x: { username: string }) => x.username).sort()).toEqual(['teacher1', 'teacher2', 'teacher3']);
  });

  it('refuses a multi-school administrator a school outside their list', async () => {
    const outside = await schoolId('Outside School');
    expect((await get(`/get-teachers-by-schooladmin?school_id=${outside}`, 'multiadmin1')).statusCode).toBe(403);
    expect((await get(`/school/${outside}/top`, 'multiadmin1')).statusCode).toBe(403);
    expect((await get(`/school/get-school-students-details?school_id=${outside}`, 'multiadmin1')).statusCode).toBe(403);
    expect((await get(`/get-school-statistic-report?school_id=${outside}`, 'multiadmin1')).statusCode).toBe(403);
    const academy = await schoolId('Demo Academy');
    expect((await get(`/school/${academy}/top`, 'multiadmin1')).statusCode).toBe(200);
    expect((await get(`/school/${academy}/top`, 'schooladmin1')).statusCode).toBe(403);
  });

  it("lists the school's students by page, name and course, and one student's courses and classrooms", async () => {
    const page = (await get('/school/get-school-students-details', 'schooladmin1')).json().data;
    expect(page.pagination).toEqual({ page_number: 1, per_page: 10, total: 10 });
    expect(page.students.find((s: { username: string }) => s.username === 'student1').classrooms[0]).toMatchObject({
      name: 'Grade 4 Explorers',
      teacher_name: 'Lina Mansour',
    });
    const named = (await get('/school/get-school-students-details?search=noor', 'schooladmin1')).json().data;
    expect(named.students.map((s: { username: string }) => s.username)).toEqual(['student2']);
    const courses = (await get('/school/get-school-student-course', 'schooladmin1')).json().data;
    expect(courses.length).toBeGreaterThan(0);
    const taught = courses.find((c: { student_count: number }) => c.student_count === 5);
    expect(taught).toBeDefined();
    const inCourse = (await get(`/school/get-school-students-details?course_id=${taught.id}`, 'schooladmin1')).json()
      .data;
    expect(inCourse.pagination.total).toBe(5);
    const student = await studentId('student3');
    const mine = (await get(`/school/get-school-student-courses?student_profile_id=${student}`, 'schooladmin1')).json()
      .data;
    expect(mine.student.username).toBe('student3');
    expect(mine.courses[0]).toMatchObject({ id: taught.id, lessons_completed: 0 });
    const rooms = (
      await get(`/school/get-school-students-classroom-details?student_profile_id=${student}`, 'schooladmin1')
    ).json().data;
    expect(rooms.classrooms[0]).toMatchObject({ teacher_name: 'Lina Mansour' });
    expect(rooms.classrooms[0].classroom.name).toBe('Grade 4 Explorers');
    // An unknown student and another role: 403.
    expect((await get(`/school/get-school-student-courses?student_profile_id=999999`, 'schooladmin1')).statusCode).toBe(
      403,
    );
    expect((await get(`/school/get-school-student-courses?student_profile_id=${student}`, 'teacher1')).statusCode).toBe(
      403,
    );
  });

  it('answers the top students, most points first', async () => {
    const a = await studentId('student4');
    await t.app.db.write((tx) => tx.insert(pointEvents).values({ studentProfileId: a, source: 'test:1', points: 70 }));
    const top = (await get(`/school/${await schoolId('Demo School')}/top`, 'schooladmin1')).json().data;
    expect(top[0]).toMatchObject({ rank: 1, username: 'student4', points: 70 });
    expect(top).toHaveLength(10);
    const overall = (await get('/get-top-students-by-schooladmin', 'multiadmin1')).json().data;
    expect(overall[0].username).toBe('student4');
  });

  it('answers statistics over a date range, and refuses a wrong range on the `to` field', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const stats = await get(`/generate-statistic-report-by-schooladmin?from=2020-01-01&to=${today}`, 'schooladmin1');
    expect(stats.statusCode).toBe(200);
    expect(stats.json().data).toMatchObject({
      teachers: 2,
      classrooms: 3,
      students: 10,
      from: '2020-01-01',
      to: today,
    });
    const report = (await get(`/get-school-statistic-report?from=2020-01-01&to=${today}`, 'schooladmin1')).json().data;
    expect(report.classrooms.map((c: { classroom_name: string }) => c.classroom_name).sort()).toEqual([
      'Grade 4 Explorers',
      'Grade 5 Inventors',
      'Sunny Starters',
    ]);
    const future = await get('/get-school-statistic-report?from=2020-01-01&to=2999-01-01', 'schooladmin1');
    expect(future.statusCode).toBe(422);
    expect(future.json().errors.to[0]).toBe('The date cannot be later than today.');
    const reversed = await get('/get-school-statistic-report?from=2024-05-02&to=2024-05-01', 'schooladmin1');
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors.to[0]).toBe('The end date must be after the start date.');
    const arabic = await get(
      '/generate-statistic-report-by-schooladmin?from=2024-05-02&to=2024-05-01&lang=ar',
      'schooladmin1',
    );
    expect(arabic.json().errors.to[0]).toBe('يجب أن يكون تاريخ النهاية بعد تاريخ البداية.');
    const notADate = await get('/get-school-statistic-report?from=2024-02-30&to=2024-03-01', 'schooladmin1');
    expect(notADate.statusCode).toBe(422);
    expect(notADate.json().errors.from).toBeDefined();
    expect((await get('/get-school-statistic-report', 'teacher1')).statusCode).toBe(403);
  });
});
