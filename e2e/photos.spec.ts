import { expect, test } from '@playwright/test';
import { underServiceWorker } from './learning-support';
import { DEMO_PASSWORD, backOnline, signIn } from './support';

// This file goes offline: its pages need the service worker (and its precache) that other files block.
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 11, hole 5: a child's uploaded photo is served only with the token of someone who may see the child,
 * so the app fetches it and shows a blob: URL, kept in the child's own database for offline. The child still
 * sees their photo on My world and their profile, online and offline; the address alone opens nothing.
 */

/** A 2×2 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAEklEQVR42mP8z8DwnwEImBgYGAA6/QMB4dtJSQAAAABJRU5ErkJggg==',
  'base64',
);

test("the child's own photo shows on My world and the profile, from a blob: the address alone opens nothing", async ({
  page,
  context,
  request,
}) => {
  const login = (
    await (await request.post('/api/login', { data: { login_email: 'student4', password: DEMO_PASSWORD } })).json()
  ).data[0];
  const upload = await request.post('/api/upload-image-profile', {
    headers: { authorization: `Bearer ${login.api_token}` },
    multipart: { image: { name: 'me.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(upload.status()).toBe(200);
  const imgUri = (await upload.json()).data.img_uri as string;
  expect(imgUri).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
  await request.post('/api/logout', { headers: { authorization: `Bearer ${login.api_token}` } });

  await signIn(page, 'student4');
  await expect(page).toHaveURL(/\/Myworld/);
  const photo = page.getByTestId('avatar-photo');
  await expect(photo).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(2);

  // Without the token the API answers 401; the old public address serves no picture.
  const probes = await page.evaluate(async (uri) => {
    const api = await fetch(`/api${uri}`, { cache: 'no-store' });
    const old = await fetch(uri, { cache: 'no-store' });
    return { api: api.status, oldType: old.headers.get('content-type') ?? '' };
  }, imgUri);
  expect(probes.api).toBe(401);
  expect(probes.oldType).not.toMatch(/^image\//);

  await page.goto('/studentprofile?lang=ar');
  await expect(page.getByTestId('avatar-photo')).toHaveAttribute('src', /^blob:/);
  await page.screenshot({ path: test.info().outputPath('photo-profile-ar.png'), fullPage: true });

  // Offline: the photo comes from the child's own database.
  await page.goto('/Myworld?lang=en');
  await expect(page.getByTestId('avatar-photo')).toHaveAttribute('src', /^blob:/);
  await underServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('avatar-photo')).toHaveAttribute('src', /^blob:/);
  await expect
    .poll(() => page.getByTestId('avatar-photo').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(2);
  await page.screenshot({ path: test.info().outputPath('photo-myworld-offline-en.png'), fullPage: true });
  await backOnline(context);
});
