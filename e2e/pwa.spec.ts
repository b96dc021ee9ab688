import { expect, test } from '@playwright/test';
import { backOnline } from './support';

// This file goes offline: its pages need the service worker (and its precache) that other files block.
test.use({ serviceWorkers: 'allow' });

test('the web manifest makes the app installable', async ({ request }) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.ok()).toBe(true);
  const manifest = await response.json();
  expect(manifest.name).toContain('Codeyard');
  expect(manifest.start_url).toBe('/');
  expect(manifest.display).toBe('standalone');
  const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) expect((await request.get(icon.src)).headers()['content-type']).toBe('image/png');
});

test('the service worker precaches the shell, so the app opens with the network off, the welcome pages too', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.state;
  });
  // The worker takes the first page once it has precached (clientsClaim); after a reload it surely does.
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await context.setOffline(true);
  await page.goto('/courses');
  await expect(page.locator('header .brand')).toBeVisible();
  // The welcome pages ship with the app, never visited before: they open offline, with the checkout's numbers.
  await page.goto('/HappyNewYear');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The new-year sale');
  await expect(page.getByText('every course plan costs 20% less')).toBeVisible();
  await expect(page.getByText('A course of $35 a month costs $28.')).toBeVisible();
  await page.goto('/Perks?lang=ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('المزايا');
  await expect(page.getByText('خصم 40٪ على كل دورة')).toBeVisible();
  await page.goto('/startLearning');
  await expect(page.getByRole('heading', { level: 2, name: 'A child at school' })).toBeVisible();
  await page.goto('/schoolBusiness');
  await page.getByRole('link', { name: 'Ask us a question' }).click();
  await expect(page.getByLabel('Reason')).toHaveValue('school');
  await backOnline(context);
});

test('?lang=ar renders the app right-to-left in Arabic, and other values fall back to English', async ({ page }) => {
  await page.goto('/?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('header .brand')).toContainText('كوديارد');
  await page.goto('/?lang=fr');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('header .brand')).toContainText('Codeyard');
});

test('an unknown path shows the page-not-found screen and keeps the language', async ({ page }) => {
  await page.goto('/no/such/page?lang=ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('لم نتمكن من العثور على هذه الصفحة');
  await page.getByRole('link', { name: 'اذهب إلى الصفحة الرئيسية' }).click();
  await expect(page).toHaveURL(/\/\?lang=ar$/);
});
