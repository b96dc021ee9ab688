import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { classroomCourses, classrooms, classroomSchedules, classroomStudents, studentProfiles } from '../db/tables.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { buildFixture, caller, type Fixture } from '../test-support/teacher-fixture.js';

let t: TestApp;
let f: Fixture;
let api: ReturnType<typeof caller>;

beforeEach(async () => {
  t = await startTestApp({ seedDemoData: true });
  f = await buildFixture(t.app);
  api = caller(t.app);
});
afterEach(async () => t?.close());

const ADD = '/teacher/add-school-classroom';
const EDIT = '/teacher/edit-school-classroom';
const REMOVE = '/teacher/remove-school-classroom';
const SCHEDULE = '/teacher/update-school-classroom-schedule';

const week = [
  { day: 0, start_time: '08:00', end_time: '09:30' },
  { day: 2, start_time: '10:00', end_time: '11:00' },
];
const newClassroom = () => ({
  name: 'Grade 3 Makers',
  number_of_seats: 20,
  school_grade_id: 3,
  course_ids: [f.courseId, f.otherCourseId],
  schedules: week,
});

const classroomCount = async () => (await t.app.db.select().from(classrooms)).length;

describe('POST /teacher/add-school-classroom', () => {
  it("creates a classroom of the teacher's own with its courses and weekly schedule", async () => {
    const res = await api.post(ADD, newClassroom(), 'teacher1');
    expect(res.statusCode).toBe(200);
    const { message, classroom } = res.json().data;
    expect(message).toBe('The classroom is created.');
    expect(classroom).toMatchObject({
      name: 'Grade 3 Makers',
      school_id: f.schoolId,
      school_grade_id: 3,
      number_of_seats: 20,
      student_count: 0,
      status: 'active',
      locked: false,
      schedules: week,
    });
    expect(classroom.courses.map((c: { id: number }) => c.id).sort()).toEqual([f.courseId, f.otherCourseId].sort());
    // The teacher's own list has it now.
    const list = (await api.get('/teacher/get-classroom-list', 'teacher1')).json().data;
    expect(list.map((c: { id: number }) => c.id)).toContain(classroom.id);
    expect(
      (await api.get('/teacher/get-classroom-list', 'teacher2')).json().data.map((c: { id: number }) => c.id),
    ).not.toContain(classroom.id);
  });

  it('takes one course as course_id, and answers in Arabic', async () => {
    const { course_ids: _, ...body } = newClassroom();
    const res = await api.post(`${ADD}?lang=ar`, { ...body, course_id: f.courseId }, 'teacher1');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe('تم إنشاء الصف.');
    expect(res.json().data.classroom.courses).toHaveLength(1);
  });

  it('refuses each broken rule of spec 000 §5 with its field and message, and writes nothing', async () => {
    const before = await classroomCount();
    const coursesBefore = (await t.app.db.select().from(classroomCourses)).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: undefined }, 'name', 'Please write the classroom name.'],
      [{ name: '   ' }, 'name', 'Please write the classroom name.'],
      [{ school_grade_id: undefined }, 'school_grade_id', 'Please choose the grade.'],
      [{ course_ids: undefined }, 'course_ids', 'Please choose at least one course.'],
      [{ course_ids: [] }, 'course_ids', 'Please choose at least one course.'],
      [{ schedules: [] }, 'schedules', 'Please choose at least one day.'],
      [{ schedules: undefined }, 'schedules', 'Please choose at least one day.'],
      [
        { schedules: [{ day: 1, start_time: '10:00', end_time: '10:00' }] },
        'schedules',
        'The end time must be later than the start time.',
      ],
      [
        { schedules: [{ day: 1, start_time: '11:00', end_time: '10:00' }] },
        'schedules',
        'The end time must be later than the start time.',
      ],
      [
        {
          schedules: [
            { day: 1, start_time: '08:00', end_time: '09:00' },
            { day: 1, start_time: '10:00', end_time: '11:00' },
          ],
        },
        'schedules',
        'Please choose each day only once.',
      ],
      [
        { schedules: [{ day: 1, start_time: '8:00', end_time: '09:00' }] },
        'schedules',
        'Please write the time as HH:MM, for example 08:30.',
      ],
      [{ course_ids: [999_999] }, 'course_ids', 'Please choose courses from the list.'],
    ];
    for (const [change, field, message] of cases) {
      const body: Record<string, unknown> = { ...newClassroom(), ...change };
      for (const key of Object.keys(change)) if (change[key] === undefined) delete body[key];
      const res = await api.post(ADD, body, 'teacher1');
      expect(res.statusCode, JSON.stringify(change)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(change)).toContain(message);
    }
    const ar = await api.post(`${ADD}?lang=ar`, { ...newClassroom(), schedules: [] }, 'teacher1');
    expect(ar.json().errors.schedules).toEqual(['يرجى اختيار يوم واحد على الأقل.']);
    expect(await classroomCount()).toBe(before);
    expect((await t.app.db.select().from(classroomCourses)).length).toBe(coursesBefore);
  });

  it('is for teachers only', async () => {
    for (const who of ['student1', 'parent1', 'schooladmin1'])
      expect((await api.post(ADD, newClassroom(), who)).statusCode, who).toBe(403);
    expect((await api.post(ADD, newClassroom())).statusCode).toBe(401);
  });
});

describe('POST /teacher/edit-school-classroom', () => {
  it('changes what is given, replaces the schedule, and archives and reopens', async () => {
    const res = await api.post(
      EDIT,
      { classroom_id: f.classroomId, name: 'Grade 4 Pioneers', number_of_seats: 5, schedules: [week[1]] },
      'teacher1',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.classroom).toMatchObject({
      name: 'Grade 4 Pioneers',
      number_of_seats: 5,
      student_count: 5,
      schedules: [week[1]],
      status: 'active',
    });
    const archived = await api.post(EDIT, { classroom_id: f.classroomId, status: 'archived' }, 'teacher1');
    expect(archived.json().data.classroom.status).toBe('archived');
    // Archiving keeps the students and their seats.
    expect(archived.json().data.classroom.student_count).toBe(5);
    const reopened = await api.post(EDIT, { classroom_id: f.classroomId, status: 'active' }, 'teacher1');
    expect(reopened.json().data.classroom.status).toBe('active');
  });

  it('refuses fewer seats than students, with the count, and changes nothing', async () => {
    const res = await api.post(EDIT, { classroom_id: f.classroomId, number_of_seats: 4, name: 'X' }, 'teacher1');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.number_of_seats).toEqual([
      'The seats cannot be fewer than the students already in the classroom (5).',
    ]);
    const [row] = await t.app.db.select().from(classrooms).where(eq(classrooms.id, f.classroomId));
    expect(row).toMatchObject({ numberOfSeats: 30, name: 'Grade 4 Explorers' });
  });

  it("refuses another teacher's classroom and an unknown one alike (403)", async () => {
    const other = await api.post(EDIT, { classroom_id: f.otherClassroomId, name: 'Mine now' }, 'teacher1');
    const unknown = await api.post(EDIT, { classroom_id: 999_999, name: 'Mine now' }, 'teacher1');
    expect(other.statusCode).toBe(403);
    expect(unknown.statusCode).toBe(403);
    expect(other.json()).toEqual(unknown.json());
    expect((await api.post(EDIT, { classroom_id: f.classroomId, name: 'Y' }, 'teacher3')).statusCode).toBe(403);
    expect((await api.post(EDIT, { classroom_id: f.classroomId, name: 'Y' }, 'student1')).statusCode).toBe(403);
  });
});

describe('POST /teacher/remove-school-classroom', () => {
  it('removes the classroom; its students stay students of the school, unassigned, with their work', async () => {
    const schoolStudents = async () =>
      (await t.app.db.select().from(studentProfiles)).filter((p) => p.schoolId === f.schoolId).length;
    const studentsBefore = await schoolStudents();
    const res = await api.post(REMOVE, { classroom_id: f.classroomId }, 'teacher1');
    expect(res.statusCode).toBe(200);
    // The demo's "Grade 4 Explorers" seats student1 to student5 (the young class's children stay where they are).
    const ids = Object.entries(f.students)
      .filter(([username]) => /^student[1-5]$/.test(username))
      .map(([, s]) => s.profileId)
      .sort((a, b) => a - b);
    expect(res.json().data).toEqual({
      message: 'The classroom is removed. Its students keep their work and can be added to another classroom.',
      classroom_id: f.classroomId,
      unassigned_student_profile_ids: ids,
    });
    expect(await t.app.db.select().from(classrooms).where(eq(classrooms.id, f.classroomId))).toEqual([]);
    expect(
      await t.app.db.select().from(classroomStudents).where(eq(classroomStudents.classroomId, f.classroomId)),
    ).toEqual([]);
    expect(await schoolStudents()).toBe(studentsBefore);
    const unassigned = (await api.get(`/teacher/get-school-unassigned-students/${f.schoolId}`, 'teacher2')).json().data
      .students;
    expect(
      unassigned.map((s: { student_profile_id: number }) => s.student_profile_id).sort((a: number, b: number) => a - b),
    ).toEqual(ids);
  });

  it("refuses another teacher's classroom (403) and leaves it", async () => {
    const before = (await t.app.db.select().from(classrooms)).length;
    expect((await api.post(REMOVE, { classroom_id: f.otherClassroomId }, 'teacher1')).statusCode).toBe(403);
    expect((await api.post(REMOVE, { classroom_id: f.classroomId }, 'schooladmin1')).statusCode).toBe(403);
    expect(await t.app.db.select().from(classrooms)).toHaveLength(before);
  });
});

describe('schedules', () => {
  it('update-school-classroom-schedule and set-classroom-schedules/{id} replace the week', async () => {
    const first = await api.post(SCHEDULE, { classroom_id: f.classroomId, schedules: week }, 'teacher1');
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ message: 'The schedule is saved.', classroom: { schedules: week } });
    const second = await api.post(
      `/set-classroom-schedules/${f.classroomId}`,
      { schedules: [{ day: 6, start_time: '13:00', end_time: '14:15' }] },
      'teacher1',
    );
    expect(second.statusCode).toBe(200);
    const rows = await t.app.db
      .select()
      .from(classroomSchedules)
      .where(eq(classroomSchedules.classroomId, f.classroomId));
    expect(rows).toEqual([{ classroomId: f.classroomId, day: 6, startTime: '13:00', endTime: '14:15' }]);
  });

  it('refuses a bad schedule (422), another teacher (403) and a student (403), keeping the old week', async () => {
    await api.post(SCHEDULE, { classroom_id: f.classroomId, schedules: week }, 'teacher1');
    const bad = await api.post(
      `/set-classroom-schedules/${f.classroomId}`,
      { schedules: [{ day: 3, start_time: '12:00', end_time: '11:59' }] },
      'teacher1',
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.schedules).toEqual(['The end time must be later than the start time.']);
    expect((await api.post(SCHEDULE, { classroom_id: f.classroomId, schedules: [] }, 'teacher1')).statusCode).toBe(422);
    expect((await api.post(SCHEDULE, { classroom_id: f.classroomId, schedules: week }, 'teacher2')).statusCode).toBe(
      403,
    );
    expect(
      (await api.post(`/set-classroom-schedules/${f.classroomId}`, { schedules: week }, 'student1')).statusCode,
    ).toBe(403);
    const rows = await t.app.db
      .select()
      .from(classroomSchedules)
      .where(eq(classroomSchedules.classroomId, f.classroomId));
    expect(rows).toHaveLength(2);
  });
});

describe('GET /classrooms/{classroomId}/complete', () => {
  it('marks the classroom completed; a completed classroom takes no new students', async () => {
    const res = await api.get(`/classrooms/${f.classroomId}/complete`, 'teacher1');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      message: 'The classroom is marked completed.',
      classroom: { status: 'completed', student_count: 5 },
    });
    const add = await api.post(
      '/teacher/add-school-student-to-classroom',
      {
        classroom_id: f.classroomId,
        first_name: 'Late',
        username: 'latecomer',
        password: 'secret12',
        password_confirmation: 'secret12',
      },
      'teacher1',
    );
    expect(add.statusCode).toBe(422);
    expect(add.json().errors.classroom_id).toEqual([
      'This classroom is archived or completed, so it takes no new students.',
    ]);
  });

  it("refuses another teacher's classroom and a student", async () => {
    expect((await api.get(`/classrooms/${f.otherClassroomId}/complete`, 'teacher1')).statusCode).toBe(403);
    expect((await api.get(`/classrooms/${f.classroomId}/complete`, 'student1')).statusCode).toBe(403);
    const [row] = await t.app.db.select().from(classrooms).where(eq(classrooms.id, f.otherClassroomId));
    expect(row.status).toBe('active');
  });
});
