import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import axe from 'axe-core';

export const DEMO_PASSWORD = 'Demo1234';

/** Signs in through the real login screen, as a person would. */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD, lang: 'en' | 'ar' = 'en') {
  await page.goto(`/login?lang=${lang}`);
  const main = page.locator('main');
  await main
    .getByLabel(lang === 'ar' ? 'اسم المستخدم أو البريد الإلكتروني أو رقم الجوال' : 'Username, email or mobile')
    .fill(username);
  await main.getByLabel(lang === 'ar' ? 'كلمة المرور' : 'Password', { exact: true }).fill(password);
  await main.getByRole('button', { name: lang === 'ar' ? 'تسجيل الدخول' : 'Sign in', exact: true }).click();
}

export async function expectSignedInAs(page: Page, name: string) {
  await expect(page.getByTestId('signed-in-as')).toHaveText(name);
}

/**
 * Brings the network back as a real reconnection does. Playwright's offline emulation (setOffline) leaves
 * navigator.onLine true in a document loaded while offline (a reload, a new tab), so such a page never gets
 * the 'online' event when the emulation ends, and the app would resend only when its backoff timer fires
 * (full jitter, up to 60 s): a wait that decided the test by chance. Every open page gets the event the
 * browser fires on a real reconnection; a page that already had it only looks once more. See
 * docs/decisions.md, "Offline in the browser tests".
 */
export async function backOnline(context: BrowserContext): Promise<void> {
  await context.setOffline(false);
  for (const page of context.pages()) {
    // A page in the middle of a navigation has no document to tell; its new document starts online anyway.
    await page.evaluate(() => window.dispatchEvent(new Event('online'))).catch(() => undefined);
  }
}

/**
 * Opens a page right after the network came back. A page that failed to load offline shows the browser's error
 * page, and the browser reloads that page by itself once it is online; when that reload starts during our own
 * navigation, ours is "interrupted by another navigation". Then the page is let settle and opened again.
 */
export async function gotoAfterReconnect(page: Page, url: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.goto(url);
      return;
    } catch (error) {
      if (attempt === 3 || !String(error).includes('interrupted by another navigation')) throw error;
      await page.waitForLoadState('load').catch(() => undefined);
    }
  }
}

/**
 * Replaces the code of a Monaco editor by pasting it (typing would auto-close tags and indent again). The
 * editor is emptied first and seen empty, so that seeing the code's last line afterwards (where the cursor
 * is, so in view) proves the paste landed: the old code often shared its first line with the new one, and on
 * a busy machine a paste that went nowhere passed the old check.
 */
export async function replaceCode(page: Page, editor: Locator, code: string): Promise<void> {
  await expect(editor).toBeVisible();
  const lines = editor.locator('.view-lines');
  await expect(async () => {
    await lines.click();
    // The keys go to the editor's own input, wherever the click landed (a busy machine once left focus on <main>).
    await editor.getByRole('textbox').first().focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await expect(lines).toHaveText('', { timeout: 2_000 });
  }).toPass({ timeout: 90_000 });
  await page.evaluate((text) => {
    const el = document.activeElement!;
    const data = new DataTransfer();
    data.setData('text/plain', text);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, code);
  const lastLine =
    code
      .split('\n')
      .filter((line) => line.trim() !== '')
      .at(-1) ?? '';
  await expect(lines).toContainText(lastLine.trim().replace(/ /g, '\u00a0'));
}

export const FRESH_PASSWORD = 'Secret123';

/**
 * A child who has never had a lesson: registered through the API (as the wizard does), so no other spec
 * counts their lessons, their map starts at the first stone, and no device has signed them in before.
 */
export async function freshStudent(request: APIRequestContext, prefix: string): Promise<string> {
  const username = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const answer = await request.post('/api/register-child', {
    data: {
      username,
      age: 9,
      full_name: 'Lina Keys',
      password: FRESH_PASSWORD,
      password_confirmation: FRESH_PASSWORD,
      question_id: 1,
      answer: 'Blue',
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return username;
}

/** axe's serious and critical violations (WCAG 2.2 A and AA) on the screen as shown. */
export async function axeProblems(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe
      .run(document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
        resultTypes: ['violations'],
      })
      .then((results) => results.violations),
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
