/**
 * Issue 14's figures: how long until a game can be played on a slow Chromebook (Chromium with the CPU slowed
 * 4x, cold cache), beside the home page in the same run, and how much of the precache is the games' art.
 * The games measured are the guest demos of /games/{id} (a sudoku, a colouring, a paint challenge): the same
 * players a child's stone opens, with nothing to sign in for.
 */
import { chromium } from '@playwright/test';
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

/** Each demo and what shows it can be played: its board drawn, with the first thing a child presses. */
const DEMOS = [
  { id: 'sudoku', playable: '[data-testid^="sudoku-cell-"]' },
  { id: 'colouring', playable: '[data-testid="game-demo"] svg path' },
  { id: 'paint-house', playable: '[data-testid="paint-canvas"]' },
] as const;

export async function gameFigures(base: string, clientDist: string, print: (line: string) => void): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
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
    for (const demo of DEMOS) {
      const game = await timeTo(`/games/${demo.id}?lang=en`, demo.playable);
      print(
        `game ${demo.id} playable with the CPU slowed 4x (cold cache): ${(game / 1000).toFixed(2)} s; the home page ${(home / 1000).toFixed(2)} s (${(game / home).toFixed(1)}x)`,
      );
    }
  } finally {
    await browser.close();
  }
  print(precacheOfGames(clientDist));
}

/** The precache (the service worker's list) and the part of it that is game art and the lessons' pictures. */
function precacheOfGames(clientDist: string): string {
  const sw = readFileSync(resolve(clientDist, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]!);
  const size = (url: string) => {
    try {
      return statSync(resolve(clientDist, url)).size;
    } catch {
      return 0;
    }
  };
  const all = urls.reduce((sum, url) => sum + size(url), 0);
  const isGame = (url: string) => /(game|sudoku|colouring|paint|office|maze|typing|puzzle|pictures\/)/i.test(url);
  const games = urls.filter(isGame);
  const gameBytes = games.reduce((sum, url) => sum + size(url), 0);
  const kib = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en')} KiB`;
  return `precache: ${urls.length} files, ${kib(all)}; of them the games' code and art and the lessons' pictures: ${games.length} files, ${kib(gameBytes)}`;
}
