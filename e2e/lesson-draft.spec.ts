import { expect, test, type Page } from '@playwright/test';
import { answerCurrentQuestion, underServiceWorker, waitForDownload } from './learning-support';
import { backOnline, signIn } from './support';

// This file goes offline: its pages need the service worker (and its precache) that other files block.
test.use({ serviceWorkers: 'allow' });

/** What the question on screen shows: the prompt, the chosen option, the typed text, the card orders and pairs. */
async function questionState(page: Page): Promise<string> {
  return page.getByTestId('lesson-player').evaluate((el) => {
    const all = (selector: string, attr: string) =>
      Array.from(el.querySelectorAll(selector))
        .map((e) => e.getAttribute(attr))
        .join(',');
    return JSON.stringify({
      type: el.getAttribute('data-question-type'),
      prompt: el.querySelector('.question-prompt')?.textContent,
      chosen: all('[role="radio"]', 'aria-checked'),
      typed: (el.querySelector('[data-testid="fill-in"]') as HTMLInputElement | null)?.value ?? null,
      order: all('[data-testid^="order-item-"]', 'data-item'),
      pairs: all('[data-testid^="match-left-"]', 'data-matched'),
      partners: all('[data-testid^="match-right-"]', 'data-testid'),
    });
  });
}

/** The lesson drafts in the signed-in child's database, read straight from IndexedDB (key → saved draft). */
async function storedDrafts(page: Page): Promise<Record<string, { index: number }>> {
  return page.evaluate(async () => {
    const found: Record<string, { index: number }> = {};
    for (const info of await indexedDB.databases()) {
      if (!info.name?.startsWith('codeyard-user-')) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(info.name!);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      try {
        const rows = await new Promise<{ key: string; data: { index: number } }[]>((resolve, reject) => {
          const request = db
            .transaction('profile')
            .objectStore('profile')
            .getAll(IDBKeyRange.bound('lessonDraft:', 'lessonDraft:\uffff'));
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        for (const row of rows) found[row.key] = row.data;
      } finally {
        db.close();
      }
    }
    return found;
  });
}

/** The question index each kept draft is on. */
async function savedIndexes(page: Page): Promise<number[]> {
  return Object.values(await storedDrafts(page)).map((d) => d.index);
}

const count = (page: Page) => page.getByTestId('question-count');

async function next(page: Page): Promise<void> {
  const before = await count(page).textContent();
  await page.getByTestId('next-question').click();
  await expect(count(page)).not.toHaveText(before ?? '');
}

async function back(page: Page): Promise<void> {
  const before = await count(page).textContent();
  await page.getByTestId('question-back').click();
  await expect(count(page)).not.toHaveText(before ?? '');
}

/** The player came back on question 3 with the first two answers as the child left them. */
async function expectResumedOnThird(page: Page, answered: string[], third: string): Promise<void> {
  await expect(page.getByTestId('lesson-player')).toBeVisible();
  await expect(count(page)).toHaveText(/^Question 3 of \d+$/);
  await expect(page.getByTestId('draft-resumed')).toContainText('We kept your answers');
  expect(await questionState(page)).toBe(third);
  await back(page);
  expect(await questionState(page)).toBe(answered[1]);
  await back(page);
  expect(await questionState(page)).toBe(answered[0]);
  await next(page);
  await next(page);
  expect(await questionState(page)).toBe(third);
}

test('a lesson in progress survives a reload, a reload offline and a closed tab, and is gone once the lesson is finished', async ({
  browser,
}) => {
  const context = await browser.newContext();
  let page = await context.newPage();
  await signIn(page, 'student1');
  await waitForDownload(page);
  // The first visit installs the service worker; from the next load on it answers with the network off.
  await underServiceWorker(page);

  await page.goto('/Myworld?lang=en');
  await page
    .locator('[data-testid^="stone-"][data-state="next"], [data-testid^="stone-"][data-state="start"]')
    .first()
    .click();
  await page.getByTestId('skip-intro').click();
  await expect(page.getByTestId('lesson-player')).toBeVisible();
  const playerUrl = page.url();
  await expect(page.getByTestId('draft-resumed')).toHaveCount(0);

  const answered: string[] = [];
  for (let i = 0; i < 2; i++) {
    await answerCurrentQuestion(page);
    answered.push(await questionState(page));
    await next(page);
  }
  await expect(count(page)).toHaveText(/^Question 3 of \d+$/);
  const third = await questionState(page);
  await expect.poll(() => savedIndexes(page)).toEqual([2]);

  // A reload.
  await page.reload();
  await expectResumedOnThird(page, answered, third);

  // A reload with the network off (the service worker answers).
  await expect.poll(() => savedIndexes(page)).toEqual([2]);
  await context.setOffline(true);
  await page.reload();
  await expectResumedOnThird(page, answered, third);

  // A closed tab, still offline.
  await page.close();
  page = await context.newPage();
  await page.goto(playerUrl);
  await expectResumedOnThird(page, answered, third);

  // On to the end; a matching or ordering question left half done keeps its shuffled cards through a reload.
  for (;;) {
    const type = await page.getByTestId('lesson-player').getAttribute('data-question-type');
    if (type === 'matching' || type === 'ordering') {
      // The move to this question is saved first (debounced), so that the next change of the kept draft is
      // the click below and not that move.
      const onScreen = Number(/\d+/.exec((await count(page).textContent()) ?? '')?.[0]) - 1;
      await expect.poll(() => savedIndexes(page)).toEqual([onScreen]);
      const saved = JSON.stringify(await storedDrafts(page));
      if (type === 'matching') {
        await page.getByTestId('match-left-0').click();
        await page.getByTestId('match-right-1').click();
      } else {
        await page.getByTestId('order-down-0').click();
      }
      const half = await questionState(page);
      const at = await count(page).textContent();
      // Kept once it differs from before the clicks and holds no half-made pair: on a busy machine the
      // first tap of a pair (a card selected) can be written before the second one is made.
      await expect
        .poll(async () => {
          const now = JSON.stringify(await storedDrafts(page));
          return now !== saved && !/"selected":\{/.test(now);
        })
        .toBe(true);
      await page.reload();
      await expect(count(page)).toHaveText(at ?? '');
      expect(await questionState(page)).toBe(half);
    }
    await answerCurrentQuestion(page);
    if (await page.getByTestId('finish-lesson').isVisible()) break;
    await next(page);
  }
  await page.getByTestId('finish-lesson').click();
  await expect(page.getByTestId('assessment-result')).toBeVisible();

  // The draft went with the queued submission: opening the lesson again starts fresh.
  expect(await storedDrafts(page)).toEqual({});
  await page.goto(playerUrl);
  await expect(count(page)).toHaveText(/^Question 1 of \d+$/);
  await expect(page.getByTestId('draft-resumed')).toHaveCount(0);

  // "Start again" clears a kept draft.
  await answerCurrentQuestion(page);
  await next(page);
  await expect.poll(() => savedIndexes(page)).toEqual([1]);
  await page.reload();
  await expect(count(page)).toHaveText(/^Question 2 of \d+$/);
  await page.getByTestId('draft-start-again').click();
  await page.getByTestId('draft-start-again-yes').click();
  await expect(count(page)).toHaveText(/^Question 1 of \d+$/);
  await expect(page.getByTestId('draft-resumed')).toHaveCount(0);
  expect(await questionState(page)).not.toBe(answered[0]);
  expect(await storedDrafts(page)).toEqual({});

  // Back online, the finished lesson reaches the server.
  await backOnline(context);
  await page.goto('/Myworld?lang=en');
  await expect(page.getByTestId('sync-pending-count')).toHaveText('0');
  await context.close();
});
