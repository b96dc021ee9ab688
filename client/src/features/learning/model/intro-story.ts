/**
 * The lesson introduction as a short animated story (LessonIntroPage): how each step's picture moves,
 * how its caption appears, and how long a step stays when no voice reads it.
 */

/** The ways a picture enters its step, one per step in turn: the same lesson always moves the same way. */
export const PICTURE_MOTIONS = ['bounce', 'slide', 'zoom', 'swing'] as const;
export type PictureMotion = (typeof PICTURE_MOTIONS)[number];

export const motionFor = (step: number): PictureMotion => PICTURE_MOTIONS[step % PICTURE_MOTIONS.length]!;

/** Words per group: the caption appears a few words at a time, like subtitles read to a child. */
const GROUP = 3;

/** The caption cut into groups of a few words (the groups joined by one space give the caption back). */
export function captionGroups(text: string): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const groups: string[] = [];
  for (let i = 0; i < words.length; i += GROUP) groups.push(words.slice(i, i + GROUP).join(' '));
  return groups;
}

/** Seconds between two groups of the caption appearing, and before the first (after the picture enters). */
export const GROUP_DELAY_S = 0.45;
export const CAPTION_START_S = 0.6;

/**
 * How long a step stays when there is no voice to wait for: time to see the caption appear, plus a slow
 * young reader's pace (about 2 words a second), never less than 5 seconds.
 */
export function readingTimeMs(text: string): number {
  const words = text.trim().split(/\s+/).filter(Boolean).length;
  const appear = (CAPTION_START_S + captionGroups(text).length * GROUP_DELAY_S) * 1000;
  return Math.max(5000, Math.round(appear + words * 500 + 1500));
}

/** The pause after the voice ends before the next step comes. */
export const AFTER_VOICE_MS = 1200;
