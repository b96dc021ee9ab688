import {
  GAME_CONTENT,
  GameFileBase,
  kindsPlayableBy,
  STONE_PLAYERS,
  type GameFile,
  type StonePlayer,
} from '@codeyard/shared-schema';
import type { TSchema } from 'typebox';
import type { Reader } from '../db/index.js';
import {
  loadContentKind,
  type ContentKindDescriptor,
  type ContentRegistry,
  type StoneContent,
} from './content-loader.js';
import { validatorOf } from './validator.js';

/**
 * Game stones' content (<dir>/<n>-<slug>/games/<key>.json), loaded by the content loader at every start
 * like the levels. Every file names its game type; a type without a player (no row in the stone-player
 * registry, no schema in GAME_CONTENT) is refused, and the file is checked with its type's schema. A game
 * stone is playable exactly when it has a file; the others show "soon".
 */

/** The registry row of a game type (none: a type only a test's schemas know). */
function rowOf(game: string): StonePlayer | undefined {
  return (Object.values(STONE_PLAYERS) as StonePlayer[]).find((p) => p.game === game);
}

/** Each game type's file schema. */
type GameSchemas = Readonly<Record<string, TSchema>>;

export type GameEntry = StoneContent<GameFile>;
export type GameRegistry = ContentRegistry<GameEntry>;

/** The game content kind, checked with these schemas by game type (the registry's by default). */
export function gameContent(schemas: GameSchemas = GAME_CONTENT): ContentKindDescriptor<GameFile, GameEntry> {
  return {
    content: 'games',
    schema: GameFileBase,
    invalid: 'is not a valid game file',
    hiddenKeywords: ['boolean'],
    // The stones game rows play: game stones, and computer-skills challenges (paint) by their row's tracks.
    stoneKinds: kindsPlayableBy('games'),
    stoneKindsText: 'a game or challenge',
    fileProblems: (file) => {
      const schema = schemas[file.game];
      if (!schema) return [`/game "${file.game}" has no player (no row in the stone-player registry)`];
      const validator = validatorOf(schema);
      if (validator.Check(file)) return [];
      return [...validator.Errors(file)]
        .filter((e) => e.keyword !== 'boolean')
        .map((e) => `${e.instancePath || '/'} ${e.message}`);
    },
    // A game type whose row serves some tracks only (paint: computer-skills) or some stone kinds only.
    courseProblems: (file, course) => {
      const tracks = rowOf(file.game)?.tracks;
      return tracks && !tracks.includes(course.track as never)
        ? [`/game "${file.game}" is not played in a ${course.track} course`]
        : [];
    },
    stoneProblems: (file, kind) => {
      const row = rowOf(file.game);
      return row && !row.kinds.includes(kind) ? [`/game "${file.game}" does not play a ${kind} stone`] : [];
    },
  };
}

/** Reads and checks every game file and maps each to its stone; run after loadCurriculum. */
export function loadGames(db: Reader, dir: string, schemas?: GameSchemas): Promise<GameRegistry> {
  return loadContentKind(db, dir, gameContent(schemas));
}

/** The games of these stones (those that have one), for the offline course download. */
export function gamesOf(registry: Pick<GameRegistry, 'byStone'>, stoneList: readonly { id: number }[]) {
  return stoneList.flatMap((stone) => {
    const entry = registry.byStone(stone.id);
    return entry
      ? [
          {
            lesson_id: entry.stoneId,
            course_id: entry.courseId,
            key: entry.key,
            game: entry.file.game,
            file: entry.file,
          },
        ]
      : [];
  });
}
