import { expect, test } from '@playwright/test';

/**
 * The API reference (/api/docs) is Swagger UI served by our own server: it must show the contract's
 * calls with nothing fetched from anywhere else (a school network, or none at all beyond the server).
 */
test('the API reference shows every area of the contract and asks nothing of any other host', async ({
  page,
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const doc = (await (await request.get('/api/docs/json')).json()) as {
    tags: { name: string }[];
    paths: Record<string, Record<string, { tags: string[] }>>;
  };
  expect(doc.tags.length).toBeGreaterThan(3);

  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  // A file the page's security policy refuses, or one that fails, is reported on the console.
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  // Another host is unreachable here: were the page to need one, it would show broken below.
  await page.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );

  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Codeyard API/ })).toBeVisible();
  for (const { name } of doc.tags) await expect(page.locator(`h3.opblock-tag[data-tag="${name}"]`)).toBeVisible();

  // One call opened: its summary, its inputs and its answer come from the contract's descriptor.
  await page.locator(`h3.opblock-tag[data-tag="${doc.paths['/login']!.post!.tags[0]}"]`).click();
  const login = page.locator('.opblock-post', { has: page.locator('[data-path="/login"]') });
  await expect(login.locator('.opblock-summary-description')).toHaveText(/Sign in/);
  await login.locator('.opblock-summary').click();
  await expect(login.getByText('login_email').first()).toBeVisible();

  expect(requested.filter((url) => new URL(url).origin !== origin && !url.startsWith('data:'))).toEqual([]);
  expect(problems).toEqual([]);
});
