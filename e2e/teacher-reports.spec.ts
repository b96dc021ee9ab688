import { expect, test, type APIRequestContext } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO_PASSWORD, signIn } from './support';

/**
 * A teacher's reports (issue 13): teacher1 opens Grade 4 Explorers' reports, sees the charts drawn from
 * what a student sent, downloads the classroom report and the test opens the .xlsx; opens a student's
 * profile; changes their own phone on the account screen and finds it after a reload; in Arabic the
 * reports read from right to left. One page throughout.
 */

const CLASSROOM_ID = 1; // Grade 4 Explorers
const STUDENT = 'student3'; // no other spec of this shelf (its database) uses them
const LESSON_ID = 1; // "What is a program?", the first lesson of SmoothY Starter (course 1)

async function login(request: APIRequestContext, username: string) {
  const answer = (
    await (await request.post('/api/login', { data: { login_email: username, password: DEMO_PASSWORD } })).json()
  ).data[0];
  return {
    headers: { authorization: `Bearer ${answer.api_token}` },
    profileId: answer.student_profile?.id as number | undefined,
  };
}

/** A student answers the first lesson right (the teacher's solution call gives the right answers), as their device would. */
async function sendFirstLesson(request: APIRequestContext): Promise<number> {
  const teacher = await login(request, 'teacher1');
  const solution = (
    await (await request.get(`/api/teacher/get-course-lesson-question-solution/${LESSON_ID}`, teacher)).json()
  ).data as { lesson: { course_id: number }; questions: { question_id: number; correct_answer: { value: unknown } }[] };
  const student = await login(request, STUDENT);
  const sent = await request.post('/api/student-questions-submission', {
    headers: { ...student.headers, 'idempotency-key': 'teacher-reports-first-lesson' },
    data: {
      lesson_id: LESSON_ID,
      course_id: solution.lesson.course_id,
      gm_task_id: 3,
      // A fill-in's right answer is its accepted words: one of them is typed.
      answers: solution.questions.map((q) => {
        const right = q.correct_answer.value;
        return {
          question_id: q.question_id,
          answer: Array.isArray(right) && typeof right[0] === 'string' ? right[0] : right,
        };
      }),
      answered_at: new Date().toISOString(),
    },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  return student.profileId!;
}

test('a teacher reads the classroom reports, downloads the .xlsx, opens a profile and edits their account', async ({
  page,
  request,
}) => {
  const studentId = await sendFirstLesson(request);
  await signIn(page, 'teacher1');
  await expect(page).toHaveURL(/\/teacher\/classrooms/);

  // The reports part of the classroom: the three charts, drawn (the whole classroom has points now).
  await page.goto(`/teacher/classrooms-details/${CLASSROOM_ID}?lang=en`);
  const reports = page.getByTestId('classroom-reports');
  await expect(reports.getByRole('heading', { name: 'Reports', exact: true })).toBeVisible();
  await expect(reports.getByTestId('chart-points').locator('canvas')).toBeVisible();
  await expect(reports.getByTestId('chart-lessons').locator('canvas')).toBeVisible();
  await expect(reports.getByTestId('chart-skills').locator('canvas')).toBeVisible();
  // The text alternative: the numbers as a table.
  await reports.getByTestId('chart-lessons').getByText('Show the numbers').click();
  await expect(reports.getByTestId('chart-lessons').getByRole('table')).toBeVisible();

  // The classroom report, saved under the server's name, with a header row and one row a student.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    reports.getByTestId('export-classroom-report').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^students_Grade-4-Explorers\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(header.slice(0, 3)).toEqual(['Username', 'First name', 'Last name']);
  expect(header).toEqual(expect.arrayContaining(['Points', 'Lessons completed']));
  const usernames: string[] = [];
  sheet.eachRow((row, n) => {
    if (n > 1) usernames.push(String(row.getCell(1).value));
  });
  expect(usernames).toEqual(expect.arrayContaining(['student1', 'student2', 'student3', 'student4', 'student5']));

  // One student: their profile.
  await reports.getByTestId('report-who').selectOption(String(studentId));
  await expect(reports.getByTestId('student-report-actions')).toBeVisible();
  await reports.getByTestId('open-student-profile').click();
  await expect(page).toHaveURL(new RegExp(`/student-profile/${studentId}`));
  await expect(page.getByTestId('student-profile')).toBeVisible();
  await expect(page.getByTestId('profile-points')).not.toHaveText('0');
  await expect(page.getByTestId('top-skills').locator('li').first()).toBeVisible();

  // The account: a new phone, kept by the server.
  await page.goto('/teacher/account-info?lang=en');
  const phone = page.getByTestId('account-form').getByLabel('Phone');
  await expect(phone).toBeVisible();
  const newPhone = '+962790001234';
  await phone.fill(newPhone);
  await page.getByTestId('account-save').click();
  await expect(page.getByRole('status').filter({ hasText: 'Your information is saved.' })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('account-form').getByLabel('Phone')).toHaveValue(newPhone);

  // Arabic: the reports part reads from right to left.
  await page.goto(`/teacher/classrooms-details/${CLASSROOM_ID}?lang=ar`);
  const arabic = page.getByTestId('classroom-reports');
  await expect(arabic.getByRole('heading', { name: 'التقارير', exact: true })).toBeVisible();
  await expect(arabic).toHaveCSS('direction', 'rtl');
  await expect(arabic.getByTestId('chart-points').locator('canvas')).toBeVisible();
});
