import { Type, type Static } from 'typebox';
import { GAME_PICTURES, type Stars } from './memory.js';

/**
 * Sudoku (spec 000 §2 /sudoku1 pictures 4×4, /sudoku2 digits 4×4, /sudoku3 6×6 or 9×9): a game stone's
 * puzzles, played one after another. Every row, column and box holds each symbol once; a puzzle is its
 * givens, a string of size² characters read row by row, "0" an empty cell and "1"… the symbols. Each
 * puzzle of the content has exactly one solution (sudokuSolutions counts them; a test checks every file).
 * Its rules live here, pure, for the client's player and the server's check of a result alike.
 */

/** The three sudoku game types, each its own route (stones/players.ts). */
export const SUDOKU_GAMES = ['sudoku-pictures', 'sudoku-digits', 'sudoku-big'] as const;
export type SudokuGame = (typeof SUDOKU_GAMES)[number];

export const SUDOKU_SIZES = [4, 6, 9] as const;
export type SudokuSize = (typeof SUDOKU_SIZES)[number];

/** A box's rows and columns: 4 → 2×2, 6 → 2 rows × 3 columns, 9 → 3×3. */
export function sudokuBox(size: number): { rows: number; cols: number } {
  if (size === 4) return { rows: 2, cols: 2 };
  if (size === 6) return { rows: 2, cols: 3 };
  return { rows: 3, cols: 3 };
}

export const SudokuPuzzle = Type.Object(
  {
    size: Type.Union([Type.Literal(4), Type.Literal(6), Type.Literal(9)]),
    /** size² characters, row by row: "0" an empty cell, "1"…"9" a given symbol. */
    givens: Type.String({ pattern: '^[0-9]{16}$|^[0-9]{36}$|^[0-9]{81}$' }),
  },
  { additionalProperties: false },
);
export type SudokuPuzzle = Static<typeof SudokuPuzzle>;

/** A sudoku stone's file for one of the three types: its puzzles and, for pictures, the 4 pictures (symbols 1…4). */
function sudokuFile<G extends SudokuGame>(game: G) {
  return Type.Object(
    {
      key: Type.String({ pattern: '^[a-z0-9-]+$' }),
      game: Type.Literal(game),
      puzzles: Type.Array(SudokuPuzzle, { minItems: 1, maxItems: 9 }),
      ...(game === 'sudoku-pictures'
        ? { pictures: Type.Array(Type.Enum(GAME_PICTURES), { minItems: 4, maxItems: 4, uniqueItems: true }) }
        : {}),
    },
    { additionalProperties: false },
  );
}
export const SudokuPicturesFile = sudokuFile('sudoku-pictures');
export const SudokuDigitsFile = sudokuFile('sudoku-digits');
export const SudokuBigFile = sudokuFile('sudoku-big');
export interface SudokuGameFile {
  key: string;
  game: SudokuGame;
  puzzles: SudokuPuzzle[];
  pictures?: (typeof GAME_PICTURES)[number][];
}

export function isSudokuGame(game: string): game is SudokuGame {
  return (SUDOKU_GAMES as readonly string[]).includes(game);
}

/** A grid as numbers (0 empty), from its string. */
export function parseGrid(text: string): number[] {
  return [...text].map(Number);
}

/** Whether a grid's symbols break a rule: the cells (indexes) that repeat a symbol of their row, column or box. */
export function sudokuConflicts(size: number, cells: readonly number[]): number[] {
  const { rows: br, cols: bc } = sudokuBox(size);
  const bad = new Set<number>();
  for (let i = 0; i < size * size; i++) {
    const v = cells[i];
    if (!v) continue;
    const r = Math.floor(i / size);
    const c = i % size;
    for (let j = i + 1; j < size * size; j++) {
      if (cells[j] !== v) continue;
      const r2 = Math.floor(j / size);
      const c2 = j % size;
      const sameBox = Math.floor(r / br) === Math.floor(r2 / br) && Math.floor(c / bc) === Math.floor(c2 / bc);
      if (r === r2 || c === c2 || sameBox) bad.add(i).add(j);
    }
  }
  return [...bad].sort((a, b) => a - b);
}

/**
 * The solutions of a puzzle, counted up to `limit` (2 is enough to know a puzzle has exactly one): a
 * backtracking search that fills the empty cell with the fewest candidates first. `first` is the first
 * solution found (null when there is none).
 */
export function sudokuSolutions(
  size: number,
  givens: readonly number[],
  limit = 2,
): { count: number; first: number[] | null } {
  const { rows: br, cols: bc } = sudokuBox(size);
  const cells = [...givens];
  const all = (1 << (size + 1)) - 2;
  const row = new Array<number>(size).fill(0);
  const col = new Array<number>(size).fill(0);
  const box = new Array<number>(size).fill(0);
  const boxOf = (i: number) => Math.floor(Math.floor(i / size) / br) * br + Math.floor((i % size) / bc);
  for (let i = 0; i < size * size; i++) {
    const v = cells[i]!;
    if (!v) continue;
    const bit = 1 << v;
    const r = Math.floor(i / size);
    const c = i % size;
    if (v > size || row[r]! & bit || col[c]! & bit || box[boxOf(i)]! & bit) return { count: 0, first: null };
    row[r]! |= bit;
    col[c]! |= bit;
    box[boxOf(i)]! |= bit;
  }
  let count = 0;
  let first: number[] | null = null;
  const search = (): void => {
    let best = -1;
    let bestFree = 0;
    let bestCount = size + 1;
    for (let i = 0; i < size * size; i++) {
      if (cells[i]) continue;
      const free = all & ~(row[Math.floor(i / size)]! | col[i % size]! | box[boxOf(i)]!);
      let n = 0;
      for (let v = 1; v <= size; v++) if (free & (1 << v)) n++;
      if (n < bestCount) {
        best = i;
        bestFree = free;
        bestCount = n;
        if (n <= 1) break;
      }
    }
    if (best < 0) {
      count++;
      first ??= [...cells];
      return;
    }
    const r = Math.floor(best / size);
    const c = best % size;
    const b = boxOf(best);
    for (let v = 1; v <= size && count < limit; v++) {
      const bit = 1 << v;
      if (!(bestFree & bit)) continue;
      cells[best] = v;
      row[r]! |= bit;
      col[c]! |= bit;
      box[b]! |= bit;
      search();
      row[r]! &= ~bit;
      col[c]! &= ~bit;
      box[b]! &= ~bit;
      cells[best] = 0;
    }
  };
  search();
  return { count, first };
}

/** The one solution of a puzzle, or null when it has none or more than one. */
export function solveSudoku(puzzle: SudokuPuzzle): number[] | null {
  const { count, first } = sudokuSolutions(puzzle.size, parseGrid(puzzle.givens), 2);
  return count === 1 ? first : null;
}

/** Whether a filled grid solves the puzzle: keeps every given, fills every cell, breaks no rule. */
export function solvesSudoku(puzzle: SudokuPuzzle, grid: string): boolean {
  const size = puzzle.size;
  if (grid.length !== size * size) return false;
  const cells = parseGrid(grid);
  const givens = parseGrid(puzzle.givens);
  if (cells.some((v, i) => v < 1 || v > size || (givens[i]! > 0 && givens[i] !== v))) return false;
  return sudokuConflicts(size, cells).length === 0;
}

/** What is wrong with a content puzzle (null: it has exactly one solution). */
export function sudokuPuzzleProblem(puzzle: SudokuPuzzle): 'size' | 'none' | 'many' | null {
  if (puzzle.givens.length !== puzzle.size * puzzle.size) return 'size';
  const { count } = sudokuSolutions(puzzle.size, parseGrid(puzzle.givens), 2);
  return count === 0 ? 'none' : count > 1 ? 'many' : null;
}

/**
 * A new puzzle with exactly one solution: a random full grid, then cells emptied one by one (in a random
 * order) as long as the puzzle keeps a single solution, down to `keep` givens at the fewest.
 */
export function generateSudoku(size: SudokuSize, random: () => number = Math.random, keep = 0): SudokuPuzzle {
  const shuffled = <T>(items: T[]) => {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [items[i], items[j]] = [items[j]!, items[i]!];
    }
    return items;
  };
  // A full grid: the first row shuffled, the rest by the search (which fills the remaining cells).
  const start = new Array<number>(size * size).fill(0);
  shuffled(Array.from({ length: size }, (_, i) => i + 1)).forEach((v, i) => (start[i] = v));
  const full = sudokuSolutions(size, start, 1).first!;
  const cells = [...full];
  for (const i of shuffled(Array.from({ length: size * size }, (_, k) => k))) {
    if (cells.filter(Boolean).length <= keep) break;
    const was = cells[i]!;
    cells[i] = 0;
    if (sudokuSolutions(size, cells, 2).count !== 1) cells[i] = was;
  }
  return { size, givens: cells.join('') };
}

/** How many empty cells a puzzle has (the fewest entries that can solve it). */
export function sudokuEmpties(puzzle: SudokuPuzzle): number {
  return [...puzzle.givens].filter((ch) => ch === '0').length;
}

/**
 * The stars of a finished sudoku game, by its mistakes: every symbol put in a cell is a move, so the
 * mistakes are the moves beyond the empty cells. 3: at most one mistake; 2: at most four; 1 otherwise —
 * a sudoku finished is always worth a star (there is no clock: children may think as long as they like).
 */
export function sudokuStars(result: { empties: number; moves: number }): Stars {
  if (result.moves < result.empties) return 0;
  const mistakes = result.moves - result.empties;
  if (mistakes <= 1) return 3;
  if (mistakes <= 4) return 2;
  return 1;
}

/**
 * Whether a sudoku result can be true: one solved grid a puzzle, each solving its puzzle, at least a move
 * an empty cell, and no more stars than those moves earn. Null when it can; else the field at fault.
 */
export function sudokuResultProblem(
  file: Pick<SudokuGameFile, 'puzzles'>,
  result: { grids?: readonly string[]; moves?: number; stars: number },
): 'grids' | 'moves' | 'stars' | null {
  const grids = result.grids;
  if (!grids || grids.length !== file.puzzles.length) return 'grids';
  if (file.puzzles.some((p, i) => !solvesSudoku(p, grids[i]!))) return 'grids';
  const empties = file.puzzles.reduce((n, p) => n + sudokuEmpties(p), 0);
  if (result.moves === undefined || result.moves < empties) return 'moves';
  if (result.stars > sudokuStars({ empties, moves: result.moves })) return 'stars';
  return null;
}
