import { expect, test } from '@playwright/test';
import { expectSignedInAs, signIn } from './support';

// spec 000 §2, "Destination after login"; the demo accounts of the README.
const destinations = [
  { username: 'student1', path: '/Myworld' },
  { username: 'parent1', path: '/parent/manageMyKids' },
  { username: 'teacher1', path: '/teacher/classrooms' },
  { username: 'schooladmin1', path: '/school' },
  { username: 'multiadmin1', path: '/admin' },
];

for (const { username, path } of destinations) {
  test(`${username} signs in and lands on ${path}`, async ({ page }) => {
    await signIn(page, username);
    await expect(page).toHaveURL(new RegExp(`${path.replace('/', '\\/')}\\?lang=en$`));
    await expect(page.locator('main h1')).toBeVisible();
  });
}

test('each landing shows real data from the server', async ({ page }) => {
  await signIn(page, 'teacher1');
  await expect(page.locator('main')).toContainText('Grade 4 Explorers');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login\?lang=en$/);

  await signIn(page, 'parent1');
  await expect(page.locator('main')).toContainText('student1');
  await expect(page.locator('main')).toContainText('student2');
  await expect(page.locator('main')).not.toContainText('student3');
});

test('a wrong password gets a clear message beside the field, and no session', async ({ page }) => {
  await signIn(page, 'student1', 'not-the-password');
  await expect(page.locator('main')).toContainText('Username or password is wrong.');
  await expect(page).toHaveURL(/\/login/);
});

test('a guest who opens a student page is sent to sign in; a teacher who opens a student or parent page goes to their classrooms', async ({
  page,
}) => {
  await page.goto('/Myworld?lang=en');
  await expect(page).toHaveURL(/\/login\?lang=en$/);
  await signIn(page, 'teacher1');
  await expect(page).toHaveURL(/\/teacher\/classrooms/);
  await page.goto('/Myworld?lang=en');
  await expect(page).toHaveURL(/\/teacher\/classrooms\?lang=en$/);
  await page.goto('/parent/manageMyKids?lang=en');
  await expect(page).toHaveURL(/\/teacher\/classrooms\?lang=en$/);
  await page.goto('/admin?lang=en');
  await expect(page).toHaveURL(/\/teacher\/classrooms\?lang=en$/);
});

test('a guest who opens a teacher page is sent to sign in', async ({ page }) => {
  await page.goto('/teacher/classrooms?lang=en');
  await expect(page).toHaveURL(/\/login\?lang=en$/);
});

test('a parent signs in as their child and comes back', async ({ page }) => {
  await signIn(page, 'parent1');
  await page
    .getByRole('button', { name: /Sign in as/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/Myworld/);
  await page.getByRole('button', { name: 'Back to my parent account' }).click();
  await expect(page).toHaveURL(/\/parent\/manageMyKids/);
});

test('a parent adds a child, gives them a new password, disables and enables a child', async ({ page }) => {
  await signIn(page, 'parent1');
  const main = page.locator('main');
  await main.getByRole('button', { name: 'Add a child' }).click();
  const form = main.getByRole('form', { name: 'Add a child' });
  await form.getByLabel('First name').fill('Rami');
  await form.getByLabel('Last name').fill('Saleh');
  await form.getByLabel('Username').fill('rami.e2e');
  await form.getByLabel('Year of birth').fill(String(new Date().getUTCFullYear() - 3));
  await form.getByLabel('Password', { exact: true }).fill('Rami-2020');
  await form.getByLabel('Password again').fill('Rami-2020');
  await form.getByRole('button', { name: 'Create the account' }).click();
  await expect(form.getByText('You must be at least 8 years old to register.')).toBeVisible();
  await form.getByLabel('Year of birth').fill(String(new Date().getUTCFullYear() - 9));
  await form.getByRole('button', { name: 'Create the account' }).click();
  await expect(page.getByText('The child account is ready.')).toBeVisible();
  await expect(form).toBeHidden();

  // The new child is on the last page (two a page): a new password for them.
  await page.goto('/parent/manageMyKids?lang=en&page=2');
  const rami = main.getByRole('article', { name: 'Rami Saleh' });
  await rami.getByRole('button', { name: 'New password Rami' }).click();
  await rami.getByLabel('Password', { exact: true }).fill('Fresh-456');
  await rami.getByLabel('Password again').fill('Fresh-456');
  await rami.getByRole('button', { name: 'Save the password' }).click();
  await expect(page.getByText("The child's password is changed.")).toBeVisible();

  // Disabling asks first; the card then says so, and enabling brings the child back.
  await rami.getByRole('button', { name: 'Disable Rami' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, disable' }).click();
  await expect(rami.getByText('Disabled', { exact: true })).toBeVisible();
  await rami.getByRole('button', { name: 'Enable Rami' }).click();
  await expect(rami.getByText('Active', { exact: true })).toBeVisible();
});

test('signing out in one tab signs the other tab out too', async ({ context }) => {
  const first = await context.newPage();
  await signIn(first, 'student3');
  await expect(first).toHaveURL(/\/Myworld/);
  const second = await context.newPage();
  await second.goto('/Myworld?lang=en');
  await expectSignedInAs(second, 'Leo');
  await first.getByRole('button', { name: 'Sign out' }).click();
  await expect(second).toHaveURL(/\/login\?lang=en$/);
  await expect(second.getByTestId('signed-in-as')).toHaveCount(0);
});

test('the Arabic login is right-to-left and keeps the language after signing in', async ({ page }) => {
  await signIn(page, 'student4', undefined, 'ar');
  await expect(page).toHaveURL(/\/Myworld\?lang=ar$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('a signed-in user who switches language tells the server on the next route change', async ({ page }) => {
  await signIn(page, 'student5');
  await expect(page).toHaveURL(/\/Myworld/);
  const sent = page.waitForRequest((req) => req.url().includes('/api/change-language') && req.method() === 'POST');
  await page.getByRole('button', { name: 'العربية' }).click();
  const request = await sent;
  expect(request.postDataJSON()).toEqual({ lang: 'ar' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page).toHaveURL(/lang=ar/);
});

test('a session ended on the server (401) shows "You are not authorized" and signs the user out', async ({ page }) => {
  await signIn(page, 'teacher2');
  await expect(page).toHaveURL(/\/teacher\/classrooms/);
  // End the session behind the page's back, as a password reset on another device would.
  await page.evaluate(async () => {
    const { token } = JSON.parse(localStorage.getItem('codeyard.session')!);
    await fetch('/api/logout', { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  });
  // The screen's next call meets the 401. A call already in flight may meet it first (the screen then signs
  // out at once), so the page is never reloaded, which would wipe the alert: it moves on through the router.
  await page.evaluate(() => {
    history.pushState({}, '', '/teacher/certificates?lang=en');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('alert').filter({ hasText: 'You are not authorized' })).toBeVisible();
  await expect(page).toHaveURL(/\/login\?lang=en$/);
});
