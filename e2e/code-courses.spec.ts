import type { WebExerciseFile } from '@codeyard/shared-schema';
import {
  WEB_CHECK_REQUEST,
  WEB_CHECK_RESULT,
  webCheckerScript,
  type WebCheckResult,
} from '@codeyard/shared-schema/code-exercises';
import { expect, test, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { signIn } from './support';

/**
 * The Python and Web courses' content in the browser: their lessons open in the lesson player (English and
 * Arabic), and every Web exercise's checks run in Chromium inside a sandboxed preview (sandbox="allow-scripts",
 * opaque origin) through the message channel: the teacher's solution passes them all, the starter does not.
 */

const exercisesDir = fileURLToPath(
  new URL('../sync-server/content/curriculum/7-web-design-with-html/exercises/', import.meta.url),
);
const webExercises = readdirSync(exercisesDir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(exercisesDir + f, 'utf8')) as WebExerciseFile);

async function openCourse(page: Page, title: RegExp) {
  await page.locator('[data-testid^="island-"]').filter({ hasText: title }).click();
  await page.getByTestId('continue-link').click();
  await expect(page.getByTestId('lesson-intro')).toBeVisible();
}

test('a Python lesson and a Web lesson open in the lesson player, in English and in Arabic', async ({ page }) => {
  await signIn(page, 'student1');
  await expect(page).toHaveURL(/\/Myworld/);
  await openCourse(page, /Python/);
  await expect(page.getByTestId('intro-text')).toContainText('Python is a language for talking to computers');
  await page.screenshot({ path: 'test-results/code-courses-python-intro-en.png' });
  await page.getByTestId('skip-intro').click();
  await expect(page.getByTestId('lesson-player')).toBeVisible();
  await expect(page.getByTestId('lesson-player')).toContainText('What is Python?');
  await page.screenshot({ path: 'test-results/code-courses-python-question-en.png' });

  await page.goto('/Myworld?lang=ar');
  await openCourse(page, /HTML|الإنترنت|الويب/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('intro-text')).toContainText('صفحة الإنترنت صفحة تفتحها في المتصفح');
  await page.screenshot({ path: 'test-results/code-courses-web-intro-ar.png' });
  await page.getByTestId('skip-intro').click();
  await expect(page.getByTestId('lesson-player')).toContainText('أيّ برنامج يفتح صفحات الإنترنت؟');
  await page.screenshot({ path: 'test-results/code-courses-web-question-ar.png' });
});

/** The page in a sandboxed preview with the checker script, as the Web editor shows it. */
function previewDocument(code: { html_code: string; css_code: string }): string {
  const head = `<script>${webCheckerScript()}</script><style>${code.css_code}</style>`;
  return code.html_code.includes('<head>')
    ? code.html_code.replace('<head>', `<head>${head}`)
    : `${head}${code.html_code}`;
}

async function checkInSandbox(
  page: Page,
  srcdoc: string,
  checks: WebExerciseFile['checks'],
): Promise<WebCheckResult[]> {
  return page.evaluate(
    async ({ srcdoc, checks, request, result }) => {
      document.body.innerHTML = '';
      const frame = document.createElement('iframe');
      frame.setAttribute('sandbox', 'allow-scripts');
      frame.srcdoc = srcdoc;
      document.body.appendChild(frame);
      await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
      return new Promise<WebCheckResult[]>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no answer from the preview')), 60_000);
        window.addEventListener('message', (event) => {
          if (event.source !== frame.contentWindow || event.data?.type !== result || event.data.id !== 'r1') return;
          clearTimeout(timer);
          resolve(event.data.results);
        });
        frame.contentWindow!.postMessage({ type: request, id: 'r1', checks }, '*');
      });
    },
    { srcdoc, checks, request: WEB_CHECK_REQUEST, result: WEB_CHECK_RESULT },
  );
}

test('every Web exercise is checked in a sandboxed preview in Chromium: the solution passes, the starter does not', async ({
  page,
}) => {
  await page.goto('about:blank'); // no app page: the app's CSP (inherited by srcdoc) is the Web editor's business
  const checked = webExercises.filter((e) => e.checks.length > 0);
  expect(checked.length).toBeGreaterThanOrEqual(5);
  for (const exercise of checked) {
    // The preview is an opaque origin: it cannot read the page that holds it.
    const solution = await checkInSandbox(page, previewDocument(exercise.solution), exercise.checks);
    expect(
      solution.filter((r) => !r.passed).map((r) => r.key),
      `${exercise.key} solution`,
    ).toEqual([]);
    expect(solution).toHaveLength(exercise.checks.length);
    const starter = await checkInSandbox(page, previewDocument(exercise.starter), exercise.checks);
    expect(
      starter.some((r) => !r.passed),
      `${exercise.key} starter`,
    ).toBe(true);
  }
});
