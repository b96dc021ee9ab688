import { describe, expect, it } from 'vitest';
import { addPoint, clampPoint, moveCursor, readActions, shapeBetween } from './paint-tool';

describe('the paint tool', () => {
  it('draws a box shape from any two corners, and nothing for a press without a drag', () => {
    expect(shapeBetween('rect', 'red', [200, 150], [100, 50])).toEqual({
      t: 'rect',
      c: 'red',
      x: 100,
      y: 50,
      w: 100,
      h: 100,
    });
    expect(shapeBetween('triangle', 'blue', [10, 10], [60, 90])).toMatchObject({ t: 'triangle', w: 50, h: 80 });
    expect(shapeBetween('ellipse', 'blue', [10, 10], [12, 90])).toBeNull();
    expect(shapeBetween('line', 'black', [10, 10], [200, 10])).toEqual({
      t: 'line',
      c: 'black',
      a: [10, 10],
      b: [200, 10],
    });
    expect(shapeBetween('line', 'black', [10, 10], [12, 11])).toBeNull();
    expect(shapeBetween('fill', 'black', [10, 10], [100, 100])).toBeNull();
  });

  it('keeps points on the canvas and whole', () => {
    expect(clampPoint(-5, 310.6)).toEqual([0, 300]);
    expect(clampPoint(401, 12.4)).toEqual([400, 12]);
  });

  it('keeps a pencil point only when it moved, up to the limit', () => {
    expect(addPoint([[10, 10]], [11, 11])).toEqual([[10, 10]]);
    expect(addPoint([[10, 10]], [20, 10])).toEqual([
      [10, 10],
      [20, 10],
    ]);
    const full = Array.from({ length: 300 }, (_, i) => [i, 0] as [number, number]);
    expect(addPoint(full, [350, 200])).toHaveLength(300);
  });

  it('moves the keyboard cursor by arrows, a small step with Shift, never off the canvas', () => {
    expect(moveCursor([200, 150], 'ArrowLeft', false)).toEqual([190, 150]);
    expect(moveCursor([200, 150], 'ArrowDown', true)).toEqual([200, 152]);
    expect(moveCursor([395, 150], 'ArrowRight', false)).toEqual([400, 150]);
    expect(moveCursor([200, 150], 'Enter', false)).toBeNull();
  });

  it('reads the kept work, and nothing from a broken one', () => {
    expect(readActions(JSON.stringify({ actions: [{ a: 'undo' }] }))).toEqual([{ a: 'undo' }]);
    expect(readActions('{broken')).toEqual([]);
    expect(readActions(undefined)).toEqual([]);
  });
});
