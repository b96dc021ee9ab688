import { expect, test, type Page } from '@playwright/test';
import { replaceCode, signIn } from './support';

/**
 * Issue 11, hole 8: a child's page in the web editor's preview may load nothing from the app's origin. With
 * `img-src 'self'` an <img src="/api/resend-verify/…"> sent a token-less GET to the API (and queued a mail).
 * The page here tries every way a page loads things without a script's fetch (images, srcset, input image,
 * video poster, audio, CSS backgrounds, a prefetch link, a script-made Image, and navigating its own frame)
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
<link rel="stylesheet" href="${probe('stylesheet')}">`;

const JS = `new Image().src = ${JSON.stringify(probe('script-image'))};
setTimeout(function () { console.log('probes sent'); location.href = ${JSON.stringify(probe('navigate'))}; }, 300);`;

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
  const reached: string[] = [];
  // Every request of the browser context (the page, its frames, the service worker), and a route as a second net.
  context.on('request', (r) => {
    if (r.url().includes(PROBE)) reached.push(r.url());
  });
  await context.route(`**/*${PROBE}*`, async (route) => {
    reached.push(route.request().url());
    await route.fulfill({ status: 204, body: '' });
  });

  await signIn(page, 'student4');
  await expect(page).toHaveURL(/\/Myworld/);
  await page.goto('/web-ide?lang=en');
  await expect(page.getByTestId('web-ide')).toBeVisible();
  await setCode(page, 'js', JS);
  await setCode(page, 'html', HTML);
  await expect(page.getByTestId('web-console')).toContainText('probes sent');

  const preview = previewOf(page);
  // The data: image shows (decoded, with its size).
  await expect
    .poll(() => preview.locator('#ok').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(1);
  // Give the loads (and the frame's navigation) time to be made, then check none was: "Run again" renders a
  // fresh page, so the first one has had the whole of this round trip.
  await page.waitForTimeout(1500);
  await page.getByTestId('web-run').click();
  await expect(page.getByTestId('web-console')).toContainText('probes sent');
  await page.waitForTimeout(1500);
  expect(reached, "the preview's page sent nothing to the app's origin").toEqual([]);
});
