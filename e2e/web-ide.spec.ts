import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { underServiceWorker } from './learning-support';
import { backOnline, DEMO_PASSWORD, replaceCode, signIn } from './support';

// This file goes offline: its pages need the service worker (and its precache) that other files block.
test.use({ serviceWorkers: 'allow' });

const WEB_COURSE = 7;
const shots = (name: string) => test.info().outputPath(`web-ide-${name}.png`);

/** Replaces the code of one tab's Monaco editor. */
async function setCode(page: Page, tab: 'html' | 'css' | 'js', code: string) {
  await page.getByTestId(`web-tab-${tab}`).click();
  await replaceCode(page, page.getByTestId(`web-panel-${tab}`).locator('.monaco-editor'), code);
}

async function login(request: APIRequestContext, username: string) {
  const data = (
    await (await request.post('/api/login', { data: { login_email: username, password: DEMO_PASSWORD } })).json()
  ).data[0];
  return { headers: { authorization: `Bearer ${data.api_token}` } };
}

async function webMap(request: APIRequestContext, username: string) {
  const me = await login(request, username);
  const map = (await (await request.get(`/api/coursedetails/${WEB_COURSE}`, { headers: me.headers })).json()).data as {
    course: { id: number };
    stones: {
      id: number;
      key: string;
      kind: string;
      playable?: boolean;
      completed_at: string | null;
      best_score: number;
      max_score: number;
    }[];
  };
  await request.post('/api/logout', { headers: me.headers });
  return { courseId: map.course.id, byKey: (key: string) => map.stones.find((s) => s.key === key)! };
}

/** The child's page: the sandboxed iframe inside the preview host. */
const previewOf = (page: Page) =>
  page.frameLocator('[data-testid="web-preview-host"]').frameLocator('[data-testid="web-preview"]');
const sandboxOf = (page: Page) =>
  page.frameLocator('[data-testid="web-preview-host"]').locator('[data-testid="web-preview"]');

/** The page a child might write to steal from the app: it reports what it got into the console. */
const THIEF_JS = `
function report(name, read) {
  try {
    var v = read();
    console.log(name + ': ' + (v === null || v === undefined || v === '' || v === 0 ? 'nothing' : 'GOT ' + String(v).slice(0, 200)));
  } catch (e) {
    console.log(name + ': ' + e.name);
  }
}
report('localStorage', function () { return JSON.stringify(localStorage); });
report('sessionStorage', function () { return sessionStorage.length; });
report('cookie', function () { return document.cookie; });
report('parent page', function () { return window.parent.document.body.innerHTML; });
report('parent storage', function () { return window.parent.localStorage.length; });
report('top storage', function () { return window.top.localStorage.length; });
try {
  var open = indexedDB.open('codeyard-thief');
  open.onsuccess = function () { console.log('indexedDB: GOT a database'); };
  open.onerror = function () { console.log('indexedDB: ' + (open.error && open.error.name)); };
} catch (e) {
  console.log('indexedDB: ' + e.name);
}
fetch('/api/studentprofile?thief=1', { credentials: 'include' })
  .then(function (r) { return r.text().then(function (t) { console.log('fetch: GOT ' + r.status + ' ' + t.slice(0, 200)); }); })
  .catch(function (e) { console.log('fetch: failed ' + e.name); });
console.log('thief done');
`;

test("the preview runs the page sandboxed: its console shows, and it gets none of the app's storage, cookies, token or API; offline after the first load", async ({
  page,
  context,
}) => {
  await signIn(page, 'student1');
  await expect(page).toHaveURL(/\/Myworld/);
  await underServiceWorker(page);
  const token = await page.evaluate(() => Object.values({ ...localStorage }).join(' '));
  const apiToken = /"token":"([^"]+)"/.exec(token)?.[1];
  expect(apiToken, 'the app keeps its token in localStorage').toBeTruthy();

  // Online: a failed fetch must come from the preview's sandbox and policy, not from a missing network.
  const thiefCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('thief=1')) thiefCalls.push(r.url());
  });
  await page.goto('/web-ide?lang=en');
  await expect(page.getByTestId('web-ide')).toBeVisible();
  await expect(sandboxOf(page)).toHaveAttribute('sandbox', 'allow-scripts');
  expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
  // The starter page runs, and its button logs to the console.
  await previewOf(page).getByRole('button', { name: 'Press me' }).click();
  const consoleLog = page.getByTestId('web-console');
  await expect(consoleLog).toContainText('You pressed the button!');

  await setCode(page, 'html', '<h1 id="title">Thief page</h1>');
  await setCode(page, 'js', THIEF_JS);
  await expect(consoleLog).toContainText('thief done');
  await expect(consoleLog).toContainText('fetch: failed TypeError');
  await expect(consoleLog).toContainText(/indexedDB: (SecurityError|UnknownError|InvalidStateError)/);
  const text = await consoleLog.innerText();
  for (const line of [
    'localStorage: SecurityError',
    'sessionStorage: SecurityError',
    'parent page: SecurityError',
    'parent storage: SecurityError',
    'top storage: SecurityError',
  ]) {
    expect(text).toContain(line);
  }
  expect(text).toMatch(/cookie: (SecurityError|nothing)/);
  expect(text).not.toContain('GOT');
  expect(text).not.toContain(apiToken!);
  expect(thiefCalls, 'the preview never reached the API').toEqual([]);
  // The page's own DOM did render.
  await expect(previewOf(page).locator('#title')).toHaveText('Thief page');
  await page.screenshot({ path: shots('sandbox-en'), fullPage: true });

  // Offline: the screen, Monaco and the preview page come from the service worker; the draft was kept.
  await context.setOffline(true);
  await page.goto('/web-ide?lang=en');
  await expect(page.getByTestId('web-panel-html').locator('.view-lines')).toContainText('Thief page', {
    timeout: 90_000,
  });
  await setCode(page, 'js', 'console.log("offline", 6 * 7); console.warn("careful"); alert("hi"); nothing();');
  await expect(consoleLog).toContainText('offline 42');
  await expect(consoleLog).toContainText('Warning: careful');
  await expect(consoleLog).toContainText('Alert: hi');
  await expect(consoleLog).toContainText(/Error: .*nothing/);
  await backOnline(context);
});

test('on the Arabic screen a new page starts in Arabic, right to left', async ({ page }) => {
  await signIn(page, 'student1', undefined, 'ar');
  await expect(page).toHaveURL(/\/Myworld/);
  await page.goto('/web-ide?lang=ar');
  await expect(page.getByTestId('web-ide')).toBeVisible();
  await expect(previewOf(page).getByRole('heading', { name: 'مرحبًا!' })).toBeVisible();
  await expect(previewOf(page).locator('html')).toHaveAttribute('dir', 'rtl');
  await previewOf(page).getByRole('button', { name: 'اضغط هنا' }).click();
  await expect(page.getByTestId('web-console')).toContainText('لقد ضغطت الزر!');
});

test('a web exercise passed offline completes its stone, and syncs when the network returns; Arabic is right-to-left with code left-to-right', async ({
  page,
  context,
  request,
}) => {
  const before = await webMap(request, 'student2');
  const stone = before.byKey('code-my-hello-page');
  expect(stone.kind).toBe('code');
  expect(stone.completed_at).toBeNull();

  await signIn(page, 'student2');
  await expect(page).toHaveURL(/\/Myworld/);
  await underServiceWorker(page);
  // First visit online: the exercise is kept on the device.
  const url = `/web-ide?coursedId=${before.courseId}&lessonId=${stone.id}`;
  await page.goto(`${url}&lang=en`);
  await expect(page.getByTestId('web-instructions')).toContainText('Hello Page');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('web-instructions')).toContainText('Hello Page');
  await page.getByTestId('web-hint').click();
  await expect(page.getByTestId('web-hint-box')).toContainText('<title>');

  // The starter fails, with the checks' own words.
  await page.getByTestId('web-check').click();
  const verdict = page.getByTestId('web-verdict');
  await expect(verdict).toHaveAttribute('data-passed', 'false');
  await expect(verdict).toContainText('Write Hello Page between <title> and </title>.');
  await expect(verdict).toContainText('Add a big heading with <h1> and </h1>.');

  await setCode(
    page,
    'html',
    '<!DOCTYPE html>\n<html>\n<head>\n<title>Hello Page</title>\n</head>\n<body>\n<h1>Hello!</h1>\n<p>I like drawing.</p>\n</body>\n</html>',
  );
  await page.getByTestId('web-check').click();
  await expect(verdict).toHaveAttribute('data-passed', 'true');
  await expect(page.getByTestId('web-queued')).toBeVisible();
  await expect(page.getByTestId('sync-pending-count')).toHaveText('1');
  expect((await webMap(request, 'student2')).byKey('code-my-hello-page').completed_at).toBeNull();
  await page.screenshot({ path: shots('exercise-en'), fullPage: true });

  await backOnline(context);
  await expect(page.getByTestId('sync-pending-count')).toHaveText('0');
  const after = (await webMap(request, 'student2')).byKey('code-my-hello-page');
  expect(after.completed_at).not.toBeNull();
  expect(after).toMatchObject({ best_score: 3, max_score: 3 });

  // The map now opens the web editor from the completed stone (a Web course's code stone).
  await page.goto(`/Myworld?course=${before.courseId}&lang=en`);
  const onMap = page.getByTestId(`stone-${stone.id}`);
  await expect(onMap).toHaveAttribute('data-state', /completed|finished/);
  await expect(onMap).toHaveAttribute(
    'href',
    new RegExp(`/web-ide\\?coursedId=${before.courseId}&lessonId=${stone.id}`),
  );
  await onMap.click();
  await expect(page.getByTestId('web-instructions')).toContainText('Hello Page');

  // Arabic: the page is right-to-left, the code, console and tabs left-to-right.
  await page.goto(`${url}&lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('web-panel-html').locator('.view-lines')).toContainText('Hello Page', {
    timeout: 90_000,
  });
  await expect(page.getByTestId('code-editor').first()).toHaveAttribute('dir', 'ltr');
  expect(
    await page
      .getByTestId('web-panel-html')
      .locator('.monaco-editor')
      .evaluate((el) => getComputedStyle(el).direction),
  ).toBe('ltr');
  await expect(page.getByTestId('web-console')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByTestId('web-check')).toHaveText('افحص صفحتي');
  // The editor column starts on the right in Arabic.
  const code = (await page.getByTestId('web-panel-html').boundingBox())!;
  const side = (await page.getByTestId('web-preview-host').boundingBox())!;
  if (side.y < code.y + code.height) expect(code.x).toBeGreaterThan(side.x);
  await page.screenshot({ path: shots('exercise-ar'), fullPage: true });
});

test('a page sent to the teacher as a project while offline; once approved and shared, the shared link runs it in the sandbox', async ({
  page,
  browser,
  request,
  context,
}) => {
  await signIn(page, 'student3');
  await expect(page).toHaveURL(/\/Myworld/);
  await page.goto('/web-ide?lang=en');
  await setCode(page, 'html', '<h1 id="t">Shared page</h1><button id="b">Go</button>');
  await setCode(
    page,
    'js',
    'document.getElementById("b").onclick = function () { document.getElementById("t").textContent = "Clicked"; console.log("clicked!"); };',
  );
  await page.getByTestId('web-project-name').fill('My robot page');
  await context.setOffline(true);
  await page.getByTestId('web-submit').click();
  await expect(page.getByTestId('web-note')).toContainText('Sent!');
  await expect(page.getByTestId('sync-pending-count')).toHaveText('1');
  await backOnline(context);
  await expect(page.getByTestId('sync-pending-count')).toHaveText('0');

  const teacher = await login(request, 'teacher1');
  const list = (
    await (await request.get('/api/teacher/submissions?type=individual', { headers: teacher.headers })).json()
  ).data.submissions as { id: number; version: number; project_name: string }[];
  const sent = list.find((p) => p.project_name === 'My robot page')!;
  expect(sent).toBeTruthy();
  const details = (
    await (
      await request.get(`/api/teacher/get-school-student-submission-details/${sent.id}`, { headers: teacher.headers })
    ).json()
  ).data;
  expect(details).toMatchObject({ html_code: '<h1 id="t">Shared page</h1><button id="b">Go</button>', code: null });
  expect(details.js_code).toContain('Clicked');
  // The teacher's review page runs the page in the same sandbox, in Arabic too.
  const teacherContext = await browser.newContext({ serviceWorkers: 'block' }); // stays online
  const teacherPage = await teacherContext.newPage();
  await signIn(teacherPage, 'teacher1', undefined, 'ar');
  await expect(teacherPage).toHaveURL(/\/teacher\//);
  await teacherPage.goto(`/teacher/submissions/${sent.id}/individual?lang=ar`);
  await expect(teacherPage.getByTestId('review-web')).toBeVisible();
  await expect(previewOf(teacherPage).locator('#t')).toHaveText('Shared page');
  await teacherContext.close();

  const approve = await request.post('/api/teacher/approve-student-submission', {
    headers: { ...teacher.headers, 'idempotency-key': 'e2e-web-approve-0001' },
    data: { submission_id: sent.id, version: sent.version, points: 200, comment: 'Great page.' },
  });
  expect(approve.status()).toBe(200);

  // The child shares it (issue 11: approved is not public until shared): its page is keyed by a random token.
  const child = await login(request, 'student3');
  const sharing = await request.post('/api/share-project', {
    headers: { ...child.headers, 'idempotency-key': 'e2e-web-share-0001' },
    data: { project_id: sent.id, shared: true },
  });
  expect(sharing.status()).toBe(200);
  const token = (await sharing.json()).data.project.share_token as string;

  for (const lang of ['en', 'ar'] as const) {
    const guest = await browser.newContext({ serviceWorkers: 'block' }); // stays online
    const g = await guest.newPage();
    await g.goto(`/guest/sharedCode/${token}/individual?lang=${lang}`);
    await expect(g.getByTestId('shared-web')).toBeVisible();
    await expect(sandboxOf(g)).toHaveAttribute('sandbox', 'allow-scripts');
    const preview = previewOf(g);
    await expect(preview.locator('#t')).toHaveText('Shared page');
    await preview.locator('#b').click();
    await expect(preview.locator('#t')).toHaveText('Clicked');
    await expect(g.getByTestId('shared-web-console')).toContainText('clicked!');
    await g.screenshot({ path: shots(`shared-${lang}`), fullPage: true });
    await guest.close();
  }
});

test('a teacher opens a web exercise with its solution, and the checks pass on it (nothing is completed for a teacher)', async ({
  page,
  request,
}) => {
  const map = await webMap(request, 'student1');
  const stone = map.byKey('code-picture-cards');
  await signIn(page, 'teacher1');
  await expect(page).toHaveURL(/\/teacher\//);
  await page.goto(`/teacher/web-ide?lessonId=${stone.id}&lang=ar`);
  await expect(page.getByTestId('web-ide')).toHaveAttribute('data-variant', 'teacher');
  await expect(page.getByTestId('web-instructions')).not.toBeEmpty();
  await page.getByTestId('web-check').click();
  await expect(page.getByTestId('web-verdict')).toHaveAttribute('data-passed', 'false');
  await page.getByTestId('web-use-solution').click();
  await page.getByTestId('web-check').click();
  await expect(page.getByTestId('web-verdict')).toHaveAttribute('data-passed', 'true');
  await expect(page.getByTestId('web-queued')).toHaveCount(0);
  await expect(page.getByTestId('web-submit')).toHaveCount(0);
  await page.screenshot({ path: shots('teacher-ar'), fullPage: true });
});

test('a page made on another laptop opens from My projects in the web editor, fetched once and kept for offline', async ({
  browser,
  request,
}) => {
  // Two pages student2 saved on another device (drafts: no daily count, nothing in the teachers' lists).
  const me = (
    await (await request.post('/api/login', { data: { login_email: 'student2', password: DEMO_PASSWORD } })).json()
  ).data[0];
  const headers = { authorization: `Bearer ${me.api_token}` };
  const save = async (name: string, html: string) => {
    const res = await request.post('/api/student-project-submission', {
      headers,
      data: {
        project_name: name,
        student_profile_id: me.student_profile.id,
        gm_task_id: 4,
        html_code: html,
        css_code: 'h1 { color: teal; }',
        js_code: '',
        is_course_project: false,
        is_confirmed_submission: false,
      },
    });
    expect(res.status()).toBe(200);
    return (await res.json()).data.project as { id: number; editor: string };
  };
  const page1 = await save('Library laptop page', '<h1 id="far">Made on the library laptop</h1>');
  const page2 = await save('Second laptop page', '<h1>Not opened yet</h1>');
  expect(page1.editor).toBe('web');
  await request.post('/api/logout', { headers });

  // A fresh browser: nothing of these pages on this device.
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'student2');
  await expect(page).toHaveURL(/\/Myworld/);
  await page.goto('/my-projects?lang=en');
  const open = (name: string) =>
    page.getByTestId('my-project').filter({ hasText: name }).getByTestId('my-project-open');
  await expect(open('Library laptop page')).toHaveAttribute('href', new RegExp(`/web-ide\\?projectId=${page1.id}`), {
    timeout: 90_000,
  });
  await expect(open('Second laptop page')).toHaveAttribute('href', new RegExp(`/web-ide\\?projectId=${page2.id}`));
  await open('Library laptop page').click();
  await expect(page).toHaveURL(new RegExp(`/web-ide\\?projectId=${page1.id}`));
  await expect(page.getByTestId('web-panel-html').locator('.view-lines')).toContainText(
    'Made\u00a0on\u00a0the\u00a0library\u00a0laptop',
    { timeout: 90_000 },
  );
  await expect(previewOf(page).locator('#far')).toHaveText('Made on the library laptop');
  await expect(page.getByTestId('web-project-name')).toHaveValue('Library laptop page');
  await page.screenshot({ path: shots('from-elsewhere-en'), fullPage: true });

  // Offline: the page opened once opens again from the device; the other one says it needs the internet once.
  await context.setOffline(true);
  await page.goBack();
  await expect(page.getByTestId('my-projects')).toBeVisible();
  await open('Library laptop page').click();
  await expect(page.getByTestId('web-panel-html').locator('.view-lines')).toContainText(
    'Made\u00a0on\u00a0the\u00a0library\u00a0laptop',
    { timeout: 90_000 },
  );
  await page.goBack();
  await open('Second laptop page').click();
  await expect(page.getByTestId('web-needs-network')).toContainText('Connect to the internet once');
  await expect(page.getByTestId('web-panel-html').locator('.monaco-editor')).toHaveCount(0);
  await page.screenshot({ path: shots('needs-network-en'), fullPage: true });
  await backOnline(context);

  // In Arabic, back online: the second page is fetched now.
  await page.goto(`/web-ide?projectId=${page2.id}&lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('web-panel-html').locator('.view-lines')).toContainText('Not\u00a0opened\u00a0yet', {
    timeout: 90_000,
  });
  await page.screenshot({ path: shots('from-elsewhere-ar'), fullPage: true });
  await context.close();
});
