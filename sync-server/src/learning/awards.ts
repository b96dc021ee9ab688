import {
  BADGES,
  badgeProgress,
  earnedBadges,
  earnedTrophies,
  POINTS,
  translate,
  type Language,
  type LearningStats,
} from '@codeyard/shared-schema';
import { and, asc, count, desc, eq, isNotNull, isNull, sql, type Placeholder } from 'drizzle-orm';
import { statement, together, type Reader, type Tx } from '../db/index.js';
import { awards, notifications, projectSubmissions, stoneProgress, stones } from '../db/tables.js';
import { forbidden, notFound } from '../http/errors.js';
import { recordChange } from '../sync/change-log.js';
import { completedCourses, type Snapshot } from './maps.js';
import { pointTotalsRead, totalsIn, totalsValues } from './points.js';
import type { StudentRow } from './students.js';

/** Badges and trophies: a set per student (earning twice changes nothing), each new one with a notification. */

/** The lessons the student completed, and how many with every point (one row). */
const lessonCountsRead = (db: Reader) => {
  const perfect = sql`${stoneProgress.maxScore} > 0 and ${stoneProgress.bestScore} >= ${stoneProgress.maxScore}`;
  return db
    .select({ lessons: count(), perfect: sql`sum(case when ${perfect} then 1 else 0 end)`.mapWith(Number) })
    .from(stoneProgress)
    .innerJoin(stones, eq(stones.id, stoneProgress.stoneId))
    .where(
      and(
        eq(stoneProgress.studentProfileId, sql.placeholder('studentProfileId')),
        eq(stones.kind, 'lesson'),
        isNotNull(stoneProgress.completedAt),
      ),
    );
};
// Counted for every answer: built once (db/statements.ts).
const lessonCounts = statement('lesson-counts', lessonCountsRead);

function statsOf(snap: Snapshot, rows: readonly { lessons: number; perfect: number }[], points: number): LearningStats {
  const [row] = rows;
  return {
    lessonsCompleted: row?.lessons ?? 0,
    perfectLessons: row?.perfect ?? 0,
    coursesCompleted: completedCourses(snap).length,
    points,
  };
}

export async function learningStats(db: Reader, snap: Snapshot, points: number): Promise<LearningStats> {
  return statsOf(snap, await lessonCounts(db, { studentProfileId: snap.student.id }), points);
}

/**
 * What a completed stone's badges are decided from, after its points were recorded: the totals, the
 * learning numbers and the badges held, asked together (one round trip on PostgreSQL; db `together`).
 */
const afterPointsReads = together('after-points-reads', {
  totals: pointTotalsRead,
  lessons: lessonCountsRead,
  heldBadges: (db: Reader) => heldKeysRead(db, 'badge'),
});

export async function standingAfterPoints(db: Reader, snap: Snapshot, now: Date) {
  const reads = await afterPointsReads(db, totalsValues(snap.student.id, now));
  const current = totalsIn(reads.totals);
  return {
    current,
    stats: statsOf(snap, reads.lessons, current.points),
    heldBadges: new Set(reads.heldBadges.map((a) => a.key)),
  };
}

async function awardsOf(db: Reader, studentProfileId: number, kind: 'badge' | 'trophy') {
  return await db
    .select()
    .from(awards)
    .where(and(eq(awards.studentProfileId, studentProfileId), eq(awards.kind, kind)))
    .orderBy(asc(awards.earnedAt));
}

/** The keys of the awards of one kind (`kind`, or the placeholder 'kind') the student holds. */
const heldKeysRead = (db: Reader, kind: 'badge' | 'trophy' | Placeholder = sql.placeholder('kind')) =>
  db
    .select({ key: awards.key })
    .from(awards)
    .where(and(eq(awards.studentProfileId, sql.placeholder('studentProfileId')), eq(awards.kind, kind)));
const heldKeys = statement('held-awards', (db: Reader) => heldKeysRead(db));

async function grant(
  db: Tx,
  student: StudentRow,
  kind: 'badge' | 'trophy',
  keys: readonly string[],
  now: Date,
  known?: ReadonlySet<string>,
): Promise<string[]> {
  const added: string[] = [];
  if (keys.length === 0) return added;
  // Most calls earn nothing new: one read of what is held spares an insert per earned key.
  const held = known ?? new Set((await heldKeys(db, { studentProfileId: student.id, kind })).map((a) => a.key));
  for (const key of keys) {
    if (held.has(key)) continue;
    const [row] = await db
      .insert(awards)
      .values({ studentProfileId: student.id, kind, key, earnedAt: now.toISOString() })
      .onConflictDoNothing()
      .returning();
    if (!row) continue;
    added.push(key);
    await recordChange(db, student.userId, 'awards', `${kind}:${key}`, { kind, key, earned_at: row.earnedAt });
    await notify(db, student.userId, kind === 'badge' ? 'badgeEarned' : 'trophyEarned', { [kind]: key }, now);
  }
  return added;
}

/** Grants the badges these numbers earn and were not earned before (`held`: when just read); answers the new ones. */
export function grantBadges(
  db: Tx,
  student: StudentRow,
  stats: LearningStats,
  now: Date,
  held?: ReadonlySet<string>,
): Promise<string[]> {
  return grant(db, student, 'badge', earnedBadges(stats), now, held);
}

/** Trophies by approved projects (10, 30, 100): called by the project review when projects arrive. */
export function grantTrophies(db: Tx, student: StudentRow, approvedProjects: number, now: Date): Promise<string[]> {
  return grant(db, student, 'trophy', earnedTrophies(approvedProjects), now);
}

const awardTitle = (lang: Language, kind: 'badge' | 'trophy', key: string, part: 'title' | 'description') =>
  translate(lang, `learning.${kind === 'badge' ? 'badges' : 'trophies'}.${key}.${part}`);

export async function earnedList(db: Reader, studentProfileId: number, kind: 'badge' | 'trophy', lang: Language) {
  return (await awardsOf(db, studentProfileId, kind)).map((a) => ({
    key: a.key,
    title: awardTitle(lang, kind, a.key, 'title'),
    earned_at: a.earnedAt,
  }));
}

export async function badgeViews(db: Reader, studentProfileId: number, stats: LearningStats, lang: Language) {
  const earned = new Map((await awardsOf(db, studentProfileId, 'badge')).map((a) => [a.key, a.earnedAt]));
  const badges = BADGES.map((badge) => {
    const at = earned.get(badge.key) ?? null;
    const { progress, goal } = badgeProgress(badge, stats);
    return {
      key: badge.key,
      title: awardTitle(lang, 'badge', badge.key, 'title'),
      description: awardTitle(lang, 'badge', badge.key, 'description'),
      earned: at !== null,
      earned_at: at,
      progress: at !== null ? goal : progress,
      goal,
    };
  });
  return { earned_count: earned.size, badges };
}

/** Approved projects of a student (project_submissions): what trophies count. */
export async function approvedProjects(db: Reader, studentProfileId: number): Promise<number> {
  return (
    (
      await db
        .select({ n: count() })
        .from(projectSubmissions)
        .where(
          and(eq(projectSubmissions.studentProfileId, studentProfileId), eq(projectSubmissions.status, 'approved')),
        )
        .limit(1)
    )[0]?.n ?? 0
  );
}

export async function trophyViews(db: Reader, studentProfileId: number, lang: Language) {
  const earned = new Map((await awardsOf(db, studentProfileId, 'trophy')).map((a) => [a.key, a.earnedAt]));
  const projects = await approvedProjects(db, studentProfileId);
  return {
    approved_projects: projects,
    trophies: POINTS.trophies.map((t) => {
      const at = earned.get(t.key) ?? null;
      return {
        key: t.key,
        title: awardTitle(lang, 'trophy', t.key, 'title'),
        description: awardTitle(lang, 'trophy', t.key, 'description'),
        earned: at !== null,
        earned_at: at,
        progress: at !== null ? t.projects : Math.min(projects, t.projects),
        goal: t.projects,
      };
    }),
  };
}

// ---------------------------------------------------------------- notifications

export async function notify(
  db: Tx,
  userId: number,
  kind: string,
  data: Record<string, unknown>,
  now: Date,
): Promise<number> {
  const [row] = await db
    .insert(notifications)
    .values({ userId, kind, data, createdAt: now.toISOString() })
    .returning({ id: notifications.id });
  await recordChange(db, userId, 'notification', row.id, { kind, data, seen: false });
  return row.id;
}

/** A notification's text in the reader's language: badge and trophy keys become their titles. */
function message(lang: Language, kind: string, data: Record<string, unknown>): string {
  const vars: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(data)) if (typeof v === 'string' || typeof v === 'number') vars[k] = v;
  if (typeof data.badge === 'string') vars.badge = awardTitle(lang, 'badge', data.badge, 'title');
  if (typeof data.trophy === 'string') vars.trophy = awardTitle(lang, 'trophy', data.trophy, 'title');
  return translate(lang, `notifications.${kind}`, vars);
}

export const NOTIFICATIONS_SHOWN = 50;

export async function unseenCount(db: Reader, userId: number): Promise<number> {
  return (
    (
      await db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.seenAt)))
        .limit(1)
    )[0]?.n ?? 0
  );
}

export async function notificationList(db: Reader, userId: number, lang: Language) {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.id))
    .limit(NOTIFICATIONS_SHOWN);
  return {
    notifications: rows.map((n) => {
      const data = (n.data ?? {}) as Record<string, unknown>;
      return {
        id: n.id,
        kind: n.kind,
        message: message(lang, n.kind, data),
        data,
        seen: n.seenAt !== null,
        created_at: n.createdAt,
      };
    }),
    unseen_count: await unseenCount(db, userId),
  };
}

/** Marks one of the caller's notifications seen: 404 when it does not exist, 403 when it is someone else's. */
export async function markSeen(db: Tx, userId: number, id: number, now: Date) {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id)).limit(1);
  if (!row) throw notFound();
  if (row.userId !== userId) throw forbidden();
  if (row.seenAt === null) {
    await db.update(notifications).set({ seenAt: now.toISOString() }).where(eq(notifications.id, id));
    await recordChange(db, userId, 'notification', id, { kind: row.kind, data: row.data, seen: true });
  }
  return { id, seen: true, unseen_count: await unseenCount(db, userId) };
}
