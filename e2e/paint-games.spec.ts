import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { underServiceWorker, waitForDownload } from './learning-support';
import { apiLogin, childAtStones, courseMap } from './classroom-support';
import { backOnline, signIn } from './support';

// This file goes offline: its pages need the service worker (and its precache) that other files block.
test.use({ serviceWorkers: 'allow' });

/** Keyboard and Paint (course 10): the house challenge. */
const COURSE = 10;
const HOUSE = 'paint-challenge-a-house';

/** A new child of teacher1's, in a classroom with course 10, with every stone before the house finished. */
async function childAtTheHouse(request: APIRequestContext) {
  const room = { name: 'Paint Club', child: ['Salma', 'Aziz'] as [string, string], prefix: 'painter' };
  const child = await childAtStones(request, room, [{ course: COURSE, key: HOUSE }]);
  return { username: child.username, courseId: child.maps.get(COURSE)!.id, house: child.stones[HOUSE]! };
}

async function serverHouse(request: APIRequestContext, username: string) {
  const headers = await apiLogin(request, username);
  const house = (await courseMap(request, headers, COURSE)).stones.find((s) => s.key === HOUSE)!;
  const points = (await (await request.get('/api/studentprofile', { headers })).json()).data.points as number;
  return { house, points };
}

/** Drags on the paper from one canvas point (of its 400×300 box) to another. */
async function drag(page: Page, canvas: Locator, from: [number, number], to: [number, number]) {
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  const at = ([x, y]: [number, number]) => [box.x + (x / 400) * box.width, box.y + (y / 300) * box.height] as const;
  await page.mouse.move(...at(from));
  await page.mouse.down();
  await page.mouse.move(...at([(from[0] + to[0]) / 2, (from[1] + to[1]) / 2]), { steps: 4 });
  await page.mouse.move(...at(to), { steps: 4 });
  await page.mouse.up();
}

test('offline, a child draws the house of course 10 from its map: the goals tick, the stars show, and back online the server holds it once', async ({
  browser,
  request,
}) => {
  const child = await childAtTheHouse(request);
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await signIn(page, child.username);
  await waitForDownload(page);
  await underServiceWorker(page);
  await expect(page.getByTestId('sync-pending-count')).toHaveText('0');

  await context.setOffline(true);

  // From the map: the house is a challenge stone that opens the paint challenge (not "soon").
  await page.goto(`/Myworld?course=${child.courseId}&lang=en`);
  await page.getByTestId(`stone-${child.house.id}`).click();
  await expect(page).toHaveURL(new RegExp(`/PaintChallenge1\\?lessonId=${child.house.id}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paint Challenge: A House');
  const canvas = page.getByTestId('paint-canvas');
  const goal = (id: string) => page.getByTestId(`paint-goal-${id}`);
  for (const id of ['wall', 'roof', 'door']) await expect(goal(id)).toHaveAttribute('data-met', 'false');

  // Checked too early: not yet.
  await page.getByTestId('paint-check').click();
  await expect(page.getByTestId('paint-said')).toContainText('3 goals still to do');

  // The wall with the mouse, in brown.
  await page.getByTestId('paint-colour-brown').click();
  await page.getByTestId('paint-tool-rect').click();
  await drag(page, canvas, [100, 140], [300, 260]);
  await expect(goal('wall')).toHaveAttribute('data-met', 'true');
  await expect(page.getByTestId('paint-said')).toContainText('Well done: A big rectangle for the wall');

  // A reload keeps the work on the device.
  await page.reload();
  await expect(goal('wall')).toHaveAttribute('data-met', 'true');

  // The roof by keyboard: the triangle tool, then two corners placed with the arrows and Enter.
  await page.getByTestId('paint-colour-red').click();
  await page.getByTestId('paint-tool-triangle').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('paint-tool-triangle')).toHaveAttribute('aria-pressed', 'true');
  await canvas.focus();
  // The cross starts in the middle (200, 150): to (90, 60), Enter, then to (310, 140), Enter.
  for (let i = 0; i < 11; i++) await page.keyboard.press('ArrowLeft');
  for (let i = 0; i < 9; i++) await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  for (let i = 0; i < 22; i++) await page.keyboard.press('ArrowRight');
  for (let i = 0; i < 8; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(goal('roof')).toHaveAttribute('data-met', 'true');

  // The door.
  await page.getByTestId('paint-colour-black').click();
  await page.getByTestId('paint-tool-rect').click();
  await drag(page, canvas, [180, 200], [220, 260]);
  await expect(goal('door')).toHaveAttribute('data-met', 'true');
  await expect(canvas).toHaveAttribute('data-shapes', '3');
  await expect(page.getByTestId('paint-steps')).toContainText('3 steps so far');

  await page.getByTestId('paint-check').click();
  const done = page.getByTestId('paint-done');
  await expect(done).toHaveAttribute('data-stars', '3');
  await expect(page.getByTestId('paint-result')).toHaveText('You did it in 3 steps.');
  await expect(page.getByTestId('sync-pending-count')).toHaveText('1');
  expect((await serverHouse(request, child.username)).house.completed_at).toBeNull();
  await page.screenshot({ path: test.info().outputPath('paint-house-done-en.png') });

  await backOnline(context);
  await expect(page.getByTestId('sync-pending-count')).toHaveText('0');
  const online = await serverHouse(request, child.username);
  expect(online.house).toMatchObject({ best_score: 3 });
  expect(online.house.completed_at).not.toBeNull();

  // Played again (less tidily: two stars): the server keeps the best stars, and gives no new points.
  await page.getByTestId('paint-again').click();
  await expect(canvas).toHaveAttribute('data-shapes', '0');
  await page.getByTestId('paint-colour-brown').click();
  await page.getByTestId('paint-tool-rect').click();
  await drag(page, canvas, [100, 140], [300, 260]);
  await page.getByTestId('paint-tool-triangle').click();
  await drag(page, canvas, [90, 60], [310, 140]);
  for (let i = 0; i < 3; i++) {
    await page.getByTestId('paint-tool-rect').click();
    await drag(page, canvas, [180, 200], [220, 260]);
    if (i < 2) await page.getByTestId('paint-undo').click();
  }
  await page.getByTestId('paint-check').click();
  await expect(page.getByTestId('paint-done')).toHaveAttribute('data-stars', '2');
  await expect(page.getByTestId('sync-pending-count')).toHaveText('0');
  const again = await serverHouse(request, child.username);
  expect(again.house.best_score).toBe(3);
  expect(again.points).toBe(online.points);

  // The game corner lists the house, and the challenges no map has to practise (fill and erase, the sunny day).
  await page.goto('/unitygames?lang=en');
  await expect(page.getByTestId(`my-game-${HOUSE}`)).toContainText('Paint Challenge: A House');
  await expect(page.getByTestId('my-game-paint-fill-erase')).toBeVisible();
  await page.getByTestId('my-game-paint-scene').getByRole('link').click();
  await expect(page).toHaveURL(/\/PaintChallenge4(\?lang=en)?$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Challenge 4: A sunny day');

  // In Arabic, right to left.
  await page.goto(`/PaintChallenge1?lessonId=${child.house.id}&lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('تحدّي الرسم: بيت');
  await expect(page.getByTestId('paint-tool-fill')).toContainText('دلو التعبئة');
  await page.screenshot({ path: test.info().outputPath('paint-house-ar.png') });
  await context.close();
});

test('the game corner offers the paint challenges no map has, and a guest tries one: fill and erase', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/games/paint-fill-erase?lang=en');
  const canvas = page.getByTestId('paint-canvas');
  await expect(canvas).toHaveAttribute('data-shapes', '4');
  await page.screenshot({ path: test.info().outputPath('paint-demo-top-en.png') });
  // Measured at each press: choosing a colour may scroll the page.
  const press = async (x: number, y: number) => {
    await canvas.scrollIntoViewIfNeeded();
    const box = (await canvas.boundingBox())!;
    await page.mouse.click(box.x + (x / 400) * box.width, box.y + (y / 300) * box.height);
  };
  await page.getByTestId('paint-tool-fill').click();
  for (const [colour, x, y] of [
    ['red', 85, 105],
    ['blue', 210, 110],
    ['yellow', 330, 140],
  ] as const) {
    await page.getByTestId(`paint-colour-${colour}`).click();
    await press(x, y);
  }
  for (const id of ['ball', 'box', 'hat'])
    await expect(page.getByTestId(`paint-goal-${id}`)).toHaveAttribute('data-met', 'true');
  await page.getByTestId('paint-tool-erase').click();
  await press(80, 200);
  await expect(canvas).toHaveAttribute('data-shapes', '3');
  for (const id of ['ball', 'box', 'hat', 'scribble'])
    await expect(page.getByTestId(`paint-goal-${id}`)).toHaveAttribute('data-met', 'true');
  await page.screenshot({ path: test.info().outputPath('paint-fill-erase-en.png') });
  await page.getByTestId('paint-check').click();
  await expect(page.getByTestId('paint-done')).toHaveAttribute('data-stars', '3');
  await expect(page.getByTestId('demo-link-paint-scene')).toBeVisible();
});

test('a guest makes the greeting card in Arabic, right to left: a border of lines and words written with the text tool', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/games/paint-card?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const canvas = page.getByTestId('paint-canvas');
  await expect(page.getByTestId('paint-goal-greeting')).toContainText('كلمات مكتوبة داخل الإطار');
  await page.getByTestId('paint-colour-red').click();
  await page.getByTestId('paint-tool-line').click();
  for (const [from, to] of [
    [
      [20, 20],
      [380, 20],
    ],
    [
      [380, 20],
      [380, 280],
    ],
    [
      [380, 280],
      [20, 280],
    ],
    [
      [20, 280],
      [20, 20],
    ],
  ] as [[number, number], [number, number]][])
    await drag(page, canvas, from, to);
  for (const id of ['top', 'right', 'bottom', 'left'])
    await expect(page.getByTestId(`paint-goal-${id}`)).toHaveAttribute('data-met', 'true');
  await page.getByTestId('paint-colour-blue').click();
  await page.getByTestId('paint-tool-text').click();
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.getByTestId('paint-words-input').fill('عيد سعيد');
  await page.getByTestId('paint-words-put').click();
  await expect(page.getByTestId('paint-goal-greeting')).toHaveAttribute('data-met', 'true');
  await expect(canvas.locator('text')).toHaveText('عيد سعيد');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: test.info().outputPath('paint-card-ar.png') });
  await page.getByTestId('paint-check').click();
  await expect(page.getByTestId('paint-done')).toHaveAttribute('data-stars', '3');
  await page.getByTestId('paint-done').screenshot({ path: test.info().outputPath('paint-card-done-ar.png') });
});
