import {
  learning,
  type Language,
  type Localised,
  type OfficeDocument,
  type PaintAction,
  type Sheet,
  type SlideDeck,
} from '@codeyard/shared-schema';
import { useLiveQuery } from 'dexie-react-hooks';
import { useUserDb } from '../../../storage/use-user-db';
import type { UserDb } from '../../../storage/user-db';
import { submitStoneDone, type SolvedResult } from './levels';
import type { GameData, StoneData } from './types';

/**
 * Game stones on the device, for every game type's player (the stone-player registry's game rows): the
 * game's content comes with the course download on its stone's row (StoneData.game), and a finished game
 * completes its stone here at once and queues POST /submit-game-lesson with it (exactly once, through the
 * outbox), with the stars when the game gives some.
 */

/**
 * A game stone's content from the device (undefined while reading, null when it is not there): what a
 * game player reads (docs/architecture.md, "How to add a game").
 * @public
 */
export function useGame(stoneId: number): GameData | null | undefined {
  const db = useUserDb();
  return useLiveQuery(
    async () => (db ? (((await db.stones.get(stoneId))?.data as StoneData | undefined)?.game ?? null) : null),
    [db, stoneId],
  );
}

export interface GameDoneInput {
  courseId: number;
  lessonId: number;
  title: Localised;
  /** 0 when the game gives no stars (games must only be finished correctly). */
  stars: 0 | 1 | 2 | 3;
  lang: Language;
  /** The memory game: its moves and seconds, all stages (the server checks the stars against them). */
  moves?: number;
  seconds?: number;
  /** Sudoku: each puzzle's solved grid (the server checks each solves its puzzle). */
  grids?: string[];
  /** Colouring: each page's colours, one a region (the server checks every region is coloured). */
  colours?: string[][];
  seed?: number;
  path?: string;
  score?: number;
  /** A paint challenge: everything the child did, in order (the server replays it over the challenge). */
  paint?: PaintAction[];
  /** The office tools: the work itself (the server checks it against the task again). */
  document?: OfficeDocument;
  sheet?: Sheet;
  slides?: SlideDeck;
  /** The stone's kind: a game, or a challenge an office tool plays (its task points are a challenge's). */
  kind?: 'game' | 'challenge';
}

/** A game finished correctly: the stone completes on the device and the call is queued with it. */
export function submitGameDone(db: UserDb, input: GameDoneInput): Promise<SolvedResult> {
  return submitStoneDone(db, {
    ...input,
    kind: input.kind ?? 'game',
    call: learning.submitGameLesson,
    body: (answeredAt) => ({
      lesson_id: input.lessonId,
      course_id: input.courseId,
      completed: true as const,
      stars: input.stars,
      ...(input.moves !== undefined ? { moves: input.moves } : {}),
      ...(input.seconds !== undefined ? { seconds: input.seconds } : {}),
      ...(input.grids !== undefined ? { grids: input.grids } : {}),
      ...(input.colours !== undefined ? { colours: input.colours } : {}),
      ...(input.seed !== undefined ? { seed: input.seed } : {}),
      ...(input.path !== undefined ? { path: input.path } : {}),
      ...(input.score !== undefined ? { score: input.score } : {}),
      ...(input.paint !== undefined ? { paint: input.paint } : {}),
      ...(input.document !== undefined ? { document: input.document } : {}),
      ...(input.sheet !== undefined ? { sheet: input.sheet } : {}),
      ...(input.slides !== undefined ? { slides: input.slides } : {}),
      answered_at: answeredAt,
    }),
    what: 'learning:outbox.game',
  });
}
