import type { Language } from '@codeyard/shared-schema';
import { asc } from 'drizzle-orm';
import type { Reader } from '../db/index.js';
import { courses } from '../db/tables.js';

/** The course catalogue in one language (GET /get-curriculum-overview): the public course and pricing pages. */
export async function curriculumOverview(db: Reader, lang: Language) {
  return await db
    .select({
      id: courses.id,
      number: courses.number,
      track: courses.track,
      level: courses.level,
      title: lang === 'ar' ? courses.titleAr : courses.titleEn,
      description: lang === 'ar' ? courses.descriptionAr : courses.descriptionEn,
      min_age: courses.minAge,
      max_age: courses.maxAge,
      lesson_count: courses.lessonCount,
      price: courses.price,
    })
    .from(courses)
    .orderBy(asc(courses.sortOrder), asc(courses.number));
}
