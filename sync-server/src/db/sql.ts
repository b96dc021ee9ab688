import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Tx } from './handle.js';
import { PROCESS_DIALECT } from './dialect.js';
import { lockOnce, postgresCode } from './postgres.js';
import { currentHandle } from './reader.js';
import { users } from './tables.js';

/**
 * The only SQL that differs between the dialects. Services build their conditions from these, so that
 * nothing above db/ knows which database it runs on.
 */

/** `column` contains `term`, whatever the letters' case (SQLite's LIKE ignores ASCII case; PostgreSQL needs ILIKE). */
export function containsIgnoringCase(column: AnyColumn | SQL, term: string): SQL {
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return PROCESS_DIALECT === 'postgres'
    ? sql`${column} ilike ${pattern} escape '\\'`
    : sql`${column} like ${pattern} escape '\\'`;
}

/** An ISO-8601 time kept as text, as a point in time to sort by (offsets are taken into account). */
export function asInstant(column: AnyColumn | SQL): SQL {
  return PROCESS_DIALECT === 'postgres' ? sql`(${column})::timestamptz` : sql`julianday(${column})`;
}

/** Did a write fail because a unique key was already taken? */
export function isUniqueViolation(error: unknown): boolean {
  if (PROCESS_DIALECT === 'postgres') return postgresCode(error) === '23505';
  for (
    let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    if (e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY') return true;
  }
  return false;
}

/**
 * Call before noting a change for `userId` in the change log: the change log's seq is the devices'
 * cursor, so a user's changes must become visible in seq order. SQLite runs one unit at a time; on
 * PostgreSQL concurrent units could commit a later seq before an earlier one (and a device pulling in
 * between would step over the earlier one for ever), so units that note changes for the same user take
 * a lock on that user until they commit (taken once per unit).
 */
export async function orderChangesOf(tx: Tx, userId: number): Promise<void> {
  // Once per unit of work: a submission notes several changes, a batch a hundred submissions' worth.
  if (PROCESS_DIALECT !== 'postgres' || !lockOnce(currentHandle(tx), userId)) return;
  await tx
    .select({ locked: sql`pg_advisory_xact_lock(${CHANGE_LOG_LOCKS}, ${userId})` })
    .from(users)
    .where(eq(users.id, userId));
}

/** The first key of the change log's advisory locks (the second is the user's id). */
const CHANGE_LOG_LOCKS = 7_305_002;

export interface ChangeRow {
  userId: number;
  entity: string;
  entityId: string;
  data: unknown;
}

/** The change log's notes of a unit, in one statement. On SQLite at most this many rows a statement. */
const CHANGE_ROWS_PER_STATEMENT = 200;

/**
 * Writes a unit of work's change-log notes in the order they were noted, in one statement: on PostgreSQL
 * with the ordering lock (`orderChangesOf`) of every user not yet locked by the unit, taken in the same
 * statement before any row gets its seq (users in ascending order, so two units never wait on each other
 * in a circle). Called at the end of the unit (db/unit-end.ts), so the lock is held only from there to
 * the commit.
 */
export async function writeChanges(tx: Tx, rows: readonly ChangeRow[]): Promise<void> {
  const handle = currentHandle(tx);
  const client = (handle as unknown as { session: { client: RawClient } }).session.client;
  if (PROCESS_DIALECT === 'postgres') {
    const toLock = [...new Set(rows.map((r) => r.userId))].sort((a, b) => a - b).filter((u) => lockOnce(handle, u));
    await (client as PgClient).query({
      name: 'change-log-write',
      text: `with locked as (select pg_advisory_xact_lock(${CHANGE_LOG_LOCKS}, u) from unnest($1::int[]) as u)
        insert into change_log (user_id, entity, entity_id, data)
        select c.user_id, c.entity, c.entity_id, c.data
        from unnest($2::int[], $3::text[], $4::text[], $5::jsonb[]) as c(user_id, entity, entity_id, data)
        where (select count(*) from locked) >= 0`,
      values: [
        toLock,
        rows.map((r) => r.userId),
        rows.map((r) => r.entity),
        rows.map((r) => r.entityId),
        rows.map((r) => jsonOrNull(r.data)),
      ],
    });
    return;
  }
  for (let start = 0; start < rows.length; start += CHANGE_ROWS_PER_STATEMENT) {
    const part = rows.slice(start, start + CHANGE_ROWS_PER_STATEMENT);
    const values: unknown[] = [];
    for (const r of part) values.push(r.userId, r.entity, r.entityId, jsonOrNull(r.data));
    (client as SqliteClient)
      .prepare(
        `insert into change_log (user_id, entity, entity_id, data) values ${part.map(() => '(?, ?, ?, ?)').join(', ')}`,
      )
      .run(...values);
  }
}

const jsonOrNull = (data: unknown) => (data === undefined || data === null ? null : JSON.stringify(data));

type PgClient = { query(config: { name: string; text: string; values: unknown[] }): Promise<unknown> };
type SqliteClient = { prepare(text: string): { run(...values: unknown[]): unknown } };
type RawClient = PgClient | SqliteClient;
