import { expect, test } from '@playwright/test';
import { backOnline, signIn } from './support';

// This file goes offline: its pages need the service worker (and its precache) that other files block.
test.use({ serviceWorkers: 'allow' });

/** A saved playground program: flag → repeat 2 [move forward] → collect; a loose block that must not run. */
const saved = {
  level: 'basic',
  state: {
    blocks: {
      languageVersion: 0,
      blocks: [
        {
          type: 'sy_when_flag',
          id: 'flag',
          x: 40,
          y: 40,
          next: {
            block: {
              type: 'sy_repeat',
              id: 'rep',
              inputs: {
                TIMES: { shadow: { type: 'sy_number', id: 'two', fields: { NUM: 2 } } },
                DO: { block: { type: 'sy_move_forward', id: 'mv' } },
              },
              next: { block: { type: 'sy_collect', id: 'col' } },
            },
          },
        },
        { type: 'sy_turn_left', id: 'loose', x: 400, y: 40 },
      ],
    },
  },
};

test('the block playground loads Blockly from our own files, in Arabic right-to-left, and runs the saved program', async ({
  page,
}) => {
  const outside: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith('http://localhost') && !r.url().startsWith('data:')) outside.push(r.url());
  });
  await signIn(page, 'student1', undefined, 'ar');
  await expect(page).toHaveURL(/\/Myworld/);
  await page.goto('/playground-ide?lang=ar');
  await expect(page.locator('.blocklySvg').first()).toBeVisible();
  await expect(page.locator('.blocklyRTL').first()).toBeVisible();
  await expect(page.locator('.blocklyToolboxCategory').first()).toHaveText('البدء');

  // A program kept by the playground before projects (per user in localStorage) opens as a project of its own.
  await expect(page.getByTestId('project-bar')).toBeVisible();
  await page.evaluate((p) => {
    for (const k of Object.keys(localStorage)) {
      if (k.startsWith('codeyard.projects.last.'))
        localStorage.setItem(
          `codeyard.blocks.playground.${k.slice('codeyard.projects.last.'.length)}`,
          JSON.stringify(p),
        );
    }
  }, saved);
  await page.reload();
  await expect(page.locator('g[data-id="rep"]')).toBeVisible();

  const robot = page.getByTestId('stage-robot');
  await expect(robot).toHaveAttribute('data-x', '0');
  await page.getByTestId('playground-step').click(); // the flag script starts
  await page.getByTestId('playground-step').click(); // repeat: round 1
  await page.getByTestId('playground-step').click(); // move forward
  await expect(robot).toHaveAttribute('data-x', '1');
  await expect(page.locator('g[data-id="mv"].blocklyHighlighted')).toHaveCount(1);

  await page.getByTestId('playground-speed').fill('6');
  await page.getByTestId('playground-run').click();
  await expect(page.getByTestId('playground-status')).toContainText('انتهى');
  await expect(robot).toHaveAttribute('data-x', '2');
  await expect(robot).toHaveAttribute('data-dir', 'E'); // the loose "turn left" did not run
  expect(outside).toEqual([]);
});

test('with the network off, the block editor still opens: Blockly and its media come from the precache', async ({
  page,
  context,
}) => {
  await signIn(page, 'student1');
  await expect(page).toHaveURL(/\/Myworld/);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  // The map's own requests (its fonts) finish first: one still in flight when the network goes would be counted below.
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  await context.setOffline(true);
  const failed: string[] = [];
  // A request cancelled by the test's own navigation (ERR_ABORTED) is not a file missing offline.
  page.on('requestfailed', (r) => {
    if (r.failure()?.errorText !== 'net::ERR_ABORTED') failed.push(r.url());
  });
  await page.goto('/playground-ide?lang=en');
  await expect(page.locator('.blocklySvg').first()).toBeVisible();
  await expect(page.locator('.blocklyToolboxCategory').first()).toHaveText('Start');
  expect(failed.filter((u) => u.includes('/blockly-media/') || u.includes('/assets/'))).toEqual([]);
  await backOnline(context);
});

test('"list of" (expert blocks): dragged from the Lists drawer, one more item with +, one less with −, in English and Arabic', async ({
  page,
}) => {
  await signIn(page, 'student4');
  await expect(page).toHaveURL(/\/Myworld/);
  for (const [lang, drawer, label] of [
    ['en', 'Lists', 'list of'],
    ['ar', 'القوائم', 'قائمة فيها'],
  ] as const) {
    await page.goto(`/playground-ide?lang=${lang}`);
    await expect(page.locator('.blocklySvg').first()).toBeVisible();
    await expect(page.getByTestId('project-name')).toHaveValue(/\S/);
    const previous = await page.getByTestId('project-name').inputValue();
    await page.getByTestId('project-new').click();
    await expect(page.getByTestId('project-name')).not.toHaveValue(previous); // the new project is open
    await page.getByTestId('playground-level').selectOption('expert');
    await expect(page.getByTestId('playground-level')).toHaveValue('expert');
    await expect(page.locator('.blocklyToolboxCategory', { hasText: drawer })).toBeVisible();
    const source = page.locator('.blocklyFlyout g.blocklyDraggable', { hasText: label }).first();
    await expect(async () => {
      if (!(await source.isVisible()))
        await page.locator('.blocklyToolboxCategory', { hasText: drawer }).first().click();
      // Time for the flyout to draw on a busy machine before a second click, which would close the drawer.
      await expect(source).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 90_000 });
    const from = (await source.locator('> path.blocklyPath').first().boundingBox())!;
    const area = (await page.getByTestId('blocks-editor').boundingBox())!;
    const to = { x: area.x + area.width / 2, y: area.y + area.height / 2 };
    await page.mouse.move(from.x + 12, from.y + 14);
    await page.mouse.down();
    await page.mouse.move(from.x + 32, from.y + 26, { steps: 4 });
    await page.mouse.move(to.x, to.y, { steps: 15 });
    await page.mouse.up();
    const list = page.locator('svg.blocklySvg g.blocklyBlockCanvas g[data-id]', { hasText: label }).first();
    const items = list.locator('> g[data-id]'); // the holes' numbers (blocks nest inside their parent's group)
    await expect(items).toHaveCount(3);
    const buttons = list.locator('> g.blocklyImageField image');
    await expect(buttons).toHaveCount(2);
    // + is the last button; on the block it sits after the items (to the left in Arabic).
    await buttons.nth(1).click();
    await expect(items).toHaveCount(4);
    await buttons.nth(0).click();
    await buttons.nth(0).click();
    await expect(items).toHaveCount(2);
    await page.screenshot({ path: test.info().outputPath(`list-of-${lang}.png`) });
    // Saved on the device as it changed: the project opens again with its two holes and their buttons.
    await expect(page.getByTestId('project-saved')).toHaveText(
      lang === 'en' ? 'Saved on this device.' : 'محفوظ على هذا الجهاز.',
    );
    await page.reload();
    await expect(items).toHaveCount(2);
    await expect(buttons).toHaveCount(2);
  }
});
