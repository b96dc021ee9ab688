import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './support';

/**
 * The school administrator's and the multi-school administrator's screens (issue 13). schooladmin1 adds a
 * teacher, who signs in in a second browser; disabling them ends their session at once (their next screen
 * is the login page) and enabling them lets them in again; a teacher with students cannot be deleted (the
 * server's 409 says why), one without can. Then the same page in Arabic: right-to-left, and the report's
 * date range refused beside its `to` field. multiadmin1 opens each of its schools' reports and the
 * all-schools report, and downloads their spreadsheets.
 */

const TEACHER_PASSWORD = 'Board-Chalk-7';

async function confirmInDialog(page: Page, name: string) {
  const dialog = page.getByTestId('teacher-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name, exact: true }).click();
  await expect(dialog).toBeHidden();
}

async function manage(main: Locator, username: string): Promise<Locator> {
  const row = main.getByTestId(`teacher-row-${username}`);
  const button = row.getByTestId('teacher-manage');
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  return main.getByTestId(`teacher-actions-${username}`);
}

test('schooladmin1 adds a teacher, disables them (their session ends at once) and enables them again', async ({
  page,
  browser,
}) => {
  const username = `rana${Date.now().toString(36)}`;
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, 'schooladmin1');
  await expect(page).toHaveURL(/\/school\?lang=en$/);
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Teachers');
  await expect(main.getByTestId('stat-teachers')).toContainText('Teachers');

  // Add a teacher.
  await main.getByTestId('add-teacher').click();
  const form = main.locator('form', { has: page.getByRole('heading', { name: 'Add a teacher' }) });
  await form.getByLabel('First name').fill('Rana');
  await form.getByLabel('Last name').fill('Aaronson');
  await form.getByLabel('Email').fill(`${username}@example.com`);
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password', { exact: true }).fill(TEACHER_PASSWORD);
  await form.getByLabel('Password again').fill(TEACHER_PASSWORD);
  await form.getByTestId('add-teacher-submit').click();
  const row = main.getByTestId(`teacher-row-${username}`);
  await expect(row).toContainText('Rana Aaronson');
  await expect(row.getByTestId('teacher-status')).toHaveText('Active');

  // The new teacher signs in on another device.
  const teacherContext = await browser.newContext();
  const teacherPage = await teacherContext.newPage();
  await signIn(teacherPage, username, TEACHER_PASSWORD);
  await expect(teacherPage).toHaveURL(/\/teacher\/classrooms/);
  await expect(teacherPage.locator('main').getByRole('heading', { level: 1 })).toHaveText('My classrooms');

  // Disabled: the dialog says their sessions end; their very next screen is the login page.
  let actions = await manage(main, username);
  await actions.getByTestId('teacher-disable').click();
  await expect(page.getByTestId('teacher-dialog')).toContainText('signed out everywhere at once');
  await confirmInDialog(page, 'Disable');
  await expect(row.getByTestId('teacher-status')).toHaveText('Disabled');
  await teacherPage.reload();
  await expect(teacherPage).toHaveURL(/\/login/);
  // While disabled, signing in is refused.
  const refused = teacherPage.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/login'),
  );
  await signIn(teacherPage, username, TEACHER_PASSWORD);
  expect((await refused).status()).toBeGreaterThanOrEqual(400);
  await expect(teacherPage).toHaveURL(/\/login/);

  // Enabled again: they sign in.
  actions = await manage(main, username);
  await actions.getByTestId('teacher-enable').click();
  await confirmInDialog(page, 'Enable');
  await expect(row.getByTestId('teacher-status')).toHaveText('Active');
  await signIn(teacherPage, username, TEACHER_PASSWORD);
  await expect(teacherPage).toHaveURL(/\/teacher\/classrooms/);
  await teacherContext.close();

  // A teacher with students cannot be deleted: the server's 409 is shown, teacher1 stays.
  actions = await manage(main, 'teacher1');
  await actions.getByTestId('teacher-delete').click();
  await confirmInDialog(page, 'Delete');
  await expect(page.getByRole('alert').filter({ hasText: 'This teacher still has students' })).toBeVisible();
  await expect(main.getByTestId('teacher-row-teacher1')).toBeVisible();

  // One without students can: the new teacher goes.
  actions = await manage(main, username);
  await actions.getByTestId('teacher-delete').click();
  await confirmInDialog(page, 'Delete');
  await expect(row).toHaveCount(0);

  // Arabic: right-to-left on /school and /reports; a date range whose end is before its start is refused on `to`.
  await page.goto('/school?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('المعلّمون');
  await page.goto('/reports?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('التقارير');
  await expect(main.getByTestId('report-stats')).toBeVisible();
  await main.getByTestId('range-from').fill('2025-03-20');
  await main.getByTestId('range-to').fill('2025-03-10');
  await main.getByTestId('range-apply').click();
  await expect(main.getByTestId('range-to-error')).toHaveText('يجب أن يكون تاريخ النهاية بعد تاريخ البداية.');
  await expect(main.getByTestId('range-to')).toHaveAttribute('aria-invalid', 'true');
});

test("multiadmin1 opens each of its schools' reports and the all-schools report, and downloads them", async ({
  page,
}) => {
  await signIn(page, 'multiadmin1');
  await expect(page).toHaveURL(/\/admin\?lang=en$/);
  const main = page.locator('main');
  const links = main.locator('[data-testid^="school-report-"]');
  await expect(links).toHaveCount(2);
  const schools = await main.locator('.school-card h2').allTextContents();
  expect(schools.sort()).toEqual(['Demo Academy', 'Demo School']);

  for (const school of schools) {
    await main
      .locator('.school-card', { hasText: school })
      .getByRole('link', { name: /Open the report/ })
      .click();
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(`Report of ${school}`);
    await expect(main.getByTestId('report-stats')).toBeVisible();
    if (school === 'Demo School') {
      await expect(main.getByTestId('report-classrooms')).toContainText('Grade 4 Explorers');
    }
    const download = page.waitForEvent('download');
    await main.getByTestId('export-school-report').click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
    await main.getByRole('link', { name: 'My schools' }).click();
    await expect(page).toHaveURL(/\/admin\?lang=en$/);
  }

  await main.getByTestId('all-schools-report').click();
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('All schools report');
  const table = main.getByTestId('all-schools-table');
  await expect(table.locator('tbody tr')).toHaveCount(2);
  await expect(table).toContainText('Demo School');
  await expect(table).toContainText('Demo Academy');
  const download = page.waitForEvent('download');
  await main.getByTestId('export-all-schools').click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
});
