import { moveGap, shufflePuzzle } from '@codeyard/shared-schema';
import { describe, expect, it } from 'vitest';
import { isTouchOnly, moveOfArrow, newSeed } from './puzzle-keys';

describe('sliding puzzle keys and devices', () => {
  it('slides the tile in the arrow’s way into the gap', () => {
    // The gap in the middle of a 3 × 3 board: ArrowUp brings the tile below it up.
    const board = [1, 2, 3, 4, 0, 5, 6, 7, 8];
    expect(moveGap(board, 3, moveOfArrow('ArrowUp')!)![4]).toBe(7);
    expect(moveGap(board, 3, moveOfArrow('ArrowDown')!)![4]).toBe(2);
    expect(moveGap(board, 3, moveOfArrow('ArrowLeft')!)![4]).toBe(5);
    expect(moveGap(board, 3, moveOfArrow('ArrowRight')!)![4]).toBe(4);
    expect(moveOfArrow('Enter')).toBeNull();
  });

  it('is touch only with a coarse pointer and no fine one', () => {
    const device = (coarse: boolean, fine: boolean) => (q: string) =>
      q === '(pointer: coarse)' ? coarse : q === '(any-pointer: fine)' ? fine : false;
    expect(isTouchOnly(device(true, false))).toBe(true);
    expect(isTouchOnly(device(true, true))).toBe(false);
    expect(isTouchOnly(device(false, true))).toBe(false);
  });

  it('draws seeds the server accepts', () => {
    expect(newSeed(() => 0.999999999)).toBeLessThanOrEqual(2_147_483_647);
    expect(
      shufflePuzzle(
        3,
        newSeed(() => 0.5),
      ),
    ).toHaveLength(9);
  });
});
