import { expect, test } from '@playwright/test';
import { signIn } from './support';

/**
 * Picture sign-in (issue 13) with the demo's young class, Sunny Starters (code SUNNY): Adam's picture is
 * the sun. One page for the child's checks: the class page in Arabic, then the English sign-in from the
 * login page's link, a wrong picture, the right one. Then the teacher's sign-in cards and their PDF.
 */
test('a young child signs in with their picture; the class page is right-to-left in Arabic', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/class/SUNNY?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('من أنت؟');
  await expect(main).toContainText('5 أطفال في هذا الصف');
  await expect(main.getByRole('button', { name: 'Adam F.' })).toBeVisible();

  await page.goto('/login?lang=en');
  await main.getByRole('link', { name: "Sign in with my class's pictures" }).click();
  await main.getByLabel('Class code').fill('sunny');
  await main.getByRole('button', { name: 'Open my class' }).click();
  await expect(page).toHaveURL(/\/class\/SUNNY\?lang=en$/);
  await expect(main).toContainText('5 children in this class');
  // Only first names and last initials: no usernames, no last names.
  await expect(main).not.toContainText('sunny1');
  await expect(main).not.toContainText('Farah');
  await main.getByRole('button', { name: 'Adam F.' }).click();

  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Hello, Adam!');
  const pictures = main.getByRole('group', { name: 'Pictures to choose from' }).getByRole('button');
  await expect(pictures).toHaveCount(9);
  // Arrow keys move between the pictures without choosing one.
  await pictures.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(pictures.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(pictures.nth(4)).toBeFocused();
  await expect(page).toHaveURL(/\/class\/SUNNY/);

  const names = await pictures.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
  const wrong = names.find((name) => name !== 'sun')!;
  await main.getByRole('button', { name: wrong, exact: true }).click();
  await expect(main.getByRole('alert')).toHaveText('That is not your picture. Look again and tap your own picture.');
  await expect(page).toHaveURL(/\/class\/SUNNY/);

  await main.getByRole('button', { name: 'sun', exact: true }).click();
  await expect(page).toHaveURL(/\/Myworld\?lang=en$/);
});

test("the teacher's sign-in cards of the picture class print to a PDF", async ({ page }, testInfo) => {
  await signIn(page, 'teacher1');
  await expect(page).toHaveURL(/\/teacher\/classrooms/);
  await page.setViewportSize({ width: 1366, height: 768 });
  const link = page.locator('main a[href*="classrooms-details"]', { hasText: 'Sunny Starters' }).first();
  const sunnyId = Number(/classrooms-details\/(\d+)/.exec((await link.getAttribute('href')) ?? '')?.[1]);
  expect(sunnyId).toBeGreaterThan(0);
  for (const lang of ['en', 'ar'] as const) {
    // The card credentials an import's answer gives (first passwords), through this tab's session storage.
    await page.evaluate(
      (id) =>
        sessionStorage.setItem(
          `codeyard.sign-in-cards.${id}`,
          JSON.stringify([{ first_name: 'Adam', last_name: 'Farah', username: 'sunny1', password: 'Kite-Sun-42' }]),
        ),
      sunnyId,
    );
    await page.goto(`/teacher/classrooms-details/${sunnyId}/cards?lang=${lang}`);
    const cards = page.locator('.signin-card');
    await expect(cards).toHaveCount(5);
    await expect(page.locator('.cards-print-area')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    const adam = cards.filter({ hasText: 'sunny1' });
    await expect(adam).toContainText('Kite-Sun-42');
    await expect(adam).toContainText('SUNNY');
    await expect(adam).toContainText(lang === 'ar' ? 'صورتي: شمس' : 'My picture: sun');
    await expect(adam.locator('svg')).toBeVisible();
    await expect(page.getByRole('button', { name: lang === 'ar' ? 'اطبع' : 'Print' })).toBeVisible();
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await testInfo.attach(`cards-${lang}.pdf`, { body: pdf, contentType: 'application/pdf' });
  }
});
