import { describe, expect, it } from 'vitest';
import { columnsFor, faceUp, flip, hideAll, moveFocus, stageDone, startStage, type StageState } from './memory-rules';

/** The indexes of a pair's two cards, and a card of another pair. */
function cardsOf(state: StageState, pair: number) {
  return state.cards.flatMap((c, i) => (c.pair === pair ? [i] : []));
}

describe('a memory stage', () => {
  it('matches a pair in one move and finishes when every pair is matched', () => {
    let s = startStage(2, 'one');
    for (const pair of [0, 1]) {
      const [a, b] = cardsOf(s, pair);
      expect(flip(s, a!).event).toBe('turn');
      s = flip(s, a!).state;
      const second = flip(s, b!);
      expect(second.event).toBe('pair');
      s = second.state;
    }
    expect(s.moves).toBe(2);
    expect(stageDone(s)).toBe(true);
  });

  it('leaves a miss up until the next card, which turns them back and counts a move', () => {
    let s = startStage(2, 'one');
    const [a] = cardsOf(s, 0);
    const [c] = cardsOf(s, 1);
    s = flip(s, a!).state;
    const miss = flip(s, c!);
    expect(miss.event).toBe('miss');
    s = miss.state;
    expect(s.moves).toBe(1);
    expect(faceUp(s, a!) && faceUp(s, c!)).toBe(true);
    const [, d] = cardsOf(s, 1);
    s = flip(s, d!).state;
    expect(s.up).toEqual([d]);
    expect(faceUp(s, a!)).toBe(false);
    expect(stageDone(s)).toBe(false);
  });

  it('ignores a matched card, the card already up, and every card while an "all" stage is shown', () => {
    let s = startStage(2, 'all');
    expect(faceUp(s, 0) && faceUp(s, 3)).toBe(true);
    expect(flip(s, 0).event).toBe('none');
    s = hideAll(s);
    expect(faceUp(s, 0)).toBe(false);
    const [a, b] = cardsOf(s, 0);
    s = flip(s, a!).state;
    expect(flip(s, a!).event).toBe('none');
    s = flip(s, b!).state;
    expect(flip(s, a!).event).toBe('none');
    expect(s.moves).toBe(1);
  });
});

describe('the card grid and the keyboard', () => {
  it('moves by arrows, mirrored in Arabic, and stays at the edges', () => {
    expect(columnsFor(6)).toBe(3);
    expect(columnsFor(8)).toBe(4);
    expect(moveFocus(0, 'ArrowRight', 4, 8, false)).toBe(1);
    expect(moveFocus(0, 'ArrowLeft', 4, 8, true)).toBe(1);
    expect(moveFocus(1, 'ArrowDown', 4, 8, false)).toBe(5);
    expect(moveFocus(5, 'ArrowDown', 4, 8, false)).toBe(5);
    expect(moveFocus(0, 'ArrowUp', 4, 8, false)).toBe(0);
    expect(moveFocus(3, 'End', 4, 8, false)).toBe(7);
    expect(moveFocus(3, 'Enter', 4, 8, false)).toBeNull();
  });
});
