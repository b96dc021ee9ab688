import { Type } from 'typebox';
import { Localised } from '../content/curriculum.js';
import { GAME_PICTURES } from '../games/memory.js';
import { Data, defineCall, Strict } from './define.js';
import { Id, StudentAccess } from './fields.js';

/**
 * The games' calls (spec 001 §7.9) for a client that plays on line, card by card: the server deals each
 * stage it starts and keeps the play (game_plays), so the cards' faces come one at a time and a match is
 * judged by the server. A stage's id is its stone's id × 100 + its number (memoryStageId). A stage of a
 * stone the caller may not see answers 404; a call about a stage the caller has not started, 409 code
 * game_not_started. The app's own player plays offline from the course download and completes the stone
 * with POST /submit-game-lesson, whose result the server checks (docs/decisions.md, "Games").
 */

// Any id: a stage of no stone the caller may see (1 is stone 0's) answers 404, as an unknown id does.
const Stage = Id;

export const GameStage = Type.Object({
  /** Its id, for the stage calls and /memoryGame/stage/{stageId}/{lessonId}. */
  stage: Type.Integer(),
  /** 1-based, in the game's order. */
  number: Type.Integer(),
  /** Memory: how its cards are shown. */
  reveal: Type.Optional(Type.Union([Type.Literal('one'), Type.Literal('all')])),
  /** Memory: its pairs. */
  pairs: Type.Optional(Type.Integer()),
  /** Drag and drop: its questions (as many as cards). */
  questions: Type.Optional(Type.Integer()),
  cards: Type.Integer(),
});

export const gameOfLesson = defineCall({
  method: 'GET',
  path: '/games',
  access: StudentAccess,
  queueable: false,
  summary:
    "A game stone's game: its type and stages, and the caller's best stars there. 404 for a stone that is not a game with a player, or of a course the caller cannot see.",
  query: Strict({ lesson_id: Id }),
  response: Data(
    Type.Object({
      lesson_id: Type.Integer(),
      course_id: Type.Integer(),
      key: Type.String(),
      game: Type.String(),
      title: Localised,
      stages: Type.Array(GameStage),
      completed: Type.Boolean(),
      best_stars: Type.Integer(),
    }),
  ),
});

export const startStage = defineCall({
  method: 'POST',
  path: '/games/stage/{stage}/start',
  access: StudentAccess,
  queueable: false,
  summary:
    "Starts a stage (again): the server deals its cards face down and keeps the play; the caller's earlier play of that stage is replaced.",
  params: Strict({ stage: Stage }),
  response: Data(
    Type.Object({
      play_id: Type.Integer(),
      lesson_id: Type.Integer(),
      ...GameStage.properties,
    }),
  ),
});

export const MemoryCardFace = Type.Object({
  index: Type.Integer(),
  /** The pair it belongs to (its index in the stage): two cards of one pair match. */
  pair: Type.Integer(),
  face: Type.Union([Type.Literal('picture'), Type.Literal('word')]),
  picture: Type.Enum(GAME_PICTURES),
  word: Localised,
  matched: Type.Boolean(),
});

export const memoryCard = defineCall({
  method: 'GET',
  path: '/games/memory/stage/{stage}/{index}',
  access: StudentAccess,
  queueable: false,
  summary: "One card of the caller's play of a stage, turned up (index from 0). 422 for an index the stage has not.",
  params: Strict({ stage: Stage, index: Type.Integer({ minimum: 0, maximum: 99 }) }),
  response: Data(MemoryCardFace),
});

export const memoryAll = defineCall({
  method: 'GET',
  path: '/games/memory/stage/{stage}/all',
  access: StudentAccess,
  queueable: false,
  summary:
    'Every card of the caller\'s play of a stage whose cards are shown all at once (reveal "all"); a stage turned one by one answers 422.',
  params: Strict({ stage: Stage }),
  response: Data(Type.Array(MemoryCardFace)),
});

export const memoryMatch = defineCall({
  method: 'POST',
  path: '/games/memory/stage/{stage}/match',
  access: StudentAccess,
  queueable: false,
  summary:
    "Two cards turned (values: their indexes): one move. A pair stays matched; a card already matched, the same card twice or an index the stage has not answers 422 (field values) and counts no move. The stage's stars when its last pair is found (memoryStars).",
  params: Strict({ stage: Stage }),
  body: Strict({
    values: Type.Array(Type.Integer({ minimum: 0, maximum: 99 }), { minItems: 2, maxItems: 2 }),
  }),
  response: Data(
    Type.Object({
      match: Type.Boolean(),
      moves: Type.Integer(),
      matched: Type.Array(Type.Integer()),
      pairs_left: Type.Integer(),
      finished: Type.Boolean(),
      seconds: Type.Integer(),
      /** Once finished: the stage's stars by its moves and time; null before. */
      stars: Type.Union([Type.Integer(), Type.Null()]),
    }),
  ),
});

export const connectMatch = defineCall({
  method: 'POST',
  path: '/games/connect/stage/{stageId}/match',
  access: StudentAccess,
  queueable: false,
  summary:
    "A card dropped on a question of a drag-and-drop level (stageId: the level's id, stone id × 100 + its number; keyword_id and card_id from 1): whether it is that question's card. 422 for a question or card the level has not.",
  params: Strict({ stageId: Stage }),
  body: Strict({ keyword_id: Id, card_id: Id }),
  response: Data(Type.Object({ keyword_id: Type.Integer(), card_id: Type.Integer(), correct: Type.Boolean() })),
});
