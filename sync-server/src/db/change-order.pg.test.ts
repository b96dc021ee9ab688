import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase } from '../test-support/test-database.js';
import type { Database } from './index.js';
import { recordChange, writePendingChanges } from '../sync/change-log.js';
import { orderChangesOf } from './sql.js';
import { users } from './tables.js';

/**
 * The change log's ordering lock on PostgreSQL (db/sql.ts) is asked for once per unit of work; a lock
 * taken inside a savepoint that rolled back is gone, so it must be taken again. Runs in the PostgreSQL
 * project only (vitest.config.ts): SQLite needs no lock.
 */
let db: Database;
let close: () => Promise<void>;
let userId: number;
beforeAll(async () => {
  ({ db, close } = await startTestDatabase());
  [{ id: userId }] = await db.write((tx) =>
    tx.insert(users).values({ username: 'orderly', usernameKey: 'orderly', userType: 'student' }).returning(),
  );
});
afterAll(async () => close());

/** Whether this unit's connection holds the user's ordering lock now. */
async function holdsLock(): Promise<boolean> {
  const [row] = await db.rows(
    sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and pid = pg_backend_pid() and objid = ${userId} and granted`,
  );
  return row!.n === 1;
}

describe("the change log's ordering lock", () => {
  it('is held after the first change of a unit, and still after a savepoint that took it again is released', async () => {
    await db.write(async (tx) => {
      expect(await holdsLock()).toBe(false);
      await orderChangesOf(tx, userId);
      expect(await holdsLock()).toBe(true);
      await db.write((inner) => orderChangesOf(inner, userId));
      expect(await holdsLock()).toBe(true);
    });
  });

  it('is taken again after the savepoint that took it first rolled back', async () => {
    await db.write(async (tx) => {
      await expect(
        db.write(async (inner) => {
          await orderChangesOf(inner, userId);
          expect(await holdsLock()).toBe(true);
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
      expect(await holdsLock()).toBe(false);
      await orderChangesOf(tx, userId);
      expect(await holdsLock()).toBe(true);
    });
  });

  it("is taken with the unit's change notes, when they are written at its end", async () => {
    await db.write(async (tx) => {
      await recordChange(tx, userId, 'points', userId, { points: 0, weekly_points: 0, week_start: 'w' });
      expect(await holdsLock()).toBe(false);
      await writePendingChanges(tx);
      expect(await holdsLock()).toBe(true);
    });
  });
});
