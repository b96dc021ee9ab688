/**
 * Issue 4's figures: SmoothY interpreter steps per second, and how long until the block workspace is
 * usable on a slow Chromebook (Chromium with the CPU slowed 4x), against the home page under the same
 * slowdown in the same run.
 */
import { chromium } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { runToEnd, type LevelFile, type Program } from '@codeyard/shared-schema/smoothy';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

export function interpreterStepsPerSecond(print: (line: string) => void): void {
  const dir = resolve(import.meta.dirname, '../sync-server/content/curriculum/1-smoothy-starter/levels');
  const level = (JSON.parse(readFileSync(resolve(dir, readdirSync(dir)[0]), 'utf8')) as LevelFile).level;
  // Turning never moves Robo, so this runs to its end wherever it stands: 4 turns and a loop check per round.
  const turns = Array.from({ length: 4 }, (_, i) => ({ id: `t${i}`, type: 'turn_left' as const }));
  const program = {
    scripts: [
      {
        id: 'go',
        event: 'start',
        body: [{ id: 'loop', type: 'repeat', times: { id: 'n', type: 'number', value: 200_000 }, body: turns }],
      },
    ],
  } as unknown as Program;
  const started = performance.now();
  const summary = runToEnd(program, level, 5_000_000);
  const seconds = (performance.now() - started) / 1000;
  const steps = summary.trace.length;
  print(
    `SmoothY interpreter: ${steps} steps in ${seconds.toFixed(2)} s = ${Math.round(steps / seconds).toLocaleString('en')} steps/s (outcome ${summary.outcome})`,
  );
}

/**
 * The playground's workspace, and (given `challengePath`, e.g. /ide/5/1) the challenge screen's: the level
 * read from the device or the server, the instructions, the stage and the workspace with its toolbox.
 */
export async function workspaceInteractive(
  base: string,
  login: { username: string; password: string },
  print: (line: string) => void,
  challengePath?: string,
): Promise<void> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${base}/login?lang=en`);
    await page.locator('main input').first().fill(login.username);
    await page.locator('main input[type="password"]').first().fill(login.password);
    await page.locator('main form button[type="submit"]').first().click();
    await page.waitForURL(/Myworld/);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

    const timeTo = async (path: string, selector: string) => {
      const started = performance.now();
      await page.goto(`${base}${path}`, { waitUntil: 'commit' });
      await page.locator(selector).first().waitFor({ state: 'visible', timeout: 60_000 });
      return performance.now() - started;
    };
    const home = await timeTo('/?lang=en', 'main h1');
    // Interactive: the workspace and its toolbox are drawn and the Run button can be pressed.
    const workspace = await timeTo('/playground-ide?lang=en', '.blocklyToolboxCategory, .blocklyTreeRow');
    print(
      `block workspace interactive with the CPU slowed 4x (cold cache): ${(workspace / 1000).toFixed(2)} s; the home page under the same slowdown ${(home / 1000).toFixed(2)} s (${(workspace / home).toFixed(1)}x)`,
    );
    if (challengePath) {
      // The same test on the challenge screen: its toolbox drawn and its Run button there.
      const challenge = await timeTo(
        `${challengePath}?lang=en`,
        '[data-testid="challenge-page"] .blocklyToolboxCategory',
      );
      await page.getByTestId('challenge-run').waitFor({ state: 'visible' });
      print(
        `challenge screen workspace interactive with the CPU slowed 4x (cold cache): ${(challenge / 1000).toFixed(2)} s (${(challenge / home).toFixed(1)}x the home page)`,
      );
    }
  } finally {
    await browser.close();
  }
}
