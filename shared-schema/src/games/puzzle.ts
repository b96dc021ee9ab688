import { Type, type Static } from 'typebox';
import type { Stars } from './memory.js';

/**
 * The sliding puzzle (spec 000 §2 /puzzleGame/{lessonId}; laptops only, spec 001 §9.5): our own picture cut
 * in size × size tiles, one place left empty; the child slides a tile next to the gap into it until the
 * picture is whole. Its rules live here, pure, for the client's player and the server's check alike.
 *
 * A board lists the tile in each place, row by row: tiles 1…n²-1 and 0 for the gap; solved is 1, 2, …, 0.
 * A move names the way the GAP goes (U, D, L, R: the tile above, below, left or right of it slides in).
 * A play is shuffled from a seed (shufflePuzzle), so the server replays the seed and the moves sent.
 */

/** Our own pictures (client/src/features/puzzle-game/pictures.tsx draws each one). */
export const PUZZLE_PICTURES = ['desktop', 'explorers-map'] as const;
export type PuzzlePicture = (typeof PUZZLE_PICTURES)[number];

/** A sliding-puzzle stone's file: <course>/games/<key>.json. 3 × 3 for the young, 4 × 4 later. */
export const PuzzleGameFile = Type.Object(
  {
    key: Type.String({ pattern: '^[a-z0-9-]+$' }),
    game: Type.Literal('puzzle'),
    picture: Type.Enum(PUZZLE_PICTURES),
    size: Type.Union([Type.Literal(3), Type.Literal(4)]),
  },
  { additionalProperties: false },
);
export type PuzzleGameFile = Static<typeof PuzzleGameFile>;

export type PuzzleMove = 'U' | 'D' | 'L' | 'R';
const STEP: Record<PuzzleMove, [number, number]> = { U: [-1, 0], D: [1, 0], L: [0, -1], R: [0, 1] };
const BACK: Record<PuzzleMove, PuzzleMove> = { U: 'D', D: 'U', L: 'R', R: 'L' };

/** The most moves a result may list (a child's long game included). */
export const PUZZLE_MAX_MOVES = 3000;

/** Random moves of the gap a shuffle makes (a walk from the solved picture is always solvable). */
export const PUZZLE_SHUFFLE_STEPS: Readonly<Record<3 | 4, number>> = { 3: 40, 4: 60 };

/** The largest seed (a 31-bit integer: the same on both sides). */
export const PUZZLE_MAX_SEED = 2_147_483_647;

/** A small seeded random source (mulberry32): the same numbers on the device and on the server. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function solvedBoard(size: number): number[] {
  return Array.from({ length: size * size }, (_, i) => (i + 1) % (size * size));
}

export function isSolved(board: readonly number[]): boolean {
  return board.every((tile, i) => tile === (i + 1) % board.length);
}

/** The board after the gap moves this way, or null when it cannot (the edge). */
export function moveGap(board: readonly number[], size: number, move: PuzzleMove): number[] | null {
  const gap = board.indexOf(0);
  const row = Math.floor(gap / size) + STEP[move][0];
  const col = (gap % size) + STEP[move][1];
  if (row < 0 || row >= size || col < 0 || col >= size) return null;
  const next = [...board];
  next[gap] = board[row * size + col]!;
  next[row * size + col] = 0;
  return next;
}

/** The move that slides the tile at this place into the gap, or null when it is not next to the gap. */
export function moveOfTile(board: readonly number[], size: number, place: number): PuzzleMove | null {
  const gap = board.indexOf(0);
  const dr = Math.floor(place / size) - Math.floor(gap / size);
  const dc = (place % size) - (gap % size);
  if (dr === -1 && dc === 0) return 'U';
  if (dr === 1 && dc === 0) return 'D';
  if (dr === 0 && dc === -1) return 'L';
  if (dr === 0 && dc === 1) return 'R';
  return null;
}

/**
 * Whether a board can be solved at all (the classic parity rule): on an odd width the inversions must be
 * even; on an even width the inversions plus the gap's row counted from the bottom (1-based) must be odd.
 */
export function isSolvable(board: readonly number[], size: number): boolean {
  const tiles = board.filter((t) => t !== 0);
  let inversions = 0;
  for (let i = 0; i < tiles.length; i++)
    for (let j = i + 1; j < tiles.length; j++) if (tiles[i]! > tiles[j]!) inversions++;
  if (size % 2 === 1) return inversions % 2 === 0;
  const gapRowFromBottom = size - Math.floor(board.indexOf(0) / size);
  return (inversions + gapRowFromBottom) % 2 === 1;
}

/** How far every tile is from its place (rows + columns): no solution has fewer moves. */
export function puzzleDistance(board: readonly number[], size: number): number {
  let sum = 0;
  board.forEach((tile, i) => {
    if (tile === 0) return;
    const home = tile - 1;
    sum += Math.abs(Math.floor(home / size) - Math.floor(i / size)) + Math.abs((home % size) - (i % size));
  });
  return sum;
}

/**
 * The board a play starts from: a random walk of the gap from the solved picture (never straight back),
 * so it is always solvable; walked on while the picture is still too nearly whole (closer than size × 2).
 */
export function shufflePuzzle(size: 3 | 4, seed: number): number[] {
  const random = seededRandom(seed);
  let board = solvedBoard(size);
  let last: PuzzleMove | null = null;
  let steps = 0;
  while (steps < PUZZLE_SHUFFLE_STEPS[size] || puzzleDistance(board, size) < size * 2) {
    const options = (['U', 'D', 'L', 'R'] as const).filter(
      (m) => m !== (last && BACK[last]) && moveGap(board, size, m),
    );
    const move = options[Math.floor(random() * options.length)]!;
    board = moveGap(board, size, move)!;
    last = move;
    steps++;
  }
  return board;
}

/**
 * The stars of a solved puzzle, by moves against the start's distance (the fewest moves possible is at
 * least that): 3 up to three times it, 2 up to six times, else 1 — solving it always earns a star.
 */
export function puzzleStars(moves: number, distance: number): Stars {
  if (moves <= 3 * distance) return 3;
  if (moves <= 6 * distance) return 2;
  return 1;
}

/** A play replayed: each move from the seed's board; where it went wrong, or the stars it earned. */
export function replayPuzzle(
  size: 3 | 4,
  seed: number,
  path: string,
): { problem: 'path' | 'unsolved'; stars: 0 } | { problem: null; stars: Stars } {
  const start = shufflePuzzle(size, seed);
  let board: number[] | null = start;
  for (const move of path) {
    board = STEP[move as PuzzleMove] ? moveGap(board, size, move as PuzzleMove) : null;
    if (!board) return { problem: 'path', stars: 0 };
  }
  if (!isSolved(board)) return { problem: 'unsolved', stars: 0 };
  return { problem: null, stars: puzzleStars(path.length, puzzleDistance(start, size)) };
}

/**
 * Whether a result sent for a puzzle stone is one its moves can produce: the moves from the seed's board
 * solve the picture, and no more stars than those moves earn. Null when it can; else the field at fault.
 */
export function puzzleResultProblem(
  file: Pick<PuzzleGameFile, 'size'>,
  result: { seed?: number; path?: string; stars: number },
): 'seed' | 'path' | 'stars' | null {
  if (result.seed === undefined) return 'seed';
  if (result.path === undefined) return 'path';
  const replay = replayPuzzle(file.size, result.seed, result.path);
  if (replay.problem) return 'path';
  return result.stars > replay.stars ? 'stars' : null;
}
