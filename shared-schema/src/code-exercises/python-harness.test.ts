import { loadPyodide, type PyodideInterface } from 'pyodide';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PythonTest } from '../content/code-exercise.js';
import { normaliseOutput, PYTHON_RUN_MESSAGES, pythonHarness, pythonVerdict } from './python-harness.js';

const msg = (en: string) => ({ en, ar: `${en} (ar)` });

describe('normaliseOutput', () => {
  it('drops trailing spaces, runs of spaces inside a line and blank lines at the ends, keeping indentation', () => {
    expect(normaliseOutput('\n\nHello   there  \r\n  two\tspaces   here\n\n')).toBe('Hello there\n  two spaces here');
    expect(normaliseOutput('a\n\nb')).toBe('a\n\nb');
    expect(normaliseOutput('\t*')).toBe('    *');
    expect(normaliseOutput('   \n')).toBe('');
  });
});

describe('pythonHarness (the source)', () => {
  it('carries the code and the tests as string literals, never as code, and ends with the verdict expression', () => {
    const code = 'print("hi")\n"""\nimport os\n"""';
    const source = pythonHarness(code, [{ key: 'a', stdin: ['x'], stdout: 'hi', message: msg('m') }]);
    expect(source).toContain(JSON.stringify(code));
    expect(source).not.toContain('\nprint("hi")');
    expect(source.trimEnd().split('\n').pop()).toMatch(/^_cy_json\.dumps\(_cy_check\(/);
    // What the program prints and the teacher's expected output are not in the source: the comparison is done here.
    expect(source).not.toContain('"stdout"');
  });
});

describe('pythonVerdict (reading the harness verdict)', () => {
  const tests: PythonTest[] = [
    { key: 'greets', stdin: ['Sam'], stdout: 'Hello, Sam!', message: msg('Say hello with the name') },
    { key: 'mentions', output_contains: ['WELCOME', 'sam'], message: msg('Say welcome') },
    { key: 'adds', assert: 'assert add(2, 3) == 5', message: msg('add should add') },
  ];

  it('passes output equal after normalising, containing texts ignoring case, and a run whose assertion held', () => {
    const verdict = pythonVerdict(
      tests,
      JSON.stringify([
        { key: 'greets', status: 'ran', output: 'Hello,   Sam!  \n\n', error: null },
        { key: 'mentions', status: 'ran', output: 'Welcome here, Sam', error: null },
        { key: 'adds', status: 'ran', output: '', error: null },
      ]),
    );
    expect(verdict).toMatchObject({ passed: true, passedCount: 3, total: 3 });
    expect(verdict.outcomes.every((o) => o.message === null)).toBe(true);
  });

  it("fails with the test's own message on other output or a failed assertion", () => {
    const verdict = pythonVerdict(tests, [
      { key: 'greets', status: 'ran', output: 'hello, sam!', error: null },
      { key: 'mentions', status: 'ran', output: 'Welcome!', error: null },
      { key: 'adds', status: 'assert_failed', output: '', error: null },
    ]);
    expect(verdict.passed).toBe(false);
    expect(verdict.outcomes.map((o) => [o.key, o.passed, o.message])).toEqual([
      ['greets', false, tests[0].message],
      ['mentions', false, tests[1].message],
      ['adds', false, tests[2].message],
    ]);
  });

  it('fails crashes, endless loops and too many questions with the general messages, keeping the error', () => {
    const error = { type: 'NameError', message: "name 'nme' is not defined", line: 2 };
    const verdict = pythonVerdict(tests, [
      { key: 'greets', status: 'error', output: 'Hello', error },
      { key: 'mentions', status: 'too_long', output: '', error: null },
      { key: 'adds', status: 'needs_input', output: '', error: null },
    ]);
    expect(verdict.outcomes.map((o) => [o.status, o.message])).toEqual([
      ['error', PYTHON_RUN_MESSAGES.error],
      ['too_long', PYTHON_RUN_MESSAGES.too_long],
      ['needs_input', PYTHON_RUN_MESSAGES.needs_input],
    ]);
    expect(verdict.outcomes[0].error).toEqual(error);
  });

  it('fails every test on a missing result, an unknown status or text that is not JSON', () => {
    expect(pythonVerdict(tests, '[{"key":"greets","status":"won","output":"Hello, Sam!"}]').passedCount).toBe(0);
    expect(pythonVerdict(tests, 'not json').passed).toBe(false);
    expect(pythonVerdict(tests, null).outcomes).toHaveLength(3);
    expect(pythonVerdict([], '[]').passed).toBe(false);
  });
});

describe('the harness run in Pyodide', () => {
  let py: PyodideInterface;
  beforeAll(async () => {
    py = await loadPyodide();
  }, 60_000);
  const check = (code: string, tests: PythonTest[], budget?: number) =>
    pythonVerdict(tests, py.runPython(pythonHarness(code, tests, budget)));

  it('feeds input() from stdin without echoing prompts, and compares what was printed', () => {
    const tests: PythonTest[] = [
      { key: 'sam', stdin: ['Sam', '9'], stdout: 'Hello, Sam!\nNext year you will be 10', message: msg('m') },
      { key: 'lea', stdin: ['Lea', '11'], stdout: 'Hello, Lea!\nNext year you will be 12', message: msg('m') },
    ];
    const code =
      'name = input("What is your name? ")\nage = int(input("How old are you? "))\nprint("Hello, " + name + "!")\nprint("Next year you will be", age + 1)';
    const verdict = check(code, tests);
    expect(verdict.outcomes.map((o) => o.output)).toEqual([
      'Hello, Sam!\nNext year you will be 10\n',
      'Hello, Lea!\nNext year you will be 12\n',
    ]);
    expect(verdict.passed).toBe(true);
    expect(check('name = input()\nprint("Hello, " + name)', tests).passedCount).toBe(0);
  });

  it('runs each test in a fresh namespace and the assertion after the code', () => {
    const tests: PythonTest[] = [
      { key: 'add', assert: 'assert add(2, 3) == 5', message: msg('m') },
      { key: 'counter', assert: 'assert count == 1', message: msg('m') },
      { key: 'counter-again', assert: 'assert count == 1', message: msg('m') },
    ];
    const code = 'def add(a, b):\n    return a + b\ncount = 0\ncount += 1';
    expect(check(code, tests).passed).toBe(true);
    const wrong = check('def add(a, b):\n    return a - b\ncount = 1', tests);
    expect(wrong.outcomes.map((o) => o.status)).toEqual(['assert_failed', 'ran', 'ran']);
  });

  it("reports the child's error with its type and line, and an assert in the child's own code as an error", () => {
    const tests: PythonTest[] = [{ key: 't', stdout: 'hi', message: msg('m') }];
    const named = check('print("hi")\nprint(nme)', tests).outcomes[0];
    expect(named).toMatchObject({ status: 'error', output: 'hi\n', error: { type: 'NameError', line: 2 } });
    expect(check('print("hi"\n', tests).outcomes[0]).toMatchObject({ status: 'error', error: { type: 'SyntaxError' } });
    expect(check('assert 1 == 2', tests).outcomes[0]).toMatchObject({
      status: 'error',
      error: { type: 'AssertionError', line: 1 },
    });
  });

  it('ends an endless loop by the line budget, even one that catches exceptions', () => {
    const tests: PythonTest[] = [{ key: 't', stdout: '', message: msg('m') }];
    expect(check('while True:\n    pass', tests, 5_000).outcomes[0].status).toBe('too_long');
    expect(
      check('while True:\n    try:\n        x = 1\n    except Exception:\n        pass', tests, 5_000).outcomes[0]
        .status,
    ).toBe('too_long');
  });

  it('ends a program that asks more than it is given, and treats exit() as a normal end', () => {
    const tests: PythonTest[] = [{ key: 't', stdin: ['a'], stdout: 'a', message: msg('m') }];
    expect(check('print(input())\nprint(input())', tests).outcomes[0].status).toBe('needs_input');
    expect(check('print(input())\nexit()\nprint("never")', tests).passed).toBe(true);
  });

  it('keeps quotes, backslashes and Arabic in the code and output intact, and restores print and input afterwards', () => {
    const tests: PythonTest[] = [{ key: 't', stdout: 'مرحبًا "يا" \\ صديقي', message: msg('m') }];
    expect(check('print("مرحبًا \\"يا\\" \\\\ صديقي")', tests).passed).toBe(true);
    expect(
      py.runPython(
        'import sys, builtins\n(type(sys.stdout).__name__ != "StringIO") and builtins.input.__name__ == "input"',
      ),
    ).toBe(true);
  });
});
