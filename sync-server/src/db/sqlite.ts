import BetterSqlite3 from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { sql, type SQL } from 'drizzle-orm';
import { SQLiteSyncDialect } from 'drizzle-orm/sqlite-core';
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Database, Tx, WriteOptions } from './handle.js';
import { migrationsFolder } from './migrations.js';
import { markOrigin } from './origin.js';
import { readerOver } from './reader.js';
import { tableWriteCounter } from './table-writes.js';
import { unitEnds, withUnitEnd, type UnitEnd } from './unit-end.js';
import * as schema from './schema/sqlite.js';

type Unit = {
  work: (tx: Tx) => Promise<unknown>;
  options: WriteOptions | undefined;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
};
type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/** How many units of work may share one commit at the most (a bound on how long the writer holds it). */
const MAX_UNITS_PER_COMMIT = 500;

const sqliteDialect = new SQLiteSyncDialect();

/**
 * The embedded database: one file in WAL mode, `synchronous = FULL` (an acknowledged write survives a
 * power cut), two connections.
 *
 * Units of work go through one writer connection and a queue: the writer opens a transaction, runs every
 * waiting unit in turn, each inside its own savepoint (a unit that throws rolls back to it, and only it),
 * and commits once for all of them; each unit's promise settles after that commit, so what a caller is
 * told is on disk. Reads outside a unit go to a second, read-only connection, which in WAL sees only
 * committed data: no request ever observes another's half-done unit. See docs/decisions.md (data layer).
 */
/**
 * drizzle prepares every query anew; preparing costs more than running most of ours. The connection keeps
 * the statements it prepared (by their SQL, the most recent 500) and hands them out again, reset to
 * answer rows as objects (drizzle switches a statement to arrays with raw() when it wants them).
 */
function reusePreparedStatements(connection: BetterSqlite3.Database, size = 500): void {
  const prepare = connection.prepare.bind(connection);
  const kept = new Map<string, BetterSqlite3.Statement>();
  connection.prepare = ((source: string) => {
    let statement = kept.get(source);
    if (statement) {
      kept.delete(source);
    } else {
      statement = prepare(source);
      if (kept.size >= size) kept.delete(kept.keys().next().value!);
    }
    kept.set(source, statement);
    if (statement.reader) statement.raw(false);
    return statement;
  }) as typeof connection.prepare;
}

/**
 * drizzle sends a query's LIMIT as a bound value (`limit ?`). This SQLite (built with STAT4) lets a bound
 * LIMIT steer its plan, so binding it expires the statement and every run prepares it again: 3 µs on a
 * one-table read, 25 µs on the session check that every call makes, several times what the read itself
 * costs. A LIMIT that is a number is therefore written into the SQL; a placeholder stays bound.
 */
function literalLimits(db: BetterSQLite3Database<typeof schema>): void {
  // buildLimit is drizzle's own (private in its types); it is what writes every select's LIMIT.
  const dialect = (db as unknown as { dialect: { buildLimit(limit: unknown): SQL | undefined } }).dialect;
  const bound = dialect.buildLimit.bind(dialect);
  dialect.buildLimit = (limit: unknown) =>
    typeof limit === 'number' && Number.isSafeInteger(limit) && limit >= 0 ? sql.raw(` limit ${limit}`) : bound(limit);
}

export function openSqlite(path: string): Database {
  if (path === ':memory:') throw new Error('The SQLite database must be a file (WAL needs one): set DATABASE_PATH.');
  mkdirSync(dirname(path), { recursive: true });
  const writerConnection = new BetterSqlite3(path);
  writerConnection.pragma('journal_mode = WAL');
  writerConnection.pragma('synchronous = FULL');
  writerConnection.pragma('foreign_keys = ON');
  writerConnection.pragma('busy_timeout = 5000');
  const writer = drizzle(writerConnection, { schema, logger: tableWriteCounter });
  literalLimits(writer);
  migrate(writer, { migrationsFolder: migrationsFolder('sqlite') });
  reusePreparedStatements(writerConnection);
  const readerConnection = new BetterSqlite3(path, { readonly: true });
  readerConnection.pragma('busy_timeout = 5000');
  reusePreparedStatements(readerConnection);
  const reader = drizzle(readerConnection, { schema });
  literalLimits(reader);

  const origin = {};
  markOrigin(writer, origin);
  markOrigin(reader, origin);
  const asTx = (db: BetterSQLite3Database<typeof schema>) => db as unknown as Tx;
  /** Inside a unit of work: whether units started in it join it (WriteOptions.partsJoin). */
  const inUnit = new AsyncLocalStorage<{ partsJoin: boolean }>();
  // Every unit takes a savepoint and releases it: prepared once rather than parsed by exec() each time.
  const savepoint = writerConnection.prepare('SAVEPOINT unit');
  const release = writerConnection.prepare('RELEASE unit');
  const rollbackTo = writerConnection.prepare('ROLLBACK TO unit');
  const queue: Unit[] = [];
  let draining = false;
  let drainSoon: NodeJS.Immediate | undefined;

  /** One unit (or a part of one, whose unit is `parent`) in a savepoint of its own. */
  async function inSavepoint(
    work: (tx: Tx) => Promise<unknown>,
    options: WriteOptions | undefined,
    parent: UnitEnd | undefined,
  ): Promise<Outcome> {
    savepoint.run();
    try {
      const tx = asTx(writer);
      const value = await inUnit.run({ partsJoin: options?.partsJoin ?? false }, () =>
        withUnitEnd(tx, () => work(tx), parent),
      );
      release.run();
      return { ok: true, value };
    } catch (error) {
      rollbackTo.run();
      release.run();
      return { ok: false, error };
    }
  }

  async function drain() {
    draining = true;
    try {
      while (queue.length > 0) {
        const done: { unit: Unit; outcome: Outcome }[] = [];
        writerConnection.exec('BEGIN IMMEDIATE');
        // Units that arrive while earlier ones run join the same commit.
        while (queue.length > 0 && done.length < MAX_UNITS_PER_COMMIT) {
          const unit = queue.shift()!;
          done.push({ unit, outcome: await inSavepoint(unit.work, unit.options, undefined) });
        }
        try {
          writerConnection.exec('COMMIT');
        } catch (error) {
          if (writerConnection.inTransaction) writerConnection.exec('ROLLBACK');
          for (const { unit } of done) unit.reject(error);
          continue;
        }
        for (const { unit, outcome } of done) {
          if (outcome.ok) unit.resolve(outcome.value);
          else unit.reject(outcome.error);
        }
      }
    } finally {
      draining = false;
    }
  }

  return markOrigin(
    {
      kind: 'sqlite' as const,
      ...readerOver(() => (inUnit.getStore() ? asTx(writer) : asTx(reader))),
      async write<T>(work: (tx: Tx) => Promise<T>, options?: WriteOptions): Promise<T> {
        const unit = inUnit.getStore();
        if (unit?.partsJoin) return work(asTx(writer));
        if (unit) {
          const outcome = await inSavepoint(work, options, unitEnds.getStore());
          if (!outcome.ok) throw outcome.error;
          return outcome.value as T;
        }
        return new Promise<T>((resolve, reject) => {
          queue.push({ work, options, resolve: resolve as (value: unknown) => void, reject });
          if (!draining && !drainSoon) {
            // Not at once: the requests read from the sockets in this turn of the event loop reach here
            // in it too, and share the commit (and its fsync) instead of taking one each.
            drainSoon = setImmediate(() => {
              drainSoon = undefined;
              void drain();
            });
          }
        });
      },
      alone: (work) => work(),
      async rows(query: SQL) {
        const { sql: text, params } = sqliteDialect.sqlToQuery(query);
        const statement = (inUnit.getStore() ? writerConnection : readerConnection).prepare(text);
        if (statement.reader) return statement.all(...params) as Record<string, unknown>[];
        statement.run(...params);
        return [];
      },
      async close() {
        while (draining || drainSoon || queue.length > 0) await new Promise((resolve) => setTimeout(resolve, 5));
        readerConnection.close();
        writerConnection.close();
      },
    },
    origin,
  );
}
