import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeUserDbs, openUserDb } from '../../storage/user-db';
import { backoffDelay } from './backoff';
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
