import { expect, type BrowserContext, type Page } from '@playwright/test';

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
