import { describe, expect, it } from 'vitest';
import { drop, pick, returnWrong, startConnect } from './connect-rules';

describe('a drag-and-drop level', () => {
  it('takes one card a question: a card dropped on a taken question sends the other back to the tray', () => {
    let s = startConnect([3, 1, 2]);
    s = drop(s, 1, 1);
    expect(s.tray).toEqual([3, 2]);
    s = drop(s, 3, 1);
    expect(s.placed.get(1)).toBe(3);
    expect(s.tray).toEqual([2, 1]);
  });

  it('keeps a card in one place: moved from a question to another, or back to the tray', () => {
    let s = drop(startConnect([1, 2]), 2, 1);
    s = drop(s, 2, 2);
    expect([...s.placed]).toEqual([[2, 2]]);
    s = drop(s, 2, null);
    expect(s.placed.size).toBe(0);
    expect(s.tray).toEqual([1, 2]);
  });

  it('picks a card by click or keyboard, and a second press puts it down', () => {
    let s = pick(startConnect([1, 2]), 2);
    expect(s.picked).toBe(2);
    expect(pick(s, 2).picked).toBeNull();
    s = drop(s, 2, 1);
    expect(s.picked).toBeNull();
  });

  it('returns only the wrong cards after a check', () => {
    let s = drop(drop(startConnect([1, 2]), 2, 1), 1, 2);
    s = returnWrong(drop(s, 1, 2), [1]);
    expect([...s.placed]).toEqual([[2, 1]]);
    expect(s.tray).toEqual([2]);
  });
});
