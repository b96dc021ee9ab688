import { describe, expect, it } from 'vitest';
import { radioKeyTarget, radioTabIndex } from './radio-keys';

describe('radio groups by keyboard', () => {
  it('moves forward and back with the arrows, wrapping around', () => {
    expect(radioKeyTarget('ArrowDown', 0, 4, false)).toBe(1);
    expect(radioKeyTarget('ArrowRight', 3, 4, false)).toBe(0);
    expect(radioKeyTarget('ArrowUp', 0, 4, false)).toBe(3);
    expect(radioKeyTarget('ArrowLeft', 2, 4, false)).toBe(1);
    expect(radioKeyTarget('Home', 2, 4, false)).toBe(0);
    expect(radioKeyTarget('End', 0, 4, false)).toBe(3);
  });

  it('reads the horizontal arrows the other way round in right-to-left pages', () => {
    expect(radioKeyTarget('ArrowLeft', 0, 2, true)).toBe(1);
    expect(radioKeyTarget('ArrowRight', 0, 2, true)).toBe(1);
    expect(radioKeyTarget('ArrowRight', 1, 3, true)).toBe(0);
    expect(radioKeyTarget('ArrowDown', 1, 3, true)).toBe(2);
  });

  it('ignores other keys', () => {
    expect(radioKeyTarget('Enter', 0, 2, false)).toBeNull();
    expect(radioKeyTarget('a', 0, 2, false)).toBeNull();
    expect(radioKeyTarget('ArrowDown', 0, 0, false)).toBeNull();
  });

  it('has one tab stop: the chosen option, else the first', () => {
    expect([0, 1, 2].map((i) => radioTabIndex(i, null))).toEqual([0, -1, -1]);
    expect([0, 1, 2].map((i) => radioTabIndex(i, 2))).toEqual([-1, -1, 0]);
  });
});
