import { Type, type Static } from 'typebox';
import type { Stars } from './memory.js';

/**
 * The maze (spec 000 §2 /maze): a grid, walls and paths, from the start to the goal. The child moves step
 * by step with the arrow keys (or the arrow buttons), or — in the SmoothY courses — writes a short list of
 * direction blocks ("right 3, down 2") and runs it. A play is its path, one letter a step (U, D, L, R),
 * the mazes of a stone one after another joined by "|"; the server replays it on the stone's mazes.
 *
 * A maze is written as rows of characters: '#' a wall, '.' a path, 'S' the start, 'G' the goal.
 */

export const MazeGrid = Type.Object(
  {
    rows: Type.Array(Type.String({ pattern: '^[#.SG]{3,14}$' }), { minItems: 3, maxItems: 12 }),
  },
  { additionalProperties: false },
);
export type MazeGrid = Static<typeof MazeGrid>;

/** A maze stone's file: "keys" (arrow keys and buttons, a step a press) or "blocks" (a program of direction blocks). */
export const MazeGameFile = Type.Object(
  {
    key: Type.String({ pattern: '^[a-z0-9-]+$' }),
    game: Type.Literal('maze'),
    mode: Type.Union([Type.Literal('keys'), Type.Literal('blocks')]),
    mazes: Type.Array(MazeGrid, { minItems: 1, maxItems: 5 }),
  },
  { additionalProperties: false },
);
export type MazeGameFile = Static<typeof MazeGameFile>;

export type MazeDir = 'U' | 'D' | 'L' | 'R';
export const MAZE_DIRS: readonly MazeDir[] = ['U', 'D', 'L', 'R'];
const STEP: Record<MazeDir, [number, number]> = { U: [-1, 0], D: [1, 0], L: [0, -1], R: [0, 1] };

/** The most blocks a program may have, and the most steps one block may repeat. */
export const MAZE_MAX_BLOCKS = 8;
export const MAZE_MAX_TIMES = 5;

export interface Cell {
  row: number;
  col: number;
}

export interface Maze {
  width: number;
  height: number;
  start: Cell;
  goal: Cell;
  rows: readonly string[];
}

/** A maze read from its rows (null when it has not one start and one goal, or its rows differ in width). */
export function parseMaze(grid: Pick<MazeGrid, 'rows'>): Maze | null {
  const { rows } = grid;
  const width = rows[0]?.length ?? 0;
  if (!rows.every((r) => r.length === width)) return null;
  const find = (c: string) => {
    const cells = rows.flatMap((r, row) => [...r].flatMap((ch, col) => (ch === c ? [{ row, col }] : [])));
    return cells.length === 1 ? cells[0]! : null;
  };
  const start = find('S');
  const goal = find('G');
  return start && goal ? { width, height: rows.length, start, goal, rows } : null;
}

export function isWall(maze: Maze, cell: Cell): boolean {
  return (
    cell.row < 0 ||
    cell.row >= maze.height ||
    cell.col < 0 ||
    cell.col >= maze.width ||
    maze.rows[cell.row]![cell.col] === '#'
  );
}

/** One step this way, or null against a wall or the edge. */
export function mazeStep(maze: Maze, from: Cell, dir: MazeDir): Cell | null {
  const to = { row: from.row + STEP[dir][0], col: from.col + STEP[dir][1] };
  return isWall(maze, to) ? null : to;
}

export function atGoal(maze: Maze, cell: Cell): boolean {
  return cell.row === maze.goal.row && cell.col === maze.goal.col;
}

/** The fewest steps from the start to the goal (breadth first), or null when no path reaches it. */
export function shortestPath(maze: Maze): number | null {
  const key = (c: Cell) => c.row * maze.width + c.col;
  const seen = new Set([key(maze.start)]);
  let frontier = [maze.start];
  for (let steps = 0; frontier.length; steps++) {
    const next: Cell[] = [];
    for (const cell of frontier) {
      if (atGoal(maze, cell)) return steps;
      for (const dir of MAZE_DIRS) {
        const to = mazeStep(maze, cell, dir);
        if (to && !seen.has(key(to))) {
          seen.add(key(to));
          next.push(to);
        }
      }
    }
    frontier = next;
  }
  return null;
}

/** A direction block of a program: a way and how many steps. */
export interface MazeBlock {
  dir: MazeDir;
  times: number;
}

/**
 * A program run on a maze: the steps it takes, until it bumps into a wall (then it stops there) or ends.
 * `reached` when the last step stands on the goal.
 */
export function runBlocks(
  maze: Maze,
  blocks: readonly MazeBlock[],
): { path: string; cells: Cell[]; bumped: boolean; reached: boolean } {
  let at = maze.start;
  const cells: Cell[] = [];
  let path = '';
  for (const block of blocks) {
    for (let i = 0; i < block.times; i++) {
      const to = mazeStep(maze, at, block.dir);
      if (!to) return { path, cells, bumped: true, reached: false };
      at = to;
      cells.push(at);
      path += block.dir;
    }
  }
  return { path, cells, bumped: false, reached: atGoal(maze, at) };
}

/** The stars of a finished maze, by steps against the fewest: the fewest 3, up to half more 2, else 1. */
export function mazeStars(steps: number, fewest: number): Stars {
  if (steps <= fewest) return 3;
  if (steps <= Math.ceil(fewest * 1.5)) return 2;
  return 1;
}

/**
 * A play replayed on a stone's mazes (paths joined by "|"): every step off a wall, each maze's path ending on
 * its goal. Its stars, by all the steps against all the fewest; else the problem.
 */
export function replayMazes(
  file: Pick<MazeGameFile, 'mazes'>,
  played: string,
): { problem: 'path'; stars: 0 } | { problem: null; stars: Stars; steps: number } {
  const paths = played.split('|');
  if (paths.length !== file.mazes.length) return { problem: 'path', stars: 0 };
  let steps = 0;
  let fewest = 0;
  for (const [i, grid] of file.mazes.entries()) {
    const maze = parseMaze(grid);
    const least = maze && shortestPath(maze);
    if (!maze || least === null) return { problem: 'path', stars: 0 };
    let at: Cell | null = maze.start;
    for (const dir of paths[i]!) {
      at = STEP[dir as MazeDir] ? mazeStep(maze, at, dir as MazeDir) : null;
      if (!at) return { problem: 'path', stars: 0 };
    }
    if (!atGoal(maze, at)) return { problem: 'path', stars: 0 };
    steps += paths[i]!.length;
    fewest += least;
  }
  return { problem: null, stars: mazeStars(steps, fewest), steps };
}

/** Whether a result sent for a maze stone is one its path can produce. Null when it can; else the field at fault. */
export function mazeResultProblem(
  file: Pick<MazeGameFile, 'mazes'>,
  result: { path?: string; stars: number },
): 'path' | 'stars' | null {
  if (result.path === undefined) return 'path';
  const replay = replayMazes(file, result.path);
  if (replay.problem) return 'path';
  return result.stars > replay.stars ? 'stars' : null;
}

/** The practice maze of /maze opened from no stone. */
export const MAZE_PRACTICE: MazeGameFile = {
  key: 'maze-practice',
  game: 'maze',
  mode: 'keys',
  mazes: [{ rows: ['S..#....', '##.#.##.', '...#..#.', '.####.#.', '......#G'] }],
};
