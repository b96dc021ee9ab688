import { expect, test } from '@playwright/test';
import { FRESH_PASSWORD, freshStudent, signIn } from './support';

/**
 * Issue 15 item 5: a trial child with no parent invites one from the paywall on their map; the same
 * parent again is refused with the spec's words; the parent follows the link of the mail (read from the
 * local outbox), signs up in the three steps, and finds the child under /parent/manageMyKids.
 */
test('a trial child invites a parent, who signs up from the mailed link and finds the child', async ({
  page,
  browser,
  request,
}) => {
  const child = await freshStudent(request, 'inv');
  const email = `invited.${Date.now().toString(36)}@example.com`;
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, child, FRESH_PASSWORD);
  await expect(page).toHaveURL(/\/Myworld/i);

  const paywall = page.getByTestId('trial-panel');
  await paywall.getByRole('button', { name: 'Invite my parent' }).click();
  const form = paywall.getByRole('form', { name: 'Invite your parent' });
  await expect(form).toContainText('You can send 3 more invitations today.');
  await form.getByLabel("Your parent's email").fill(email);
  await form.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(page.locator('.alerts')).toContainText('The invitation is on its way.');
  await expect(paywall.getByRole('list', { name: 'Invitations you sent' })).toContainText(email);
  await expect(form).toContainText('You can send 2 more invitations today.');

  await form.getByLabel("Your parent's email").fill(email.toUpperCase());
  await form.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(form.getByRole('alert')).toHaveText('You already sent the invitation');

  const invitationMail = (await (await request.get(`/dev/outbox?to=${encodeURIComponent(email)}`)).json()).data[0];
  expect(invitationMail.subject).toContain('invites you to Codeyard');
  const invitationLink = /http:\/\/[^\s]+\/register\/parent\?invitation=[A-Za-z0-9_-]+&lang=en/.exec(
    invitationMail.body,
  )?.[0];
  expect(invitationLink).toBeTruthy();

  // The parent, on their own device.
  const parentContext = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const parentPage = await parentContext.newPage();
  const url = new URL(invitationLink!);
  await parentPage.goto(url.pathname + url.search);
  const main = parentPage.locator('main');
  await expect(main).toContainText('Your child invited you.');
  await main.getByLabel('First name (in English)').fill('Hana');
  await main.getByLabel('Last name (in English)').fill('Invited');
  await main.getByLabel('Country').selectOption('JO');
  await main.getByLabel('Email', { exact: true }).fill(email);
  await main.getByRole('button', { name: 'Continue' }).click();
  await expect(main).toContainText('Check your email');

  const outbox = (await (await request.get(`/dev/outbox?to=${encodeURIComponent(email)}`)).json()).data as {
    body: string;
  }[];
  const confirmLink = outbox
    .map((m) => /http:\/\/[^\s]+\/register\/create\/[A-Za-z0-9_-]+/.exec(m.body)?.[0])
    .find(Boolean);
  expect(confirmLink).toBeTruthy();
  await parentPage.goto(new URL(confirmLink!).pathname + '?lang=en');
  await expect(main).toContainText('Choose your username and password');
  await main.getByLabel('Username', { exact: true }).fill(`hana${Date.now().toString(36)}`);
  await main.getByLabel('Password', { exact: true }).fill('Secret123');
  await main.getByLabel('Type the password again').fill('Secret123');
  await main.getByRole('button', { name: 'Finish' }).click();
  await expect(parentPage).toHaveURL(/\/parent\/manageMyKids\?lang=en$/);
  await expect(main).toContainText(child);
  await parentContext.close();

  // The child's paywall no longer offers an invitation: a parent is linked.
  await page.reload();
  await expect(page.getByTestId('trial-panel')).toBeVisible();
  await expect(page.getByTestId('invite-parent')).toHaveCount(0);
});
