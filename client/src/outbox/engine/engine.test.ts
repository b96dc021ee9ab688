import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeUserDbs, getMeta, META, openUserDb } from '../../storage/user-db';
import { backoffDelay } from './backoff';
import { packBatch } from './transport';
import { onPulledChange } from '../pull-handlers';
import { engineFor, fakeServer, freshUserId, json, ok, queueLanguage, type SeenCall } from '../../test-support/outbox';

afterEach(() => {
  vi.useRealTimers();
  closeUserDbs();
});

const keyOf = (call: SeenCall) => call.headers['idempotency-key'];

describe('replay', () => {
  it('sends the outbox one call at a time in seq order, each with its Idempotency-Key and the token', async () => {
    const userId = freshUserId();
    const db = openUserDb(userId);
    const entries = [await queueLanguage(db, 'ar'), await queueLanguage(db, 'en'), await queueLanguage(db, 'ar')];
    const server = fakeServer(() => ok());
    const engine = engineFor(userId, server.fetch, { batchChunk: 1 });

    await engine.syncNow();

    expect(server.writes().map(keyOf)).toEqual(entries.map((e) => e.id));
    expect(server.writes().map((c) => c.body)).toEqual([{ lang: 'ar' }, { lang: 'en' }, { lang: 'ar' }]);
    expect(server.writes().every((c) => c.method === 'POST' && c.path === '/api/change-language')).toBe(true);
    expect(server.writes()[0].headers.authorization).toBe(`Bearer token-of-${userId}`);
    expect(server.writes()[0].query.get('lang')).toBe('en');
    expect(await db.outbox.count()).toBe(0);
    expect(engine.status().lastSyncedAt).not.toBeNull();
    expect(engine.status().pending).toBe(0);
  });

  it('counts an answer marked idempotent-replay as done', async () => {
    const userId = freshUserId();
    const db = openUserDb(userId);
    await queueLanguage(db, 'ar');
    const server = fakeServer(() =>
      json(200, { data: { message: 'Language saved.' } }, { 'idempotent-replay': 'true' }),
    );
    const engine = engineFor(userId, server.fetch);

    await engine.syncNow();

    expect(server.writes()).toHaveLength(1);
    expect(await db.outbox.count()).toBe(0);
    expect(engine.accepted).toBe(1);
  });

  it('sets a permanent rejection aside as needs-attention with its reason, and still sends the next entry', async () => {
    const userId = freshUserId();
    const db = openUserDb(userId);
    const first = await queueLanguage(db, 'ar');
    const second = await queueLanguage(db, 'en');
    const server = fakeServer((call) =>
      keyOf(call) === first.id
        ? json(422, {
            message: 'Some fields need your attention.',
            errors: { lang: ['Please choose one of the options.'] },
          })
        : ok(),
    );
    const engine = engineFor(userId, server.fetch, { batchChunk: 1 });

    await engine.syncNow();

    expect(server.writes().map(keyOf)).toEqual([first.id, second.id]);
    const left = await db.outbox.toArray();
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({
      id: first.id,
      state: 'needs-attention',
      error: {
        status: 422,
        message: 'Some fields need your attention.',
        fieldErrors: { lang: ['Please choose one of the options.'] },
      },
    });
    expect(engine.status()).toMatchObject({ pending: 0, needsAttention: 1 });

    // Later rounds never send it again, nor let it block new work.
    const third = await queueLanguage(db, 'ar');
    await engine.syncNow();
    expect(server.writes().map(keyOf)).toEqual([first.id, second.id, third.id]);
  });

  it('"try again" sends a refused entry with a new key; "remove" forgets it', async () => {
    const userId = freshUserId();
    const db = openUserDb(userId);
    const entry = await queueLanguage(db, 'ar');
    let refuse = true;
    const server = fakeServer(() => (refuse ? json(403, { message: 'You are not allowed to do that.' }) : ok()));
    const engine = engineFor(userId, server.fetch);
    await engine.syncNow();
    const [refused] = await db.outbox.toArray();
    expect(refused.state).toBe('needs-attention');

    refuse = false;
    await engine.retry(refused.seq!);
    await engine.syncNow();
    expect(server.writes()).toHaveLength(2);
    expect(keyOf(server.writes()[1])).not.toBe(entry.id);
    expect(await db.outbox.count()).toBe(0);

    refuse = true;
    await queueLanguage(db, 'en');
    await engine.syncNow();
    const [again] = await db.outbox.toArray();
    await engine.remove(again.seq!);
    expect(await db.outbox.count()).toBe(0);
  });

  it('pauses on 401, keeps the queue, sends nothing more, and resumes when the same user signs in again', async () => {
    const userId = freshUserId();
    const db = openUserDb(userId);
    await queueLanguage(db, 'ar');
    await queueLanguage(db, 'en');
    let token = 'old-token';
    const server = fakeServer((call) =>
      call.headers.authorization === 'Bearer old-token' ? json(401, { message: 'You are not authorized' }) : ok(),
    );
    const engine = engineFor(userId, server.fetch, { batchChunk: 1, getToken: () => token });

    await engine.syncNow();
    expect(server.writes()).toHaveLength(1);
    expect(engine.status().paused401).toBe(true);
    expect(await db.outbox.count()).toBe(2);
    expect((await db.outbox.toArray()).every((e) => e.state === 'pending' && e.attempts === 0)).toBe(true);

    await engine.syncNow();
    await engine.pull();
    expect(server.writes()).toHaveLength(1);

    // A reload with the same (rejected) token stays paused.
    await engine.stop();
    const reloaded = engineFor(userId, server.fetch, { batchChunk: 1, getToken: () => token });
    await reloaded.start();
    await reloaded.syncNow();
    expect(reloaded.status().paused401).toBe(true);
    expect(server.writes()).toHaveLength(1);

    token = 'new-token';
    await reloaded.signedInAgain();
    await reloaded.syncNow();
    expect(reloaded.status().paused401).toBe(false);
    expect(await db.outbox.count()).toBe(0);
    await reloaded.stop();
  });

  it('backs off with full jitter on 500, 429 and network errors, keeping the order', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const userId = freshUserId();
    const db = openUserDb(userId);
    const a = await queueLanguage(db, 'ar');
    const b = await queueLanguage(db, 'en');
    const answers = ['500', 'network', '429', 'ok', 'ok'];
    const server = fakeServer((_call, i) => {
      const answer = answers[i];
      if (answer === '500') return json(500, { message: 'Something went wrong on our side.' });
      if (answer === '429') return json(429, { message: 'Too many tries.' });
      if (answer === 'network') return 'network';
      return ok();
    });
    const engine = engineFor(userId, server.fetch, { batchChunk: 1, random: () => 1, pullIntervalMs: 1e9 });

    await engine.syncNow();
    expect(server.writes()).toHaveLength(1);
    let head = (await db.outbox.toArray())[0];
    expect(head).toMatchObject({ id: a.id, attempts: 1 });
    expect(head.nextAttemptAt - Date.now()).toBe(backoffDelay(1, () => 1)); // 1 s

    // Not before the delay, even when asked.
    await engine.kick('timer');
    expect(server.writes()).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(1_000);
    await engine.idle();
    expect(server.writes()).toHaveLength(2); // network error
    expect(engine.status().online).toBe(false);
    head = (await db.outbox.toArray())[0];
    expect(head).toMatchObject({ id: a.id, attempts: 2 });

    await vi.advanceTimersByTimeAsync(2_000);
    await engine.idle();
    expect(server.writes()).toHaveLength(3); // 429
    await vi.advanceTimersByTimeAsync(3_999);
    await engine.idle();
    expect(server.writes()).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    await engine.idle();
    expect(server.writes().map(keyOf)).toEqual([a.id, a.id, a.id, a.id, b.id]);
    expect(await db.outbox.count()).toBe(0);
    expect(engine.status().online).toBe(true);
    await engine.stop();
  });

  it('honours Retry-After on 429 when it is longer than the backoff', async () => {
    const userId = freshUserId();
    const db = openUserDb(userId);
    await queueLanguage(db, 'ar');
    const server = fakeServer(() => json(429, { message: 'Too many tries.' }, { 'retry-after': '60' }));
    const engine = engineFor(userId, server.fetch, { now: () => 1_000_000 });
    await engine.syncNow();
    expect((await db.outbox.toArray())[0].nextAttemptAt).toBe(1_000_000 + 60_000);
    await engine.stop();
  });

  it('caps the backoff at 60 s and draws it from [0, cap)', () => {
    expect(backoffDelay(1, () => 0.999)).toBe(999);
    expect(backoffDelay(3, () => 0.5)).toBe(2_000);
    expect(backoffDelay(20, () => 0.999999)).toBeLessThan(60_000);
    expect(backoffDelay(20, () => 0.5)).toBe(30_000);
    expect(backoffDelay(1, () => 0)).toBe(100);
  });
});

describe('batch', () => {
  it('sends more than one pending entry through POST /sync/batch in chunks of 50 and maps results by id', async () => {
    const userId = freshUserId();
    const db = openUserDb(userId);
    const entries = [];
    for (let i = 0; i < 120; i++) entries.push(await queueLanguage(db, i % 2 ? 'en' : 'ar'));
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
    expect(sent.map((items) => items.length)).toEqual([50, 50, 20]);
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

describe('pull', () => {
  it('loops while has_more, hands each change to its handlers, and stores the cursor', async () => {
    const userId = freshUserId();
    const db = openUserDb(userId);
    const pages: Record<string, unknown> = {
      '0': {
        changes: [
          { seq: 3, entity: 'points', entity_id: null, data: { points: 10 }, created_at: '2025-01-01T10:00:00Z' },
        ],
        cursor: 3,
        has_more: true,
      },
      '3': {
        changes: [
          {
            seq: 7,
            entity: 'notification',
            entity_id: '9',
            data: { text: 'Well done' },
            created_at: '2025-01-01T10:01:00Z',
          },
        ],
        cursor: 7,
        has_more: false,
      },
      '7': { changes: [], cursor: 7, has_more: false },
    };
    const server = fakeServer((call) => json(200, { data: pages[call.query.get('cursor')!] }), { pulls: 'handler' });
    const seen: string[] = [];
    const offPoints = onPulledChange('points', async (change, { db: userDb }) => {
      seen.push(`points:${change.seq}`);
      await userDb.profile.put({ key: 'points', data: change.data });
    });
    const offAll = onPulledChange('*', (change) => void seen.push(`*:${change.seq}`));
    try {
      const engine = engineFor(userId, server.fetch);
      await engine.pull();
      expect(server.writes().map((c) => `${c.path}?cursor=${c.query.get('cursor')}`)).toEqual([
        '/api/sync/pull?cursor=0',
        '/api/sync/pull?cursor=3',
      ]);
      expect(seen).toEqual(['points:3', '*:3', '*:7']);
      expect(await getMeta(db, META.pullCursor)).toBe(7);
      expect((await db.profile.get('points'))?.data).toEqual({ points: 10 });

      await engine.pull();
      expect(server.writes().at(-1)!.query.get('cursor')).toBe('7');
    } finally {
      offPoints();
      offAll();
    }
  });

  it('keeps the cursor before a change whose handler fails, and tries it again', async () => {
    const userId = freshUserId();
    const db = openUserDb(userId);
    const server = fakeServer(
      (call) =>
        json(200, {
          data:
            call.query.get('cursor') === '0'
              ? {
                  changes: [
                    { seq: 1, entity: 'awards', entity_id: 'a', data: {}, created_at: '' },
                    { seq: 2, entity: 'course', entity_id: 'b', data: {}, created_at: '' },
                  ],
                  cursor: 2,
                  has_more: false,
                }
              : { changes: [], cursor: 2, has_more: false },
        }),
      { pulls: 'handler' },
    );
    let fail = true;
    const off = onPulledChange('course', () => {
      if (fail) throw new Error('not yet');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const engine = engineFor(userId, server.fetch);
      await engine.pull();
      expect(await getMeta(db, META.pullCursor)).toBe(1);
      fail = false;
      await engine.pull();
      expect(await getMeta(db, META.pullCursor)).toBe(2);
    } finally {
      off();
      warn.mockRestore();
    }
  });

  it('runs after a replay round that sent something', async () => {
    const userId = freshUserId();
    await queueLanguage(openUserDb(userId), 'ar');
    const server = fakeServer(
      (call) =>
        call.path === '/api/sync/pull' ? json(200, { data: { changes: [], cursor: 0, has_more: false } }) : ok(),
      { pulls: 'handler' },
    );
    await engineFor(userId, server.fetch).syncNow();
    expect(server.writes().map((c) => c.path)).toEqual(['/api/change-language', '/api/sync/pull']);
  });
});

describe('one replaying tab', () => {
  it('skips the round when another tab holds the lock, and replays when it is free', async () => {
    const userId = freshUserId();
    await queueLanguage(openUserDb(userId), 'ar');
    let held = true;
    const locks = {
      request: vi.fn(async (_name: string, _options: LockOptions, callback: (lock: Lock | null) => Promise<void>) =>
        callback(held ? null : ({ name: _name, mode: 'exclusive' } as Lock)),
      ),
    } as unknown as LockManager;
    const server = fakeServer(() => ok());
    const engine = engineFor(userId, server.fetch, { locks, lockRetryMs: 60_000 });
    await engine.syncNow();
    expect(server.writes()).toHaveLength(0);
    expect(locks.request).toHaveBeenCalledWith(`codeyard-sync-${userId}`, { ifAvailable: true }, expect.any(Function));
    held = false;
    await engine.syncNow();
    expect(server.writes().length).toBeGreaterThan(0);
    await engine.stop();
  });

  it('shares its status with the other tabs and keeps it in meta', async () => {
    const userId = freshUserId();
    const db = openUserDb(userId);
    await queueLanguage(db, 'ar');
    const posted: unknown[] = [];
    const channel = {
      postMessage: (m: unknown) => posted.push(m),
      close: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
    const server = fakeServer(() => ok());
    const engine = engineFor(userId, server.fetch, { channel });
    await engine.syncNow();
    expect(posted).toContainEqual({ type: 'status', patch: { syncing: true } });
    expect(posted).toContainEqual({ type: 'status', patch: { syncing: false } });
    await vi.waitFor(async () =>
      expect((await getMeta<{ lastSyncedAt: string }>(db, META.status))?.lastSyncedAt).toBe(
        engine.status().lastSyncedAt,
      ),
    );
  });
});
