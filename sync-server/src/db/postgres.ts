import type { SQL } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import type { Database, Tx, WriteOptions } from './handle.js';
import { migrationsFolder } from './migrations.js';
import { markOrigin } from './origin.js';
import { readerOver } from './reader.js';
import { tableWriteCounter } from './table-writes.js';
import { unitEnds, withUnitEnd } from './unit-end.js';
import * as schema from './schema/pg.js';

type Drizzle = NodePgDatabase<typeof schema>;
type Transaction = Parameters<Parameters<Drizzle['transaction']>[0]>[0];

/**
 * Errors after which a whole unit of work is run again from the start: a serialisation failure, a
 * deadlock, or a unique key taken by a concurrent unit (its check-then-insert raced another server's).
 */
const RETRYABLE = new Set(['40001', '40P01', '23505']);
const MAX_ATTEMPTS = 3;

/** Every server on the same database takes this advisory lock for its start-up writes. */
const START_UP_LOCK = 7_305_001;

export interface PostgresOptions {
  url: string;
  /** A schema of its own (tests): created when missing, and the only one the connections see. */
  schema?: string;
  poolSize?: number;
}

/**
 * PostgreSQL for a district or a country: a pool per server, each unit of work one transaction (read
 * committed) on a connection of its own; PostgreSQL itself shares commits between concurrent units. Reads
 * outside a unit see only committed data. Several stateless servers share one database.
 */
export async function openPostgres(options: PostgresOptions): Promise<Database> {
  const searchPath = options.schema ? `-c search_path=${quoteIdentifier(options.schema)}` : undefined;
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    ...(searchPath && { options: searchPath }),
  });
  pool.on('error', () => undefined); // an idle connection dropped by the server: the pool opens another
  if (options.schema) await pool.query(`create schema if not exists ${quoteIdentifier(options.schema)}`);
  const db = drizzle(pool, { schema, logger: tableWriteCounter });

  await withAdvisoryLock(pool, () =>
    migrate(db, {
      migrationsFolder: migrationsFolder('postgres'),
      ...(options.schema && { migrationsSchema: options.schema }),
    }),
  );

  const units = new AsyncLocalStorage<Transaction>();
  const origin = {};
  const asTx = (handle: Drizzle | Transaction) => markOrigin(handle, origin) as unknown as Tx;

  /** The units (and savepoints) whose parts join them (WriteOptions.partsJoin). */
  const joinedBy = new WeakSet<object>();

  async function unit<T>(work: (tx: Tx) => Promise<T>, options?: WriteOptions): Promise<T> {
    let careful = false;
    for (let attempt = 1; ; attempt++) {
      const state: UnitState = { careful, partFailed: false, failure: undefined };
      try {
        return await db.transaction(async (tx) => {
          heldLocks.set(tx, new Set());
          unitStates.set(tx, state);
          if (options?.partsJoin) joinedBy.add(tx);
          const handle = asTx(tx);
          return units.run(tx, () =>
            withUnitEnd(handle, async () => {
              const value = await work(handle);
              // Before the unit's end writes what it noted: this run is undone anyway.
              if (state.partFailed) throw new RunCarefully();
              return value;
            }),
          );
        });
      } catch (error) {
        // A part failed with no savepoint to undo it alone, and the unit went on after it: the whole unit
        // again, each part in a savepoint. (When the part's error ended the unit, that is the outcome.)
        if (state.partFailed && !careful && error !== state.failure) {
          careful = true;
          attempt--;
          continue;
        }
        if (attempt >= MAX_ATTEMPTS || !RETRYABLE.has(postgresCode(error) ?? '')) throw error;
      }
    }
  }

  /**
   * A part of the unit `inside`. Parts take no savepoint at first (a savepoint is a round trip, and a batch's
   * items are parts): when one throws, the unit cannot undo it alone, so the unit is rolled back once it
   * ends and run again from the start with every part in a savepoint of its own (drizzle's nested
   * transaction, with one round trip fewer). Parts seldom fail (a batch item refused), so most units never
   * pay for savepoints.
   *
   * In a savepoint, a part that ended is not released at once: its release goes with the next part's
   * savepoint in one statement (`release savepoint sp1; savepoint sp1`), and the commit releases the last.
   * Until then the statements of the unit run inside the ended part's savepoint, which changes nothing: it
   * is never rolled back to.
   */
  async function part<T>(inside: Transaction, work: (tx: Tx) => Promise<T>, options?: WriteOptions): Promise<T> {
    const unitEnd = unitEnds.getStore();
    const state = unitStates.get(inside)!;
    // Once a part failed, the unit runs again: the rest of this run is not worth doing.
    if (state.partFailed) throw new RunCarefully();
    const { dialect, session, schema, nestedIndex } = inside as unknown as TransactionInternals;
    const nested = new (inside.constructor as new (...args: unknown[]) => Transaction)(
      dialect,
      session,
      schema,
      nestedIndex + 1,
    );
    unitStates.set(nested, state);
    if (options?.partsJoin) joinedBy.add(nested);
    const handle = asTx(nested);
    if (!state.careful) {
      // Locks are released only with the whole unit here: the part's are the unit's at once.
      heldLocks.set(nested, heldLocks.get(inside)!);
      try {
        return await units.run(nested, () => withUnitEnd(handle, () => work(handle), unitEnd));
      } catch (error) {
        state.partFailed = true;
        state.failure = error;
        throw error;
      }
    }
    const name = `sp${nestedIndex + 1}`;
    const client = session.client;
    const release = unreleased.get(inside);
    unreleased.delete(inside);
    await client.query(release ? `release savepoint ${release}; savepoint ${name}` : `savepoint ${name}`);
    // Locks taken in a savepoint are released when it rolls back: they count only once it succeeded.
    const held = new Set(heldLocks.get(inside));
    heldLocks.set(nested, held);
    try {
      const result = await units.run(nested, () => withUnitEnd(handle, () => work(handle), unitEnd));
      for (const key of held) heldLocks.get(inside)?.add(key);
      return result;
    } catch (error) {
      await client.query(`rollback to savepoint ${name}`);
      throw error;
    } finally {
      unreleased.set(inside, name);
    }
  }

  return markOrigin(
    {
      kind: 'postgres' as const,
      ...readerOver(() => asTx(units.getStore() ?? db)),
      write<T>(work: (tx: Tx) => Promise<T>, options?: WriteOptions): Promise<T> {
        const inside = units.getStore();
        if (inside && joinedBy.has(inside)) return work(asTx(inside));
        // A part of a unit: a savepoint, seen by the rest of the unit.
        if (inside) return part(inside, work, options);
        return unit(work, options);
      },
      alone: (work) => withAdvisoryLock(pool, work),
      async rows(query: SQL) {
        const result = await (units.getStore() ?? db).execute(query);
        return result.rows as Record<string, unknown>[];
      },
      async close() {
        await pool.end();
      },
    },
    origin,
  );
}

/** What a drizzle transaction holds (not in its types): to open a nested one as drizzle does. */
interface TransactionInternals {
  dialect: unknown;
  session: { client: pg.PoolClient };
  schema: unknown;
  nestedIndex: number;
}

/** A unit of work's run: whether its parts take savepoints, and whether one failed without. */
interface UnitState {
  careful: boolean;
  partFailed: boolean;
  /** What the failed part threw. */
  failure: unknown;
}
/** The run of the unit each transaction handle (the unit's, or a part's) belongs to. */
const unitStates = new WeakMap<object, UnitState>();

/**
 * Whether the unit of work `handle` belongs to runs its parts without savepoints (PostgreSQL's first run of
 * a unit): what it writes may then be checked at its end, and the unit run again carefully when it fails.
 */
export function partsUnguarded(handle: object): boolean {
  const state = unitStates.get(handle);
  return state !== undefined && !state.careful;
}

/** Ends this run of the unit `handle` belongs to: the unit runs again, each part in a savepoint. */
export function runAgainCarefully(handle: object): never {
  unitStates.get(handle)!.partFailed = true;
  throw new RunCarefully();
}

/** Thrown to end a run of a unit whose part failed without a savepoint: the unit runs again, carefully. */
class RunCarefully extends Error {
  constructor() {
    super('a part of this unit of work failed: it runs again with savepoints');
  }
}

/** The savepoint of a part that ended and is not released yet, by the unit (or part) it was a part of. */
const unreleased = new WeakMap<object, string>();

/** The transaction-level locks (their keys) each unit of work, or savepoint, holds: see `lockOnce`. */
const heldLocks = new WeakMap<object, Set<number>>();

/**
 * Whether a transaction-level lock `key` must be taken now by the unit of work (or savepoint) `handle`
 * stands for: true the first time, then false until the unit ends (the caller takes it when true). A
 * lock taken inside a savepoint that rolled back is taken again. Outside a unit: always true.
 */
export function lockOnce(handle: object, key: number): boolean {
  const held = heldLocks.get(handle);
  if (!held) return true;
  if (held.has(key)) return false;
  held.add(key);
  return true;
}

async function withAdvisoryLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [START_UP_LOCK]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [START_UP_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** The SQLSTATE of a PostgreSQL error, also when drizzle wrapped it. */
export function postgresCode(error: unknown): string | undefined {
  for (
    let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

function quoteIdentifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a schema name: ${name}`);
  return `"${name}"`;
}
