import { eq } from 'drizzle-orm';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/index.js';
import { testDatabaseSpace } from '../test-support/test-database.js';
import { courses } from '../db/tables.js';
import { DEFAULT_CURRICULUM_DIR, loadCatalogue, readCatalogue } from './catalogue.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));
function copyOfContent(): string {
  const dir = mkdtempSync(join(tmpdir(), 'codeyard-catalogue-'));
  dirs.push(dir);
  cpSync(join(DEFAULT_CURRICULUM_DIR, 'catalogue.json'), join(dir, 'catalogue.json'));
  return dir;
}

describe('the catalogue content file', () => {
  it('loads the eleven courses, and a changed file updates them in place at the next start', async () => {
    const dir = copyOfContent();
    const space = testDatabaseSpace();
    const db = await openDatabase(space.config);
    await loadCatalogue(db, dir);
    const before = (await db.select().from(courses).where(eq(courses.number, 1)).limit(1))[0]!;
    expect(await db.select().from(courses)).toHaveLength(11);

    const file = JSON.parse(readFileSync(join(dir, 'catalogue.json'), 'utf8'));
    file.courses[0].title.en = 'SmoothY Starter, second edition';
    file.courses[0].price = 8;
    writeFileSync(join(dir, 'catalogue.json'), JSON.stringify(file));
    await loadCatalogue(db, dir);
    const after = (await db.select().from(courses).where(eq(courses.number, 1)).limit(1))[0]!;
    expect(after).toMatchObject({ id: before.id, titleEn: 'SmoothY Starter, second edition', price: 8 });
    expect(await db.select().from(courses)).toHaveLength(11);
    await db.close();
    await space.drop();
  });

  it('refuses a file that breaks the format, naming the file and the place', () => {
    const dir = copyOfContent();
    const file = JSON.parse(readFileSync(join(dir, 'catalogue.json'), 'utf8'));
    file.courses[2].level = 'legendary';
    writeFileSync(join(dir, 'catalogue.json'), JSON.stringify(file));
    expect(() => readCatalogue(dir)).toThrow(/catalogue\.json: \/courses\/2\/level/);
  });

  it('refuses a course number used twice', () => {
    const dir = copyOfContent();
    const file = JSON.parse(readFileSync(join(dir, 'catalogue.json'), 'utf8'));
    file.courses[1].number = file.courses[0].number;
    writeFileSync(join(dir, 'catalogue.json'), JSON.stringify(file));
    expect(() => readCatalogue(dir)).toThrow(/appears twice/);
  });
});
