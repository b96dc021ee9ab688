import { expect, test, type Browser, type Page } from '@playwright/test';
import { backOnline, signIn } from './support';

/**
 * The community for children (issue 16): two children of teacher1's class, student3 (Leo Martin) and
 * student5 (Ethan Clark), become friends (a request, its acceptance); Leo asks a question while the network
 * is off — it shows at once as waiting and is sent when the network comes back —, Ethan answers it, and Leo
 * marks the answer correct. A post with a phone number is refused on the device with the kind message, in
 * English and in Arabic. kid1, whose community is off, is told so kindly. No other spec uses these children
 * in the community (the demo community's posts are student1's to student4's; student4 only reads here).
 */

const QUESTION = 'How can I make my robot jump over a wall?';
const ANSWER = 'Use the jump block inside a repeat, then move forward.';

async function child(browser: Browser, username: string, lang: 'en' | 'ar' = 'en'): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, username, undefined, lang);
  await expect(page).toHaveURL(/Myworld/);
  return page;
}

/** Answers the confirmation prompt with its button named `yes`. */
async function confirm(page: Page, yes: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: yes }).click();
  await expect(dialog).toBeHidden();
}

test('two classmates befriend each other, a question asked offline is answered and marked correct', async ({
  browser,
}) => {
  const leo = await child(browser, 'student3');
  const ethan = await child(browser, 'student5');

  // The menu leads to the community (it is on for Demo School).
  await leo.getByRole('link', { name: 'Community', exact: true }).first().click();
  await expect(leo.getByRole('heading', { name: 'Community', level: 1 })).toBeVisible();

  // Leo asks Ethan to be friends; Ethan accepts.
  await leo.getByRole('link', { name: 'My friends' }).click();
  await leo
    .getByTestId('suggestions')
    .getByRole('listitem')
    .filter({ hasText: 'Ethan Clark' })
    .getByRole('button', { name: 'Add friend' })
    .click();
  await confirm(leo, 'Yes, send');
  await expect(leo.getByTestId('sent')).toContainText('Ethan Clark');

  await ethan.goto('/community/myFriends?lang=en');
  const request = ethan.getByTestId('received').getByRole('listitem').filter({ hasText: 'Leo Martin' });
  await request.getByRole('button', { name: 'Accept' }).click();
  await confirm(ethan, 'Yes, accept');
  await expect(ethan.getByTestId('friends')).toContainText('Leo Martin');
  await expect(ethan.getByTestId('received')).not.toContainText('Leo Martin');

  // A phone number is refused on the device, kindly, and nothing is queued.
  await leo.getByRole('link', { name: 'Posts' }).click();
  const text = leo.getByLabel('Your question');
  await text.fill('Call me on 0791234567 after school');
  await leo.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(leo.getByTestId('composer-error')).toHaveText(
    'Phone numbers stay private: please take out "0791234567".',
  );
  await expect(leo.getByTestId('waiting-post')).toHaveCount(0);

  // Offline: the question shows at once, waiting; back online it is sent and shows as a post.
  await leo.context().setOffline(true);
  await text.fill(QUESTION);
  await leo.getByRole('button', { name: 'Post', exact: true }).click();
  const waiting = leo.getByTestId('waiting-post');
  await expect(waiting).toContainText(QUESTION);
  await expect(waiting).toContainText('Saved on this device');
  await backOnline(leo.context());
  await expect(waiting).toHaveCount(0);
  const asked = leo.getByTestId('feed').getByTestId('post').filter({ hasText: QUESTION });
  await expect(asked).toHaveCount(1);

  // Ethan finds it in his feed and answers.
  await ethan.getByRole('link', { name: 'Posts' }).click();
  const seen = ethan.getByTestId('post').filter({ hasText: QUESTION });
  await seen.getByRole('link', { name: '0 answers' }).click();
  await ethan.getByLabel('Your answer').fill(ANSWER);
  await ethan.getByRole('button', { name: 'Send' }).click();
  await expect(ethan.getByTestId('comments').getByTestId('comment').filter({ hasText: ANSWER })).toHaveCount(1);

  // Leo opens the answers (his feed, read before Ethan answered, counts none yet) and marks Ethan's correct.
  await asked.getByRole('link', { name: /answers?$/ }).click();
  const answer = leo.getByTestId('comments').getByRole('listitem').filter({ hasText: ANSWER });
  await answer.getByRole('button', { name: 'This is the correct answer' }).click();
  await confirm(leo, 'Yes, it is correct');
  await expect(leo.getByTestId('correct-answer')).toContainText(ANSWER);

  // Once Leo's device has sent it, Ethan sees the correct answer too, and is told in the community's news.
  await expect(async () => {
    await ethan.reload();
    await expect(ethan.getByTestId('correct-answer')).toContainText(ANSWER, { timeout: 10_000 });
  }).toPass({ timeout: 90_000 });
  await ethan.getByTestId('community-notifications-button').click();
  await expect(ethan.getByTestId('community-notifications')).toContainText('Your answer was marked correct.');
  await ethan.getByRole('button', { name: 'Mark all as seen' }).click();
  await expect(ethan.getByRole('button', { name: 'Mark all as seen' })).toHaveCount(0);

  await leo.context().close();
  await ethan.context().close();
});

test('in Arabic: a phone number is refused kindly and an idea is posted', async ({ browser }) => {
  const sara = await child(browser, 'student4', 'ar');
  await sara.goto('/community?lang=ar');
  await expect(sara.getByRole('heading', { name: 'المجتمع', level: 1 })).toBeVisible();
  await sara.getByRole('radio', { name: 'فكرة' }).click();
  const text = sara.getByLabel('فكرتك');
  await text.fill('رقمي ٠٧٩١٢٣٤٥٦٧');
  await sara.getByRole('button', { name: 'انشر', exact: true }).click();
  await expect(sara.getByTestId('composer-error')).toContainText('أرقام الهواتف');
  await text.fill('فكرة: لعبة متاهة فيها نجوم تفتح الأبواب');
  // Seen by the children of one of her classrooms' courses: the course is chosen under the scope.
  await sara.getByLabel('من يستطيع رؤيته؟').selectOption({ label: 'دورتي' });
  await expect(sara.getByLabel('أي دورة؟')).toBeVisible();
  await sara.getByRole('button', { name: 'انشر', exact: true }).click();
  const idea = sara.getByTestId('feed').getByTestId('post').filter({ hasText: 'لعبة متاهة فيها نجوم' });
  await expect(idea).toHaveCount(1);
  // The post the server holds (a refused one would stay on the device, marked): its scope is the course.
  await expect(idea).toContainText('دورتي');
  await sara.getByRole('link', { name: 'أصدقائي' }).click();
  await expect(sara.getByRole('heading', { name: 'أصدقائي', level: 1 })).toBeVisible();
  await sara.context().close();
});

test('a child whose community is off is told so kindly, and the menu has no community', async ({ browser }) => {
  const kid = await child(browser, 'kid1');
  await expect(kid.getByRole('link', { name: 'Community', exact: true })).toHaveCount(0);
  await kid.goto('/community?lang=en');
  await expect(kid.getByTestId('community-closed')).toContainText('The community is not on yet');
  await expect(kid).toHaveURL(/\/community/);
  await kid.context().close();
});
