import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestDatabase } from '../test-support/test-database.js';
import type { Database } from './index.js';
import { schools } from './tables.js';

/** The seam's promises, on the dialect under test (SQLite, and PostgreSQL when the suite runs there). */
let db: Database;
let close: () => Promise<void>;
beforeEach(async () => {
  ({ db, close } = await startTestDatabase());
});
afterEach(async () => close());

const names = async () =>
  (await db.select({ name: schools.name }).from(schools).orderBy(schools.name)).map((s) => s.name);
const addSchool = (name: string) =>
  db.write(async (tx) => (await tx.insert(schools).values({ name }).returning({ id: schools.id }))[0]!.id);

describe('the database seam', () => {
  it('commits a unit of work as a whole, or not at all when it throws', async () => {
    await addSchool('Kept');
    await expect(
      db.write(async (tx) => {
        await tx.insert(schools).values({ name: 'Undone' });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await names()).toEqual(['Kept']);
  });

  it('never lets a read outside a unit see the unit before it commits; the unit sees its own writes', async () => {
    let release!: () => void;
    const paused = new Promise<void>((resolve) => (release = resolve));
    let seenInside: string[] = [];
    const unit = db.write(async (tx) => {
      await tx.insert(schools).values({ name: 'Half done' });
      seenInside = await names();
      await paused;
    });
    // Let the unit reach its pause.
    for (let i = 0; i < 50 && seenInside.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(seenInside).toEqual(['Half done']);
    expect(await names()).toEqual([]);
    release();
    await unit;
    expect(await names()).toEqual(['Half done']);
  });

  it('keeps concurrent units apart: one that throws undoes only its own writes', async () => {
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        db.write(async (tx) => {
          await tx.insert(schools).values({ name: `School ${String(i).padStart(2, '0')}` });
          if (i % 5 === 0) throw new Error(`refused ${i}`);
        }),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'rejected')).toHaveLength(4);
    expect(await names()).toHaveLength(16);
    expect(await names()).not.toContain('School 05');
  });

  it('runs a unit inside a unit as a savepoint: its failure undoes only its own part', async () => {
    await db.write(async (tx) => {
      await tx.insert(schools).values({ name: 'Outer' });
      await expect(
        db.write(async (inner) => {
          await inner.insert(schools).values({ name: 'Inner refused' });
          throw new Error('inner');
        }),
      ).rejects.toThrow('inner');
      await db.write((inner) => inner.insert(schools).values({ name: 'Inner kept' }));
    });
    expect(await names()).toEqual(['Inner kept', 'Outer']);
  });

  it('lets the parts of a unit that fails as a whole join it; inside another unit it is still a savepoint', async () => {
    const part = (name: string) => db.write((inner) => inner.insert(schools).values({ name }));
    await db.write(() => part('Joined'), { partsJoin: true });
    await expect(
      db.write(
        async () => {
          await part('Undone with its unit');
          throw new Error('refused');
        },
        { partsJoin: true },
      ),
    ).rejects.toThrow('refused');
    // A batch item: its unit is a savepoint of the batch, and its parts are undone with it, only it.
    await db.write(async () => {
      await part('Batch');
      await expect(
        db.write(
          async () => {
            await part('Item refused');
            throw new Error('item');
          },
          { partsJoin: true },
        ),
      ).rejects.toThrow('item');
      await db.write(() => part('Item kept'), { partsJoin: true });
    });
    expect(await names()).toEqual(['Batch', 'Item kept', 'Joined']);
  });

  it('answers what an update touched through returning, the same on both dialects', async () => {
    const id = await addSchool('Before');
    const touched = await db.write((tx) =>
      tx.update(schools).set({ name: 'After' }).where(eq(schools.id, id)).returning({ id: schools.id }),
    );
    expect(touched).toEqual([{ id }]);
    const none = await db.write((tx) =>
      tx
        .update(schools)
        .set({ name: 'Nobody' })
        .where(eq(schools.id, id + 1000))
        .returning({ id: schools.id }),
    );
    expect(none).toEqual([]);
  });

  it('limits a read to the rows asked for; on SQLite the limit is in the SQL, so its statement is kept', async () => {
    for (const name of ['A', 'B', 'C']) await addSchool(name);
    const firstTwo = () => db.select({ name: schools.name }).from(schools).orderBy(schools.name).limit(2);
    expect((await firstTwo()).map((s) => s.name)).toEqual(['A', 'B']);
    expect((await db.write((tx) => tx.select().from(schools).limit(1))).length).toBe(1);
    // A bound LIMIT makes this SQLite prepare the statement again on every run (db/sqlite.ts).
    if (db.kind === 'sqlite')
      expect(firstTwo().toSQL()).toMatchObject({ sql: expect.stringMatching(/ limit 2$/), params: [] });
  });
});
