import { describe, expect, it } from 'vitest';
import { solvesSudoku } from '@codeyard/shared-schema';
import { boxEdges, gridText, isSolved, keyValue, moveCell, oopsCells, place, startSudoku } from './sudoku-rules';

const PUZZLE = { size: 4 as const, givens: '0002201010340001' };
const SOLUTION = '3142241312344321';

describe('the sudoku player', () => {
  it('starts from the givens with the one solution known', () => {
    const s = startSudoku(PUZZLE);
    expect(s.given.filter(Boolean)).toHaveLength(7);
    expect(s.solution.join('')).toBe(SOLUTION);
    expect(() => startSudoku({ size: 4, givens: '0'.repeat(16) })).toThrow();
  });

  it('counts a move for each symbol put, a mistake for a wrong one, and none for a given or clearing', () => {
    let s = startSudoku(PUZZLE);
    let r = place(s, 0, 1);
    expect(r.event).toBe('oops');
    s = r.state;
    expect(oopsCells(s)).toEqual([0]);
    expect(place(s, 0, 1).event).toBe('same');
    r = place(s, 3, 4);
    expect(r.event).toBe('given');
    expect(r.state).toBe(s);
    r = place(s, 0, 0);
    expect(r.event).toBe('cleared');
    expect(r.state.moves).toBe(1);
    r = place(r.state, 0, 3);
    expect(r.event).toBe('right');
    expect(r.state).toMatchObject({ moves: 2, mistakes: 1 });
    expect(oopsCells(r.state)).toEqual([]);
  });

  it('is solved when every cell holds its symbol, and sends the grid the server checks', () => {
    let s = startSudoku(PUZZLE);
    SOLUTION.split('').forEach((v, i) => (s = place(s, i, Number(v)).state));
    expect(isSolved(s)).toBe(true);
    expect(s.moves).toBe(9);
    expect(gridText(s)).toBe(SOLUTION);
    expect(solvesSudoku(PUZZLE, gridText(s))).toBe(true);
  });

  it('moves with the arrows, mirrored right to left, and stays inside the grid', () => {
    expect(moveCell(0, 'ArrowRight', 4, false)).toBe(1);
    expect(moveCell(0, 'ArrowRight', 4, true)).toBe(0);
    expect(moveCell(0, 'ArrowLeft', 4, true)).toBe(1);
    expect(moveCell(3, 'ArrowRight', 4, false)).toBe(3);
    expect(moveCell(1, 'ArrowDown', 4, false)).toBe(5);
    expect(moveCell(13, 'ArrowDown', 4, false)).toBe(13);
    expect(moveCell(6, 'Home', 4, false)).toBe(4);
    expect(moveCell(6, 'End', 4, false)).toBe(7);
    expect(moveCell(6, 'a', 4, false)).toBeNull();
  });

  it('reads digit keys (Arabic digits too) up to the size, and clearing keys', () => {
    expect(keyValue('3', 4)).toBe(3);
    expect(keyValue('٣', 4)).toBe(3);
    expect(keyValue('5', 4)).toBeNull();
    expect(keyValue('9', 9)).toBe(9);
    expect(keyValue('Backspace', 4)).toBe(0);
    expect(keyValue('x', 4)).toBeNull();
  });

  it('draws thick lines between boxes (2×3 boxes for 6×6)', () => {
    expect(boxEdges(1, 4)).toEqual({ right: true, bottom: false });
    expect(boxEdges(5, 4)).toEqual({ right: true, bottom: true });
    expect(boxEdges(2, 6)).toEqual({ right: true, bottom: false });
    expect(boxEdges(1, 6)).toEqual({ right: false, bottom: false });
    expect(boxEdges(8, 6)).toEqual({ right: true, bottom: true });
  });
});
