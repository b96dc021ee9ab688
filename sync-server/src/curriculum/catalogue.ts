import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { CatalogueFile, type CatalogueCourse } from '@codeyard/shared-schema';
import { Value } from 'typebox/value';
import type { Database } from '../db/index.js';
import { courses } from '../db/tables.js';

export const DEFAULT_CURRICULUM_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../content/curriculum');

/** Reads and validates catalogue.json; a bad file stops the start with a message naming it. */
export function readCatalogue(dir: string = DEFAULT_CURRICULUM_DIR): CatalogueCourse[] {
  const file = join(dir, 'catalogue.json');
  const data: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Value.Check(CatalogueFile, data)) {
    const first = [...Value.Errors(CatalogueFile, data)][0];
    throw new Error(`${file}: ${first?.instancePath || '/'} ${first?.message ?? 'is not a catalogue'}`);
  }
  const numbers = data.courses.map((c) => c.number);
  if (new Set(numbers).size !== numbers.length) throw new Error(`${file}: a course number appears twice`);
  return data.courses;
}

/**
 * Loads the catalogue into the courses table at every start: a course is matched by its number and
 * updated in place (its id, and everything that points at it, stays), a new one is added.
 */
export async function loadCatalogue(db: Database, dir: string = DEFAULT_CURRICULUM_DIR): Promise<void> {
  const catalogue = readCatalogue(dir);
  await db.write(async (tx) => {
    for (const [index, course] of catalogue.entries()) {
      const row = {
        number: course.number,
        track: course.track,
        level: course.level,
        titleEn: course.title.en,
        titleAr: course.title.ar,
        descriptionEn: course.description.en,
        descriptionAr: course.description.ar,
        minAge: course.ages.min,
        maxAge: course.ages.max,
        lessonCount: course.lessons,
        price: course.price,
        sortOrder: index + 1,
      };
      const [existing] = await tx
        .select({ id: courses.id })
        .from(courses)
        .where(eq(courses.number, course.number))
        .limit(1);
      if (existing) await tx.update(courses).set(row).where(eq(courses.id, existing.id));
      else await tx.insert(courses).values(row);
    }
  });
}
