import { describe, expect, it } from 'vitest';
import { colouringPageProblem, sudokuPuzzleProblem } from '@codeyard/shared-schema';
import { DEMO_IDS, DEMO_ROCKET_NUMBERS, demoSudoku, isDemo } from './demos';

describe('the guest demos', () => {
  it('make a new sudoku each time, with exactly one solution and at least 8 squares given', () => {
    for (let i = 0; i < 20; i++) {
      const [puzzle] = demoSudoku();
      expect(sudokuPuzzleProblem(puzzle!)).toBeNull();
      expect([...puzzle!.givens].filter((c) => c !== '0').length).toBeGreaterThanOrEqual(8);
    }
  });

  it('colour the rocket by numbers with a colour for every part', () => {
    expect(colouringPageProblem('colouring-numbers', DEMO_ROCKET_NUMBERS)).toBeNull();
  });

  it('know their ids only', () => {
    for (const id of DEMO_IDS) expect(isDemo(id)).toBe(true);
    expect(isDemo('1')).toBe(false);
    expect(isDemo(undefined)).toBe(false);
  });
});
