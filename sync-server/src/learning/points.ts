import { hintCharge, shownPoints, weekStart } from '@codeyard/shared-schema';
import { and, eq, gte, sum } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { pointEvents } from '../db/schema.js';
import { recordChange } from '../sync/change-log.js';

/**
 * Points are a sum over unique events (point_events, unique per student and source), never a counter:
 * "question:<id>" the first time a question is right, "task:<stoneId>" the first time a stone is
 * finished, "hint:<stoneId>:<hintKey>" for a hint (negative). A replay or a retry cannot count twice.
 * Weekly points are the events since the last Sunday 00:00 UTC (rules/learning.ts weekStart), by the
 * time the server recorded them (a device clock cannot move points between weeks).
 */

type Tx = Pick<Db, 'select' | 'insert'>;

export interface Totals {
  points: number;
  weekly_points: number;
}

function rawTotal(db: Pick<Db, 'select'>, studentProfileId: number, since?: string): number {
  const where = since
    ? and(eq(pointEvents.studentProfileId, studentProfileId), gte(pointEvents.createdAt, since))
    : eq(pointEvents.studentProfileId, studentProfileId);
  return Number(db.select({ n: sum(pointEvents.points) }).from(pointEvents).where(where).get()?.n ?? 0);
}

export function totals(db: Pick<Db, 'select'>, studentProfileId: number, now: Date): Totals {
  return {
    points: shownPoints(rawTotal(db, studentProfileId)),
    weekly_points: shownPoints(rawTotal(db, studentProfileId, weekStart(now).toISOString())),
  };
}

/** Records a point event once per source; answers the points added (0 when the source already counted). */
export function award(db: Tx, studentProfileId: number, source: string, points: number, now: Date): number {
  const inserted = db.insert(pointEvents)
    .values({ studentProfileId, source, points, createdAt: now.toISOString() })
    .onConflictDoNothing()
    .returning({ id: pointEvents.id })
    .get();
  return inserted ? points : 0;
}

export function hasEvent(db: Tx, studentProfileId: number, source: string): boolean {
  return db.select({ id: pointEvents.id }).from(pointEvents)
    .where(and(eq(pointEvents.studentProfileId, studentProfileId), eq(pointEvents.source, source))).get() !== undefined;
}

/** A hint: 10 points once per (stone, hint), never below zero. */
export function chargeHint(db: Tx, studentProfileId: number, stoneId: number, hintKey: string, now: Date) {
  const source = `hint:${stoneId}:${hintKey}`;
  if (hasEvent(db, studentProfileId, source)) return { charged: 0, already_paid: true };
  const charged = hintCharge(rawTotal(db, studentProfileId));
  // Recorded even when nothing is left to pay, so that later points never pay for an old hint.
  award(db, studentProfileId, source, -charged, now);
  return { charged, already_paid: false };
}

/** Tells the student's devices that their points changed. */
export function notePoints(db: Tx, userId: number, studentProfileId: number, now: Date): Totals {
  const current = totals(db, studentProfileId, now);
  recordChange(db, userId, 'points', studentProfileId, { ...current, week_start: weekStart(now).toISOString() });
  return current;
}
