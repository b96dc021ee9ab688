// @vitest-environment jsdom
import type { WebCode, WebExerciseFile } from '@codeyard/shared-schema';
import { runWebChecks } from '@codeyard/shared-schema/code-exercises';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CURRICULUM_DIR } from './catalogue.js';

/**
 * The Web exercises of the Web course through the web checker (code-exercises/web-checks.ts) in jsdom:
 * every teacher's solution passes all its checks, every starter fails one, and near misses fail the
 * right check. (The exercises' format and stones are checked in code-exercises.test.ts.)
 */
const dir = join(DEFAULT_CURRICULUM_DIR, '7-web-design-with-html', 'exercises');
const web = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((name) => ({ data: JSON.parse(readFileSync(join(dir, name), 'utf8')) as WebExerciseFile }));

/**
 * The page as the preview shows it: the HTML document in an iframe (a window of its own, for computed
 * styles), with the CSS tab as a style sheet at the end of its head. Scripts are not part of these checks.
 */
function previewOf(code: WebCode): Document {
  const frame = document.createElement('iframe');
  document.body.appendChild(frame);
  const doc = frame.contentDocument!;
  doc.open();
  doc.write(code.html_code);
  doc.close();
  const style = doc.createElement('style');
  style.textContent = code.css_code;
  doc.head.appendChild(style);
  return doc;
}

describe('Web exercises in the web checker (jsdom)', () => {
  it.each(web.map((e) => [e.data.key, e.data] as const))('%s: the solution passes every check', (_key, exercise) => {
    const results = runWebChecks(previewOf(exercise.solution), exercise.checks);
    expect(results.filter((r) => !r.passed).map((r) => r.key)).toEqual([]);
    expect(results).toHaveLength(exercise.checks.length);
  });

  it.each(web.filter((e) => e.data.checks.length > 0).map((e) => [e.data.key, e.data] as const))(
    '%s: the starter fails a check',
    (_key, exercise) => {
      expect(runWebChecks(previewOf(exercise.starter), exercise.checks).some((r) => !r.passed)).toBe(true);
    },
  );

  it('an empty page and a page with unstyled content fail the styled exercises', () => {
    const makeover = web.find((e) => e.data.key === 'challenge-colour-makeover')!.data;
    const unstyled = runWebChecks(
      previewOf({ ...makeover.solution, css_code: 'h1 { color: black; } p { font-size: 16px; }' }),
      makeover.checks,
    );
    expect(unstyled.filter((r) => !r.passed).map((r) => r.key)).toEqual([
      'background',
      'heading-colour',
      'heading-centre',
      'bigger-text',
    ]);
    const cards = web.find((e) => e.data.key === 'code-picture-cards')!.data;
    const silver = runWebChecks(
      previewOf({ ...cards.solution, css_code: cards.solution.css_code.replace('gold', 'silver') }),
      cards.checks,
    );
    expect(silver.filter((r) => !r.passed).map((r) => r.key)).toEqual(['gold']);
  });
});
