import { generateSudoku, type ColouringPage, type SudokuPuzzle } from '@codeyard/shared-schema';

/**
 * The guest demos of /games/{id}: each a small game made on the device (a new sudoku every time, with
 * exactly one solution, a colouring, a paint challenge), nothing saved and nothing sent.
 */
export const DEMO_IDS = [
  'sudoku',
  'picture-sudoku',
  'colouring',
  'colour-by-numbers',
  'paint-house',
  'paint-fill-erase',
  'paint-card',
  'paint-scene',
] as const;
export type DemoId = (typeof DEMO_IDS)[number];

export function isDemo(id: string | undefined): id is DemoId {
  return (DEMO_IDS as readonly string[]).includes(id ?? '');
}

/** A fresh 4×4 sudoku for a demo, easy enough for a first try (at least 8 squares given). */
export function demoSudoku(random: () => number = Math.random): SudokuPuzzle[] {
  return [generateSudoku(4, random, 8)];
}

export const DEMO_PICTURES = ['monitor', 'mouse', 'keyboard', 'printer'] as const;

export const DEMO_ROCKET_NUMBERS: ColouringPage = {
  picture: 'rocket',
  colours: {
    space: 'blue',
    moon: 'yellow',
    flame: 'orange',
    finleft: 'red',
    finright: 'red',
    body: 'grey',
    window: 'lightblue',
    star: 'yellow',
  },
};
