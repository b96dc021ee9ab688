import { parseGrid, solveSudoku, type SudokuPuzzle } from '@codeyard/shared-schema';

/**
 * The sudoku player's state, pure: the cells of the puzzle on screen, which are given, its one solution
 * (to show a mistake kindly at once) and the moves made (every symbol put in a cell is one; clearing is
 * free). A puzzle is solved when every cell holds its solution's symbol.
 */
export interface SudokuState {
  size: number;
  cells: number[];
  given: boolean[];
  solution: number[];
  moves: number;
  mistakes: number;
}

export function startSudoku(puzzle: SudokuPuzzle): SudokuState {
  const cells = parseGrid(puzzle.givens);
  const solution = solveSudoku(puzzle);
  if (!solution) throw new Error('This sudoku has no single solution');
  return { size: puzzle.size, cells, given: cells.map((v) => v > 0), solution, moves: 0, mistakes: 0 };
}

export type PlaceEvent = 'right' | 'oops' | 'given' | 'same' | 'cleared';

/** A symbol put in a cell (0 clears it): a given never changes; the same symbol again is no move. */
export function place(state: SudokuState, index: number, value: number): { state: SudokuState; event: PlaceEvent } {
  if (state.given[index]) return { state, event: 'given' };
  if (value < 0 || value > state.size) return { state, event: 'same' };
  if (state.cells[index] === value) return { state, event: 'same' };
  const cells = [...state.cells];
  cells[index] = value;
  if (value === 0) return { state: { ...state, cells }, event: 'cleared' };
  const right = state.solution[index] === value;
  return {
    state: { ...state, cells, moves: state.moves + 1, mistakes: state.mistakes + (right ? 0 : 1) },
    event: right ? 'right' : 'oops',
  };
}

/** The cells that hold a symbol their solution has not (shown kindly, to try another). */
export function oopsCells(state: SudokuState): number[] {
  return state.cells.flatMap((v, i) => (v > 0 && v !== state.solution[i] ? [i] : []));
}

export function isSolved(state: SudokuState): boolean {
  return state.cells.every((v, i) => v === state.solution[i]);
}

/** The grid as the server reads it: the symbols row by row. */
export function gridText(state: SudokuState): string {
  return state.cells.join('');
}

/** Arrow keys, Home and End across the grid (right to left in Arabic: the forward arrow is the left one). */
export function moveCell(index: number, key: string, size: number, rtl: boolean): number | null {
  const row = Math.floor(index / size);
  const col = index % size;
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return col + 1 < size ? index + 1 : index;
  if (key === back) return col > 0 ? index - 1 : index;
  if (key === 'ArrowDown') return row + 1 < size ? index + size : index;
  if (key === 'ArrowUp') return row > 0 ? index - size : index;
  if (key === 'Home') return row * size;
  if (key === 'End') return row * size + size - 1;
  return null;
}

/** The symbol a key names (1…size), 0 for a key that clears, null for any other key. */
export function keyValue(key: string, size: number): number | null {
  if (key === 'Backspace' || key === 'Delete' || key === '0') return 0;
  const arabic = '٠١٢٣٤٥٦٧٨٩'.indexOf(key);
  const n = arabic >= 0 ? arabic : /^[1-9]$/.test(key) ? Number(key) : -1;
  if (n === 0) return 0;
  return n >= 1 && n <= size ? n : null;
}

/** Whether a cell starts a new box on its row or column (the thick lines between boxes). */
export function boxEdges(index: number, size: number): { right: boolean; bottom: boolean } {
  const box = size === 4 ? { rows: 2, cols: 2 } : size === 6 ? { rows: 2, cols: 3 } : { rows: 3, cols: 3 };
  const row = Math.floor(index / size);
  const col = index % size;
  return {
    right: (col + 1) % box.cols === 0 && col + 1 < size,
    bottom: (row + 1) % box.rows === 0 && row + 1 < size,
  };
}
