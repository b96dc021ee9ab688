import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { AppConfig } from '../config.js';
import { openDatabase, type Database } from '../db/index.js';

/**
 * Where the tests' databases live: a fresh SQLite file each, or — when the suite runs against PostgreSQL
 * (DATABASE_URL=postgres://… in the test environment, see vitest.config.ts) — a fresh schema each.
 */
export interface TestDatabaseSpace {
  config: Pick<AppConfig, 'databasePath' | 'databaseUrl' | 'databaseSchema'>;
  dir: string;
  drop: () => Promise<void>;
}

export function testDatabaseSpace(): TestDatabaseSpace {
  const dir = mkdtempSync(join(tmpdir(), 'codeyard-test-'));
  const url = process.env.DATABASE_URL;
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  if (!url) return { config: { databasePath: join(dir, 'app.db') }, dir, drop: async () => removeDir() };
  const schema = `test_${process.pid}_${randomBytes(6).toString('hex')}`;
  return {
    config: { databasePath: join(dir, 'app.db'), databaseUrl: url, databaseSchema: schema },
    dir,
    drop: async () => {
      removeDir();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`drop schema if exists "${schema}" cascade`);
      } finally {
        await client.end();
      }
    },
  };
}

/** A fresh database of the dialect under test, migrated, without the server around it. */
export async function startTestDatabase(): Promise<{ db: Database; close: () => Promise<void> }> {
  const space = testDatabaseSpace();
  const db = await openDatabase(space.config);
  return {
    db,
    close: async () => {
      await db.close();
      await space.drop();
    },
  };
}
