import {
  CodeExerciseFile,
  kindsPlayableBy,
  kindsReading,
  tracksPlayableBy,
  type StoneKind,
} from '@codeyard/shared-schema';
import type { Reader } from '../db/index.js';
import {
  loadContentKind,
  type ContentKindDescriptor,
  type ContentRegistry,
  type StoneContent,
} from './content-loader.js';

/**
 * The Python and Web exercises (<dir>/<n>-<slug>/exercises/<key>.json, CodeExerciseFile), loaded by the
 * content loader (content-loader.ts) at every start after loadCurriculum, like the SmoothY levels. Each
 * belongs to a stone whose player reads an exercise (the stone-player registry: 'code', 'challenge',
 * 'project', 'graduation-project') of a Python course (language "python") or a Web course (language
 * "web"). A bad file stops the start with a CurriculumError naming it.
 */

export type ExerciseStoneKind = Extract<StoneKind, 'code' | 'challenge' | 'project' | 'graduation-project'>;
export const EXERCISE_STONE_KINDS = kindsReading('exercises') as readonly ExerciseStoneKind[];
/** Stones whose exercise is checked automatically (the exercise is what they play): they need at least one test or check. */
const CHECKED_KINDS: readonly StoneKind[] = kindsPlayableBy('exercises');
const LANGUAGE_OF_TRACK: Record<string, CodeExerciseFile['language']> = { python: 'python', web: 'web' };

export interface CodeExerciseEntry extends StoneContent<CodeExerciseFile> {
  kind: ExerciseStoneKind;
}

export type CodeExerciseRegistry = ContentRegistry<CodeExerciseEntry>;

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

export const CODE_EXERCISE_CONTENT: ContentKindDescriptor<CodeExerciseFile, CodeExerciseEntry> = {
  content: 'exercises',
  schema: CodeExerciseFile,
  invalid: 'is not a valid code exercise',
  hiddenKeywords: ['boolean', 'anyOf'],
  stoneKinds: EXERCISE_STONE_KINDS,
  stoneKindsText: 'a code, challenge or project',
  courseProblems: (file, course) =>
    LANGUAGE_OF_TRACK[course.track] !== file.language
      ? [`a ${file.language} exercise does not belong in course ${course.number} (a ${course.track} course)`]
      : [],
  stoneProblems: (file, kind) => exerciseProblems(file, kind),
  entry: (content) => content as CodeExerciseEntry,
};

/** Reads and checks every exercise file and maps each to its stone; run after loadCurriculum. */
export function loadCodeExercises(db: Reader, dir: string): Promise<CodeExerciseRegistry> {
  return loadContentKind(db, dir, CODE_EXERCISE_CONTENT);
}

/**
 * The languages whose code and challenge stones open on the map (their editor checks them): the tracks of
 * the registry's exercise players, Web opening /web-ide and Python /python-ide (its tests run in the
 * Pyodide worker). A stone of these is playable exactly when it has an exercise.
 */
export const PLAYABLE_EXERCISE_LANGUAGES: readonly CodeExerciseFile['language'][] = [
  ...new Set(CHECKED_KINDS.flatMap((kind) => tracksPlayableBy('exercises', kind).map((t) => LANGUAGE_OF_TRACK[t]!))),
];

/** The code and challenge stones with an exercise of a playable language. */
export function playableExerciseStoneIds(registry: Pick<CodeExerciseRegistry, 'all'>): number[] {
  return registry
    .all()
    .filter((e) => CHECKED_KINDS.includes(e.kind) && PLAYABLE_EXERCISE_LANGUAGES.includes(e.file.language))
    .map((e) => e.stoneId);
}
