import { expect, test, type Page } from '@playwright/test';
import { expectFocusOn, focused, tabTo } from './keyboard-support';
import { FRESH_PASSWORD, freshStudent } from './support';

/**
 * A child with the keyboard only (issue 12, focus and announcements): signs in, walks the map -> a lesson's
 * introduction -> its questions (all five types the lesson player has: multiple choice, true or false,
 * fill in, matching and ordering — the two drag-and-drop ones by keyboard) -> the result, in English and in
 * Arabic. At each step the test asserts where focus is, the screen's own title and the announcement of the
 * route change. The first lesson of the first course ("What is a program?") has all five types. A fresh
 * child for each language: no other spec counts their lessons.
 */

const WORDS = {
  en: {
    myWorld: 'My world — Codeyard',
    intro: 'Lesson introduction — Codeyard',
    questions: 'Lesson questions — Codeyard',
    result: 'Lesson result — Codeyard',
    login: 'Sign in — Codeyard',
    fillIn: 'instructions',
    // Right-to-left pages read the horizontal arrows the other way round.
    forward: 'ArrowRight',
  },
  ar: {
    myWorld: 'عالمي — كوديارد',
    intro: 'مقدمة الدرس — كوديارد',
    questions: 'أسئلة الدرس — كوديارد',
    result: 'نتيجة الدرس — كوديارد',
    login: 'تسجيل الدخول — كوديارد',
    fillIn: 'التعليمات',
    forward: 'ArrowLeft',
  },
} as const;

async function expectScreen(page: Page, title: string, heading: string) {
  await expect(page).toHaveTitle(title);
  await expect(page.getByTestId('route-announcer')).toHaveText(title);
  await expectFocusOn(page, heading);
}

/** Answers the question on screen by keyboard, checking focus on the way; leaves focus in the question. */
async function answerByKeyboard(page: Page, lang: 'en' | 'ar'): Promise<string> {
  const words = WORDS[lang];
  const type = (await page.getByTestId('lesson-player').getAttribute('data-question-type')) ?? '';
  switch (type) {
    case 'choice': {
      // One tab stop for the group (the first option while none is chosen), then the arrows choose.
      await page.keyboard.press('Tab');
      await expectFocusOn(page, '[data-testid="option-0"]');
      await page.keyboard.press('ArrowDown');
      await expectFocusOn(page, '[data-testid="option-1"]');
      await expect(page.getByTestId('option-1')).toHaveAttribute('aria-checked', 'true');
      await page.keyboard.press(words.forward);
      await expectFocusOn(page, '[data-testid="option-2"]');
      await expect(page.getByTestId('option-2')).toHaveAttribute('aria-checked', 'true');
      await expect(page.getByTestId('option-1')).toHaveAttribute('aria-checked', 'false');
      break;
    }
    case 'truefalse': {
      await page.keyboard.press('Tab');
      await expectFocusOn(page, '[data-testid="option-true"]');
      await page.keyboard.press(words.forward);
      await expectFocusOn(page, '[data-testid="option-false"]');
      await expect(page.getByTestId('option-false')).toHaveAttribute('aria-checked', 'true');
      // Wraps around, and the chosen option is the group's one tab stop.
      await page.keyboard.press('ArrowDown');
      await expectFocusOn(page, '[data-testid="option-true"]');
      await expect(page.getByTestId('option-false')).toHaveAttribute('tabindex', '-1');
      break;
    }
    case 'fillin': {
      await tabTo(page, '[data-testid="fill-in"]');
      await page.keyboard.type(words.fillIn);
      await expect(page.getByTestId('fill-in')).toHaveValue(words.fillIn);
      break;
    }
    case 'matching': {
      // Drag and drop's keyboard way: choose a card on the left, then its partner on the right.
      const lefts = await page.locator('[data-testid^="match-left-"]').count();
      for (let l = 0; l < lefts; l++) {
        // The left cards come before the right ones: back with Shift+Tab after the first pair.
        await tabTo(page, `[data-testid="match-left-${l}"]`, { back: l > 0 });
        await page.keyboard.press('Enter');
        await expect(page.getByTestId(`match-left-${l}`)).toHaveAttribute('aria-pressed', 'true');
        await tabTo(page, `[data-testid="match-right-${l}"]`);
        await page.keyboard.press('Enter');
        await expect(page.getByTestId(`match-left-${l}`)).toHaveAttribute('data-matched', String(l));
        // Focus stays on the card just paired.
        await expectFocusOn(page, `[data-testid="match-right-${l}"]`);
      }
      break;
    }
    case 'ordering': {
      // Drag and drop's keyboard way: the move buttons. Focus follows the moved item, and when it reaches
      // the last place (its "down" disabled) moves to the item's "up".
      const items = await page.locator('[data-testid^="order-item-"]').count();
      const first = await page.getByTestId('order-item-0').getAttribute('data-item');
      await tabTo(page, '[data-testid="order-down-0"]');
      for (let position = 1; position < items; position++) {
        await page.keyboard.press('Enter');
        await expect(page.getByTestId(`order-item-${position}`)).toHaveAttribute('data-item', first ?? '');
        const expected = position === items - 1 ? `order-up-${position}` : `order-down-${position}`;
        await expectFocusOn(page, `[data-testid="${expected}"]`);
      }
      // And back up to the first place: focus ends on the item's "down".
      for (let position = items - 2; position >= 0; position--) {
        await page.keyboard.press('Enter');
        await expect(page.getByTestId(`order-item-${position}`)).toHaveAttribute('data-item', first ?? '');
        const expected = position === 0 ? 'order-down-0' : `order-up-${position}`;
        await expectFocusOn(page, `[data-testid="${expected}"]`);
      }
      break;
    }
    default:
      throw new Error(`unknown question type ${type}`);
  }
  return type;
}

for (const lang of ['en', 'ar'] as const) {
  test(`a child walks map, intro, every question type and the result with the keyboard only (${lang})`, async ({
    page,
    request,
  }) => {
    const words = WORDS[lang];
    const username = await freshStudent(request, `keys${lang}`);

    // The first load does not move focus: the sign-in screen puts it in its first field itself.
    await page.goto(`/login?lang=${lang}`);
    await expect(page).toHaveTitle(words.login);
    await expectFocusOn(page, 'input[name="login_email"]');
    await expect(page.getByTestId('route-announcer')).toHaveText('');
    await page.keyboard.type(username);
    await tabTo(page, 'input[name="password"]');
    await page.keyboard.type(FRESH_PASSWORD);
    await page.keyboard.press('Enter');

    // The map: focus on its heading, the title said.
    await expect(page).toHaveURL(/\/Myworld/);
    await expectScreen(page, words.myWorld, 'main h1#my-world-title');

    // To the first stone, and into its introduction.
    const stone = '[data-testid^="stone-"][data-state="start"], [data-testid^="stone-"][data-state="next"]';
    await tabTo(page, stone);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/lessonprevideo\//);
    await expectScreen(page, words.intro, 'main h1#intro-title');

    if (lang === 'en') {
      // Through the introduction's steps: "Back" disabled at the first step sends focus to "Next"; at the
      // last step focus moves from "Next" to the "Start the questions" link that takes its place.
      await tabTo(page, '[data-testid="intro-next"]');
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('intro-step')).toContainText('2');
      await tabTo(page, '[data-testid="intro-back"]', { back: true });
      await page.keyboard.press('Enter');
      await expectFocusOn(page, '[data-testid="intro-next"]');
      for (;;) {
        await page.keyboard.press('Enter');
        if ((await focused(page)).testid !== 'intro-next') break;
      }
      await expectFocusOn(page, '[data-testid="start-questions"]');
      await page.keyboard.press('Enter');
    } else {
      // "Skip to the questions".
      await tabTo(page, '[data-testid="skip-intro"]');
      await page.keyboard.press('Enter');
    }

    // The questions: focus on each question's prompt, the heading of the player.
    await expect(page).toHaveURL(/\/lesson\//);
    await expectScreen(page, words.questions, 'main h1.question-prompt');
    const seen = new Set<string>();
    for (;;) {
      const count = (await page.getByTestId('question-count').textContent()) ?? '';
      seen.add(await answerByKeyboard(page, lang));
      const last = await page.getByTestId('finish-lesson').isVisible();
      await tabTo(page, last ? '[data-testid="finish-lesson"]' : '[data-testid="next-question"]');
      await page.keyboard.press('Enter');
      if (last) break;
      await expect(page.getByTestId('question-count')).not.toHaveText(count);
      await expectFocusOn(page, 'main h1.question-prompt');
    }
    expect([...seen].sort()).toEqual(['choice', 'fillin', 'matching', 'ordering', 'truefalse']);

    // The result.
    await expect(page.getByTestId('assessment-result')).toBeVisible();
    await expectScreen(page, words.result, 'main h1#result-title');
  });
}
