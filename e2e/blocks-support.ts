import { expect, type Locator, type Page } from '@playwright/test';

/** The SmoothY block workspace, driven by a real mouse (the challenges' walk, an exam's practical task). */

export const mainWs = (page: Page) => page.locator('svg.blocklySvg g.blocklyBlockCanvas');
/** The innermost workspace block showing this text (blocks nest their followers inside their own group). */
export const wsBlock = (page: Page, text: string) =>
  mainWs(page).locator('g.blocklyDraggable', { hasText: text }).last();
export const shape = (block: Locator) => block.locator('> path.blocklyPath').first();
/** How many blocks of the workspace say exactly this. */
export const countOf = (page: Page, text: string) =>
  mainWs(page).locator('text.blocklyText').getByText(text, { exact: true });

/** Opens a drawer of the toolbox (a click on the open one would close it: click until the block shows). */
export async function openCategory(page: Page, name: string, label: string) {
  const wanted = page.locator('.blocklyFlyout g.blocklyDraggable', { hasText: label }).first();
  await expect(async () => {
    if (!(await wanted.isVisible())) await page.locator('.blocklyToolboxCategory', { hasText: name }).first().click();
    // Time for the flyout to draw on a busy machine before a second click, which would close the drawer.
    await expect(wanted).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 90_000 });
}

/** A real mouse drag: press, move in steps, release at `to` (where the grabbed point should land). */
export async function mouseDrag(
  page: Page,
  from: { x: number; y: number },
  to: { x: number; y: number },
  modifier?: 'Control',
) {
  await page.mouse.move(from.x, from.y);
  if (modifier) await page.keyboard.down(modifier);
  await page.mouse.down();
  await page.mouse.move(from.x + 20, from.y + 12, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 15 });
  await page.mouse.up();
  if (modifier) await page.keyboard.up(modifier);
  await page.waitForTimeout(150);
}

/** Drags a block from the toolbox so that its top-left lands at `at` (Blockly snaps it to the connection there). */
export async function dragFromToolbox(
  page: Page,
  category: string,
  label: string,
  target: () => Promise<{ x: number; y: number }>,
) {
  const before = await countOf(page, label).count();
  await openCategory(page, category, label);
  // Measured once the drawer is open (opening it may scroll the page).
  const at = await target();
  const source = page.locator('.blocklyFlyout g.blocklyDraggable', { hasText: label }).first();
  const box = (await shape(source).boundingBox())!;
  await mouseDrag(page, { x: box.x + 12, y: box.y + 14 }, { x: at.x + 12, y: at.y + 14 });
  await expect(countOf(page, label)).toHaveCount(before + 1);
}

/** Where a block dropped joins under `block` (its own shape, not its followers). */
export async function under(block: Locator) {
  const box = (await shape(block).boundingBox())!;
  return { x: box.x, y: box.y + box.height };
}

/** Where a block dropped goes inside the first slot of a C block (repeat). */
export async function inside(block: Locator) {
  const box = (await shape(block).boundingBox())!;
  return { x: box.x + 24, y: box.y + 52 };
}
