import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { pdfFacts } from '../sync-server/src/test-support/pdf-text';
import { DEMO_PASSWORD, signIn } from './support';

/**
 * Certificates (issue 16): Sami (sunny5) has completed My First Computer and has its certificate (demo
 * data). He downloads it in English and in Arabic (each a real one-page PDF with his name), downloads it
 * again with the network off (the PDF is kept on the device), and a guest opens its verification page.
 * Then teacher1 makes the certificate of Lana (sunny2), who finished the course, and downloads its PDF.
 */
const STUDENT = 'sunny5';

async function download(page: Page, lang: 'en' | 'ar') {
  const started = page.waitForEvent('download');
  await page.getByTestId(`download-${lang}`).click();
  const file = await started;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^codeyard-certificate-[2-9A-Z]{5}-[2-9A-Z]{5}-${lang}\\.pdf$`));
  return pdfFacts(await readFile((await file.path())!));
}

test('a child downloads the certificate of a completed course in English and Arabic; a guest checks it', async ({
  page,
  context,
  browser,
}) => {
  await signIn(page, STUDENT);
  await expect(page).toHaveURL(/\/Myworld/);

  // From the map of the completed course, to the certificates.
  await page.goto('/Myworld?lang=en');
  await page
    .getByRole('link', { name: /My First Computer/ })
    .first()
    .click();
  await page.getByTestId('certificate-link-mapDone').click();
  await expect(page).toHaveURL(/\/certificates\?lang=en$/);
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1, name: 'My certificates' })).toBeVisible();
  await expect(main.getByTestId('certificates-count')).toHaveText('You have 1 certificate.');
  const card = main.locator('.certificate-card');
  await expect(card.getByRole('heading', { name: 'My First Computer' })).toBeVisible();
  await expect(card).toContainText('Sami Haddad');
  const code = (await card.locator('.certificate-code').textContent())!.trim();
  // The page keeps the PDF in its language on the device as soon as it has the list.
  await expect(card.locator('.certificate-saved')).toContainText('Saved on this computer');

  const english = await download(page, 'en');
  expect(english).toMatchObject({ header: '%PDF-', pages: 1 });
  expect(english.text).toContain('Sami Haddad');
  expect(english.text).toContain('My First Computer');
  expect(english.text).toContain(code);

  // In Arabic: the screen right to left, the PDF with the Arabic fonts, the name and the code.
  await page.goto('/certificates?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(main.getByTestId('certificates-count')).toHaveText('لديك شهادة واحدة.');
  const arabic = await download(page, 'ar');
  expect(arabic).toMatchObject({ header: '%PDF-', pages: 1 });
  expect(arabic.fonts).toEqual(expect.arrayContaining(['NotoNaskhArabic-Bold']));
  expect(arabic.text).toContain('Sami Haddad');
  expect(arabic.text).toContain(code);

  // Both PDFs are on the device now: they download with the network off.
  await context.setOffline(true);
  expect((await download(page, 'en')).pages).toBe(1);
  await context.setOffline(false);

  // A guest (no session, another browser) opens the address printed on the certificate: the name, the course,
  // the date only. (Clearing the child's storage instead raced the app, which may store the session again.)
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  const guestMain = guest.locator('main');
  await guest.goto(`/certificates/verify/${code}?lang=en`);
  await expect(guestMain.getByTestId('verify-found')).toContainText('This certificate is real.');
  await expect(guestMain.getByTestId('verify-name')).toHaveText('Sami Haddad');
  await expect(guestMain.getByTestId('verify-course')).toHaveText('My First Computer');
  await expect(guest.getByTestId('signed-in-as')).toHaveCount(0);
  await guest.goto('/certificates/verify/AAAAA-22222?lang=ar');
  await expect(guestMain.getByTestId('verify-missing')).toContainText('لا توجد شهادة بهذا الرمز');
  await guestContext.close();
});

/**
 * Lana (sunny2, teacher1's young class; no other browser test plays as her) finishes My First Computer: her
 * teacher marks each of its stones finished for her (POST /teacher/finish-student-lesson-by-teacher, as the
 * classroom screen does), which completes the course.
 */
async function lanaFinishesTheCourse(request: APIRequestContext) {
  const login = async (name: string) =>
    (await (await request.post('/api/login', { data: { login_email: name, password: DEMO_PASSWORD } })).json()).data[0];
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const teacher = await login('teacher1');
  const lana = await login('sunny2');
  const rooms = (
    await (await request.get('/api/teacher/get-classroom-list', { headers: auth(teacher.api_token) })).json()
  ).data as { id: number; name: string; courses: { id: number; title: string }[] }[];
  const room = rooms.find((r) => r.name === 'Sunny Starters')!;
  const course = room.courses.find((c) => c.title === 'My First Computer')!;
  const map = (
    await (
      await request.get(`/api/course-lessons/${lana.student_profile.id}/${course.id}`, {
        headers: auth(lana.api_token),
      })
    ).json()
  ).data as { stones: { id: number; playable: boolean }[] };
  for (const stone of map.stones.filter((s) => s.playable)) {
    const done = await request.post('/api/teacher/finish-student-lesson-by-teacher', {
      headers: auth(teacher.api_token),
      data: { classroom_id: room.id, lesson_id: stone.id, student_profile_ids: [lana.student_profile.id] },
    });
    expect(done.status(), await done.text()).toBe(200);
  }
  for (const who of [teacher, lana]) await request.post('/api/logout', { headers: auth(who.api_token) });
}

test('a teacher makes the certificate of a chosen student who finished the course and downloads it as a PDF', async ({
  page,
  request,
}) => {
  await lanaFinishesTheCourse(request);
  await signIn(page, 'teacher1');
  await expect(page).toHaveURL(/\/teacher/);
  await page.goto('/teacher/certificates?lang=en');
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Certificates' })).toBeVisible();
  const students = main.locator('.certificates-classroom');
  await students.getByLabel('Classroom').selectOption({ label: 'Sunny Starters' });
  await students.getByLabel('Course').selectOption({ label: 'My First Computer' });
  // Sami has his already; Lana finished the course and may be chosen.
  const lana = students.getByRole('row', { name: /Lana Khoury/ });
  await expect(lana).toContainText('Finished the course');
  await expect(students.getByRole('row', { name: /Sami Haddad/ }).locator('.certificate-card')).toBeVisible();
  await lana.getByRole('checkbox', { name: 'Choose Lana Khoury' }).check();
  await students.getByRole('button', { name: 'Make 1 certificate' }).click();
  await expect(page.getByText('1 certificate is ready.')).toBeVisible();
  const card = lana.locator('.certificate-card');
  await expect(card).toContainText('Lana Khoury');

  const started = page.waitForEvent('download');
  await card.getByTestId('download-en').click();
  const file = await started;
  expect(file.suggestedFilename()).toMatch(/^codeyard-certificate-[2-9A-Z]{5}-[2-9A-Z]{5}-en\.pdf$/);
  const pdf = pdfFacts(await readFile((await file.path())!));
  expect(pdf).toMatchObject({ header: '%PDF-', pages: 1 });
  expect(pdf.text).toContain('Lana Khoury');
  expect(pdf.text).toContain('My First Computer');
});
