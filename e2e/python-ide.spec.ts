import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { underServiceWorker } from './learning-support';
import { backOnline, DEMO_PASSWORD, replaceCode, signIn } from './support';

// This file goes offline: its pages need the service worker (and its precache) that other files block.
test.use({ serviceWorkers: 'allow' });

/** Replaces the program in the Monaco editor by pasting it (typing would auto-indent the lines again). */
async function setCode(page: Page, code: string) {
  await replaceCode(page, page.locator('.monaco-editor').first(), code);
}

/** Pyodide's start is the heaviest step of any screen: on a machine at a load of 15 it took over 30 s. */
async function pythonReady(page: Page) {
  await expect(page.getByTestId('python-ide')).toHaveAttribute('data-state', 'ready', { timeout: 180_000 });
}

/** Python's files are kept on the device (its own cache, filled when a Python screen opens online). */
async function pythonKept(page: Page) {
  await expect(page.getByTestId('python-ide')).toHaveAttribute('data-runtime', 'kept', { timeout: 180_000 });
  await expect(page.getByTestId('python-runtime')).toHaveText(
    'Python is saved on this computer: it works without the internet.',
  );
}

/** Screenshots for review, in the test's output folder. */
const shots = (name: string) => test.info().outputPath(`python-ide-${name}.png`);

test('offline after the first load: input() asks in the console, Stop ends an endless loop, errors are explained, turtle draws', async ({
  page,
  context,
}) => {
  await signIn(page, 'student1');
  await expect(page).toHaveURL(/\/Myworld/);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  // Python is not in the precache: offline before any Python screen was opened online, the screen says so.
  await context.setOffline(true);
  await page.goto('/python-ide?lang=en');
  await expect(page.getByTestId('python-status')).toHaveText(
    'Python is not on this computer yet. Connect to the internet once and open this page again.',
  );
  // The first Python screen opened online keeps it on the device.
  await context.setOffline(false);
  await page.goto('/python-ide?lang=en');
  await pythonKept(page);

  // Network off: the screen and Monaco come from the service worker's precache, Pyodide from its own cache.
  await context.setOffline(true);
  const failed: string[] = [];
  // A request the test's own navigation cancelled (ERR_ABORTED, as a reload does to a font still loading on a
  // busy machine) is not a file missing offline.
  page.on('requestfailed', (r) => {
    if (!r.url().includes('/api/') && r.failure()?.errorText !== 'net::ERR_ABORTED') failed.push(r.url());
  });
  await page.goto('/python-ide?lang=en');
  await pythonReady(page);
  expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);

  // input(): the program asks in the console, the child answers there.
  await setCode(
    page,
    'name = input("Name? ")\nage = int(input("Age? "))\nprint("Hello", name, "next year you are", age + 1)',
  );
  await page.getByTestId('python-run').click();
  const consoleLog = page.getByTestId('python-console');
  await expect(consoleLog).toContainText('Name?');
  await page.getByTestId('python-answer').fill('Sam');
  await page.getByTestId('python-answer').press('Enter');
  await expect(consoleLog).toContainText('Age?');
  await page.getByTestId('python-answer').fill('9');
  await page.getByTestId('python-answer').press('Enter');
  await expect(consoleLog).toContainText('Hello Sam next year you are 10');
  await pythonReady(page);
  await page.screenshot({ path: shots('en'), fullPage: true });

  // An endless loop, stopped by Stop (the interrupt buffer: the worker stays warm). How fast is a figure
  // for the bench, not an assertion: a busy machine must not fail the test.
  await setCode(page, 'print("looping")\nwhile True:\n    pass');
  await page.getByTestId('python-run').click();
  await expect(consoleLog).toContainText('looping');
  await page.waitForTimeout(300);
  const stoppedIn = await page.evaluate(async () => {
    const ide = document.querySelector('[data-testid="python-ide"]')!;
    const started = performance.now();
    (document.querySelector('[data-testid="python-stop"]') as HTMLButtonElement).click();
    while (ide.getAttribute('data-state') !== 'ready' && performance.now() - started < 30_000)
      await new Promise((r) => setTimeout(r, 10));
    return ide.getAttribute('data-state');
  });
  expect(stoppedIn).toBe('ready');
  await expect(consoleLog).toContainText('Stopped: you ended the program.');

  // A loop that prints as fast as it can streams into the console, and Stop still ends it.
  await setCode(page, 'i = 0\nwhile True:\n    i += 1\n    print("line", i)');
  await page.getByTestId('python-run').click();
  await expect(consoleLog).toContainText(/line \d{4,}/); // (only the newest 100 000 characters are kept)
  const floodStoppedIn = await page.evaluate(async () => {
    const ide = document.querySelector('[data-testid="python-ide"]')!;
    const started = performance.now();
    (document.querySelector('[data-testid="python-stop"]') as HTMLButtonElement).click();
    while (ide.getAttribute('data-state') !== 'ready' && performance.now() - started < 30_000)
      await new Promise((r) => setTimeout(r, 10));
    return ide.getAttribute('data-state');
  });
  expect(floodStoppedIn).toBe('ready');
  await expect(consoleLog).toContainText('Stopped: you ended the program.');

  // A stop while input() waits ends the run too.
  await setCode(page, 'answer = input("Waiting? ")\nprint("never")');
  await page.getByTestId('python-run').click();
  await expect(page.getByTestId('python-answer')).toBeVisible();
  await page.getByTestId('python-stop').click();
  await pythonReady(page);
  await expect(consoleLog).toContainText('Stopped: you ended the program.');
  await expect(consoleLog).not.toContainText('never');

  // The next run works.
  await setCode(page, 'print("again", 1 + 2)');
  await page.getByTestId('python-run').click();
  await expect(consoleLog).toContainText('again 3');
  await pythonReady(page);

  // A beginner's error: the friendly message with its line, the raw traceback collapsed beside it.
  await setCode(page, 'total = 10\nprint(total / 0)');
  await page.getByTestId('python-run').click();
  const error = page.getByTestId('python-error');
  await expect(error).toContainText('A problem on line 2');
  await expect(error).toContainText('You divided by zero');
  await expect(page.getByTestId('python-traceback')).toBeHidden();
  await error.locator('summary').click();
  await expect(page.getByTestId('python-traceback')).toContainText('ZeroDivisionError: division by zero');

  // turtle draws on the canvas.
  await setCode(
    page,
    'import turtle\nt = turtle.Turtle()\nt.speed(0)\nt.color("red")\nfor i in range(4):\n    t.forward(100)\n    t.left(90)\nprint("square", t.position())',
  );
  await page.getByTestId('python-run').click();
  await expect(consoleLog).toContainText('square (0.0, 0.0)');
  const red = await page.getByTestId('python-canvas').evaluate((c: HTMLCanvasElement) => {
    const d = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
    let n = 0;
    for (let i = 0; i < d.length; i += 4) if (d[i]! > 200 && d[i + 1]! < 60 && d[i + 3]! > 200) n++;
    return n;
  });
  expect(red).toBeGreaterThan(300);

  // The code is kept on the device: after a reload (still offline) the last program is back.
  await page.waitForTimeout(600);
  await page.reload();
  await expect(page.locator('.monaco-editor .view-lines')).toContainText('import\u00a0turtle');
  expect(failed.filter((u) => u.includes('/pyodide/') || u.includes('/assets/'))).toEqual([]);
  await backOnline(context);
});

test('in Arabic the screen is right-to-left and the code stays left-to-right', async ({ page }) => {
  await signIn(page, 'student2', undefined, 'ar');
  await expect(page).toHaveURL(/\/Myworld/);
  await page.goto('/python-ide?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('بايثون');
  await expect(page.locator('.monaco-editor').first()).toBeVisible();
  await expect(page.getByTestId('code-editor')).toHaveAttribute('dir', 'ltr');
  expect(await page.locator('.monaco-editor .view-lines').evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
  expect(await page.getByTestId('python-console').evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
  await pythonReady(page);
  // Keyboard: Tab indents inside the editor; Ctrl+M, then Tab, moves on to the Run button.
  await page.locator('.monaco-editor .view-lines').click();
  await page.keyboard.press('Control+M');
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('python-run')).toBeFocused();
  await page.keyboard.press('Enter'); // the Arabic starter program asks for a name
  await expect(page.getByTestId('python-console')).toContainText('ما اسمك؟');
  await page.getByTestId('python-answer').fill('سارة');
  await page.getByTestId('python-answer').press('Enter');
  await expect(page.getByTestId('python-console')).toContainText('مرحبًا، سارة');
  await setCode(page, 'print(nme)');
  await page.getByTestId('python-run').click();
  await expect(page.getByTestId('python-error')).toContainText('عفوًا! مشكلة في السطر 1');
  await expect(page.getByTestId('python-error')).toContainText('لا يعرف بايثون "nme"');
  await page.screenshot({ path: shots('ar'), fullPage: true });
});

test('without cross-origin isolation, Stop ends the worker and starts a fresh one (teacher screen)', async ({
  browser,
}) => {
  // No service worker, and the page's own headers without COOP/COEP: crossOriginIsolated is false.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.route(/\/teacher\/python-ide/, async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['cross-origin-embedder-policy'];
    delete headers['cross-origin-opener-policy'];
    await route.fulfill({ response, headers });
  });
  await signIn(page, 'teacher1');
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/teacher/python-ide');
  await pythonReady(page);
  expect(await page.evaluate(() => crossOriginIsolated)).toBe(false);

  await setCode(page, 'while True:\n    pass');
  await page.getByTestId('python-run').click();
  await expect(page.getByTestId('python-ide')).toHaveAttribute('data-state', 'running');
  await page.waitForTimeout(300);
  const stoppedIn = await page.evaluate(async () => {
    const log = document.querySelector('[data-testid="python-console"]')!;
    const started = performance.now();
    (document.querySelector('[data-testid="python-stop"]') as HTMLButtonElement).click();
    while (!log.textContent!.includes('Stopped') && performance.now() - started < 30_000)
      await new Promise((r) => setTimeout(r, 10));
    return log.textContent!.includes('Stopped');
  });
  expect(stoppedIn).toBe(true);
  await expect(page.getByTestId('python-console')).toContainText('Stopped: you ended the program.');
  // The fresh worker loads Python again, then the next run works, input() included (JSPI).
  await pythonReady(page);
  await setCode(page, 'n = int(input("How many? "))\nprint("twice", n * 2)');
  await page.getByTestId('python-run').click();
  await page.getByTestId('python-answer').fill('21');
  await page.getByTestId('python-answer').press('Enter');
  await expect(page.getByTestId('python-console')).toContainText('twice 42');
  await context.close();
});

const PYTHON_COURSE = 8;

async function login(request: APIRequestContext, username: string) {
  const data = (
    await (await request.post('/api/login', { data: { login_email: username, password: DEMO_PASSWORD } })).json()
  ).data[0];
  return { headers: { authorization: `Bearer ${data.api_token}` } };
}

async function pointsOf(request: APIRequestContext, username: string): Promise<number> {
  const me = await login(request, username);
  const points = (await (await request.get('/api/studentprofile', { headers: me.headers })).json()).data
    .points as number;
  await request.post('/api/logout', { headers: me.headers });
  return points;
}

async function pythonMap(request: APIRequestContext, username: string) {
  const me = await login(request, username);
  const map = (await (await request.get(`/api/coursedetails/${PYTHON_COURSE}`, { headers: me.headers })).json())
    .data as {
    course: { id: number };
    stones: {
      id: number;
      key: string;
      kind: string;
      playable?: boolean;
      completed_at: string | null;
      best_score: number;
      max_score: number;
    }[];
  };
  await request.post('/api/logout', { headers: me.headers });
  return { courseId: map.course.id, byKey: (key: string) => map.stones.find((s) => s.key === key)! };
}

test('a Python exercise passed offline, then opened from the map: the stone completes on the device, one change waits, the server has it once when the network returns', async ({
  page,
  context,
  request,
}) => {
  const before = await pythonMap(request, 'student4');
  const stone = before.byKey('code-a-name-poster');
  expect(stone).toMatchObject({ kind: 'code', playable: true, completed_at: null });

  const pointsBefore = await pointsOf(request, 'student4');
  await signIn(page, 'student4');
  await expect(page).toHaveURL(/\/Myworld/);
  await underServiceWorker(page);
  // First visit online (the stone's address, as the map gives it once reached): the exercise is kept here.
  const url = `/python-ide?coursedId=${before.courseId}&lessonId=${stone.id}`;
  await page.goto(`${url}&lang=en`);
  await expect(page.getByTestId('python-instructions')).toContainText('Make a poster for your friend Sara');
  await pythonKept(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('python-instructions')).toContainText('Make a poster');
  await page.getByTestId('python-hint').click();
  await expect(page.getByTestId('python-hint-box')).toContainText('print("*" * 10)');
  // A checked exercise is completed by Check, not sent as a project.
  await expect(page.getByTestId('python-submit')).toHaveCount(0);
  await pythonReady(page);

  // The starter fails both tests, in plain words.
  await page.getByTestId('python-check').click();
  const verdict = page.getByTestId('python-verdict');
  await expect(verdict).toHaveAttribute('data-passed', 'false');
  await expect(verdict.locator('li[data-passed="false"]')).toHaveCount(2);
  await expect(verdict).toContainText('Test 1: not yet');
  await expect(verdict).toContainText('I cannot see a line of 10 stars yet.');

  // Half right: one passes, one not.
  await setCode(page, 'print("*" * 10)\nprint("Hello Sara")\nprint("*" * 10)');
  await page.getByTestId('python-check').click();
  await expect(verdict.locator('li[data-test="stars"]')).toHaveAttribute('data-passed', 'true');
  await expect(verdict.locator('li[data-test="poster"]')).toHaveAttribute('data-passed', 'false');
  await expect(verdict).toContainText('1 of 2 tests passed.');

  await setCode(page, 'print("*" * 10)\nprint("Hello, Sara!")\nprint("*" * 10)');
  await page.getByTestId('python-check').click();
  await expect(verdict).toHaveAttribute('data-passed', 'true');
  await expect(verdict).toContainText('Test 2: passed');
  await expect(page.getByTestId('python-queued')).toBeVisible();
  const shownPoints = Number((await page.getByTestId('python-points').textContent())!.replace(/\D/g, ''));
  expect(shownPoints).toBeGreaterThan(0);
  await expect(page.getByTestId('sync-pending-count')).toHaveText('1');
  expect((await pythonMap(request, 'student4')).byKey('code-a-name-poster').completed_at).toBeNull();
  await page.screenshot({ path: shots('exercise-en'), fullPage: true });

  await backOnline(context);
  await expect(page.getByTestId('sync-pending-count')).toHaveText('0');
  const after = (await pythonMap(request, 'student4')).byKey('code-a-name-poster');
  expect(after.completed_at).not.toBeNull();
  expect(after).toMatchObject({ best_score: 3, max_score: 3 });
  // Exactly once: the child's points on the server grew by the points the device promised, once.
  expect(await pointsOf(request, 'student4')).toBe(pointsBefore + shownPoints);
  await page.reload();
  await expect(page.getByTestId('sync-pending-count')).toHaveText('0');
  expect(await pointsOf(request, 'student4')).toBe(pointsBefore + shownPoints);

  // The map of the Python course now opens the completed stone in the Python editor.
  await page.goto(`/Myworld?course=${before.courseId}&lang=en`);
  const onMap = page.getByTestId(`stone-${stone.id}`);
  await expect(onMap).toHaveAttribute('data-state', /completed|finished/);
  await expect(onMap).toHaveAttribute(
    'href',
    new RegExp(`/python-ide\\?coursedId=${before.courseId}&lessonId=${stone.id}`),
  );
  await onMap.click();
  await expect(page.getByTestId('python-instructions')).toContainText('Make a poster');

  await page.goto(`${url}&lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('python-check')).toHaveText('افحص برنامجي');
  await pythonReady(page);
  await page.getByTestId('python-check').click();
  await expect(verdict).toHaveAttribute('data-passed', 'true');
  await expect(verdict).toContainText('الاختبار 1: نجح');
  await page.screenshot({ path: shots('exercise-ar'), fullPage: true });
});

test("a Python program sent as a project offline arrives after the sync; the teacher's review shows it read-only and runs it, input() included", async ({
  page,
  browser,
  context,
}) => {
  await signIn(page, 'student5');
  await expect(page).toHaveURL(/\/Myworld/);
  await page.goto('/python-ide?lang=en');
  await setCode(page, 'name = input("Who reviews me? ")\nprint("Thank you,", name)');
  await page.getByTestId('python-project-name').fill('My thank-you program');
  await context.setOffline(true);
  await page.getByTestId('python-submit').click();
  await expect(page.getByTestId('python-note')).toContainText('Sent!');
  await expect(page.getByTestId('sync-pending-count')).toHaveText('1');
  await backOnline(context);
  await expect(page.getByTestId('sync-pending-count')).toHaveText('0');

  // My projects opens it in the Python editor.
  await page.goto('/my-projects?lang=en');
  const mine = page.getByTestId('my-project').filter({ hasText: 'My thank-you program' });
  await expect(mine.getByTestId('my-project-open')).toHaveAttribute('href', /\/python-ide(\?|$)/);

  const teacherContext = await browser.newContext({ serviceWorkers: 'block' }); // stays online
  const teacher = await teacherContext.newPage();
  await signIn(teacher, 'teacher1');
  await expect(teacher).toHaveURL(/\/teacher\//);
  const token = await teacher.evaluate(
    () => /"token":"([^"]+)"/.exec(Object.values({ ...localStorage }).join(' '))?.[1],
  );
  const list = (
    await (
      await teacher.request.get('/api/teacher/submissions?type=individual', {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()
  ).data.submissions as { id: number; project_name: string }[];
  const sent = list.find((p) => p.project_name === 'My thank-you program')!;
  expect(sent).toBeTruthy();
  await teacher.goto(`/teacher/submissions/${sent.id}/individual?lang=en`);
  const review = teacher.getByTestId('review-python');
  await expect(review.locator('.view-lines')).toContainText('Who reviews me?');
  await expect(review).toHaveAttribute('data-state', 'ready', { timeout: 180_000 });
  await teacher.getByTestId('review-python-run').click();
  await expect(review.getByTestId('python-console')).toContainText('Who reviews me?');
  await review.getByTestId('python-answer').fill('Ms Lina');
  await review.getByTestId('python-answer').press('Enter');
  await expect(review.getByTestId('python-console')).toContainText('Thank you, Ms Lina');
  await teacher.screenshot({ path: shots('review-en'), fullPage: true });
  await teacherContext.close();
});
