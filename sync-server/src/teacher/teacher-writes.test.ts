import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLog, classrooms, notifications } from '../db/tables.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { buildFixture, caller, progressOf, setSchoolFlags, type Fixture } from '../test-support/teacher-fixture.js';

let t: TestApp;
let f: Fixture;
let api: ReturnType<typeof caller>;

beforeEach(async () => {
  t = await startTestApp({ seedDemoData: true });
  f = await buildFixture(t.app);
  api = caller(t.app);
});
afterEach(async () => t?.close());

const FINISH = '/teacher/finish-student-lesson-by-teacher';
const LOCK = '/teacher/update-classroom-locked-status';

const allChanges = async () => await t.app.db.select().from(changeLog).orderBy(asc(changeLog.seq));
const userIds = (...names: string[]) => names.map((n) => f.students[n].userId);

/** What a student's device pulls from the start. */
async function pulled(username: string) {
  const res = await api.get('/sync/pull?cursor=0', username);
  expect(res.statusCode).toBe(200);
  return res.json().data.changes as { entity: string; entity_id: string | null; data: Record<string, unknown> }[];
}

describe('POST /teacher/finish-student-lesson-by-teacher', () => {
  it('finishes a lesson for the named students; they, and only they, pull the change and a notification', async () => {
    const [s1, s2] = [f.students.student1.profileId, f.students.student2.profileId];
    const res = await api.post(
      FINISH,
      { classroom_id: f.classroomId, lesson_id: f.lessonA, student_profile_ids: [s1, s2] },
      'teacher1',
      'finish-0001',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      message: 'The lesson is marked finished for 2 students.',
      classroom_id: f.classroomId,
      lesson_id: f.lessonA,
      student_profile_ids: [s1, s2],
      changed_student_profile_ids: [s1, s2],
    });
    expect(await progressOf(t.app, s1, f.lessonA)).toMatchObject({
      teacherFinished: true,
      teacherLocked: false,
      completedAt: null,
    });
    expect(await progressOf(t.app, f.students.student3.profileId, f.lessonA)).toBeUndefined();

    // Only student1 and student2 have changes: a progress change and a notification each.
    expect(new Set((await allChanges()).map((c) => c.userId))).toEqual(new Set(userIds('student1', 'student2')));
    const mine = await pulled('student1');
    expect(mine.map((c) => [c.entity, c.entity_id])).toEqual([
      ['progress', String(f.lessonA)],
      ['notification', expect.any(String)],
    ]);
    expect(mine[0].data).toMatchObject({
      stone_id: f.lessonA,
      course_id: f.courseId,
      completed: true,
      teacher_finished: true,
      teacher_locked: false,
    });
    expect(mine[1].data).toMatchObject({
      kind: 'lessonFinished',
      data: { lesson_id: f.lessonA, title: 'First steps', title_ar: 'الخطوات الأولى', teacher: 'Lina Mansour' },
    });
    expect(await pulled('student3')).toEqual([]);
    const note = (
      await t.app.db.select().from(notifications).where(eq(notifications.userId, f.students.student1.userId)).limit(1)
    )[0]!;
    expect(note.kind).toBe('lessonFinished');

    // The teacher's screens see it at once.
    const lessons = (await api.get(`/teacher/get-school-teacher-classroom-lessons/${f.classroomId}`, 'teacher1')).json()
      .data.courses[0].lessons;
    expect(lessons[0]).toMatchObject({ lesson_id: f.lessonA, completed_count: 2, teacher_finished_count: 2 });
    const details = (await api.get(`/teacher/get-school-classroom-details/${f.classroomId}`, 'teacher1')).json().data
      .students;
    expect(details.find((s: { username: string }) => s.username === 'student1').lessons_completed).toBe(1);
  });

  it("reads as a sentence in the student's notifications", async () => {
    await api.post(
      FINISH,
      { classroom_id: f.classroomId, lesson_id: f.lessonA, student_profile_ids: [f.students.student1.profileId] },
      'teacher1',
    );
    const list = (await api.get('/get-student-notifications', 'student1')).json().data.notifications;
    expect(list[0]).toMatchObject({
      kind: 'lessonFinished',
      message: 'Your teacher marked "First steps" as finished. You can go on!',
      seen: false,
    });
  });

  it('changes nothing when replayed with the same Idempotency-Key, and nothing when sent again without one', async () => {
    const body = {
      classroom_id: f.classroomId,
      lesson_id: f.lessonA,
      student_profile_ids: [f.students.student1.profileId],
    };
    const first = await api.post(FINISH, body, 'teacher1', 'finish-0002');
    const before = (await allChanges()).length;
    const notes = (await t.app.db.select().from(notifications)).length;
    const replay = await api.post(FINISH, body, 'teacher1', 'finish-0002');
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replay']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(await allChanges()).toHaveLength(before);
    expect(await t.app.db.select().from(notifications)).toHaveLength(notes);

    // A new key with the same decision: the student is already finished, so nothing changes either.
    const again = await api.post(FINISH, body, 'teacher1', 'finish-0003');
    expect(again.json().data.changed_student_profile_ids).toEqual([]);
    expect(await allChanges()).toHaveLength(before);
  });

  it('finishes for the whole classroom when no students are named', async () => {
    const res = await api.post(
      FINISH,
      { classroom_id: f.classroomId, lesson_id: f.lessonB },
      'teacher1',
      'finish-0004',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.changed_student_profile_ids).toHaveLength(5);
    expect(new Set((await allChanges()).map((c) => c.userId))).toEqual(
      new Set(userIds('student1', 'student2', 'student3', 'student4', 'student5')),
    );
  });

  it('refuses with 403 when the school does not allow teachers to finish lessons, and keeps that answer for the key', async () => {
    await setSchoolFlags(t.app, f.schoolId, { finishing: false });
    const body = {
      classroom_id: f.classroomId,
      lesson_id: f.lessonA,
      student_profile_ids: [f.students.student1.profileId],
    };
    const res = await api.post(FINISH, body, 'teacher1', 'finish-0005');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Your school has not allowed teachers to finish lessons.');
    expect(await allChanges()).toEqual([]);
    // The device sets the rejection aside; a replay gets the same answer, even once the flag is back on.
    await setSchoolFlags(t.app, f.schoolId, { finishing: true });
    const replay = await api.post(FINISH, body, 'teacher1', 'finish-0005');
    expect(replay.statusCode).toBe(403);
    expect(replay.headers['idempotent-replay']).toBe('true');
    // Locking stays allowed on its own flag.
    expect(
      (await api.post(LOCK, { classroom_id: f.classroomId, lesson_id: f.lessonA, locked_status: true }, 'teacher1'))
        .statusCode,
    ).toBe(200);
  });

  it("refuses another teacher's classroom, another school's teacher and other roles", async () => {
    const body = {
      classroom_id: f.classroomId,
      lesson_id: f.lessonA,
      student_profile_ids: [f.students.student1.profileId],
    };
    expect((await api.post(FINISH, body, 'teacher2')).statusCode).toBe(403);
    expect((await api.post(FINISH, body, 'teacher3')).statusCode).toBe(403);
    expect((await api.post(FINISH, body, 'student1')).statusCode).toBe(403);
    expect((await api.post(FINISH, body, 'parent1')).statusCode).toBe(403);
    expect((await api.post(FINISH, body, 'schooladmin1')).statusCode).toBe(403);
    expect((await api.post(FINISH, body)).statusCode).toBe(401);
    expect(await allChanges()).toEqual([]);
  });

  it('refuses bad bodies, a student of another classroom and a lesson of another course with 422', async () => {
    const missing = await api.post(FINISH, { classroom_id: f.classroomId }, 'teacher1');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.lesson_id).toBeDefined();
    expect(
      (
        await api.post(
          FINISH,
          { classroom_id: f.classroomId, lesson_id: f.lessonA, student_profile_ids: [] },
          'teacher1',
        )
      ).statusCode,
    ).toBe(422);
    expect(
      (
        await api.post(
          FINISH,
          { classroom_id: f.classroomId, lesson_id: f.lessonA, student_profile_ids: [1, 1] },
          'teacher1',
        )
      ).statusCode,
    ).toBe(422);
    expect((await api.post(FINISH, { classroom_id: 'x', lesson_id: f.lessonA }, 'teacher1')).statusCode).toBe(422);

    const stranger = await api.post(
      FINISH,
      {
        classroom_id: f.classroomId,
        lesson_id: f.lessonA,
        student_profile_ids: [f.students.student1.profileId, 99999],
      },
      'teacher1',
    );
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().errors.student_profile_ids).toEqual(['One of these students is not in this classroom.']);
    const foreign = await api.post(FINISH, { classroom_id: f.classroomId, lesson_id: f.foreignLesson }, 'teacher1');
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.lesson_id).toEqual(['This lesson is not in the courses of this classroom.']);
    expect(await allChanges()).toEqual([]);
  });
});

describe('POST /teacher/update-classroom-locked-status', () => {
  it('locks a lesson for the whole classroom, then unlocks it for one student; each change reaches only its students', async () => {
    const lock = await api.post(
      LOCK,
      { classroom_id: f.classroomId, lesson_id: f.lessonB, locked_status: true },
      'teacher1',
      'lock-0001',
    );
    expect(lock.statusCode).toBe(200);
    expect(lock.json().data).toMatchObject({ message: 'The lesson is locked for 5 students.', lesson_id: f.lessonB });
    expect(lock.json().data.changed_student_profile_ids).toHaveLength(5);
    expect(await progressOf(t.app, f.students.student4.profileId, f.lessonB)).toMatchObject({
      teacherLocked: true,
      teacherFinished: false,
    });

    const s3 = f.students.student3.profileId;
    const unlock = await api.post(
      LOCK,
      { classroom_id: f.classroomId, lesson_id: f.lessonB, locked_status: false, student_profile_ids: [s3] },
      'teacher1',
      'lock-0002',
    );
    expect(unlock.json().data).toMatchObject({
      message: 'The lesson is open again for 1 student.',
      changed_student_profile_ids: [s3],
    });
    expect((await progressOf(t.app, s3, f.lessonB))!.teacherLocked).toBe(false);

    const leo = await pulled('student3');
    expect(leo.filter((c) => c.entity === 'progress').map((c) => c.data.teacher_locked)).toEqual([true, false]);
    expect(leo.filter((c) => c.entity === 'notification').map((c) => c.data.kind)).toEqual([
      'lessonLocked',
      'lessonUnlocked',
    ]);
    expect((await pulled('student4')).filter((c) => c.entity === 'progress')).toHaveLength(1);
    // Nobody outside the classroom has anything to pull.
    const outsiders = (await allChanges()).filter(
      (c) => !userIds('student1', 'student2', 'student3', 'student4', 'student5').includes(c.userId),
    );
    expect(outsiders).toEqual([]);

    const completed = (
      await api.get(`/teacher/get-classroom-completed-lessons?classroom_id=${f.classroomId}`, 'teacher1')
    ).json().data.students;
    expect(
      completed.find((s: { student_profile_id: number }) => s.student_profile_id === s3).teacher_locked_lesson_ids,
    ).toEqual([]);
    expect(completed.find((s: { username: string }) => s.username === 'student4').teacher_locked_lesson_ids).toEqual([
      f.lessonB,
    ]);
  });

  it('locks and unlocks the whole classroom', async () => {
    const res = await api.post(LOCK, { classroom_id: f.classroomId, locked_status: true }, 'teacher1', 'lock-0003');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ message: 'The classroom is locked.', lesson_id: null });
    expect((await t.app.db.select().from(classrooms).where(eq(classrooms.id, f.classroomId)).limit(1))[0]!.locked).toBe(
      true,
    );
    const changes = await pulled('student1');
    expect(changes.map((c) => c.entity)).toEqual(['course', 'notification']);
    expect(changes[0]).toMatchObject({
      entity_id: String(f.courseId),
      data: { classroom_id: f.classroomId, classroom_locked: true },
    });
    expect(changes[1].data).toMatchObject({ kind: 'classroomLocked', data: { classroom: 'Grade 4 Explorers' } });
    expect((await api.get('/teacher/get-classroom-list', 'teacher1')).json().data[0].locked).toBe(true);

    // Locking a locked classroom again changes nothing.
    const before = (await allChanges()).length;
    expect(
      (await api.post(LOCK, { classroom_id: f.classroomId, locked_status: true }, 'teacher1', 'lock-0004')).json().data
        .changed_student_profile_ids,
    ).toEqual([]);
    expect(await allChanges()).toHaveLength(before);
    const open = await api.post(LOCK, { classroom_id: f.classroomId, locked_status: false }, 'teacher1', 'lock-0005');
    expect(open.json().data.message).toBe('The classroom is open again.');
    expect(
      await t.app.db
        .select()
        .from(changeLog)
        .where(and(eq(changeLog.entity, 'course'), inArray(changeLog.userId, userIds('student2')))),
    ).toHaveLength(2);
  });

  it('refuses with 403 when the school does not allow teachers to lock lessons', async () => {
    await setSchoolFlags(t.app, f.schoolId, { locking: false });
    const res = await api.post(
      LOCK,
      { classroom_id: f.classroomId, lesson_id: f.lessonA, locked_status: true },
      'teacher1',
      'lock-0006',
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Your school has not allowed teachers to lock lessons.');
    const ar = await api.post(`${LOCK}?lang=ar`, { classroom_id: f.classroomId, locked_status: true }, 'teacher1');
    expect(ar.json().message).toBe('لم تسمح مدرستك للمعلمين بقفل الدروس.');
    expect(await allChanges()).toEqual([]);
  });

  it("refuses another teacher's classroom, other roles and bad bodies", async () => {
    const body = { classroom_id: f.classroomId, lesson_id: f.lessonA, locked_status: true };
    expect((await api.post(LOCK, body, 'teacher2')).statusCode).toBe(403);
    expect((await api.post(LOCK, body, 'teacher3')).statusCode).toBe(403);
    expect((await api.post(LOCK, body, 'student2')).statusCode).toBe(403);
    expect((await api.post(LOCK, body, 'parent1')).statusCode).toBe(403);
    expect((await api.post(LOCK, body)).statusCode).toBe(401);
    expect((await api.post(LOCK, { classroom_id: f.classroomId }, 'teacher1')).statusCode).toBe(422);
    expect((await api.post(LOCK, { classroom_id: f.classroomId, locked_status: 'yes' }, 'teacher1')).statusCode).toBe(
      422,
    );
    const noLesson = await api.post(
      LOCK,
      { classroom_id: f.classroomId, locked_status: true, student_profile_ids: [f.students.student1.profileId] },
      'teacher1',
    );
    expect(noLesson.statusCode).toBe(422);
    expect(noLesson.json().errors.student_profile_ids).toEqual(['Please choose a lesson to lock for these students.']);
    expect(await allChanges()).toEqual([]);
  });
});
