import { expect, test } from '@playwright/test';
import {
  completedStones,
  completeNextLesson,
  devicePoints,
  serverState,
  underServiceWorker,
  waitForDownload,
} from './learning-support';
import { backOnline, signIn } from './support';

// This file goes offline: its pages need the service worker (and its precache) that other files block.
test.use({ serviceWorkers: 'allow' });

test('(a) offline: three lessons survive a reload and a closed tab, reach the server exactly once with the same points, and the teacher sees them', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'student2');
  await waitForDownload(page);
  // The first visit installs the service worker; from the next load on it answers with the network off.
  await underServiceWorker(page);

  await context.setOffline(true);
  for (let i = 0; i < 3; i++) await completeNextLesson(page);
  const points = await devicePoints(page);
  expect(points).toBeGreaterThan(0);
  await expect(page.getByTestId('sync-state')).toHaveText('Offline');
  await expect(page.getByTestId('sync-pending-count')).toHaveText('3');

  await page.reload();
  expect(await completedStones(page)).toBe(3);
  await page.close();
  const reopened = await context.newPage();
  await reopened.goto('/Myworld?lang=en');
  expect(await completedStones(reopened)).toBe(3);
  expect(await devicePoints(reopened)).toBe(points);
  await expect(reopened.getByTestId('sync-pending-count')).toHaveText('3');

  // Nothing reached the server while offline (the emulation stops the page's and the service worker's
  // requests; only the browser's own update check of /sw.js gets through, and it carries no work).
  expect(await serverState(request, 'student2')).toMatchObject({ lessons: 0, attempts: 0 });

  // This tab was opened while offline: without backOnline it would never hear that the network is back.
  await backOnline(context);
  await expect(reopened.getByTestId('sync-saved-at')).toBeVisible();
  await expect(reopened.getByTestId('sync-pending-count')).toHaveText('0');
  // Each lesson exactly once, with the points the device showed.
  expect(await serverState(request, 'student2')).toEqual({ points, lessons: 3, attempts: 3 });

  // The teacher sees what arrived.
  const teacherContext = await browser.newContext({ serviceWorkers: 'block' }); // stays online
  const teacher = await teacherContext.newPage();
  await signIn(teacher, 'teacher1');
  await teacher.locator('[data-testid^="classroom-link-"]').first().click();
  const row = teacher.getByTestId('students-table').getByRole('row').filter({ hasText: 'student2' });
  await expect(row).toContainText('3');
  await row.locator('[data-testid^="student-lessons-link-"]').click();
  await expect(teacher.locator('[data-testid^="submitted-lesson-"]')).toHaveCount(3);
  await teacher.locator('[data-testid^="open-lesson-"]').first().click();
  await expect(teacher.getByTestId('student-answer').first()).toBeVisible();
  await expect(teacher.getByTestId('correct-answer').first()).toBeVisible();
  await teacherContext.close();
  await context.close();
});

test('(b) a replay through aborted requests and 500s (some after the server did the work) ends in the same server state', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await signIn(page, 'student4');
  await waitForDownload(page);

  // Every write to the server fails in turn: aborted before it leaves, or answered 500 after the
  // server has done the work (the device cannot tell), before calls are let through.
  let calls = 0;
  await context.route(/\/api\/(sync\/batch|student-questions-submission)/, async (route) => {
    calls++;
    if (calls % 3 === 1) return route.abort('connectionreset');
    if (calls % 3 === 2) {
      await route.fetch();
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'injected' }),
      });
    }
    return route.continue();
  });

  for (let i = 0; i < 3; i++) await completeNextLesson(page);
  await page.goto('/Myworld?lang=en');
  await expect(page.getByTestId('sync-pending-count')).toHaveText('0', { timeout: 90_000 });
  expect(calls).toBeGreaterThanOrEqual(3);
  // Each lesson exactly once, although some were done by the server twice over from the device's view.
  const server = await serverState(request, 'student4');
  expect(server).toMatchObject({ lessons: 3, attempts: 3 });
  // The device counted the answers the server had taken but not confirmed as still on their way; once
  // the replay is confirmed it shows exactly the server's points. One page, watched: the device settles them
  // when it reads the server's points at the end of its round, which a page reloaded every second would cut
  // short each time on a busy machine.
  await page.goto('/Myworld?lang=en');
  await expect(page.getByTestId('points-total')).toHaveAttribute('data-points', String(server.points), {
    timeout: 90_000,
  });
  await context.close();
});

test("(c) two children on one browser: A's unsynced work is never sent under B's login, and is sent when A signs in again", async ({
  browser,
  request,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'student5');
  await waitForDownload(page);
  await underServiceWorker(page);

  await context.setOffline(true);
  await completeNextLesson(page);
  const points = await devicePoints(page);
  // Signing out with unsent work warns, and keeps it.
  await page.getByTestId('logout').click();
  await expect(page.getByTestId('logout-unsynced')).toBeVisible();
  await page.getByRole('button', { name: 'Sign out anyway' }).click();
  await expect(page).toHaveURL(/\/login/);
  await backOnline(context);
  await expect(page.getByTestId('device-waiting')).toContainText('student5');

  // Child B signs in on the same browser; A's queue stays on the device.
  await signIn(page, 'student3');
  await waitForDownload(page);
  await expect(page.getByTestId('sync-pending-count')).toHaveText('0');
  await page.waitForTimeout(3000);
  expect(await serverState(request, 'student5')).toMatchObject({ lessons: 0, attempts: 0 });
  expect(await serverState(request, 'student3')).toMatchObject({ lessons: 0, attempts: 0 });
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login/);

  // A signs in again: the work is sent, once, as A.
  await signIn(page, 'student5');
  await expect.poll(async () => (await serverState(request, 'student5')).attempts).toBe(1);
  expect(await serverState(request, 'student5')).toEqual({ points, lessons: 1, attempts: 1 });
  expect(await serverState(request, 'student3')).toMatchObject({ lessons: 0, attempts: 0 });
  await context.close();
});
