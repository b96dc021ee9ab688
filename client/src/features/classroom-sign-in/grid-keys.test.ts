import { describe, expect, it } from 'vitest';
import { gridKeyTarget } from './grid-keys';

describe('gridKeyTarget', () => {
  it('moves along a row, wrapping, and mirrors left and right in right-to-left pages', () => {
    expect(gridKeyTarget('ArrowRight', 0, 9, 3, false)).toBe(1);
    expect(gridKeyTarget('ArrowRight', 8, 9, 3, false)).toBe(0);
    expect(gridKeyTarget('ArrowLeft', 0, 9, 3, false)).toBe(8);
    expect(gridKeyTarget('ArrowLeft', 0, 9, 3, true)).toBe(1);
    expect(gridKeyTarget('ArrowRight', 1, 9, 3, true)).toBe(0);
  });

  it('moves a row up and down, wrapping to the same column', () => {
    expect(gridKeyTarget('ArrowDown', 1, 9, 3, false)).toBe(4);
    expect(gridKeyTarget('ArrowDown', 7, 9, 3, false)).toBe(1);
    expect(gridKeyTarget('ArrowUp', 4, 9, 3, false)).toBe(1);
    expect(gridKeyTarget('ArrowUp', 2, 9, 3, false)).toBe(8);
    // A last row that is not full: up from the top of a missing column lands on the last item.
    expect(gridKeyTarget('ArrowUp', 2, 7, 3, false)).toBe(6);
  });

  it('goes to the ends with Home and End, and leaves other keys alone', () => {
    expect(gridKeyTarget('Home', 5, 9, 3, false)).toBe(0);
    expect(gridKeyTarget('End', 0, 9, 3, false)).toBe(8);
    expect(gridKeyTarget('Enter', 0, 9, 3, false)).toBeNull();
    expect(gridKeyTarget('ArrowDown', 0, 0, 3, false)).toBeNull();
  });
});
