import { CONTENT_KINDS, type ContentKind, type StoneKind } from '@codeyard/shared-schema';
import { and, eq } from 'drizzle-orm';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TSchema } from 'typebox';
import type { Reader } from '../db/index.js';
import { courses, stones } from '../db/tables.js';
import { CurriculumError, readCurriculum } from './loader.js';
import { validatorOf } from './validator.js';

/**
 * The one loader of a stone's content files (<dir>/<n>-<slug>/<folder>/<stone key>.json: SmoothY levels,
 * Python and Web exercises, project templates), read and checked at every start after loadCurriculum and
 * kept in memory: they need no table. A content kind is described once (ContentKindDescriptor: its folder
 * from the stone-player registry, its schema, its own checks, the stones it may belong to); a bad file
 * stops the start with a CurriculumError naming it and what is wrong. Read-only after it is built.
 */

/** What every content file of a stone is known by. */
export interface StoneContent<File> {
  stoneId: number;
  courseId: number;
  courseNumber: number;
  kind: StoneKind;
  /** The stone's place on its map (1-based). */
  position: number;
  /** The stone's key (and the file's name). */
  key: string;
  file: File;
}

export interface ContentRegistry<Entry> {
  /** The content of a stone, if it has some. */
  byStone(stoneId: number): Entry | undefined;
  /** A course's entries in map order. */
  ofCourse(courseId: number): readonly Entry[];
  /** Every entry (any order). */
  all(): readonly Entry[];
  /** Every stone that has content of this kind. */
  stoneIds(): number[];
  readonly size: number;
}

export interface ContentKindDescriptor<File extends { key: string }, Entry = StoneContent<File>> {
  content: ContentKind;
  schema: TSchema;
  /** Said when the schema's errors name nothing shown, e.g. "is not a valid level". */
  invalid: string;
  /** Schema error keywords not worth showing (the summaries of a union's branches). */
  hiddenKeywords: readonly string[];
  /** The stone kinds a file may belong to, and how the refusal names them ("a challenge or code"). */
  stoneKinds: readonly StoneKind[];
  stoneKindsText: string;
  /** What is wrong with the file on its own (after its key matched its name). */
  fileProblems?(file: File, shown: string): string[];
  /** What is wrong with the file in its course (e.g. a Python exercise in a Web course), before its stone. */
  courseProblems?(file: File, course: { number: number; track: string }): string[];
  /** What is wrong with the file for its stone's kind (in its course). */
  stoneProblems?(file: File, kind: StoneKind, course: { number: number; track: string }): string[];
  /** The entry kept for the stone (the content as is, unless given); may throw a CurriculumError. */
  entry?(content: StoneContent<File>, shown: string): Entry;
}

function stop(shown: string, problems: string[]): void {
  if (problems.length) throw new CurriculumError(shown, problems.slice(0, 5).join('; '));
}

function readContentFile<File extends { key: string }>(
  dir: string,
  shown: string,
  name: string,
  kind: ContentKindDescriptor<File, unknown>,
): File {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(join(dir, shown), 'utf8'));
  } catch (error) {
    throw new CurriculumError(shown, `cannot be read as JSON (${(error as Error).message})`);
  }
  const validator = validatorOf(kind.schema);
  if (!validator.Check(data)) {
    const problems = [...validator.Errors(data)]
      .filter((e) => !kind.hiddenKeywords.includes(e.keyword))
      .slice(0, 5)
      .map((e) => `${e.instancePath || '/'} ${e.message}`);
    throw new CurriculumError(shown, problems.join('; ') || kind.invalid);
  }
  const file = data as File;
  if (`${file.key}.json` !== name) throw new CurriculumError(shown, `key "${file.key}" does not match the file name`);
  stop(shown, kind.fileProblems?.(file, shown) ?? []);
  return file;
}

/** Reads and checks every file of one content kind and maps each to its stone; run after loadCurriculum. */
export async function loadContentKind<File extends { key: string }, Entry = StoneContent<File>>(
  db: Reader,
  dir: string,
  kind: ContentKindDescriptor<File, Entry>,
): Promise<ContentRegistry<Entry>> {
  const folderName = CONTENT_KINDS[kind.content].folder;
  const byStone = new Map<number, Entry>();
  const byCourse = new Map<number, Entry[]>();
  for (const { folder, map } of readCurriculum(dir)) {
    const contentDir = join(dir, folder, folderName);
    if (!existsSync(contentDir)) continue;
    const [course] = await db
      .select({ id: courses.id, track: courses.track })
      .from(courses)
      .where(eq(courses.number, map.course))
      .limit(1);
    if (!course) throw new CurriculumError(join(folder, 'course.json'), `course ${map.course} is not in the catalogue`);
    const list: { position: number; entry: Entry }[] = [];
    for (const name of readdirSync(contentDir)
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      const shown = join(folder, folderName, name);
      const file = readContentFile(dir, shown, name, kind);
      stop(shown, kind.courseProblems?.(file, { number: map.course, track: course.track }) ?? []);
      const mapStone = map.stones.find((s) => s.key === file.key);
      if (!mapStone || !kind.stoneKinds.includes(mapStone.kind)) {
        throw new CurriculumError(shown, `"${file.key}" is not ${kind.stoneKindsText} stone of course ${map.course}`);
      }
      stop(shown, kind.stoneProblems?.(file, mapStone.kind, { number: map.course, track: course.track }) ?? []);
      const [stone] = await db
        .select({ id: stones.id, position: stones.position })
        .from(stones)
        .where(and(eq(stones.courseId, course.id), eq(stones.key, file.key)))
        .limit(1);
      if (!stone) throw new CurriculumError(shown, `stone "${file.key}" of course ${map.course} is not loaded`);
      const content: StoneContent<File> = {
        stoneId: stone.id,
        courseId: course.id,
        courseNumber: map.course,
        kind: mapStone.kind,
        position: stone.position,
        key: file.key,
        file,
      };
      const entry = kind.entry ? kind.entry(content, shown) : (content as Entry);
      byStone.set(stone.id, entry);
      list.push({ position: stone.position, entry });
    }
    byCourse.set(
      course.id,
      list.sort((a, b) => a.position - b.position).map((e) => e.entry),
    );
  }
  return {
    byStone: (stoneId) => byStone.get(stoneId),
    ofCourse: (courseId) => byCourse.get(courseId) ?? [],
    all: () => [...byStone.values()],
    stoneIds: () => [...byStone.keys()],
    get size() {
      return byStone.size;
    },
  };
}
