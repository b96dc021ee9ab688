import { expect, test, type Page } from '@playwright/test';
import { childAtStones } from './classroom-support';
import { answerCurrentQuestion, completeNextLesson, waitForDownload } from './learning-support';
import { DEMO_PASSWORD, FRESH_PASSWORD, freshStudent, signIn } from './support';

/**
 * Layouts for the devices children and teachers really use (issue 17, item 5): a Chromebook's 1366×768, a
 * small laptop's 1024×768, a tablet's 768×1024 and a phone's 360×740 by touch.
 */
test.use({ viewport: { width: 1366, height: 768 } });

/** What changes from run to run on a screen (the sync pill's time, a fresh child's name): left out of pictures. */
const changing = (page: Page) => [page.locator('.sync-status'), page.getByTestId('signed-in-as')];

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
      await expect(page).toHaveScreenshot(`challenge-${width}-${lang}.png`, { mask: changing(page) });
      await page.getByTestId('logout').click();
      await expect(page.getByTestId('signed-in-as')).toBeHidden();
    }
  });

test("at 1366×768 a schoolchild's header stays one row with the community in it and their work saved on the server", async ({
  page,
}) => {
  const { username } = await childAtStones(
    page.request,
    { name: 'Header row', child: ['Rana', 'Haddad'], prefix: 'headerrow' },
    [{ course: 1, key: 'what-is-a-program' }],
  );
  await signIn(page, username);
  await expect(page.getByTestId('signed-in-as')).toBeVisible();
  await completeNextLesson(page);
  for (const lang of ['en', 'ar'] as const) {
    await page.goto(`/Myworld?lang=${lang}`);
    await expect(
      page.locator('.topbar').getByRole('link', { name: lang === 'en' ? 'Community' : 'المجتمع' }),
    ).toBeVisible();
    await expect(page.getByTestId('sync-saved-at')).toBeVisible();
    expect(await headerRows(page), lang).toBe(1);
  }
});

/** Nothing wider than the screen: no sideways scrolling on a phone. */
async function fitsTheWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

for (const lang of ['en', 'ar'] as const)
  test(`at 360×740 a child opens a lesson from the map and answers by touch (${lang})`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const username = await freshStudent(page.request, `touch${lang}`);
    await signIn(page, username, FRESH_PASSWORD, lang);
    await expect(page).toHaveURL(/\/Myworld/);
    const stone = page.locator(
      '[data-testid^="stone-"][data-state="start"], [data-testid^="stone-"][data-state="next"]',
    );
    await expect(stone.first()).toBeVisible();
    expect(await fitsTheWidth(page), 'the map fits the phone').toBe(true);
    await waitForDownload(page);
    await expect(page).toHaveScreenshot(`map-360-${lang}.png`, { mask: changing(page) });
    await stone.first().tap();
    await expect(page).toHaveURL(/\/lessonprevideo\//);
    expect(await fitsTheWidth(page), 'the introduction fits the phone').toBe(true);
    await page.getByTestId('intro-next').tap();
    await page.getByTestId('skip-intro').tap();
    await expect(page.getByTestId('lesson-player')).toBeVisible();
    expect(await fitsTheWidth(page), 'the questions fit the phone').toBe(true);
    await expect(page).toHaveScreenshot(`question-360-${lang}.png`, { mask: changing(page) });
    const count = await page.getByTestId('question-count').textContent();
    await answerCurrentQuestion(page, { tap: true });
    await page.getByTestId('next-question').tap();
    await expect(page.getByTestId('question-count')).not.toHaveText(count ?? '');
    await context.close();
  });

for (const lang of ['en', 'ar'] as const)
  test(`at 1366×768 a new child's world looks as it should (${lang})`, async ({ page }) => {
    const username = await freshStudent(page.request, `world${lang}`);
    await signIn(page, username, FRESH_PASSWORD, lang);
    await expect(page).toHaveURL(/\/Myworld/);
    await expect(page.locator('[data-testid^="stone-"]').first()).toBeVisible();
    // Every course on this computer: the page no longer changes while the download runs.
    await waitForDownload(page);
    await expect(page).toHaveScreenshot(`world-1366-${lang}.png`, { mask: changing(page) });
  });
