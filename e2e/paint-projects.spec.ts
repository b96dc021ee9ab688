import { expect, test, type APIRequestContext, type Browser, type Locator } from '@playwright/test';
import { backOnline, DEMO_PASSWORD, signIn } from './support';

/**
 * Paint course projects (issue 14): a computer-skills course's project stone is a drawing. Sami (sunny5, who
 * finished My First Computer in the demo) opens its project stone from the map's address, draws his computer,
 * sends it with the network off, and it reaches the server once the network returns; teacher1 sees the drawing
 * in the review and approves it; Sami's My projects shows it as an approved drawing.
 */
test.describe.configure({ timeout: 120_000 });

const CHILD = 'sunny5';

async function courseNine(request: APIRequestContext) {
  const login = (
    await (await request.post('/api/login', { data: { login_email: CHILD, password: DEMO_PASSWORD } })).json()
  ).data[0];
  const headers = { authorization: `Bearer ${login.api_token}` };
  const map = (await (await request.get('/api/coursedetails/9', { headers })).json()).data as {
    course: { id: number };
    stones: { id: number; key: string; kind: string; playable: boolean }[];
  };
  const projects = async () =>
    (await (await request.get('/api/get-student-project-submissions?type=course', { headers })).json()).data
      .projects as { id: number; project_name: string; status: string; editor: string }[];
  return {
    courseId: map.course.id,
    stones: map.stones,
    projects,
    logout: () => request.post('/api/logout', { headers }),
  };
}

/** Drags on the paper from one point to another, in the drawing's 400×300 units. */
async function drag(canvas: Locator, from: [number, number], to: [number, number]) {
  const box = (await canvas.boundingBox())!;
  const at = ([x, y]: [number, number]) => [box.x + (x / 400) * box.width, box.y + (y / 300) * box.height] as const;
  const page = canvas.page();
  await page.mouse.move(...at(from));
  await page.mouse.down();
  await page.mouse.move(...at([(from[0] + to[0]) / 2, (from[1] + to[1]) / 2]), { steps: 4 });
  await page.mouse.move(...at(to), { steps: 4 });
  await page.mouse.up();
}

async function approveAsTeacher(browser: Browser, submissionId: number) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await signIn(page, 'teacher1');
  await expect(page).toHaveURL(/\/teacher\/classrooms/);
  await page.goto('/teacher/code-assessment?lang=en');
  await expect(page.getByTestId(`submission-row-${submissionId}`)).toContainText('Drawing project');
  await page.getByTestId(`open-submission-${submissionId}`).click();
  await expect(page).toHaveURL(new RegExp(`/teacher/submissions/${submissionId}/course`));
  await expect(page.getByTestId('review-drawing')).toHaveAttribute('data-shapes', '2');
  await expect(page.getByTestId('review-drawing').locator('rect[fill]')).not.toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('paint-project-review-en.png'), fullPage: true });
  await page.getByTestId('decision-points').fill('300');
  await page.getByTestId('decision-comment').fill('A lovely computer, Sami!');
  await page.getByTestId('decision-submit').click();
  await expect(page.getByTestId('review-state')).toHaveText('Approved');
  await page.goto(`/teacher/submissions/${submissionId}/course?lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('review-drawing')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('paint-project-review-ar.png'), fullPage: true });
  await context.close();
}

test('a child draws a course project, sends it offline, and the teacher sees the drawing and approves it', async ({
  page,
  context,
  browser,
  request,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const api = await courseNine(request);
  const stone = api.stones.find((s) => s.key === 'project-draw-your-computer')!;
  expect(stone).toMatchObject({ kind: 'project', playable: true });
  // No stone of the course says "soon" any more.
  expect(api.stones.filter((s) => !s.playable)).toEqual([]);

  await signIn(page, CHILD);
  await expect(page).toHaveURL(/\/Myworld/);
  await page.goto(`/paint-project?coursedId=${api.courseId}&lessonId=${stone.id}&isCourseProject=1&lang=en`);
  await expect(page.getByRole('heading', { name: 'Draw your computer' })).toBeVisible();
  await expect(page.getByTestId('paint-project-brief')).toContainText('the screen, the keyboard and the mouse');

  const canvas = page.getByTestId('paint-canvas');
  await page.getByTestId('paint-tool-rect').click();
  await drag(canvas, [80, 40], [300, 200]);
  await expect(canvas).toHaveAttribute('data-shapes', '1');
  await page.getByTestId('paint-tool-fill').click();
  await page.getByTestId('paint-colour-blue').click();
  const box = (await canvas.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 3);
  await page.getByTestId('paint-tool-ellipse').click();
  await page.getByTestId('paint-colour-black').click();
  await drag(canvas, [310, 220], [360, 280]);
  await expect(canvas).toHaveAttribute('data-shapes', '2');
  await page.getByTestId('paint-project-name').fill('My blue computer');
  await page.screenshot({ path: test.info().outputPath('paint-project-en.png'), fullPage: true });

  // Sent with the network off: waiting on the device; the drawing stays after a reload.
  await context.setOffline(true);
  await page.getByTestId('paint-project-send').click();
  await expect(page.getByTestId('paint-project-note')).toHaveText('Sent! Your teacher will look at your drawing.');
  await expect(page.getByTestId('project-state')).toHaveAttribute('data-state', 'waiting');
  expect((await api.projects()).filter((p) => p.project_name === 'My blue computer')).toEqual([]);

  // Back online: the outbox sends it, once.
  await backOnline(context);
  await expect(page.getByTestId('project-state')).toHaveAttribute('data-state', 'pending');
  await expect
    .poll(async () => (await api.projects()).filter((p) => p.project_name === 'My blue computer').length)
    .toBe(1);
  const sent = (await api.projects()).find((p) => p.project_name === 'My blue computer')!;
  expect(sent).toMatchObject({ status: 'pending', editor: 'paint' });

  await approveAsTeacher(browser, sent.id);

  // Sami's My projects: an approved drawing, with its picture.
  await page.goto('/my-projects?lang=en');
  const mine = page.locator('[data-testid="my-project"][data-name="My blue computer"]');
  await expect(mine).toHaveAttribute('data-state', 'approved');
  await expect(mine).toContainText('Drawing');
  await expect(mine.locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml/);

  await page.goto(`/paint-project?coursedId=${api.courseId}&lessonId=${stone.id}&isCourseProject=1&lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'ارسم حاسوبك' })).toBeVisible();
  await expect(canvas).toHaveAttribute('data-shapes', '2');
  // Approved: nothing more to send.
  await expect(page.getByTestId('project-state')).toHaveAttribute('data-state', 'approved');
  await expect(page.getByTestId('paint-project-send')).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath('paint-project-ar.png'), fullPage: true });
  await api.logout();
});
