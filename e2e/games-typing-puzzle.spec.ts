import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { devicePoints, underServiceWorker, waitForDownload } from './learning-support';
import { backOnline, DEMO_PASSWORD, signIn } from './support';

// This file goes offline: its pages need the service worker (and its precache) that other files block.
test.use({ serviceWorkers: 'allow' });

/** My First Computer (course 9), the demo's young class; Mira (sunny4) is in it and no other file plays as her. */
const COURSE = 9;
const STUDENT = 'sunny4';
const PUZZLE = 'sliding-puzzle-the-desktop';
const TYPING = 'typing-game-find-the-letter';

type MapStone = { id: number; key: string; completed_at: string | null; best_score: number; max_score: number };

async function serverMap(request: APIRequestContext) {
  const login = await request.post('/api/login', { data: { login_email: STUDENT, password: DEMO_PASSWORD } });
  const token = (await login.json()).data[0].api_token as string;
  const headers = { authorization: `Bearer ${token}` };
  const stones = (await (await request.get(`/api/coursedetails/${COURSE}`, { headers })).json()).data
    .stones as MapStone[];
  const points = (await (await request.get('/api/studentprofile', { headers })).json()).data.points as number;
  await request.post('/api/logout', { headers });
  const stone = (key: string) => stones.find((s) => s.key === key)!;
  return { points, puzzle: stone(PUZZLE), typing: stone(TYPING) };
}

type Move = 'U' | 'D' | 'L' | 'R';
const STEP: Record<Move, number[]> = { U: [-1, 0], D: [1, 0], L: [0, -1], R: [0, 1] };

/** The fewest moves of the gap solving a 3 × 3 board (breadth first; the board as the page shows it). */
function solve(start: number[]): Move[] {
  const key = (b: number[]) => b.join(',');
  const goal = '1,2,3,4,5,6,7,8,0';
  const seen = new Map<string, Move[]>([[key(start), []]]);
  let frontier = [start];
  while (frontier.length) {
    const next: number[][] = [];
    for (const board of frontier) {
      const path = seen.get(key(board))!;
      if (key(board) === goal) return path;
      const gap = board.indexOf(0);
      for (const move of ['U', 'D', 'L', 'R'] as Move[]) {
        const row = Math.floor(gap / 3) + STEP[move][0]!;
        const col = (gap % 3) + STEP[move][1]!;
        if (row < 0 || row > 2 || col < 0 || col > 2) continue;
        const after = [...board];
        after[gap] = board[row * 3 + col]!;
        after[row * 3 + col] = 0;
        if (!seen.has(key(after))) {
          seen.set(key(after), [...path, move]);
          next.push(after);
        }
      }
    }
    frontier = next;
  }
  throw new Error('unsolvable board');
}

/** The arrow that slides a tile into the gap so that the gap moves this way. */
const ARROW: Record<Move, string> = { D: 'ArrowUp', U: 'ArrowDown', R: 'ArrowLeft', L: 'ArrowRight' };

async function board(page: Page): Promise<number[]> {
  return (await page.getByTestId('puzzle-game').getAttribute('data-board'))!.split(',').map(Number);
}

test('offline, a child solves the sliding puzzle and passes a typing stone (the Arabic layout too): each completes, the next opens, the server holds each result once; a touch-only device is told kindly the puzzle needs a laptop', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, STUDENT);
  await waitForDownload(page);
  await underServiceWorker(page);
  const before = await serverMap(request);
  expect(before.puzzle.completed_at).toBeNull();
  expect(before.typing.completed_at).toBeNull();

  await context.setOffline(true);

  // The sliding puzzle: the first move by a click, the others with the arrow keys.
  await page.goto(`/puzzleGame/${before.puzzle.id}?lang=en`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sliding Puzzle: Put the Picture Together');
  const moves = solve(await board(page));
  const first = await board(page);
  const gap = first.indexOf(0);
  const firstTile = first[gap + STEP[moves[0]!][0]! * 3 + STEP[moves[0]!][1]!]!;
  await page.getByTestId(`puzzle-tile-${firstTile}`).click();
  await expect(page.getByTestId('puzzle-moves')).toHaveAttribute('data-moves', '1');
  await page.getByTestId(`puzzle-tile-${firstTile}`).focus();
  for (const [i, move] of moves.slice(1).entries()) {
    await page.keyboard.press(ARROW[move]);
    if (i + 2 < moves.length)
      await expect(page.getByTestId('puzzle-moves')).toHaveAttribute('data-moves', String(i + 2));
  }
  const puzzleDone = page.getByTestId('puzzle-done');
  await expect(puzzleDone).toHaveAttribute('data-stars', '3');
  await expect(page.getByTestId('puzzle-next')).toHaveAttribute('href', /\/lessonprevideo\/\d+\//);

  // The typing stone: one wrong key, then every letter shown; a score above 10 passes.
  await page.goto(`/keyboard?lessonId=${before.typing.id}&lang=en`);
  const typing = page.getByTestId('typing-game');
  await expect(page.getByTestId('typing-keyboard')).toHaveAttribute('data-layout', 'en');
  await page.getByTestId('typing-start').click();
  await expect(typing).toHaveAttribute('data-phase', 'play');
  await page.keyboard.press('Digit1');
  for (let typed = 1; (await typing.getAttribute('data-phase')) === 'play'; typed++) {
    const next = (await typing.getAttribute('data-next'))!;
    await expect(page.locator('.typing-key-lit')).toHaveText(next);
    // No faster than a child can type: the server refuses more than TYPING_MAX_KEYS_PER_SECOND keys a second.
    await page.waitForTimeout(150);
    await page.keyboard.press(next);
    await expect(typing).toHaveAttribute('data-score', String(typed));
  }
  await expect(page.getByTestId('typing-done')).toHaveAttribute('data-stars', '3');
  await expect(page.getByTestId('typing-result')).toContainText('1 wrong key');
  await expect(page.getByTestId('typing-next')).toHaveAttribute('href', /\/lessonprevideo\/\d+\//);
  await expect(page.getByTestId('sync-state')).toHaveText('Offline');
  await expect(page.getByTestId('sync-pending-count')).toHaveText('2');
  const points = await devicePoints(page);

  // In Arabic, right to left, the Arabic keyboard is taught: its letters on the keys, the lit key types the letter.
  await page.goto(`/keyboard?lessonId=${before.typing.id}&lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('typing-keyboard')).toHaveAttribute('data-layout', 'ar');
  await expect(page.locator('[data-code="KeyA"]')).toHaveText('ش');
  await expect(page.locator('[data-code="KeyF"]')).toHaveText('ب');
  await page.getByTestId('typing-start').click();
  for (const score of ['1', '2']) {
    const next = (await typing.getAttribute('data-next'))!;
    expect(next).toMatch(/^[\u0600-\u06FF]$/);
    // A computer set to English still types the Arabic letter of the key pressed.
    await page.keyboard.press((await page.locator('.typing-key-lit').getAttribute('data-code'))!);
    await expect(typing).toHaveAttribute('data-score', score);
  }
  await expect(page.getByTestId('sync-pending-count')).toHaveText('2');

  await backOnline(context);
  await expect(page.getByTestId('sync-pending-count')).toHaveText('0');
  const after = await serverMap(request);
  expect(after.puzzle).toMatchObject({ best_score: 3, max_score: 3 });
  expect(after.puzzle.completed_at).not.toBeNull();
  expect(after.typing).toMatchObject({ best_score: 3, max_score: 3 });
  expect(after.typing.completed_at).not.toBeNull();
  // The task points once each, as the device counted them.
  expect(after.points).toBe(points);
  await context.close();

  // A touch-only device (no mouse, no touchpad) is told kindly, and offered the next stone.
  const touch = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 820, height: 1180 } });
  const tablet = await touch.newPage();
  await signIn(tablet, STUDENT);
  await waitForDownload(tablet);
  await tablet.goto(`/puzzleGame/${before.puzzle.id}?lang=en`);
  await expect(tablet.getByTestId('puzzle-needs-laptop')).toContainText('needs a laptop');
  await expect(tablet.getByTestId('puzzle-board')).toHaveCount(0);
  await expect(tablet.getByTestId('puzzle-skip-next')).toHaveAttribute('href', /\/lessonprevideo\/\d+\//);
  await touch.close();
});
