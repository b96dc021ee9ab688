import { getTableName, type Column, type Table } from 'drizzle-orm';
import { getTableConfig as pgConfig, type PgTable } from 'drizzle-orm/pg-core';
import { getTableConfig as sqliteConfig, type SQLiteTable } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import * as postgres from './schema/pg.js';
import * as sqlite from './schema/sqlite.js';

/** What must be the same on both dialects: columns (with the type a service sees), keys, indexes. */
function describeTable(config: ReturnType<typeof pgConfig> | ReturnType<typeof sqliteConfig>) {
  const columnNames = (columns: readonly Column[]) => columns.map((c) => c.name);
  return {
    name: config.name,
    columns: config.columns.map((c) => ({
      name: c.name,
      type: c.dataType,
      notNull: c.notNull,
      hasDefault: c.hasDefault && !isRowidAlias(c),
      primary: c.primary,
      enumValues: c.enumValues ?? null,
    })),
    primaryKeys: config.primaryKeys.map((pk) => columnNames(pk.columns)),
    foreignKeys: config.foreignKeys
      .map((fk) => {
        const ref = fk.reference();
        return {
          columns: columnNames(ref.columns),
          table: getTableName(ref.foreignTable as Table),
          foreignColumns: columnNames(ref.foreignColumns),
        };
      })
      .sort((a, b) => a.columns.join().localeCompare(b.columns.join())),
    indexes: config.indexes
      .map((index) => ({
        name: index.config.name ?? '',
        unique: Boolean(index.config.unique),
        columns: index.config.columns.map((c) => (c as Column).name),
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/**
 * SQLite's `integer primary key` without autoincrement is an alias of the rowid, which drizzle counts as
 * a default; the server always gives it (course_content_versions.course_id), as PostgreSQL requires.
 */
const isRowidAlias = (c: Column) =>
  c.primary && 'autoIncrement' in c && !(c as Column & { autoIncrement: boolean }).autoIncrement;

const tablesOf = (module: Record<string, unknown>) =>
  Object.keys(module)
    .filter((key) => typeof module[key] === 'object')
    .sort();

describe('the two schemas (db/schema/sqlite.ts and db/schema/pg.ts)', () => {
  it('define the same tables', () => {
    expect(tablesOf(postgres)).toEqual(tablesOf(sqlite));
    expect(tablesOf(postgres).length).toBeGreaterThan(25);
  });

  it.each(tablesOf(postgres))('%s: same columns, types, keys and indexes', (name) => {
    const pg = describeTable(pgConfig((postgres as Record<string, unknown>)[name] as PgTable));
    const lite = describeTable(sqliteConfig((sqlite as Record<string, unknown>)[name] as SQLiteTable));
    expect(pg).toEqual(lite);
  });
});
