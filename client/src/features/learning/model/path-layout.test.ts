import { describe, expect, it } from 'vitest';
import { columnsFor, layoutPath, PATH_ROW, roadPath } from './path-layout';

describe('the course path', () => {
  it('snakes across rows: forward, then back', () => {
    const points = layoutPath(7, 3);
    expect(points.map((p) => [p.row, Math.round(p.x * 6)])).toEqual([
      [0, 1],
      [0, 3],
      [0, 5],
      [1, 5],
      [1, 3],
      [1, 1],
      [2, 1],
    ]);
    expect(points[3].y - points[0].y).toBeGreaterThan(PATH_ROW - 40);
  });

  it('keeps 2 to 6 stones a row', () => {
    expect(columnsFor(300)).toBe(2);
    expect(columnsFor(1000)).toBe(5);
    expect(columnsFor(3000)).toBe(6);
  });

  it('draws one road through every stone', () => {
    const d = roadPath(layoutPath(5, 2), 2);
    expect(d.startsWith('M 25 ')).toBe(true);
    expect(d.match(/ C /g)).toHaveLength(4);
    expect(roadPath([], 2)).toBe('');
  });
});
