import { describe, expect, it } from 'vitest';
import type { PointLedger, ServerPoints } from '../offline/types';
import { attemptPoints, chargeHint, knownFromServer, pointsShown, settle, starsFor } from './points';

const now = new Date('2025-03-12T10:00:00Z'); // a Wednesday; the week began Sunday 9 March 00:00 UTC
const server: ServerPoints = {
  points: 100,
  weekly_points: 30,
  week_start: '2025-03-09T00:00:00.000Z',
  at: '2025-03-12T09:00:00Z',
};

describe('points on the device', () => {
  it('adds the events the server has not counted yet, weekly only this week', () => {
    const ledger: PointLedger = {
      'question:1': { points: 10, at: '2025-03-12T09:30:00Z', ref: 'a', settled: false },
      'question:2': { points: 20, at: '2025-03-01T09:30:00Z', ref: 'b', settled: false },
      'question:3': { points: 50, at: '2025-03-12T08:00:00Z', ref: 'c', settled: true },
    };
    expect(pointsShown(server, ledger, now)).toEqual({ points: 130, weekly: 40, unsettled: 2 });
  });

  it('starts the weekly points again when the server totals are from last week', () => {
    expect(pointsShown({ ...server, week_start: '2025-03-02T00:00:00.000Z' }, {}, now).weekly).toBe(0);
  });

  it('counts each question once: the first time it is right', () => {
    const first = attemptPoints(
      {},
      { id: 7, kind: 'lesson', alreadyDone: false },
      [
        { questionId: 1, correct: true, points: 10 },
        { questionId: 2, correct: false, points: 20 },
      ],
      'ref-1',
      '2025-03-12T09:00:00Z',
    );
    expect(first.total).toBe(20); // 10 for question 1 + 10 task points
    expect(first.task).toBe(10);
    const again = attemptPoints(
      first.ledger,
      { id: 7, kind: 'lesson', alreadyDone: false },
      [
        { questionId: 1, correct: true, points: 10 },
        { questionId: 2, correct: true, points: 20 },
      ],
      'ref-2',
      '2025-03-12T09:05:00Z',
    );
    expect(again.total).toBe(20);
    expect(again.perQuestion.get(1)).toBe(0);
    expect(again.perQuestion.get(2)).toBe(20);
    expect(again.task).toBe(0);
  });

  it('adds no task points for a lesson the server already has as done', () => {
    const result = attemptPoints(
      {},
      { id: 7, kind: 'lesson', alreadyDone: true },
      [{ questionId: 1, correct: false, points: 10 }],
      'r',
      'x',
    );
    expect(result.total).toBe(0);
    expect(result.ledger['task:7']).toMatchObject({ points: 0, settled: true });
  });

  it('charges a hint 10 points once, never below zero', () => {
    const first = chargeHint({}, 25, 7, 'q-1', 'h1', '2025-03-12T09:00:00Z');
    expect(first.charged).toBe(10);
    const again = chargeHint(first.ledger, 15, 7, 'q-1', 'h2', '2025-03-12T09:01:00Z');
    expect(again).toMatchObject({ charged: 0, alreadyPaid: true });
    expect(chargeHint({}, 4, 7, 'q-2', 'h3', 'x').charged).toBe(4);
    expect(chargeHint({}, 0, 7, 'q-3', 'h4', 'x').charged).toBe(0);
    expect(
      pointsShown({ ...server, points: 4 }, chargeHint({}, 4, 7, 'q-2', 'h3', '2025-03-12T09:00:00Z').ledger, now)
        .points,
    ).toBe(0);
  });

  it("settles events the server's totals include: sent before the read, not still waiting", () => {
    const ledger: PointLedger = {
      sent: { points: 10, at: '2025-03-12T09:00:00Z', ref: 'sent', settled: false },
      waiting: { points: 10, at: '2025-03-12T09:00:00Z', ref: 'waiting', settled: false },
      later: { points: 10, at: '2025-03-12T09:10:00Z', ref: 'later', settled: false },
    };
    const settled = settle(ledger, new Set(['waiting']), '2025-03-12T09:05:00Z');
    expect(settled.sent.settled).toBe(true);
    expect(settled.waiting.settled).toBe(false);
    expect(settled.later.settled).toBe(false);
    expect(settle(settled, new Set(['waiting']), '2025-03-12T09:05:00Z')).toBe(settled);
  });

  it('remembers what the server counted for lessons done before', () => {
    const ledger = knownFromServer({}, { id: 7, perfect: true, done: true }, [1, 2], 'x');
    expect(Object.keys(ledger).sort()).toEqual(['question:1', 'question:2', 'task:7']);
    expect(pointsShown(server, ledger, now).points).toBe(100);
    expect(knownFromServer({}, { id: 7, perfect: false, done: true }, [1, 2], 'x')).toEqual({
      'task:7': { points: 0, at: 'x', ref: '', settled: true },
    });
  });

  it('gives stars for the attempt', () => {
    expect(starsFor(100, true)).toBe(3);
    expect(starsFor(70, false)).toBe(2);
    expect(starsFor(10, false)).toBe(1);
  });
});
