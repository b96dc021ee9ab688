import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import {
  generateSudoku,
  parseGrid,
  solveSudoku,
  solvesSudoku,
  SudokuDigitsFile,
  SudokuPicturesFile,
  sudokuConflicts,
  sudokuPuzzleProblem,
  sudokuResultProblem,
  sudokuSolutions,
  sudokuStars,
  type SudokuPuzzle,
} from './sudoku.js';

const P4: SudokuPuzzle = { size: 4, givens: '0002201010340001' };
const S4 = '3142241312344321';

/** A seeded random (the same numbers every run). */
function seeded(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
}

describe('the sudoku solver', () => {
  it('finds the one solution of a puzzle', () => {
    expect(solveSudoku(P4)?.join('')).toBe(S4);
    expect(sudokuPuzzleProblem(P4)).toBeNull();
  });

  it('counts more than one solution, and none for a broken puzzle', () => {
    expect(sudokuSolutions(4, parseGrid('0'.repeat(16))).count).toBe(2);
    expect(sudokuPuzzleProblem({ size: 4, givens: '1000000000000000' })).toBe('many');
    expect(sudokuPuzzleProblem({ size: 4, givens: '1100000000000000' })).toBe('none');
    // Two givens that leave a cell with no symbol at all.
    expect(sudokuPuzzleProblem({ size: 4, givens: '1023000000000400' })).toBe('none');
    expect(solveSudoku({ size: 4, givens: '1000000000000000' })).toBeNull();
    expect(sudokuPuzzleProblem({ size: 6, givens: '1'.repeat(16) })).toBe('size');
  });

  it('solves 6×6 (boxes of 2 rows × 3 columns) and 9×9 puzzles', () => {
    const six = { size: 6 as const, givens: '401006200140020500000014500600603000' };
    const solved = solveSudoku(six)!;
    expect(solvesSudoku(six, solved.join(''))).toBe(true);
    const nine = {
      size: 9 as const,
      givens: '200093716030608009070005040001040002020901400000000030040810000060050080908300504',
    };
    expect(solvesSudoku(nine, solveSudoku(nine)!.join(''))).toBe(true);
  });
});

describe('the sudoku generator', () => {
  it.each([4, 6, 9] as const)('makes puzzles of side %i with exactly one solution', (size) => {
    const random = seeded(size * 7);
    for (let i = 0; i < (size === 9 ? 2 : 5); i++) {
      const puzzle = generateSudoku(size, random, size === 9 ? 30 : 0);
      expect(puzzle.givens).toHaveLength(size * size);
      expect(sudokuPuzzleProblem(puzzle)).toBeNull();
      expect(sudokuConflicts(size, parseGrid(puzzle.givens))).toEqual([]);
    }
  });

  it('keeps at least the givens asked for', () => {
    const puzzle = generateSudoku(4, seeded(3), 9);
    expect([...puzzle.givens].filter((c) => c !== '0').length).toBeGreaterThanOrEqual(9);
  });
});

describe('the sudoku rules', () => {
  it('finds the cells that repeat a symbol of their row, column or box', () => {
    expect(sudokuConflicts(4, parseGrid(S4))).toEqual([]);
    // Row 0 holds two 1s; cells 0 and 5 share a box.
    expect(sudokuConflicts(4, parseGrid('1100000000000000'))).toEqual([0, 1]);
    expect(sudokuConflicts(4, parseGrid('1000010000000000'))).toEqual([0, 5]);
    expect(sudokuConflicts(4, parseGrid('1000000010000000'))).toEqual([0, 8]);
  });

  it('accepts only a full grid that keeps the givens and breaks no rule', () => {
    expect(solvesSudoku(P4, S4)).toBe(true);
    expect(solvesSudoku(P4, S4.slice(0, 15))).toBe(false);
    // A valid grid that changes a given.
    expect(solvesSudoku(P4, '3241142321344312')).toBe(false);
    expect(solvesSudoku(P4, '3142241312344312')).toBe(false);
  });

  it('gives stars by mistakes, at least one for a finished sudoku', () => {
    expect(sudokuStars({ empties: 10, moves: 10 })).toBe(3);
    expect(sudokuStars({ empties: 10, moves: 11 })).toBe(3);
    expect(sudokuStars({ empties: 10, moves: 12 })).toBe(2);
    expect(sudokuStars({ empties: 10, moves: 14 })).toBe(2);
    expect(sudokuStars({ empties: 10, moves: 15 })).toBe(1);
    expect(sudokuStars({ empties: 10, moves: 90 })).toBe(1);
    expect(sudokuStars({ empties: 10, moves: 9 })).toBe(0);
  });

  it('refuses a result its grids or moves cannot produce', () => {
    const file = { puzzles: [P4] };
    const empties = 9;
    expect(sudokuResultProblem(file, { grids: [S4], moves: empties, stars: 3 })).toBeNull();
    expect(sudokuResultProblem(file, { moves: empties, stars: 3 })).toBe('grids');
    expect(sudokuResultProblem(file, { grids: [S4, S4], moves: empties, stars: 3 })).toBe('grids');
    expect(sudokuResultProblem(file, { grids: ['3142241312344312'], moves: empties, stars: 1 })).toBe('grids');
    expect(sudokuResultProblem(file, { grids: [S4], moves: empties - 1, stars: 1 })).toBe('moves');
    expect(sudokuResultProblem(file, { grids: [S4], stars: 1 })).toBe('moves');
    expect(sudokuResultProblem(file, { grids: [S4], moves: empties + 5, stars: 2 })).toBe('stars');
    expect(sudokuResultProblem(file, { grids: [S4], moves: empties + 5, stars: 1 })).toBeNull();
  });

  it('checks a file: pictures need four different pictures, digits none', () => {
    const base = { key: 's', puzzles: [P4] };
    expect(
      Value.Check(SudokuPicturesFile, { ...base, game: 'sudoku-pictures', pictures: ['mouse', 'key', 'eye', 'ear'] }),
    ).toBe(true);
    expect(
      Value.Check(SudokuPicturesFile, { ...base, game: 'sudoku-pictures', pictures: ['mouse', 'mouse', 'eye', 'ear'] }),
    ).toBe(false);
    expect(Value.Check(SudokuPicturesFile, { ...base, game: 'sudoku-pictures' })).toBe(false);
    expect(Value.Check(SudokuDigitsFile, { ...base, game: 'sudoku-digits' })).toBe(true);
    expect(
      Value.Check(SudokuDigitsFile, { ...base, game: 'sudoku-digits', pictures: ['mouse', 'key', 'eye', 'ear'] }),
    ).toBe(false);
    expect(
      Value.Check(SudokuDigitsFile, { key: 's', game: 'sudoku-digits', puzzles: [{ size: 4, givens: '12' }] }),
    ).toBe(false);
  });
});
