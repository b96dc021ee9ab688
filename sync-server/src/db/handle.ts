import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { SQL } from 'drizzle-orm';
import type { Dialect } from './dialect.js';
import type * as schema from './schema/pg.js';

type Drizzle = NodePgDatabase<typeof schema>;

/**
 * Inside a unit of work: the query builders both dialects share (select, insert, update, delete, with).
 * Results are awaited; an insert, update or delete that must say what it touched uses `.returning()`.
 */
export type Tx = Pick<Drizzle, 'select' | 'selectDistinct' | 'insert' | 'update' | 'delete' | '$with' | 'with'>;

/** Reads: what a function that only looks needs. A unit of work's Tx is a Reader too. */
export type Reader = Pick<Drizzle, 'select' | 'selectDistinct' | '$with' | 'with'>;

export interface WriteOptions {
  /**
   * Units started inside this one join it instead of taking a savepoint each (a savepoint is two round
   * trips on PostgreSQL). Only for a unit that fails as a whole when any part of it throws — a queueable
   * call's exactly-once unit, whose handler's errors end the call (http/contract-routes.ts) — since a part
   * that throws is then not undone on its own: a caller that caught its error would go on with the part's
   * writes done (SQLite) or with the transaction aborted (PostgreSQL).
   */
  partsJoin?: boolean;
}

/**
 * The database as services see it: reads, and units of work that commit as one. The same API on both
 * dialects (db/sqlite.ts, db/postgres.ts); nothing above this seam knows which one it runs on.
 *
 * Reads made inside a unit of work (on the unit's Tx or on this object) see the unit's own writes;
 * reads outside see only committed data, never another unit's half-done work.
 */
export interface Database extends Reader {
  readonly kind: Dialect;
  /**
   * Runs `work` as one unit of work: it commits as a whole before the promise resolves, or not at all
   * when `work` throws (the error is rethrown). A unit does no slow I/O (hashing, network): on SQLite
   * units run one at a time. Called inside a unit, it runs as a part of that unit: when it throws, only
   * its own writes are undone (the sync batch runs its items so). `work` may run more than once (on
   * PostgreSQL after a conflict with another unit, or after a part failed: see db/postgres.ts), so it does
   * nothing outside the database that a second run would repeat.
   */
  write<T>(work: (tx: Tx) => Promise<T>, options?: WriteOptions): Promise<T>;
  /** Runs `work` while no other server on this database runs it: start-up (migrations, content, seed). */
  alone<T>(work: () => Promise<T>): Promise<T>;
  /** Raw rows of a statement: for tests and tools that look at tables, never for services. */
  rows(query: SQL): Promise<Record<string, unknown>[]>;
  close(): Promise<void>;
}
