import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import {
  MAZE_PRACTICE,
  MazeGameFile,
  mazeResultProblem,
  mazeStars,
  mazeStep,
  parseMaze,
  replayMazes,
  runBlocks,
  shortestPath,
} from './maze.js';

const small = { rows: ['S.#', '#.#', '#.G'] };

describe('maze', () => {
  it('reads a maze: one start, one goal, rows of one width', () => {
    expect(parseMaze(small)).toMatchObject({
      width: 3,
      height: 3,
      start: { row: 0, col: 0 },
      goal: { row: 2, col: 2 },
    });
    expect(parseMaze({ rows: ['S..', '...', '...'] })).toBeNull();
    expect(parseMaze({ rows: ['S.G', '..', '...'] })).toBeNull();
    expect(parseMaze({ rows: ['S.G', '..S', '...'] })).toBeNull();
  });

  it('steps on paths only, never through walls or off the edge', () => {
    const maze = parseMaze(small)!;
    expect(mazeStep(maze, maze.start, 'R')).toEqual({ row: 0, col: 1 });
    expect(mazeStep(maze, maze.start, 'D')).toBeNull();
    expect(mazeStep(maze, maze.start, 'U')).toBeNull();
    expect(mazeStep(maze, maze.start, 'L')).toBeNull();
  });

  it('finds the fewest steps, or none when the goal is walled off', () => {
    expect(shortestPath(parseMaze(small)!)).toBe(4);
    expect(shortestPath(parseMaze(MAZE_PRACTICE.mazes[0]!)!)).not.toBeNull();
    expect(shortestPath(parseMaze({ rows: ['S.#', '###', '#.G'] })!)).toBeNull();
  });

  it('runs direction blocks, stopping at the first bump', () => {
    const maze = parseMaze(small)!;
    expect(
      runBlocks(maze, [
        { dir: 'R', times: 1 },
        { dir: 'D', times: 2 },
        { dir: 'R', times: 1 },
      ]),
    ).toMatchObject({ path: 'RDDR', bumped: false, reached: true });
    expect(
      runBlocks(maze, [
        { dir: 'R', times: 2 },
        { dir: 'D', times: 2 },
      ]),
    ).toMatchObject({ path: 'R', bumped: true, reached: false });
    expect(runBlocks(maze, [{ dir: 'R', times: 1 }])).toMatchObject({ reached: false, bumped: false });
  });

  it('gives stars by steps against the fewest', () => {
    expect(mazeStars(4, 4)).toBe(3);
    expect(mazeStars(6, 4)).toBe(2);
    expect(mazeStars(7, 4)).toBe(1);
  });

  it('replays a play on every maze of the stone and refuses what its path cannot produce', () => {
    const file = { mazes: [small, small] };
    expect(replayMazes(file, 'RDDR|RDDR')).toEqual({ problem: null, stars: 3, steps: 8 });
    expect(replayMazes(file, 'RDDR|RLRDDR')).toMatchObject({ problem: null, stars: 2 });
    expect(replayMazes(file, 'RDDR').problem).toBe('path');
    expect(replayMazes(file, 'RDDR|RDD').problem).toBe('path');
    expect(replayMazes(file, 'RDDR|DRDR').problem).toBe('path');
    expect(mazeResultProblem(file, { path: 'RDDR|RDDR', stars: 3 })).toBeNull();
    expect(mazeResultProblem(file, { path: 'RDDR|RLRLRLRDDR', stars: 2 })).toBe('stars');
    expect(mazeResultProblem(file, { stars: 0 })).toBe('path');
  });

  it('checks a file: rows of walls, paths, a start and a goal', () => {
    const good = { key: 'maze-x', game: 'maze', mode: 'keys', mazes: [small] };
    expect(Value.Check(MazeGameFile, good)).toBe(true);
    expect(Value.Check(MazeGameFile, { ...good, mode: 'mouse' })).toBe(false);
    expect(Value.Check(MazeGameFile, { ...good, mazes: [{ rows: ['S.x', '...', '..G'] }] })).toBe(false);
  });
});
