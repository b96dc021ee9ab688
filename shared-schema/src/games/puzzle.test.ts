import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import {
  isSolvable,
  isSolved,
  moveGap,
  moveOfTile,
  puzzleDistance,
  PuzzleGameFile,
  puzzleResultProblem,
  puzzleStars,
  replayPuzzle,
  seededRandom,
  shufflePuzzle,
  solvedBoard,
  type PuzzleMove,
} from './puzzle.js';

/** The fewest moves solving a 3 × 3 board (breadth-first over the gap's moves). */
function solve(board: number[]): string {
  const seen = new Map<string, string>([[board.join(','), '']]);
  let frontier = [board];
  while (frontier.length) {
    const next: number[][] = [];
    for (const b of frontier) {
      const path = seen.get(b.join(','))!;
      if (isSolved(b)) return path;
      for (const m of ['U', 'D', 'L', 'R'] as PuzzleMove[]) {
        const after = moveGap(b, 3, m);
        if (after && !seen.has(after.join(','))) {
          seen.set(after.join(','), path + m);
          next.push(after);
        }
      }
    }
    frontier = next;
  }
  throw new Error('unsolvable');
}

describe('sliding puzzle', () => {
  it('knows the solved board and moves the gap within the edges', () => {
    expect(solvedBoard(3)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 0]);
    expect(isSolved(solvedBoard(4))).toBe(true);
    expect(moveGap(solvedBoard(3), 3, 'D')).toBeNull();
    expect(moveGap(solvedBoard(3), 3, 'R')).toBeNull();
    expect(moveGap(solvedBoard(3), 3, 'U')).toEqual([1, 2, 3, 4, 5, 0, 7, 8, 6]);
    expect(moveGap(solvedBoard(3), 3, 'L')).toEqual([1, 2, 3, 4, 5, 6, 7, 0, 8]);
  });

  it('slides only a tile next to the gap', () => {
    const board = solvedBoard(3);
    expect(moveOfTile(board, 3, 7)).toBe('L');
    expect(moveOfTile(board, 3, 5)).toBe('U');
    expect(moveOfTile(board, 3, 4)).toBeNull();
    expect(moveOfTile(board, 3, 0)).toBeNull();
  });

  it('tells solvable boards from the ones no moves can solve', () => {
    expect(isSolvable(solvedBoard(3), 3)).toBe(true);
    expect(isSolvable([2, 1, 3, 4, 5, 6, 7, 8, 0], 3)).toBe(false);
    expect(isSolvable(solvedBoard(4), 4)).toBe(true);
    expect(isSolvable([2, 1, ...solvedBoard(4).slice(2)], 4)).toBe(false);
    // On an even width the gap's row counts: one move up keeps it solvable.
    expect(isSolvable(moveGap(solvedBoard(4), 4, 'U')!, 4)).toBe(true);
  });

  it('shuffles only to solvable boards, never to the whole picture, the same for the same seed', () => {
    for (let seed = 0; seed < 300; seed++) {
      for (const size of [3, 4] as const) {
        const board = shufflePuzzle(size, seed);
        expect([...board].sort((a, b) => a - b)).toEqual([...solvedBoard(size)].sort((a, b) => a - b));
        expect(isSolvable(board, size)).toBe(true);
        expect(puzzleDistance(board, size)).toBeGreaterThanOrEqual(size * 2);
      }
    }
    expect(shufflePuzzle(3, 7)).toEqual(shufflePuzzle(3, 7));
    expect(shufflePuzzle(3, 7)).not.toEqual(shufflePuzzle(3, 8));
    const random = seededRandom(1);
    expect(random()).not.toBe(random());
  });

  it('gives stars by moves against the distance, and at least one for solving it', () => {
    expect(puzzleStars(12, 10)).toBe(3);
    expect(puzzleStars(30, 10)).toBe(3);
    expect(puzzleStars(31, 10)).toBe(2);
    expect(puzzleStars(60, 10)).toBe(2);
    expect(puzzleStars(61, 10)).toBe(1);
  });

  it('replays a play: its moves must solve the picture from the seed', () => {
    const path = solve(shufflePuzzle(3, 42));
    expect(replayPuzzle(3, 42, path)).toEqual({ problem: null, stars: 3 });
    expect(replayPuzzle(3, 42, path.slice(0, -1)).problem).toBe('unsolved');
    expect(replayPuzzle(3, 43, path).problem).not.toBeNull();
    expect(replayPuzzle(3, 42, `${path}X`).problem).toBe('path');
    // A long way round (there and back) still solves it, for fewer stars.
    expect(replayPuzzle(3, 42, path + 'UD'.repeat(60))).toEqual({ problem: null, stars: 1 });
  });

  it('refuses a result its moves cannot produce', () => {
    const path = solve(shufflePuzzle(3, 5));
    const file = { size: 3 as const };
    expect(puzzleResultProblem(file, { seed: 5, path, stars: 3 })).toBeNull();
    expect(puzzleResultProblem(file, { seed: 5, path: path.slice(1), stars: 1 })).toBe('path');
    expect(puzzleResultProblem(file, { seed: 5, stars: 1 })).toBe('path');
    expect(puzzleResultProblem(file, { path, stars: 1 })).toBe('seed');
    expect(puzzleResultProblem(file, { seed: 5, path: path + 'UD'.repeat(60), stars: 2 })).toBe('stars');
  });

  it('checks a file: a known picture, 3 × 3 or 4 × 4', () => {
    const good = { key: 'sliding-x', game: 'puzzle', picture: 'desktop', size: 3 };
    expect(Value.Check(PuzzleGameFile, good)).toBe(true);
    expect(Value.Check(PuzzleGameFile, { ...good, size: 5 })).toBe(false);
    expect(Value.Check(PuzzleGameFile, { ...good, picture: 'unicorn' })).toBe(false);
  });
});
