import {
  GAME_CONTENT,
  GameFileBase,
  gameTypes,
  kindsPlayableBy,
  stonePlayerOf,
  type GameFile,
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
 * stone is playable exactly when it has a file; the others show "soon". A challenge stone has a game file
 * when a computer-skills tool plays it (the registry's paint, document and spreadsheet rows).
 */

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
    // Game stones, and the computer-skills challenge stones a paint or office tool plays (courses 10 and 11).
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
    // A game type of the registry must play this kind of stone in this track (a test's own type has no row).
    stoneProblems: (file, kind, course) =>
      !gameTypes().includes(file.game) || stonePlayerOf(kind, course.track, file.game)
        ? []
        : [`/game "${file.game}" does not play a ${kind} stone of a ${course.track} course`],
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
