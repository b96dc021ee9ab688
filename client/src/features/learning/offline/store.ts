import { outboxStates, outboxTables } from '../../../outbox';
import type { UserDb } from '../../../storage/user-db';
import { knownFromServer, settle } from '../model/points';
import { withServerProgress, type CourseRows } from './mapping';
import type { DownloadState, PointLedger, ProgressData, ServerPoints, ServerProgress } from './types';

/** Writers of the learning rows: each one a single Dexie transaction, so a screen never sees half a course. */

export const KEYS = {
  points: 'points',
  ledger: 'pointEvents',
  profile: 'learning.profile',
  emojis: 'learning.emojis',
  leaderboard: 'learning.leaderboard',
  badges: 'learning.badges',
  trophies: 'learning.trophies',
  download: 'learning.download',
} as const;

/** The references of the user's changes still on the device (waiting or needing attention). */
export async function waitingRefs(db: UserDb): Promise<Set<string>> {
  return new Set((await outboxStates(db)).keys());
}

export async function readLedger(db: UserDb): Promise<PointLedger> {
  return ((await db.profile.get(KEYS.ledger))?.data as PointLedger | undefined) ?? {};
}

/** One course from GET /course-lessons: map, lessons, questions, levels, exercises and project templates replaced; progress merged, local parts kept while waiting. */
export async function writeCourse(db: UserDb, rows: CourseRows, waitingAtRead: ReadonlySet<string>): Promise<void> {
  const courseId = rows.course.id;
  await db.transaction(
    'rw',
    [
      db.courses,
      db.stones,
      db.lessons,
      db.questions,
      db.levels,
      db.exercises,
      db.projectTemplates,
      db.progress,
      db.profile,
      ...outboxTables(db),
    ],
    async () => {
      const waiting = new Set([...waitingAtRead, ...(await waitingRefs(db))]);
      const previous = await db.courses.get(courseId);
      const keep = previous?.data as { has_seen_modal?: boolean } | undefined;
      // A "seen" flag set here and still on its way stays seen.
      if (keep?.has_seen_modal) rows.course.data.has_seen_modal = true;
      await db.courses.put(rows.course);

      const stoneIds = new Set(rows.stones.map((s) => s.id));
      const oldStones = await db.stones.where('courseId').equals(courseId).primaryKeys();
      await db.stones.bulkDelete(oldStones.filter((id) => !stoneIds.has(Number(id))));
      await db.stones.bulkPut(rows.stones);

      const lessonIds = new Set(rows.lessons.map((l) => l.id));
      const oldLessons = (await db.lessons.where('courseId').equals(courseId).primaryKeys()).map(Number);
      await db.lessons.bulkDelete(oldLessons.filter((id) => !lessonIds.has(id)));
      await db.lessons.bulkPut(rows.lessons);
      const questionIds = new Set(rows.questions.map((q) => q.id));
      const oldQuestions = await db.questions
        .where('lessonId')
        .anyOf([...new Set([...oldLessons, ...lessonIds])])
        .primaryKeys();
      await db.questions.bulkDelete(oldQuestions.filter((id) => !questionIds.has(Number(id))));
      await db.questions.bulkPut(rows.questions);

      const levelIds = new Set(rows.levels.map((l) => l.id));
      const oldLevels = await db.levels.where('courseId').equals(courseId).primaryKeys();
      await db.levels.bulkDelete(oldLevels.filter((id) => !levelIds.has(Number(id))));
      await db.levels.bulkPut(rows.levels);

      // Python and Web exercises and project templates: replaced like the levels (a stone gone or beyond a trial loses its copy).
      for (const [table, list] of [
        [db.exercises, rows.exercises],
        [db.projectTemplates, rows.projectTemplates],
      ] as const) {
        const ids = new Set(list.map((r) => r.id));
        const old = await table.where('courseId').equals(courseId).primaryKeys();
        await table.bulkDelete(old.filter((id) => !ids.has(Number(id))));
        await table.bulkPut(list);
      }

      const existing = await db.progress.bulkGet(rows.progress.map((p) => p.key));
      await db.progress.bulkPut(
        rows.progress.map((p, i) => ({
          key: p.key,
          courseId: p.courseId,
          lessonId: p.lessonId,
          data: withServerProgress(existing[i], p.server, waiting),
        })),
      );

      // What the server has counted already (lessons done, every question right once) is not counted again here.
      let ledger = await readLedger(db);
      const at = new Date().toISOString();
      for (const p of rows.progress) {
        const done = p.server.completed || p.server.teacherFinished;
        if (!done) continue;
        const perfect = p.server.maxScore > 0 && p.server.bestScore >= p.server.maxScore;
        const ids = rows.questions.filter((q) => q.lessonId === p.lessonId).map((q) => q.id);
        ledger = knownFromServer(ledger, { id: p.lessonId, perfect, done: p.server.completed }, ids, at);
      }
      await db.profile.put({ key: KEYS.ledger, data: ledger });
    },
  );
}

/** One stone's progress from a pulled change (only for stones the device knows). */
export async function writeServerProgress(
  db: UserDb,
  courseId: number,
  stoneId: number,
  server: ServerProgress,
): Promise<void> {
  await db.transaction('rw', [db.progress, db.stones, ...outboxTables(db)], async () => {
    if (!(await db.stones.get(stoneId))) return;
    const key = `${courseId}:${stoneId}`;
    const row = await db.progress.get(key);
    const data: ProgressData = withServerProgress(row, server, await waitingRefs(db));
    await db.progress.put({ key, courseId, lessonId: stoneId, data });
  });
}

/** The server's totals, read at `readAt` while `waitingAtRead` were in the outbox; settles the ledger. */
export async function writeServerPoints(
  db: UserDb,
  totals: { points: number; weekly_points: number; week_start?: string | null },
  waitingAtRead: ReadonlySet<string>,
  readAt: string,
): Promise<void> {
  await db.transaction('rw', [db.profile], async () => {
    const current = (await db.profile.get(KEYS.points))?.data as ServerPoints | undefined;
    // An older answer never overwrites a newer one.
    if (current && current.at > readAt) return;
    const data: ServerPoints = {
      points: totals.points,
      weekly_points: totals.weekly_points,
      week_start: totals.week_start ?? null,
      at: readAt,
    };
    await db.profile.put({ key: KEYS.points, data, updatedAt: readAt });
    const ledger = await readLedger(db);
    const settled = settle(ledger, waitingAtRead, readAt);
    if (settled !== ledger) await db.profile.put({ key: KEYS.ledger, data: settled });
  });
}

export async function putProfileValue(db: UserDb, key: string, data: unknown): Promise<void> {
  await db.profile.put({ key, data, updatedAt: new Date().toISOString() });
}

export async function setDownloadState(db: UserDb, patch: Partial<DownloadState>): Promise<void> {
  await db.transaction('rw', [db.meta], async () => {
    const current = (await db.meta.get(KEYS.download))?.value as DownloadState | undefined;
    const next: DownloadState = {
      state: 'running',
      at: new Date().toISOString(),
      doneAt: null,
      courses: 0,
      lessons: 0,
      ...current,
      ...patch,
    };
    await db.meta.put({ key: KEYS.download, value: next });
  });
}
