import { hintCharge, shownPoints, weekStart } from '@codeyard/shared-schema';
import { and, eq, sql, sum } from 'drizzle-orm';
import { row, rowsStatement, statement, type Reader, type Tx } from '../db/index.js';
import { pointEvents } from '../db/tables.js';
import { recordChange } from '../sync/change-log.js';

/**
 * Points are a sum over unique events (point_events, unique per student and source), never a counter:
 * "question:<id>" the first time a question is right, "task:<stoneId>" the first time a stone is
 * finished, "hint:<stoneId>:<hintKey>" for a hint (negative). A replay or a retry cannot count twice.
 * Weekly points are the events since the last Sunday 00:00 UTC (rules/learning.ts weekStart), by the
 * time the server recorded them (a device clock cannot move points between weeks).
 */

export interface Totals {
  points: number;
  weekly_points: number;
}

async function rawTotal(db: Reader, studentProfileId: number): Promise<number> {
  const [row] = await db
    .select({ n: sum(pointEvents.points) })
    .from(pointEvents)
    .where(eq(pointEvents.studentProfileId, studentProfileId));
  return Number(row?.n ?? 0);
}

/** All the student's points and this week's (since the placeholder `since`), in one read. */
export const pointTotalsRead = (db: Reader) =>
  db
    .select({
      all: sum(pointEvents.points),
      week: sql`sum(case when ${pointEvents.createdAt} >= ${sql.placeholder('since')} then ${pointEvents.points} else 0 end)`.mapWith(
        Number,
      ),
    })
    .from(pointEvents)
    .where(eq(pointEvents.studentProfileId, sql.placeholder('studentProfileId')));

// Asked for every answer: built once (db/statements.ts).
const pointTotals = statement('point-totals', pointTotalsRead);

/** The values `pointTotalsRead` takes. */
export const totalsValues = (studentProfileId: number, now: Date) => ({
  since: weekStart(now).toISOString(),
  studentProfileId,
});

/** The totals as shown, from `pointTotalsRead`'s rows. */
export function totalsIn(rows: readonly { all: string | null; week: number }[]): Totals {
  const [row] = rows;
  return { points: shownPoints(Number(row?.all ?? 0)), weekly_points: shownPoints(row?.week ?? 0) };
}

/** All the student's points and this week's, in one read. */
export async function totals(db: Reader, studentProfileId: number, now: Date): Promise<Totals> {
  return totalsIn(await pointTotals(db, totalsValues(studentProfileId, now)));
}

/** Records point events once per source, in one write; answers the sources that counted now. */
export async function awardAll(
  db: Tx,
  studentProfileId: number,
  events: { source: string; points: number }[],
  now: Date,
): Promise<Set<string>> {
  if (events.length === 0) return new Set();
  const values: Record<string, unknown> = { studentProfileId, createdAt: now.toISOString() };
  events.forEach((e, i) => {
    values[row(i, 'source')] = e.source;
    values[row(i, 'points')] = e.points;
  });
  const inserted = await insertEvents(db, events.length, values);
  return new Set(inserted.map((r) => r.source));
}

// A lesson's answers and its task, for every answer: built once per number of events (db/statements.ts).
const insertEvents = rowsStatement('insert-point-events', 64, (db: Tx, rows: number) =>
  db
    .insert(pointEvents)
    .values(
      Array.from({ length: rows }, (_, i) => ({
        studentProfileId: sql.placeholder('studentProfileId'),
        source: sql.placeholder(row(i, 'source')),
        points: sql.placeholder(row(i, 'points')),
        createdAt: sql.placeholder('createdAt'),
      })),
    )
    .onConflictDoNothing()
    .returning({ source: pointEvents.source }),
);

/** Records a point event once per source; answers the points added (0 when the source already counted). */
export async function award(
  db: Tx,
  studentProfileId: number,
  source: string,
  points: number,
  now: Date,
): Promise<number> {
  const [inserted] = await db
    .insert(pointEvents)
    .values({ studentProfileId, source, points, createdAt: now.toISOString() })
    .onConflictDoNothing()
    .returning({ id: pointEvents.id });
  return inserted ? points : 0;
}

export async function hasEvent(db: Reader, studentProfileId: number, source: string): Promise<boolean> {
  return (
    (
      await db
        .select({ id: pointEvents.id })
        .from(pointEvents)
        .where(and(eq(pointEvents.studentProfileId, studentProfileId), eq(pointEvents.source, source)))
        .limit(1)
    )[0] !== undefined
  );
}

/** A hint: 10 points once per (stone, hint), never below zero. */
export async function chargeHint(db: Tx, studentProfileId: number, stoneId: number, hintKey: string, now: Date) {
  const source = `hint:${stoneId}:${hintKey}`;
  if (await hasEvent(db, studentProfileId, source)) return { charged: 0, already_paid: true };
  const charged = hintCharge(await rawTotal(db, studentProfileId));
  // Recorded even when nothing is left to pay, so that later points never pay for an old hint.
  await award(db, studentProfileId, source, -charged, now);
  return { charged, already_paid: false };
}

/** Tells the student's devices that their points changed (`current`: the totals, when just read). */
export async function notePoints(
  db: Tx,
  userId: number,
  studentProfileId: number,
  now: Date,
  known?: Totals,
): Promise<Totals> {
  const current = known ?? (await totals(db, studentProfileId, now));
  await recordChange(db, userId, 'points', studentProfileId, { ...current, week_start: weekStart(now).toISOString() });
  return current;
}
