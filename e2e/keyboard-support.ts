import { expect, type Page } from '@playwright/test';

/** What has focus: its tag, test id, id and text, for assertions and for readable failures. */
export function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      testid: el?.dataset.testid ?? '',
      id: el?.id ?? '',
      text: (el?.textContent ?? '').trim().slice(0, 80),
    };
  });
}

/** Presses Tab (or Shift+Tab) until the focused element matches `selector`; fails after `limit` presses. */
export async function tabTo(page: Page, selector: string, { back = false, limit = 80 } = {}): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(
    `no focus on ${selector} after ${limit} presses of Tab; focus is on ${JSON.stringify(await focused(page))}`,
  );
}

/** Waits until focus is on what `selector` names (a route change focuses the new heading once it is drawn). */
export async function expectFocusOn(page: Page, selector: string): Promise<void> {
  await expect
    .poll(() => page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector), {
      message: `focus on ${selector}`,
    })
    .toBe(true);
}
