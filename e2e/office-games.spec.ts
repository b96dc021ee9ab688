import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { devicePoints, underServiceWorker, waitForDownload } from './learning-support';
import { apiLogin, childAtStones, courseMap } from './classroom-support';
import { axeProblems, backOnline, signIn } from './support';

// This file goes offline: its pages need the service worker (and its precache) that other files block.
test.use({ serviceWorkers: 'allow' });

/** Office Skills (course 11): the word processor and the spreadsheet challenges. */
const COURSE = 11;
const WORD = 'word-challenge-class-newsletter';
const EXCEL = 'excel-challenge-pocket-money';
const SLIDES = 'presentation-game-build-the-slides';

/**
 * A new child of teacher1's, in a classroom with Office Skills, with every stone before a stone finished (the
 * spreadsheet challenge unless said), so it is open.
 */
async function childAtTheSpreadsheet(request: APIRequestContext, openKey = EXCEL) {
  const room = { name: 'Office Club', child: ['Huda', 'Salem'] as [string, string], prefix: 'officer' };
  const child = await childAtStones(request, room, [{ course: COURSE, key: openKey }]);
  const map = child.maps.get(COURSE)!;
  const stone = (key: string) => map.stones.find((s) => s.key === key)!;
  return { username: child.username, courseId: map.id, excel: stone(EXCEL), slides: stone(SLIDES), word: stone(WORD) };
}

async function serverStone(request: APIRequestContext, username: string, key: string) {
  const headers = await apiLogin(request, username);
  const stone = (await courseMap(request, headers, COURSE)).stones.find((s) => s.key === key)!;
  const points = (await (await request.get('/api/studentprofile', { headers })).json()).data.points as number;
  return { stone, points };
}

/** Types into the chosen cell from the grid, as a child does: the keys, then Enter (which moves down). */
async function typeInCell(page: Page, ref: string, text: string) {
  await page.getByTestId(`cell-${ref}`).click();
  await expect(page.getByTestId('sheet-grid')).toBeFocused();
  await page.keyboard.type(text);
  await expect(page.getByTestId('sheet-input')).toHaveValue(text);
  await page.keyboard.press('Enter');
}

const metGoals = (page: Page) => page.getByTestId('office-checklist').locator('li[data-met="true"]');

test('offline, a child fills in the pocket money spreadsheet from the map with SUM and AVERAGE and a chart: ticked, starred, and the server holds the result once; the Word task in Arabic is right to left', async ({
  browser,
  request,
}) => {
  const child = await childAtTheSpreadsheet(request);
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await signIn(page, child.username);
  await waitForDownload(page);
  await underServiceWorker(page);
  await page.goto(`/Myworld?course=${child.courseId}&lang=en`);
  const stone = page.locator(`[data-testid="stone-${child.excel.id}"]`);
  await expect(stone).toBeVisible();

  await context.setOffline(true);
  await stone.click();
  await expect(page.getByTestId('excel-game')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/ExcelProject\\?lessonId=${child.excel.id}`));
  await expect(page.getByTestId('cell-A2')).toHaveText('Monday');
  await page.getByTestId('game-sound').click();
  await expect(page.getByTestId('game-sound')).toHaveAttribute('aria-pressed', 'false');

  // Finishing too early says what is left.
  await page.getByTestId('office-finished').click();
  await expect(page.getByTestId('office-said')).toHaveText('Not yet: 4 things on your checklist are still to do.');

  const week = ['4', '2', '0', '3', '6'];
  for (const [i, amount] of week.entries()) await typeInCell(page, `B${i + 2}`, amount);
  await expect(metGoals(page)).toHaveCount(1);
  await typeInCell(page, 'B7', '=SUM(B2:B6)');
  await typeInCell(page, 'B8', '=AVERAGE(B2:B6)');
  await expect(page.getByTestId('cell-B7')).toHaveText('15');
  await expect(page.getByTestId('cell-B8')).toHaveText('3');
  await expect(metGoals(page)).toHaveCount(3);

  // The chart's cells chosen with the keyboard: B2, then Shift and the down arrow to B6.
  await page.getByTestId('cell-B2').click();
  for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+ArrowDown');
  await page.getByTestId('sheet-make-chart').click();
  await expect(page.getByTestId('sheet-chart')).toBeVisible();
  await page.getByTestId('sheet-chart-title').fill('My week');
  await expect(metGoals(page)).toHaveCount(5);

  await page.getByTestId('office-finished').click();
  const done = page.getByTestId('office-done');
  await expect(done).toBeVisible();
  // Every goal, and the chart's title: two stars (MAX in D2 would have been the third).
  await expect(done).toHaveAttribute('data-stars', '2');
  await expect(page.getByTestId('office-points')).toBeVisible();
  await expect(page.getByTestId('sync-state')).toHaveText('Offline');
  await expect(page.getByTestId('sync-pending-count')).toHaveText('1');
  const points = await devicePoints(page);
  expect((await serverStone(request, child.username, EXCEL)).stone.completed_at).toBeNull();

  await backOnline(context);
  await expect(page.getByTestId('sync-pending-count')).toHaveText('0');
  const after = await serverStone(request, child.username, EXCEL);
  expect(after.stone.completed_at).not.toBeNull();
  expect(after.stone.best_score).toBe(2);
  // The task points once, as the device counted them.
  expect(after.points).toBe(points);

  // In Arabic the document is written right to left; the heading made with the keys ticks its goal.
  await page.goto(`/MicrosoftWordProject?lessonId=${child.word.id}&lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const document = page.getByTestId('word-document');
  await expect(document).toHaveAttribute('dir', 'rtl');
  await expect(document).toHaveCSS('direction', 'rtl');
  await expect(page.getByTestId('word-0-0')).toHaveText('نشرة');
  await expect(metGoals(page)).toHaveCount(0);
  await document.focus();
  await page.keyboard.press('Control+Alt+1');
  await page.keyboard.press('Control+E');
  await expect(page.locator('.office-para').first()).toHaveAttribute('data-style', 'heading');
  await expect(metGoals(page)).toHaveCount(2);
  // The title, centred, stands in the middle of the page.
  const paper = (await document.boundingBox())!;
  const title = (await page.getByTestId('word-0-0').boundingBox())!;
  expect(Math.abs(title.x + title.width / 2 - (paper.x + paper.width / 2))).toBeLessThan(paper.width / 4);
  await context.close();
});

/** One slide filled in: its title, its words and a picture. */
async function fillSlide(page: Page, title: string, text: string, picture: string) {
  await page.getByTestId('slide-title').fill(title);
  await page.getByTestId('slide-text').fill(text);
  await page.getByTestId(`slide-picture-${picture}`).click();
}

test('a child builds three slides (added, moved, deleted), shows them with the arrow keys and finishes with stars; the three tools pass axe in English and Arabic', async ({
  browser,
  request,
}) => {
  const child = await childAtTheSpreadsheet(request, SLIDES);
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await signIn(page, child.username);
  await waitForDownload(page);

  await page.goto(`/presentation?lessonId=${child.slides.id}&lang=en`);
  await expect(page.getByTestId('slides-game')).toBeVisible();
  await fillSlide(page, 'The screen', 'It shows us pictures and words', 'monitor');
  await page.getByTestId('slide-add').click();
  await fillSlide(page, 'The mouse', 'It moves the arrow on the screen', 'mouse');
  await page.getByTestId('slide-add').click();
  await fillSlide(page, 'Oops', 'A slide to delete', 'printer');
  await page.getByTestId('slide-delete').click();
  await expect(page.locator('[data-testid^="slide-thumb-"]')).toHaveCount(2);
  await page.getByTestId('slide-add').click();
  await fillSlide(page, 'The keyboard', 'We type our letters and numbers with it', 'keyboard');
  // The keyboard goes before the mouse.
  await page.getByTestId('slide-up').click();
  await expect(page.getByTestId('slide-thumb-1')).toContainText('The keyboard');
  await expect(page.getByTestId('slide-thumb-2')).toContainText('The mouse');
  await expect(metGoals(page)).toHaveCount(3);
  expect(await axeProblems(page)).toEqual([]);

  await page.getByTestId('slide-thumb-0').click();
  await page.getByTestId('slide-show').click();
  const show = page.getByTestId('slide-show-view');
  await expect(show).toHaveAttribute('data-slide', '1');
  await page.keyboard.press('ArrowRight');
  await expect(show).toHaveAttribute('data-slide', '2');
  await expect(show.getByRole('heading')).toHaveText('The keyboard');
  await page.keyboard.press('ArrowLeft');
  await expect(show).toHaveAttribute('data-slide', '1');
  await page.keyboard.press('Escape');
  await expect(show).toBeHidden();

  await page.getByTestId('office-finished').click();
  // Three full slides, each picture different, five words or more on each: three stars.
  await expect(page.getByTestId('office-done')).toHaveAttribute('data-stars', '3');

  // In Arabic, the show goes on with the left arrow; every tool passes axe.
  await page.goto(`/presentation?lessonId=${child.slides.id}&lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByTestId('slide-show').click();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('slide-show-view')).toHaveAttribute('data-slide', '2');
  await page.keyboard.press('Escape');
  expect(await axeProblems(page)).toEqual([]);
  for (const lang of ['en', 'ar']) {
    await page.goto(`/MicrosoftWordProject?lessonId=${child.word.id}&lang=${lang}`);
    await page.getByTestId('word-document').focus();
    await page.keyboard.press('Control+B');
    await expect(page.getByTestId('word-0-0')).toHaveAttribute('data-bold', 'true');
    expect(await axeProblems(page)).toEqual([]);
    await page.goto(`/ExcelProject?lessonId=${child.excel.id}&lang=${lang}`);
    await typeInCell(page, 'B2', '5');
    await typeInCell(page, 'C3', '=1/0');
    await page.getByTestId('cell-B2').click();
    await page.keyboard.press('Shift+ArrowDown');
    await page.getByTestId('sheet-make-chart').click();
    expect(await axeProblems(page)).toEqual([]);
  }
  await context.close();
});
