import type { Reader } from './handle.js';
import { currentHandle } from './reader.js';

/** What a drizzle query built with placeholders offers on both dialects. */
interface Preparable<R> {
  prepare(name: string): { execute(values?: Record<string, unknown>): PromiseLike<R> };
}

/** drizzle's session of a handle: one per connection on SQLite, one per unit of work on PostgreSQL. */
type WithSession = { session?: object };

const prepared = new WeakMap<
  object,
  Map<string, { execute(values?: Record<string, unknown>): PromiseLike<unknown> }>
>();
const names = new Set<string>();

/**
 * A statement whose SQL is built once per connection instead of on every call: drizzle builds a query's
 * SQL anew each time, which on SQLite costs more than running most of ours. For the hot path (a lesson
 * submission and its batch): `build` makes the query with `sql.placeholder('…')` where values go, and the
 * returned function runs it on a handle (a unit's Tx for a write; for a read also the database, for
 * committed data) with values. Used only where the gain shows: each statement kept costs memory per connection.
 *
 * Each `name` names one statement for the whole process (it is PostgreSQL's prepared-statement name too).
 */
export function statement<H extends Reader, R, V extends Record<string, unknown> = Record<string, unknown>>(
  name: string,
  build: (db: H) => Preparable<R>,
): (db: H, values: V) => Promise<R> {
  if (names.has(name)) throw new Error(`statement ${name} is defined twice`);
  names.add(name);
  return async (db, values) => {
    const handle = currentHandle(db);
    const session = (handle as unknown as WithSession).session ?? handle;
    let statements = prepared.get(session);
    if (!statements) prepared.set(session, (statements = new Map()));
    let query = statements.get(name);
    if (!query) statements.set(name, (query = build(handle as H).prepare(name)));
    return (await query.execute(values)) as R;
  };
}
