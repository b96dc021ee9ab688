import { expect, test, type APIRequestContext } from '@playwright/test';
import { solveSudoku, type SudokuPuzzle } from '@codeyard/shared-schema';
import { underServiceWorker, waitForDownload } from './learning-support';
import { apiLogin, childAtStones, courseMap } from './classroom-support';
import { backOnline, signIn } from './support';

// This file goes offline: its pages need the service worker (and its precache) that other files block.
test.use({ serviceWorkers: 'allow' });

/** SmoothY Game Maker (course 4) has the number sudoku; My First Computer (course 9) the colouring by choice. */
const SUDOKU = { course: 4, key: 'sudoku-number-puzzle' };
const COLOURING = { course: 9, key: 'colouring-game-my-computer' };

/** A new child of teacher1's, in a classroom with both courses, with every stone before the two games finished. */
async function childWithBothGames(request: APIRequestContext) {
  const room = { name: 'Puzzle Club', child: ['Nour', 'Haddad'] as [string, string], prefix: 'puzzler' };
  const child = await childAtStones(request, room, [SUDOKU, COLOURING]);
  const { username, profileId, classroomId } = child;
  return {
    username,
    profileId,
    classroomId,
    sudoku: child.stones[SUDOKU.key]!,
    colouring: child.stones[COLOURING.key]!,
  };
}

async function serverStones(request: APIRequestContext, username: string) {
  const headers = await apiLogin(request, username);
  const sudoku = (await courseMap(request, headers, SUDOKU.course)).stones.find((s) => s.key === SUDOKU.key)!;
  const colouring = (await courseMap(request, headers, COLOURING.course)).stones.find((s) => s.key === COLOURING.key)!;
  const points = (await (await request.get('/api/studentprofile', { headers })).json()).data.points as number;
  return { sudoku, colouring, points };
}

test('offline, a child solves a sudoku stone and colours a colouring stone; back online the server holds each once, and the teacher sees the results and resets one', async ({
  browser,
  request,
}) => {
  const child = await childWithBothGames(request);
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await signIn(page, child.username);
  await waitForDownload(page);
  await underServiceWorker(page);
  await expect(page.getByTestId('sync-pending-count')).toHaveText('0');

  await context.setOffline(true);

  // The sudoku: every puzzle solved from the keyboard, with one kind mistake on the way.
  await page.goto(`/sudoku2?lessonId=${child.sudoku.id}&lang=en`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sudoku: Number Puzzle');
  const game = page.getByTestId('sudoku-game');
  let mistakeShown = false;
  for (let puzzle = 1; ; puzzle++) {
    await expect(game).toHaveAttribute('data-puzzle', String(puzzle));
    const cells = page.locator('[data-testid^="sudoku-cell-"]');
    const count = await cells.count();
    const values = await cells.evaluateAll((all) => all.map((c) => c.getAttribute('data-value') ?? '0'));
    const solution = solveSudoku({ size: Math.sqrt(count), givens: values.join('') } as SudokuPuzzle)!;
    const empty = values.flatMap((v, i) => (v === '0' ? [i] : []));
    await page.getByTestId(`sudoku-cell-${empty[0]}`).click();
    if (!mistakeShown) {
      const wrong = (solution[empty[0]!]! % 4) + 1;
      await page.keyboard.press(String(wrong));
      await expect(page.getByTestId(`sudoku-cell-${empty[0]}`)).toHaveAttribute('data-oops', 'true');
      await expect(page.getByTestId('sudoku-said')).toContainText('does not fit there yet');
      mistakeShown = true;
    }
    for (const i of empty) {
      await page.getByTestId(`sudoku-cell-${i}`).focus();
      await page.keyboard.press(String(solution[i]));
    }
    if (await page.getByTestId('sudoku-done').isVisible()) break;
    await page.getByTestId('sudoku-next-puzzle').click();
  }
  const done = page.getByTestId('sudoku-done');
  await expect(done).toHaveAttribute('data-stars', '3');
  await expect(page.getByTestId('sudoku-points')).toBeVisible();
  await expect(page.getByTestId('sync-pending-count')).toHaveText('1');

  // The colouring: a few parts, a reload (the work stays on the device), then the rest; one part by keyboard.
  await page.goto(`/coloring?lessonId=${child.colouring.id}&lang=en`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Colouring Game: My Computer');
  const regions = page.locator('[data-testid^="colouring-region-"]');
  const ids = await regions.evaluateAll((all) => all.map((r) => r.getAttribute('data-testid')!));
  await page.getByTestId('colouring-crayon-blue').click();
  await page.getByTestId(ids[0]!).click({ position: { x: 12, y: 12 } });
  await expect(page.getByTestId(ids[0]!)).toHaveAttribute('data-colour', 'blue');
  await page.reload();
  await expect(page.getByTestId(ids[0]!)).toHaveAttribute('data-colour', 'blue');
  await page.getByTestId('colouring-finished').click();
  await expect(page.getByTestId('colouring-said')).toContainText('still need a colour');
  await page.getByTestId('colouring-crayon-green').click();
  for (const id of ids.slice(1)) {
    await page.getByTestId(id).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId(id)).toHaveAttribute('data-colour', 'green');
  }
  await page.getByTestId('colouring-finished').click();
  await expect(page.getByTestId('colouring-done')).toBeVisible();
  await expect(page.getByTestId('sync-pending-count')).toHaveText('2');
  const offline = await serverStones(request, child.username);
  expect(offline.sudoku.completed_at).toBeNull();
  expect(offline.colouring.completed_at).toBeNull();

  await backOnline(context);
  await expect(page.getByTestId('sync-pending-count')).toHaveText('0');
  const online = await serverStones(request, child.username);
  expect(online.sudoku).toMatchObject({ best_score: 3 });
  expect(online.sudoku.completed_at).not.toBeNull();
  expect(online.colouring.completed_at).not.toBeNull();

  // In Arabic, right to left: the colouring kept as it was coloured.
  await page.goto(`/coloring?lessonId=${child.colouring.id}&lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('لعبة التلوين: حاسوبي');
  await expect(page.getByTestId(ids[0]!)).toHaveAttribute('data-colour', 'blue');

  // The teacher sees the child's games and resets the colouring for the child.
  const teacherContext = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const teacherPage = await teacherContext.newPage();
  await signIn(teacherPage, 'teacher1');
  await teacherPage.waitForURL(/\/teacher\//);
  await teacherPage.goto(`/teacher/classrooms-details/${child.classroomId}?lang=en`);
  await teacherPage.getByTestId(`open-game-${child.sudoku.id}`).click();
  const sudokuRow = teacherPage.getByTestId(`game-student-${child.profileId}`);
  await expect(sudokuRow).toHaveAttribute('data-completed', 'true');
  await expect(sudokuRow).not.toHaveAttribute('data-moves', '');
  await teacherPage.getByTestId(`open-game-${child.colouring.id}`).click();
  const colouringRow = teacherPage.getByTestId(`game-student-${child.profileId}`);
  await expect(colouringRow).toHaveAttribute('data-completed', 'true');
  await teacherPage.getByTestId(`game-select-${child.profileId}`).check();
  await teacherPage.getByTestId('game-reset-selected').click();
  const dialog = teacherPage.getByTestId('reset-game-dialog');
  await expect(dialog).toContainText('1 student will play it again');
  await dialog.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(teacherPage.getByTestId('game-reset-status')).toHaveAttribute('data-state', 'sent');
  await expect(colouringRow).toHaveAttribute('data-completed', 'false');

  const after = await serverStones(request, child.username);
  expect(after.colouring.completed_at).toBeNull();
  expect(after.sudoku.completed_at).not.toBeNull();
  // Points were earned once, and a reset takes none away.
  expect(after.points).toBe(online.points);
  await teacherContext.close();
  await context.close();
});
