import * as drizzleOrm from 'drizzle-orm';
import { fillPlaceholders, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Reader, Tx } from './handle.js';
import { PROCESS_DIALECT } from './dialect.js';
import { currentHandle } from './reader.js';

/** What a drizzle query built with placeholders offers on both dialects. */
interface Preparable<R> {
  prepare(name: string): { execute(values?: Record<string, unknown>): PromiseLike<R> };
}

/** drizzle's session of a handle: one per connection on SQLite, one per unit of work on PostgreSQL. */
type WithSession = { session?: { client?: unknown } };
type Prepared = { execute(values?: Record<string, unknown>): PromiseLike<unknown> };

/** SQLite: per connection (a prepared statement belongs to its connection), by drizzle session. */
const perConnection = new WeakMap<object, Map<string, Prepared>>();
/** PostgreSQL: per process, run on the client of the handle of the call (see below). */
const perProcess = new Map<string, Prepared>();
const names = new Set<string>();

/**
 * A statement whose SQL is built once instead of on every call: drizzle builds a query's SQL anew each
 * time, which on SQLite costs more than running most of ours. For the hot path (a lesson submission and
 * its batch): `build` makes the query with `sql.placeholder('…')` where values go, and the returned
 * function runs it on a handle (a unit's Tx for a write; for a read also the database, for committed
 * data) with values. Used only where the gain shows: each statement kept costs memory per connection.
 *
 * Each `name` names one statement for the whole process (it is PostgreSQL's prepared-statement name too).
 * On SQLite a statement is prepared once per connection (the writer's and the reader's). On PostgreSQL
 * drizzle's session, and so its prepared query, lives for one unit of work only; the query is therefore
 * prepared once for the process and run on the connection of the handle at hand (the unit's client, or
 * the pool for committed reads), where the pg driver parses it once per connection by its name.
 */
export function statement<H extends Reader, R, V extends Record<string, unknown> = Record<string, unknown>>(
  name: string,
  build: (db: H) => Preparable<R>,
): (db: H, values: V) => Promise<R> {
  if (names.has(name)) throw new Error(`statement ${name} is defined twice`);
  names.add(name);
  if (PROCESS_DIALECT === 'postgres') {
    return async (db, values) => {
      const handle = currentHandle(db);
      const client = (handle as unknown as WithSession).session?.client;
      let query = perProcess.get(name);
      if (!query) perProcess.set(name, (query = build(handle as H).prepare(name)));
      // drizzle's node-postgres query reads its client from `this.client` when it starts.
      const onClient = Object.create(query, { client: { value: client } }) as Prepared;
      return (await onClient.execute(values)) as R;
    };
  }
  return async (db, values) => {
    const handle = currentHandle(db);
    const session = (handle as unknown as WithSession).session ?? handle;
    let statements = perConnection.get(session);
    if (!statements) perConnection.set(session, (statements = new Map()));
    let query = statements.get(name);
    if (!query) statements.set(name, (query = build(handle as H).prepare(name)));
    return (await query.execute(values)) as R;
  };
}

/**
 * A multi-row statement built once for each number of rows it is run with (up to `maxRows`; beyond, it
 * is built for the call): `build` makes it for `rows` rows, naming row i's values with an `_${i}` suffix
 * (`row(i, 'points')` names that placeholder). Each size is one statement of its own (`${name}-${rows}`).
 */
export function rowsStatement<H extends Reader, R>(
  name: string,
  maxRows: number,
  build: (db: H, rows: number) => Preparable<R>,
): (db: H, rows: number, values: Record<string, unknown>) => Promise<R> {
  const bySize = new Map<number, (db: H, values: Record<string, unknown>) => Promise<R>>();
  if (names.has(name)) throw new Error(`statement ${name} is defined twice`);
  names.add(name);
  return (db, rows, values) => {
    let run = bySize.get(rows);
    if (!run) {
      if (rows > maxRows)
        return build(currentHandle(db) as H, rows)
          .prepare(`${name}-${rows}`)
          .execute(values) as Promise<R>;
      bySize.set(rows, (run = statement(`${name}-${rows}`, (handle: H) => build(handle, rows))));
    }
    return run(db, values);
  };
}

/** The placeholder name of a row's value in a `rowsStatement`. */
export const row = (index: number, field: string) => `${field}_${index}`;

/**
 * An insert of any number of rows with the same fields, in statements of at most `maxRows` rows, each
 * built once per number of rows (`rowsStatement`): `build` makes the insert from that many rows of
 * placeholders (each field of each row one of its own). Answers each statement's result, in order.
 */
export function rowsInsert<T extends Record<string, unknown>, R>(
  name: string,
  maxRows: number,
  fields: readonly (keyof T & string)[],
  build: (tx: Tx, rows: Record<keyof T & string, Placeholder>[]) => Preparable<R>,
): (tx: Tx, rows: readonly T[]) => Promise<R[]> {
  const insert = rowsStatement(name, maxRows, (tx: Tx, count: number) =>
    build(
      tx,
      Array.from(
        { length: count },
        (_, i) =>
          Object.fromEntries(fields.map((field) => [field, sql.placeholder(row(i, field))])) as Record<
            keyof T & string,
            Placeholder
          >,
      ),
    ),
  );
  return async (tx, rows) => {
    const answers: R[] = [];
    for (let start = 0; start < rows.length; start += maxRows) {
      const part = rows.slice(start, start + maxRows);
      const values: Record<string, unknown> = {};
      part.forEach((one, i) => {
        for (const field of fields) values[row(i, field)] = one[field];
      });
      answers.push(await insert(tx, part.length, values));
    }
    return answers;
  };
}

/** A select built with placeholders, as `together` takes its parts. */
type Part<R> = Preparable<R> & SQLWrapper;
type PartsOf<H, P> = { [K in keyof P]: (db: H) => Part<P[K]> };

const pgDialect = new PgDialect();

/** drizzle's own row mapping (exported by its package, left out of its types): `together` maps rows as it does. */
type Fields = { path: string[]; field: unknown }[];
const { mapResultRow, orderSelectedFields } = drizzleOrm as unknown as {
  mapResultRow(fields: Fields, row: unknown[], joinsNotNullableMap: undefined): unknown;
  orderSelectedFields(fields: Record<string, unknown>): Fields;
};

/**
 * Several reads asked together: on PostgreSQL one statement, one round trip instead of one each (each part
 * a subquery whose rows come back as a JSON array, mapped as drizzle maps its own rows); on SQLite, where
 * a statement costs no trip, each part a statement of its own (built once, as `statement`). `build` makes
 * each part with `sql.placeholder('…')` where values go. The answer names each part's rows; the parts named in
 * `skip` answer no rows (SQLite does not run them).
 */
export function together<H extends Reader, P extends Record<string, unknown>>(
  name: string,
  build: PartsOf<H, P>,
): (db: H, values: Record<string, unknown>, skip?: readonly (keyof P)[]) => Promise<P> {
  const keys = Object.keys(build) as (keyof P & string)[];
  if (PROCESS_DIALECT !== 'postgres') {
    const runs = keys.map((key) => [key, statement(`${name}.${key}`, build[key])] as const);
    return async (db, values, skip) => {
      const answer = {} as Record<string, unknown>;
      for (const [key, run] of runs) answer[key] = skip?.includes(key) ? [] : await run(db, values);
      return answer as P;
    };
  }
  if (names.has(name)) throw new Error(`statement ${name} is defined twice`);
  names.add(name);
  let built: { text: string; params: unknown[]; fields: Fields[] } | undefined;
  return async (db, values, skip) => {
    const handle = currentHandle(db);
    if (!built) {
      const parts = keys.map((key) => build[key](handle as H));
      const fields = parts.map((part) =>
        orderSelectedFields((part as unknown as { config: { fields: Record<string, unknown> } }).config.fields),
      );
      // Each part's columns renamed c0, c1, … (two may share a name, such as two sums).
      const columns = parts.map((part, i) => {
        const names = sql.raw(fields[i]!.map((_, c) => `c${c}`).join(', '));
        return sql`(select coalesce(json_agg(t), '[]'::json) from (${part.getSQL()}) as t(${names})) as ${sql.raw(`p${i}`)}`;
      });
      const query = pgDialect.sqlToQuery(sql`select ${sql.join(columns, sql`, `)}` as SQL);
      built = { text: query.sql, params: query.params, fields };
    }
    const client = (handle as unknown as WithSession).session!.client as {
      query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: Record<string, unknown>[] }>;
    };
    const { rows } = await client.query({ name, text: built.text, values: fillPlaceholders(built.params, values) });
    const answer = {} as Record<string, unknown>;
    keys.forEach((key, i) => {
      const fields = built!.fields[i]!;
      answer[key] = skip?.includes(key)
        ? []
        : (rows[0]![`p${i}`] as Record<string, unknown>[]).map((row) =>
            mapResultRow(
              fields,
              fields.map((_, c) => row[`c${c}`]),
              undefined,
            ),
          );
    });
    return answer as P;
  };
}
