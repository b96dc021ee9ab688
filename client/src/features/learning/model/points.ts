import { hintCharge, POINTS, shownPoints, TASK_POINTS, weekStart, type StoneKind } from '@codeyard/shared-schema';
import type { PointLedger, ServerPoints } from '../offline/types';

/**
 * Points on the device follow the server's rule: a sum over unique events (question:<id> the first time
 * it is right, task:<stoneId> the first time a stone is done, hint:<stoneId>:<key> once), never a counter.
 * The device shows the server's last totals plus its own events the server has not counted yet.
 */

export interface ShownPoints {
  points: number;
  weekly: number;
  /** Events made here still on their way to the server. */
  unsettled: number;
}

export function pointsShown(
  server: ServerPoints | undefined,
  ledger: PointLedger | undefined,
  now: Date = new Date(),
): ShownPoints {
  const week = weekStart(now).getTime();
  const serverWeekCurrent = server?.week_start ? new Date(server.week_start).getTime() >= week : false;
  let extra = 0;
  let extraWeekly = 0;
  let unsettled = 0;
  for (const event of Object.values(ledger ?? {})) {
    if (event.settled) continue;
    unsettled++;
    extra += event.points;
    if (new Date(event.at).getTime() >= week) extraWeekly += event.points;
  }
  return {
    points: shownPoints((server?.points ?? 0) + extra),
    weekly: shownPoints((serverWeekCurrent ? server!.weekly_points : 0) + extraWeekly),
    unsettled,
  };
}

export interface AttemptPoints {
  /** Question id → the points this answer earns now (0 unless right for the first time). */
  perQuestion: Map<number, number>;
  task: number;
  total: number;
  /** The ledger with the new events added (unsettled, with the call's reference). */
  ledger: PointLedger;
}

/**
 * The points a finished lesson earns, and the ledger after it: each question right for the first time
 * earns its points once; the stone's task points come the first time it is done.
 */
export function attemptPoints(
  ledger: PointLedger,
  stone: { id: number; kind: StoneKind; alreadyDone: boolean },
  results: readonly { questionId: number; correct: boolean; points: number }[],
  ref: string,
  at: string,
): AttemptPoints {
  const next: PointLedger = { ...ledger };
  const perQuestion = new Map<number, number>();
  let total = 0;
  for (const r of results) {
    const source = `question:${r.questionId}`;
    const earned = r.correct && !next[source] ? r.points : 0;
    perQuestion.set(r.questionId, earned);
    if (earned > 0) {
      next[source] = { points: earned, at, ref, settled: false };
      total += earned;
    }
  }
  const taskSource = `task:${stone.id}`;
  let task = 0;
  if (!next[taskSource]) {
    if (stone.alreadyDone) {
      // Done before on the server: its task points were counted there; remember it, add nothing.
      next[taskSource] = { points: 0, at, ref: '', settled: true };
    } else {
      task = TASK_POINTS[stone.kind];
      next[taskSource] = { points: task, at, ref, settled: false };
      total += task;
    }
  }
  return { perQuestion, task, total, ledger: next };
}

export interface HintCharge {
  source: string;
  /** Points taken now (0 when this hint was paid before, or nothing is left). */
  charged: number;
  alreadyPaid: boolean;
  ledger: PointLedger;
}

/** A hint: 10 points once per (stone, hint), never below zero (what is left when less). */
export function chargeHint(
  ledger: PointLedger,
  balance: number,
  stoneId: number,
  hintKey: string,
  ref: string,
  at: string,
): HintCharge {
  const source = `hint:${stoneId}:${hintKey}`;
  if (ledger[source]) return { source, charged: 0, alreadyPaid: true, ledger };
  const charged = hintCharge(balance, POINTS.hintCost);
  return {
    source,
    charged,
    alreadyPaid: false,
    ledger: { ...ledger, [source]: { points: -charged, at, ref, settled: false } },
  };
}

/**
 * The server's totals arrived, read at `readAt` while `stillWaiting` were the references still in the
 * outbox: the events made before then whose call had reached the server are in those totals now, so they
 * are no longer added on top. Events made later, or still waiting, stay on top.
 */
export function settle(ledger: PointLedger, stillWaiting: ReadonlySet<string>, readAt: string): PointLedger {
  let changed = false;
  const next: PointLedger = {};
  const before = new Date(readAt).getTime();
  for (const [source, event] of Object.entries(ledger)) {
    if (!event.settled && !stillWaiting.has(event.ref) && new Date(event.at).getTime() <= before) {
      next[source] = { ...event, settled: true };
      changed = true;
    } else next[source] = event;
  }
  return changed ? next : ledger;
}

/** Sources the server has counted for a lesson done before (every question right once, and its task). */
export function knownFromServer(
  ledger: PointLedger,
  stone: { id: number; perfect: boolean; done: boolean },
  questionIds: readonly number[],
  at: string,
): PointLedger {
  const next: PointLedger = { ...ledger };
  let changed = false;
  const remember = (source: string) => {
    if (next[source]) return;
    next[source] = { points: 0, at, ref: '', settled: true };
    changed = true;
  };
  if (stone.done) remember(`task:${stone.id}`);
  if (stone.perfect) for (const id of questionIds) remember(`question:${id}`);
  return changed ? next : ledger;
}

/** Stars for an attempt: 3 when every answer is right, 2 from 60 %, else 1 for finishing. */
export function starsFor(rate: number, perfect: boolean): number {
  if (perfect) return 3;
  if (rate >= 60) return 2;
  return 1;
}
