import { eq } from 'drizzle-orm';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { courses } from '../db/schema.js';
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
  it('loads the eleven courses, and a changed file updates them in place at the next start', () => {
    const dir = copyOfContent();
    const db = openDatabase(join(dir, 'app.db'));
    loadCatalogue(db, dir);
    const before = db.select().from(courses).where(eq(courses.number, 1)).get()!;
    expect(db.select().from(courses).all()).toHaveLength(11);

    const file = JSON.parse(readFileSync(join(dir, 'catalogue.json'), 'utf8'));
    file.courses[0].title.en = 'SmoothY Starter, second edition';
    file.courses[0].price = 8;
    writeFileSync(join(dir, 'catalogue.json'), JSON.stringify(file));
    loadCatalogue(db, dir);
    const after = db.select().from(courses).where(eq(courses.number, 1)).get()!;
    expect(after).toMatchObject({ id: before.id, titleEn: 'SmoothY Starter, second edition', price: 8 });
    expect(db.select().from(courses).all()).toHaveLength(11);
    db.$client.close();
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
