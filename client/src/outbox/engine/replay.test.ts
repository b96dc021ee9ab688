import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sync } from '@codeyard/shared-schema';
import { closeUserDbs, openUserDb } from '../../storage/user-db';
import { packBatch } from './transport';
import { engineFor, fakeServer, freshUserId, json, ok, queueLanguage, type SeenCall } from '../../test-support/outbox';

afterEach(() => {
  vi.useRealTimers();
  closeUserDbs();
});

const keyOf = (call: SeenCall) => call.headers['idempotency-key'];

describe('batch', () => {
  it('sends more than one pending entry through POST /sync/batch in chunks of the most the server takes, and maps results by id', async () => {
    const userId = freshUserId();
    const db = openUserDb(userId);
    const entries = [];
    for (let i = 0; i < 2 * sync.SYNC_BATCH_MAX + 20; i++) entries.push(await queueLanguage(db, i % 2 ? 'en' : 'ar'));
    const refused = entries[60].id;
    const server = fakeServer((call) => {
      const items = (call.body as { items: { id: string }[] }).items;
      // Answered in reverse order: the engine must match by id, not by position.
      const results = items
        .map((item) =>
          item.id === refused
            ? { id: item.id, status: 422, body: { message: 'Not valid any more.', errors: {} } }
            : { id: item.id, status: 200, body: { data: {} } },
        )
        .reverse();
      return json(200, { data: { results } });
    });
    const engine = engineFor(userId, server.fetch, { pullIntervalMs: 1e9 });

    await engine.syncNow();

    expect(server.writes().map((c) => `${c.method} ${c.path}`)).toEqual(Array(3).fill('POST /api/sync/batch'));
    const sent = server
      .writes()
      .map((c) => (c.body as { items: { id: string; method: string; path: string; body: unknown }[] }).items);
    expect(sent.map((items) => items.length)).toEqual([sync.SYNC_BATCH_MAX, sync.SYNC_BATCH_MAX, 20]);
    expect(sent.flat().map((item) => item.id)).toEqual(entries.map((e) => e.id));
    expect(sent[0][0]).toEqual({ id: entries[0].id, method: 'POST', path: '/change-language', body: { lang: 'ar' } });
    expect(server.writes()[0].headers['idempotency-key']).toBeUndefined();
    const left = await db.outbox.toArray();
    expect(left.map((e) => [e.id, e.state, e.error?.message])).toEqual([
      [refused, 'needs-attention', 'Not valid any more.'],
    ]);
  });

  it('stops at an item answered 5xx (or not answered) and sends it and the rest again later, in order', async () => {
    const userId = freshUserId();
    const db = openUserDb(userId);
    const entries = [];
    for (let i = 0; i < 4; i++) entries.push(await queueLanguage(db, 'ar'));
    let round = 0;
    const server = fakeServer((call) => {
      round++;
      const items = (call.body as { items: { id: string }[] }).items;
      // As the server answers: the items after the one that ended the batch are not attempted (status 0).
      if (round === 1)
        return json(200, {
          data: {
            results: items.map((item, i) => ({ id: item.id, status: [200, 503, 0, 0][i], body: i < 2 ? {} : null })),
          },
        });
      return json(200, { data: { results: items.map((item) => ({ id: item.id, status: 200, body: {} })) } });
    });
    const engine = engineFor(userId, server.fetch, { pullIntervalMs: 1e9, now: () => 0 });
    await engine.syncNow();
    expect((await db.outbox.toArray()).map((e) => e.id)).toEqual(entries.slice(1).map((e) => e.id));
    expect((await db.outbox.toArray())[0].attempts).toBe(1);

    await engine.syncNow(); // a manual try ignores the backoff
    const second = (server.writes()[1].body as { items: { id: string }[] }).items.map((i) => i.id);
    expect(second).toEqual(entries.slice(1).map((e) => e.id));
    expect(await db.outbox.count()).toBe(0);
    await engine.stop();
  });

  it('packs a batch under the byte limit, and sends an entry too large for a batch alone', async () => {
    const userId = freshUserId();
    const db = openUserDb(userId);
    const entries = [];
    for (let i = 0; i < 5; i++) entries.push(await queueLanguage(db, 'ar'));
    const size =
      JSON.stringify({ id: entries[0].id, method: 'POST', path: '/change-language', body: { lang: 'ar' } }).length + 1;
    expect(packBatch(entries, size * 2).map((e) => e.id)).toEqual(entries.slice(0, 2).map((e) => e.id));
    expect(packBatch(entries, 10)).toHaveLength(1);
    expect(packBatch(entries)).toHaveLength(5);
  });

  it('sends the chunk as single calls when the server refuses the batch envelope (413, 422)', async () => {
    const userId = freshUserId();
    const db = openUserDb(userId);
    await queueLanguage(db, 'ar');
    await queueLanguage(db, 'en');
    const server = fakeServer((call) =>
      call.path === '/api/sync/batch' ? json(413, { message: 'This is too large.' }) : ok(),
    );
    const engine = engineFor(userId, server.fetch, { pullIntervalMs: 1e9 });
    await engine.syncNow();
    expect(server.writes().map((c) => c.path)).toEqual([
      '/api/sync/batch',
      '/api/change-language',
      '/api/change-language',
    ]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('falls back to single calls when the server has no batch call (404)', async () => {
    const userId = freshUserId();
    const db = openUserDb(userId);
    await queueLanguage(db, 'ar');
    await queueLanguage(db, 'en');
    const server = fakeServer((call) =>
      call.path === '/api/sync/batch' ? json(404, { message: 'We could not find that page.' }) : ok(),
    );
    const engine = engineFor(userId, server.fetch, { pullIntervalMs: 1e9 });
    await engine.syncNow();
    expect(server.writes().map((c) => c.path)).toEqual([
      '/api/sync/batch',
      '/api/change-language',
      '/api/change-language',
    ]);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('users on a shared device', () => {
  it("never sends one user's outbox with another user's engine", async () => {
    const alice = freshUserId();
    const bob = freshUserId();
    const aliceEntry = await queueLanguage(openUserDb(alice), 'ar');
    const bobEntry = await queueLanguage(openUserDb(bob), 'en');
    const server = fakeServer(() => ok());

    await engineFor(bob, server.fetch).syncNow();

    expect(server.writes().map(keyOf)).toEqual([bobEntry.id]);
    expect(server.writes()[0].headers.authorization).toBe(`Bearer token-of-${bob}`);
    expect((await openUserDb(alice).outbox.toArray()).map((e) => e.id)).toEqual([aliceEntry.id]);
  });

  it('sends nothing while the session belongs to someone else (no token for this user)', async () => {
    const userId = freshUserId();
    await queueLanguage(openUserDb(userId), 'ar');
    const server = fakeServer(() => ok());
    await engineFor(userId, server.fetch, { getToken: () => null }).syncNow();
    expect(server.writes()).toHaveLength(0);
  });

  it('refuses a database of another user', () => {
    expect(() => engineFor(freshUserId(), fakeServer(() => ok()).fetch, { db: openUserDb(freshUserId()) })).toThrow();
  });
});
