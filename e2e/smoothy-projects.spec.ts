import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { underServiceWorker } from './learning-support';
import { backOnline, DEMO_PASSWORD, signIn } from './support';

// This file goes offline: its pages need the service worker (and its precache) that other files block.
test.use({ serviceWorkers: 'allow' });

/**
 * SmoothY projects (issue 4, task C): a playground project made with a costume and a sound, sent to the
 * teacher with the network off, still waiting after a reload, arriving exactly once when back online;
 * teacher1 approves it in the teacher's screens (another browser) with 300 points and a comment, and the
 * child sees the review on My projects, the points and the notification;
 * then the fourth project of the day refused on the device with the spec's message, online and offline.
 */

const REVIEW_COMMENT = 'What a party! Next, make the rocket fly to the stars.';

/** teacher1, in a browser of their own: code assessment → the project's review page → approve with 300 points. */
async function approveAsTeacher(browser: Browser, submissionId: number) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'teacher1');
  await expect(page).toHaveURL(/\/teacher\/classrooms/);
  await page.goto('/teacher/code-assessment?lang=en');
  await expect(page.getByTestId(`submission-row-${submissionId}`)).toContainText('Space party');
  await page.getByTestId(`open-submission-${submissionId}`).click();
  await expect(page).toHaveURL(new RegExp(`/teacher/submissions/${submissionId}/individual`));
  await expect(page.getByTestId('decision-form')).toBeVisible();
  await page.getByTestId('decision-points').fill('300');
  await page.getByTestId('decision-comment').fill(REVIEW_COMMENT);
  await expect(page.getByTestId('decision-submit')).toHaveText('Approve with 300 points');
  await page.getByTestId('decision-submit').click();
  await expect(page.getByTestId('decision-status')).toHaveAttribute('data-state', 'sent');
  await expect(page.getByTestId('review-state')).toHaveText('Approved');
  await context.close();
}

const DAILY_LIMIT_EN = 'Submitted three projects today: save and submit tomorrow.';
const DAILY_LIMIT_AR = 'أرسلت ثلاثة مشاريع اليوم: احفظ مشروعك وأرسله غدًا.';

async function studentApi(request: APIRequestContext, username: string) {
  const login = (
    await (await request.post('/api/login', { data: { login_email: username, password: DEMO_PASSWORD } })).json()
  ).data[0];
  const headers = { authorization: `Bearer ${login.api_token}` };
  return {
    profileId: login.student_profile.id as number,
    projects: async () =>
      (await (await request.get('/api/get-student-project-submissions', { headers })).json()).data.projects as {
        id: number;
        project_name: string;
        status: string;
      }[],
    submit: async (name: string, key: string) => {
      const res = await request.post('/api/student-project-submission', {
        headers: { ...headers, 'idempotency-key': key },
        data: {
          project_name: name,
          student_profile_id: login.student_profile.id,
          gm_task_id: 4,
          code: null,
          is_course_project: false,
          is_confirmed_submission: true,
        },
      });
      expect(res.status(), await res.text()).toBe(200);
    },
    logout: () => request.post('/api/logout', { headers }),
  };
}

async function openPlayground(page: Page, lang: 'en' | 'ar' = 'en') {
  await page.goto(`/playground-ide?lang=${lang}`);
  await expect(page.getByTestId('project-bar')).toBeVisible();
  await expect(page.locator('.blocklySvg').first()).toBeVisible();
}

test('a playground project with a costume and a sound, sent offline, arrives once, is approved by the teacher; a fourth project that day is refused', async ({
  page,
  context,
  request,
  browser,
}) => {
  test.setTimeout(600_000);
  // The server's figure: the device's reads 0 until its first pull (earlier specs gave student1 points).
  const pointsBefore = await serverPoints(request, 'student1');
  await signIn(page, 'student1');
  await expect(page).toHaveURL(/\/Myworld/);
  await underServiceWorker(page);

  // A new project, named, dressed as a rocket, with a "play sound" block from the library.
  await openPlayground(page);
  await expect(page.getByTestId('project-name')).toHaveValue(/\S/);
  const firstName = await page.getByTestId('project-name').inputValue();
  await page.getByTestId('project-new').click();
  // The new project is open once its default name shows; typing earlier would rename the previous one.
  await expect(page.getByTestId('project-name')).not.toHaveValue(firstName);
  await page.getByTestId('project-name').fill('Space party');
  await page.getByTestId('project-name').press('Enter');
  await page.getByTestId('project-media').click();
  await page.getByTestId('media-category-space').click();
  await page.getByTestId('media-item-space/rocket').click();
  await expect(page.getByTestId('stage-costume')).toHaveAttribute('data-media', 'space/rocket');
  await page.getByTestId('media-tab-background').click();
  await page.getByTestId('media-item-backgrounds/night-sky').click();
  await expect(page.getByTestId('stage-background')).toHaveAttribute('data-media', 'backgrounds/night-sky');
  await page.getByTestId('media-tab-sound').click();
  await page.getByTestId('media-category-effects').click();
  await page.getByTestId('media-add-effects/pop').click();
  await expect(page.locator('g[data-id^="snd-"]')).toBeVisible();
  await expect(page.getByTestId('project-saved')).toHaveText('Saved on this device.');
  await page.getByTestId('playground-run').click();
  await expect(page.getByTestId('playground-status')).toHaveAttribute('data-status', /done|goal/);
  await page.screenshot({ path: test.info().outputPath('smoothy-project-en.png'), fullPage: true });

  // Sent with the network off: waiting to sync, also after a reload.
  await context.setOffline(true);
  await page.getByTestId('project-submit').click();
  await expect(page.getByTestId('project-message')).toHaveText('Sent! Your teacher will look at it.');
  await expect(page.getByTestId('project-state')).toHaveAttribute('data-state', 'waiting');
  await expect(page.getByTestId('project-status-details')).toContainText('review expected by');
  await page.reload();
  await expect(page.getByTestId('project-name')).toHaveValue('Space party');
  await expect(page.getByTestId('project-state')).toHaveAttribute('data-state', 'waiting');
  await expect(page.getByTestId('stage-costume')).toHaveAttribute('data-media', 'space/rocket');
  await expect(page.locator('g[data-id^="snd-"]')).toBeVisible();

  // Back online: the outbox sends it; the server has it exactly once.
  await backOnline(context);
  await expect(page.getByTestId('project-state')).toHaveAttribute('data-state', 'pending');
  const api = await studentApi(request, 'student1');
  await expect.poll(async () => (await api.projects()).filter((p) => p.project_name === 'Space party').length).toBe(1);
  const sentProject = (await api.projects()).find((p) => p.project_name === 'Space party')!;
  expect(sentProject.status).toBe('pending');

  // teacher1 approves it in the teacher's screens; the child sees the review once the device pulls it.
  await approveAsTeacher(browser, sentProject.id);
  await page.goto('/my-projects?lang=en');
  const reviewed = page.locator('[data-testid="my-project"][data-name="Space party"]');
  await expect(reviewed).toHaveAttribute('data-state', 'approved');
  await expect(reviewed.getByTestId('project-status-details')).toContainText('Approved: +300 points');
  await expect(reviewed.getByTestId('project-status-details')).toContainText(REVIEW_COMMENT);
  await page.goto('/Myworld?lang=en');
  await expect(page.getByTestId('points-total')).toHaveAttribute('data-points', String(pointsBefore + 300), {
    timeout: 90_000,
  });
  await page.goto('/notifications?lang=en');
  await expect(page.getByTestId('notifications')).toContainText(REVIEW_COMMENT);
  await expect(page.getByTestId('notifications')).toContainText('300');

  // Two more today (from another device, through the API): the device learns of them by the pull.
  await api.submit('Laptop project A', 'e2e-proj-limit-a');
  await api.submit('Laptop project B', 'e2e-proj-limit-b');
  await api.logout();
  await openPlayground(page);
  await page.getByTestId('project-new').click();
  await expect(page.getByTestId('project-left-today')).toHaveText(
    'You sent three projects today. Send this one tomorrow.',
    { timeout: 90_000 },
  );

  // The fourth: refused at once, online and offline, with the spec's message; nothing is queued.
  await page.getByTestId('project-submit').click();
  await expect(page.getByTestId('project-message')).toHaveText(DAILY_LIMIT_EN);
  await context.setOffline(true);
  await page.getByTestId('project-submit').click();
  await expect(page.getByTestId('project-message')).toHaveText(DAILY_LIMIT_EN);
  await expect(page.getByTestId('project-state')).toHaveAttribute('data-state', 'draft');
  await backOnline(context);

  // My projects, in Arabic: the states, the approved project and the waiting reviews.
  await page.goto('/my-projects?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const sent = page.locator('[data-testid="my-project"][data-name="Space party"]');
  await expect(sent).toHaveAttribute('data-state', 'approved');
  await expect(sent).toContainText('مقبول: +300 نقطة');
  const laptop = page.locator('[data-testid="my-project"][data-name="Laptop project A"]');
  await expect(laptop).toHaveAttribute('data-state', 'pending');
  await expect(laptop).toContainText('بانتظار معلمك');
  await page.getByTestId('my-projects-filter-draft').click();
  await expect(page.locator('[data-testid="my-project"][data-state="pending"]')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('smoothy-my-projects-ar.png'), fullPage: true });

  // And the editor in Arabic refuses the fourth the same way.
  await openPlayground(page, 'ar');
  await page.getByTestId('project-new').click();
  await context.setOffline(true);
  await page.getByTestId('project-submit').click();
  await expect(page.getByTestId('project-message')).toHaveText(DAILY_LIMIT_AR);
  await page.screenshot({ path: test.info().outputPath('smoothy-project-ar.png'), fullPage: true });
  await backOnline(context);
  const after = await studentApi(request, 'student1');
  expect(
    (await after.projects())
      .filter((p) => p.status === 'pending')
      .map((p) => p.project_name)
      .sort(),
  ).toEqual(['Laptop project A', 'Laptop project B']);
  await after.logout();
});

test('a course project stone opens the editor with its brief and completes when sent', async ({ page, request }) => {
  await signIn(page, 'student3');
  await expect(page).toHaveURL(/\/Myworld/);
  const login = (
    await (await request.post('/api/login', { data: { login_email: 'student3', password: DEMO_PASSWORD } })).json()
  ).data[0];
  const headers = { authorization: `Bearer ${login.api_token}` };
  const map = (await (await request.get('/api/coursedetails/1', { headers })).json()).data;
  const courseId = map.course.id as number;
  const projectStone = (map.stones as { id: number; kind: string; playable: boolean }[]).find(
    (s) => s.kind === 'project',
  );
  expect(projectStone?.playable).toBe(true);
  await page.goto(`/playground-ide?lang=en&coursedId=${courseId}&lessonId=${projectStone!.id}&isCourseProject=1`);
  await expect(page.getByTestId('project-brief')).toContainText('Course project');
  await expect(page.locator('.blocklySvg').first()).toBeVisible();
  await page.getByTestId('project-submit').click();
  await expect(page.getByTestId('project-message')).toHaveText('Sent! Your teacher will look at it.');
  await expect(page.getByTestId('project-state')).toHaveAttribute('data-state', 'pending');
  const submissions = (
    await (await request.get(`/api/get-student-course-submissions?course_id=${courseId}`, { headers })).json()
  ).data.projects as { lesson_id: number }[];
  expect(submissions.map((s) => s.lesson_id)).toEqual([projectStone!.id]);
  // My projects: the chips count from GET /get-student-submissions-count; "Course projects" pages from the server.
  const counts = (await (await request.get('/api/get-student-submissions-count', { headers })).json()).data as {
    pending: number;
  };
  expect(counts.pending).toBeGreaterThanOrEqual(1);
  await page.goto('/my-projects?lang=en');
  await expect(page.getByTestId('my-projects-filter-pending').getByTestId('my-projects-count')).toHaveAttribute(
    'data-n',
    String(counts.pending),
  );
  await expect(page.getByTestId('my-projects-left-today')).toBeVisible();
  await page.getByTestId('my-projects-view-course').click();
  await page.getByTestId('my-projects-course').selectOption(String(courseId));
  await expect(page.locator('.my-projects-list')).toHaveAttribute('data-source', 'server');
  await expect(page.getByTestId('my-project')).toHaveCount(1);
  await expect(page.getByTestId('my-project').first()).toHaveAttribute('data-state', 'pending');
  await page.screenshot({ path: test.info().outputPath('my-projects-course-en.png'), fullPage: true });
  await page.goto('/my-projects?lang=ar');
  await expect(page.getByTestId('my-projects-filter-pending').getByTestId('my-projects-count')).toHaveAttribute(
    'data-n',
    String(counts.pending),
  );
  await page.screenshot({ path: test.info().outputPath('my-projects-ar.png'), fullPage: true });
  await request.post('/api/logout', { headers });
});

async function serverPoints(request: APIRequestContext, username: string): Promise<number> {
  const login = (
    await (await request.post('/api/login', { data: { login_email: username, password: DEMO_PASSWORD } })).json()
  ).data[0] as { api_token: string };
  const headers = { Authorization: `Bearer ${login.api_token}` };
  const points = (await (await request.get('/api/studentprofile', { headers })).json()).data.points as number;
  await request.post('/api/logout', { headers });
  return points;
}
