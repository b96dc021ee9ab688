import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { backOnline, DEMO_PASSWORD, gotoAfterReconnect, signIn } from './support';

// This file goes offline: its pages need the service worker (and its precache) that other files block.
test.use({ serviceWorkers: 'allow' });

/**
 * The teacher's review of SmoothY projects (issue 4): student5's projects are sent through the API (as the
 * student's outbox would send them), teacher1 finds them on /teacher/code-assessment, runs one read-only on
 * the stage and approves it with 300 points; a second decision made offline waits in the teacher's outbox
 * and arrives once; student5 sees the points and the notification; an approved project is shared with guests
 * only when the child (or the teacher) chooses, by a random link.
 * (student5, not student1: smoothy-projects.spec sends student1's three projects of the day in the same run.)
 */

/** Where the screenshots go (E2E_SHOTS to keep them apart from other runs' test-results). */
const SHOTS = process.env.E2E_SHOTS ?? 'test-results/teacher-review';
const CLASSROOM = 'Grade 4 Explorers';
const STUDENT = 'student5';

/** A playground project in the editor's format: when (flag) clicked → move forward, move forward. */
function projectCode() {
  const workspace = {
    blocks: {
      languageVersion: 0,
      blocks: [
        {
          type: 'sy_when_flag',
          id: 'flag',
          x: 40,
          y: 40,
          next: {
            block: { type: 'sy_move_forward', id: 'mv1', next: { block: { type: 'sy_move_forward', id: 'mv2' } } },
          },
        },
      ],
    },
  };
  const program = {
    scripts: [
      {
        id: 'flag',
        event: 'start',
        body: [
          { id: 'mv1', type: 'move_forward' },
          { id: 'mv2', type: 'move_forward' },
        ],
      },
    ],
  };
  return JSON.stringify({
    format: 'smoothy-project/1',
    level: 'basic',
    workspace,
    program,
    costume: null,
    background: null,
  });
}

async function login(request: APIRequestContext, username: string) {
  const answer = (
    await (await request.post('/api/login', { data: { login_email: username, password: DEMO_PASSWORD } })).json()
  ).data[0];
  return {
    token: answer.api_token as string,
    profileId: answer.student_profile?.id as number | undefined,
    headers: { authorization: `Bearer ${answer.api_token}` },
  };
}

async function submitProject(request: APIRequestContext, name: string, key: string, username = STUDENT) {
  const student = await login(request, username);
  const res = await request.post('/api/student-project-submission', {
    headers: { ...student.headers, 'idempotency-key': key },
    data: {
      project_name: name,
      student_profile_id: student.profileId,
      gm_task_id: 4,
      code: projectCode(),
      html_code: '<h1>Hello</h1>',
      is_course_project: false,
      is_confirmed_submission: true,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data.project as { id: number; version: number };
}

async function studentView(request: APIRequestContext) {
  const student = await login(request, STUDENT);
  const profile = (await (await request.get('/api/studentprofile', { headers: student.headers })).json()).data;
  const notes = (
    await (await request.get('/api/get-student-notifications?lang=en', { headers: student.headers })).json()
  ).data.notifications as { kind: string; message: string; data: { project_id?: number } }[];
  return { points: profile.points as number, notes };
}

async function projectState(request: APIRequestContext, id: number) {
  const teacher = await login(request, 'teacher1');
  return (
    await (
      await request.get(`/api/teacher/get-school-student-submission-details/${id}`, { headers: teacher.headers })
    ).json()
  ).data as { status: string; points: number | null; comment: string | null };
}

async function openReview(page: Page, id: number) {
  await page.getByTestId(`open-submission-${id}`).click();
  await expect(page).toHaveURL(new RegExp(`/teacher/submissions/${id}/individual`));
  await expect(page.getByTestId('decision-form')).toBeVisible();
}

test('teacher1 reviews projects on code-assessment: runs one read-only, approves with 300 points, disapproves another offline; the student is told once', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(600_000);
  const before = await studentView(request);
  const first = await submitProject(request, 'Robo goes right', 'e2e-review-project-0001');
  const second = await submitProject(request, 'Robo second try', 'e2e-review-project-0002');

  await signIn(page, 'teacher1');
  await expect(page).toHaveURL(/\/teacher\/classrooms/);
  await page.getByRole('link', { name: 'Code assessment' }).click();
  await expect(page).toHaveURL(/\/teacher\/code-assessment/);
  const classroomOption = page.getByTestId('filter-classroom').locator('option', { hasText: CLASSROOM });
  await page.getByTestId('filter-classroom').selectOption((await classroomOption.getAttribute('value')) ?? '');
  await expect(page).toHaveURL(/classroom=\d+/);
  await expect(page.getByTestId(`submission-row-${first.id}`)).toContainText('Robo goes right');
  await expect(page.getByTestId(`submission-row-${second.id}`)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/code-assessment-en.png`, fullPage: true });

  // The program, read-only: no toolbox, and it runs on the stage.
  await openReview(page, first.id);
  await expect(page.locator('g[data-id="mv2"]')).toBeVisible();
  await expect(page.locator('.blocklyToolboxCategory')).toHaveCount(0);
  await expect(page.getByTestId('part-html_code')).toHaveText('<h1>Hello</h1>');
  const robot = page.getByTestId('stage-robot');
  await expect(robot).toHaveAttribute('data-x', '0');
  await page.getByTestId('review-speed').fill('6');
  await page.getByTestId('review-run').click();
  await expect(page.getByTestId('review-status')).toHaveAttribute('data-status', 'done');
  await expect(robot).toHaveAttribute('data-x', '2');

  // The contract's checks on the device: a comment is required, and points between 100 and 500.
  await page.getByTestId('decision-points').fill('50');
  await page.getByTestId('decision-submit').click();
  await expect(page.getByTestId('decision-form')).toContainText('Please give between 100 and 500 points.');
  await expect(page.getByTestId('decision-form')).toContainText('Please write a comment.');
  await page.getByTestId('decision-points').fill('300');
  await page.getByTestId('decision-comment').fill('Great moves! Next, try to reach the flag.');
  await expect(page.getByTestId('decision-submit')).toHaveText('Approve with 300 points');
  await page.screenshot({ path: `${SHOTS}/review-en.png`, fullPage: true });
  await page.getByTestId('decision-submit').click();
  await expect(page.getByTestId('decision-status')).toHaveAttribute('data-state', 'sent');
  await expect(page.getByTestId('review-state')).toHaveText('Approved');
  expect(await projectState(request, first.id)).toMatchObject({
    status: 'approved',
    points: 300,
    comment: 'Great moves! Next, try to reach the flag.',
  });

  // A decision made offline waits on the device, and arrives once when the network is back.
  await page.goto(`/teacher/code-assessment?lang=en`);
  await openReview(page, second.id);
  await context.setOffline(true);
  await page.getByTestId('decision-disapprove').check();
  await page.getByTestId('decision-comment').fill('Almost! Robo should collect the star too.');
  await page.getByTestId('decision-submit').click();
  await expect(page.getByTestId('decision-status')).toHaveAttribute('data-state', 'waiting');
  await expect(page.getByTestId('decision-status')).toContainText('waits for the connection');
  expect((await projectState(request, second.id)).status).toBe('pending');
  await page.reload().catch(() => undefined); // offline: the app shell comes from the service worker if it controls the page
  await backOnline(context);
  await gotoAfterReconnect(page, `/teacher/submissions/${second.id}/individual?lang=en`);
  await expect(page.getByTestId('decision-status')).toHaveAttribute('data-state', 'sent');
  await expect(page.getByTestId('review-state')).toHaveText('Sent back');
  expect(await projectState(request, second.id)).toMatchObject({
    status: 'disapproved',
    comment: 'Almost! Robo should collect the star too.',
  });

  // Arabic, right to left.
  await page.goto(`/teacher/submissions/${first.id}/individual?lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('.blocklyRTL').first()).toBeVisible();
  await expect(page.getByTestId('review-history')).toContainText('Great moves!');
  await page.screenshot({ path: `${SHOTS}/review-ar.png`, fullPage: true });
  await page.goto('/teacher/code-assessment?lang=ar&state=approved');
  await expect(page.getByTestId(`submission-row-${first.id}`)).toBeVisible();
  // "Open" goes forward: its chevron points left in Arabic (the icon is drawn pointing right).
  const open = page.getByTestId(`open-submission-${first.id}`);
  await expect(open.locator('svg.icon')).toHaveCSS('transform', 'matrix(-1, 0, 0, 1, 0, 0)');
  await open.screenshot({ path: `${SHOTS}/open-button-ar.png` });
  await page.screenshot({ path: `${SHOTS}/code-assessment-ar.png`, fullPage: true });

  // The student: +300 points, one notification for each review, the comment in it.
  const after = await studentView(request);
  expect(after.points - before.points).toBe(300);
  const about = (id: number) => after.notes.filter((n) => n.data.project_id === id);
  expect(about(first.id).map((n) => n.kind)).toEqual(['projectApproved']);
  expect(about(second.id).map((n) => n.kind)).toEqual(['projectDisapproved']);

  await page.getByTestId('logout').click();
  await expect(page.getByTestId('logout')).toHaveCount(0); // signed out before the login screen opens
  await signIn(page, STUDENT);
  await expect(page).toHaveURL(/\/Myworld/);
  await expect(page.getByTestId('points-total')).toHaveAttribute('data-points', String(after.points), {
    timeout: 90_000,
  });
  await page.goto('/notifications?lang=en');
  await expect(page.getByTestId('notifications')).toContainText('Great moves! Next, try to reach the flag.');
  await expect(page.getByTestId('notifications')).toContainText('300');
});

test('an approved project is public only once shared: the child shares it from My projects (offline, through the outbox), a guest opens its random link, the teacher stops and restarts the showcase', async ({
  browser,
  request,
  page,
  context,
}) => {
  // Three people and five pages: room for a loaded machine.
  test.setTimeout(600_000);
  const project = await submitProject(request, 'Shared robo', 'e2e-review-project-0003', 'student2');
  const teacher = await login(request, 'teacher1');
  const approve = await request.post('/api/teacher/approve-student-submission', {
    headers: { ...teacher.headers, 'idempotency-key': 'e2e-review-approve-0003' },
    data: { submission_id: project.id, version: project.version, points: 200, comment: 'Lovely.' },
  });
  expect(approve.status()).toBe(200);

  const guestSees = async (href: string, lang: 'en' | 'ar' = 'en') => {
    const guest = await browser.newContext({ serviceWorkers: 'block' }); // stays online
    const g = await guest.newPage();
    await g.goto(`${href}?lang=${lang}`);
    return { g, close: () => guest.close() };
  };
  // Approved, not shared: its number opens nothing (the old sequential link).
  {
    const { g, close } = await guestSees(`/guest/sharedCode/${project.id}/individual`);
    await expect(g.getByTestId('shared-code')).toContainText('This shared project cannot be found');
    await close();
  }

  // The child shares it from My projects while offline: it waits in the outbox, the link comes once online.
  await signIn(page, 'student2');
  await expect(page).toHaveURL(/\/Myworld/);
  await page.goto('/my-projects?lang=en');
  const card = page.locator('[data-testid="my-project"][data-name="Shared robo"]');
  await expect(card.getByTestId('project-share')).toHaveAttribute('data-shared', 'no');
  await expect(card.getByTestId('project-share')).toContainText('Only you and your teacher see this project.');
  await context.setOffline(true);
  await card.getByTestId('project-share-on').click();
  await expect(card.getByTestId('project-share-waiting')).toContainText('Will be shared when this computer is online');
  await backOnline(context);
  await expect(card.getByTestId('project-share')).toHaveAttribute('data-shared', 'yes');
  const href = (await card.getByTestId('project-share-link').getAttribute('href'))!;
  expect(href).toMatch(/^\/guest\/sharedCode\/[A-Za-z0-9_-]{22}\/individual$/);
  await page.screenshot({ path: `${SHOTS}/my-projects-shared-en.png`, fullPage: true });
  await page.goto('/my-projects?lang=ar');
  await expect(card.getByTestId('project-share-state')).toHaveText('مُشارَك: يستطيع رؤيته كل من لديه هذا الرابط.');
  await page.screenshot({ path: `${SHOTS}/my-projects-shared-ar.png`, fullPage: true });

  for (const lang of ['en', 'ar'] as const) {
    const { g, close } = await guestSees(href, lang);
    await expect(g.getByRole('heading', { level: 1 })).toHaveText('Shared robo');
    await expect(g.getByTestId('shared-by')).toBeVisible();
    await expect(g.getByTestId('signed-in-as')).toHaveCount(0);
    await expect(g.locator('g[data-id="mv2"]')).toBeVisible();
    await g.getByTestId('shared-speed').fill('6');
    await g.getByTestId('shared-run').click();
    await expect(g.getByTestId('stage-robot')).toHaveAttribute('data-x', '2');
    await expect(g.getByTestId('shared-part-html_code')).toHaveText('<h1>Hello</h1>');
    await g.screenshot({ path: `${SHOTS}/shared-${lang}.png`, fullPage: true });
    await close();
  }
  // Still never by its number.
  expect((await request.get(`/api/guest-shared-code/${project.id}`)).status()).toBe(404);

  // The teacher sees it shared on the review and stops it: the link is dead. Sharing in the showcase again
  // makes a new link.
  const teacherContext = await browser.newContext({ serviceWorkers: 'block' }); // stays online
  const t = await teacherContext.newPage();
  await signIn(t, 'teacher1');
  await expect(t).toHaveURL(/\/teacher\//);
  await t.goto(`/teacher/submissions/${project.id}/individual?lang=en`);
  const share = t.getByTestId('review-share');
  await expect(share).toHaveAttribute('data-shared', 'yes');
  await expect(t.getByTestId('review-share-link')).toHaveAttribute('href', href);
  await t.getByTestId('review-share-off').click();
  await expect(share).toHaveAttribute('data-shared', 'no');
  {
    const { g, close } = await guestSees(href);
    await expect(g.getByTestId('shared-code')).toContainText('This shared project cannot be found');
    await close();
  }
  await t.getByTestId('review-share-on').click();
  await expect(share).toHaveAttribute('data-shared', 'yes');
  const showcase = (await t.getByTestId('review-share-link').getAttribute('href'))!;
  expect(showcase).not.toBe(href);
  await t.screenshot({ path: `${SHOTS}/review-shared-en.png`, fullPage: true });
  await teacherContext.close();
  {
    const { g, close } = await guestSees(showcase);
    await expect(g.getByRole('heading', { level: 1 })).toHaveText('Shared robo');
    await close();
  }
  // The child's My projects says the teacher shared it.
  await page.goto('/my-projects?lang=en');
  await expect(card.getByTestId('project-share-state')).toContainText('Your teacher shared it in the class showcase', {
    timeout: 90_000,
  });

  // Not approved: nothing to share, nothing to see.
  const pending = await submitProject(request, 'Not yet', 'e2e-review-project-0004', 'student2');
  {
    const { g, close } = await guestSees(`/guest/sharedCode/${pending.id}/individual`);
    await expect(g.getByTestId('shared-code')).toContainText('This shared project cannot be found');
    await close();
  }
});

test("teacher1 opens a level's solution in the teacher playground from the classroom's lessons", async ({ page }) => {
  await signIn(page, 'teacher1');
  await expect(page).toHaveURL(/\/teacher\/classrooms/);
  await page
    .getByRole('link', { name: /Open classroom/ })
    .first()
    .click();
  const link = page.locator('[data-testid^="solution-link-"]').first();
  await link.click();
  await expect(page).toHaveURL(/\/teacher\/teacher-ide\?lessonId=\d+/);
  await expect(page.getByTestId('teacher-ide')).toContainText('Solution:');
  await expect(page.locator('.blocklySvg').first()).toBeVisible();
  await page.getByTestId('teacher-ide-speed').fill('6');
  await page.getByTestId('teacher-ide-run').click();
  await expect(page.getByTestId('teacher-ide-status')).toHaveAttribute('data-status', /^(goal|done)$/, {
    timeout: 90_000,
  });
  await page.getByTestId('teacher-ide-save').click();
  await expect(page.getByTestId('teacher-ide-saved')).toHaveText('Saved.');
  await expect(page.locator('[data-testid^="teacher-project-"]')).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/teacher-ide-en.png`, fullPage: true });
});

test('teacher1 sees a challenge student3 completed on Grade 4 Explorers, resets it for student3 through the outbox; the server shows it not completed', async ({
  page,
  request,
}) => {
  test.setTimeout(600_000);
  // student3 completes the first challenge stone of SmoothY Starter (course 1) through the API, as the device would.
  const student = await login(request, 'student3');
  const map = (await (await request.get('/api/coursedetails/1', { headers: student.headers })).json()).data as {
    course: { id: number };
    stones: { id: number; kind: string }[];
  };
  const stone = map.stones.find((s) => s.kind === 'challenge')!;
  const solved = await request.post('/api/submit-challenge-lesson', {
    headers: { ...student.headers, 'idempotency-key': 'e2e-challenge-reset-0001' },
    data: { lesson_id: stone.id, course_id: map.course.id, stars: 2 },
  });
  expect(solved.status(), await solved.text()).toBe(200);

  const teacher = await login(request, 'teacher1');
  await signIn(page, 'teacher1');
  await expect(page).toHaveURL(/\/teacher\/classrooms/);
  const card = page.locator('[data-testid^="classroom-card-"]', { hasText: CLASSROOM });
  await card.locator('[data-testid^="classroom-link-"]').click();
  await expect(page).toHaveURL(/classrooms-details\/\d+/);
  const classroomId = Number(/classrooms-details\/(\d+)/.exec(page.url())![1]);
  const serverState = async () =>
    (
      await (
        await request.get(`/api/teacher/get-classroom-challanges-by-lesson/${stone.id}?classroom_id=${classroomId}`, {
          headers: teacher.headers,
        })
      ).json()
    ).data.students.find((s: { student_profile_id: number }) => s.student_profile_id === student.profileId) as {
      completed: boolean;
      stars: number | null;
    };
  expect(await serverState()).toMatchObject({ completed: true, stars: 2 });

  const item = page.getByTestId(`challenge-${stone.id}`);
  await expect(item).toHaveAttribute('data-completed', /[1-9]/);
  await page.getByTestId(`open-challenge-${stone.id}`).click();
  const row = page.getByTestId(`challenge-student-${student.profileId}`);
  await expect(row).toHaveAttribute('data-completed', 'true');
  await expect(row.getByLabel('2 stars')).toBeVisible();
  await expect(page.getByTestId(`challenge-solution-${stone.id}`)).toHaveAttribute(
    'href',
    new RegExp(`/teacher/teacher-ide\\?lessonId=${stone.id}`),
  );
  await item.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/challenges-en.png`, fullPage: true });

  await page.getByTestId(`challenge-select-${student.profileId}`).check();
  await page.getByTestId('reset-selected').click();
  const dialog = page.getByTestId('reset-challenge-dialog');
  await expect(dialog).toContainText('1 student will play it again');
  await dialog.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(page.getByTestId('reset-status')).toHaveAttribute('data-state', 'sent');
  await expect(row).toHaveAttribute('data-completed', 'false');
  expect(await serverState()).toMatchObject({ completed: false, stars: null });

  await page.goto(`/teacher/classrooms-details/${classroomId}?lang=ar`);
  await page.getByTestId(`open-challenge-${stone.id}`).click();
  await expect(page.getByTestId('challenge-students')).toContainText('ليس بعد');
  await page.screenshot({ path: `${SHOTS}/challenges-ar.png`, fullPage: true });
});
