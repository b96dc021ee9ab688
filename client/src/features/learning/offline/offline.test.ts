import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { Question } from '@codeyard/shared-schema';
import { closeUserDbs, openUserDb } from '../../../storage/user-db';
import { mergeProgress } from '../model/world';
import { hintPaid, markNotificationSeen, submitLessonAttempt, takeHint } from './actions';
import { courseDataFromList, courseRows, progressKey, serverProgressOfChange, serverProgressOfStone } from './mapping';
import { entryOf } from '../../../test-support/outbox';
import { KEYS, readLedger, waitingRefs, writeCourse, writeServerPoints, writeServerProgress } from './store';
import type {
  CourseLessonsData,
  MapStoneView,
  ProgressData,
  QuestionData,
  ServerPoints,
  SubmissionData,
} from './types';

let nextUser = 9100;
afterEach(() => closeUserDbs());

const choice = (answer: number, points = 10): Question => ({
  key: `q${answer}`,
  type: 'choice',
  prompt: { en: 'Pick', ar: 'اختر' },
  points,
  skill: 'sequencing',
  options: [
    { en: 'a', ar: 'أ' },
    { en: 'b', ar: 'ب' },
    { en: 'c', ar: 'ج' },
  ],
  answer,
});

function stone(id: number, position: number, extra: Partial<MapStoneView> = {}): MapStoneView {
  return {
    id,
    key: `s${id}`,
    kind: 'lesson',
    position,
    title: { en: `Lesson ${id}`, ar: `درس ${id}` },
    playable: true,
    free: true,
    state: 'unlocked',
    button: 'start',
    lock_reason: null,
    best_score: 0,
    max_score: 0,
    completed_at: null,
    ...extra,
  };
}

function answer(stones: MapStoneView[], questions: Record<number, QuestionData[]>): CourseLessonsData {
  return {
    course: {
      id: 1,
      number: 1,
      track: 'smoothy',
      level: 'basic',
      title: { en: 'SmoothY Starter', ar: 'سموذي' },
      description: { en: 'd', ar: 'و' },
      min_age: 6,
      max_age: 9,
      lesson_count: 2,
    },
    content_version: 3,
    locked: false,
    lock_reason: null,
    previous_course_number: null,
    completed: false,
    has_seen_modal: false,
    is_trial: false,
    free_lessons: 5,
    stones,
    lessons: stones
      .filter((s) => questions[s.id])
      .map((s) => ({
        lesson_id: s.id,
        course_id: 1,
        key: s.key,
        title: s.title,
        intro: [{ picture: '🤖', text: { en: 'Hi', ar: 'مرحبًا' } }],
        questions: questions[s.id],
      })),
    levels: [],
    exercises: [],
    project_templates: [],
  };
}

const q = (id: number, position: number, question: Question): QuestionData => ({ id, position, question });

describe('the download mapping', () => {
  it('turns GET /course-lessons into the rows the screens read', () => {
    const rows = courseRows(
      answer(
        [
          stone(11, 1, {
            state: 'completed',
            button: 'completed',
            completed_at: '2025-01-01T00:00:00Z',
            best_score: 20,
            max_score: 20,
          }),
          stone(12, 2),
        ],
        {
          11: [q(101, 1, choice(0)), q(102, 2, choice(1))],
          12: [q(103, 1, choice(2))],
        },
      ),
      { assigned: true, completed_stones: 1 },
      0,
      '2025-03-01T00:00:00Z',
    );
    expect(rows.course).toMatchObject({
      id: 1,
      data: { assigned: true, hasMap: true, content_version: 3, playable_stones: 2, order: 0 },
    });
    expect(rows.stones.map((s) => [s.id, s.courseId, s.data.kind])).toEqual([
      [11, 1, 'lesson'],
      [12, 1, 'lesson'],
    ]);
    expect(rows.lessons.map((l) => [l.id, l.stoneId, l.data.intro.length])).toEqual([
      [11, 11, 1],
      [12, 12, 1],
    ]);
    expect(rows.questions.map((r) => [r.id, r.lessonId])).toEqual([
      [101, 11],
      [102, 11],
      [103, 12],
    ]);
    expect(rows.progress[0]).toMatchObject({ key: '1:11', server: { completed: true, bestScore: 20, maxScore: 20 } });
  });

  it("keeps a teacher's lock of the whole course (a locked classroom), from the map and from the list", () => {
    const locked = {
      ...answer([stone(11, 1, { state: 'locked', button: 'locked', lock_reason: 'teacher' })], {}),
      locked: true,
      lock_reason: 'teacher' as const,
    };
    expect(courseRows(locked, { assigned: true, completed_stones: 0 }, 0, 'x').course.data).toMatchObject({
      locked: true,
      teacher_locked: true,
    });
    const byCourse = { ...answer([stone(11, 1)], {}), locked: true, lock_reason: 'course' as const };
    expect(courseRows(byCourse, undefined, 0, 'x').course.data.teacher_locked).toBe(false);
    const item = {
      id: 1,
      number: 1,
      track: 'smoothy',
      level: 'basic',
      title: 'SmoothY',
      min_age: 6,
      max_age: 9,
      lesson_count: 2,
      assigned: true,
      locked: true,
      completed: false,
      stone_count: 2,
      playable_stones: 2,
      completed_stones: 0,
      completed_at: null,
    } as const;
    expect(courseDataFromList(item, 0, undefined)).toMatchObject({ locked: true, teacher_locked: true });
    expect(courseDataFromList({ ...item, locked: false }, 0, undefined).teacher_locked).toBe(false);
    expect(courseDataFromList({ ...item, assigned: false }, 0, undefined).teacher_locked).toBe(false);
  });

  it("reads a stone's and a pulled change's progress, teacher flags included", () => {
    expect(serverProgressOfStone(stone(1, 1, { state: 'completed', button: 'finished' }))).toMatchObject({
      completed: false,
      teacherFinished: true,
    });
    expect(
      serverProgressOfStone(stone(1, 1, { state: 'locked', button: 'locked', lock_reason: 'teacher' })),
    ).toMatchObject({ teacherLocked: true });
    expect(
      serverProgressOfChange({
        stone_id: 1,
        course_id: 1,
        completed: true,
        completed_at: null,
        teacher_finished: true,
      }),
    ).toMatchObject({ completed: false, teacherFinished: true });
    expect(
      serverProgressOfChange({
        stone_id: 1,
        course_id: 1,
        completed: true,
        completed_at: 'x',
        best_score: 5,
        max_score: 9,
      }),
    ).toMatchObject({ completed: true, bestScore: 5 });
  });
});

describe('a lesson finished on the device', () => {
  async function setup() {
    const db = openUserDb(nextUser++);
    const rows = courseRows(
      answer([stone(11, 1), stone(12, 2)], { 11: [q(101, 1, choice(0)), q(102, 2, choice(1, 20))] }),
      undefined,
      0,
      '2025-03-01T00:00:00Z',
    );
    await writeCourse(db, rows, new Set());
    await writeServerPoints(
      db,
      { points: 40, weekly_points: 0, week_start: null },
      new Set(),
      new Date().toISOString(),
    );
    const questions = rows.questions.map((r) => r.data);
    return { db, questions };
  }

  it('keeps the result, the progress, the points and the outbox entry together', async () => {
    const { db, questions } = await setup();
    const id = await submitLessonAttempt(db, {
      courseId: 1,
      lessonId: 11,
      title: { en: 'Lesson 11', ar: 'درس' },
      questions,
      answers: new Map([
        [101, 0],
        [102, 0],
      ]),
      lang: 'en',
    });
    const submission = (await db.submissions.get(id))!.data as SubmissionData;
    expect(submission).toMatchObject({
      score: 10,
      max_score: 30,
      rate: 33,
      points_awarded: 20,
      stars: 1,
      source: 'device',
    });
    expect(submission.results.map((r) => [r.question_id, r.correct, r.points])).toEqual([
      [101, true, 10],
      [102, false, 0],
    ]);
    const progress = (await db.progress.get(progressKey(1, 11)))!.data as ProgressData;
    expect(mergeProgress(progress)).toMatchObject({ completed: true, bestScore: 10, local: true });
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({
      path: '/student-questions-submission',
      state: 'pending',
      body: { lesson_id: 11, course_id: 1, gm_task_id: 3, question_points: 10 },
    });
    expect((entry.body as { answers: unknown[] }).answers).toEqual([
      { question_id: 101, answer: 0 },
      { question_id: 102, answer: 0 },
    ]);
    expect(await entryOf(db, submission.ref!)).toEqual(entry);
    expect(Object.keys(await readLedger(db)).sort()).toEqual(['question:101', 'task:11']);
  });

  it('never counts a question twice, nor the task points', async () => {
    const { db, questions } = await setup();
    const input = { courseId: 1, lessonId: 11, title: { en: 'L', ar: 'د' }, questions, lang: 'en' as const };
    await submitLessonAttempt(db, {
      ...input,
      answers: new Map([
        [101, 0],
        [102, 0],
      ]),
    });
    const second = await submitLessonAttempt(db, {
      ...input,
      answers: new Map([
        [101, 0],
        [102, 1],
      ]),
    });
    expect(((await db.submissions.get(second))!.data as SubmissionData).points_awarded).toBe(20);
    const third = await submitLessonAttempt(db, {
      ...input,
      answers: new Map([
        [101, 0],
        [102, 1],
      ]),
    });
    expect(((await db.submissions.get(third))!.data as SubmissionData).points_awarded).toBe(0);
    expect(await db.outbox.count()).toBe(3);
    const ledger = await readLedger(db);
    expect(Object.values(ledger).reduce((sum, e) => sum + e.points, 0)).toBe(40);
  });

  it('settles the points once the server counted them, and drops the local part after the send', async () => {
    const { db, questions } = await setup();
    await submitLessonAttempt(db, {
      courseId: 1,
      lessonId: 11,
      title: { en: 'L', ar: 'د' },
      questions,
      answers: new Map([
        [101, 0],
        [102, 1],
      ]),
      lang: 'en',
    });
    // Still waiting: a pulled progress change keeps the local completion, the points stay on top.
    await writeServerProgress(db, 1, 11, {
      completed: false,
      completedAt: null,
      bestScore: 0,
      maxScore: 0,
      teacherLocked: false,
      teacherFinished: false,
    });
    expect(((await db.progress.get('1:11'))!.data as ProgressData).local).toBeDefined();
    // The engine sent it (the entry is gone); the server's answer arrives.
    await db.outbox.clear();
    await writeServerProgress(db, 1, 11, {
      completed: true,
      completedAt: 'x',
      bestScore: 30,
      maxScore: 30,
      teacherLocked: false,
      teacherFinished: false,
    });
    expect(((await db.progress.get('1:11'))!.data as ProgressData).local).toBeUndefined();
    await writeServerPoints(
      db,
      { points: 80, weekly_points: 40, week_start: null },
      await waitingRefs(db),
      new Date(Date.now() + 1000).toISOString(),
    );
    expect(Object.values(await readLedger(db)).every((e) => e.settled)).toBe(true);
    expect(((await db.profile.get(KEYS.points))!.data as ServerPoints).points).toBe(80);
  });

  it('charges a hint once, queued with the local points in the same transaction', async () => {
    const { db } = await setup();
    expect(await takeHint(db, { courseId: 1, lessonId: 11, questionId: 101, title: 'L' })).toEqual({
      charged: 10,
      alreadyPaid: false,
    });
    expect(await hintPaid(db, 11, 101)).toBe(true);
    expect(await takeHint(db, { courseId: 1, lessonId: 11, questionId: 101, title: 'L' })).toEqual({
      charged: 0,
      alreadyPaid: true,
    });
    const entries = await db.outbox.toArray();
    expect(entries.map((e) => [e.path, (e.body as { hint_key: string }).hint_key])).toEqual([
      ['/calculate-hints-points/11', 'q-101'],
    ]);
    expect((await readLedger(db))['hint:11:q-101']).toMatchObject({ points: -10, settled: false });
  });

  it('marks a notification seen locally and queues the call', async () => {
    const db = openUserDb(nextUser++);
    await db.notifications.put({
      id: 5,
      createdAt: 'x',
      seen: false,
      data: { id: 5, kind: 'badgeEarned', message: 'm', data: {}, seen: false, created_at: 'x' },
    });
    await markNotificationSeen(db, 5);
    expect((await db.notifications.get(5))?.seen).toBe(true);
    expect((await db.outbox.toArray()).map((e) => e.path)).toEqual(['/change-is-notification-seen-flag-to-true/5']);
  });

  it('a new download replaces the map and lessons of the course, keeping questions of lessons still there', async () => {
    const { db } = await setup();
    const rows = courseRows(answer([stone(11, 1)], { 11: [q(101, 1, choice(0))] }), undefined, 0, 'y');
    await writeCourse(db, rows, new Set());
    expect((await db.stones.toArray()).map((s) => s.id)).toEqual([11]);
    expect((await db.questions.toArray()).map((r) => r.id)).toEqual([101]);
  });
});
