import { and, eq, isNull } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { classrooms, lessonSubmissions, pointEvents, sessions, submittedAnswers } from '../db/tables.js';
import { tokenFor } from '../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import {
  addPoints,
  ago,
  buildFixture,
  caller,
  complete,
  progressOf,
  setSchoolFlags,
  submit,
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

const DELETE = '/teacher/delete-student-question-submissions-by-lesson';
const RESET = '/teacher/reset-lessons-for-students-classroom';

async function pulled(username: string) {
  const res = await api.get('/sync/pull?cursor=0', username);
  expect(res.statusCode).toBe(200);
  return res.json().data.changes as { entity: string; entity_id: string | null; data: Record<string, unknown> }[];
}

/** student1 and student2 answered lesson A and completed it; student1 earned points for it. */
async function answered() {
  const s1 = f.students.student1.profileId;
  const s2 = f.students.student2.profileId;
  for (const s of [s1, s2]) {
    await submit(t.app, {
      studentProfileId: s,
      stoneId: f.lessonA,
      courseId: f.courseId,
      answers: [{ questionId: f.questionsA[0]!, answer: 1, correct: true }],
      answeredAt: ago(1),
      receivedAt: ago(1),
    });
    await complete(t.app, s, f.lessonA, ago(1), 10, 10);
  }
  await addPoints(t.app, s1, `lesson:${f.lessonA}`, 10, ago(1));
  return { s1, s2 };
}

const submissionsOf = async (studentProfileId: number) =>
  await t.app.db
    .select()
    .from(lessonSubmissions)
    .where(and(eq(lessonSubmissions.studentProfileId, studentProfileId), eq(lessonSubmissions.stoneId, f.lessonA)));

describe('POST /teacher/delete-student-question-submissions-by-lesson', () => {
  it("deletes the named students' answers and starts the lesson afresh for them; points stay; they pull it", async () => {
    const { s1, s2 } = await answered();
    const res = await api.post(
      DELETE,
      { classroom_id: f.classroomId, lesson_id: f.lessonA, student_profile_ids: [s1] },
      'teacher1',
      'delete-0001',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      message: 'The answers are deleted and the lesson starts afresh for the chosen students.',
      classroom_id: f.classroomId,
      lesson_id: f.lessonA,
      student_profile_ids: [s1],
      changed_student_profile_ids: [s1],
    });
    expect(await submissionsOf(s1)).toEqual([]);
    expect(await submissionsOf(s2)).toHaveLength(1);
    expect(await progressOf(t.app, s1, f.lessonA)).toMatchObject({ completedAt: null, bestScore: 0 });
    expect((await progressOf(t.app, s2, f.lessonA))?.completedAt).not.toBeNull();
    expect(await t.app.db.select().from(pointEvents).where(eq(pointEvents.studentProfileId, s1))).toHaveLength(1);
    const changes = await pulled('student1');
    expect(changes.map((c) => c.entity)).toEqual(['progress', 'notification']);
    expect(changes[0]!.data).toMatchObject({ stone_id: f.lessonA, completed: false });
    expect(await pulled('student2')).toEqual([]);
    const list = (await api.get('/get-student-notifications', 'student1')).json().data.notifications;
    expect(list[0].message).toBe('Your teacher started "First steps" afresh for you. Have another go!');
  });

  it("covers the whole classroom when no student is named; the answers' rows go too", async () => {
    await answered();
    const res = await api.post(DELETE, { classroom_id: f.classroomId, lesson_id: f.lessonA }, 'teacher1');
    expect(res.json().data.student_profile_ids).toHaveLength(5);
    expect(res.json().data.changed_student_profile_ids).toHaveLength(2);
    expect(await t.app.db.select().from(submittedAnswers)).toEqual([]);
  });

  it("refuses another teacher's classroom (403), a lesson of another course and a stranger (422), other roles", async () => {
    const { s1 } = await answered();
    const body = { classroom_id: f.classroomId, lesson_id: f.lessonA };
    expect((await api.post(DELETE, body, 'teacher2')).statusCode).toBe(403);
    expect((await api.post(DELETE, body, 'teacher3')).statusCode).toBe(403);
    expect((await api.post(DELETE, body, 'student1')).statusCode).toBe(403);
    const foreign = await api.post(DELETE, { ...body, lesson_id: f.foreignLesson }, 'teacher1');
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.lesson_id).toEqual(['This lesson is not in the courses of this classroom.']);
    expect((await api.post(DELETE, { ...body, student_profile_ids: [999_999] }, 'teacher1')).statusCode).toBe(422);
    expect(await submissionsOf(s1)).toHaveLength(1);
  });
});

describe('POST /teacher/reset-lessons-for-students-classroom', () => {
  it('starts one or several lessons afresh for chosen students; the answers stay as history', async () => {
    const { s1, s2 } = await answered();
    await complete(t.app, s1, f.lessonB, ago(1), 5, 10);
    const res = await api.post(
      RESET,
      { classroom_id: f.classroomId, lesson_ids: [f.lessonA, f.lessonB], student_profile_ids: [s1] },
      'teacher1',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      message: 'The lesson starts afresh for the chosen students.',
      lesson_id: null,
      changed_student_profile_ids: [s1],
    });
    expect(await progressOf(t.app, s1, f.lessonA)).toMatchObject({ completedAt: null, teacherFinished: false });
    expect(await progressOf(t.app, s1, f.lessonB)).toMatchObject({ completedAt: null, bestScore: 0 });
    expect((await progressOf(t.app, s2, f.lessonA))?.completedAt).not.toBeNull();
    expect(await submissionsOf(s1)).toHaveLength(1);
    // Sent again: nothing left to change.
    const again = await api.post(RESET, { classroom_id: f.classroomId, lesson_id: f.lessonA }, 'teacher1');
    expect(again.json().data.changed_student_profile_ids).toEqual([s2]);
  });

  it('needs a lesson, and refuses another teacher', async () => {
    const none = await api.post(RESET, { classroom_id: f.classroomId }, 'teacher1');
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.lesson_id).toEqual(['Please fill in this field.']);
    expect((await api.post(RESET, { classroom_id: f.classroomId, lesson_id: f.lessonA }, 'teacher2')).statusCode).toBe(
      403,
    );
  });
});

describe('GET /finish-lesson/{classRoomId}/{lessonId}', () => {
  it("finishes a lesson for the whole classroom, only where the school's setup allows it", async () => {
    await setSchoolFlags(t.app, f.schoolId, { finishing: false });
    const refused = await api.get(`/finish-lesson/${f.classroomId}/${f.lessonA}`, 'teacher1');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Your school has not allowed teachers to finish lessons.');
    expect(await progressOf(t.app, f.students.student1.profileId, f.lessonA)).toBeUndefined();

    await setSchoolFlags(t.app, f.schoolId, { finishing: true });
    const res = await api.get(`/finish-lesson/${f.classroomId}/${f.lessonA}`, 'teacher1');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.changed_student_profile_ids).toHaveLength(5);
    expect(await progressOf(t.app, f.students.student5.profileId, f.lessonA)).toMatchObject({ teacherFinished: true });
    expect((await api.get(`/finish-lesson/${f.otherClassroomId}/${f.lessonA}`, 'teacher1')).statusCode).toBe(403);
    expect((await api.get(`/finish-lesson/${f.classroomId}/${f.lessonA}`, 'student1')).statusCode).toBe(403);
  });

  it('the lock paths refuse too when the school does not allow locking', async () => {
    await setSchoolFlags(t.app, f.schoolId, { locking: false });
    const lock = await api.post(
      '/teacher/update-classroom-locked-status',
      { classroom_id: f.classroomId, locked_status: true },
      'teacher1',
    );
    expect(lock.statusCode).toBe(403);
    const lessonLock = await api.post(
      '/teacher/update-classroom-locked-status',
      { classroom_id: f.classroomId, locked_status: true, lesson_id: f.lessonA },
      'teacher1',
    );
    expect(lessonLock.statusCode).toBe(403);
    const [row] = await t.app.db.select().from(classrooms).where(eq(classrooms.id, f.classroomId));
    expect(row.locked).toBe(false);
    const status = await api.get(`/teacher/get-school-teacher-classroom-locked-status/${f.classroomId}`, 'teacher1');
    expect(status.json().data).toEqual({
      classroom_id: f.classroomId,
      locked: false,
      community_locked: false,
      allow_teacher_lesson_locking: false,
      allow_teacher_finish_lessons: true,
    });
  });
});

describe('GET /teacher/get-school-teacher-classroom-locked-status/{id}', () => {
  it('answers for the own classroom only', async () => {
    await api.post(
      '/teacher/update-classroom-locked-status',
      { classroom_id: f.classroomId, locked_status: true },
      'teacher1',
    );
    const res = await api.get(`/teacher/get-school-teacher-classroom-locked-status/${f.classroomId}`, 'teacher1');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ locked: true, allow_teacher_lesson_locking: true });
    expect(
      (await api.get(`/teacher/get-school-teacher-classroom-locked-status/${f.classroomId}`, 'teacher2')).statusCode,
    ).toBe(403);
    expect(
      (await api.get(`/teacher/get-school-teacher-classroom-locked-status/${f.classroomId}`, 'parent1')).statusCode,
    ).toBe(403);
  });
});

describe('GET /teacher/logout-students/{classRoomId}', () => {
  it("ends the classroom's students' sessions at once, and no one else's", async () => {
    const student = await tokenFor(t.app, 'student1');
    const other = await tokenFor(t.app, 'teacher2');
    const res = await api.get(`/teacher/logout-students/${f.classroomId}`, 'teacher1');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      message: 'The students of this classroom are signed out.',
      classroom_id: f.classroomId,
      student_profile_ids: [f.students.student1.profileId],
    });
    const pull = await t.app.inject({
      method: 'GET',
      url: '/api/sync/pull?cursor=0',
      headers: { authorization: `Bearer ${student}` },
    });
    expect(pull.statusCode).toBe(401);
    const still = await t.app.inject({
      method: 'GET',
      url: '/api/teacher/get-classroom-list',
      headers: { authorization: `Bearer ${other}` },
    });
    expect(still.statusCode).toBe(200);
    const live = await t.app.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, f.students.student1.userId), isNull(sessions.revokedAt)));
    expect(live).toEqual([]);
  });

  it("refuses another teacher's classroom and a student", async () => {
    const student = await tokenFor(t.app, 'student1');
    expect((await api.get(`/teacher/logout-students/${f.classroomId}`, 'teacher2')).statusCode).toBe(403);
    expect((await api.get(`/teacher/logout-students/${f.classroomId}`, 'student2')).statusCode).toBe(403);
    const pull = await t.app.inject({
      method: 'GET',
      url: '/api/sync/pull?cursor=0',
      headers: { authorization: `Bearer ${student}` },
    });
    expect(pull.statusCode).toBe(200);
  });
});

describe('GET /teacher/lock-unlock-community/{classRoomId}', () => {
  it('toggles, or sets with locked=, for the own classroom only', async () => {
    const first = await api.get(`/teacher/lock-unlock-community/${f.classroomId}`, 'teacher1');
    expect(first.json().data).toEqual({
      message: 'The community is locked for this classroom.',
      classroom_id: f.classroomId,
      community_locked: true,
    });
    const second = await api.get(`/teacher/lock-unlock-community/${f.classroomId}?lang=ar`, 'teacher1');
    expect(second.json().data).toMatchObject({ message: 'تم فتح المجتمع من جديد لهذا الصف.', community_locked: false });
    const set = await api.get(`/teacher/lock-unlock-community/${f.classroomId}?locked=false`, 'teacher1');
    expect(set.json().data.community_locked).toBe(false);
    expect((await api.get(`/teacher/lock-unlock-community/${f.classroomId}`, 'teacher2')).statusCode).toBe(403);
    expect((await api.get(`/teacher/lock-unlock-community/${f.classroomId}`, 'student1')).statusCode).toBe(403);
    const [row] = await t.app.db.select().from(classrooms).where(eq(classrooms.id, f.classroomId));
    expect(row.communityLocked).toBe(false);
  });
});
