import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase } from '../test-support/test-database.js';
import { statement, writesTo, type Database, type Tx } from './index.js';
import { changeLog, sessions, users } from './tables.js';

/**
 * The count of write statements per table (db/table-writes.ts): what tells a batch that its caller's
 * session may have changed. It must see every kind of write, built or prepared, and no read.
 */
let db: Database;
let close: () => Promise<void>;
beforeAll(async () => ({ db, close } = await startTestDatabase()));
afterAll(async () => close());

const renameUser = statement('table-writes-test-rename', (tx: Tx) =>
  tx.update(users).set({ language: 'en' }).where(eq(users.id, -1)),
);

describe('writesTo', () => {
  it('counts inserts, updates and deletes of a table, prepared or built, and never a read', async () => {
    const before = writesTo([users]);
    const sessionsBefore = writesTo([sessions]);
    await db.select().from(users).limit(1);
    await db.write((tx) => tx.select().from(users).where(eq(users.id, -1)));
    expect(writesTo([users])).toBe(before);

    await db.write((tx) => tx.update(users).set({ language: 'ar' }).where(eq(users.id, -1)));
    await db.write((tx) => renameUser(tx, {}));
    await db.write((tx) => tx.delete(users).where(eq(users.id, -1)));
    expect(writesTo([users])).toBe(before + 3);
    expect(writesTo([sessions])).toBe(sessionsBefore);
    expect(writesTo([users, sessions])).toBe(before + 3 + sessionsBefore);
  });

  it('counts a write that changed no row, and one rolled back (it errs towards "changed")', async () => {
    const before = writesTo([changeLog]);
    await expect(
      db.write(async (tx) => {
        await tx.delete(changeLog).where(eq(changeLog.userId, -1));
        throw new Error('undone');
      }),
    ).rejects.toThrow('undone');
    expect(writesTo([changeLog])).toBe(before + 1);
  });
});
