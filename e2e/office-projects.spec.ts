import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { apiLogin, childAtStones, courseMap } from './classroom-support';
import { underServiceWorker, waitForDownload } from './learning-support';
import { axeProblems, backOnline, signIn } from './support';

// This file goes offline: its pages need the service worker (and its precache) that other files block.
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 150_000 });

/**
 * Office Skills' course projects (course 11): the report stone opens the document project screen from the map, the
 * child writes a report offline, reloads (the report is still there), sends it, and it reaches the server once
 * when the network returns, completing the stone; the graduation stone is a presentation, made in Arabic (right
 * to left). teacher1 reads both in the review. Both screens pass axe.
 */
const COURSE = 11;
const REPORT = 'project-a-report-about-my-country';
const TALK = 'graduation-my-big-presentation';

async function child(request: APIRequestContext, key: string, prefix: string) {
  const room = { name: `Office projects ${prefix}`, child: ['Rana', 'Aziz'] as [string, string], prefix };
  const made = await childAtStones(request, room, [{ course: COURSE, key }]);
  const map = made.maps.get(COURSE)!;
  return { username: made.username, courseId: map.id, stone: map.stones.find((s) => s.key === key)! };
}

/** What the server holds for the child: their course projects and the stone. */
async function server(request: APIRequestContext, username: string, key: string) {
  const headers = await apiLogin(request, username);
  const projects = (await (await request.get('/api/get-student-project-submissions?type=course', { headers })).json())
    .data.projects as { id: number; project_name: string; status: string; editor: string }[];
  const stone = (await courseMap(request, headers, COURSE)).stones.find((s) => s.key === key)!;
  await request.post('/api/logout', { headers });
  return { projects, stone };
}

async function teacherReview(browser: Browser, submissionId: number, lang: 'en' | 'ar', shot: string) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await signIn(page, 'teacher1');
  await expect(page).toHaveURL(/\/teacher\/classrooms/);
  await page.goto(`/teacher/submissions/${submissionId}/course?lang=${lang}`);
  await expect(page.getByTestId('submission-review')).toBeVisible();
  // The teacher can decide on it (the decision form is there once the review has loaded).
  await expect(page.getByTestId('decision-submit')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath(shot), fullPage: true });
  return { page, close: () => context.close() };
}

test('offline, a child writes a report from the map, reloads (the report is kept), sends it, and it arrives once when the network returns; the teacher reads it', async ({
  browser,
  request,
}) => {
  const kid = await child(request, REPORT, 'reporter');
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await signIn(page, kid.username);
  await waitForDownload(page);
  await underServiceWorker(page);
  await page.goto(`/Myworld?course=${kid.courseId}&lang=en`);
  const stone = page.getByTestId(`stone-${kid.stone.id}`);
  await expect(stone).toBeVisible();

  // From the map, offline: the stone's template says it is a report.
  await context.setOffline(true);
  await stone.click();
  await expect(page).toHaveURL(new RegExp(`/document-project\\?coursedId=${kid.courseId}&lessonId=${kid.stone.id}`));
  await expect(page.getByRole('heading', { level: 1, name: 'A report about my country' })).toBeVisible();
  await expect(page.getByTestId('office-project-brief')).toContainText('Write a short report about your country');

  await page.getByTestId('report-title').fill('My country: Jordan');
  await page.getByTestId('report-text-0').fill('Jordan is a small country with a desert and a sea.');
  await page.getByTestId('report-add-heading').click();
  await expect(page.getByTestId('report-text-1')).toBeFocused();
  await page.keyboard.type('Places');
  await page.getByTestId('report-add-paragraph').click();
  await page.getByTestId('report-text-2').fill('Petra is a city cut in pink rock.');
  // The word processor's keys work while writing: a list line and back.
  await page.keyboard.press('Control+Shift+L');
  await expect(page.getByTestId('report-text-2')).toHaveAttribute('data-style', 'item');
  await page.keyboard.press('Control+Shift+L');
  await expect(page.getByTestId('report-text-2')).toHaveAttribute('data-style', 'normal');
  await page.getByTestId('report-add-table').click();
  await page.getByTestId('report-cell-3-0-0').fill('City');
  await page.getByTestId('report-cell-3-0-1').fill('Known for');
  await page.getByTestId('report-cell-3-1-0').fill('Aqaba');
  await page.getByTestId('report-cell-3-1-1').fill('The Red Sea');
  await page.getByTestId('report-add-picture').click();
  await page.getByTestId('report-picture-eye').click();
  await page.getByTestId('report-caption-4').fill('Come and see!');
  // The word processor's toolbar formats the chosen part: the first one centred.
  await page.getByTestId('report-text-0').click();
  await page.getByTestId('report-align-center').click();
  await expect(page.getByTestId('report-text-0')).toHaveAttribute('data-align', 'center');
  await expect(page.getByTestId('report-text-1')).toHaveAttribute('data-style', 'heading');
  await page.getByTestId('office-project-name').fill('Jordan, my country');
  await page.screenshot({ path: test.info().outputPath('document-project-en.png'), fullPage: true });
  expect(await axeProblems(page)).toEqual([]);

  // A reload, still offline: the report is still there.
  await page.reload();
  await expect(page.getByTestId('report-title')).toHaveValue('My country: Jordan');
  await expect(page.locator('[data-testid^="report-part-"]')).toHaveCount(5);
  await expect(page.getByTestId('report-text-2')).toHaveValue('Petra is a city cut in pink rock.');
  await expect(page.getByTestId('report-cell-3-1-1')).toHaveValue('The Red Sea');

  await page.getByTestId('office-project-name').fill('Jordan, my country');
  await page.getByTestId('office-project-send').click();
  await expect(page.getByTestId('office-project-note')).toHaveText('Sent! Your teacher will read your report.');
  await expect(page.getByTestId('project-state')).toHaveAttribute('data-state', 'waiting');
  expect((await server(request, kid.username, REPORT)).projects).toEqual([]);

  // Back online: the outbox sends it, once, and the stone is done.
  await backOnline(context);
  await expect(page.getByTestId('project-state')).toHaveAttribute('data-state', 'pending');
  await expect.poll(async () => (await server(request, kid.username, REPORT)).projects.length).toBe(1);
  const held = await server(request, kid.username, REPORT);
  expect(held.projects[0]).toMatchObject({ project_name: 'Jordan, my country', status: 'pending', editor: 'document' });
  expect(held.stone.completed_at).not.toBeNull();
  await page.goto(`/Myworld?course=${kid.courseId}&lang=en`);
  await expect(page.getByTestId(`stone-${kid.stone.id}`)).toHaveAttribute('data-state', 'completed');

  // My projects names it a report and opens it in its editor.
  await page.goto('/my-projects?lang=en');
  const mine = page.locator('[data-testid="my-project"][data-name="Jordan, my country"]');
  await expect(mine).toContainText('Report');
  await mine.getByTestId('my-project-open').click();
  await expect(page).toHaveURL(/\/document-project\?/);
  await expect(page.getByTestId('report-title')).toHaveValue('My country: Jordan');
  // In Arabic the report screen is right to left (the child's English words keep their own direction).
  await page.goto(`/document-project?coursedId=${kid.courseId}&lessonId=${kid.stone.id}&isCourseProject=1&lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'تقرير عن بلدي' })).toBeVisible();
  await page.getByTestId('report-cell-3-1-1').click();
  await expect(page.getByTestId('report-addRow')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('document-project-ar.png'), fullPage: true });
  expect(await axeProblems(page)).toEqual([]);

  const review = await teacherReview(browser, held.projects[0]!.id, 'en', 'document-project-review-en.png');
  const read = review.page.getByTestId('review-document');
  await expect(read.getByRole('heading', { name: 'My country: Jordan' })).toBeVisible();
  await expect(read.getByRole('heading', { name: 'Places' })).toBeVisible();
  await expect(read.getByRole('cell', { name: 'The Red Sea' })).toBeVisible();
  await expect(read).toContainText('Come and see!');
  await expect(review.page.getByTestId('review-facts')).toContainText('Report project');
  await review.close();
  await context.close();
});

test('in Arabic, a child makes a five-slide presentation for the graduation stone, right to left, and sends it; the teacher sees the slides', async ({
  browser,
  request,
}) => {
  const kid = await child(request, TALK, 'presenter');
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await signIn(page, kid.username, undefined, 'ar');
  await waitForDownload(page);
  await page.goto(`/Myworld?course=${kid.courseId}&lang=ar`);
  await page.getByTestId(`stone-${kid.stone.id}`).click();
  await expect(page).toHaveURL(
    new RegExp(`/slides-project\\?coursedId=${kid.courseId}&lessonId=${kid.stone.id}.*isGraduationProject=1`),
  );
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'عرضي الكبير' })).toBeVisible();
  await expect(page.getByTestId('office-project-brief')).toContainText('خمس شرائح');

  const slides: [string, string, string][] = [
    ['كرة القدم', 'أحب كرة القدم كثيرًا', 'monitor'],
    ['الملعب', 'نلعب في ملعب كبير', 'keyboard'],
    ['الفريق', 'في الفريق أحد عشر لاعبًا', 'mouse'],
    ['المباراة', 'تبدأ المباراة في الساعة الرابعة', 'clock'],
    ['شكرًا', 'شكرًا لأنكم شاهدتم عرضي', 'hand'],
  ];
  for (const [i, [title, text, picture]] of slides.entries()) {
    if (i > 0) await page.getByTestId('slide-add').click();
    await page.getByTestId('slide-title').fill(title);
    await page.getByTestId('slide-text').fill(text);
    await page.getByTestId(`slide-picture-${picture}`).click();
  }
  await expect(page.locator('[data-testid^="slide-thumb-"]')).toHaveCount(5);
  await expect(page.getByTestId('slide-thumb-4')).toContainText('شكرًا');
  // Right to left, the slide list stands on the right of the slide being edited.
  const list = (await page.getByTestId('slide-thumb-0').boundingBox())!;
  const editor = (await page.getByTestId('slide-editor').boundingBox())!;
  expect(list.x).toBeGreaterThan(editor.x);
  await page.getByTestId('office-project-name').fill('كرة القدم');
  await page.screenshot({ path: test.info().outputPath('slides-project-ar.png'), fullPage: true });
  expect(await axeProblems(page)).toEqual([]);

  // The show goes on with the left arrow in Arabic.
  await page.getByTestId('slide-thumb-0').click();
  await page.getByTestId('slide-show').click();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('slide-show-view')).toHaveAttribute('data-slide', '2');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('slide-show-view')).toBeHidden();

  await page.getByTestId('office-project-send').click();
  await expect(page.getByTestId('office-project-note')).toHaveText('أُرسل! سينظر معلّمك إلى شرائحك.');
  await expect(page.getByTestId('project-state')).toHaveAttribute('data-state', 'pending');
  await expect.poll(async () => (await server(request, kid.username, TALK)).projects.length).toBe(1);
  const held = await server(request, kid.username, TALK);
  expect(held.projects[0]).toMatchObject({ project_name: 'كرة القدم', editor: 'slides' });
  expect(held.stone.completed_at).not.toBeNull();

  // The same screen in English passes axe too.
  await page.goto(
    `/slides-project?coursedId=${kid.courseId}&lessonId=${kid.stone.id}&isCourseProject=1&isGraduationProject=1&lang=en`,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'My big presentation' })).toBeVisible();
  await expect(page.locator('[data-testid^="slide-thumb-"]')).toHaveCount(5);
  await page.screenshot({ path: test.info().outputPath('slides-project-en.png'), fullPage: true });
  expect(await axeProblems(page)).toEqual([]);

  const review = await teacherReview(browser, held.projects[0]!.id, 'ar', 'slides-project-review-ar.png');
  await expect(review.page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(review.page.getByTestId('review-slides')).toHaveAttribute('data-slides', '5');
  await expect(review.page.getByTestId('review-slides')).toContainText('في الفريق أحد عشر لاعبًا');
  await review.close();
  await context.close();
});
