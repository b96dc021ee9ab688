import { expect, test } from '@playwright/test';

/**
 * Account protection as a child meets it: the safe question asks for the captcha once there have been a
 * few wrong answers, and the right answer with it leads to a new password.
 */
test('the safe question asks for the captcha after three wrong answers, then the right answer gets through', async ({
  page,
  request,
}) => {
  // Five answers and a proof of work in the browser: a machine at a load of 15 took over two minutes.
  const registered = await request.post('/api/register-child', {
    data: {
      username: 'safekid',
      age: 10,
      full_name: 'Safe Kid',
      password: 'Demo1234',
      question_id: 3,
      answer: 'Yusuf',
    },
  });
  expect(registered.status()).toBe(200);

  await page.goto('/password-recover');
  const main = page.locator('main');
  await main.getByRole('tab', { name: 'My safe question' }).click();
  await main.getByLabel('Your username').fill('safekid');
  await main.getByLabel('Question', { exact: true }).selectOption('3');
  const answer = main.getByLabel('Your answer');
  const check = main.getByRole('button', { name: 'Check my answer' });
  for (const guess of ['Ali', 'Omar', 'Sami']) {
    await answer.fill(guess);
    await check.click();
    await expect(main.getByText('Question or answer is wrong.')).toBeVisible();
  }
  // No captcha yet: the fourth try is refused by the server, which asks for it.
  await expect(main.locator('altcha-widget')).toHaveCount(0);
  await answer.fill('Yusuf');
  await check.click();
  await expect(main.getByText('Please confirm that you are a person.')).toBeVisible();
  const widget = main.locator('altcha-widget');
  await expect(widget).toHaveCount(1);

  await widget.getByText('I am a person').click();
  await expect(widget.getByText('Thank you!')).toBeVisible();
  await check.click();
  await expect(main.getByRole('button', { name: 'Save my new password' })).toBeVisible();
});
