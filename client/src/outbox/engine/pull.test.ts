import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeUserDbs, getMeta, META, openUserDb } from '../../storage/user-db';
import { onPulledChange } from '../pull-handlers';
import { engineFor, fakeServer, freshUserId, json, ok, queueLanguage } from '../../test-support/outbox';

afterEach(() => {
  vi.useRealTimers();
  closeUserDbs();
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
