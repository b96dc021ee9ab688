import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import {
  dealMemory,
  isMemoryPair,
  MemoryGameFile,
  memoryPairs,
  memoryResultProblem,
  memoryStageId,
  memoryStageOf,
  memoryStars,
} from './memory.js';

describe('memory stars', () => {
  it('gives three stars to few misses and a quick game', () => {
    expect(memoryStars({ pairs: 6, moves: 6, seconds: 20 })).toBe(3);
    expect(memoryStars({ pairs: 6, moves: 9, seconds: 48 })).toBe(3);
  });

  it('takes a star for more misses or more time, each on its own', () => {
    expect(memoryStars({ pairs: 6, moves: 10, seconds: 20 })).toBe(2);
    expect(memoryStars({ pairs: 6, moves: 6, seconds: 49 })).toBe(2);
    expect(memoryStars({ pairs: 6, moves: 13, seconds: 20 })).toBe(1);
    expect(memoryStars({ pairs: 6, moves: 6, seconds: 91 })).toBe(1);
  });

  it('gives no star past the last limit, and none to a result with fewer moves than pairs', () => {
    expect(memoryStars({ pairs: 6, moves: 19, seconds: 20 })).toBe(0);
    expect(memoryStars({ pairs: 6, moves: 6, seconds: 181 })).toBe(0);
    expect(memoryStars({ pairs: 6, moves: 5, seconds: 5 })).toBe(0);
  });

  it('refuses a result the moves cannot produce', () => {
    expect(memoryResultProblem({ pairs: 6, moves: 5, seconds: 30, stars: 0 })).toBe('moves');
    expect(memoryResultProblem({ pairs: 6, moves: 12, seconds: 30, stars: 3 })).toBe('stars');
    expect(memoryResultProblem({ pairs: 6, moves: 12, seconds: 30, stars: 2 })).toBeNull();
    expect(memoryResultProblem({ pairs: 6, moves: 30, seconds: 900, stars: 0 })).toBeNull();
  });
});

describe('memory cards', () => {
  it('deals two cards a pair, a picture and a word, shuffled', () => {
    const values = [0.1, 0.9, 0.5, 0.3, 0.7];
    let i = 0;
    const cards = dealMemory(3, () => values[i++ % values.length]!);
    expect(cards).toHaveLength(6);
    for (const pair of [0, 1, 2]) {
      expect(
        cards
          .filter((c) => c.pair === pair)
          .map((c) => c.face)
          .sort(),
      ).toEqual(['picture', 'word']);
    }
    expect(cards).not.toEqual(dealMemory(3, () => 0.999999));
  });

  it('matches two different cards of one pair only', () => {
    const cards = dealMemory(2, () => 0.999999);
    const a = cards.findIndex((c) => c.pair === 0 && c.face === 'picture');
    const b = cards.findIndex((c) => c.pair === 0 && c.face === 'word');
    const c = cards.findIndex((c) => c.pair === 1);
    expect(isMemoryPair(cards, a, b)).toBe(true);
    expect(isMemoryPair(cards, a, a)).toBe(false);
    expect(isMemoryPair(cards, a, c)).toBe(false);
    expect(isMemoryPair(cards, a, 99)).toBe(false);
  });
});

describe('memory stages and files', () => {
  it('names a stage by its stone and number, both ways', () => {
    expect(memoryStageId(12, 2)).toBe(1202);
    expect(memoryStageOf(1202)).toEqual({ stoneId: 12, number: 2 });
    expect(memoryStageOf(1200)).toBeNull();
    expect(memoryStageOf(7)).toBeNull();
  });

  it('checks a file: known pictures, words in both languages, two pairs at least', () => {
    const check = (file: unknown) => Value.Check(MemoryGameFile, file);
    const pair = { picture: 'mouse', word: { en: 'Mouse', ar: 'الفأرة' } };
    const good = { key: 'memory-x', game: 'memory', stages: [{ reveal: 'one', pairs: [pair, pair] }] };
    expect(check(good)).toBe(true);
    expect(memoryPairs(good as never)).toBe(2);
    expect(check({ ...good, stages: [{ reveal: 'one', pairs: [pair] }] })).toBe(false);
    expect(check({ ...good, stages: [{ reveal: 'one', pairs: [pair, { ...pair, picture: 'unicorn' }] }] })).toBe(false);
    expect(check({ ...good, stages: [{ reveal: 'one', pairs: [pair, { ...pair, word: { en: 'Mouse' } }] }] })).toBe(
      false,
    );
  });
});
