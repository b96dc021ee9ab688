import { describe, expect, it } from 'vitest';
import { isOnePicture, pictureFileName, picturePath, picturesIn, splitPictures } from './pictures.js';

describe('pictureFileName (Twemoji’s rule)', () => {
  it('is the code points in lower-case hex joined by "-"', () => {
    expect(pictureFileName('🚀')).toBe('1f680');
    expect(pictureFileName('🇸🇦')).toBe('1f1f8-1f1e6');
    expect(pictureFileName('👍🏽')).toBe('1f44d-1f3fd');
  });

  it('drops the emoji-style selector U+FE0F outside a ZWJ sequence', () => {
    expect(pictureFileName('⬆️')).toBe('2b06');
    expect(pictureFileName('🗣️')).toBe('1f5e3');
    expect(pictureFileName('#️⃣')).toBe('23-20e3');
  });

  it('keeps U+FE0F inside a ZWJ sequence', () => {
    expect(pictureFileName('🏳️‍🌈')).toBe('1f3f3-fe0f-200d-1f308');
    expect(pictureFileName('🧑‍💻')).toBe('1f9d1-200d-1f4bb');
  });

  it('gives the path the app serves it at', () => {
    expect(picturePath('💾')).toBe('/pictures/1f4be.svg');
  });
});

describe('splitPictures', () => {
  it('cuts a text into its words and its pictures', () => {
    expect(splitPictures('Click the 💾 button')).toEqual([
      { text: 'Click the ' },
      { picture: '💾' },
      { text: ' button' },
    ]);
    expect(splitPictures('🔴 🔵 🔴')).toEqual([
      { picture: '🔴' },
      { text: ' ' },
      { picture: '🔵' },
      { text: ' ' },
      { picture: '🔴' },
    ]);
  });

  it('keeps a sequence whole: selector, skin tone, ZWJ, keycap, flag', () => {
    expect(splitPictures('⬆️👋🏾🧑‍💻1️⃣🇸🇦').map((p) => ('picture' in p ? p.picture : null))).toEqual([
      '⬆️',
      '👋🏾',
      '🧑‍💻',
      '1️⃣',
      '🇸🇦',
    ]);
  });

  it('leaves text symbols and plain digits as text', () => {
    expect(splitPictures('turn left ↺, a ↔ b, 3 + 4 = 7 © →')).toEqual([{ text: 'turn left ↺, a ↔ b, 3 + 4 = 7 © →' }]);
    expect(splitPictures('مرحبا')).toEqual([{ text: 'مرحبا' }]);
  });
});

describe('isOnePicture', () => {
  it('is true for exactly one picture, a text-style pictograph alone included', () => {
    for (const p of ['🧭', '⬆️', '⬆', '⌨', '🧑‍💻', '👍🏽', '🇸🇦', '1️⃣']) expect(isOnePicture(p), p).toBe(true);
  });

  it('is false for words, two pictures, or a picture with words', () => {
    for (const p of ['rocket', '🚀🚀', '🚀 ', 'up ⬆️', '3', '']) expect(isOnePicture(p), p).toBe(false);
  });

  it('makes a lone text-style pictograph a picture, while in running text it stays text', () => {
    expect(splitPictures('⌨')).toEqual([{ picture: '⌨' }]);
    expect(splitPictures('the ⌨ key')).toEqual([{ text: 'the ⌨ key' }]);
  });
});

describe('picturesIn', () => {
  it('finds every picture in any string of a content value, once', () => {
    const lesson = {
      intro: [{ picture: '🧭', text: { en: 'Go', ar: 'انطلق' } }],
      questions: [{ options: [{ en: '💾 The disk', ar: '💾 القرص' }], prompt: { en: 'Which? 🧭', ar: 'أيّ؟' } }],
    };
    expect([...picturesIn(lesson)].sort()).toEqual(['💾', '🧭'].sort());
    expect([...picturesIn({ intro: [{ picture: '⌨' }], pairs: [{ left: { en: '⬆' } }] })]).toEqual(['⌨', '⬆']);
  });
});
