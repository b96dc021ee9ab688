import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  changeLog,
  classrooms,
  classroomCourses,
  courses,
  notifications,
  pointEvents,
  stoneProgress,
  stones,
  studentProfiles,
  users,
} from '../db/tables.js';
import { DEMO_CLASSROOMS } from '../seed/demo.js';
import { bearer, tokenFor } from '../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

/**
 * The teacher's challenge calls (issue 4) on the demo school and the real SmoothY Starter levels:
 * GET /teacher/get-classroom-lessons-challenges, /teacher/get-classroom-challanges-by-lesson/{id},
 * /teacher/get-course-lesson-code-solution; POST /teacher/reset-student-challange-submissions-by-lesson.
 */

let t: TestApp;
const tokens = new Map<string, string>();
beforeEach(async () => {
  t = await startTestApp({ seedDemoData: true });
  tokens.clear();
});
afterEach(async () => t?.close());

async function call(method: 'GET' | 'POST', url: string, username: string, body?: unknown, key?: string) {
  if (!tokens.has(username)) tokens.set(username, await tokenFor(t.app, username));
  const headers: Record<string, string> = { ...bearer(tokens.get(username)!), ...(key && { 'idempotency-key': key }) };
  const res = await t.app.inject({
    method,
    url: `/api${url}`,
    headers,
    ...(body !== undefined && { payload: body as object }),
  });
  return { status: res.statusCode, json: res.json() };
}

const db = () => t.app.db;
const classroomOf = async (who: keyof typeof DEMO_CLASSROOMS) =>
  (await db().select().from(classrooms).where(eq(classrooms.name, DEMO_CLASSROOMS[who].name)).limit(1))[0]!;
const courseIdOf = async (classroomId: number) =>
  (await db().select().from(classroomCourses).where(eq(classroomCourses.classroomId, classroomId)).limit(1))[0]!
    .courseId;
const mapOf = async (courseId: number) =>
  (
    await db()
      .select()
      .from(stones)
      .where(and(eq(stones.courseId, courseId), eq(stones.retired, false)))
  ).sort((a, b) => a.position - b.position);
const profileOf = async (username: string) =>
  (
    await db()
      .select({ id: studentProfiles.id, userId: users.id })
      .from(studentProfiles)
      .innerJoin(users, eq(users.id, studentProfiles.userId))
      .where(eq(users.username, username))
      .limit(1)
  )[0]!;
const progressOf = async (profileId: number, stoneId: number) =>
  (
    await db()
      .select()
      .from(stoneProgress)
      .where(and(eq(stoneProgress.studentProfileId, profileId), eq(stoneProgress.stoneId, stoneId)))
      .limit(1)
  )[0];
const complete = async (username: string, stoneId: number, stars: number | null, at = '2026-01-05T10:00:00.000Z') => {
  const studentProfileId = (await profileOf(username)).id;
  await db().write((tx) =>
    tx.insert(stoneProgress).values({
      studentProfileId,
      stoneId,
      completedAt: at,
      bestScore: stars ?? 0,
      maxScore: stars === null ? 0 : 3,
      updatedAt: at,
    }),
  );
};

async function setting() {
  const classroom = await classroomOf('teacher1');
  const courseId = await courseIdOf(classroom.id);
  const map = await mapOf(courseId);
  const challenges = map.filter((s) => s.kind === 'challenge');
  const codes = map.filter((s) => s.kind === 'code');
  const lesson = map.find((s) => s.kind === 'lesson')!;
  return { classroom, courseId, map, challenge: challenges[0]!, challenge2: challenges[1]!, code: codes[0]!, lesson };
}

describe('GET /teacher/get-classroom-lessons-challenges', () => {
  it("lists the classroom's challenge and code stones in map order with each student's completion and stars", async () => {
    const s = await setting();
    await complete('student1', s.challenge.id, 3);
    await complete('student2', s.challenge.id, null);
    const res = await call(
      'GET',
      `/teacher/get-classroom-lessons-challenges?classroom_id=${s.classroom.id}`,
      'teacher1',
    );
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const { classroom, students, courses: list } = res.json.data;
    expect(classroom).toMatchObject({ id: s.classroom.id, name: s.classroom.name, student_count: 5 });
    expect(students.map((x: { username: string }) => x.username).sort()).toEqual([
      'student1',
      'student2',
      'student3',
      'student4',
      'student5',
    ]);
    expect(list).toHaveLength(1);
    const expected = s.map.filter((x) => x.kind === 'challenge' || x.kind === 'code').map((x) => x.id);
    expect(list[0].challenges.map((c: { lesson_id: number }) => c.lesson_id)).toEqual(expected);
    const first = list[0].challenges[0];
    expect(first).toMatchObject({
      lesson_id: s.challenge.id,
      kind: 'challenge',
      has_solution: true,
      completed_count: 2,
    });
    const byStudent = new Map(first.students.map((x: { student_profile_id: number }) => [x.student_profile_id, x]));
    expect(byStudent.get((await profileOf('student1')).id)).toMatchObject({
      completed: true,
      stars: 3,
      teacher_finished: false,
    });
    expect(byStudent.get((await profileOf('student2')).id)).toMatchObject({ completed: true, stars: null });
    expect(byStudent.get((await profileOf('student3')).id)).toMatchObject({
      completed: false,
      completed_at: null,
      stars: null,
    });
    // Titles in the request's language.
    const ar = await call(
      'GET',
      `/teacher/get-classroom-lessons-challenges?classroom_id=${s.classroom.id}&lang=ar`,
      'teacher1',
    );
    expect(ar.json.data.courses[0].challenges[0].title).toBe(s.challenge.titleAr);
  });

  it("refuses another teacher's classroom (403) and a missing or bad classroom_id (422)", async () => {
    const s = await setting();
    expect(
      (await call('GET', `/teacher/get-classroom-lessons-challenges?classroom_id=${s.classroom.id}`, 'teacher2'))
        .status,
    ).toBe(403);
    expect(
      (await call('GET', `/teacher/get-classroom-lessons-challenges?classroom_id=${s.classroom.id}`, 'teacher3'))
        .status,
    ).toBe(403);
    expect(
      (await call('GET', `/teacher/get-classroom-lessons-challenges?classroom_id=${s.classroom.id}`, 'student1'))
        .status,
    ).toBe(403);
    const missing = await call('GET', '/teacher/get-classroom-lessons-challenges', 'teacher1');
    expect(missing.status).toBe(422);
    expect(missing.json.errors).toHaveProperty('classroom_id');
    const bad = await call('GET', '/teacher/get-classroom-lessons-challenges?classroom_id=abc', 'teacher1');
    expect(bad.status).toBe(422);
    expect(bad.json.errors).toHaveProperty('classroom_id');
  });
});

describe('GET /teacher/get-classroom-challanges-by-lesson/{id}', () => {
  it('answers one stone for every student of the classroom: completed, when, stars', async () => {
    const s = await setting();
    await complete('student4', s.code.id, 2, '2026-02-01T08:00:00.000Z');
    const res = await call(
      'GET',
      `/teacher/get-classroom-challanges-by-lesson/${s.code.id}?classroom_id=${s.classroom.id}`,
      'teacher1',
    );
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data).toMatchObject({
      classroom_id: s.classroom.id,
      lesson: { id: s.code.id, kind: 'code', course_id: s.courseId, has_solution: true },
      completed_count: 1,
    });
    expect(res.json.data.students).toHaveLength(5);
    const row = res.json.data.students.find((x: { username: string }) => x.username === 'student4');
    expect(row).toMatchObject({
      student_profile_id: (await profileOf('student4')).id,
      completed: true,
      completed_at: '2026-02-01T08:00:00.000Z',
      stars: 2,
    });
  });

  it("refuses another teacher's classroom (403), a lesson stone or a stone of another course (422 on lesson_id)", async () => {
    const s = await setting();
    expect(
      (
        await call(
          'GET',
          `/teacher/get-classroom-challanges-by-lesson/${s.challenge.id}?classroom_id=${s.classroom.id}`,
          'teacher2',
        )
      ).status,
    ).toBe(403);
    const other = await classroomOf('teacher2');
    expect(
      (
        await call(
          'GET',
          `/teacher/get-classroom-challanges-by-lesson/${s.challenge.id}?classroom_id=${other.id}`,
          'teacher1',
        )
      ).status,
    ).toBe(403);
    const lesson = await call(
      'GET',
      `/teacher/get-classroom-challanges-by-lesson/${s.lesson.id}?classroom_id=${s.classroom.id}`,
      'teacher1',
    );
    expect(lesson.status).toBe(422);
    expect(lesson.json.errors).toHaveProperty('lesson_id');
    const foreignCourse = (await db().select().from(courses).where(eq(courses.number, 2)).limit(1))[0]!.id;
    const foreign = (await mapOf(foreignCourse)).find((x) => x.kind === 'challenge' || x.kind === 'code')!;
    const res = await call(
      'GET',
      `/teacher/get-classroom-challanges-by-lesson/${foreign.id}?classroom_id=${s.classroom.id}`,
      'teacher1',
    );
    expect(res.status).toBe(422);
    expect(res.json.errors).toHaveProperty('lesson_id');
    const noClassroom = await call('GET', `/teacher/get-classroom-challanges-by-lesson/${s.challenge.id}`, 'teacher1');
    expect(noClassroom.status).toBe(422);
    expect(noClassroom.json.errors).toHaveProperty('classroom_id');
  });
});

describe('POST /teacher/reset-student-challange-submissions-by-lesson', () => {
  const RESET = '/teacher/reset-student-challange-submissions-by-lesson';

  it("clears the named students' completion and stars, keeps their points, notifies them once, and replays without a second effect", async () => {
    const s = await setting();
    const s1 = await profileOf('student1');
    const s2 = await profileOf('student2');
    await complete('student1', s.challenge.id, 3);
    await complete('student2', s.challenge.id, 2);
    await db().write((tx) =>
      tx.insert(pointEvents).values({ studentProfileId: s1.id, source: `task:${s.challenge.id}`, points: 20 }),
    );

    const body = { classroom_id: s.classroom.id, lesson_id: s.challenge.id, student_profile_ids: [s1.id] };
    const first = await call('POST', RESET, 'teacher1', body, 'reset-0001');
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(first.json.data).toMatchObject({
      classroom_id: s.classroom.id,
      lesson_id: s.challenge.id,
      student_profile_ids: [s1.id],
      changed_student_profile_ids: [s1.id],
    });
    expect(first.json.data.message).toBe('The challenge starts afresh for 1 student.');
    expect(await progressOf(s1.id, s.challenge.id)).toMatchObject({
      completedAt: null,
      bestScore: 0,
      maxScore: 0,
      teacherFinished: false,
    });
    expect(await progressOf(s2.id, s.challenge.id)).toMatchObject({ bestScore: 2 });
    // Points are unique events: the task's 20 points stay.
    expect(
      (await db().select().from(pointEvents).where(eq(pointEvents.studentProfileId, s1.id))).map((p) => p.source),
    ).toContain(`task:${s.challenge.id}`);

    const notes = async () =>
      await db()
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, s1.userId), eq(notifications.kind, 'challengeReset')));
    const changes = async () =>
      await db()
        .select()
        .from(changeLog)
        .where(and(eq(changeLog.userId, s1.userId), eq(changeLog.entity, 'progress')));
    expect(await notes()).toHaveLength(1);
    expect((await notes())[0]!.data).toMatchObject({ lesson_id: s.challenge.id, title: s.challenge.titleEn });
    expect(await changes()).toHaveLength(1);
    expect((await changes())[0]!.data).toMatchObject({ stone_id: s.challenge.id, completed: false, best_score: 0 });

    const replay = await call('POST', RESET, 'teacher1', body, 'reset-0001');
    expect(replay.status).toBe(200);
    expect(replay.json.data).toEqual(first.json.data);
    // Sent again with a new key: nothing left to reset, nothing changes.
    const again = await call('POST', RESET, 'teacher1', body, 'reset-0002');
    expect(again.json.data.changed_student_profile_ids).toEqual([]);
    expect(await notes()).toHaveLength(1);
    expect(await changes()).toHaveLength(1);
  });

  it("resets the whole classroom when no students are named, a teacher's finish included; a lock stays", async () => {
    const s = await setting();
    await complete('student3', s.challenge2.id, 1);
    const s5 = await profileOf('student5');
    await db().write((tx) =>
      tx.insert(stoneProgress).values({
        studentProfileId: s5.id,
        stoneId: s.challenge2.id,
        teacherFinished: true,
        teacherLocked: true,
        updatedAt: '2026-01-01T00:00:00.000Z',
      }),
    );
    const res = await call(
      'POST',
      RESET,
      'teacher1',
      { classroom_id: s.classroom.id, lesson_id: s.challenge2.id },
      'reset-all-1',
    );
    expect(res.status).toBe(200);
    expect(res.json.data.student_profile_ids).toHaveLength(5);
    expect(res.json.data.changed_student_profile_ids.sort()).toEqual([(await profileOf('student3')).id, s5.id].sort());
    expect(await progressOf(s5.id, s.challenge2.id)).toMatchObject({
      teacherFinished: false,
      teacherLocked: true,
      completedAt: null,
    });
  });

  it("refuses another teacher's classroom or a student of another classroom (403 / 422) and bad input (422 with field errors)", async () => {
    const s = await setting();
    const body = { classroom_id: s.classroom.id, lesson_id: s.challenge.id };
    const foreign = await call('POST', RESET, 'teacher2', body, 'reset-403-aaaa');
    expect(foreign.status, JSON.stringify(foreign.json)).toBe(403);
    expect((await call('POST', RESET, 'teacher3', body, 'reset-403-bbbb')).status).toBe(403);

    const missing = await call('POST', RESET, 'teacher1', { classroom_id: s.classroom.id }, 'reset-422-aaaa');
    expect(missing.status).toBe(422);
    expect(missing.json.errors).toHaveProperty('lesson_id');
    const notChallenge = await call('POST', RESET, 'teacher1', { ...body, lesson_id: s.lesson.id }, 'reset-422-bbbb');
    expect(notChallenge.status).toBe(422);
    expect(notChallenge.json.errors).toHaveProperty('lesson_id');
    const stranger = await call(
      'POST',
      RESET,
      'teacher1',
      { ...body, student_profile_ids: [999_999] },
      'reset-422-cccc',
    );
    expect(stranger.status).toBe(422);
    expect(stranger.json.errors).toHaveProperty('student_profile_ids');
    const empty = await call('POST', RESET, 'teacher1', { ...body, student_profile_ids: [] }, 'reset-422-dddd');
    expect(empty.status).toBe(422);
    expect(empty.json.errors).toHaveProperty('student_profile_ids');
  });
});

describe('GET /teacher/get-course-lesson-code-solution', () => {
  it("answers a code stone's level with its solution, for any course", async () => {
    const s = await setting();
    const res = await call('GET', `/teacher/get-course-lesson-code-solution?lesson_id=${s.code.id}`, 'teacher1');
    expect(res.status).toBe(200);
    expect(res.json.data.lesson).toMatchObject({ lesson_id: s.code.id, kind: 'code', key: s.code.key });
    expect(res.json.data.solution).toEqual(t.app.levels.byStone(s.code.id)!.file.solution);
    // teacher3 (another school, no classrooms) prepares courses too.
    expect(
      (await call('GET', `/teacher/get-course-lesson-code-solution?lesson_id=${s.code.id}`, 'teacher3')).status,
    ).toBe(200);
  });

  it('answers 404 for a challenge stone or a lesson, 403 for a student, 422 without lesson_id', async () => {
    const s = await setting();
    expect(
      (await call('GET', `/teacher/get-course-lesson-code-solution?lesson_id=${s.challenge.id}`, 'teacher1')).status,
    ).toBe(404);
    expect(
      (await call('GET', `/teacher/get-course-lesson-code-solution?lesson_id=${s.lesson.id}`, 'teacher1')).status,
    ).toBe(404);
    expect(
      (await call('GET', `/teacher/get-course-lesson-code-solution?lesson_id=${s.code.id}`, 'student1')).status,
    ).toBe(403);
    const bad = await call('GET', '/teacher/get-course-lesson-code-solution?lesson_id=0', 'teacher1');
    expect(bad.status).toBe(422);
    expect(bad.json.errors).toHaveProperty('lesson_id');
  });
});
