import { Type, type Static } from 'typebox';
import { MAX_SLIDES, type Slide, type SlideDeck } from './office-work.js';
import { Localised } from '../content/curriculum.js';
import { GAME_PICTURES } from './memory.js';
import { officeCheck, wordsOf, type OfficeCheck } from './office.js';

/**
 * The slides (spec 000 §2 /presentation): a presentation of slides, each a title, a text and a picture
 * chosen from the task's pictures (the games' own drawings), added, reordered and deleted by the child and
 * shown one by one. Pure, for the player and the server's check.
 */

export const SlidesGoal = Type.Union([
  /** At least this many slides, each with a title, a text and a picture. */
  Type.Object(
    { type: Type.Literal('slides'), count: Type.Integer({ minimum: 1, maximum: MAX_SLIDES }) },
    { additionalProperties: false },
  ),
  /** No picture shown on two slides. */
  Type.Object({ type: Type.Literal('differentPictures') }, { additionalProperties: false }),
  /** Every slide's text has at least this many words. */
  Type.Object(
    { type: Type.Literal('words'), count: Type.Integer({ minimum: 1, maximum: 30 }) },
    { additionalProperties: false },
  ),
]);
export type SlidesGoal = Static<typeof SlidesGoal>;

export const SlidesGameFile = Type.Object(
  {
    key: Type.String({ pattern: '^[a-z0-9-]+$' }),
    game: Type.Literal('slides'),
    /** The topic of the presentation, said above it. */
    brief: Localised,
    /** The pictures the child chooses from. */
    pictures: Type.Array(Type.Enum(GAME_PICTURES), { minItems: 3, maxItems: 16, uniqueItems: true }),
    goals: Type.Array(SlidesGoal, { minItems: 1, maxItems: 4 }),
    starGoals: Type.Array(SlidesGoal, { maxItems: 2 }),
  },
  { additionalProperties: false },
);
export type SlidesGameFile = Static<typeof SlidesGameFile>;

export const emptySlide = (): Slide => ({ title: '', text: '', picture: null });

const filled = (slide: Slide) => slide.title.trim() !== '' && slide.text.trim() !== '' && slide.picture !== null;

/**
 * The task's checklist on this presentation. Its pictures must be the task's: a slide showing another
 * picture meets no goal.
 */
export function checkSlides(file: SlidesGameFile, deck: SlideDeck): OfficeCheck<SlidesGoal> {
  const ownPictures = deck.slides.every((s) => s.picture === null || file.pictures.includes(s.picture));
  const met = (goal: SlidesGoal): boolean => {
    if (!ownPictures || deck.slides.length === 0) return false;
    switch (goal.type) {
      case 'slides':
        return deck.slides.length >= goal.count && deck.slides.every(filled);
      case 'differentPictures': {
        const pictures = deck.slides.map((s) => s.picture);
        return new Set(pictures).size === pictures.length;
      }
      case 'words':
        return deck.slides.every((s) => wordsOf(s.text).length >= goal.count);
    }
  };
  return officeCheck(file.goals, file.starGoals, met);
}

/** A slide moved one place up (-1) or down (+1); unchanged at an end. */
export function moveSlide(deck: SlideDeck, index: number, by: -1 | 1): SlideDeck {
  const to = index + by;
  if (to < 0 || to >= deck.slides.length) return deck;
  const slides = [...deck.slides];
  [slides[index], slides[to]] = [slides[to]!, slides[index]!];
  return { slides };
}
