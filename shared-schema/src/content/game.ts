import { Type, type Static, type TSchema } from 'typebox';
import { ConnectGameFile } from '../games/connect.js';
import { MemoryGameFile } from '../games/memory.js';
import { SudokuBigFile, SudokuDigitsFile, SudokuPicturesFile } from '../games/sudoku.js';
import { ColouringFile, ColouringNumbersFile } from '../games/colouring.js';
import { MazeGameFile } from '../games/maze.js';
import { PaintCardFile, PaintFillEraseFile, PaintHouseFile, PaintSceneFile } from '../games/paint.js';
import { PuzzleGameFile } from '../games/puzzle.js';
import { TypingGameFile, TypingWordsGameFile } from '../games/typing.js';
import { DocumentGameFile } from '../games/document.js';
import { SpreadsheetGameFile } from '../games/spreadsheet.js';
import { SlidesGameFile } from '../games/slides.js';

/**
 * Game stones' content: <n>-<slug>/games/<stone key>.json, one file per game stone of a course map,
 * naming its game type. Every game file has this shape; what the game itself needs (cards, a maze, a
 * sudoku grid) is checked by its game type's schema in GAME_CONTENT. A game type has a player exactly
 * when it has a row in the stone-player registry (stones/players.ts) and a schema here.
 */
export const GameFileBase = Type.Object(
  {
    /** The key of the map stone (and the file's name). */
    key: Type.String({ pattern: '^[a-z0-9-]+$' }),
    /** The game type: the registry row's `game` (e.g. "memory"). */
    game: Type.String({ pattern: '^[a-z0-9-]+$' }),
  },
  { additionalProperties: true },
);
export type GameFile = Static<typeof GameFileBase> & Record<string, unknown>;

/**
 * Each game type's file schema (the whole file: key, game and the game's own fields). A new game type
 * adds its schema here, e.g. `memory: Type.Object({ key, game: Type.Literal('memory'), pairs: … })`.
 */
export const GAME_CONTENT: Readonly<Record<string, TSchema>> = {
  memory: MemoryGameFile,
  connect: ConnectGameFile,
  'sudoku-pictures': SudokuPicturesFile,
  'sudoku-digits': SudokuDigitsFile,
  'sudoku-big': SudokuBigFile,
  colouring: ColouringFile,
  'colouring-numbers': ColouringNumbersFile,
  puzzle: PuzzleGameFile,
  typing: TypingGameFile,
  'typing-words': TypingWordsGameFile,
  maze: MazeGameFile,
  'paint-house': PaintHouseFile,
  'paint-fill-erase': PaintFillEraseFile,
  'paint-card': PaintCardFile,
  'paint-scene': PaintSceneFile,
  document: DocumentGameFile,
  spreadsheet: SpreadsheetGameFile,
  slides: SlidesGameFile,
};
