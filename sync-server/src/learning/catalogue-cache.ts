import { courseProgress, type CourseCount } from '@codeyard/shared-schema';
import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import { statement, type Reader } from '../db/index.js';
import { originOf } from '../db/origin.js';
import { catalogueStamps, courseContentVersions, courses, questions, stones } from '../db/tables.js';

/**
 * The catalogue (courses, their stones and questions, content versions) as every request sees it, read from the
 * database only when it changed. It changes when content loads at start-up (on any of the servers) and
 * when stones become playable; every request still asks the database one cheap question, the catalogue's
 * stamp (set anew by triggers on every write to the three tables), so a change made by another server or
 * a test is seen by the next request. This
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
  /** Each course's count for a student with no progress in it (the shared rule's, counted once). */
  readonly untouchedCounts: ReadonlyMap<number, CourseCount>;
  /** A stone's questions, retired ones included (answers may name them): read once per catalogue. */
  questionsOf(db: Reader, stoneId: number): Promise<readonly QuestionRow[]>;
}

export type QuestionRow = typeof questions.$inferSelect;
const NO_PROGRESS = new Map<number, never>();

// Read the first time a lesson's questions are needed: built once (db/statements.ts).
const questionsOfStone = statement('questions-of-stone', (db: Reader) =>
  db
    .select()
    .from(questions)
    .where(eq(questions.stoneId, sql.placeholder('stoneId'))),
);

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

const cached = new WeakMap<object, { stamp: string; catalogue: Catalogue }>();

/**
 * What changes when anything the catalogue holds changes: a random value the database's triggers set anew
 * with every write to the three tables (db/schema, catalogue_stamps), read by its key. Its caller asks it
 * together with its own reads (db `together`: one round trip on PostgreSQL) and passes it to `catalogueAt`.
 */
export const catalogueStampRead = (db: Reader) =>
  db.select({ stamp: catalogueStamps.stamp }).from(catalogueStamps).where(eq(catalogueStamps.id, 1));
export const stampIn = (rows: readonly { stamp: string }[]) => rows[0]?.stamp ?? '';

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
  const questionsByStone = new Map<number, readonly QuestionRow[]>();
  return {
    courses: Object.freeze(courseRows.map((c) => Object.freeze(c))),
    stoneById: new Map(stoneRows.map((s) => [s.id, s])),
    stonesByCourse,
    versions,
    untouchedCounts: new Map([...stonesByCourse].map(([id, list]) => [id, courseProgress(list, NO_PROGRESS)])),
    async questionsOf(reader, stoneId) {
      let rows = questionsByStone.get(stoneId);
      if (!rows) questionsByStone.set(stoneId, (rows = deepFreeze(await questionsOfStone(reader, { stoneId }))));
      return rows;
    },
  };
}

/**
 * The catalogue whose stamp `db` just read (`stampIn` of `catalogueStampRead`'s rows), as this reader sees
 * it now (inside a unit of work: with the unit's own writes).
 */
export async function catalogueAt(db: Reader, stamp: string): Promise<Catalogue> {
  const key = originOf(db);
  const known = cached.get(key);
  if (known?.stamp === stamp) return known.catalogue;
  const catalogue = await load(db);
  cached.set(key, { stamp, catalogue });
  return catalogue;
}
