import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { answerCurrentQuestion, completeNextLesson, underServiceWorker, waitForDownload } from './learning-support';
import { FRESH_PASSWORD, freshStudent, signIn } from './support';

/**
 * The lesson introduction as an animated story (issue 17, items 2 and 4): offline, its pictures are our own
 * (Twemoji SVGs from the precache, loaded images, never emoji characters); Play reads each caption in the
 * chosen language and moves on when the voice ends; Pause stops the story, Watch again starts it over,
 * Space and the arrows work (the other way round in Arabic); with reduced motion, the still version.
 *
 * The page's clock is Playwright's (page.clock, paused) and its voice a stand-in that ends each reading after
 * 3 s of that clock: time moves only when the test says, so nothing depends on the machine's speed.
 */
test.use({ serviceWorkers: 'allow', viewport: { width: 1366, height: 768 } });

/** A voice that records what it was asked to read and "ends" 3 s (page clock) later; cancel stops it. */
async function installFakeVoice(context: BrowserContext) {
  await context.addInitScript(() => {
    const pending: number[] = [];
    const spoken: { text: string; lang: string }[] = [];
    (window as unknown as { spoken: typeof spoken }).spoken = spoken;
    const voice = {
      speaking: false,
      pending: false,
      paused: false,
      getVoices: () => [],
      speak(u: SpeechSynthesisUtterance) {
        spoken.push({ text: u.text, lang: u.lang });
        pending.push(window.setTimeout(() => u.onend?.(new Event('end') as SpeechSynthesisEvent), 3000));
      },
      cancel() {
        pending.splice(0).forEach((t) => window.clearTimeout(t));
      },
      pause() {},
      resume() {},
      addEventListener() {},
      removeEventListener() {},
    };
    Object.defineProperty(window, 'speechSynthesis', { value: voice, configurable: true });
  });
}

const spoken = (page: Page) =>
  page.evaluate(() => (window as unknown as { spoken: { text: string; lang: string }[] }).spoken);

/** A fresh child, signed in, with the lessons and the service worker on the device; returns their first lesson's intro. */
async function childAtFirstIntro(page: Page, prefix: string, lang: 'en' | 'ar'): Promise<string> {
  const username = await freshStudent(page.request, prefix);
  await signIn(page, username, FRESH_PASSWORD, lang);
  await expect(page).toHaveURL(/\/Myworld/);
  await waitForDownload(page);
  await underServiceWorker(page);
  await page
    .locator('[data-testid^="stone-"][data-state="start"], [data-testid^="stone-"][data-state="next"]')
    .first()
    .click();
  await expect(page).toHaveURL(/\/lessonprevideo\//);
  await expect(page.getByTestId('lesson-intro')).toBeVisible();
  return page.url();
}

/** The caption has appeared, every group of its words (they come in one after another). */
async function expectCaptionShown(page: Page) {
  const groups = page.getByTestId('intro-text').locator('.caption-group');
  await expect(groups.first()).toBeVisible();
  await expect
    .poll(() => groups.evaluateAll((els) => els.every((el) => getComputedStyle(el).opacity === '1')))
    .toBe(true);
}

/** The step's picture is a loaded image of our set (not an emoji character), and came from the service worker. */
async function expectPictureLoaded(page: Page) {
  const img = page.getByTestId('intro-picture').locator('img');
  await expect(img).toHaveAttribute('src', /^\/pictures\/[0-9a-f-]+\.svg$/);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  await expect(page.getByTestId('intro-picture')).not.toContainText(/\p{Extended_Pictographic}/u);
}

for (const lang of ['en', 'ar'] as const) {
  test(`offline, the intro plays as a story with our own pictures; Pause, Watch again, Space and arrows (${lang})`, async ({
    browser,
  }) => {
    const context = await browser.newContext();
    await installFakeVoice(context);
    const page = await context.newPage();
    const introUrl = await childAtFirstIntro(page, `intro${lang}`, lang);

    // Offline, from the precache: the screen and its pictures.
    const pictures: { url: string; fromServiceWorker: boolean; status: number }[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/pictures/'))
        pictures.push({ url: r.url(), fromServiceWorker: r.fromServiceWorker(), status: r.status() });
    });
    await context.setOffline(true);
    await page.clock.install();
    await page.goto(introUrl);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    const story = page.getByTestId('intro-story');
    await expect(story).toHaveAttribute('data-mode', 'animated');
    await expect(story).toHaveAttribute('data-playing', 'false');
    await expect(page.getByTestId('intro-step')).toContainText('1');
    await expectPictureLoaded(page);
    expect(pictures.length).toBeGreaterThan(0);
    expect(pictures.every((p) => p.fromServiceWorker && p.status === 200)).toBe(true);
    const firstCaption = (await page.getByTestId('intro-text').textContent())!;
    await expectCaptionShown(page);
    await page.screenshot({ path: `test-results/lesson-intro-${lang}.png` });

    // From here the page's time stands still but for runFor: the story moves only when the test says.
    await page.clock.pauseAt(Date.now() + 1000);

    // Play: the voice reads the caption in the chosen language; when it ends, the next step comes.
    await page.getByTestId('intro-play').click();
    await expect(story).toHaveAttribute('data-playing', 'true');
    await expect.poll(() => spoken(page)).toEqual([{ text: firstCaption, lang: lang === 'ar' ? 'ar-SA' : 'en-US' }]);
    await page.clock.runFor(3000 + 1200 + 100);
    await expect(page.getByTestId('intro-step')).toContainText('2');
    await expectPictureLoaded(page);
    const secondCaption = (await page.getByTestId('intro-text').textContent())!;
    expect(secondCaption).not.toBe(firstCaption);
    await expect.poll(async () => (await spoken(page)).at(-1)?.text).toBe(secondCaption);
    await expectCaptionShown(page);
    await page.screenshot({ path: `test-results/lesson-intro-playing-${lang}.png` });

    // Pause: a minute goes by on the page's clock and the story stays on its step.
    await page.getByTestId('intro-play').click();
    await expect(story).toHaveAttribute('data-playing', 'false');
    await page.clock.runFor(60_000);
    await expect(page.getByTestId('intro-text')).toHaveText(secondCaption);

    // Watch again: back to the first step, playing, read again.
    await page.getByTestId('intro-replay').click();
    await expect(page.getByTestId('intro-text')).toHaveText(firstCaption);
    await expect(story).toHaveAttribute('data-playing', 'true');
    await expect.poll(async () => (await spoken(page)).at(-1)?.text).toBe(firstCaption);

    // Keyboard: Space pauses (focus on no control), the forward arrow moves on (left in Arabic), back again.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Space');
    await expect(story).toHaveAttribute('data-playing', 'false');
    await page.keyboard.press(lang === 'ar' ? 'ArrowLeft' : 'ArrowRight');
    await expect(page.getByTestId('intro-text')).toHaveText(secondCaption);
    await page.keyboard.press(lang === 'ar' ? 'ArrowRight' : 'ArrowLeft');
    await expect(page.getByTestId('intro-text')).toHaveText(firstCaption);

    // Played to its end, the story stops at the last step and offers the questions.
    await page.getByTestId('intro-play').click();
    const steps = await page.getByTestId('intro-dots').locator('li').count();
    for (let i = 1; i < steps; i++) {
      await expect(page.getByTestId('intro-dots').locator('li').nth(i)).not.toHaveClass(/is-current/);
      await page.clock.runFor(3000 + 1200 + 100);
      await expect(page.getByTestId('intro-dots').locator('li').nth(i)).toHaveClass(/is-current/);
    }
    await page.clock.runFor(3000 + 1200 + 100);
    await expect(story).toHaveAttribute('data-playing', 'false');
    await expect(page.getByTestId('start-questions')).toBeVisible();
    await context.close();
  });
}

test('with reduced motion the intro is still: nothing moves, only Next changes the step (en, ar)', async ({
  browser,
}) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  await installFakeVoice(context);
  const page = await context.newPage();
  const introUrl = await childAtFirstIntro(page, 'introstill', 'en');
  for (const lang of ['en', 'ar'] as const) {
    await page.goto(`${introUrl.split('?')[0]}?lang=${lang}`);
    const story = page.getByTestId('intro-story');
    await expect(story).toHaveAttribute('data-mode', 'still');
    await expect(page.getByTestId('intro-play')).toHaveCount(0);
    await expect(page.getByTestId('intro-replay')).toHaveCount(0);
    await expect(page.getByTestId('read-aloud')).toBeVisible();
    await expectPictureLoaded(page);
    const animation = await page
      .getByTestId('intro-picture')
      .evaluate((el) => [getComputedStyle(el).animationName, getComputedStyle(el.querySelector('img')!).animationName]);
    expect(animation).toEqual(['none', 'none']);
    await expect(page.getByTestId('intro-text').locator('.caption-group')).toHaveCount(0);
    const first = await page.getByTestId('intro-text').textContent();
    await page.getByTestId('intro-next').click();
    await expect(page.getByTestId('intro-text')).not.toHaveText(first!);
    await expect(page.getByTestId('intro-step')).toContainText('2');
    await page.screenshot({ path: `test-results/lesson-intro-still-${lang}.png` });
  }
  await context.close();
});

test('a question’s pictures are our own images too, in English and Arabic', async ({ page }) => {
  // The second lesson of the first course matches instructions with pictures (a clapping hand, a wave).
  const username = await freshStudent(page.request, 'intropics');
  await signIn(page, username, FRESH_PASSWORD);
  await expect(page).toHaveURL(/\/Myworld/);
  await completeNextLesson(page);
  await page.goto('/Myworld?lang=en');
  await page
    .locator('[data-testid^="stone-"][data-state="next"], [data-testid^="stone-"][data-state="start"]')
    .first()
    .click();
  await page.getByTestId('skip-intro').click();
  const player = page.getByTestId('lesson-player');
  await expect(player).toBeVisible();
  const pictures = player.locator('img.inline-picture');
  while ((await pictures.count()) === 0) {
    await answerCurrentQuestion(page);
    const count = await page.getByTestId('question-count').textContent();
    await page.getByTestId('next-question').click();
    await expect(page.getByTestId('question-count')).not.toHaveText(count ?? '');
  }
  // The same question in Arabic: the header's language button, the player stays on its question.
  for (const lang of ['en', 'ar'] as const) {
    if (lang === 'ar') await page.getByRole('banner').getByRole('button', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(pictures.first()).toBeVisible();
    await expect(pictures.first()).toHaveAttribute('src', /^\/pictures\/[0-9a-f-]+\.svg$/);
    await expect
      .poll(() => pictures.evaluateAll((els) => els.every((el) => (el as HTMLImageElement).naturalWidth > 0)))
      .toBe(true);
    // The picture stands for its emoji (alt), and no emoji character is left in the text itself.
    await expect(pictures.first()).toHaveAttribute('alt', /\p{Extended_Pictographic}/u);
    await expect(player).not.toContainText(/\p{Extended_Pictographic}/u);
    await page.screenshot({ path: `test-results/lesson-question-pictures-${lang}.png` });
  }
});
