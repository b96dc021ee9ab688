import { asc, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { statement, type Reader } from '../db/index.js';
import { originOf } from '../db/origin.js';
import { courseContentVersions, courses, stones } from '../db/tables.js';

/**
 * The catalogue (courses, their stones, content versions) as every request sees it, read from the
 * database only when it changed. It changes when content loads at start-up (on any of the servers) and
 * when stones become playable; every request still asks the database one cheap question, a fingerprint
 * of the three tables, so a change made by another server or a test is seen by the next request. This
 * keeps the submission path from reading and mapping the whole catalogue for each answer.
 */

export type CourseRow = typeof courses.$inferSelect;
/** A stone as the maps need it: without its intro, which only the lesson contents read (and parse). */
export type StoneRow = Omit<typeof stones.$inferSelect, 'intro'>;
const { intro: _intro, ...mapColumns } = getTableColumns(stones);

export interface Catalogue {
  readonly courses: readonly CourseRow[];
  /** Every stone, retired ones included (answers may name them). */
  readonly stoneById: ReadonlyMap<number, StoneRow>;
  /** The stones on each course's map, in order, retired ones left out. */
  readonly stonesByCourse: ReadonlyMap<number, readonly StoneRow[]>;
  readonly versions: ReadonlyMap<number, number>;
}

const cached = new WeakMap<object, { stamp: string; catalogue: Catalogue }>();

/**
 * What changes when anything the catalogue holds changes: counts, ids, positions, flags and text lengths
 * of its rows, aggregated by the database (a few hundred rows, no mapping).
 */
async function stampOf(db: Reader): Promise<string> {
  const [row] = await stampQuery(db, {});
  return JSON.stringify(row);
}

// Asked for every answer: built once (db/statements.ts).
const stampQuery = statement('catalogue-stamp', (db: Reader) => {
  const n = (expression: SQL) => sql`coalesce(${expression}, 0)`.mapWith(Number);
  return db
    .select({
      stones: n(sql`count(*)`),
      places: n(sql`sum(${stones.id} * (${stones.position} + 1) + ${stones.courseId})`),
      playable: n(sql`sum(case when ${stones.playable} then ${stones.id} else 0 end)`),
      retired: n(sql`sum(case when ${stones.retired} then ${stones.id} else 0 end)`),
      texts: n(
        sql`sum(${stones.id} * length(${stones.key} || ${stones.kind} || ${stones.titleEn} || ${stones.titleAr}))`,
      ),
      courses:
        n(sql`(select sum(${courses.id} * (${courses.sortOrder} + ${courses.number} + ${courses.minAge} + ${courses.maxAge} + ${courses.lessonCount} + ${courses.price} + 1)
      + length(${courses.track} || ${courses.level} || ${courses.titleEn} || ${courses.titleAr} || ${courses.descriptionEn} || ${courses.descriptionAr})) from ${courses})`),
      versions: n(
        sql`(select sum(${courseContentVersions.courseId} * ${courseContentVersions.version} + 1) from ${courseContentVersions})`,
      ),
    })
    .from(stones);
});

async function load(db: Reader): Promise<Catalogue> {
  const courseRows = await db.select().from(courses).orderBy(asc(courses.sortOrder), asc(courses.number));
  // Frozen: every request shares these rows, none may change them.
  const stoneRows = (await db.select(mapColumns).from(stones).orderBy(asc(stones.position), asc(stones.id))).map((s) =>
    Object.freeze(s),
  );
  const stonesByCourse = new Map<number, StoneRow[]>(courseRows.map((c) => [c.id, []]));
  for (const stone of stoneRows) if (!stone.retired) stonesByCourse.get(stone.courseId)?.push(stone);
  for (const list of stonesByCourse.values()) Object.freeze(list);
  const versions = new Map((await db.select().from(courseContentVersions)).map((v) => [v.courseId, v.version]));
  return {
    courses: Object.freeze(courseRows.map((c) => Object.freeze(c))),
    stoneById: new Map(stoneRows.map((s) => [s.id, s])),
    stonesByCourse,
    versions,
  };
}

/** The catalogue as this reader sees it now (inside a unit of work: with the unit's own writes). */
export async function catalogueOf(db: Reader): Promise<Catalogue> {
  const stamp = await stampOf(db);
  const key = originOf(db);
  const known = cached.get(key);
  if (known?.stamp === stamp) return known.catalogue;
  const catalogue = await load(db);
  cached.set(key, { stamp, catalogue });
  return catalogue;
}
