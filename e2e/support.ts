import { expect, type Page } from '@playwright/test';

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
