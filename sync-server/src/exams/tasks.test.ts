import { examById, type ExamDefinition } from '@codeyard/shared-schema';
import { describe, expect, it } from 'vitest';
import type { CodeExerciseEntry } from '../curriculum/code-exercises.js';
import type { LevelEntry } from '../curriculum/levels.js';
import { gradeTask, taskPool, taskView, type TaskContents } from './tasks.js';

const t = (en: string) => ({ en, ar: `${en} (ar)` });
const walk = (steps: number) => ({
  scripts: [
    {
      id: 's',
      event: 'start' as const,
      body: Array.from({ length: steps }, (_, i) => ({ id: `m${i}`, type: 'move_forward' as const })),
    },
  ],
});
const level = (stoneId: number, courseNumber: number, position: number, kind: 'challenge' | 'code' = 'challenge') =>
  ({
    stoneId,
    courseId: courseNumber * 10,
    courseNumber,
    kind,
    position,
    key: `l${stoneId}`,
    file: {
      key: `l${stoneId}`,
      title: t('Walk'),
      instructions: t('Walk.'),
      toolbox: 'basic',
      level: {
        width: 6,
        height: 3,
        walls: [],
        start: { x: 0, y: 1, dir: 'E' },
        stars: [],
        goal: { x: 4, y: 1 },
        rules: { reach_goal: true },
        thresholds: { three: 4, two: 6 },
      },
      hint: t('Count.'),
      solution: walk(4),
    },
  }) as unknown as LevelEntry;
const exercise = (
  stoneId: number,
  language: 'web' | 'python',
  position: number,
  kind: 'challenge' | 'code' | 'project' = 'code',
) =>
  ({
    stoneId,
    courseId: language === 'web' ? 70 : 80,
    courseNumber: language === 'web' ? 7 : 8,
    kind,
    position,
    key: `x${stoneId}`,
    file:
      language === 'python'
        ? {
            key: `x${stoneId}`,
            language,
            starter: { python_code: 'name = input()\n' },
            solution: { python_code: 'print(1)' },
            tests: [{ key: 'one', output_contains: ['1'], message: t('One.') }],
          }
        : {
            key: `x${stoneId}`,
            language,
            starter: { html_code: '<p></p>', css_code: '', js_code: '' },
            solution: { html_code: '<h1>Hi</h1>', css_code: '', js_code: '' },
            checks: [
              { key: 'h1', type: 'count', selector: 'h1', message: t('A heading.') },
              { key: 'p', type: 'count', selector: 'p', message: t('A paragraph.') },
            ],
          },
  }) as unknown as CodeExerciseEntry;

function contents(levels: LevelEntry[], exercises: CodeExerciseEntry[]): TaskContents {
  return {
    levels: { all: () => levels, byStone: (id) => levels.find((l) => l.stoneId === id) },
    codeExercises: { all: () => exercises, byStone: (id) => exercises.find((e) => e.stoneId === id) },
  };
}
const exam = (id: number) => examById(id) as ExamDefinition;

describe('the practical task pool', () => {
  it("draws from the exam's courses, challenge and code stones only, by halves of the course's tasks", () => {
    const c = contents(
      [level(1, 1, 5), level(2, 2, 3, 'code'), level(3, 4, 1)],
      [
        exercise(10, 'web', 1),
        exercise(11, 'web', 2),
        exercise(12, 'web', 3),
        exercise(13, 'web', 4, 'project'),
        exercise(20, 'python', 1),
        exercise(21, 'python', 9),
      ],
    );
    expect(taskPool(c, exam(1))).toEqual([1, 2]);
    expect(taskPool(c, exam(2))).toEqual([3]);
    expect(taskPool(c, exam(3))).toEqual([]);
    expect(taskPool(c, exam(4))).toEqual([10, 11]);
    expect(taskPool(c, exam(5))).toEqual([12]);
    expect(taskPool(c, exam(6))).toEqual([20]);
    expect(taskPool(c, exam(7))).toEqual([21]);
  });

  it('shows the level or the exercise without its solution', () => {
    const c = contents([level(1, 1, 1)], [exercise(20, 'python', 1)]);
    expect(taskView(c, 1, 30)).toMatchObject({ stone_id: 1, track: 'smoothy', points: 30, exercise: null });
    expect(taskView(c, 20, 30)).toMatchObject({ track: 'python', level: null, exercise: { key: 'x20' } });
    expect(JSON.stringify([taskView(c, 1, 30), taskView(c, 20, 30)])).not.toContain('solution');
    expect(taskView(c, null, 0)).toBeNull();
  });
});

describe('grading the practical task', () => {
  const c = contents([level(1, 1, 1)], [exercise(20, 'python', 1), exercise(10, 'web', 1)]);

  it("runs a SmoothY program with the level's judge", () => {
    expect(gradeTask(c, 1, { program: walk(4) }, 30)).toBe(30);
    expect(gradeTask(c, 1, { program: walk(6) }, 30)).toBe(0);
    expect(gradeTask(c, 1, { program: walk(3) }, 30)).toBe(0);
    expect(gradeTask(c, 1, { program: { not: 'a program' } }, 30)).toBe(0);
    expect(gradeTask(c, 1, undefined, 30)).toBe(0);
    expect(() => gradeTask(c, 1, { code: { python_code: 'x' }, results: [] }, 30)).toThrow();
  });

  it("takes a Web or Python report only for the child's own code", () => {
    const pythonPassed = [{ key: 'one', passed: true }];
    expect(gradeTask(c, 20, { code: { python_code: 'print(1)\n' }, results: pythonPassed }, 30)).toBe(30);
    expect(gradeTask(c, 20, { code: { python_code: 'name = input()\n' }, results: pythonPassed }, 30)).toBe(0);
    expect(gradeTask(c, 20, { code: { python_code: '  ' }, results: pythonPassed }, 30)).toBe(0);
    const webPassed = [
      { key: 'h1', passed: true },
      { key: 'p', passed: true },
    ];
    expect(gradeTask(c, 10, { code: { html_code: '<h1>Hi</h1><p>Me</p>' }, results: webPassed }, 30)).toBe(30);
    expect(gradeTask(c, 10, { code: { html_code: '<p></p>', css_code: '' }, results: webPassed }, 30)).toBe(0);
    expect(gradeTask(c, 10, { code: { html_code: '<p></p>' }, results: webPassed }, 30)).toBe(0);
    // The same page with new CSS is the child's own work.
    expect(
      gradeTask(c, 10, { code: { html_code: '<p></p>', css_code: 'p { color: red; }' }, results: webPassed }, 30),
    ).toBe(30);
    expect(gradeTask(c, 10, { code: { html_code: '<h1>Hi</h1>' }, results: webPassed.slice(0, 1) }, 30)).toBe(0);
    expect(() => gradeTask(c, 10, { program: walk(4) }, 30)).toThrow();
  });
});
