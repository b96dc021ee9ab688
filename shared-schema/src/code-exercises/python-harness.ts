import type { Localised } from '../content/curriculum.js';
import type { PythonTest } from '../content/code-exercise.js';

/**
 * The Python exercise checker, in two pure halves around one Pyodide run (in the Python worker, or in
 * Node in the content test):
 * 1. pythonHarness(code, tests) builds the Python source to run. For each test it runs the child's code
 *    in a fresh namespace with stdout (and stderr) captured, input() fed from the test's `stdin` (no
 *    prompt or answer echoed into the output; asking for more than given ends the run), the test's
 *    `assert` snippet after it, and a line budget (sys.settrace) that ends an endless loop. The
 *    source's last expression is the verdict, a JSON string (pyodide.runPython returns it).
 * 2. pythonVerdict(tests, verdict) reads that JSON against the tests: the printed output is compared
 *    here (normaliseOutput), so the comparison is unit-tested without Python.
 * The child's code and the tests travel into the source as JSON string literals (valid Python string
 * literals), never spliced as code.
 */

/** Most lines one test's run may execute before it is ended as "too long" (an endless loop). */
export const PYTHON_LINE_BUDGET = 100_000;
/** Most characters of printed output kept per test. */
export const PYTHON_OUTPUT_LIMIT = 10_000;

/** How one test's run ended, as the harness reports it. */
export type PythonRunStatus = 'ran' | 'assert_failed' | 'error' | 'too_long' | 'needs_input';
export const PYTHON_RUN_STATUSES: readonly PythonRunStatus[] = [
  'ran',
  'assert_failed',
  'error',
  'too_long',
  'needs_input',
];

export interface PythonRunError {
  /** The exception's class name, e.g. NameError, SyntaxError. */
  type: string;
  message: string;
  /** The line of the child's code it happened on, when known. */
  line: number | null;
}

export interface PythonRunResult {
  key: string;
  status: PythonRunStatus;
  /** What the program printed (stdout), at most PYTHON_OUTPUT_LIMIT characters. */
  output: string;
  error: PythonRunError | null;
}

const HARNESS = String.raw`
import sys as _cy_sys, io as _cy_io, json as _cy_json, builtins as _cy_builtins

class _CyTooLong(BaseException):
    pass

class _CyNoInput(BaseException):
    pass

def _cy_error(e):
    line = getattr(e, 'lineno', None) if isinstance(e, SyntaxError) else None
    tb = e.__traceback__
    while tb is not None:
        if tb.tb_frame.f_code.co_filename == '<your code>':
            line = tb.tb_lineno
        tb = tb.tb_next
    message = e.msg if isinstance(e, SyntaxError) else str(e)
    return {'type': type(e).__name__, 'message': str(message)[:500], 'line': line}

def _cy_check(code, tests, budget, limit):
    try:
        compiled = compile(code, '<your code>', 'exec')
    except (SyntaxError, ValueError) as e:
        err = _cy_error(e)
        return [{'key': t['key'], 'status': 'error', 'output': '', 'error': err} for t in tests]
    results = []
    for t in tests:
        out = _cy_io.StringIO()
        feed = list(t.get('stdin') or [])
        steps = [0]
        def fake_input(prompt='', _feed=feed):
            if not _feed:
                raise _CyNoInput()
            return _feed.pop(0)
        def tracer(frame, event, arg, _steps=steps):
            if event == 'line':
                _steps[0] += 1
                if _steps[0] > budget:
                    raise _CyTooLong()
            return tracer
        namespace = {'__name__': '__main__', '__builtins__': _cy_builtins}
        saved = (_cy_sys.stdout, _cy_sys.stderr, _cy_builtins.input)
        status, error, phase = 'ran', None, 'code'
        _cy_sys.stdout, _cy_sys.stderr, _cy_builtins.input = out, _cy_io.StringIO(), fake_input
        _cy_sys.settrace(tracer)
        try:
            try:
                exec(compiled, namespace)
            except SystemExit:
                pass
            if t.get('assert'):
                phase = 'assert'
                exec(compile(t['assert'], '<check>', 'exec'), namespace)
        except _CyTooLong:
            status = 'too_long'
        except _CyNoInput:
            status = 'needs_input'
        except AssertionError as e:
            status, error = ('assert_failed', None) if phase == 'assert' else ('error', _cy_error(e))
        except BaseException as e:
            status, error = 'error', _cy_error(e)
        finally:
            _cy_sys.settrace(None)
            _cy_sys.stdout, _cy_sys.stderr, _cy_builtins.input = saved
        results.append({'key': t['key'], 'status': status, 'output': out.getvalue()[:limit], 'error': error})
    return results
`;

/** The Python source that checks `code` against `tests`; its last expression is the verdict (JSON text). */
export function pythonHarness(code: string, tests: readonly PythonTest[], lineBudget = PYTHON_LINE_BUDGET): string {
  const plain = tests.map((t) => ({ key: t.key, stdin: t.stdin ?? [], assert: t.assert ?? null }));
  // JSON string literals are valid Python string literals: the code is data, never spliced as code.
  return `${HARNESS}
_cy_json.dumps(_cy_check(${JSON.stringify(code)}, _cy_json.loads(${JSON.stringify(JSON.stringify(plain))}), ${Math.max(1, Math.floor(lineBudget))}, ${PYTHON_OUTPUT_LIMIT}))
`;
}

/**
 * Printed output as compared: line ends unified, trailing spaces and runs of spaces or tabs inside a
 * line dropped (leading spaces kept: they can draw a shape), blank lines at the start and end dropped.
 */
export function normaliseOutput(text: string): string {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => {
      const lead = /^[ \t]*/.exec(line)![0];
      return (lead.replace(/\t/g, '    ') + line.slice(lead.length).replace(/[ \t]+/g, ' ')).trimEnd();
    });
  while (lines.length && lines[0].trim() === '') lines.shift();
  while (lines.length && lines[lines.length - 1].trim() === '') lines.pop();
  return lines.join('\n');
}

/** The general messages of runs that did not get as far as the test's own check. */
export const PYTHON_RUN_MESSAGES: Record<Exclude<PythonRunStatus, 'ran' | 'assert_failed'>, Localised> = {
  error: {
    en: 'Your program stopped with an error. Look at the line it names, fix it and try again.',
    ar: 'توقّف برنامجك بسبب خطأ. انظر إلى السطر المذكور، وأصلحه، ثم حاول مرة أخرى.',
  },
  too_long: {
    en: 'Your program kept running for too long. Is there a loop that never ends?',
    ar: 'استمرّ برنامجك في العمل وقتًا طويلًا جدًّا. هل فيه حلقة لا تنتهي أبدًا؟',
  },
  needs_input: {
    en: 'Your program asked for more answers with input() than the check gives it. Does it ask too many questions?',
    ar: 'طلب برنامجك إجابات بالدالة input() أكثر ممّا يعطيه الفحص. هل يطرح أسئلة أكثر من اللازم؟',
  },
};

export interface PythonTestOutcome {
  key: string;
  passed: boolean;
  status: PythonRunStatus;
  /** For a failed test: its own message, or the general message of a run that crashed, looped or asked too much. */
  message: Localised | null;
  output: string;
  error: PythonRunError | null;
}

export interface PythonVerdict {
  passed: boolean;
  outcomes: PythonTestOutcome[];
  passedCount: number;
  total: number;
}

function asResults(verdict: unknown): Map<string, PythonRunResult> {
  let value = verdict;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      value = [];
    }
  }
  const results = new Map<string, PythonRunResult>();
  if (!Array.isArray(value)) return results;
  for (const item of value) {
    if (!item || typeof item !== 'object') continue;
    const { key, status, output, error } = item as Record<string, unknown>;
    if (typeof key !== 'string' || !PYTHON_RUN_STATUSES.includes(status as PythonRunStatus)) continue;
    const err = error && typeof error === 'object' ? (error as Record<string, unknown>) : null;
    results.set(key, {
      key,
      status: status as PythonRunStatus,
      output: typeof output === 'string' ? output : '',
      error: err
        ? {
            type: String(err.type ?? 'Error'),
            message: String(err.message ?? ''),
            line: typeof err.line === 'number' ? err.line : null,
          }
        : null,
    });
  }
  return results;
}

function outputPasses(test: PythonTest, output: string): boolean {
  const printed = normaliseOutput(output);
  if (test.stdout !== undefined && printed !== normaliseOutput(test.stdout)) return false;
  const lower = printed.toLowerCase().replace(/[ \t]+/g, ' ');
  return (test.output_contains ?? []).every((text) => lower.includes(text.toLowerCase().replace(/[ \t]+/g, ' ')));
}

/** Reads the harness's verdict (its JSON text, or the parsed value) against the tests; a missing result fails. */
export function pythonVerdict(tests: readonly PythonTest[], verdict: unknown): PythonVerdict {
  const results = asResults(verdict);
  const outcomes = tests.map((test): PythonTestOutcome => {
    const result = results.get(test.key);
    if (!result)
      return {
        key: test.key,
        passed: false,
        status: 'error',
        message: PYTHON_RUN_MESSAGES.error,
        output: '',
        error: null,
      };
    const { status, output, error } = result;
    if (status === 'error' || status === 'too_long' || status === 'needs_input') {
      return { key: test.key, passed: false, status, message: PYTHON_RUN_MESSAGES[status], output, error };
    }
    const passed = status === 'ran' && outputPasses(test, output);
    return { key: test.key, passed, status, message: passed ? null : test.message, output, error };
  });
  const passedCount = outcomes.filter((o) => o.passed).length;
  return { passed: passedCount === tests.length && tests.length > 0, outcomes, passedCount, total: tests.length };
}
