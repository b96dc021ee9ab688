import { Type, type Static } from 'typebox';
import type { Language } from '../rules/constants.js';
import type { Stars } from './memory.js';

/**
 * The typing games (spec 000 §2 /keyboard, /keyboard2; spec 001 §9.3: "score above 10 within one minute";
 * "level-2 reset takes 1 second"). Level 1 ("typing") asks for letters one at a time; level 2
 * ("typing-words") for words, and a wrong key there starts the word again after one second. The score is
 * the right keys typed; a round ends when every item is typed or the minute is over. Pure rules with the
 * time passed in (no clock here), for the player and the server's check alike.
 */

export const TYPING_PASS_SCORE = 10;
export const TYPING_SECONDS = 60;
export const TYPING_RESET_MS = 1000;
/** No child types more right keys than this a second: a result beyond it is refused. */
export const TYPING_MAX_KEYS_PER_SECOND = 8;

/**
 * The keyboard's keys by row (KeyboardEvent.code), the rows the on-screen keyboard draws; the number row
 * holds only the key left of 1 (ذ on the Arabic layout) and the digits.
 */
export const KEY_ROWS: readonly (readonly string[])[] = [
  ['Backquote', 'Digit1', 'Digit2', 'Digit3', 'Digit4', 'Digit5', 'Digit6', 'Digit7', 'Digit8', 'Digit9', 'Digit0'],
  ['KeyQ', 'KeyW', 'KeyE', 'KeyR', 'KeyT', 'KeyY', 'KeyU', 'KeyI', 'KeyO', 'KeyP', 'BracketLeft', 'BracketRight'],
  ['KeyA', 'KeyS', 'KeyD', 'KeyF', 'KeyG', 'KeyH', 'KeyJ', 'KeyK', 'KeyL', 'Semicolon', 'Quote'],
  ['KeyZ', 'KeyX', 'KeyC', 'KeyV', 'KeyB', 'KeyN', 'KeyM', 'Comma', 'Period', 'Slash'],
];

const LATIN_EXTRA: Record<string, string> = {
  Backquote: '`',
  BracketLeft: '[',
  BracketRight: ']',
  Semicolon: ';',
  Quote: "'",
  Comma: ',',
  Period: '.',
  Slash: '/',
};

/** The standard Arabic keyboard layout (Arabic 101): the letter each key types. */
export const ARABIC_LAYOUT: Readonly<Record<string, string>> = {
  Backquote: 'ذ',
  KeyQ: 'ض',
  KeyW: 'ص',
  KeyE: 'ث',
  KeyR: 'ق',
  KeyT: 'ف',
  KeyY: 'غ',
  KeyU: 'ع',
  KeyI: 'ه',
  KeyO: 'خ',
  KeyP: 'ح',
  BracketLeft: 'ج',
  BracketRight: 'د',
  KeyA: 'ش',
  KeyS: 'س',
  KeyD: 'ي',
  KeyF: 'ب',
  KeyG: 'ل',
  KeyH: 'ا',
  KeyJ: 'ت',
  KeyK: 'ن',
  KeyL: 'م',
  Semicolon: 'ك',
  Quote: 'ط',
  KeyZ: 'ئ',
  KeyX: 'ء',
  KeyC: 'ؤ',
  KeyV: 'ر',
  KeyB: 'لا',
  KeyN: 'ى',
  KeyM: 'ة',
  Comma: 'و',
  Period: 'ز',
  Slash: 'ظ',
};

/** What a key types on the layout taught in this language (digits alike on both). */
export function keyLabel(code: string, lang: Language): string {
  if (code.startsWith('Digit')) return code.slice(5);
  if (lang === 'ar') return ARABIC_LAYOUT[code] ?? '';
  if (code.startsWith('Key')) return code.slice(3).toLowerCase();
  return LATIN_EXTRA[code] ?? '';
}

/** The key that types this character on the layout taught in this language, or null. */
export function keyOf(char: string, lang: Language): string | null {
  const lower = char.toLowerCase();
  for (const row of KEY_ROWS) for (const code of row) if (keyLabel(code, lang) === lower) return code;
  return null;
}

/**
 * Whether a key press types this character: the character itself (the computer's layout is the taught
 * one), or the key of the taught layout that types it (a child practising Arabic on a computer set to
 * English still learns where each Arabic letter lives).
 */
export function keyTypes(char: string, press: { key: string; code: string }, lang: Language): boolean {
  if (press.key.toLowerCase() === char.toLowerCase()) return true;
  return press.code !== '' && keyOf(char, lang) === press.code;
}

/** A typing stone's file: letters (level 1) or words (level 2) to type, in each language. */
function typingFile<G extends string>(game: G, itemMax: number) {
  const Items = Type.Array(Type.String({ minLength: 1, maxLength: itemMax }), { minItems: 4, maxItems: 80 });
  return Type.Object(
    {
      key: Type.String({ pattern: '^[a-z0-9-]+$' }),
      game: Type.Literal(game),
      items: Type.Object({ en: Items, ar: Items }, { additionalProperties: false }),
    },
    { additionalProperties: false },
  );
}
export const TypingGameFile = typingFile('typing', 2);
export const TypingWordsGameFile = typingFile('typing-words', 12);
export type TypingGameFile = Static<typeof TypingGameFile> | Static<typeof TypingWordsGameFile>;

/** Practice items of /keyboard and /keyboard2 opened from no stone. */
export const TYPING_PRACTICE: Readonly<Record<1 | 2, Record<Language, string[]>>> = {
  1: {
    en: ['f', 'j', 'd', 'k', 's', 'l', 'a', 'g', 'h', 'f', 'j', 'r', 'u', 'e', 'i', 't', 'y', 'w', 'o', 'v', 'n'],
    ar: ['ب', 'ت', 'ي', 'ن', 'س', 'م', 'ش', 'ل', 'ا', 'ب', 'ت', 'ق', 'ع', 'ث', 'ه', 'ف', 'غ', 'ص', 'خ', 'ر', 'ى'],
  },
  2: {
    en: ['cat', 'sun', 'dog', 'red', 'map', 'fish', 'tree', 'book', 'star', 'milk'],
    ar: ['باب', 'بيت', 'شمس', 'قلم', 'سمك', 'نور', 'ورد', 'كتاب', 'جمل', 'بحر'],
  },
};

export interface TypingState {
  level: 1 | 2;
  items: readonly string[];
  /** The item being typed and how far into it. */
  item: number;
  at: number;
  score: number;
  misses: number;
  startedAt: number;
  /** Level 2 after a wrong key: when the word starts again (keys wait until then). */
  resetAt: number | null;
  /** Set when every item is typed or the minute is over. */
  endedAt: number | null;
}

export function startTyping(level: 1 | 2, items: readonly string[], now: number): TypingState {
  return { level, items, item: 0, at: 0, score: 0, misses: 0, startedAt: now, resetAt: null, endedAt: null };
}

/** The character the child must type next, or null when the round is over. */
export function nextChar(state: TypingState): string | null {
  if (state.endedAt !== null) return null;
  return [...state.items[state.item]!][state.at] ?? null;
}

/** Time passes: level 2's word starts again once its second is over; the round ends at one minute. */
export function typingTick(state: TypingState, now: number): TypingState {
  if (state.endedAt !== null) return state;
  if (now - state.startedAt >= TYPING_SECONDS * 1000)
    return { ...state, endedAt: state.startedAt + TYPING_SECONDS * 1000, resetAt: null };
  if (state.resetAt !== null && now >= state.resetAt) return { ...state, at: 0, resetAt: null };
  return state;
}

/** A key pressed at `now`: right (the score grows) or wrong (a miss; level 2 starts the word again after a second). */
export function typingKey(state: TypingState, right: boolean, now: number): TypingState {
  const s = typingTick(state, now);
  if (s.endedAt !== null || s.resetAt !== null) return s;
  if (!right) return { ...s, misses: s.misses + 1, resetAt: s.level === 2 ? now + TYPING_RESET_MS : null };
  const letters = [...s.items[s.item]!];
  if (s.at + 1 < letters.length) return { ...s, at: s.at + 1, score: s.score + 1 };
  const last = s.item + 1 >= s.items.length;
  return { ...s, item: last ? s.item : s.item + 1, at: 0, score: s.score + 1, endedAt: last ? now : null };
}

/** A score above 10 within the minute passes (spec 001 §9.3). */
export function typingPassed(score: number): boolean {
  return score > TYPING_PASS_SCORE;
}

/** The stars of a round: none unless it passed; then by how few wrong keys (90 % right: 3, 75 %: 2, else 1). */
export function typingStars(result: { score: number; misses: number }): Stars {
  if (!typingPassed(result.score)) return 0;
  const right = result.score / (result.score + result.misses);
  if (right >= 0.9) return 3;
  if (right >= 0.75) return 2;
  return 1;
}

/**
 * Whether a result sent for a typing stone is one a round can produce: a passing score within the minute,
 * no more right keys than keys pressed (moves) nor than a child types in that time, and no more stars than
 * those earn. Null when it can; else the field at fault.
 */
export function typingResultProblem(result: {
  score?: number;
  moves?: number;
  seconds?: number;
  stars: number;
}): 'score' | 'moves' | 'seconds' | 'stars' | null {
  const { score, moves, seconds } = result;
  if (score === undefined || !typingPassed(score)) return 'score';
  if (seconds === undefined || seconds > TYPING_SECONDS) return 'seconds';
  if (moves === undefined || moves < score) return 'moves';
  if (score > Math.max(1, seconds) * TYPING_MAX_KEYS_PER_SECOND) return 'score';
  return result.stars > typingStars({ score, misses: moves - score }) ? 'stars' : null;
}
