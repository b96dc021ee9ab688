import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

/**
 * The buy path of issue 15: parent1 buys SmoothY Starter and Web Design for kid1 (on the trial) and
 * student2 on /Pricing, with the demo coupon, by card through the sandbox. The declined test card first:
 * the spec's message, and nothing bought (the orders page later holds one order). Then the approved card:
 * the thank-you page with the order and its receipt (a PDF download); kid1's map of the course is open at
 * once (no lesson waits for a subscription), another course still is. Last, the orders page in Arabic.
 */

const DECLINED = '4000 0000 0000 0002';
const APPROVED = '4242 4242 4242 4242';

async function fillCard(page: Page, number: string) {
  const form = page.locator('form', { has: page.getByRole('heading', { name: 'Pay by card' }) });
  await form.getByLabel('Name on the card').fill('Maryam Saleh');
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Security code').fill('123');
  await form.getByLabel('Expiry month').selectOption('12');
  await form.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 2));
  await form.getByRole('button', { name: /^Pay / }).click();
}

test('parent1 buys two courses for two children with the coupon by card; a declined card buys nothing', async ({
  page,
  browser,
  request,
}) => {
  const catalogue = (await (await request.get('/api/get-curriculum-overview?lang=en')).json()).data as {
    id: number;
    number: number;
    title: string;
  }[];
  const course = (n: number) => catalogue.find((c) => c.number === n)!;
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, 'parent1');
  await expect(page).toHaveURL(/\/parent\/manageMyKids/);
  await page.goto('/Pricing?lang=en');
  const buy = page.getByRole('region', { name: 'Buy courses' });
  await buy.getByRole('checkbox', { name: /\(kid1\)/ }).check();
  await buy.getByRole('checkbox', { name: /\(student2\)/ }).check();
  await buy.getByRole('checkbox', { name: new RegExp(course(1).title) }).check();
  await buy.getByRole('checkbox', { name: new RegExp(course(7).title) }).check();
  await buy.getByLabel('Coupon code').fill('family25');
  await buy.getByRole('button', { name: 'Apply' }).click();
  await expect(buy.getByRole('status')).toContainText('Coupon FAMILY25');
  await expect(buy).toContainText('The discount coupon is lost on leaving the page.');
  // The terms first (spec 000 §5).
  await buy.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(buy.getByRole('alert')).toHaveText('Please agree to the terms to pay.');
  await buy.getByRole('checkbox', { name: 'I agree to the terms' }).check();
  const total = await buy.locator('.buy-total-sum dd').innerText();
  await buy.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(buy).toContainText(total);

  await fillCard(page, DECLINED);
  await expect(page.locator('.alerts [role="alert"]')).toHaveText(
    /Payment processing error: try again or use another payment method\./,
  );
  await expect(page).toHaveURL(/\/Pricing/);

  await fillCard(page, APPROVED);
  await expect(page).toHaveURL(/\/parent\/thankyou\?payment=\d+/);
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Thank you!');
  const order = main.locator('article.order-card');
  await expect(order.locator('.order-lines li')).toHaveCount(4);
  await expect(order).toContainText('VISA ending in 4242');
  await expect(order).toContainText(total);
  const download = page.waitForEvent('download');
  await order.getByRole('button', { name: 'Download the receipt (PDF)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^codeyard-receipt-\d+\.pdf$/);

  // kid1's map of SmoothY Starter opens at once; SmoothY Adventures still waits for a subscription.
  const kidContext = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const kid = await kidContext.newPage();
  await signIn(kid, 'kid1');
  await expect(kid).toHaveURL(/\/Myworld/);
  await kid.goto(`/lessonsList/${course(1).id}?lang=en`);
  await expect(kid.getByTestId('lessons-list').locator('.lessons-row')).not.toHaveCount(0);
  await expect(kid.getByTestId('lessons-list')).not.toContainText('It opens with a subscription.');
  await kid.goto(`/lessonsList/${course(2).id}?lang=en`);
  await expect(kid.getByTestId('lessons-list')).toContainText('It opens with a subscription.');
  await kidContext.close();

  // Nothing of the declined card was bought: one order. The same page in Arabic, right to left.
  await page.goto('/parent/myorders?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('main').getByRole('heading', { level: 1 })).toHaveText('طلباتي');
  await expect(page.locator('main article.order-card')).toHaveCount(1);
  await expect(page.locator('main article.order-card')).toContainText('تنتهي بـ 4242');
});
