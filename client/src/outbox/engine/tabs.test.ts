import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeUserDbs, getMeta, META, openUserDb } from '../../storage/user-db';
import { engineFor, fakeServer, freshUserId, ok, queueLanguage } from '../../test-support/outbox';

afterEach(() => {
  vi.useRealTimers();
  closeUserDbs();
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
