import { asc, eq, sql, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase } from '../test-support/test-database.js';
import { together, type Database, type Reader } from './index.js';
import { changeLog, users } from './tables.js';

/**
 * Reads asked together (db/statements.ts `together`): one statement on PostgreSQL, one each on SQLite;
 * either way each part answers what it answers alone, mapped as drizzle maps it (JSON columns, numbers,
 * two columns of the same name), inside a unit with the unit's own writes.
 */
let db: Database;
let close: () => Promise<void>;
beforeAll(async () => ({ db, close } = await startTestDatabase()));
afterAll(async () => close());

const byUser = (db: Reader) =>
  db
    .select({ seq: changeLog.seq, entity: changeLog.entity, data: changeLog.data, name: users.username })
    .from(changeLog)
    .innerJoin(users, eq(users.id, changeLog.userId))
    .where(eq(changeLog.userId, sql.placeholder('userId')))
    .orderBy(asc(changeLog.seq));
const sums = (db: Reader) =>
  db
    .select({ all: sum(changeLog.seq), again: sum(changeLog.seq).mapWith(Number) })
    .from(changeLog)
    .where(eq(changeLog.userId, sql.placeholder('userId')));
const reads = together('together-test', { notes: byUser, sums, skipped: byUser });

describe('reads asked together', () => {
  it('answer each part as it answers alone, and nothing for a skipped part', async () => {
    await db.write(async (tx) => {
      const [{ id }] = await tx
        .insert(users)
        .values({ username: 'together', usernameKey: 'together', userType: 'student' })
        .returning();
      await tx.insert(changeLog).values([
        { userId: id, entity: 'points', entityId: '1', data: { points: 3, nested: { list: [1, 'two'] } } },
        { userId: id, entity: 'profile', entityId: '1', data: 'just text' },
      ]);
      const got = await reads(tx, { userId: id }, ['skipped']);
      expect(got.notes).toEqual(await byUser(tx).prepare('together-test-notes').execute({ userId: id }));
      expect(got.notes.map((n) => [n.entity, n.data, n.name])).toEqual([
        ['points', { points: 3, nested: { list: [1, 'two'] } }, 'together'],
        ['profile', 'just text', 'together'],
      ]);
      const [alone] = await sums(tx).prepare('together-test-sums').execute({ userId: id });
      expect(Number(got.sums[0]!.all)).toBe(Number(alone!.all));
      expect(got.sums[0]!.again).toBe(alone!.again);
      expect(got.skipped).toEqual([]);
    });
  });
});
