import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn } from './support';

/**
 * The teacher's side of the community (issue 16), /teacher/community: in teacher1's young class, Sunny
 * Starters, Adam (sunny1) posts an idea and Lana (sunny2) tells her teacher about it. teacher1 finds it first
 * among the reported posts with its count, hides it (Zaid, sunny3, no longer sees it), restores it (he sees it
 * again), then pauses the class's community (Zaid sees the kind "paused" page) and opens it again. No other
 * community spec uses these children or this class. A short pass in Arabic reads the screen and one action.
 */

const IDEA = 'A maze game where stars open the doors';
const CLASS = 'Sunny Starters';

async function signedIn(browser: Browser, username: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, username);
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

/** Answers the confirmation prompt with its button named `yes`. */
async function confirm(page: Page, yes: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: yes }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Whether the child's feed shows the idea, once the server's answer has replaced the one kept on the device
 * (the feed shows the kept answer first).
 */
async function expectInFeed(child: Page, shown: boolean) {
  const answered = child.waitForResponse(
    (r) => new URL(r.url()).pathname.endsWith('/community/posts') && r.request().method() === 'GET' && r.ok(),
  );
  await child.goto('/community?lang=en');
  await answered;
  const feed = child.getByTestId('feed');
  await expect(feed.or(child.getByText('No posts yet'))).toBeVisible();
  await expect(feed.getByTestId('post').filter({ hasText: IDEA })).toHaveCount(shown ? 1 : 0);
}

test('a reported idea comes first for the teacher, who hides, restores it and pauses the class community', async ({
  browser,
}) => {
  const adam = await signedIn(browser, 'sunny1');
  const lana = await signedIn(browser, 'sunny2');
  const zaid = await signedIn(browser, 'sunny3');
  const teacher = await signedIn(browser, 'teacher1');

  // Adam posts an idea to his class.
  await adam.goto('/community?lang=en');
  await adam.getByRole('radio', { name: 'Idea' }).click();
  await adam.getByLabel('Your idea').fill(IDEA);
  await adam.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(adam.getByTestId('feed').getByTestId('post').filter({ hasText: IDEA })).toHaveCount(1);

  // Lana tells her teacher about it; Zaid still sees it.
  await expectInFeed(lana, true);
  await lana
    .getByTestId('feed')
    .getByTestId('post')
    .filter({ hasText: IDEA })
    .getByRole('button', { name: 'Tell my teacher' })
    .click();
  await confirm(lana, 'Yes, tell my teacher');
  await expectInFeed(zaid, true);

  // The teacher's menu leads to the screen; the reported idea is first, with its count.
  await teacher.getByRole('link', { name: 'Community', exact: true }).first().click();
  await expect(teacher.getByRole('heading', { name: 'Class community', level: 1 })).toBeVisible();
  const first = teacher.getByTestId('reported-posts').getByTestId('moderated-post').first();
  await expect(async () => {
    await teacher.reload();
    await expect(first).toContainText(IDEA, { timeout: 10_000 });
  }).toPass({ timeout: 90_000 });
  await expect(first.getByTestId('report-count')).toHaveText('1 child told you about it');
  await expect(first.getByTestId('hidden-mark')).toHaveCount(0);

  // Hide it after the question: marked hidden, and gone from Zaid's feed.
  await first.getByRole('button', { name: 'Hide' }).click();
  await confirm(teacher, 'Yes, hide it');
  await expect(first.getByTestId('hidden-mark')).toHaveText('Hidden');
  await expectInFeed(zaid, false);

  // Restore it: no longer marked, and back in Zaid's feed.
  await first.getByRole('button', { name: 'Restore' }).click();
  await confirm(teacher, 'Yes, show it again');
  await expect(first.getByTestId('hidden-mark')).toHaveCount(0);
  await expect(first.getByRole('button', { name: 'Hide' })).toBeVisible();
  await expectInFeed(zaid, true);

  // Pause the class's community: Zaid sees the kind "paused" page.
  const row = teacher.locator('[data-testid^="community-classroom-"]').filter({ hasText: CLASS });
  await expect(row).not.toContainText('Paused');
  await row.getByRole('button', { name: 'Pause' }).click();
  await confirm(teacher, 'Yes, pause it');
  await expect(row).toContainText('Paused');
  await zaid.goto('/community?lang=en');
  await expect(zaid.getByTestId('community-closed')).toContainText('The community is paused');

  // Open it again: Zaid's feed is back.
  await row.getByRole('button', { name: 'Open' }).click();
  await confirm(teacher, 'Yes, open it');
  await expect(row.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expectInFeed(zaid, true);

  // In Arabic: the heading, and the question a Hide asks (answered No).
  await teacher.goto('/teacher/community?lang=ar');
  await expect(teacher.getByRole('heading', { name: 'مجتمع الفصل', level: 1 })).toBeVisible();
  const firstAr = teacher.getByTestId('reported-posts').getByTestId('moderated-post').first();
  await expect(firstAr.getByTestId('report-count')).toHaveText('أخبرك عنه طفل واحد');
  await firstAr.getByRole('button', { name: 'إخفاء' }).click();
  const dialog = teacher.getByRole('dialog');
  await expect(dialog).toContainText('إخفاء هذا المنشور الذي كتبه');
  await dialog.getByRole('button', { name: 'لا، ارجع' }).click();
  await expect(dialog).toBeHidden();
  await expect(firstAr.getByTestId('hidden-mark')).toHaveCount(0);
  // The teacher's language ends where the seed left it.
  await teacher.goto('/teacher/community?lang=en');
  await expect(teacher.getByRole('heading', { name: 'Class community', level: 1 })).toBeVisible();

  for (const page of [adam, lana, zaid, teacher]) await page.context().close();
});
