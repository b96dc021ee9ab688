import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

/**
 * Layouts for the devices children and teachers really use (issue 17, item 5): a Chromebook's 1366×768.
 */
test.use({ viewport: { width: 1366, height: 768 } });

/** The header's parts all sit on one row: no part starts below the first one's bottom. */
async function headerRows(page: Page): Promise<number> {
  return page.locator('.topbar').evaluate((bar) => {
    const tops = Array.from(bar.children).map((part) => part.getBoundingClientRect());
    const firstBottom = Math.min(...tops.map((r) => r.bottom));
    return 1 + tops.filter((r) => r.top >= firstBottom).length;
  });
}

for (const [user, home] of [
  ['student1', /\/Myworld/],
  ['parent1', /\/parent\//],
  ['teacher1', /\/teacher\//],
  ['schooladmin1', /\/school/],
] as const)
  test(`at 1366×768 the header of ${user} is one row, in English and in Arabic`, async ({ page }) => {
    for (const lang of ['en', 'ar'] as const) {
      await signIn(page, user, undefined, lang);
      await expect(page).toHaveURL(home);
      await expect(page.getByTestId('signed-in-as')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      expect(await headerRows(page), `${user} ${lang}`).toBe(1);
      await page.getByTestId('logout').click();
      await expect(page.getByTestId('signed-in-as')).toBeHidden();
    }
  });
