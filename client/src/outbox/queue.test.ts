import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { accounts, sync } from '@codeyard/shared-schema';
import { ApiError } from '../api/client';
import { onQueued } from './events';
import { entryOf, outboxStates } from './entry-state';
import { countUnsynced, outboxTables, queueChange, removeChange, retryEntry } from './queue';
import { unsyncedFor } from './unsynced';
import { closeUserDbs, openUserDb, userDbName } from '../storage/user-db';

let nextUser = 5000;
const freshUserId = () => nextUser++;

afterEach(() => closeUserDbs());

describe('queueChange', () => {
  it('writes the local change and the outbox entry in one transaction', async () => {
    const db = openUserDb(freshUserId());
    const queued: number[] = [];
    const off = onQueued((userId) => queued.push(userId));

    const ref = await queueChange(
      db,
      accounts.changeLanguage,
      { body: { lang: 'ar' } },
      {
        apply: async () => {
          await db.profile.put({ key: 'language', data: 'ar' });
        },
        what: { key: 'sync:calls.changeLanguage' },
      },
    );
    off();
    const entry = (await entryOf(db, ref))!;

    expect(await db.profile.get('language')).toEqual({ key: 'language', data: 'ar' });
    const [stored] = await db.outbox.toArray();
    expect(stored).toMatchObject({
      id: entry.id,
      seq: entry.seq,
      call: 'POST /change-language',
      method: 'POST',
      path: '/change-language',
      body: { lang: 'ar' },
      attempts: 0,
      nextAttemptAt: 0,
      state: 'pending',
      what: { key: 'sync:calls.changeLanguage' },
    });
    expect(entry.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(queued).toEqual([db.userId]);
    expect(unsyncedFor(db.userId)).toMatchObject({ pending: 1, needsAttention: 0 });
  });

  it('keeps neither the local change nor the entry when apply fails', async () => {
    const db = openUserDb(freshUserId());
    await expect(
      queueChange(
        db,
        accounts.changeLanguage,
        { body: { lang: 'ar' } },
        {
          apply: async () => {
            await db.progress.put({ key: '1:2', courseId: 1, lessonId: 2, data: { stars: 3 } });
            throw new Error('the screen changed its mind');
          },
        },
      ),
    ).rejects.toThrow('the screen changed its mind');
    expect(await db.progress.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('refuses invalid input at once with the field errors, and queues nothing', async () => {
    const db = openUserDb(freshUserId());
    let applied = false;
    const error = await queueChange(
      db,
      accounts.changeLanguage,
      { body: { lang: 'fr' as 'en' } },
      {
        apply: () => {
          applied = true;
        },
      },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect(Object.keys((error as ApiError).fieldErrors)).toContain('lang');
    expect(applied).toBe(false);
    expect(await db.outbox.count()).toBe(0);
  });

  it('refuses a call the contract does not let the device queue', async () => {
    const db = openUserDb(freshUserId());
    await expect(queueChange(db, sync.syncBatch, { body: { items: [] } })).rejects.toThrow(/not queueable/);
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps the order of entries by seq', async () => {
    const db = openUserDb(freshUserId());
    const ids = [];
    for (const lang of ['ar', 'en', 'ar'] as const)
      ids.push((await entryOf(db, await queueChange(db, accounts.changeLanguage, { body: { lang } })))!.id);
    expect((await db.outbox.orderBy('seq').toArray()).map((e) => e.id)).toEqual(ids);
  });
});

describe('references', () => {
  it("joins the caller's transaction: the entry and the caller's rows commit, or roll back, together", async () => {
    const db = openUserDb(freshUserId());
    const queued: number[] = [];
    const off = onQueued((userId) => queued.push(userId));
    let ref = '';
    await db.transaction('rw', [db.progress, ...outboxTables(db)], async () => {
      ref = await queueChange(db, accounts.changeLanguage, { body: { lang: 'ar' } });
      await db.progress.put({ key: '1:2', data: { ref } });
      expect(queued).toEqual([]);
    });
    expect((await db.progress.get('1:2'))?.data).toEqual({ ref });
    expect(await entryOf(db, ref)).toMatchObject({ path: '/change-language', state: 'pending' });
    expect(queued).toEqual([db.userId]);

    await expect(
      db.transaction('rw', [db.progress, ...outboxTables(db)], async () => {
        await queueChange(db, accounts.changeLanguage, { body: { lang: 'en' } });
        await db.progress.put({ key: '1:3', data: {} });
        throw new Error('the caller changed its mind');
      }),
    ).rejects.toThrow('the caller changed its mind');
    expect(await db.progress.get('1:3')).toBeUndefined();
    expect(await db.outbox.count()).toBe(1);
    off();
  });

  it('names one entry for its whole life: the same after "try again", gone once removed', async () => {
    const db = openUserDb(freshUserId());
    const first = await queueChange(db, accounts.changeLanguage, { body: { lang: 'ar' } });
    const second = await queueChange(db, accounts.changeLanguage, { body: { lang: 'ar' } });
    expect(first).not.toBe(second);
    const { id, seq } = (await entryOf(db, first))!;
    await db.outbox.update(seq!, { state: 'needs-attention', error: { status: 409, message: 'no', fieldErrors: {} } });
    expect((await outboxStates(db)).get(first)).toEqual({
      state: 'needs-attention',
      error: { status: 409, message: 'no', fieldErrors: {} },
    });
    await retryEntry(db, seq!);
    expect((await entryOf(db, first))?.id).not.toBe(id);
    expect((await outboxStates(db)).get(first)).toEqual({ state: 'pending' });
    await removeChange(db, first);
    expect([...(await outboxStates(db)).keys()]).toEqual([second]);
    expect(await entryOf(db, first)).toBeUndefined();
  });
});

describe('one database per user', () => {
  it("keeps two users' data and outboxes apart", async () => {
    const alice = openUserDb(freshUserId());
    const bob = openUserDb(freshUserId());
    expect(alice.name).toBe(userDbName(alice.userId));
    expect(bob.name).not.toBe(alice.name);

    await queueChange(
      alice,
      accounts.changeLanguage,
      { body: { lang: 'ar' } },
      {
        apply: () => alice.progress.put({ key: 'a', data: 1 }).then(() => undefined),
      },
    );
    await queueChange(bob, accounts.changeLanguage, { body: { lang: 'en' } });

    expect(await countUnsynced(alice)).toEqual({ pending: 1, needsAttention: 0 });
    expect(await countUnsynced(bob)).toEqual({ pending: 1, needsAttention: 0 });
    expect(await bob.progress.count()).toBe(0);
    expect((await bob.outbox.toArray())[0].body).toEqual({ lang: 'en' });
    expect(openUserDb(alice.userId)).toBe(alice);
  });

  it('keeps the data when the connection closes (logout never deletes)', async () => {
    const userId = freshUserId();
    await queueChange(openUserDb(userId), accounts.changeLanguage, { body: { lang: 'ar' } });
    closeUserDbs();
    expect(await openUserDb(userId).outbox.count()).toBe(1);
  });

  it('refuses an id that is not a user id', () => {
    expect(() => openUserDb(0)).toThrow();
  });
});
