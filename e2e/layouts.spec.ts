import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './support';

/**
 * Layouts for the devices children and teachers really use (issue 17, item 5): a Chromebook's 1366×768, a
 * small laptop's 1024×768 and a tablet's 768×1024.
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

for (const [width, height] of [
  [1024, 768],
  [768, 1024],
] as const)
  test(`at ${width}×${height} the challenge screen shows the blocks and the stage side by side, in both languages`, async ({
    page,
    request,
  }) => {
    const me = (
      await (await request.post('/api/login', { data: { login_email: 'student2', password: DEMO_PASSWORD } })).json()
    ).data[0];
    const map = (
      await (await request.get('/api/coursedetails/1', { headers: { authorization: `Bearer ${me.api_token}` } })).json()
    ).data as { course: { id: number }; stones: { id: number; key: string }[] };
    const challenge = map.stones.find((s) => s.key === 'challenge-reach-the-star')!;
    await page.setViewportSize({ width, height });
    for (const lang of ['en', 'ar'] as const) {
      await signIn(page, 'student2', undefined, lang);
      await expect(page.getByTestId('signed-in-as')).toBeVisible();
      await page.goto(`/ide/${challenge.id}/${map.course.id}?lang=${lang}`);
      const workspace = page.locator('.playground-editor');
      const stage = page.getByTestId('stage');
      await expect(workspace.locator('.blocklyToolbox, .blocklyToolboxDiv').first()).toBeVisible();
      await expect(stage).toBeInViewport();
      const blocks = (await workspace.boundingBox())!;
      const robo = (await stage.boundingBox())!;
      // Beside each other (not one below the other), both starting on the first screen.
      expect(robo.y, lang).toBeLessThan(blocks.y + blocks.height);
      expect(robo.y + robo.height, lang).toBeLessThanOrEqual(height);
      expect(blocks.y, lang).toBeLessThan(height);
      const apart = lang === 'en' ? robo.x >= blocks.x + blocks.width : robo.x + robo.width <= blocks.x;
      expect(apart, `${lang}: the stage is on the ${lang === 'en' ? 'right' : 'left'} of the blocks`).toBe(true);
      await page.getByTestId('logout').click();
      await expect(page.getByTestId('signed-in-as')).toBeHidden();
    }
  });
