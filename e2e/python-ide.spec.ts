import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

/** Replaces the program in the Monaco editor by pasting it (typing would auto-indent the lines again). */
async function setCode(page: Page, code: string) {
  const editor = page.locator('.monaco-editor').first();
  await expect(editor).toBeVisible({ timeout: 20_000 });
  await editor.locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.evaluate((text) => {
    const el = document.activeElement!;
    const data = new DataTransfer();
    data.setData('text/plain', text);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, code);
  await expect(editor.locator('.view-lines')).toContainText(code.split('\n')[0]!.slice(0, 12).replace(/ /g, '\u00a0'));
}

async function pythonReady(page: Page) {
  await expect(page.getByTestId('python-ide')).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
}

/** Screenshots for review, in the test's output folder. */
const shots = (name: string) => test.info().outputPath(`python-ide-${name}.png`);

test('offline after the first load: input() asks in the console, Stop ends an endless loop within a second, errors are explained, turtle draws', async ({ page, context }) => {
  await signIn(page, 'student1');
  await expect(page).toHaveURL(/\/Myworld/);
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  // Network off: the screen, Monaco and Pyodide all come from the service worker's precache.
  await context.setOffline(true);
  const failed: string[] = [];
  page.on('requestfailed', (r) => { if (!r.url().includes('/api/')) failed.push(r.url()); });
  await page.goto('/python-ide?lang=en');
  await pythonReady(page);
  expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);

  // input(): the program asks in the console, the child answers there.
  await setCode(page, 'name = input("Name? ")\nage = int(input("Age? "))\nprint("Hello", name, "next year you are", age + 1)');
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

  // An endless loop, stopped by Stop within a second (the interrupt buffer: the worker stays warm).
  await setCode(page, 'print("looping")\nwhile True:\n    pass');
  await page.getByTestId('python-run').click();
  await expect(consoleLog).toContainText('looping');
  await page.waitForTimeout(300);
  const stoppedIn = await page.evaluate(async () => {
    const ide = document.querySelector('[data-testid="python-ide"]')!;
    const started = performance.now();
    (document.querySelector('[data-testid="python-stop"]') as HTMLButtonElement).click();
    while (ide.getAttribute('data-state') !== 'ready' && performance.now() - started < 5000) await new Promise((r) => setTimeout(r, 10));
    return performance.now() - started;
  });
  expect(stoppedIn).toBeLessThan(1000);
  await expect(consoleLog).toContainText('Stopped: you ended the program.');

  // A loop that prints as fast as it can streams into the console, and Stop still ends it within a second.
  await setCode(page, 'i = 0\nwhile True:\n    i += 1\n    print("line", i)');
  await page.getByTestId('python-run').click();
  await expect(consoleLog).toContainText(/line \d{4,}/); // (only the newest 100 000 characters are kept)
  const floodStoppedIn = await page.evaluate(async () => {
    const ide = document.querySelector('[data-testid="python-ide"]')!;
    const started = performance.now();
    (document.querySelector('[data-testid="python-stop"]') as HTMLButtonElement).click();
    while (ide.getAttribute('data-state') !== 'ready' && performance.now() - started < 5000) await new Promise((r) => setTimeout(r, 10));
    return performance.now() - started;
  });
  expect(floodStoppedIn).toBeLessThan(1000);
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
  await setCode(page, 'import turtle\nt = turtle.Turtle()\nt.speed(0)\nt.color("red")\nfor i in range(4):\n    t.forward(100)\n    t.left(90)\nprint("square", t.position())');
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
  await expect(page.locator('.monaco-editor .view-lines')).toContainText('import\u00a0turtle', { timeout: 20_000 });
  expect(failed.filter((u) => u.includes('/pyodide/') || u.includes('/assets/'))).toEqual([]);
  await context.setOffline(false);
});

test('in Arabic the screen is right-to-left and the code stays left-to-right', async ({ page }) => {
  await signIn(page, 'student2', undefined, 'ar');
  await expect(page).toHaveURL(/\/Myworld/);
  await page.goto('/python-ide?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('بايثون');
  await expect(page.locator('.monaco-editor').first()).toBeVisible({ timeout: 20_000 });
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

test('without cross-origin isolation, Stop ends the worker and starts a fresh one (teacher screen)', async ({ browser }) => {
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
    while (!log.textContent!.includes('Stopped') && performance.now() - started < 5000) await new Promise((r) => setTimeout(r, 10));
    return performance.now() - started;
  });
  expect(stoppedIn).toBeLessThan(1000);
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
