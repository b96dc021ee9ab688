import {
  pythonHarness,
  pythonVerdict,
  type PythonTest,
  type PythonVerdict,
} from '@codeyard/shared-schema/code-exercises';
import type { Localised } from '@codeyard/shared-schema';

/**
 * A Python exercise's Check, in pure steps around the worker: checkSource() is what the worker runs
 * (shared-schema pythonHarness), checkRows() turns the harness's verdict into the lines the child reads —
 * one per test, in the exercise's order, numbered from 1, passed or not with the test's own message (or
 * the general one of a crash, an endless loop or too many input() calls) and the line of the child's code
 * Python named.
 */
export const checkSource = (code: string, tests: readonly PythonTest[]): string => pythonHarness(code, tests);

export interface CheckRow {
  key: string;
  n: number;
  passed: boolean;
  message: Localised | null;
  line: number | null;
}

export interface CheckResult {
  passed: boolean;
  passedCount: number;
  total: number;
  rows: CheckRow[];
}

export function checkRows(verdict: PythonVerdict): CheckResult {
  return {
    passed: verdict.passed,
    passedCount: verdict.passedCount,
    total: verdict.total,
    rows: verdict.outcomes.map((o, i) => ({
      key: o.key,
      n: i + 1,
      passed: o.passed,
      message: o.passed ? null : o.message,
      line: o.passed ? null : (o.error?.line ?? null),
    })),
  };
}

/** The verdict text from the worker read against the tests, as rows. */
export const judge = (tests: readonly PythonTest[], verdict: string | null): CheckResult =>
  checkRows(pythonVerdict(tests, verdict));
