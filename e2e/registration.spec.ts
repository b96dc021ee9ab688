import { expect, test } from '@playwright/test';

test('a child registers through the wizard and lands on Myworld, signed in 7 seconds later', async ({ page }) => {
  const username = `kid${Date.now().toString(36)}`;
  await page.goto('/register/child?lang=en');
  const main = page.locator('main');

  // Step 1: name and username. A taken username is refused with the spec's message.
  await main.getByLabel('Your full name (in English)').fill('Rami Test');
  await main.getByLabel('Choose a username').fill('student1');
  await expect(main).toContainText('Username already taken.');
  await main.getByLabel('Choose a username').fill(username);
  await main.getByRole('button', { name: 'Next' }).click();

  // Step 2: the birthday. Moving on without a year gets the spec's message.
  await main.getByRole('button', { name: 'Next' }).click();
  await expect(main).toContainText('Please select year of birth.');
  await main.getByLabel('In which year were you born?').selectOption(String(new Date().getUTCFullYear() - 10));
  await main.getByRole('button', { name: 'Next' }).click();

  // Step 3: password, its confirmation, and a safe question.
  await main.getByRole('textbox', { name: 'Password', exact: true }).fill('Secret123');
  await main.getByLabel('Type the password again').fill('Secret124');
  await main.getByLabel('Question').selectOption({ index: 1 });
  await main.getByLabel('Your answer').fill('Blue');
  await main.getByRole('button', { name: 'Create my account' }).click();
  await expect(main).toContainText('Passwords must be identical.');
  await main.getByLabel('Type the password again').fill('Secret123');
  await main.getByRole('button', { name: 'Create my account' }).click();

  await expect(main).toContainText('Welcome to Codeyard, Rami!');
  // The welcome stays 7 s by design; the room beyond it is for a busy machine.
  await expect(page).toHaveURL(/\/Myworld\?lang=en$/);
  await expect(page.getByTestId('signed-in-as')).toHaveText('Rami');
});

test('the wizard speaks Arabic right-to-left, with the spec messages in Arabic', async ({ page }) => {
  await page.goto('/register/child?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const main = page.locator('main');
  await main.getByRole('button', { name: 'التالي' }).click();
  await expect(main).toContainText('يجب أن يتكون الاسم من 3 أحرف على الأقل.');
  await expect(main).toContainText('يجب أن يتكون اسم المستخدم من 3 أحرف على الأقل.');
});

test('a parent registers by email, follows the link from the local outbox and lands on manageMyKids', async ({
  page,
  request,
}) => {
  const email = `parent.${Date.now().toString(36)}@example.com`;
  await page.goto('/register/parent?lang=en');
  const main = page.locator('main');
  await main.getByLabel('First name (in English)').fill('Hana');
  await main.getByLabel('Last name (in English)').fill('Test');
  await main.getByLabel('Country').selectOption('JO');
  await main.getByLabel('Email', { exact: true }).fill(email);
  await main.getByRole('button', { name: 'Continue' }).click();
  await expect(main).toContainText('Check your email');

  const outbox = await (await request.get(`/dev/outbox?to=${encodeURIComponent(email)}`)).json();
  const link = /http:\/\/[^\s]+\/register\/create\/[A-Za-z0-9_-]+/.exec(outbox.data[0].body)?.[0];
  expect(link).toBeTruthy();
  await page.goto(new URL(link!).pathname + '?lang=en');
  await expect(main).toContainText('Choose your username and password');
  await main.getByLabel('Username', { exact: true }).fill(`hana${Date.now().toString(36)}`);
  await main.getByLabel('Password', { exact: true }).fill('Secret123');
  await main.getByLabel('Type the password again').fill('Secret123');
  await main.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(/\/parent\/manageMyKids\?lang=en$/);
});
