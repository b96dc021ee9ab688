import { describe, expect, it } from 'vitest';
import { gradeAnswer, type Question } from '@codeyard/shared-schema';
import { draftAnswer, initialDraft, missingKey } from './drafts';
import {
  emptyMatch,
  isComplete,
  leftOf,
  matchAnswer,
  moveDown,
  moveItem,
  moveUp,
  pair,
  pick,
  shuffledIndices,
  unpair,
} from './interactions';

const ordering: Question = {
  key: 'o',
  type: 'ordering',
  prompt: { en: 'Order', ar: 'رتّب' },
  points: 10,
  skill: 'sequencing',
  items: [
    { en: 'a', ar: 'أ' },
    { en: 'b', ar: 'ب' },
    { en: 'c', ar: 'ج' },
    { en: 'd', ar: 'د' },
  ],
};
const matching: Question = {
  key: 'm',
  type: 'matching',
  prompt: { en: 'Match', ar: 'صِل' },
  points: 20,
  skill: 'sequencing',
  pairs: [0, 1, 2].map((i) => ({ left: { en: `L${i}`, ar: `ي${i}` }, right: { en: `R${i}`, ar: `ر${i}` } })),
};

describe('shuffling', () => {
  it('is the same for the same seed, a permutation, and never the right order', () => {
    for (let seed = 1; seed < 200; seed++) {
      const order = shuffledIndices(4, seed);
      expect(order).toEqual(shuffledIndices(4, seed));
      expect([...order].sort()).toEqual([0, 1, 2, 3]);
      expect(order).not.toEqual([0, 1, 2, 3]);
    }
  });
});

describe('ordering moves', () => {
  it('moves a card and closes the gap, by drag or by the arrows', () => {
    expect(moveItem([2, 0, 3, 1], 0, 3)).toEqual([0, 3, 1, 2]);
    expect(moveItem([2, 0, 3, 1], 3, 0)).toEqual([1, 2, 0, 3]);
    expect(moveUp([2, 0, 3, 1], 1)).toEqual([0, 2, 3, 1]);
    expect(moveDown([2, 0, 3, 1], 1)).toEqual([2, 3, 0, 1]);
  });

  it('ignores moves off the ends', () => {
    expect(moveUp([1, 0], 0)).toEqual([1, 0]);
    expect(moveDown([1, 0], 1)).toEqual([1, 0]);
  });

  it('gives no answer until the child moved a card, then the graded shape', () => {
    let draft = initialDraft(ordering, 42);
    expect(draftAnswer(draft)).toBeNull();
    expect(missingKey(draft)).toBe('player.orderFirst');
    if (draft.type !== 'ordering') throw new Error('shape');
    // Sort by arrows only, as a keyboard user would.
    let order = draft.order;
    for (let target = 0; target < order.length; target++) {
      let at = order.indexOf(target);
      while (at > target) order = moveUp(order, at--);
    }
    draft = { ...draft, order, touched: true };
    expect(draftAnswer(draft)).toEqual([0, 1, 2, 3]);
    expect(gradeAnswer(ordering, draftAnswer(draft))).toEqual({ rate: 100, correct: true });
  });
});

describe('matching', () => {
  it('pairs by selecting a left card then a right card (the keyboard way), either side first', () => {
    let s = emptyMatch(3);
    s = pick(s, 'left', 0);
    expect(s.selected).toEqual({ side: 'left', index: 0 });
    s = pick(s, 'right', 2);
    expect(s.pairs).toEqual([2, null, null]);
    expect(s.selected).toBeNull();
    s = pick(pick(s, 'right', 1), 'left', 1);
    expect(s.pairs).toEqual([2, 1, null]);
  });

  it('lets go when the same card is picked again, and switches within a side', () => {
    let s = pick(emptyMatch(2), 'left', 0);
    expect(pick(s, 'left', 0).selected).toBeNull();
    s = pick(s, 'left', 1);
    expect(s.selected).toEqual({ side: 'left', index: 1 });
  });

  it('gives each right card to one left card only (a drop moves it)', () => {
    let s = pair(emptyMatch(3), 0, 1);
    s = pair(s, 2, 1);
    expect(s.pairs).toEqual([null, null, 1]);
    expect(leftOf(s, 1)).toBe(2);
    expect(unpair(s, 2).pairs).toEqual([null, null, null]);
  });

  it('answers only when every card is matched, in the graded shape', () => {
    let s = pair(pair(emptyMatch(3), 0, 0), 1, 2);
    expect(isComplete(s)).toBe(false);
    expect(matchAnswer(s)).toBeNull();
    s = pair(s, 2, 1);
    expect(matchAnswer(s)).toEqual([0, 2, 1]);
    expect(gradeAnswer(matching, matchAnswer(s))).toEqual({ rate: 33, correct: false });
    expect(gradeAnswer(matching, [0, 1, 2])).toEqual({ rate: 100, correct: true });
  });

  it('shows the right cards shuffled but keeps answers in file order', () => {
    const draft = initialDraft(matching, 9);
    if (draft.type !== 'matching') throw new Error('shape');
    expect([...draft.rightOrder].sort()).toEqual([0, 1, 2]);
    expect(draftAnswer(draft)).toBeNull();
    expect(draftAnswer({ ...draft, match: pair(pair(pair(draft.match, 0, 0), 1, 1), 2, 2) })).toEqual([0, 1, 2]);
  });
});

describe('other drafts', () => {
  it('needs a typed word (trimmed) and a chosen option', () => {
    expect(draftAnswer({ type: 'fillin', text: '   ' })).toBeNull();
    expect(draftAnswer({ type: 'fillin', text: ' شبكة ' })).toBe('شبكة');
    expect(draftAnswer({ type: 'choice', value: null })).toBeNull();
    expect(draftAnswer({ type: 'choice', value: 0 })).toBe(0);
    expect(draftAnswer({ type: 'truefalse', value: false })).toBe(false);
  });
});
