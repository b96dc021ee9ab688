import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './support';

/**
 * A school goes from a new teacher to a running class with nobody touching the database (issue 13).
 * schooladmin1 adds a teacher through the API; the teacher signs in, creates a classroom with a schedule
 * (first refused without a day, the message beside the schedule), imports 25 students from a CSV, sees the
 * preview, confirms, reads the first passwords, prints the sign-in cards to a PDF; one of those children
 * signs in on another device with the card's username and password and lands on My world. Then the same
 * classrooms screen in Arabic: right to left, and an empty name refused in Arabic beside its field.
 */

const TEACHER_PASSWORD = 'Chalk-Board-42';

const FIRST_NAMES = ['Adam', 'Bana', 'Celine', 'Dawud', 'Eman', 'Farid', 'Ghada', 'Hadi', 'Inas', 'Jad'];
const LAST_NAMES = ['Nasser', 'Odeh', 'Saleh'];
const CLASS_LIST = Array.from(
  { length: 25 },
  (_, i) => `${FIRST_NAMES[i % FIRST_NAMES.length]} ${LAST_NAMES[Math.floor(i / FIRST_NAMES.length)]}`,
);

async function addTeacher(request: APIRequestContext, username: string): Promise<void> {
  const admin = (
    await (await request.post('/api/login', { data: { login_email: 'schooladmin1', password: DEMO_PASSWORD } })).json()
  ).data[0] as { api_token: string; schooladmin_profile: { school_id: number } };
  const headers = { authorization: `Bearer ${admin.api_token}` };
  const added = await request.post('/api/school/add-school-teacher', {
    headers,
    data: {
      first_name: 'Maya',
      last_name: 'Haddad',
      parent_email: `${username}@example.com`,
      username,
      password: TEACHER_PASSWORD,
      password_confirmation: TEACHER_PASSWORD,
      school_id: admin.schooladmin_profile.school_id,
    },
  });
  expect(added.status(), await added.text()).toBe(200);
  await request.post('/api/logout', { headers });
}

test('a new teacher creates a classroom, imports 25 students, prints their cards, and a child signs in with one', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const teacher = `maya${Date.now().toString(36)}`;
  await addTeacher(request, teacher);

  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, teacher, TEACHER_PASSWORD);
  await expect(page).toHaveURL(/\/teacher\/classrooms/);
  const main = page.locator('main');

  // A classroom with its course and grade, first without a day: refused beside the schedule.
  const className = `Grade 3 Coders ${teacher.slice(-4)}`;
  await main.getByTestId('new-classroom').click();
  const form = main.getByTestId('classroom-form');
  await form.getByTestId('classroom-name').fill(className);
  await form.getByTestId('classroom-grade').selectOption({ index: 1 });
  await form.getByTestId('classroom-seats').fill('30');
  await form.getByTestId('classroom-courses').getByRole('checkbox').first().check();
  await form.getByTestId('classroom-save').click();
  await expect(form.getByTestId('schedule-error')).toBeVisible();

  await form.getByTestId('schedule-day-1').check();
  await form.getByTestId('schedule-start-1').fill('09:00');
  await form.getByTestId('schedule-end-1').fill('10:30');
  await form.getByTestId('schedule-day-3').check();
  await form.getByTestId('schedule-start-3').fill('11:00');
  await form.getByTestId('schedule-end-3').fill('12:00');
  await form.getByTestId('classroom-save').click();
  await expect(form).toBeHidden();
  const card = main.locator('[data-testid^="classroom-card-"]', { hasText: className });
  await expect(card).toBeVisible();
  await card.locator('[data-testid^="classroom-link-"]').click();
  await expect(page).toHaveURL(/\/teacher\/classrooms-details\/\d+/);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(className);

  // Import the class list: the preview names all 25, then the accounts and their first passwords.
  await main.getByTestId('tool-import').click();
  await main.getByTestId('import-file').setInputFiles({
    name: 'class-list.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(['Name', ...CLASS_LIST].join('\r\n') + '\r\n'),
  });
  const preview = main.getByTestId('import-preview');
  await expect(preview.locator('tbody tr')).toHaveCount(25);
  await expect(preview).toContainText('Adam Nasser');
  await expect(preview).toContainText('Eman Saleh');
  await preview.getByTestId('import-confirm').click();
  const done = main.getByTestId('import-done');
  const rows = done.getByTestId('credentials-table').locator('tbody tr');
  await expect(rows).toHaveCount(25);
  const firstChild = rows.filter({ hasText: 'Adam Nasser' });
  const username = (await firstChild.locator('td').nth(0).innerText()).trim();
  const password = (await firstChild.locator('td').nth(1).innerText()).trim();
  expect(username).toMatch(/^[a-z0-9._-]+$/i);
  expect(password.length).toBeGreaterThanOrEqual(6);
  await expect(main.getByTestId('classroom-header')).toContainText('25');

  // The sign-in cards: one per child, with the username and the first password, printed to a PDF.
  await done.getByTestId('print-cards').click();
  await expect(page).toHaveURL(/\/teacher\/classrooms-details\/\d+\/cards/);
  const cards = page.locator('.signin-card');
  await expect(cards).toHaveCount(25);
  const adamsCard = cards.filter({ hasText: username });
  await expect(adamsCard).toContainText(password);
  await expect(adamsCard).toContainText('Demo School');
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await testInfo.attach('class-cards.pdf', { body: pdf, contentType: 'application/pdf' });

  // A child signs in on another device with their card and lands on My world.
  const childContext = await browser.newContext();
  const child = await childContext.newPage();
  await signIn(child, username, password);
  await expect(child).toHaveURL(/\/Myworld/);
  await childContext.close();

  // The classrooms screen in Arabic: right to left, an empty name refused in Arabic beside its field.
  await page.goto('/teacher/classrooms?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await main.getByTestId('new-classroom').click();
  const arabicForm = main.getByTestId('classroom-form');
  await arabicForm.getByTestId('classroom-save').click();
  const name = arabicForm.getByTestId('classroom-name');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  const nameError = arabicForm.locator(`[id="${await name.getAttribute('aria-describedby')}"]`);
  await expect(nameError).toHaveText('يرجى كتابة اسم الصف.');
});
