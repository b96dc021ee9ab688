import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestDatabaseSpace } from './test-database.js';

/**
 * A test server's database as a server's start leaves it (migrated, content loaded, demo data when
 * asked), copied from one made once per test process and kind: a start on a fresh database costs
 * about a second on PostgreSQL and half of one on SQLite, a copy a tenth. The copy still goes through
 * the server's own start, which finds everything in place.
 */

/** The settings that change what a start writes. */
type StartKind = { seedDemoData: boolean; curriculumDir?: string };
type Start = (space: TestDatabaseSpace, kind: StartKind) => Promise<void>;

const templates = new Map<string, Promise<TestDatabaseSpace>>();
const nextCopies = new Map<string, Promise<TestDatabaseSpace>>();
let templateCount = 0;

function quote(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

function databaseUrl(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A PostgreSQL database of its own (named for this process, so a crashed run's leftovers can be told apart). */
function postgresSpace(url: string, template?: string): { name: string; space: () => Promise<TestDatabaseSpace> } {
  const name = `codeyard_t${process.pid}_${randomBytes(5).toString('hex')}`;
  const dir = mkdtempSync(join(tmpdir(), 'codeyard-test-'));
  return {
    name,
    space: async () => {
      await onServer(url, (c) =>
        c.query(`create database ${quote(name)}${template ? ` template ${quote(template)}` : ''}`),
      );
      return {
        config: { databasePath: join(dir, 'app.db'), databaseUrl: databaseUrl(url, name) },
        dir,
        drop: () =>
          onServer(url, (c) => c.query(`drop database if exists ${quote(name)} with (force)`)).then(() => undefined),
      };
    },
  };
}

/** Leftover databases of test processes that ended without dropping them. */
async function dropLeftovers(url: string): Promise<void> {
  await onServer(url, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where datname like 'codeyard\\_t%'",
    );
    for (const { datname } of rows) {
      const pid = Number(/^codeyard_t(\d+)_/.exec(datname)?.[1]);
      if (!pid || pid === process.pid || isAlive(pid)) continue;
      await client.query(`drop database if exists ${quote(datname)} with (force)`).catch(() => undefined);
    }
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function makeTemplate(kind: StartKind, start: Start): Promise<TestDatabaseSpace> {
  const url = process.env.DATABASE_URL;
  if (url) {
    if (templateCount++ === 0) await dropLeftovers(url);
    const made = await postgresSpace(url).space();
    await start(made, kind);
    return made;
  }
  const dir = mkdtempSync(join(tmpdir(), 'codeyard-template-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  const made: TestDatabaseSpace = { config: { databasePath: join(dir, 'app.db') }, dir, drop: async () => undefined };
  await start(made, kind);
  return made;
}

/**
 * A fresh space holding what a start of this kind writes. `start` runs the server's start on the
 * template (and must close it, so the file or database can be copied).
 */
export async function startedSpace(kind: StartKind, start: Start): Promise<TestDatabaseSpace> {
  const key = `${kind.seedDemoData}|${kind.curriculumDir}`;
  let template = templates.get(key);
  if (!template) {
    template = makeTemplate(kind, start);
    templates.set(key, template);
    template.catch(() => templates.delete(key));
  }
  const made = await template;
  const url = process.env.DATABASE_URL;
  if (url) {
    const copy = () => postgresSpace(url, new URL(made.config.databaseUrl!).pathname.slice(1)).space();
    // A copy takes PostgreSQL most of a second: the next test's is made while this one runs. The last one a
    // process made and never used is dropped by the next run (dropLeftovers).
    const ready = nextCopies.get(key) ?? copy();
    const next = copy();
    next.catch(() => undefined);
    nextCopies.set(key, next);
    return ready;
  }
  const dir = mkdtempSync(join(tmpdir(), 'codeyard-test-'));
  const path = join(dir, 'app.db');
  copyFileSync(made.config.databasePath, path);
  if (existsSync(`${made.config.databasePath}-wal`)) copyFileSync(`${made.config.databasePath}-wal`, `${path}-wal`);
  return { config: { databasePath: path }, dir, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}
