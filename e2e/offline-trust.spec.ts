import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { backOnline, FRESH_PASSWORD, freshStudent, signIn } from './support';

// This file goes offline: its pages need the service worker (and its precache) that other files block.
test.use({ serviceWorkers: 'allow' });

/**
 * Holds every course download (GET /course-lessons) until released, so the test decides when the courses
 * arrive instead of a clock. Answers whether any was asked for.
 */
async function holdCourseDownloads(context: BrowserContext) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  await context.route(/\/api\/course-lessons\//, async (route) => {
    asked++;
    await gate;
    await route.continue().catch(() => undefined);
  });
  return { release, asked: () => asked };
}

/**
 * Every time the page shows "Your lessons are saved on this computer", whether a service worker controlled
 * the page at that moment (without one, a reload with the network off is the browser's dead page).
 */
async function recordPromises(page: Page) {
  await page.addInitScript(() => {
    const log: { controlled: boolean; lessons: string | null }[] = [];
    (window as unknown as { promiseLog: typeof log }).promiseLog = log;
    const check = () => {
      const note = document.querySelector('[data-testid="download-state"][data-state="done"]');
      if (note)
        log.push({
          controlled: Boolean(navigator.serviceWorker?.controller),
          lessons: note.getAttribute('data-lessons'),
        });
    };
    new MutationObserver(check).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-state'],
    });
  });
}

const promisesShown = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { promiseLog: { controlled: boolean; lessons: string | null }[] }).promiseLog,
  );

test('a first sign-in, then the network drops 2 s later: the child sees the truth, and once promised the app opens offline', async ({
  browser,
  request,
}) => {
  const username = await freshStudent(request, 'trust');
  const context = await browser.newContext();
  const page = await context.newPage();
  await recordPromises(page);
  const downloads = await holdCourseDownloads(context);

  await signIn(page, username, FRESH_PASSWORD);
  await expect(page).toHaveURL(/\/Myworld/);
  const note = page.getByTestId('download-state');
  // While the courses come, the child sees how far it is, in plain words, and no promise.
  await expect(note).toHaveAttribute('data-state', 'running');
  await expect(note).toContainText(/Getting your lessons ready: \d+ of \d+ courses/);

  await page.waitForTimeout(2_000);
  await context.setOffline(true);
  // The network is gone before the lessons were here: the child is told so, never "saved on this computer".
  await expect(note).toHaveAttribute('data-state', 'offline');
  await expect(note).toHaveText('Your lessons are not on this computer yet. Connect to the internet to get them.');
  await expect(page.getByTestId('course-map')).not.toContainText(/coming soon/i);
  expect(await promisesShown(page)).toEqual([]);

  downloads.release();
  await backOnline(context);
  // The download finishes and the service worker takes this very page (no reload): now the promise is kept.
  await expect(note).toHaveAttribute('data-state', 'done', { timeout: 150_000 });
  await expect(note).toHaveText('Your lessons are saved on this computer.');
  expect(downloads.asked()).toBeGreaterThan(0);
  const shown = await promisesShown(page);
  expect(shown.length).toBeGreaterThan(0);
  expect(shown.filter((p) => !p.controlled || p.lessons !== 'here')).toEqual([]);

  // The promise holds: with the network off, a reload opens the app, not the browser's "No internet" page.
  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('header .brand')).toBeVisible();
  await expect(page.getByTestId('download-state')).toHaveAttribute('data-state', 'done');
  await expect(page.locator('[data-testid="course-map"] [data-testid^="stone-"]').first()).toBeVisible();
  expect((await promisesShown(page)).filter((p) => !p.controlled)).toEqual([]);
  await backOnline(context);
  await context.close();
});

test("a course still downloading shows its stones on their way, never 'coming soon'", async ({ browser, request }) => {
  const username = await freshStudent(request, 'trust');
  // No service worker here: the held course downloads must be the page's own requests.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const downloads = await holdCourseDownloads(context);

  await signIn(page, username, FRESH_PASSWORD);
  await expect(page).toHaveURL(/\/Myworld/);
  await page.locator('[data-testid^="island-"]').filter({ hasText: 'SmoothY Starter' }).click();
  const map = page.getByTestId('course-map');
  await expect(map).toContainText('SmoothY Starter');
  await expect.poll(downloads.asked).toBeGreaterThan(0);
  await expect(map.getByTestId('course-downloading')).toHaveText(
    'The stones of this island are on their way to this computer…',
  );
  await expect(map).not.toContainText(/coming soon/i);
  await expect(page.locator('[data-testid^="island-"]').filter({ hasText: 'SmoothY Starter' })).not.toContainText(
    /coming soon/i,
  );

  // Offline before it came: the island says it needs the internet, still not "coming soon".
  await context.setOffline(true);
  await expect(map.getByTestId('course-downloading')).toHaveAttribute('data-state', 'offline');
  await expect(map).not.toContainText(/coming soon/i);

  downloads.release();
  await backOnline(context);
  await expect(map.locator('[data-testid^="stone-"]').first()).toBeVisible();
  await expect(map.getByTestId('course-downloading')).toHaveCount(0);
  await expect(map.locator('[data-testid^="stone-"][data-state="start"]')).toHaveCount(1);
  await context.close();
});
