/**
 * Arrow keys in a grid of buttons (one tab stop, WAI-ARIA grid-like roving focus): left and right move
 * along a row (mirrored in right-to-left pages, as ui/radio-keys.ts does), up and down move a whole row,
 * Home and End go to the first and last. Moving never chooses: a child chooses with Enter, Space or a tap.
 */
export function gridKeyTarget(key: string, index: number, count: number, columns: number, rtl: boolean): number | null {
  if (count <= 0) return null;
  const forward = key === (rtl ? 'ArrowLeft' : 'ArrowRight');
  const back = key === (rtl ? 'ArrowRight' : 'ArrowLeft');
  if (forward) return (index + 1) % count;
  if (back) return (index - 1 + count) % count;
  if (key === 'ArrowDown') return index + columns < count ? index + columns : index % columns;
  if (key === 'ArrowUp') {
    if (index - columns >= 0) return index - columns;
    const lastRowStart = Math.floor((count - 1) / columns) * columns;
    return Math.min(lastRowStart + (index % columns), count - 1);
  }
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
