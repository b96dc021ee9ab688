import {
  gradeAnswer, isPlayable, lessonScore, nextStoneId, submissionRefusal, TASK_POINTS, type Answer, type Language, type Question,
  type StoneKind,
} from '@codeyard/shared-schema';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { lessonSubmissions, questions, stoneProgress, stones, submittedAnswers } from '../db/schema.js';
import { fieldError, HttpError, notFound } from '../http/errors.js';
import { recordChange } from '../sync/change-log.js';
import { grantBadges, learningStats } from './awards.js';
import { snapshot, statusesOf, type Snapshot, type StoneRow } from './maps.js';
import { award, hasEvent, notePoints, totals } from './points.js';
import type { StudentRow } from './students.js';

/**
 * What a student's device sends when a stone is done. Every function here runs inside the exactly-once
 * transaction of its call (synchronous, no await): grade again (the device's own grade is never
 * trusted), store the attempt, keep the best score (max), add point events once per source, grant
 * badges as a set, and note every change for the student's devices.
 */

type Tx = Db;
type AnswerIn = { question_id: number; answer: Answer };

/** The device's time, kept as given unless it lies in the future (a wrong clock), then the server's. */
function deviceTime(answeredAt: string | undefined, now: Date): string {
  const at = answeredAt ? new Date(answeredAt) : now;
  return Number.isNaN(at.getTime()) || at > now ? now.toISOString() : at.toISOString();
}

/** The stone a call names, in the course it names, and the student's right to it. */
function stoneFor(db: Tx, student: StudentRow, lessonId: number, courseId: number): { stone: StoneRow; snap: Snapshot } {
  const stone = db.select().from(stones).where(eq(stones.id, lessonId)).get();
  if (!stone) throw notFound();
  if (stone.courseId !== courseId) throw fieldError('course_id', 'learning.wrongCourse');
  if (stone.retired) throw new HttpError(409, 'learning.lessonRetired', { code: 'lesson_retired' });
  const snap = snapshot(db, student);
  assertEntitled(snap, stone);
  return { stone, snap };
}

function assertEntitled(snap: Snapshot, stone: StoneRow): void {
  const status = statusesOf(snap, stone.courseId).find((s) => s.id === stone.id);
  // The course's lock as it is: a teacher's lock (of a stone or a classroom) never refuses work done before it.
  const refusal = status ? submissionRefusal(status, snap.locks.get(stone.courseId)) : null;
  if (refusal === 'trial_locked') throw new HttpError(403, 'learning.trialLocked', { code: 'trial_locked' });
  if (refusal === 'course_locked') throw new HttpError(403, 'learning.courseLocked', { code: 'course_locked' });
}

/** Completes a stone for the child: the first completion time kept, the best score the max (with its maximum). */
function complete(db: Tx, student: StudentRow, stone: StoneRow, score: number, maxScore: number, now: Date) {
  const at = now.toISOString();
  const key = and(eq(stoneProgress.studentProfileId, student.id), eq(stoneProgress.stoneId, stone.id));
  const before = db.select().from(stoneProgress).where(key).get();
  if (!before) {
    db.insert(stoneProgress).values({ studentProfileId: student.id, stoneId: stone.id, completedAt: at, bestScore: score, maxScore, updatedAt: at }).run();
  } else {
    const better = score > before.bestScore || before.maxScore === 0;
    db.update(stoneProgress)
      .set({ completedAt: before.completedAt ?? at, ...(better && { bestScore: score, maxScore }), updatedAt: at })
      .where(key)
      .run();
  }
  const stored = db.select().from(stoneProgress).where(key).get()!;
  recordChange(db, student.userId, 'progress', stone.id, {
    stone_id: stone.id, course_id: stone.courseId, completed: true, completed_at: stored.completedAt, best_score: stored.bestScore, max_score: stored.maxScore,
    teacher_locked: stored.teacherLocked, teacher_finished: stored.teacherFinished,
  });
  return { id: stone.id, state: 'completed' as const, best_score: stored.bestScore, max_score: stored.maxScore, completed_at: stored.completedAt };
}

/** After a stone is done: its task points once, badges, the points change, and where to go next. */
function finish(db: Tx, student: StudentRow, stone: StoneRow, now: Date, pointsSoFar: number) {
  const taskPoints = award(db, student.id, `task:${stone.id}`, TASK_POINTS[stone.kind], now);
  const snap = snapshot(db, student);
  const current = totals(db, student.id, now);
  const newBadges = grantBadges(db, student, learningStats(db, snap, current.points), now);
  const after = notePoints(db, student.userId, student.id, now);
  return { points_awarded: pointsSoFar + taskPoints, ...after, new_badges: newBadges, next_stone_id: nextStoneId(statusesOf(snap, stone.courseId)) };
}

function questionsById(db: Tx, ids: number[]) {
  return new Map(db.select().from(questions).where(inArray(questions.id, ids)).all().map((q) => [q.id, q]));
}

function gradeAll(db: Tx, student: StudentRow, answers: AnswerIn[], byId: ReturnType<typeof questionsById>, now: Date, lang: Language) {
  return answers.map((a) => {
    const q = byId.get(a.question_id)!;
    const grade = gradeAnswer(q.definition as Question, a.answer, lang);
    const points = grade.correct ? award(db, student.id, `question:${q.id}`, q.points, now) : 0;
    return { question: q, answer: a.answer, ...grade, points_awarded: points };
  });
}

function storeAttempt(
  db: Tx, student: StudentRow, stone: StoneRow, kind: 'lesson' | 'review', graded: ReturnType<typeof gradeAll>,
  score: { score: number; maxScore: number }, answeredAt: string, now: Date,
): number {
  const pointsAwarded = graded.reduce((s, g) => s + g.points_awarded, 0);
  const submission = db.insert(lessonSubmissions).values({
    studentProfileId: student.id, stoneId: stone.id, courseId: stone.courseId, kind, score: score.score, maxScore: score.maxScore,
    pointsAwarded, answeredAt, receivedAt: now.toISOString(),
  }).returning({ id: lessonSubmissions.id }).get();
  db.insert(submittedAnswers).values(graded.map((g) => ({
    submissionId: submission.id, questionId: g.question.id, answer: g.answer, rate: g.rate, correct: g.correct,
  }))).run();
  return submission.id;
}

const results = (graded: ReturnType<typeof gradeAll>) =>
  graded.map((g) => ({ question_id: g.question.id, rate: g.rate, correct: g.correct, points_awarded: g.points_awarded }));

export interface LessonAnswers {
  lesson_id: number;
  course_id: number;
  answers: AnswerIn[];
  answered_at: string;
}

/**
 * POST /student-questions-submission. Answers may name any question of the lesson, retired ones
 * included (a device offline may hold an older version); unanswered current questions count as wrong.
 */
export function submitLesson(db: Tx, student: StudentRow, body: LessonAnswers, now: Date, lang: Language) {
  const { stone } = stoneFor(db, student, body.lesson_id, body.course_id);
  if (stone.kind !== 'lesson') throw fieldError('lesson_id', 'learning.notALesson');
  if (!isPlayable(stone)) throw new HttpError(409, 'learning.notPlayable', { code: 'stone_not_playable' });

  const all = db.select().from(questions).where(eq(questions.stoneId, stone.id)).all();
  const byId = new Map(all.map((q) => [q.id, q]));
  if (body.answers.some((a) => !byId.has(a.question_id))) throw fieldError('answers', 'learning.unknownQuestion');

  const graded = gradeAll(db, student, body.answers, byId, now, lang);
  const answered = new Set(body.answers.map((a) => a.question_id));
  const counted = [
    ...graded.map((g) => ({ points: g.question.points, rate: g.rate })),
    ...all.filter((q) => !q.retired && !answered.has(q.id)).map((q) => ({ points: q.points, rate: 0 })),
  ];
  const score = lessonScore(counted);
  const submissionId = storeAttempt(db, student, stone, 'lesson', graded, score, deviceTime(body.answered_at, now), now);
  const progress = complete(db, student, stone, score.score, score.maxScore, now);
  const questionPoints = graded.reduce((s, g) => s + g.points_awarded, 0);
  const done = finish(db, student, stone, now, questionPoints);
  db.update(lessonSubmissions).set({ pointsAwarded: done.points_awarded }).where(eq(lessonSubmissions.id, submissionId)).run();
  return {
    submission_id: submissionId, score: score.score, max_score: score.maxScore, rate: score.rate, results: results(graded),
    lesson_id: stone.id, course_id: stone.courseId, stone: progress, ...done,
  };
}

/** POST /review-questions: a second go at questions; points the first time each is right; stones unchanged. */
export function submitReview(db: Tx, student: StudentRow, body: { answers: AnswerIn[]; answered_at: string }, now: Date, lang: Language) {
  const byId = questionsById(db, body.answers.map((a) => a.question_id));
  if (body.answers.some((a) => !byId.has(a.question_id))) throw fieldError('answers', 'learning.unknownQuestion');
  const stoneIds = [...new Set([...byId.values()].map((q) => q.stoneId))];
  const stoneRows = db.select().from(stones).where(inArray(stones.id, stoneIds)).all();
  const snap = snapshot(db, student);
  for (const stone of stoneRows) assertEntitled(snap, stone);

  const graded = gradeAll(db, student, body.answers, byId, now, lang);
  const answeredAt = deviceTime(body.answered_at, now);
  for (const stone of stoneRows) {
    const mine = graded.filter((g) => g.question.stoneId === stone.id);
    storeAttempt(db, student, stone, 'review', mine, lessonScore(mine.map((g) => ({ points: g.question.points, rate: g.rate }))), answeredAt, now);
  }
  const current = totals(db, student.id, now);
  const newBadges = grantBadges(db, student, learningStats(db, snapshot(db, student), current.points), now);
  const after = notePoints(db, student.userId, student.id, now);
  return { results: results(graded), points_awarded: graded.reduce((s, g) => s + g.points_awarded, 0), ...after, new_badges: newBadges };
}

/**
 * POST /submit-game-lesson and /submit-challenge-lesson: a stone of that kind finished ('challenge' takes
 * the SmoothY challenge and code stones). Stars, when sent, are kept as the best score of 3 (max).
 */
export function completeStone(
  db: Tx, student: StudentRow, body: { lesson_id: number; course_id: number; stars?: number }, kind: Extract<StoneKind, 'game' | 'challenge'>, now: Date,
) {
  const { stone } = stoneFor(db, student, body.lesson_id, body.course_id);
  const kinds: readonly StoneKind[] = kind === 'challenge' ? ['challenge', 'code'] : [kind];
  if (!kinds.includes(stone.kind)) throw fieldError('lesson_id', kind === 'game' ? 'learning.notALesson' : 'learning.notAChallenge');
  if (!isPlayable(stone)) throw new HttpError(409, 'learning.notPlayable', { code: 'stone_not_playable' });
  const stars = kind === 'game' ? body.stars ?? 0 : body.stars;
  const progress = stars !== undefined ? complete(db, student, stone, stars, 3, now) : complete(db, student, stone, 0, 0, now);
  return { lesson_id: stone.id, course_id: stone.courseId, stone: progress, ...finish(db, student, stone, now, 0) };
}

/** POST /calculate-task-points/1: a completed stone's task points, once. */
export function claimTaskPoints(db: Tx, student: StudentRow, body: { lesson_id: number; course_id: number }, now: Date) {
  const stone = db.select().from(stones).where(eq(stones.id, body.lesson_id)).get();
  if (!stone) throw notFound();
  if (stone.courseId !== body.course_id) throw fieldError('course_id', 'learning.wrongCourse');
  const progress = db.select().from(stoneProgress).where(and(eq(stoneProgress.studentProfileId, student.id), eq(stoneProgress.stoneId, stone.id))).get();
  if (!progress?.completedAt) throw new HttpError(409, 'learning.notCompleted', { code: 'stone_not_completed' });
  const source = `task:${stone.id}`;
  const before = hasEvent(db, student.id, source);
  const added = before ? 0 : award(db, student.id, source, TASK_POINTS[stone.kind], now);
  const after = added ? notePoints(db, student.userId, student.id, now) : totals(db, student.id, now);
  return { lesson_id: stone.id, task_points: TASK_POINTS[stone.kind], awarded_now: added > 0, ...after };
}

/** The stone a hint names must exist in the course named. */
export function hintStone(db: Tx, body: { lesson_id: number; course_id: number }): StoneRow {
  const stone = db.select().from(stones).where(eq(stones.id, body.lesson_id)).get();
  if (!stone) throw notFound();
  if (stone.courseId !== body.course_id) throw fieldError('course_id', 'learning.wrongCourse');
  return stone;
}

/**
 * A course project stone ('project' or 'graduation-project') completes when its project is submitted
 * (projects/service.ts saveProject): no task points (TASK_POINTS 0) — the teacher's approval awards the
 * project's 100-500. Any other kind of stone is left alone (null).
 */
export function completeProjectStone(db: Tx, student: StudentRow, stoneId: number, now: Date) {
  const stone = db.select().from(stones).where(eq(stones.id, stoneId)).get();
  if (!stone || (stone.kind !== 'project' && stone.kind !== 'graduation-project') || !isPlayable(stone)) return null;
  const progress = complete(db, student, stone, 0, 0, now);
  finish(db, student, stone, now, 0);
  return progress;
}
