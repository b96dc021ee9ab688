import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { checkConnect, ConnectGameFile, connectCorrect, shuffleCards } from './connect.js';

const item = (n: number) => ({
  keyword: { en: `Q${n}`, ar: `س${n}` },
  picture: 'mouse' as const,
  word: { en: `W${n}`, ar: `ك${n}` },
});
const level = { task: { en: 'Drop', ar: 'أفلت' }, items: [item(1), item(2), item(3)] };

describe('drag and drop', () => {
  it('knows the right card of each question, and nothing beyond the level', () => {
    expect(connectCorrect(level, 2, 2)).toBe(true);
    expect(connectCorrect(level, 2, 3)).toBe(false);
    expect(connectCorrect(level, 4, 4)).toBe(false);
    expect(connectCorrect(level, 0, 0)).toBe(false);
  });

  it('is solved only when every question holds its own card', () => {
    expect(checkConnect(level, new Map([[1, 1]]))).toEqual({ complete: false, wrong: [], solved: false });
    expect(
      checkConnect(
        level,
        new Map([
          [1, 1],
          [2, 3],
          [3, 2],
        ]),
      ),
    ).toEqual({ complete: true, wrong: [2, 3], solved: false });
    expect(
      checkConnect(
        level,
        new Map([
          [1, 1],
          [2, 2],
          [3, 3],
        ]),
      ).solved,
    ).toBe(true);
  });

  it("shuffles the cards, never leaving them in the questions' order", () => {
    const cards = shuffleCards(3, () => 0.999);
    expect([...cards].sort()).toEqual([1, 2, 3]);
    expect(cards).not.toEqual([1, 2, 3]);
  });

  it('checks a file: two items a level at least, known pictures', () => {
    const file = { key: 'dd', game: 'connect', levels: [level] };
    expect(Value.Check(ConnectGameFile, file)).toBe(true);
    expect(Value.Check(ConnectGameFile, { ...file, levels: [{ ...level, items: [item(1)] }] })).toBe(false);
    expect(
      Value.Check(ConnectGameFile, { ...file, levels: [{ ...level, items: [item(1), { ...item(2), picture: 'x' }] }] }),
    ).toBe(false);
  });
});
