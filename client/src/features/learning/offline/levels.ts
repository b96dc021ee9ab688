import { blocks, learning, type Language, type Localised, type StoneKind } from '@codeyard/shared-schema';
import { useLiveQuery } from 'dexie-react-hooks';
import { ApiError, callApi, type CallInput } from '../../../api/client';
import { useUserDb } from '../../../storage/use-user-db';
import { queueChange } from '../../../outbox';
import type { UserDb } from '../../../storage/user-db';
import { attemptPoints } from '../model/points';
import { progressKey } from './mapping';
import { KEYS, readLedger } from './store';
import type { LevelData, PointLedger, ProgressData } from './types';

/**
 * SmoothY levels on the device (challenge and code stones, the /ide screens): the level itself (from the
 * course download, or GET /ide/{lessonId} when the course is not downloaded), the program in progress kept
 * as a draft, and a solved level: the stone completes here at once and POST /submit-challenge-lesson is
 * queued in the same Dexie transaction (exactly once, through the outbox), with the stars (1-3).
 *
 *   levels    { id: stoneId, courseId, data: LevelData }
 *   profile   `levelDraft:${courseId}:${lessonId}` → { data: SavedLevelDraft }
 */

/** The hint key of a level's one hint (POST /calculate-hints-points/11): paid once per level. */
export const LEVEL_HINT_KEY = 'level';

export const levelDraftKey = (courseId: number, lessonId: number) => `levelDraft:${courseId}:${lessonId}`;

export interface SavedLevelDraft {
  version: 1;
  /** Blockly's serialized workspace (plain JSON). */
  workspace: unknown;
  savedAt: string;
}

export async function saveLevelDraft(
  db: UserDb,
  courseId: number,
  lessonId: number,
  workspace: unknown,
): Promise<void> {
  const savedAt = new Date().toISOString();
  const data: SavedLevelDraft = { version: 1, workspace, savedAt };
  await db.profile.put({ key: levelDraftKey(courseId, lessonId), courseId, lessonId, data, updatedAt: savedAt });
}

/** The kept workspace of a level (null: none). */
export async function loadLevelDraft(db: UserDb, courseId: number, lessonId: number): Promise<unknown | null> {
  const saved = (await db.profile.get(levelDraftKey(courseId, lessonId)))?.data as Partial<SavedLevelDraft> | undefined;
  return saved?.version === 1 && saved.workspace && typeof saved.workspace === 'object' ? saved.workspace : null;
}

export async function clearLevelDraft(db: UserDb, courseId: number, lessonId: number): Promise<void> {
  await db.profile.delete(levelDraftKey(courseId, lessonId));
}

/** The device's best stars for a level: its own (while waiting) or the server's (kept as best score of 3). */
export function bestStars(progress: ProgressData | undefined): number {
  const server = progress?.server && progress.server.maxScore === 3 ? progress.server.bestScore : 0;
  const local = progress?.local && progress.local.maxScore === 3 ? progress.local.bestScore : 0;
  return Math.max(server, local);
}

export interface SolvedInput {
  courseId: number;
  lessonId: number;
  kind: 'challenge' | 'code';
  title: Localised;
  stars: 1 | 2 | 3;
  lang: Language;
}

export interface SolvedResult {
  /** Queued now (false: solved before with as many stars or more: nothing new to tell the server). */
  queued: boolean;
  /** Task points earned by this solution (20 the first time, else 0). */
  points: number;
  /** The best stars now. */
  best: number;
  /** The outbox reference of the queued call (OutboxRef), when queued. */
  ref?: string;
}

/**
 * A level solved: completes the stone on the device (best stars kept), counts its task points once and
 * queues POST /submit-challenge-lesson {lesson_id, course_id, answered_at, stars} with it, and drops the
 * kept draft, all in one transaction. A solution with no more stars than before queues nothing.
 */
export async function submitLevelSolved(db: UserDb, input: SolvedInput): Promise<SolvedResult> {
  return submitStoneDone(db, {
    ...input,
    call: learning.submitChallengeLesson,
    body: (answeredAt) => ({
      lesson_id: input.lessonId,
      course_id: input.courseId,
      answered_at: answeredAt,
      stars: input.stars,
    }),
    what: 'learning:outbox.level',
    // The kept draft goes with it (with the queued call, in its transaction).
    alsoLocal: () => db.profile.delete(levelDraftKey(input.courseId, input.lessonId)),
  });
}

/** What finishing a stone with stars needs: its completion call and the body it sends (the stone-player registry's completedBy). */
export interface StoneDoneInput<C extends typeof learning.submitChallengeLesson | typeof learning.submitGameLesson> {
  courseId: number;
  lessonId: number;
  kind: StoneKind;
  title: Localised;
  stars: number;
  lang: Language;
  call: C;
  body: (answeredAt: string) => CallInput<C>['body'];
  /** The outbox's words for it (a locale key with {{lesson}}). */
  what: string;
  /** More to change on the device with it, whether or not there is anything new to send. */
  alsoLocal?: () => Promise<unknown>;
}

/**
 * A stone finished with stars (a level, a game): completes it on the device (best stars kept), counts its
 * task points once and queues its completion call with it, in one transaction. Finishing again with no
 * more stars than before queues nothing.
 */
export async function submitStoneDone<
  C extends typeof learning.submitChallengeLesson | typeof learning.submitGameLesson,
>(db: UserDb, input: StoneDoneInput<C>): Promise<SolvedResult> {
  const key = progressKey(input.courseId, input.lessonId);
  const before = (await db.progress.get(key))?.data as ProgressData | undefined;
  const doneBefore = Boolean(before?.server?.completed || before?.server?.teacherFinished || before?.local);
  const best = bestStars(before);
  if (doneBefore && input.stars <= best) {
    await input.alsoLocal?.();
    return { queued: false, points: 0, best };
  }
  const answeredAt = new Date().toISOString();
  const body = input.body(answeredAt);
  let points = 0;
  const ref = await queueChange(db, input.call, { body } as CallInput<C>, {
    what: { key: input.what, vars: { lesson: input.title[input.lang] } },
    apply: async (ref) => {
      const row = await db.progress.get(key);
      const progress = (row?.data as ProgressData | undefined) ?? {};
      const ledger = await readLedger(db);
      const counted = attemptPoints(
        ledger,
        { id: input.lessonId, kind: input.kind, alreadyDone: Boolean(progress.server?.completed) },
        [],
        ref,
        answeredAt,
      );
      points = counted.total;
      const local = {
        completedAt: progress.local?.completedAt ?? progress.server?.completedAt ?? answeredAt,
        bestScore: Math.max(bestStars(progress), input.stars),
        maxScore: 3,
        ref,
      };
      await db.progress.put({ key, courseId: input.courseId, lessonId: input.lessonId, data: { ...progress, local } });
      await db.profile.put({ key: KEYS.ledger, data: counted.ledger });
      await input.alsoLocal?.();
    },
  });
  return { queued: true, points, best: Math.max(best, input.stars), ref };
}

/**
 * A level for a device without its course download (GET /ide/{lessonId}), written into Dexie like the
 * download would. Answers why when it cannot.
 */
export async function fetchLevel(
  db: UserDb,
  lessonId: number,
): Promise<'ok' | 'trial_locked' | 'course_locked' | 'missing' | 'offline'> {
  try {
    const { data } = await callApi(blocks.ide, { params: { lessonId } });
    await db.levels.put({ id: data.lesson_id, courseId: data.course_id, data, updatedAt: new Date().toISOString() });
    return 'ok';
  } catch (error) {
    if (error instanceof ApiError) {
      if (error.code === 'trial_locked' || error.code === 'course_locked') return error.code;
      if (error.status === 0) return 'offline';
      if (error.status === 404 || error.status === 403) return 'missing';
    }
    throw error;
  }
}

/** A level from the device (undefined while reading, null when it is not there). */
export function useLevel(lessonId: number): LevelData | null | undefined {
  const db = useUserDb();
  return useLiveQuery(
    async () => (db ? (((await db.levels.get(lessonId))?.data as LevelData | undefined) ?? null) : null),
    [db, lessonId],
  );
}

/** The course's levels on the device, in map order (the code screen's strip). */
export function useCourseLevels(courseId: number): LevelData[] | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => {
    if (!db) return [];
    const [levels, stones] = await Promise.all([
      db.levels.where('courseId').equals(courseId).toArray(),
      db.stones.where('courseId').equals(courseId).toArray(),
    ]);
    const position = new Map(stones.map((s) => [Number(s.id), (s.data as { position: number }).position]));
    return levels
      .map((l) => l.data as LevelData)
      .sort((a, b) => (position.get(a.lesson_id) ?? 0) - (position.get(b.lesson_id) ?? 0));
  }, [db, courseId]);
}

/** The level's hint paid already (free to see again). */
export function useLevelHintPaid(lessonId: number): boolean | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => {
    const ledger = db ? ((await db.profile.get(KEYS.ledger))?.data as PointLedger | undefined) : undefined;
    return Boolean(ledger?.[`hint:${lessonId}:${LEVEL_HINT_KEY}`]);
  }, [db, lessonId]);
}
