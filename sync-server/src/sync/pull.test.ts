import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../db/tables.js';
import { bearer, tokenFor } from '../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { recordChange } from './change-log.js';
import { keepDatabase, revoke } from '../test-support/sync.js';

// One seeded server; each test starts from its freshly seeded database.
let t: TestApp;
let restore: () => Promise<void>;
beforeAll(async () => {
  t = await startTestApp({ seedDemoData: true });
  restore = await keepDatabase(t.app);
});
afterAll(async () => t?.close());
beforeEach(() => restore());

const idOf = async (username: string) =>
  (await t.app.db.select().from(users).where(eq(users.username, username)))[0]!.id;
async function pull(username: string, query = '') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/sync/pull${query}`,
    headers: bearer(await tokenFor(t.app, username)),
  });
  return { status: res.statusCode, body: res.json() };
}

const PROGRESS = {
  stone_id: 1,
  course_id: 1,
  completed: true,
  completed_at: null,
  best_score: 3,
  max_score: 3,
  teacher_locked: false,
  teacher_finished: false,
};
const POINTS = { points: 70, weekly_points: 20, week_start: '2026-11-22T00:00:00.000Z' };
const NOTE = { kind: 'badgeEarned', data: { badge: 'first-steps' }, seen: false };

describe('GET /sync/pull', () => {
  it("answers only the caller's own changes, oldest first, with their data", async () => {
    const a = await idOf('student1');
    const b = await idOf('student2');
    await t.app.db.write(async (tx) => {
      await recordChange(tx, a, 'progress', 'lesson-1', PROGRESS);
      await recordChange(tx, b, 'points', 7, POINTS);
      await recordChange(tx, a, 'notification', 5, NOTE);
    });

    const ofA = await pull('student1');
    expect(ofA.status).toBe(200);
    expect(ofA.body.data.changes).toEqual([
      {
        seq: expect.any(Number),
        entity: 'progress',
        entity_id: 'lesson-1',
        data: PROGRESS,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
      { seq: expect.any(Number), entity: 'notification', entity_id: '5', data: NOTE, created_at: expect.any(String) },
    ]);
    expect(ofA.body.data.has_more).toBe(false);
    expect(ofA.body.data.cursor).toBe(ofA.body.data.changes[1].seq);

    const ofB = await pull('student2');
    expect(ofB.body.data.changes.map((c: { entity: string; data: unknown }) => [c.entity, c.data])).toEqual([
      ['points', POINTS],
    ]);
    // A user with no changes at all: nothing, and the cursor stays where it was.
    expect((await pull('teacher1', '?cursor=0')).body.data).toEqual({ changes: [], cursor: 0, has_more: false });
  });

  it('pages by cursor with has_more, and never answers a change twice', async () => {
    const a = await idOf('student1');
    const b = await idOf('student2');
    for (let i = 1; i <= 5; i++) {
      await t.app.db.write((tx) => recordChange(tx, a, 'points', i, POINTS));
      await t.app.db.write((tx) => recordChange(tx, b, 'points', i, POINTS));
    }
    const seen: string[] = [];
    let cursor = 0;
    const pages: boolean[] = [];
    for (;;) {
      const { body } = await pull('student1', `?cursor=${cursor}&limit=2`);
      seen.push(...body.data.changes.map((c: { entity_id: string }) => c.entity_id));
      pages.push(body.data.has_more);
      expect(body.data.cursor).toBeGreaterThanOrEqual(cursor);
      cursor = body.data.cursor;
      if (!body.data.has_more) break;
    }
    expect(seen).toEqual(['1', '2', '3', '4', '5']);
    expect(pages).toEqual([true, true, false]);

    // Up to date: an empty page that keeps the cursor; a later change comes on the next pull.
    expect((await pull('student1', `?cursor=${cursor}`)).body.data).toEqual({ changes: [], cursor, has_more: false });
    await t.app.db.write((tx) =>
      recordChange(tx, a, 'awards', 'badge:first-steps', {
        kind: 'badge',
        key: 'first-steps',
        earned_at: '2026-11-25T08:00:00.000Z',
      }),
    );
    const next = (await pull('student1', `?cursor=${cursor}`)).body.data;
    expect(next.changes.map((c: { entity: string }) => c.entity)).toEqual(['awards']);
    expect(next.cursor).toBeGreaterThan(cursor);
  });

  it('refuses a bad cursor or limit with 422, and a caller without a live session with 401', async () => {
    expect((await pull('student1', '?cursor=-1')).status).toBe(422);
    expect((await pull('student1', '?limit=0')).status).toBe(422);
    expect((await pull('student1', '?limit=501')).status).toBe(422);
    expect((await pull('student1', '?cursor=abc')).status).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: '/api/sync/pull' })).statusCode).toBe(401);
    const token = await tokenFor(t.app, 'student1');
    await revoke(t.app, token);
    expect((await t.app.inject({ method: 'GET', url: '/api/sync/pull', headers: bearer(token) })).statusCode).toBe(401);
  });
});
