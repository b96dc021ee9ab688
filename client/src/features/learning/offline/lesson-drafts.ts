import type { UserDb } from '../../../storage/user-db';
import { draftAnswer, restoreDraft, type Draft } from '../model/drafts';
import type { QuestionData } from './types';

/**
 * A lesson in progress, kept on the device as the child answers, so a reload, a closed lid or a lost
 * connection never loses it. It lives in the signed-in child's own database (another child on the same
 * Chromebook never sees it), in the `profile` key/value table under `lessonDraft:<courseId>:<lessonId>`:
 *
 *   { key, courseId, lessonId, updatedAt, data: SavedLessonDraft }
 *
 * It is written on every change (debounced) and at once when the page is hidden, read when the lesson
 * opens again, and deleted in the same transaction that queues the finished lesson (submitLessonAttempt),
 * or when the child chooses "Start again".
 */

/** What the player needs to come back exactly where the child was. */
export interface PlayerSnapshot {
  /** The question on screen (0-based). */
  index: number;
  /** Each question's draft the child has touched, by question id (ordering and matching keep their shuffled order). */
  drafts: Record<number, Draft>;
  /** The questions whose hint the child has opened, in the order they were opened. */
  hints: number[];
}

export interface SavedLessonDraft {
  version: 1;
  index: number;
  /** Per question: the shuffle seed the draft started from (the question id) and the draft itself. */
  questions: { id: number; seed: number; draft: Draft }[];
  hints: number[];
  savedAt: string;
}

export const lessonDraftKey = (courseId: number, lessonId: number) => `lessonDraft:${courseId}:${lessonId}`;

export async function saveLessonDraft(
  db: UserDb,
  courseId: number,
  lessonId: number,
  snapshot: PlayerSnapshot,
): Promise<void> {
  const savedAt = new Date().toISOString();
  const data: SavedLessonDraft = {
    version: 1,
    index: snapshot.index,
    questions: Object.entries(snapshot.drafts).map(([id, draft]) => ({ id: Number(id), seed: Number(id), draft })),
    hints: [...snapshot.hints],
    savedAt,
  };
  await db.profile.put({ key: lessonDraftKey(courseId, lessonId), courseId, lessonId, data, updatedAt: savedAt });
}

export async function clearLessonDraft(db: UserDb, courseId: number, lessonId: number): Promise<void> {
  await db.profile.delete(lessonDraftKey(courseId, lessonId));
}

/**
 * The kept draft of a lesson, checked against its questions as they are now (null: nothing worth
 * resuming). Drafts of questions that changed are dropped, and the child is never put past a question
 * that no longer has an answer.
 */
export async function loadLessonDraft(
  db: UserDb,
  courseId: number,
  lessonId: number,
  questions: readonly QuestionData[],
): Promise<PlayerSnapshot | null> {
  const saved = (await db.profile.get(lessonDraftKey(courseId, lessonId)))?.data as
    Partial<SavedLessonDraft> | undefined;
  return saved ? restoreSnapshot(saved, questions) : null;
}

export function restoreSnapshot(
  saved: Partial<SavedLessonDraft>,
  questions: readonly QuestionData[],
): PlayerSnapshot | null {
  if (saved.version !== 1 || questions.length === 0) return null;
  const byId = new Map(questions.map((q) => [q.id, q]));
  const drafts: Record<number, Draft> = {};
  for (const entry of Array.isArray(saved.questions) ? saved.questions : []) {
    const question = byId.get(entry?.id);
    const draft = question && restoreDraft(question.question, entry.draft);
    if (draft) drafts[question.id] = draft;
  }
  const hints = [...new Set(Array.isArray(saved.hints) ? saved.hints.filter((id) => byId.has(id)) : [])];
  const wanted = Number.isInteger(saved.index) ? Math.min(Math.max(saved.index!, 0), questions.length - 1) : 0;
  // Moving on needs an answer: stop at the first question before `wanted` that has none any more.
  const firstOpen = questions.findIndex((q) => !drafts[q.id] || draftAnswer(drafts[q.id]) === null);
  const index = firstOpen === -1 ? wanted : Math.min(wanted, firstOpen);
  if (index === 0 && Object.keys(drafts).length === 0 && hints.length === 0) return null;
  return { index, drafts, hints };
}
