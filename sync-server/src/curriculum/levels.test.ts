import { CourseMapFile } from '@codeyard/shared-schema';
import {
  LEVEL_STEP_BUDGET,
  LevelFile,
  blocksOutsideToolbox,
  countBlocks,
  judge,
  levelProblems,
  programProblems,
  type Program,
} from '@codeyard/shared-schema/smoothy';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CURRICULUM_DIR } from './catalogue.js';

/**
 * The SmoothY level content (sync-server/content/curriculum/<n>-<slug>/levels/<key>.json): every file is a
 * valid LevelFile for a 'challenge' or 'code' stone of its course map, and its level is really playable:
 * the solution passes with 3 stars using only its toolbox's blocks, and doing nothing does not pass.
 */
const root = DEFAULT_CURRICULUM_DIR;
const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
const courseFolders = readdirSync(root).filter((f) => /^\d+-/.test(f) && existsSync(join(root, f, 'course.json')));
const levelCourses = courseFolders.filter((f) => existsSync(join(root, f, 'levels')));
const SMOOTHY_COURSES = [1, 2, 3, 4, 5, 6];

interface Loaded {
  course: string;
  file: string;
  data: unknown;
  map: CourseMapFile;
}
const levels: Loaded[] = levelCourses.flatMap((course) => {
  const map = readJson(join(root, course, 'course.json')) as CourseMapFile;
  return readdirSync(join(root, course, 'levels'))
    .filter((f) => f.endsWith('.json'))
    .map((file) => ({ course, file, data: readJson(join(root, course, 'levels', file)), map }));
});
const playable = (map: CourseMapFile) => map.stones.filter((s) => s.kind === 'challenge' || s.kind === 'code');

describe('SmoothY level content', () => {
  it('has a level file for every challenge and code stone of SmoothY courses 1-6, at least 8 each', () => {
    for (const n of SMOOTHY_COURSES) {
      const course = levelCourses.find((f) => f.startsWith(`${n}-`));
      expect(course, `course ${n} has a levels folder`).toBeDefined();
      const map = readJson(join(root, course!, 'course.json')) as CourseMapFile;
      expect(Value.Check(CourseMapFile, map)).toBe(true);
      const keys = playable(map).map((s) => s.key);
      expect(keys.length).toBeGreaterThanOrEqual(8);
      for (const key of keys)
        expect(existsSync(join(root, course!, 'levels', `${key}.json`)), `${course}/levels/${key}.json`).toBe(true);
    }
  });

  it.each(levels.map((l) => [`${l.course}/levels/${l.file}`, l] as const))(
    '%s is valid and solvable with 3 stars',
    (_name, { file, data, map }) => {
      expect([...Value.Errors(LevelFile, data)].map((e) => `${e.instancePath} ${e.message}`)).toEqual([]);
      const lf = data as LevelFile;
      expect(file).toBe(`${lf.key}.json`);
      const stone = map.stones.find((s) => s.key === lf.key);
      expect(
        stone?.kind === 'challenge' || stone?.kind === 'code',
        `${lf.key} is a challenge/code stone of course ${map.course}`,
      ).toBe(true);
      expect(levelProblems(lf.level)).toEqual([]);
      expect(programProblems(lf.solution)).toEqual([]);

      // The solution only uses blocks its toolbox offers, and earns 3 stars at exactly its block count.
      expect(blocksOutsideToolbox(lf.solution, lf.toolbox)).toEqual([]);
      const verdict = judge(lf.solution, lf.level, LEVEL_STEP_BUDGET, lf.keys);
      expect({
        outcome: verdict.run.outcome,
        reasons: verdict.reasons,
        passed: verdict.passed,
        stars: verdict.stars,
      }).toEqual({ outcome: 'finished', reasons: [], passed: true, stars: 3 });
      expect(lf.level.thresholds).toBeDefined();
      expect(lf.level.thresholds!.three).toBe(countBlocks(lf.solution));
      expect(lf.level.thresholds!.two).toBeGreaterThan(lf.level.thresholds!.three);

      // Doing nothing never passes: neither no scripts nor an empty green-flag script.
      const empty: Program = { scripts: [] };
      const flagOnly: Program = { scripts: [{ id: 'hat', event: 'start', body: [] }] };
      expect(judge(empty, lf.level, LEVEL_STEP_BUDGET, lf.keys).passed).toBe(false);
      expect(judge(flagOnly, lf.level, LEVEL_STEP_BUDGET, lf.keys).passed).toBe(false);

      // A starter program (a bug to fix, a program to shorten) fits the toolbox but does not pass yet.
      if (lf.starter) {
        expect(programProblems(lf.starter)).toEqual([]);
        expect(blocksOutsideToolbox(lf.starter, lf.toolbox)).toEqual([]);
        expect(judge(lf.starter, lf.level, LEVEL_STEP_BUDGET, lf.keys).passed).toBe(false);
      }
    },
  );
});
