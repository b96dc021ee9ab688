/** The two databases the server runs on: SQLite embedded (one school), PostgreSQL (a district or a country). */
export type Dialect = 'sqlite' | 'postgres';

export function dialectOf(databaseUrl: string | undefined): Dialect {
  return databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl) ? 'postgres' : 'sqlite';
}

/**
 * The dialect of this process, from DATABASE_URL. A process serves one database, so the table objects
 * (db/tables.ts) are chosen once, when the server's modules load.
 */
export const PROCESS_DIALECT: Dialect = dialectOf(process.env.DATABASE_URL);
