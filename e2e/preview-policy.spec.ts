import { expect, test, type Page } from '@playwright/test';
import { replaceCode, signIn } from './support';

/**
 * Issue 11, hole 8: a child's page in the web editor's preview may load nothing from the app's origin. With
 * `img-src 'self'` an <img src="/api/resend-verify/…"> sent a token-less GET to the API (and queued a mail).
 * The page here tries every way a page loads things without a script's fetch (images, srcset, input image,
 * video poster, audio, CSS backgrounds, links, a script-made Image, and following a link in its own frame)
 * and none of them may reach the server; a data: image still shows.
 */

const PROBE = 'preview-probe';
/** A 1×1 red PNG. */
const DATA_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

const probe = (what: string) => `/api/resend-verify/${PROBE}-${what}?${PROBE}=${what}`;

const HTML = `<h1 id="title">My page</h1>
<img id="ok" src="${DATA_PNG}" width="20" height="20" alt="red">
<img src="${probe('img')}" alt="">
<img srcset="${probe('srcset')} 1x" alt="">
<picture><source srcset="${probe('picture')}"><img alt=""></picture>
<input type="image" src="${probe('input')}" alt="">
<video poster="${probe('poster')}"></video>
<audio src="${probe('audio')}" preload="auto"></audio>
<div id="bg" style="width:10px;height:10px;background-image:url('${probe('css')}')"></div>
<link rel="prefetch" href="${probe('prefetch')}">
<link rel="stylesheet" href="${probe('stylesheet')}">
<a id="go" href="${probe('navigate')}">go</a>`;

// The window's load event waits for every image, poster, background and stylesheet to load or fail: once it
// fires, each of those loads was either made (and seen below) or refused by the page's policy.
const JS = `new Image().src = ${JSON.stringify(probe('script-image'))};
window.addEventListener('load', function () { console.log('page loaded'); });`;

const previewOf = (page: Page) =>
  page.frameLocator('[data-testid="web-preview-host"]').frameLocator('[data-testid="web-preview"]');

async function setCode(page: Page, tab: 'html' | 'css' | 'js', code: string) {
  await page.getByTestId(`web-tab-${tab}`).click();
  await replaceCode(page, page.getByTestId(`web-panel-${tab}`).locator('.monaco-editor'), code);
}

test("a child's page in the preview reaches nothing of the app's origin: its <img src=/api/…> never arrives, a data: image shows", async ({
  page,
  context,
}) => {
  // What left the browser: Chromium reports a load the policy refused as a request too (then failed,
  // ERR_BLOCKED_BY_CSP), so only requests that finished, or that reached the network (the route), count.
  const reached: string[] = [];
  context.on('requestfinished', (r) => {
    if (r.url().includes(PROBE)) reached.push(`finished ${r.url()}`);
  });
  await context.route(`**/*${PROBE}*`, async (route) => {
    reached.push(`routed ${route.request().url()}`);
    await route.fulfill({ status: 204, body: '' });
  });

  await signIn(page, 'student4');
  await expect(page).toHaveURL(/\/Myworld/);
  await page.goto('/web-ide?lang=en');
  await expect(page.getByTestId('web-ide')).toBeVisible();
  // The page first, then its script: the run that logs 'page loaded' is the one with every probe.
  await setCode(page, 'html', HTML);
  await setCode(page, 'js', JS);
  await expect(page.getByTestId('web-console')).toContainText('page loaded');

  const preview = previewOf(page);
  // The data: image shows (decoded, with its size); nothing reached the app's origin.
  expect(await preview.locator('#ok').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  await expect(preview.locator('#title')).toHaveText('My page');
  expect(reached, "the preview's page sent nothing to the app's origin").toEqual([]);

  // Following a link navigates the page's own frame: the preview host allows it no frame source, so the
  // frame shows the browser's error page and the request is never made.
  await preview.locator('#go').click();
  await expect
    .poll(() => reached.length > 0 || page.frames().some((f) => f.url().startsWith('chrome-error:')))
    .toBe(true);
  expect(reached, "the preview's page sent nothing to the app's origin").toEqual([]);
});
