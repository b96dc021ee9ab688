import {
  CodeExerciseFile,
  CourseMapFile,
  type PythonExerciseFile,
  type WebExerciseFile,
} from '@codeyard/shared-schema';
import { pythonHarness, pythonVerdict } from '@codeyard/shared-schema/code-exercises';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadPyodide, type PyodideInterface } from 'pyodide';
import { Value } from 'typebox/value';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CURRICULUM_DIR } from './catalogue.js';
import { exerciseProblems } from './code-exercises.js';

/**
 * The Python and Web exercise content (sync-server/content/curriculum/<n>-<slug>/exercises/<key>.json):
 * every code and challenge stone of the Python and Web courses has one; each is a valid CodeExerciseFile
 * of its course's language; every teacher's solution passes all its checks (Web: in jsdom with the web
 * checker, code-exercises-web.test.ts; Python: in Pyodide in Node with the harness, here), and every
 * starter, and a few wrong answers, fail.
 */
const root = DEFAULT_CURRICULUM_DIR;
const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
const COURSES = [
  { folder: '7-web-design-with-html', language: 'web' },
  { folder: '8-python-basics', language: 'python' },
] as const;

interface Loaded {
  folder: string;
  name: string;
  data: CodeExerciseFile;
  map: CourseMapFile;
}
const exercises: Loaded[] = COURSES.flatMap(({ folder }) => {
  const dir = join(root, folder, 'exercises');
  const map = readJson(join(root, folder, 'course.json')) as CourseMapFile;
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .map((name) => ({ folder, name, data: readJson(join(dir, name)) as CodeExerciseFile, map }))
    : [];
});
const web = exercises.filter((e): e is Loaded & { data: WebExerciseFile } => e.data.language === 'web');
const python = exercises.filter((e): e is Loaded & { data: PythonExerciseFile } => e.data.language === 'python');

describe('Python and Web exercise content', () => {
  it('has an exercise for every code and challenge stone of the Web and Python courses', () => {
    for (const { folder } of COURSES) {
      const map = readJson(join(root, folder, 'course.json')) as CourseMapFile;
      const checked = map.stones.filter((s) => s.kind === 'code' || s.kind === 'challenge');
      expect(checked.length).toBeGreaterThanOrEqual(4);
      for (const stone of checked)
        expect(
          existsSync(join(root, folder, 'exercises', `${stone.key}.json`)),
          `${folder}/exercises/${stone.key}.json`,
        ).toBe(true);
    }
    expect(web.filter((e) => e.data.checks.length > 0).length).toBeGreaterThanOrEqual(5);
    expect(python.filter((e) => e.data.tests.length > 0).length).toBeGreaterThanOrEqual(4);
  });

  it.each(exercises.map((e) => [`${e.folder}/exercises/${e.name}`, e] as const))(
    '%s is a valid exercise of its stone and course',
    (_name, { folder, name, data, map }) => {
      expect([...Value.Errors(CodeExerciseFile, data)].map((e) => `${e.instancePath} ${e.message}`)).toEqual([]);
      expect(name).toBe(`${data.key}.json`);
      expect(data.language).toBe(COURSES.find((c) => c.folder === folder)!.language);
      const stone = map.stones.find((s) => s.key === data.key);
      expect(['code', 'challenge', 'project', 'graduation-project']).toContain(stone?.kind);
      expect(exerciseProblems(data, stone!.kind)).toEqual([]);
    },
  );
});

/** Every Arabic text of the two courses (not the accepted fill-in answers, which are compared, not shown). */
function arabicTexts(node: unknown, path = '', out: [string, string][] = []): [string, string][] {
  if (Array.isArray(node)) node.forEach((n, i) => arabicTexts(n, `${path}/${i}`, out));
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === 'accepted') continue;
      if (k === 'ar' && typeof v === 'string') out.push([`${path}/ar`, v]);
      else arabicTexts(v, `${path}/${k}`, out);
    }
  }
  return out;
}

describe('Arabic text of the Python and Web courses', () => {
  it('keeps code and English words left-to-right: each is wrapped in a bidi isolate (U+2066 ... U+2069)', () => {
    const files = COURSES.flatMap(({ folder }) =>
      ['lessons', 'exercises']
        .flatMap((sub) => readdirSync(join(root, folder, sub)).map((f) => join(folder, sub, f)))
        .concat(join(folder, 'course.json')),
    );
    expect(files.length).toBeGreaterThan(40);
    const loose = files.flatMap((file) =>
      arabicTexts(readJson(join(root, file)))
        .filter(([, text]) => /[A-Za-z<>(){}[\]"=_#]/.test(text.replace(/\u2066[^\u2069]*\u2069/g, '')))
        .map(([at, text]) => `${file}${at}: ${text}`),
    );
    expect(loose).toEqual([]);
  });
});

describe('Python exercises in Pyodide (Node)', () => {
  let py: PyodideInterface;
  beforeAll(async () => {
    py = await loadPyodide();
  }, 240_000);
  const check = (exercise: PythonExerciseFile, code: string) =>
    pythonVerdict(exercise.tests, py.runPython(pythonHarness(code, exercise.tests)));
  const checked = python.filter((e) => e.data.tests.length > 0);

  it.each(checked.map((e) => [e.data.key, e.data] as const))(
    '%s: the solution passes every test and the starter fails',
    (_key, exercise) => {
      const verdict = check(exercise, exercise.solution.python_code);
      expect(verdict.outcomes.filter((o) => !o.passed).map((o) => [o.key, o.status, o.output, o.error])).toEqual([]);
      expect(verdict.passed).toBe(true);
      expect(check(exercise, exercise.starter.python_code).passed).toBe(false);
    },
  );

  /** Near misses a child might write: each must fail. */
  const WRONG: Record<string, string[]> = {
    'code-a-name-poster': [
      'print("*" * 10)\nprint("Hello Sara")\nprint("*" * 10)',
      'print("*" * 9)\nprint("Hello, Sara!")\nprint("*" * 9)',
    ],
    'challenge-age-calculator': [
      'age = input()\nprint("Next year you will be", age + "1")',
      'age = int(input())\nprint("Next year you will be", age + 1)\nprint("In 10 years you will be", age + 1)',
    ],
    'code-a-quiz-program': [
      'answer = input()\nprint("Correct!")',
      'answer = int(input())\nif answer == 56:\n    print("Correct!")',
    ],
    'challenge-times-table': [
      'number = int(input())\nfor i in range(10):\n    print(number, "x", i, "=", number * i)',
      'number = int(input())\nfor i in range(1, 11):\n    print(3, "x", i, "=", 3 * i)',
    ],
  };

  it.each(checked.map((e) => [e.data.key, e.data] as const))('%s: wrong answers fail', (key, exercise) => {
    expect(WRONG[key], `wrong answers for ${key}`).toBeDefined();
    for (const code of WRONG[key]) expect(check(exercise, code).passed, code).toBe(false);
  });
});
