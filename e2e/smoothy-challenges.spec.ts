import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { countOf, dragFromToolbox, inside, mainWs, mouseDrag, shape, under, wsBlock } from './blocks-support';
import { underServiceWorker, waitForDownload } from './learning-support';
import { backOnline, DEMO_PASSWORD, signIn } from './support';

// This file goes offline: its pages need the service worker (and its precache) that other files block.
test.use({ serviceWorkers: 'allow' });

/** SmoothY Starter (course 1): the stones before the first three challenges and the code stone solved by keyboard. */
const COURSE = 1;
const KEYS = {
  reachTheStar: 'challenge-reach-the-star',
  firstWalk: 'code-first-walk',
  fixThePath: 'challenge-fix-the-path',
  square: 'challenge-one-repeat-square',
  roboDance: 'code-robo-dance',
};

async function login(request: APIRequestContext, username: string) {
  const data = (
    await (await request.post('/api/login', { data: { login_email: username, password: DEMO_PASSWORD } })).json()
  ).data[0];
  return {
    token: data.api_token as string,
    profileId: data.student_profile?.id as number,
    headers: { authorization: `Bearer ${data.api_token}` },
  };
}

type MapStone = {
  id: number;
  key: string;
  kind: string;
  completed_at: string | null;
  best_score: number;
  max_score: number;
};

async function serverMap(request: APIRequestContext, username: string) {
  const me = await login(request, username);
  const map = (await (await request.get(`/api/coursedetails/${COURSE}`, { headers: me.headers })).json()).data as {
    course: { id: number };
    stones: MapStone[];
  };
  const points = (await (await request.get('/api/studentprofile', { headers: me.headers })).json()).data
    .points as number;
  await request.post('/api/logout', { headers: me.headers });
  return {
    courseId: map.course.id,
    stones: map.stones,
    points,
    byKey: (key: string) => map.stones.find((s) => s.key === key)!,
  };
}

/**
 * Through the API, as the student: every lesson before the third challenge, and the second code stone, so
 * that the map opens the first challenges (what this test is about), without playing thirteen lessons.
 */
async function completeTheStonesBetween(request: APIRequestContext, username: string) {
  const me = await login(request, username);
  const map = await serverMap(request, username);
  const download = (
    await (await request.get(`/api/course-lessons/${me.profileId}/${map.courseId}`, { headers: me.headers })).json()
  ).data;
  const last = map.byKey(KEYS.square);
  const answerFor = (q: { type: string; items?: unknown[]; pairs?: unknown[] }) =>
    ({
      choice: 0,
      truefalse: true,
      fillin: 'x',
      ordering: q.items?.map((_, i) => i),
      matching: q.pairs?.map((_, i) => i),
    })[q.type];
  for (const lesson of download.lessons as {
    lesson_id: number;
    questions: { id: number; question: { type: string } }[];
  }[]) {
    const stone = map.stones.find((s) => s.id === lesson.lesson_id)!;
    if (stone.kind !== 'lesson' || map.stones.indexOf(stone) > map.stones.indexOf(last)) continue;
    const q = lesson.questions[0]!;
    const res = await request.post('/api/student-questions-submission', {
      headers: me.headers,
      data: {
        lesson_id: lesson.lesson_id,
        course_id: map.courseId,
        gm_task_id: 3,
        answers: [{ question_id: q.id, answer: answerFor(q.question) }],
        answered_at: new Date().toISOString(),
      },
    });
    expect(res.status()).toBe(200);
  }
  const dance = await request.post('/api/submit-challenge-lesson', {
    headers: me.headers,
    data: { lesson_id: map.byKey(KEYS.roboDance).id, course_id: map.courseId, stars: 3 },
  });
  expect(dance.status()).toBe(200);
  await request.post('/api/logout', { headers: me.headers });
}

// ---------------------------------------------------------------- the block workspace, by mouse and by keyboard

async function openIde(page: Page) {
  await expect(page.getByTestId('challenge-page')).toBeVisible();
  await expect(page.locator('.blocklySvg').first()).toBeVisible();
  await expect(mainWs(page).locator('g.blocklyDraggable').first()).toBeVisible();
}

async function runAndExpectSolved(page: Page, stars: number) {
  await page.getByTestId('challenge-speed').fill('6');
  await page.getByTestId('challenge-run').click();
  const verdict = page.getByTestId('challenge-verdict');
  await expect(verdict).toBeVisible();
  await expect(verdict).toHaveAttribute('data-passed', 'true');
  await expect(verdict).toHaveAttribute('data-stars', String(stars));
}

/** Keyboard only: Tab to the "when (flag) is clicked" block of the workspace. */
async function tabToWorkspace(page: Page) {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const onHat = await page.evaluate(() => {
      const a = document.activeElement;
      return Boolean(a?.closest('svg.blocklySvg') && a.closest('g[data-id]')?.classList.contains('sy_when_flag'));
    });
    if (onHat) return;
  }
  throw new Error('Tab never reached the workspace');
}

/**
 * Keyboard only: T opens the drawers, ↑ to the first, ↓ to `category`, → into it (← in Arabic, where the
 * drawers are on the right and open to their left), ↓ to the block, Enter to place, Enter to let go.
 */
async function placeByKeyboard(
  page: Page,
  categoryIndex: number,
  blockIndex: number,
  intoDrawer: 'ArrowRight' | 'ArrowLeft' = 'ArrowRight',
) {
  await page.keyboard.press('t');
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowUp');
  for (let i = 0; i < categoryIndex; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press(intoDrawer);
  for (let i = 0; i < blockIndex; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.waitForTimeout(100);
  await page.keyboard.press('Enter');
  await page.waitForTimeout(100);
}

async function pendingCount(page: Page) {
  return page.getByTestId('sync-pending-count');
}

test('student1 solves the first three SmoothY challenges by dragging blocks and a code stone by keyboard, offline, and the server counts each once', async ({
  browser,
  request,
}) => {
  await completeTheStonesBetween(request, 'student1');
  const before = await serverMap(request, 'student1');
  const id = (key: string) => before.byKey(key).id;
  for (const key of [KEYS.reachTheStar, KEYS.firstWalk, KEYS.fixThePath, KEYS.square])
    expect(before.byKey(key).completed_at).toBeNull();

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, 'student1');
  await waitForDownload(page);
  await underServiceWorker(page);
  // Everything from here on works with the network off.
  await context.setOffline(true);

  // 1. From the map: the first challenge, by dragging four "move forward" blocks (the draft survives a reload).
  await page.goto('/Myworld?lang=en');
  const first = page.getByTestId(`stone-${id(KEYS.reachTheStar)}`);
  await expect(first).toHaveAttribute('data-kind', 'challenge');
  await expect(first).toHaveAttribute('data-state', 'next');
  await first.click();
  await expect(page).toHaveURL(new RegExp(`/ide/${id(KEYS.reachTheStar)}/${before.courseId}`));
  await openIde(page);
  const hat = mainWs(page).locator('g.blocklyDraggable[data-id="start"]');
  for (let i = 0; i < 2; i++)
    await dragFromToolbox(page, 'Move', 'move forward', () => under(i === 0 ? hat : wsBlock(page, 'move forward')));
  await expect(countOf(page, 'move forward')).toHaveCount(2);
  await page.waitForTimeout(600); // the draft is written a moment after the change
  await page.reload();
  await openIde(page);
  await expect(page.getByTestId('challenge-draft-kept')).toBeVisible();
  await expect(countOf(page, 'move forward')).toHaveCount(2);
  // Not yet there: the verdict says why in plain words.
  await page.getByTestId('challenge-run').click();
  await expect(page.getByTestId('challenge-verdict')).toHaveAttribute('data-passed', 'false');
  await expect(page.getByTestId('challenge-verdict')).toContainText('Robo did not reach the goal');
  for (let i = 0; i < 2; i++)
    await dragFromToolbox(page, 'Move', 'move forward', () => under(wsBlock(page, 'move forward')));
  await runAndExpectSolved(page, 3);
  await expect(page.getByTestId('challenge-points')).toHaveText('You earned 20 points!');
  await expect(page.getByTestId('result-sync')).toHaveAttribute('data-state', 'pending');

  // 2. "Next level" leads on to the code stone: solved with the keyboard only, on /ide-questions.
  await page.getByTestId('challenge-next').click();
  await expect(page).toHaveURL(new RegExp(`/ide-questions/${id(KEYS.firstWalk)}/${before.courseId}`));
  await openIde(page);
  await expect(page.getByTestId('level-strip')).toBeVisible();
  await expect(page.getByTestId('keyboard-help')).toContainText('T: open the block drawers');
  await tabToWorkspace(page);
  // Move drawer (the 2nd): move forward ×3, turn right, move forward ×3.
  for (const block of [0, 0, 0, 2, 0, 0, 0]) await placeByKeyboard(page, 1, block);
  await expect(countOf(page, 'move forward')).toHaveCount(6);
  await expect(countOf(page, 'turn right ↻')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await runAndExpectSolved(page, 3);

  // 3. The second challenge: the starter turns the wrong way; a hint first (10 points), then the fix by dragging:
  //    the wrong "turn right" out (Ctrl-drag takes one block out of a stack) and a "turn left" in its place.
  await page.goto(`/ide/${id(KEYS.fixThePath)}/${before.courseId}?lang=en`);
  await openIde(page);
  await page.getByTestId('challenge-hint').click();
  await expect(page.getByTestId('challenge-hint-box')).toContainText('10 points were used');
  await expect(page.getByTestId('challenge-hint')).toHaveAttribute('data-paid', 'true');
  await page.getByTestId('challenge-run').click();
  await expect(page.getByTestId('challenge-verdict')).toHaveAttribute('data-reason', 'crashed');
  await expect(page.getByTestId('challenge-verdict')).toContainText('Robo crashed into a wall');
  await page.getByTestId('challenge-reset').click();
  const wrongTurn = mainWs(page).locator('g.blocklyDraggable[data-id="b4"]');
  const turnBox = (await shape(wrongTurn).boundingBox())!;
  const toolbox = (await page.locator('.blocklyToolbox').first().boundingBox())!;
  await mouseDrag(
    page,
    { x: turnBox.x + 12, y: turnBox.y + 14 },
    { x: toolbox.x + toolbox.width / 2, y: toolbox.y + 200 },
    'Control',
  );
  await expect(mainWs(page).locator('g.blocklyDraggable[data-id="b4"]')).toHaveCount(0);
  await expect(mainWs(page).locator('g.blocklyDraggable[data-id="b5"]')).toHaveCount(1);
  await dragFromToolbox(page, 'Move', 'turn left ↺', () =>
    under(mainWs(page).locator('g.blocklyDraggable[data-id="b3"]')),
  );
  await runAndExpectSolved(page, 3);

  // 4. The third challenge: a square with the pen and one repeat, dragged block by block.
  await page.goto(`/ide/${id(KEYS.square)}/${before.courseId}?lang=en`);
  await openIde(page);
  await dragFromToolbox(page, 'Move', 'pen down', () => under(hat));
  await dragFromToolbox(page, 'Repeat', 'repeat', () => under(wsBlock(page, 'pen down')));
  await dragFromToolbox(page, 'Move', 'move forward', () => inside(wsBlock(page, 'repeat')));
  for (let i = 0; i < 2; i++)
    await dragFromToolbox(page, 'Move', 'move forward', () => under(wsBlock(page, 'move forward')));
  await dragFromToolbox(page, 'Move', 'turn right ↻', () => under(wsBlock(page, 'move forward')));
  await runAndExpectSolved(page, 3);

  // A reload offline: the progress stays; four solutions wait in the outbox, nothing reached the server.
  await page.reload();
  await page.goto('/Myworld?lang=en');
  for (const key of [KEYS.reachTheStar, KEYS.firstWalk, KEYS.fixThePath, KEYS.square]) {
    await expect(page.getByTestId(`stone-${id(key)}`)).toHaveAttribute('data-state', 'completed');
  }
  await expect(await pendingCount(page)).toHaveText('5'); // four solutions and a hint
  const offline = await serverMap(request, 'student1');
  expect(offline.points).toBe(before.points);
  for (const key of [KEYS.reachTheStar, KEYS.firstWalk, KEYS.fixThePath, KEYS.square])
    expect(offline.byKey(key).completed_at).toBeNull();

  // Back online: the outbox empties, and the server has each completion once, 20 points each, minus the hint.
  await backOnline(context);
  await expect(await pendingCount(page)).toHaveText('0');
  const after = await serverMap(request, 'student1');
  for (const key of [KEYS.reachTheStar, KEYS.firstWalk, KEYS.fixThePath, KEYS.square]) {
    expect(after.byKey(key)).toMatchObject({ best_score: 3, max_score: 3 });
    expect(after.byKey(key).completed_at).not.toBeNull();
  }
  expect(after.points).toBe(before.points + 4 * 20 - 10);
  // The device shows what the server counted.
  await expect
    .poll(async () => Number(await page.getByTestId('points-total').getAttribute('data-points')))
    .toBe(after.points);
  await context.close();
});

test('the challenge screen in Arabic is right-to-left, with the Blockly workspace right-to-left', async ({
  page,
  request,
}) => {
  const map = await serverMap(request, 'student2');
  const challenge = map.byKey(KEYS.reachTheStar);
  await signIn(page, 'student2', undefined, 'ar');
  await expect(page).toHaveURL(/\/Myworld/);
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.goto(`/ide/${challenge.id}/${map.courseId}?lang=ar`);
  await openIde(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('.blocklyRTL').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ساعد روبو على الوصول إلى النجمة');
  await expect(page.getByTestId('keyboard-help')).toContainText('البناء بلوحة المفاتيح');
  // The Goal card: what earns the stars, refreshed from GET /challenge-goal/{lessonId} online.
  await expect(page.getByTestId('challenge-goal')).toHaveAttribute('data-source', 'server');
  await expect(page.getByTestId('challenge-goal')).toContainText('الهدف');
  await expect(page.getByTestId('challenge-goal').locator('[data-goal="reach"]')).toHaveText(
    'أوصل روبو إلى علم الهدف.',
  );
  // The keyboard help's arrows are what Blockly's keyboard navigation does right to left: ← goes into a drawer.
  await expect(page.getByTestId('keyboard-help')).toContainText('و← لتدخله');
  await page.screenshot({ path: test.info().outputPath('ide-ar.png'), fullPage: true });
  const workspaceBlocks = page.locator('svg.blocklySvg .blocklyBlockCanvas g[data-id]');
  const before = await workspaceBlocks.count();
  await tabToWorkspace(page);
  await placeByKeyboard(page, 1, 0, 'ArrowLeft');
  await expect(workspaceBlocks).toHaveCount(before + 1);
  await page.screenshot({ path: test.info().outputPath('ide-ar-keyboard.png'), fullPage: true });
  await page.goto(`/ide/${challenge.id}/${map.courseId}?lang=en`);
  await openIde(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('.blocklyRTL')).toHaveCount(0);
  await expect(page.getByTestId('challenge-goal').locator('[data-goal="reach"]')).toHaveText(
    'Get Robo to the goal flag.',
  );
  await page.screenshot({ path: test.info().outputPath('ide-en.png'), fullPage: true });
});
