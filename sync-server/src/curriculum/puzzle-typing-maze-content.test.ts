import { parseMaze, shortestPath, type MazeGameFile } from '@codeyard/shared-schema';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../test-support/test-app.js';
import { DEFAULT_CURRICULUM_DIR } from './catalogue.js';
import { loadGames } from './games.js';

/** The curriculum's sliding-puzzle, typing and maze stones: each loads (checked by its schema), every maze solvable. */
describe("the curriculum's puzzle, typing and maze stones", () => {
  it('loads each of them, and every maze of every maze file has a path from its start to its goal', async () => {
    const t = await startTestApp({});
    try {
      const games = await loadGames(t.app.db, DEFAULT_CURRICULUM_DIR);
      const keys = (game: string) =>
        games
          .all()
          .filter((g) => g.file.game === game)
          .map((g) => g.key)
          .sort();
      expect(keys('puzzle')).toEqual(['sliding-puzzle-explorers-map', 'sliding-puzzle-the-desktop']);
      expect([...keys('typing'), ...keys('typing-words')]).toEqual([
        'typing-game-find-the-letter',
        'typing-game-letter-rain',
        'typing-game-word-race',
      ]);
      expect(keys('connect')).toContain('drag-and-drop-build-the-path');
      const mazes = games.all().filter((g) => g.file.game === 'maze');
      expect(mazes.map((g) => g.key).sort()).toEqual(['game-maze-race', 'maze-the-forest-path', 'maze-the-safe-path']);
      for (const entry of mazes) {
        for (const grid of (entry.file as unknown as MazeGameFile).mazes) {
          const maze = parseMaze(grid);
          expect(maze, `${entry.key}: one start, one goal, even rows`).not.toBeNull();
          expect(shortestPath(maze!), `${entry.key}: a path to the goal`).not.toBeNull();
        }
      }
    } finally {
      await t.close();
    }
  });
});
