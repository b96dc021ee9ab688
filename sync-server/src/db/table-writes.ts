import { getTableName, type Logger, type Table } from 'drizzle-orm';

/** A table an insert, update or delete writes to (drizzle quotes every table name), also inside a `with`. */
const WRITE = /(?:insert into|update|delete from) "([^"]+)"/g;

const writes = new Map<string, number>();

/**
 * Counts the statements this process has run that write to each table, seen through drizzle's logger
 * (every query drizzle runs on either dialect passes it: built, prepared or in a unit of work). A
 * caller that read rows can tell cheaply whether anything in this process may have changed them since:
 * the counts of their tables moved. Writes by other processes are not seen, nor ones rolled back told
 * apart (a count only ever errs towards "changed").
 */
export const tableWriteCounter: Logger = {
  logQuery(query: string) {
    if (query.startsWith('select')) return;
    for (const [, table] of query.matchAll(WRITE)) writes.set(table!, (writes.get(table!) ?? 0) + 1);
  },
};

/** How many write statements this process has run on these tables so far. */
export function writesTo(tables: readonly Table[]): number {
  let sum = 0;
  for (const table of tables) sum += writes.get(getTableName(table)) ?? 0;
  return sum;
}
