import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { completeNextLesson, devicePoints, underServiceWorker, waitForDownload } from './learning-support';
import { backOnline, DEMO_PASSWORD, signIn } from './support';

// This file goes offline: its pages need the service worker (and its precache) that other files block.
test.use({ serviceWorkers: 'allow' });

/** My First Computer (course 9), the course of the demo's young class; Zaid (sunny3) is in that class. */
const COURSE = 9;
const STUDENT = 'sunny3';
const MEMORY = 'memory-game-computer-parts';
const DRAG_AND_DROP = 'drag-and-drop-tidy-the-desk';

type MapStone = { id: number; key: string; completed_at: string | null; best_score: number; max_score: number };

async function serverMap(request: APIRequestContext) {
  const login = await request.post('/api/login', { data: { login_email: STUDENT, password: DEMO_PASSWORD } });
  const token = (await login.json()).data[0].api_token as string;
  const headers = { authorization: `Bearer ${token}` };
  const stones = (await (await request.get(`/api/coursedetails/${COURSE}`, { headers })).json()).data
    .stones as MapStone[];
  const points = (await (await request.get('/api/studentprofile', { headers })).json()).data.points as number;
  await request.post('/api/logout', { headers });
  return { stones, points, memory: stones.find((s) => s.key === MEMORY)! };
}

const card = (page: Page, i: number) => page.getByTestId(`memory-card-${i}`);

/** The pair a card shows (it must be face up). */
async function pairOf(page: Page, i: number): Promise<string> {
  await expect(card(page, i)).toHaveAttribute('data-up', 'true');
  return (await card(page, i).getAttribute('data-pair'))!;
}

/** Matches every pair whose two cards are known, turning them until they stay matched (or the game ends). */
async function matchAll(page: Page, pairs: Map<string, number[]>) {
  const playing = async () => (await page.getByTestId('memory-game').getAttribute('data-phase')) === 'play';
  for (const [a, b] of pairs.values()) {
    while ((await playing()) && (await card(page, b!).getAttribute('data-matched')) !== 'true') {
      await card(page, a!).click();
      await card(page, b!).click();
    }
  }
}

/**
 * One stage: an "all" stage shows every card first (read them, hide them); a "one by one" stage is learned
 * by turning every card in turn with the keyboard (arrow keys and Enter), then its pairs are matched.
 */
async function playStage(page: Page) {
  const grid = page.getByTestId('memory-grid');
  const count = await grid.getByRole('button').count();
  const pairs = new Map<string, number[]>();
  const hide = page.getByTestId('memory-hide');
  if (await hide.isVisible()) {
    for (let i = 0; i < count; i++) pairs.set(await pairOf(page, i), [...(pairs.get(await pairOf(page, i)) ?? []), i]);
    await hide.click();
  } else {
    await card(page, 0).focus();
    for (let i = 0; i < count; i++) {
      if (i > 0) await page.keyboard.press('ArrowRight');
      await expect(card(page, i)).toBeFocused();
      await page.keyboard.press('Enter');
      const pair = await pairOf(page, i);
      pairs.set(pair, [...(pairs.get(pair) ?? []), i]);
    }
  }
  await matchAll(page, pairs);
}

test('offline, a child plays the memory stone of My First Computer to the end: it completes, the next stone opens, and the server holds the result once; in Arabic, drag and drop by keyboard and pointer', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, STUDENT);
  await waitForDownload(page);
  await underServiceWorker(page);
  // The map's first stone is a lesson; the memory game opens after it.
  await completeNextLesson(page);
  // The lesson is on the server before the network goes (the sync line may still say 0 for a moment
  // after the lesson is queued, so the server is asked).
  await expect.poll(async () => (await serverMap(request)).stones[0]!.completed_at).not.toBeNull();
  await expect(page.getByTestId('sync-pending-count')).toHaveText('0');
  const before = await serverMap(request);
  expect(before.memory.completed_at).toBeNull();

  await context.setOffline(true);
  await page.goto('/Myworld?lang=en');
  await page.locator(`[data-testid="stone-${before.memory.id}"]`).click();
  await expect(page.getByTestId('memory-game')).toHaveAttribute('data-stage', '1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Memory Game: Computer Parts');
  await page.getByTestId('game-sound').click();
  await expect(page.getByTestId('game-sound')).toHaveAttribute('aria-pressed', 'false');

  await playStage(page);
  await page.getByTestId('memory-next-stage').click();
  await expect(page.getByTestId('memory-game')).toHaveAttribute('data-stage', '2');
  await playStage(page);

  const done = page.getByTestId('memory-done');
  await expect(done).toBeVisible();
  const stars = Number(await done.getAttribute('data-stars'));
  await expect(page.getByTestId('memory-points')).toBeVisible();
  // The next stone (a lesson) opens at once, offline.
  await expect(page.getByTestId('memory-next')).toHaveAttribute('href', /\/lessonprevideo\/\d+\//);
  await expect(page.getByTestId('sync-state')).toHaveText('Offline');
  await expect(page.getByTestId('sync-pending-count')).toHaveText('1');
  const points = await devicePoints(page);
  await expect(page.locator(`[data-testid="stone-${before.memory.id}"]`)).toHaveAttribute('data-state', 'completed');
  expect((await serverMap(request)).memory.completed_at).toBeNull();

  await backOnline(context);
  await expect(page.getByTestId('sync-pending-count')).toHaveText('0');
  const after = await serverMap(request);
  expect(after.memory.completed_at).not.toBeNull();
  expect(after.memory).toMatchObject({ best_score: stars, max_score: 3 });
  // The task points once, as the device counted them.
  expect(after.points).toBe(points);

  // In Arabic, right to left: the drag-and-drop game's first level, by keyboard and by pointer.
  await page.goto(`/games/level/${after.stones.find((s) => s.key === DRAG_AND_DROP)!.id}?lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('اسحب وأفلت: رتّب المكتب');
  const question = (q: number) => page.getByTestId(`connect-question-${q}`);
  // Enter on a card picks it, Enter on a question drops it there: two cards swapped, one right.
  for (const [cardId, q] of [
    [1, 2],
    [2, 1],
    [3, 3],
  ]) {
    await page.getByTestId(`connect-card-${cardId}`).focus();
    await page.keyboard.press('Enter');
    await question(q!).focus();
    await page.keyboard.press('Enter');
    await expect(question(q!)).toHaveAttribute('data-card', String(cardId));
  }
  await page.getByTestId('connect-check').click();
  // The wrong cards are back in the tray; the right one stays.
  await expect(page.getByTestId('connect-card-1')).toBeVisible();
  await expect(page.getByTestId('connect-card-2')).toBeVisible();
  await expect(question(3)).toHaveAttribute('data-card', '3');
  await expect(page.getByTestId('connect-check')).toBeDisabled();
  // Dragged with the pointer onto their questions.
  for (const q of [1, 2]) {
    const from = (await page.getByTestId(`connect-card-${q}`).boundingBox())!;
    const to = (await question(q).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2 - 12, { steps: 4 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
    await page.mouse.up();
    await expect(question(q)).toHaveAttribute('data-card', String(q));
  }
  await page.getByTestId('connect-check').click();
  await expect(page.getByTestId('connect-level-done')).toBeVisible();
  await context.close();
});
