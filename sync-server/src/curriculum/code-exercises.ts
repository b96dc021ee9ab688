import { CodeExerciseFile, type StoneKind } from '@codeyard/shared-schema';
import { and, eq } from 'drizzle-orm';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Reader } from '../db/index.js';
import { courses, stones } from '../db/tables.js';
import { CurriculumError, readCurriculum } from './loader.js';
import { validatorOf } from './validator.js';

/**
 * The Python and Web exercises (<dir>/<n>-<slug>/exercises/<key>.json, CodeExerciseFile), read and
 * checked at every start after loadCurriculum and kept in memory like the SmoothY levels (levels.ts):
 * they need no table. Each belongs to a 'code', 'challenge', 'project' or 'graduation-project' stone
 * of a Python course (language "python") or a Web course (language "web"). A bad file stops the start
 * with a CurriculumError naming it. Read-only after it is built.
 */

export type ExerciseStoneKind = Extract<StoneKind, 'code' | 'challenge' | 'project' | 'graduation-project'>;
export const EXERCISE_STONE_KINDS: readonly ExerciseStoneKind[] = [
  'code',
  'challenge',
  'project',
  'graduation-project',
];
/** Stones whose exercise is checked automatically: they need at least one test or check. */
const CHECKED_KINDS: readonly StoneKind[] = ['code', 'challenge'];
const LANGUAGE_OF_TRACK: Record<string, CodeExerciseFile['language']> = { python: 'python', web: 'web' };

export interface CodeExerciseEntry {
  stoneId: number;
  courseId: number;
  courseNumber: number;
  kind: ExerciseStoneKind;
  /** The stone's place on its map (1-based). */
  position: number;
  file: CodeExerciseFile;
}

export interface CodeExerciseRegistry {
  /** The exercise of a stone, if it has one. */
  byStone(stoneId: number): CodeExerciseEntry | undefined;
  /** A course's exercises in map order. */
  ofCourse(courseId: number): readonly CodeExerciseEntry[];
  /** Every exercise (any order). */
  all(): readonly CodeExerciseEntry[];
  readonly size: number;
}

/** What is wrong with an exercise beyond its schema: duplicate keys, checks that cannot pass, a stone without checks. */
export function exerciseProblems(file: CodeExerciseFile, kind: StoneKind | undefined): string[] {
  const problems: string[] = [];
  const items: { key: string }[] = file.language === 'python' ? file.tests : file.checks;
  const seen = new Set<string>();
  items.forEach((item, i) => {
    if (seen.has(item.key))
      problems.push(`/${file.language === 'python' ? 'tests' : 'checks'}/${i} key "${item.key}" is used twice`);
    seen.add(item.key);
  });
  if (kind && CHECKED_KINDS.includes(kind) && items.length === 0)
    problems.push(`a ${kind} stone's exercise needs at least one ${file.language === 'python' ? 'test' : 'check'}`);
  if (file.language === 'python') {
    file.tests.forEach((t, i) => {
      if (t.stdout === undefined && !t.output_contains && !t.assert)
        problems.push(`/tests/${i} (${t.key}) checks nothing: give stdout, output_contains or assert`);
    });
  } else {
    file.checks.forEach((c, i) => {
      if (c.type === 'count' && c.max !== undefined && c.max < (c.min ?? 1))
        problems.push(`/checks/${i} (${c.key}) max is below min`);
      if (c.type === 'style' && c.equals === undefined && !c.differs_from)
        problems.push(`/checks/${i} (${c.key}) needs equals or differs_from`);
      if (c.type === 'attribute' && c.equals !== undefined && c.contains !== undefined)
        problems.push(`/checks/${i} (${c.key}) has both equals and contains`);
    });
  }
  return problems;
}

function readExercise(dir: string, folder: string, name: string): CodeExerciseFile {
  const shown = join(folder, 'exercises', name);
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(join(dir, shown), 'utf8'));
  } catch (error) {
    throw new CurriculumError(shown, `cannot be read as JSON (${(error as Error).message})`);
  }
  if (!validatorOf(CodeExerciseFile).Check(data)) {
    const problems = [...validatorOf(CodeExerciseFile).Errors(data)]
      .filter((e) => e.keyword !== 'boolean' && e.keyword !== 'anyOf')
      .slice(0, 5)
      .map((e) => `${e.instancePath || '/'} ${e.message}`);
    throw new CurriculumError(shown, problems.join('; ') || 'is not a valid code exercise');
  }
  const exercise = data as CodeExerciseFile;
  if (`${exercise.key}.json` !== name)
    throw new CurriculumError(shown, `key "${exercise.key}" does not match the file name`);
  return exercise;
}

/** Reads and checks every exercise file and maps each to its stone; run after loadCurriculum. */
export async function loadCodeExercises(db: Reader, dir: string): Promise<CodeExerciseRegistry> {
  const byStone = new Map<number, CodeExerciseEntry>();
  const byCourse = new Map<number, CodeExerciseEntry[]>();
  for (const { folder, map } of readCurriculum(dir)) {
    const exercisesDir = join(dir, folder, 'exercises');
    if (!existsSync(exercisesDir)) continue;
    const [course] = await db
      .select({ id: courses.id, track: courses.track })
      .from(courses)
      .where(eq(courses.number, map.course))
      .limit(1);
    if (!course) throw new CurriculumError(join(folder, 'course.json'), `course ${map.course} is not in the catalogue`);
    const list: CodeExerciseEntry[] = [];
    for (const name of readdirSync(exercisesDir)
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      const shown = join(folder, 'exercises', name);
      const file = readExercise(dir, folder, name);
      if (LANGUAGE_OF_TRACK[course.track] !== file.language) {
        throw new CurriculumError(
          shown,
          `a ${file.language} exercise does not belong in course ${map.course} (a ${course.track} course)`,
        );
      }
      const mapStone = map.stones.find((s) => s.key === file.key);
      if (!mapStone || !(EXERCISE_STONE_KINDS as readonly string[]).includes(mapStone.kind)) {
        throw new CurriculumError(
          shown,
          `"${file.key}" is not a code, challenge or project stone of course ${map.course}`,
        );
      }
      const problems = exerciseProblems(file, mapStone.kind);
      if (problems.length) throw new CurriculumError(shown, problems.slice(0, 5).join('; '));
      const [stone] = await db
        .select({ id: stones.id, position: stones.position })
        .from(stones)
        .where(and(eq(stones.courseId, course.id), eq(stones.key, file.key)))
        .limit(1);
      if (!stone) throw new CurriculumError(shown, `stone "${file.key}" of course ${map.course} is not loaded`);
      const entry: CodeExerciseEntry = {
        stoneId: stone.id,
        courseId: course.id,
        courseNumber: map.course,
        kind: mapStone.kind as ExerciseStoneKind,
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
    all: () => [...byStone.values()],
    get size() {
      return byStone.size;
    },
  };
}

/**
 * The languages whose code and challenge stones open on the map (their editor checks them): Web opens
 * /web-ide. A stone of these is playable exactly when it has an exercise (markLevelStonesPlayable is given
 * these ids with the SmoothY levels' ones). Python opens /python-ide (its tests run in the Pyodide worker).
 */
export const PLAYABLE_EXERCISE_LANGUAGES: readonly CodeExerciseFile['language'][] = ['web', 'python'];

/** The code and challenge stones with an exercise of a playable language. */
export function playableExerciseStoneIds(registry: Pick<CodeExerciseRegistry, 'all'>): number[] {
  return registry
    .all()
    .filter(
      (e) => (e.kind === 'code' || e.kind === 'challenge') && PLAYABLE_EXERCISE_LANGUAGES.includes(e.file.language),
    )
    .map((e) => e.stoneId);
}
