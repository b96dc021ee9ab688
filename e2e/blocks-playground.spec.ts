import { expect, test } from '@playwright/test';
import { signIn } from './support';

/** A saved playground program: flag → repeat 2 [move forward] → collect; a loose block that must not run. */
const saved = {
  level: 'basic',
  state: { blocks: { languageVersion: 0, blocks: [
    { type: 'sy_when_flag', id: 'flag', x: 40, y: 40, next: { block: {
      type: 'sy_repeat', id: 'rep', inputs: { TIMES: { shadow: { type: 'sy_number', id: 'two', fields: { NUM: 2 } } }, DO: { block: { type: 'sy_move_forward', id: 'mv' } } },
      next: { block: { type: 'sy_collect', id: 'col' } },
    } } },
    { type: 'sy_turn_left', id: 'loose', x: 400, y: 40 },
  ] } },
};

test('the block playground loads Blockly from our own files, in Arabic right-to-left, and runs the saved program', async ({ page }) => {
  const outside: string[] = [];
  page.on('request', (r) => { if (!r.url().startsWith('http://localhost') && !r.url().startsWith('data:')) outside.push(r.url()); });
  await signIn(page, 'student1', undefined, 'ar');
  await expect(page).toHaveURL(/\/Myworld/);
  await page.goto('/playground-ide?lang=ar');
  await expect(page.locator('.blocklySvg').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.blocklyRTL').first()).toBeVisible();
  await expect(page.locator('.blocklyToolboxCategory').first()).toHaveText('البدء');

  // A program kept by the playground before projects (per user in localStorage) opens as a project of its own.
  await expect(page.getByTestId('project-bar')).toBeVisible();
  await page.evaluate((p) => {
    for (const k of Object.keys(localStorage)) {
      if (k.startsWith('codeyard.projects.last.')) localStorage.setItem(`codeyard.blocks.playground.${k.slice('codeyard.projects.last.'.length)}`, JSON.stringify(p));
    }
  }, saved);
  await page.reload();
  await expect(page.locator('g[data-id="rep"]')).toBeVisible({ timeout: 20_000 });

  const robot = page.getByTestId('stage-robot');
  await expect(robot).toHaveAttribute('data-x', '0');
  await page.getByTestId('playground-step').click(); // the flag script starts
  await page.getByTestId('playground-step').click(); // repeat: round 1
  await page.getByTestId('playground-step').click(); // move forward
  await expect(robot).toHaveAttribute('data-x', '1');
  await expect(page.locator('g[data-id="mv"].blocklyHighlighted')).toHaveCount(1);

  await page.getByTestId('playground-speed').fill('6');
  await page.getByTestId('playground-run').click();
  await expect(page.getByTestId('playground-status')).toContainText('انتهى', { timeout: 15_000 });
  await expect(robot).toHaveAttribute('data-x', '2');
  await expect(robot).toHaveAttribute('data-dir', 'E'); // the loose "turn left" did not run
  expect(outside).toEqual([]);
});

test('with the network off, the block editor still opens: Blockly and its media come from the precache', async ({ page, context }) => {
  await signIn(page, 'student1');
  await expect(page).toHaveURL(/\/Myworld/);
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await context.setOffline(true);
  const failed: string[] = [];
  page.on('requestfailed', (r) => failed.push(r.url()));
  await page.goto('/playground-ide?lang=en');
  await expect(page.locator('.blocklySvg').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.blocklyToolboxCategory').first()).toHaveText('Start');
  expect(failed.filter((u) => u.includes('/blockly-media/') || u.includes('/assets/'))).toEqual([]);
  await context.setOffline(false);
});
