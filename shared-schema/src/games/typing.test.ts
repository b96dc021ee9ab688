import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import {
  ARABIC_LAYOUT,
  keyLabel,
  keyOf,
  keyTypes,
  nextChar,
  startTyping,
  TYPING_PRACTICE,
  TypingGameFile,
  typingKey,
  typingPassed,
  typingResultProblem,
  typingStars,
  typingTick,
  TypingWordsGameFile,
} from './typing.js';

describe('typing score', () => {
  it('passes with a score above 10 only', () => {
    expect(typingPassed(10)).toBe(false);
    expect(typingPassed(11)).toBe(true);
  });

  it('counts right keys, and misses on their own, for letters', () => {
    let s = startTyping(1, ['f', 'j', 'd'], 0);
    expect(nextChar(s)).toBe('f');
    s = typingKey(s, true, 100);
    s = typingKey(s, false, 200);
    expect(nextChar(s)).toBe('j');
    s = typingKey(s, true, 300);
    s = typingKey(s, true, 400);
    expect(s).toMatchObject({ score: 3, misses: 1, endedAt: 400 });
    expect(nextChar(s)).toBeNull();
    // Keys after the end change nothing.
    expect(typingKey(s, true, 500)).toBe(s);
  });

  it('ends the round at one minute, whatever is left', () => {
    let s = startTyping(1, TYPING_PRACTICE[1].en, 1000);
    s = typingKey(s, true, 2000);
    s = typingTick(s, 60_999);
    expect(s.endedAt).toBeNull();
    s = typingTick(s, 61_000);
    expect(s.endedAt).toBe(61_000);
    expect(typingKey(s, true, 61_001).score).toBe(1);
  });

  it('level 2: a wrong key starts the word again after one second, and keys wait till then', () => {
    let s = startTyping(2, ['cat', 'sun'], 0);
    s = typingKey(s, true, 100);
    s = typingKey(s, true, 200);
    expect(nextChar(s)).toBe('t');
    s = typingKey(s, false, 300);
    expect(s.resetAt).toBe(1300);
    s = typingKey(s, true, 800);
    expect(s.score).toBe(2);
    s = typingTick(s, 1299);
    expect(nextChar(s)).toBe('t');
    s = typingTick(s, 1300);
    expect(nextChar(s)).toBe('c');
    expect(s).toMatchObject({ score: 2, misses: 1, resetAt: null });
  });

  it('gives stars by the share of right keys, none below the pass', () => {
    expect(typingStars({ score: 10, misses: 0 })).toBe(0);
    expect(typingStars({ score: 18, misses: 2 })).toBe(3);
    expect(typingStars({ score: 15, misses: 5 })).toBe(2);
    expect(typingStars({ score: 11, misses: 9 })).toBe(1);
  });

  it('refuses a result a round cannot produce', () => {
    const ok = { score: 20, moves: 21, seconds: 30, stars: 3 };
    expect(typingResultProblem(ok)).toBeNull();
    expect(typingResultProblem({ ...ok, score: 10 })).toBe('score');
    expect(typingResultProblem({ ...ok, seconds: 61 })).toBe('seconds');
    expect(typingResultProblem({ ...ok, moves: 19 })).toBe('moves');
    expect(typingResultProblem({ ...ok, seconds: 2 })).toBe('score');
    expect(typingResultProblem({ ...ok, moves: 40, stars: 2 })).toBe('stars');
    expect(typingResultProblem({ stars: 0 })).toBe('score');
  });
});

describe('keyboard layouts', () => {
  it('teaches the standard Arabic layout: the home row is ش س ي ب ل ا ت ن م ك', () => {
    const home = ['KeyA', 'KeyS', 'KeyD', 'KeyF', 'KeyG', 'KeyH', 'KeyJ', 'KeyK', 'KeyL', 'Semicolon'];
    expect(home.map((c) => keyLabel(c, 'ar')).join(' ')).toBe('ش س ي ب ل ا ت ن م ك');
    expect(keyLabel('KeyA', 'en')).toBe('a');
    expect(keyOf('ش', 'ar')).toBe('KeyA');
    expect(keyOf('F', 'en')).toBe('KeyF');
    expect(new Set(Object.values(ARABIC_LAYOUT)).size).toBe(Object.keys(ARABIC_LAYOUT).length);
  });

  it('takes the character, or the key of the taught layout', () => {
    expect(keyTypes('ش', { key: 'ش', code: '' }, 'ar')).toBe(true);
    expect(keyTypes('ش', { key: 'a', code: 'KeyA' }, 'ar')).toBe(true);
    expect(keyTypes('ش', { key: 's', code: 'KeyS' }, 'ar')).toBe(false);
    expect(keyTypes('f', { key: 'F', code: 'KeyF' }, 'en')).toBe(true);
    expect(keyTypes('f', { key: 'ب', code: 'KeyF' }, 'en')).toBe(true);
  });

  it('has a key for every practice item, in both languages', () => {
    for (const level of [1, 2] as const)
      for (const lang of ['en', 'ar'] as const)
        for (const item of TYPING_PRACTICE[level][lang]) for (const c of item) expect(keyOf(c, lang)).not.toBeNull();
  });

  it('checks the files: letters for level 1, words for level 2', () => {
    const items = { en: ['a', 's', 'd', 'f'], ar: ['ش', 'س', 'ي', 'ب'] };
    expect(Value.Check(TypingGameFile, { key: 't', game: 'typing', items })).toBe(true);
    expect(
      Value.Check(TypingGameFile, { key: 't', game: 'typing', items: { ...items, en: ['asd', 'f', 'g', 'h'] } }),
    ).toBe(false);
    expect(Value.Check(TypingWordsGameFile, { key: 't', game: 'typing-words', items })).toBe(true);
  });
});
