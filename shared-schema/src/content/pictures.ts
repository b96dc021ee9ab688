/**
 * Content names a picture by its emoji (the files stay readable: "picture": "<rocket emoji>"); the app
 * never shows the emoji character itself (many school computers have no emoji font) but the picture of
 * that emoji from our own set (Twemoji's SVG files, copied into the build: client/build/content-pictures.ts).
 *
 * No imports: the client's build configuration reads this file directly.
 */

/** One picture of a ZWJ sequence: an emoji, optionally with a skin tone and the emoji-style selector. */
const PART = String.raw`(?:\p{Emoji_Presentation}|\p{Extended_Pictographic})\p{Emoji_Modifier}?\uFE0F?`;
/**
 * What starts a picture in running text: a character shown as emoji by default, or a text-style
 * pictograph that asks for emoji style (U+FE0F) or carries a skin tone. A bare text symbol such as
 * the left-right arrow stays text.
 */
const START = String.raw`(?:\p{Extended_Pictographic}\p{Emoji_Modifier}|\p{Emoji_Presentation}\p{Emoji_Modifier}?|\p{Extended_Pictographic}\uFE0F)\uFE0F?`;
const SEQUENCE = String.raw`\p{Regional_Indicator}{2}|[#*0-9]\uFE0F?\u20E3|${START}(?:\u200D${PART})*`;

const pictures = () => new RegExp(SEQUENCE, 'gu');
/**
 * A text that is one picture and nothing else (an intro step's `picture`, a card that is only an arrow) may
 * also be a text-style pictograph without its U+FE0F: alone, it can only mean the picture.
 */
const onePicture = new RegExp(
  String.raw`^(?:\p{Regional_Indicator}{2}|[#*0-9]\uFE0F?\u20E3|${PART}(?:\u200D${PART})*)$`,
  'u',
);

/** Whether a text is exactly one picture (an intro step's `picture`, a card that is only a picture). */
export const isOnePicture = (text: string): boolean => onePicture.test(text);

/**
 * The picture's file name in the set, without ".svg": its code points in lower-case hex joined by "-",
 * U+FE0F dropped unless the emoji is a ZWJ sequence (Twemoji's own rule, checked against its files).
 */
export function pictureFileName(emoji: string): string {
  const kept = emoji.includes('\u200D') ? emoji : emoji.replace(/\uFE0F/g, '');
  return [...kept].map((c) => c.codePointAt(0)!.toString(16)).join('-');
}

/** The path the app serves a picture at (built from the set into /pictures/). */
export const picturePath = (emoji: string): string => `/pictures/${pictureFileName(emoji)}.svg`;

export type TextPart = { text: string } | { picture: string };

/** A text cut into its words and its pictures, in order ("Click the <disk> button" -> text, picture, text). */
export function splitPictures(text: string): TextPart[] {
  if (isOnePicture(text)) return [{ picture: text }];
  const parts: TextPart[] = [];
  let at = 0;
  for (const m of text.matchAll(pictures())) {
    if (m.index > at) parts.push({ text: text.slice(at, m.index) });
    parts.push({ picture: m[0] });
    at = m.index + m[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}

/** Every picture named anywhere in a content value (an intro's pictures, and pictures inside question texts). */
export function picturesIn(value: unknown): Set<string> {
  const found = new Set<string>();
  const walk = (v: unknown): void => {
    if (typeof v === 'string') splitPictures(v).forEach((part) => 'picture' in part && found.add(part.picture));
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(value);
  return found;
}
