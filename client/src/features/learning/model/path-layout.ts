/**
 * Where the stones of a course map stand: a winding "snake" path across rows, like a board game (left to
 * right, then back), so a course of thirty stones fits a Chromebook screen in a few rows. x is a fraction
 * of the width from the inline start (so Arabic mirrors by itself), y is in pixels from the top.
 */
export interface PathPoint {
  x: number;
  y: number;
  row: number;
}

export const PATH_ROW = 184;
/** The stone's centre below its slot's top: the "you are here" tag (26 px) and half a stone (48 px). */
export const STONE_CENTRE = 74;

/** How many stones a row holds at this width (at least 2, at most 6). */
export function columnsFor(width: number): number {
  return Math.max(2, Math.min(6, Math.floor(width / 200)));
}

export function layoutPath(count: number, cols: number): PathPoint[] {
  return Array.from({ length: count }, (_, i) => {
    const row = Math.floor(i / cols);
    const inRow = i % cols;
    const col = row % 2 === 0 ? inRow : cols - 1 - inRow;
    // A gentle wave within the row, so the road is not a ruler line.
    const wave = (inRow % 2 === 0 ? -1 : 1) * 14;
    return { x: (col + 0.5) / cols, y: row * PATH_ROW + STONE_CENTRE + wave, row };
  });
}

/** The road through the stones' centres in a 100-wide box: S-curves within a row, a U-turn at each end. */
export function roadPath(points: readonly PathPoint[], cols: number): string {
  if (points.length === 0) return '';
  const X = (p: PathPoint) => +(p.x * 100).toFixed(2);
  let d = `M ${X(points[0])} ${points[0].y}`;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1];
    const b = points[i];
    if (a.row === b.row) {
      const mid = (X(a) + X(b)) / 2;
      d += ` C ${mid} ${a.y} ${mid} ${b.y} ${X(b)} ${b.y}`;
    } else {
      // Turn round outside the last stone of the row (to the end the row finished at).
      const out = (100 / cols) * 0.55 * (X(a) > 50 ? 1 : -1);
      d += ` C ${X(a) + out} ${a.y} ${X(b) + out} ${b.y} ${X(b)} ${b.y}`;
    }
  }
  return d;
}
