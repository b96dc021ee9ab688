import type { Database } from './handle.js';
import { openPostgres } from './postgres.js';
import { openSqlite } from './sqlite.js';
import { dialectOf, PROCESS_DIALECT } from './dialect.js';

export type { Database, Reader, Tx } from './handle.js';
export { row, rowsInsert, rowsStatement, statement, together } from './statements.js';
export { deferredRows } from './unit-end.js';
export { writesTo } from './table-writes.js';
export { insertsOnce } from './insert-once.js';
export interface DatabaseConfig {
  /** postgres://… for PostgreSQL; unset for the embedded SQLite file. */
  databaseUrl?: string;
  /** The SQLite file. */
  databasePath: string;
  /** PostgreSQL only: a schema of its own (each test file gets one). */
  databaseSchema?: string;
}

/** Opens the configured database and applies its migrations. */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  const dialect = dialectOf(config.databaseUrl);
  // The table objects were chosen for this process's dialect when its modules loaded (db/tables.ts).
  if (dialect !== PROCESS_DIALECT)
    throw new Error(`This process was started for ${PROCESS_DIALECT}: set DATABASE_URL before it starts.`);
  return dialect === 'postgres'
    ? openPostgres({ url: config.databaseUrl!, ...(config.databaseSchema && { schema: config.databaseSchema }) })
    : openSqlite(config.databasePath);
}
