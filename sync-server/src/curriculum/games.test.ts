import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Type } from 'typebox';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp } from '../test-support/test-app.js';
import { DEFAULT_CURRICULUM_DIR } from './catalogue.js';
import { gamesOf, loadGames } from './games.js';
import { playableStoneIds } from './stone-contents.js';

/** Game stones' content (games.ts): loaded by the generic content loader, checked by its game type's schema. */
let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

const COURSE = '1-smoothy-starter';
function courseOneWithGame(name: string, content: unknown): string {
  dir = mkdtempSync(join(tmpdir(), 'codeyard-games-'));
  cpSync(join(DEFAULT_CURRICULUM_DIR, 'catalogue.json'), join(dir, 'catalogue.json'));
  cpSync(join(DEFAULT_CURRICULUM_DIR, COURSE), join(dir, COURSE), { recursive: true });
  // Only the test's own game file (course 1's real games left out).
  rmSync(join(dir, COURSE, 'games'), { recursive: true, force: true });
  mkdirSync(join(dir, COURSE, 'games'));
  writeFileSync(join(dir, COURSE, 'games', name), JSON.stringify(content));
  return dir;
}

/** A game type a test gives a schema, as a row in the registry and GAME_CONTENT would. */
const HOPSCOTCH = {
  hopscotch: Type.Object(
    { key: Type.String(), game: Type.Literal('hopscotch'), rows: Type.Array(Type.String(), { minItems: 1 }) },
    { additionalProperties: false },
  ),
};

describe('the game content kind', () => {
  it('stops the start on a game file whose game type has no player, naming the file', async () => {
    const curriculumDir = courseOneWithGame('game-maze-race.json', {
      key: 'game-maze-race',
      game: 'hopscotch',
      rows: ['#'],
    });
    await expect(startTestApp({ curriculumDir })).rejects.toThrow(
      /1-smoothy-starter[\\/]games[\\/]game-maze-race\.json: \/game "hopscotch" has no player/,
    );
  });

  it("loads a game of a type with a schema by its stone, checks it with that schema, and refuses a lesson stone's", async () => {
    const t = await startTestApp({});
    try {
      const good = courseOneWithGame('game-maze-race.json', {
        key: 'game-maze-race',
        game: 'hopscotch',
        rows: ['#.#'],
      });
      const games = await loadGames(t.app.db, good, HOPSCOTCH);
      expect(games.size).toBe(1);
      const [entry] = games.all();
      expect(entry).toMatchObject({ key: 'game-maze-race', kind: 'game', file: { game: 'hopscotch', rows: ['#.#'] } });
      expect(gamesOf(games, [{ id: entry!.stoneId }, { id: -1 }])).toEqual([
        {
          lesson_id: entry!.stoneId,
          course_id: entry!.courseId,
          key: 'game-maze-race',
          game: 'hopscotch',
          file: entry!.file,
        },
      ]);
      rmSync(good, { recursive: true, force: true });

      const bad = courseOneWithGame('game-maze-race.json', { key: 'game-maze-race', game: 'hopscotch', rows: [] });
      await expect(loadGames(t.app.db, bad, HOPSCOTCH)).rejects.toThrow(/games[\\/]game-maze-race\.json: \/rows/);
      rmSync(bad, { recursive: true, force: true });

      const lesson = courseOneWithGame('what-is-a-program.json', {
        key: 'what-is-a-program',
        game: 'hopscotch',
        rows: ['#'],
      });
      await expect(loadGames(t.app.db, lesson, HOPSCOTCH)).rejects.toThrow(
        /"what-is-a-program" is not a game or challenge stone of course 1/,
      );
    } finally {
      await t.close();
    }
  });

  it('makes a game stone playable by its file, now that the memory game has a player', () => {
    expect(playableStoneIds([['games', [1, 2]]]).get('game')).toEqual([1, 2]);
    expect(playableStoneIds([['levels', [3]]]).get('code')).toEqual([3]);
  });

  it("loads the curriculum's memory stones (every map stone whose title says memory), checked by their schema", async () => {
    const t = await startTestApp({});
    try {
      const games = await loadGames(t.app.db, DEFAULT_CURRICULUM_DIR);
      const memory = games.all().filter((g) => g.file.game === 'memory');
      expect(memory.map((g) => g.key).sort()).toEqual([
        'memory-game-computer-parts',
        'memory-game-list-blocks',
        'memory-game-paint-tools',
        'memory-game-sensing-blocks',
      ]);
    } finally {
      await t.close();
    }
  });

  it("plays course 10's paint challenges by their files, and refuses a paint file outside computer skills", async () => {
    const t = await startTestApp({});
    try {
      const games = await loadGames(t.app.db, DEFAULT_CURRICULUM_DIR);
      const paint = games.all().filter((g) => g.file.game.startsWith('paint-'));
      expect(paint.map((g) => `${g.key}:${g.kind}:${g.file.game}`).sort()).toEqual([
        'paint-challenge-a-greeting-card:challenge:paint-card',
        'paint-challenge-a-house:challenge:paint-house',
      ]);
      const smoothy = courseOneWithGame('challenge-reach-the-star.json', {
        key: 'challenge-reach-the-star',
        game: 'paint-house',
      });
      await expect(loadGames(t.app.db, smoothy)).rejects.toThrow(
        /"paint-house" does not play a challenge stone of a smoothy course/,
      );
      rmSync(smoothy, { recursive: true, force: true });
    } finally {
      await t.close();
    }
  });
});
