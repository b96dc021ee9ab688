import { describe, expect, it } from 'vitest';
import { PYTHON_RUN_MESSAGES, type PythonTest } from '@codeyard/shared-schema/code-exercises';
import { checkRows, checkSource, judge } from './exercise-check';

const tests: PythonTest[] = [
  {
    key: 'greets',
    stdin: ['Sara'],
    stdout: 'Hello, Sara',
    message: { en: 'Say hello with the name.', ar: 'قل مرحبًا مع الاسم.' },
  },
  { key: 'adds', assert: 'assert add(2, 3) == 5', message: { en: 'add() should add.', ar: 'يجب أن تجمع add().' } },
  { key: 'loops', output_contains: ['done'], message: { en: 'Print done.', ar: 'اطبع done.' } },
];
const verdict = (rows: unknown[]) => JSON.stringify(rows);

describe("a Python exercise's check results", () => {
  it('gives one row per test in order, numbered from 1, with the failed test’s own message', () => {
    const result = judge(
      tests,
      verdict([
        { key: 'greets', status: 'ran', output: 'Hello,  Sara  \n', error: null },
        {
          key: 'adds',
          status: 'assert_failed',
          output: '',
          error: { type: 'AssertionError', message: '', line: null },
        },
        { key: 'loops', status: 'ran', output: 'DONE\n', error: null },
      ]),
    );
    expect(result).toMatchObject({ passed: false, passedCount: 2, total: 3 });
    expect(result.rows).toEqual([
      { key: 'greets', n: 1, passed: true, message: null, line: null },
      { key: 'adds', n: 2, passed: false, message: tests[1]!.message, line: null },
      { key: 'loops', n: 3, passed: true, message: null, line: null },
    ]);
  });

  it('a crash, an endless loop or too many input() calls get the general message and the line Python named', () => {
    const result = judge(
      tests,
      verdict([
        {
          key: 'greets',
          status: 'error',
          output: '',
          error: { type: 'NameError', message: "name 'nme' is not defined", line: 2 },
        },
        { key: 'adds', status: 'too_long', output: '', error: null },
        { key: 'loops', status: 'needs_input', output: '', error: null },
      ]),
    );
    expect(result.passed).toBe(false);
    expect(result.rows.map((r) => [r.message, r.line])).toEqual([
      [PYTHON_RUN_MESSAGES.error, 2],
      [PYTHON_RUN_MESSAGES.too_long, null],
      [PYTHON_RUN_MESSAGES.needs_input, null],
    ]);
  });

  it('all passed only when every test passed; no verdict at all fails every test', () => {
    const all = judge(
      tests,
      verdict(
        tests.map((t) => ({
          key: t.key,
          status: 'ran',
          output: t.key === 'greets' ? 'Hello, Sara' : 'done',
          error: null,
        })),
      ),
    );
    expect(all).toMatchObject({ passed: true, passedCount: 3, total: 3 });
    const none = judge(tests, null);
    expect(none.passed).toBe(false);
    expect(none.rows.every((r) => !r.passed && r.message === PYTHON_RUN_MESSAGES.error)).toBe(true);
    expect(checkRows({ passed: false, outcomes: [], passedCount: 0, total: 0 }).rows).toEqual([]);
  });

  it('the worker runs the shared harness with the child’s code as data', () => {
    const source = checkSource('print("hi")\n', tests);
    expect(source).toContain(JSON.stringify('print("hi")\n'));
    expect(source.trim().split('\n').at(-1)).toMatch(/^_cy_json\.dumps\(_cy_check\(/);
  });
});
