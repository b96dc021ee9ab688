import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/index.js';
import { changeLog, users } from '../db/tables.js';
import { startTestDatabase } from '../test-support/test-database.js';
import { recordChange } from './change-log.js';

/**
 * The change log's notes are written at the end of their unit of work, in one statement (db/unit-end.ts):
 * in the order they were noted, with the unit or not at all, and a part of a unit that rolls back takes
 * its own notes with it.
 */
let db: Database;
let close: () => Promise<void>;
const ids: number[] = [];
beforeAll(async () => {
  ({ db, close } = await startTestDatabase());
  for (const name of ['noted-a', 'noted-b']) {
    const [{ id }] = await db.write((tx) =>
      tx.insert(users).values({ username: name, usernameKey: name, userType: 'student' }).returning(),
    );
    ids.push(id);
  }
});
afterAll(async () => close());

const notes = async () =>
  (await db.select().from(changeLog).orderBy(asc(changeLog.seq))).map((r) => [r.userId, r.entityId, r.data]);

describe('change notes of a unit of work', () => {
  it('are written at its end in the order noted, savepoints that rolled back left out', async () => {
    const [a, b] = ids as [number, number];
    await db.write(async (tx) => {
      await recordChange(tx, a, 'points', 1, { points: 1, weekly_points: 1, week_start: 'w' });
      await db.write((part) => recordChange(part, b, 'points', 2, { points: 2, weekly_points: 2, week_start: 'w' }));
      await expect(
        db.write(async (part) => {
          await recordChange(part, a, 'points', 3, { points: 3, weekly_points: 3, week_start: 'w' });
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
      await recordChange(tx, a, 'points', 4, { points: 4, weekly_points: 4, week_start: 'w' });
      expect(await notes()).toEqual([]);
    });
    expect(await notes()).toEqual([
      [a, '1', { points: 1, weekly_points: 1, week_start: 'w' }],
      [b, '2', { points: 2, weekly_points: 2, week_start: 'w' }],
      [a, '4', { points: 4, weekly_points: 4, week_start: 'w' }],
    ]);
  });

  it('are not written when the unit fails', async () => {
    const before = await notes();
    await expect(
      db.write(async (tx) => {
        await recordChange(tx, ids[0]!, 'points', 5, { points: 5, weekly_points: 5, week_start: 'w' });
        throw new Error('failed');
      }),
    ).rejects.toThrow('failed');
    expect(await notes()).toEqual(before);
  });
});
