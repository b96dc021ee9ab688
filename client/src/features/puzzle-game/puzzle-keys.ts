import type { PuzzleMove } from '@codeyard/shared-schema';

/**
 * An arrow key slides the tile next to the gap in the arrow's way: ArrowUp slides the tile below the gap up
 * (the gap goes down). The picture is not mirrored in Arabic, so neither are the arrows.
 */
export function moveOfArrow(key: string): PuzzleMove | null {
  switch (key) {
    case 'ArrowUp':
      return 'D';
    case 'ArrowDown':
      return 'U';
    case 'ArrowLeft':
      return 'R';
    case 'ArrowRight':
      return 'L';
    default:
      return null;
  }
}

/**
 * Whether this device is touch only (no mouse or touchpad), where the sliding puzzle is not offered: the
 * spec makes it a laptop game (spec 001 §9.5).
 */
export function isTouchOnly(match: (query: string) => boolean): boolean {
  return match('(pointer: coarse)') && !match('(any-pointer: fine)');
}

/** A new play's seed (31 bits: the same range the server accepts). */
export function newSeed(random: () => number = Math.random): number {
  return Math.floor(random() * 2_147_483_647);
}
