import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { FRESH_PASSWORD, signIn } from './support';

/**
 * Issue 15's other two ways to pay on /Pricing: PayPal-style (the provider's page: cancel first, which
 * charges nothing and comes back to /Pricing; then approve, and the thank-you page shows the PayPal order)
 * and, the whole buy path in Arabic, the mobile payment (country, operator, phone; the operator's pin read
 * from the local SMS outbox). Each test has its own new parent and child, so parent1's orders stay as the
 * card spec counts them.
 */

/** A confirmed parent with one trial child, through the one-form registration and its mailed link. */
async function freshFamily(request: APIRequestContext, prefix: string) {
  const id = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const email = `${id}@example.com`;
  const registered = await request.post('/api/parent_register', {
    data: {
      parent_username: `${id}p`,
      student_username: `${id}c`,
      first_name: 'Rana',
      last_name: 'Haddad',
      country: 'jo',
      parent_email: email,
      parent_password: FRESH_PASSWORD,
      student_password: FRESH_PASSWORD,
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const mail = (await (await request.get(`/dev/outbox?to=${encodeURIComponent(email)}`)).json()).data[0];
  const token = /\/register\/create\/([A-Za-z0-9_-]+)/.exec(mail.body)![1];
  expect((await request.get(`/api/parent/verify/${token}`)).status()).toBe(200);
  return { parent: `${id}p`, child: `${id}c` };
}

async function courseTitle(request: APIRequestContext, number: number, lang: 'en' | 'ar') {
  const catalogue = (await (await request.get(`/api/get-curriculum-overview?lang=${lang}`)).json()).data as {
    number: number;
    title: string;
  }[];
  return catalogue.find((c) => c.number === number)!.title;
}

async function chooseOrder(page: Page, child: string, course: string, lang: 'en' | 'ar') {
  const en = lang === 'en';
  const buy = page.getByRole('region', { name: en ? 'Buy courses' : 'شراء الدورات' });
  await buy.getByRole('checkbox', { name: new RegExp(`\\(${child}\\)`) }).check();
  await buy.getByRole('checkbox', { name: new RegExp(course) }).check();
  await buy.getByRole('checkbox', { name: en ? 'I agree to the terms' : /أوافق على الشروط/ }).check();
  await buy.getByRole('button', { name: en ? 'Continue to payment' : /المتابعة إلى الدفع/ }).click();
  return buy;
}

test('PayPal: cancelled on the provider page charges nothing; approved, the order is paid', async ({
  page,
  request,
}) => {
  const { parent, child } = await freshFamily(request, 'pp');
  const course = await courseTitle(request, 3, 'en');
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, parent, FRESH_PASSWORD);
  await expect(page).toHaveURL(/\/parent\/manageMyKids/);
  await page.goto('/Pricing?lang=en');

  let buy = await chooseOrder(page, child, course, 'en');
  await buy.getByRole('radio', { name: 'PayPal' }).check();
  await buy.getByRole('button', { name: /^Continue to PayPal/ }).click();
  await expect(page.getByRole('heading', { name: 'Sandbox checkout' })).toBeVisible();
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/Pricing\?lang=en$/);
  buy = page.getByRole('region', { name: 'Buy courses' });
  await expect(buy.getByRole('status').first()).toHaveText(/The PayPal payment was cancelled\. Nothing was charged\./);

  buy = await chooseOrder(page, child, course, 'en');
  await buy.getByRole('radio', { name: 'PayPal' }).check();
  await buy.getByRole('button', { name: /^Continue to PayPal/ }).click();
  await page.getByRole('link', { name: 'Approve the payment' }).click();
  await expect(page).toHaveURL(/\/parent\/thankyou\?payment=\d+/);
  const order = page.locator('main article.order-card');
  await expect(order).toContainText('PayPal');
  await expect(order).toContainText(course);
  // The cancelled checkout bought nothing: one order.
  await page.goto('/parent/myorders?lang=en');
  await expect(page.locator('main article.order-card')).toHaveCount(1);
});

test('the buy path in Arabic, paid by mobile phone with the pin from the SMS outbox', async ({ page, request }) => {
  const { parent, child } = await freshFamily(request, 'mp');
  const course = await courseTitle(request, 4, 'ar');
  const phone = `+96279${String(Date.now()).slice(-7)}`;
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, parent, FRESH_PASSWORD, 'ar');
  await expect(page).toHaveURL(/\/parent\/manageMyKids/);
  await page.goto('/Pricing?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  const buy = await chooseOrder(page, child, course, 'ar');
  await buy.getByRole('radio', { name: 'الهاتف الجوال' }).check();
  const form = buy.getByRole('form', { name: 'الدفع بالهاتف الجوال' });
  await form.getByRole('button', { name: /^أرسل لي الرمز/ }).click();
  await expect(form.getByRole('alert')).toHaveText('يرجى اختيار الدولة.');
  await form.getByLabel('الدولة').selectOption({ label: 'الأردن' });
  await form.getByLabel('المشغّل').selectOption({ label: 'Zain' });
  await expect(form.getByLabel('رقم الجوال')).toHaveValue('+962');
  await form.getByLabel('رقم الجوال').fill(phone);
  await form.getByRole('button', { name: /^أرسل لي الرمز/ }).click();

  const pinForm = buy.getByRole('form', { name: 'رمز لمرة واحدة' });
  await expect(pinForm).toBeVisible();
  const sms = (await (await request.get(`/dev/outbox?to=${encodeURIComponent(phone)}`)).json()).data[0];
  const pin = /(\d{6})/.exec(sms.body)![1]!;
  await pinForm.getByLabel('الرمز الذي أرسلناه في رسالة نصية').fill(pin);
  await pinForm.getByRole('button', { name: 'تأكيد' }).click();
  await expect(page).toHaveURL(/\/parent\/thankyou\?payment=\d+/);
  await expect(page.locator('main').getByRole('heading', { level: 1 })).toHaveText('شكرًا لك!');
  await expect(page.locator('main article.order-card')).toContainText(course);
});
