import { Type, type Static } from 'typebox';
import { Localised } from '../content/curriculum.js';
import { GAME_PICTURES } from './memory.js';

/**
 * The drag-and-drop game (spec 000 §2 /games/level/{lessonId}, /DragandDrop/level/{levelId}/{lessonId};
 * spec 001 §7.9 POST /games/connect/stage/{stageId}/match): each level has questions (keywords) and as many
 * cards (a picture and its word); the child drops one card on each question. Every card must be dropped,
 * one answer a question (spec 000 §5), and the level completed correctly to move on. A question's id and
 * its right card's id are both its place in the level, from 1; the cards are shown shuffled.
 */
export const ConnectItem = Type.Object(
  {
    /** The question the card is dropped on, e.g. "You type letters with it". */
    keyword: Localised,
    picture: Type.Enum(GAME_PICTURES),
    word: Localised,
  },
  { additionalProperties: false },
);

export const ConnectLevel = Type.Object(
  {
    /** What to do, in a sentence. */
    task: Localised,
    items: Type.Array(ConnectItem, { minItems: 2, maxItems: 8 }),
  },
  { additionalProperties: false },
);
export type ConnectLevel = Static<typeof ConnectLevel>;

/** A drag-and-drop stone's file: <course>/games/<key>.json. */
export const ConnectGameFile = Type.Object(
  {
    key: Type.String({ pattern: '^[a-z0-9-]+$' }),
    game: Type.Literal('connect'),
    levels: Type.Array(ConnectLevel, { minItems: 1, maxItems: 99 }),
  },
  { additionalProperties: false },
);
export type ConnectGameFile = Static<typeof ConnectGameFile>;

/** Whether this card answers this question (ids from 1; an id the level has not is never right). */
export function connectCorrect(level: Pick<ConnectLevel, 'items'>, keywordId: number, cardId: number): boolean {
  return keywordId >= 1 && keywordId <= level.items.length && keywordId === cardId;
}

/**
 * A level's answers as dropped (question id → card id): whether every question has its card, and which
 * questions hold a wrong one. A card on two questions cannot happen (one answer a question, one place a card).
 */
export function checkConnect(
  level: Pick<ConnectLevel, 'items'>,
  placed: ReadonlyMap<number, number>,
): { complete: boolean; wrong: number[]; solved: boolean } {
  const ids = level.items.map((_, i) => i + 1);
  const complete = ids.every((id) => placed.has(id));
  const wrong = ids.filter((id) => placed.has(id) && !connectCorrect(level, id, placed.get(id)!));
  return { complete, wrong, solved: complete && wrong.length === 0 };
}

/** The cards' ids in a shuffled order (Fisher–Yates), never the questions' own order when it can help it. */
export function shuffleCards(count: number, random: () => number = Math.random): number[] {
  const ids = Array.from({ length: count }, (_, i) => i + 1);
  for (let i = ids.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [ids[i], ids[j]] = [ids[j]!, ids[i]!];
  }
  if (count > 1 && ids.every((id, i) => id === i + 1)) ids.push(ids.shift()!);
  return ids;
}
