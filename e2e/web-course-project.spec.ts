import { expect, test, type APIRequestContext } from '@playwright/test';
import { underServiceWorker, waitForDownload } from './learning-support';
import { backOnline, DEMO_PASSWORD, signIn } from './support';

// This file goes offline: its pages need the service worker (and its precache) that other files block.
test.use({ serviceWorkers: 'allow' });

/** A Web course project stone (task H2): the editor opens with the stone's brief and starter code, and sending the page completes the stone. */
test.describe.configure({ timeout: 90_000 });

const WEB_COURSE = 7;

async function webMap(request: APIRequestContext, username: string) {
  const data = (
    await (await request.post('/api/login', { data: { login_email: username, password: DEMO_PASSWORD } })).json()
  ).data[0];
  const headers = { authorization: `Bearer ${data.api_token}` };
  const map = (await (await request.get(`/api/coursedetails/${WEB_COURSE}`, { headers })).json()).data as {
    course: { id: number };
    stones: { id: number; key: string; kind: string; playable: boolean; state: string; completed_at: string | null }[];
  };
  await request.post('/api/logout', { headers });
  return { courseId: map.course.id, byKey: (key: string) => map.stones.find((s) => s.key === key)! };
}

test('a Web course project opens the web editor with its brief and completes when sent', async ({ page, request }) => {
  const before = await webMap(request, 'student4');
  const stone = before.byKey('project-my-timetable-page');
  expect(stone).toMatchObject({ kind: 'project', playable: true, completed_at: null });

  await signIn(page, 'student4');
  await expect(page).toHaveURL(/\/Myworld/);
  // The address the map gives a Web project stone (stoneHref).
  await page.goto(`/web-ide?coursedId=${before.courseId}&lessonId=${stone.id}&isCourseProject=1&lang=en`);
  await expect(page.getByRole('heading', { name: 'Project: My Timetable Page' })).toBeVisible();
  await expect(page.getByTestId('web-instructions')).toContainText('school timetable');
  await expect(page.getByTestId('web-panel-html').locator('.view-lines')).toContainText('Sunday');
  await page.screenshot({ path: test.info().outputPath('web-course-project-en.png'), fullPage: true });

  await page.getByTestId('web-project-name').fill('My timetable');
  await page.getByTestId('web-submit').click();
  await expect(page.getByTestId('web-note')).toContainText('Sent!');
  await expect(page.getByTestId('sync-pending-count')).toHaveText('0');
  const after = (await webMap(request, 'student4')).byKey('project-my-timetable-page');
  expect(after.completed_at).not.toBeNull();

  await page.goto(`/web-ide?coursedId=${before.courseId}&lessonId=${stone.id}&isCourseProject=1&lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('web-instructions')).toContainText('جدولك الدراسي');
  await page.screenshot({ path: test.info().outputPath('web-course-project-ar.png'), fullPage: true });
});

test('a Web exercise never opened before works offline once the course is downloaded', async ({
  page,
  context,
  request,
}) => {
  const map = await webMap(request, 'student5');
  const stone = map.byKey('code-picture-cards');
  await signIn(page, 'student5');
  await expect(page).toHaveURL(/\/Myworld/);
  await underServiceWorker(page);
  await waitForDownload(page);
  await context.setOffline(true);
  await page.goto(`/web-ide?coursedId=${map.courseId}&lessonId=${stone.id}&lang=en`);
  await expect(page.getByTestId('web-instructions')).toContainText('Turn the three boxes into cards', {
    timeout: 90_000,
  });
  await expect(page.getByTestId('web-panel-html').locator('.view-lines')).toContainText('Picture Cards', {
    timeout: 90_000,
  });
  await expect(page.getByTestId('web-exercise-missing')).toHaveCount(0);
  await backOnline(context);
});
