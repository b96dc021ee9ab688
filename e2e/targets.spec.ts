import { expect, test, type Page } from '@playwright/test';
import { answerCurrentQuestion } from './learning-support';
import { FRESH_PASSWORD, freshStudent, signIn } from './support';

/**
 * Children's targets (issue 12): every control a child uses on the main student screens is at least
 * 44×44 px (WCAG 2.5.5, the size the issue asks for children). Measures every visible interactive element
 * of the sign-in screen, the map, a lesson's introduction, each of the lesson's questions and the block
 * editor, in English and in Arabic, and fails listing any that is smaller. Links inside a sentence are the
 * one exception WCAG allows (their size is the text's). A teacher's controls (the classroom's students
 * table with its checkboxes) are at least 24×24 px (WCAG 2.5.8).
 */

const MIN = 44;

interface Small {
  what: string;
  width: number;
  height: number;
}

/** The visible controls under min×min on the page now. */
function smallControls(page: Page, min: number, labelCounts: boolean): Promise<Small[]> {
  return page.evaluate(
    ({ min, labelCounts }) => {
      const selector = [
        'a[href]',
        'button',
        'input:not([type="hidden"])',
        'select',
        'textarea',
        'summary',
        '[role="button"]',
        '[role="radio"]',
        '[role="checkbox"]',
        '[role="tab"]',
        '[role="switch"]',
        '[tabindex]:not([tabindex="-1"])',
        // Blockly's block drawer: each category row is a target.
        '.blocklyToolboxCategory',
      ].join(',');
      const small: Small[] = [];
      for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
        // Blocks on the workspace are shapes a child drags, not controls; the drawer's rows are measured.
        if (el.closest('.blocklySvg, .blocklyFlyout') && !el.matches('.blocklyToolboxCategory')) continue;
        if (el.closest('.blocklyToolboxCategoryContainer') && !el.matches('.blocklyToolboxCategory')) continue;
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden' || style.display === 'none') continue;
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        // Off-screen until focused (the skip link), or clipped away (.sr-only).
        if (box.bottom <= 0 || box.right <= 0 || box.width <= 1 || box.height <= 1) continue;
        // A control inside a label: the label is the target (e.g. a checkbox in a 44px label).
        const label = el.closest('label');
        const target = labelCounts && label && el.matches('input') ? label.getBoundingClientRect() : box;
        // A link inside a sentence: WCAG's inline exception.
        if (el.matches('a') && el.parentElement) {
          const own = (el.textContent ?? '').trim().length;
          const around = (el.parentElement.textContent ?? '').trim().length;
          if (around > own + 1 && style.display === 'inline') continue;
        }
        if (target.width + 0.5 < min || target.height + 0.5 < min) {
          const name =
            el.getAttribute('aria-label') ||
            el.dataset.testid ||
            (el.textContent ?? '').trim().slice(0, 40) ||
            el.getAttribute('name') ||
            el.className.toString();
          small.push({
            what: `${el.tagName.toLowerCase()} "${name}"`,
            width: Math.round(target.width * 10) / 10,
            height: Math.round(target.height * 10) / 10,
          });
        }
      }
      return small;
    },
    { min, labelCounts },
  );
}

async function expectBigTargets(page: Page, screen: string, min = MIN) {
  // A teacher's checkbox is measured itself (its box was 22.5 px inside a larger label).
  const small = await smallControls(page, min, min === MIN);
  expect(small, `${screen}: controls under ${min}×${min} px`).toEqual([]);
}

for (const lang of ['en', 'ar'] as const) {
  test(`every control of the student screens is at least 44×44 px (${lang})`, async ({ page, request }) => {
    const username = await freshStudent(request, `size${lang}`);

    await page.goto(`/login?lang=${lang}`);
    await expect(page.locator('input[name="login_email"]')).toBeVisible();
    await expectBigTargets(page, 'login');

    await signIn(page, username, FRESH_PASSWORD, lang);
    await expect(page.getByTestId('course-map')).toBeVisible();
    await expect(page.locator('[data-testid^="stone-"]').first()).toBeVisible();
    await expectBigTargets(page, 'Myworld');

    await page
      .locator('[data-testid^="stone-"][data-state="start"], [data-testid^="stone-"][data-state="next"]')
      .first()
      .click();
    await expect(page.getByTestId('lesson-intro')).toBeVisible();
    await expectBigTargets(page, 'lesson intro');

    await page.getByTestId('skip-intro').click();
    await expect(page.getByTestId('lesson-player')).toBeVisible();
    for (;;) {
      const type = await page.getByTestId('lesson-player').getAttribute('data-question-type');
      await answerCurrentQuestion(page);
      await expectBigTargets(page, `lesson question (${type})`);
      if (await page.getByTestId('finish-lesson').isVisible()) break;
      const count = (await page.getByTestId('question-count').textContent()) ?? '';
      await page.getByTestId('next-question').click();
      await expect(page.getByTestId('question-count')).not.toHaveText(count);
    }

    await page.goto(`/playground-ide?lang=${lang}`);
    await expect(page.locator('.blocklyToolboxCategory').first()).toBeVisible();
    await expectBigTargets(page, 'block editor');
  });
}

test('every control of the teacher’s classroom is at least 24×24 px', async ({ page }) => {
  // Read-only: teacher1 only looks at a classroom.
  await signIn(page, 'teacher1');
  await expect(page).toHaveURL(/\/teacher\/classrooms/);
  await page.locator('[data-testid^="classroom-link-"]').first().click();
  await expect(page.getByTestId('students-table')).toBeVisible();
  await expect(page.getByTestId('select-page')).toBeVisible();
  await expectBigTargets(page, 'classroom details', 24);
});
