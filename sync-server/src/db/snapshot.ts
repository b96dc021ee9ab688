import { getTableName, sql, type Table } from 'drizzle-orm';
import type { Database } from './handle.js';
import * as tables from './tables.js';

const names = Object.values(tables as Record<string, Table>).map((table) => getTableName(table));
const keptName = (name: string) => `kept_${name}`;

/**
 * For tests that start many runs from one seeded server (the replay property test): keeps a copy of every
 * table and of the id counters, and answers a function that puts the database back exactly. Test
 * support, not used by the server; it lives here because its SQL differs by dialect. On PostgreSQL it
 * needs a superuser (foreign keys are switched off while the rows go back).
 */
export async function keepTables(db: Database): Promise<() => Promise<void>> {
  const postgres = db.kind === 'postgres';
  const counters = postgres ? await sequencesOf(db) : ['sqlite_sequence'];
  await db.write(async () => {
    for (const name of [...names, ...(postgres ? [] : counters)]) {
      await db.rows(sql.raw(`drop table if exists "${keptName(name)}"`));
      await db.rows(sql.raw(`create table "${keptName(name)}" as select * from "${name}"`));
    }
  });
  const sequenceValues = postgres
    ? await Promise.all(
        counters.map(async (sequence) => {
          const [row] = await db.rows(sql.raw(`select last_value, is_called from "${sequence}"`));
          return { sequence, lastValue: row!.last_value, isCalled: row!.is_called };
        }),
      )
    : [];

  return () =>
    db.write(async () => {
      await db.rows(
        sql.raw(postgres ? 'set local session_replication_role = replica' : 'pragma defer_foreign_keys = on'),
      );
      for (const name of [...names, ...(postgres ? [] : counters)]) {
        await db.rows(sql.raw(`delete from "${name}"`));
        await db.rows(sql.raw(`insert into "${name}" select * from "${keptName(name)}"`));
      }
      for (const { sequence, lastValue, isCalled } of sequenceValues) {
        await db.rows(sql`select setval(${`"${sequence}"`}, ${lastValue}, ${isCalled})`);
      }
    });
}

async function sequencesOf(db: Database): Promise<string[]> {
  const rows = await db.rows(
    sql`select sequence_name from information_schema.sequences where sequence_schema = current_schema()`,
  );
  return rows.map((row) => String(row.sequence_name));
}
