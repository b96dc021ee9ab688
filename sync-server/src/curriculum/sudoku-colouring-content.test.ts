import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  colouringPageProblem,
  GAME_CONTENT,
  isColouringGame,
  isSudokuGame,
  sudokuPuzzleProblem,
  type ColouringGameFile,
  type SudokuGameFile,
} from '@codeyard/shared-schema';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CURRICULUM_DIR } from './catalogue.js';

/**
 * The sudoku and colouring content (<n>-<slug>/games/*.json): every sudoku puzzle has exactly one solution,
 * every page coloured by numbers names a colour for each region of its picture, and the stones the course
 * maps give these games all have a file.
 */
const root = DEFAULT_CURRICULUM_DIR;
const files = readdirSync(root)
  .filter((course) => existsSync(join(root, course, 'games')))
  .flatMap((course) =>
    readdirSync(join(root, course, 'games')).map((name) => ({
      name: `${course}/${name}`,
      file: JSON.parse(readFileSync(join(root, course, 'games', name), 'utf8')) as { game: string; key: string },
    })),
  );
const sudokus = files.filter((f) => isSudokuGame(f.file.game));
const colourings = files.filter((f) => isColouringGame(f.file.game));

describe('the sudoku content', () => {
  it('fills the three sudoku stones, one of each type', () => {
    expect(sudokus.map((f) => [f.file.key, f.file.game]).sort()).toEqual([
      ['sudoku-master-level', 'sudoku-big'],
      ['sudoku-number-logic', 'sudoku-pictures'],
      ['sudoku-number-puzzle', 'sudoku-digits'],
    ]);
  });

  it.each(sudokus.map((f) => [f.name, f.file] as const))('%s: every puzzle has exactly one solution', (_, file) => {
    expect(Value.Check(GAME_CONTENT[file.game]!, file)).toBe(true);
    for (const puzzle of (file as unknown as SudokuGameFile).puzzles) expect(sudokuPuzzleProblem(puzzle)).toBeNull();
  });

  it('keeps 4×4 puzzles to /sudoku1 and /sudoku2, and bigger ones to /sudoku3', () => {
    for (const { file } of sudokus) {
      const sizes = (file as unknown as SudokuGameFile).puzzles.map((p) => p.size);
      if (file.game === 'sudoku-big') expect(sizes.every((s) => s > 4)).toBe(true);
      else expect(sizes.every((s) => s === 4)).toBe(true);
    }
  });
});

describe('the colouring content', () => {
  it('fills both colouring stones', () => {
    expect(colourings.map((f) => f.file.key).sort()).toEqual([
      'colouring-game-my-computer',
      'colouring-game-the-garden',
    ]);
  });

  it.each(colourings.map((f) => [f.name, f.file] as const))('%s: every page is complete', (_, file) => {
    expect(Value.Check(GAME_CONTENT[file.game]!, file)).toBe(true);
    const game = file as unknown as ColouringGameFile;
    for (const page of game.pages) expect(colouringPageProblem(game.game, page)).toBeNull();
  });
});
