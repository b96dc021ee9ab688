import { LevelFile, levelProblems, programProblems } from '@codeyard/shared-schema/smoothy';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Reader, Tx } from '../db/index.js';
import { courses, stones } from '../db/tables.js';
import { CurriculumError, readCurriculum } from './loader.js';
import { validatorOf } from './validator.js';

/**
 * The SmoothY levels (<dir>/<n>-<slug>/levels/<key>.json, LevelFile), read and checked at every start
 * after loadCurriculum and kept in memory: they need no table. Each belongs to a 'challenge' or 'code'
 * stone of its course map, found in the stones table by (course, key). A bad file stops the start with
 * a CurriculumError naming it. Read-only after it is built.
 */

export interface LevelEntry {
  stoneId: number;
  courseId: number;
  courseNumber: number;
  kind: 'challenge' | 'code';
  /** The stone's place on its map (1-based). */
  position: number;
  file: LevelFile;
}

export interface LevelRegistry {
  /** The level of a stone, if it has one. */
  byStone(stoneId: number): LevelEntry | undefined;
  /** A course's levels in map order. */
  ofCourse(courseId: number): readonly LevelEntry[];
  /** Every stone that has a level. */
  stoneIds(): number[];
  readonly size: number;
}

function readLevel(dir: string, folder: string, name: string): LevelFile {
  const shown = join(folder, 'levels', name);
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(join(dir, shown), 'utf8'));
  } catch (error) {
    throw new CurriculumError(shown, `cannot be read as JSON (${(error as Error).message})`);
  }
  if (!validatorOf(LevelFile).Check(data)) {
    const problems = [...validatorOf(LevelFile).Errors(data)]
      .filter((e) => e.keyword !== 'boolean')
      .slice(0, 5)
      .map((e) => `${e.instancePath || '/'} ${e.message}`);
    throw new CurriculumError(shown, problems.join('; ') || 'is not a valid level');
  }
  const level = data as LevelFile;
  if (`${level.key}.json` !== name) throw new CurriculumError(shown, `key "${level.key}" does not match the file name`);
  const programIssues = (what: string, program: LevelFile['solution']) =>
    programProblems(program).map((p) => `${what} ${p.code} ${'name' in p ? `${p.name} ` : ''}(${p.id})`);
  const problems = [
    ...levelProblems(level.level).map((p) => `/level ${p}`),
    ...programIssues('/solution', level.solution),
    ...(level.starter ? programIssues('/starter', level.starter) : []),
  ];
  if (problems.length) throw new CurriculumError(shown, problems.slice(0, 5).join('; '));
  return level;
}

/** Reads and checks every level file and maps each to its stone; run after loadCurriculum. */
export async function loadLevels(db: Reader, dir: string): Promise<LevelRegistry> {
  const byStone = new Map<number, LevelEntry>();
  const byCourse = new Map<number, LevelEntry[]>();
  for (const { folder, map } of readCurriculum(dir)) {
    const levelsDir = join(dir, folder, 'levels');
    if (!existsSync(levelsDir)) continue;
    const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.number, map.course)).limit(1);
    if (!course) throw new CurriculumError(join(folder, 'course.json'), `course ${map.course} is not in the catalogue`);
    const list: LevelEntry[] = [];
    for (const name of readdirSync(levelsDir)
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      const file = readLevel(dir, folder, name);
      const mapStone = map.stones.find((s) => s.key === file.key);
      if (!mapStone || (mapStone.kind !== 'challenge' && mapStone.kind !== 'code')) {
        throw new CurriculumError(
          join(folder, 'levels', name),
          `"${file.key}" is not a challenge or code stone of course ${map.course}`,
        );
      }
      const [stone] = await db
        .select({ id: stones.id, position: stones.position })
        .from(stones)
        .where(and(eq(stones.courseId, course.id), eq(stones.key, file.key)))
        .limit(1);
      if (!stone)
        throw new CurriculumError(
          join(folder, 'levels', name),
          `stone "${file.key}" of course ${map.course} is not loaded`,
        );
      const entry: LevelEntry = {
        stoneId: stone.id,
        courseId: course.id,
        courseNumber: map.course,
        kind: mapStone.kind,
        position: stone.position,
        file,
      };
      byStone.set(stone.id, entry);
      list.push(entry);
    }
    byCourse.set(
      course.id,
      list.sort((a, b) => a.position - b.position),
    );
  }
  return {
    byStone: (stoneId) => byStone.get(stoneId),
    ofCourse: (courseId) => byCourse.get(courseId) ?? [],
    stoneIds: () => [...byStone.keys()],
    get size() {
      return byStone.size;
    },
  };
}

/**
 * A 'challenge' or 'code' stone is playable exactly when it has a level: run at every start after
 * loadLevels (levels are read at every start, the stones only when a course's version rises), so adding
 * or removing a level file changes the map without a new course version. Other kinds are not touched.
 */
export async function markLevelStonesPlayable(db: Tx, registry: Pick<LevelRegistry, 'stoneIds'>): Promise<void> {
  const ids = registry.stoneIds();
  const levelKinds = inArray(stones.kind, ['challenge', 'code']);
  await db
    .update(stones)
    .set({ playable: true })
    .where(and(levelKinds, inArray(stones.id, ids), eq(stones.playable, false)));
  await db
    .update(stones)
    .set({ playable: false })
    .where(and(levelKinds, notInArray(stones.id, ids), eq(stones.playable, true)));
}
