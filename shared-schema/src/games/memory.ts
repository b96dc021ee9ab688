import { Type, type Static } from 'typebox';
import { Localised } from '../content/curriculum.js';

/**
 * The memory game (spec 000 §2 /memoryGame/{lessonId}, /memoryGame/stage/{stageId}/{lessonId}; spec 001
 * §7.9): a game stone's stages, each a set of pairs, a picture card and its word card. Its rules live here,
 * pure, for the client's player and the server's check of a result alike.
 */

/** Our own pictures (client/src/features/games/pictures.tsx draws each one); a content file names them. */
export const GAME_PICTURES = [
  'monitor',
  'keyboard',
  'mouse',
  'speaker',
  'printer',
  'tower',
  'headphones',
  'brush',
  'pencil',
  'eraser',
  'bucket',
  'palette',
  'line',
  'letter',
  'eye',
  'ear',
  'hand',
  'clock',
  'key',
  'list',
  'plus',
  'trash',
  'magnifier',
  'ruler',
  // The blocks that build a path (course 2's drag and drop).
  'step',
  'turn',
  'repeat',
  'flag',
] as const;
export type GamePicture = (typeof GAME_PICTURES)[number];

/** The most stages a game may have: a stage's id is its stone's id × 100 + its number (memoryStageId). */
export const MAX_MEMORY_STAGES = 99;

export const MemoryPair = Type.Object(
  {
    picture: Type.Enum(GAME_PICTURES),
    word: Localised,
  },
  { additionalProperties: false },
);

export const MemoryStage = Type.Object(
  {
    /** "one": cards are turned one by one; "all": every card is shown first, until the child hides them. */
    reveal: Type.Union([Type.Literal('one'), Type.Literal('all')]),
    pairs: Type.Array(MemoryPair, { minItems: 2, maxItems: 12 }),
  },
  { additionalProperties: false },
);
export type MemoryStage = Static<typeof MemoryStage>;

/** A memory stone's file: <course>/games/<key>.json. */
export const MemoryGameFile = Type.Object(
  {
    key: Type.String({ pattern: '^[a-z0-9-]+$' }),
    game: Type.Literal('memory'),
    stages: Type.Array(MemoryStage, { minItems: 1, maxItems: MAX_MEMORY_STAGES }),
  },
  { additionalProperties: false },
);
export type MemoryGameFile = Static<typeof MemoryGameFile>;

/** A stage's id (the {stage} of the calls and the {stageId} of the route): the stone's id × 100 + its number (1…99). */
export function memoryStageId(stoneId: number, number: number): number {
  return stoneId * 100 + number;
}

/** The stone and the stage number (1-based) a stage id names, or null when it cannot name one. */
export function memoryStageOf(stageId: number): { stoneId: number; number: number } | null {
  if (!Number.isSafeInteger(stageId) || stageId < 101) return null;
  const number = stageId % 100;
  return number >= 1 && number <= MAX_MEMORY_STAGES ? { stoneId: Math.floor(stageId / 100), number } : null;
}

/** One card of a dealt stage: the pair it belongs to (its index in the stage) and its face. */
export interface MemoryCard {
  pair: number;
  face: 'picture' | 'word';
}

/** A stage's cards in a shuffled order (Fisher–Yates with the given random numbers in [0, 1)). */
export function dealMemory(pairs: number, random: () => number = Math.random): MemoryCard[] {
  const cards: MemoryCard[] = [];
  for (let pair = 0; pair < pairs; pair++) cards.push({ pair, face: 'picture' }, { pair, face: 'word' });
  for (let i = cards.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [cards[i], cards[j]] = [cards[j]!, cards[i]!];
  }
  return cards;
}

/** Two different cards of one pair. */
export function isMemoryPair(cards: readonly MemoryCard[], a: number, b: number): boolean {
  const x = cards[a];
  const y = cards[b];
  return a !== b && x !== undefined && y !== undefined && x.pair === y.pair;
}

export type Stars = 0 | 1 | 2 | 3;

/**
 * The stars of a finished memory game (all its stages): by moves (two cards turned = one move; the fewest
 * possible is one per pair) and by time. Each star needs both: few enough misses and quick enough.
 *   3: misses ≤ half the pairs and ≤ 8 s a pair;  2: misses ≤ the pairs and ≤ 15 s a pair;
 *   1: misses ≤ twice the pairs and ≤ 30 s a pair;  otherwise no star (the game is still finished).
 */
export function memoryStars(result: { pairs: number; moves: number; seconds: number }): Stars {
  const { pairs, moves, seconds } = result;
  if (pairs < 1 || moves < pairs) return 0;
  const misses = moves - pairs;
  if (misses <= Math.floor(pairs / 2) && seconds <= 8 * pairs) return 3;
  if (misses <= pairs && seconds <= 15 * pairs) return 2;
  if (misses <= 2 * pairs && seconds <= 30 * pairs) return 1;
  return 0;
}

/**
 * Whether a result sent for a memory game is one its moves can produce: at least one move a pair, and no
 * more stars than memoryStars gives. Null when it can; else the field at fault.
 */
export function memoryResultProblem(result: {
  pairs: number;
  moves: number;
  seconds: number;
  stars: number;
}): 'moves' | 'stars' | null {
  if (result.moves < result.pairs) return 'moves';
  if (result.stars > memoryStars(result)) return 'stars';
  return null;
}

/** How many pairs a memory game has in all its stages. */
export function memoryPairs(file: Pick<MemoryGameFile, 'stages'>): number {
  return file.stages.reduce((n, s) => n + s.pairs.length, 0);
}
