import {
  gradeAnswer,
  learning,
  lessonScore,
  TASK_IDS,
  emojiImageUri,
  type Answer,
  type Language,
  type Localised,
} from '@codeyard/shared-schema';
import { ApiError, callApi } from '../../../api/client';
import { sessionStore } from '../../../session/session-store';
import { outboxTables, queueChange } from '../../../outbox';
import type { UserDb } from '../../../storage/user-db';
import { hintKeyOf } from '../model/hints';
import { attemptPoints, chargeHint, pointsShown, starsFor } from '../model/points';
import { lessonDraftKey } from './lesson-drafts';
import { progressKey, serverProgressOfStone } from './mapping';
import { KEYS, readLedger, waitingRefs } from './store';
import type { CourseData, ProgressData, QuestionData, ServerPoints, StudentProfileData, SubmissionData } from './types';

/**
 * The child's changes. Each one is applied to the user's Dexie tables and recorded in the outbox in ONE
 * transaction (queueChange), so it survives a reload, a closed tab or a lost connection, and reaches the
 * server exactly once. The device grades and counts points with the shared rules, as the server will.
 */

export interface AttemptInput {
  courseId: number;
  lessonId: number;
  title: Localised;
  questions: readonly QuestionData[];
  answers: ReadonlyMap<number, Answer>;
  lang: Language;
}

/**
 * Grades a finished lesson here, keeps the result, the progress and the points, and queues the submission;
 * the lesson's kept draft (lesson-drafts.ts) goes in the same transaction, so a crash never leaves both the
 * queued submission and the draft, nor neither. Answers the submission's id.
 */
export async function submitLessonAttempt(db: UserDb, input: AttemptInput): Promise<string> {
  const answeredAt = new Date().toISOString();
  const graded = input.questions.map((q) => {
    const answer = input.answers.get(q.id) ?? null;
    return { q, answer, ...gradeAnswer(q.question, answer, input.lang) };
  });
  const score = lessonScore(graded.map((g) => ({ points: g.q.question.points, rate: g.rate })));
  const body = {
    lesson_id: input.lessonId,
    course_id: input.courseId,
    gm_task_id: TASK_IDS.questions,
    answers: graded.filter((g) => g.answer !== null).map((g) => ({ question_id: g.q.id, answer: g.answer as Answer })),
    question_points: score.score,
    answered_at: answeredAt,
  };
  const id = `device:${input.lessonId}:${answeredAt}`;

  await queueChange(
    db,
    learning.studentQuestionsSubmission,
    { body },
    {
      what: { key: 'learning:outbox.lesson', vars: { lesson: input.title[input.lang] } },
      apply: async (ref) => {
        const key = progressKey(input.courseId, input.lessonId);
        const row = await db.progress.get(key);
        const progress = (row?.data as ProgressData | undefined) ?? {};
        const ledger = await readLedger(db);
        const points = attemptPoints(
          ledger,
          { id: input.lessonId, kind: 'lesson', alreadyDone: Boolean(progress.server?.completed) },
          graded.map((g) => ({ questionId: g.q.id, correct: g.correct, points: g.q.question.points })),
          ref,
          answeredAt,
        );
        const before = progress.local;
        const local = {
          completedAt: before?.completedAt ?? answeredAt,
          bestScore: Math.max(before?.bestScore ?? 0, score.score),
          maxScore: score.maxScore,
          ref,
        };
        await db.progress.put({
          key,
          courseId: input.courseId,
          lessonId: input.lessonId,
          data: { ...progress, local },
        });
        await db.profile.put({ key: KEYS.ledger, data: points.ledger });
        const data: SubmissionData = {
          lesson_id: input.lessonId,
          course_id: input.courseId,
          score: score.score,
          max_score: score.maxScore,
          rate: score.rate,
          stars: starsFor(score.rate, score.perfect),
          points_awarded: points.total,
          results: graded.map((g) => ({
            question_id: g.q.id,
            question: g.q.question,
            answer: g.answer,
            rate: g.rate,
            correct: g.correct,
            points: points.perQuestion.get(g.q.id) ?? 0,
          })),
          answered_at: answeredAt,
          source: 'device',
          ref,
        };
        await db.submissions.put({
          id,
          lessonId: input.lessonId,
          courseId: input.courseId,
          createdAt: answeredAt,
          data,
        });
        await db.profile.delete(lessonDraftKey(input.courseId, input.lessonId));
      },
    },
  );
  return id;
}

class AlreadyPaid extends Error {}

/**
 * A hint: 10 points once per (stone, question) — or per (stone, hintKey) for a stone with one hint, such
 * as a SmoothY level — never below zero; seeing it again is free and queues nothing.
 */
export async function takeHint(
  db: UserDb,
  input: { courseId: number; lessonId: number; title: string } & ({ questionId: number } | { hintKey: string }),
): Promise<{ charged: number; alreadyPaid: boolean }> {
  const hintKey = 'hintKey' in input ? input.hintKey : hintKeyOf(input.questionId);
  const body = {
    lesson_id: input.lessonId,
    course_id: input.courseId,
    hint_key: hintKey,
    gm_task_id: TASK_IDS.hintPoints,
  };
  let charged = 0;
  try {
    await queueChange(
      db,
      learning.calculateHintsPoints,
      { body },
      {
        what: { key: 'learning:outbox.hint', vars: { lesson: input.title } },
        apply: async (ref) => {
          const ledger = await readLedger(db);
          const server = (await db.profile.get(KEYS.points))?.data as ServerPoints | undefined;
          const result = chargeHint(
            ledger,
            pointsShown(server, ledger).points,
            input.lessonId,
            hintKey,
            ref,
            new Date().toISOString(),
          );
          if (result.alreadyPaid) throw new AlreadyPaid();
          charged = result.charged;
          await db.profile.put({ key: KEYS.ledger, data: result.ledger });
        },
      },
    );
  } catch (error) {
    if (error instanceof AlreadyPaid) return { charged: 0, alreadyPaid: true };
    throw error;
  }
  return { charged, alreadyPaid: false };
}

/** Has this hint been paid (on this device's knowledge)? */
export async function hintPaid(db: UserDb, lessonId: number, questionId: number): Promise<boolean> {
  return Boolean((await readLedger(db))[`hint:${lessonId}:${hintKeyOf(questionId)}`]);
}

/** An emoji becomes the profile picture (queued; the profile shows it at once). */
export async function chooseEmoji(db: UserDb, emojiId: number): Promise<void> {
  const imgUri = emojiImageUri(emojiId);
  await queueChange(
    db,
    learning.setEmojiAsProfilePicture,
    { params: { id: emojiId } },
    {
      what: { key: 'learning:outbox.emoji' },
      apply: async () => {
        const row = await db.profile.get(KEYS.profile);
        if (row?.data) await db.profile.put({ ...row, data: { ...(row.data as StudentProfileData), img_uri: imgUri } });
        else await db.profile.put({ key: KEYS.profile, data: { img_uri: imgUri } });
      },
    },
  );
  if (sessionStore.get()) sessionStore.update({ imgUri });
}

export async function markNotificationSeen(db: UserDb, id: number): Promise<void> {
  await queueChange(
    db,
    learning.changeNotificationSeen,
    { params: { id } },
    {
      what: { key: 'learning:outbox.notification' },
      apply: async (ref) => {
        const row = await db.notifications.get(id);
        // seenRef: a refresh keeps it seen while the change is on its way (download.ts).
        if (row)
          await db.notifications.put({
            ...row,
            seen: true,
            seenRef: ref,
            data: { ...(row.data as object), seen: true },
          });
      },
    },
  );
}

export async function markCourseWelcomed(db: UserDb, courseId: number): Promise<void> {
  await queueChange(
    db,
    learning.changeHasSeenModal,
    { params: { courseId } },
    {
      what: { key: 'learning:outbox.welcome' },
      apply: async () => {
        const row = await db.courses.get(courseId);
        if (row) await db.courses.put({ ...row, data: { ...(row.data as CourseData), has_seen_modal: true } });
      },
    },
  );
}

/**
 * One lesson for a device that lacks its course download (GET /lessonprevideo/{lessonId}/{courseId}):
 * written into Dexie like the download would. Answers the error code when the server refuses (trial_locked).
 */
export async function fetchLesson(
  db: UserDb,
  courseId: number,
  lessonId: number,
): Promise<'ok' | 'trial_locked' | 'missing' | 'offline'> {
  try {
    const waiting = await waitingRefs(db);
    const { data } = await callApi(learning.lessonPreVideo, { params: { lessonId, courseId } });
    const at = new Date().toISOString();
    await db.transaction('rw', [db.lessons, db.questions, db.stones, db.progress, ...outboxTables(db)], async () => {
      const l = data.lesson;
      await db.lessons.put({
        id: l.lesson_id,
        courseId: l.course_id,
        stoneId: l.lesson_id,
        data: { lesson_id: l.lesson_id, course_id: l.course_id, key: l.key, title: l.title, intro: l.intro },
        updatedAt: at,
      });
      await db.questions.bulkPut(l.questions.map((q) => ({ id: q.id, lessonId: l.lesson_id, data: q, updatedAt: at })));
      const s = data.stone;
      if (!(await db.stones.get(s.id))) {
        await db.stones.put({
          id: s.id,
          courseId,
          data: { id: s.id, key: s.key, kind: s.kind, position: s.position, title: s.title, playable: s.playable },
          updatedAt: at,
        });
      }
      const key = progressKey(courseId, s.id);
      const row = await db.progress.get(key);
      const local = (row?.data as ProgressData | undefined)?.local;
      const stillWaiting = local && (waiting.has(local.ref) || (await waitingRefs(db)).has(local.ref));
      await db.progress.put({
        key,
        courseId,
        lessonId: s.id,
        data: { server: serverProgressOfStone(s), ...(stillWaiting ? { local } : {}) },
      });
    });
    return 'ok';
  } catch (error) {
    if (error instanceof ApiError) {
      if (error.code === 'trial_locked') return 'trial_locked';
      if (error.status === 0) return 'offline';
      if (error.status === 404 || error.status === 403) return 'missing';
    }
    throw error;
  }
}

/** The latest attempt as the server keeps it (GET /assessmentresult), for a result this device did not make. */
export async function fetchAssessmentResult(db: UserDb, lessonId: number): Promise<'ok' | 'none' | 'offline'> {
  try {
    const { data } = await callApi(learning.assessmentResult, { query: { lesson_id: lessonId } });
    const perfect = data.questions.length > 0 && data.questions.every((q) => q.correct);
    const row: SubmissionData = {
      lesson_id: data.lesson_id,
      course_id: data.course_id,
      score: data.score,
      max_score: data.max_score,
      rate: data.rate,
      stars: starsFor(data.rate, perfect),
      points_awarded: null,
      results: data.questions.map((q) => ({
        question_id: q.question_id,
        question: q.question,
        answer: q.answer,
        rate: q.rate,
        correct: q.correct,
        points: 0,
      })),
      answered_at: data.answered_at,
      source: 'server',
    };
    await db.submissions.put({
      id: `server:${data.submission_id}`,
      lessonId: data.lesson_id,
      courseId: data.course_id,
      createdAt: data.answered_at,
      data: row,
    });
    return 'ok';
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return 'none';
    if (error instanceof ApiError && error.status === 0) return 'offline';
    throw error;
  }
}
