import { dealMemory, isMemoryPair, type MemoryCard } from '@codeyard/shared-schema';

/**
 * One memory stage as the child plays it: pure, so the player and its tests share it. Two cards turned
 * are one move; a pair stays up, two cards that are not a pair stay up until the next card is turned (no
 * timer: a child looks as long as they like), then turn back.
 */
export interface StageState {
  cards: MemoryCard[];
  /** Turned up and not matched (none, one, or the two of the last move). */
  up: number[];
  matched: boolean[];
  moves: number;
  /** A stage that shows every card first ("all"), until the child hides them. */
  preview: boolean;
}

export type FlipEvent = 'none' | 'turn' | 'pair' | 'miss';

export function startStage(pairs: number, reveal: 'one' | 'all', random?: () => number): StageState {
  const cards = dealMemory(pairs, random);
  return { cards, up: [], matched: cards.map(() => false), moves: 0, preview: reveal === 'all' };
}

/** The child hides the cards shown at the start of an "all" stage. */
export function hideAll(state: StageState): StageState {
  return { ...state, preview: false };
}

export function flip(state: StageState, index: number): { state: StageState; event: FlipEvent } {
  if (state.preview || index < 0 || index >= state.cards.length) return { state, event: 'none' };
  if (state.matched[index] || state.up.includes(index)) return { state, event: 'none' };
  if (state.up.length !== 1) return { state: { ...state, up: [index] }, event: 'turn' };
  const first = state.up[0]!;
  const moves = state.moves + 1;
  if (isMemoryPair(state.cards, first, index)) {
    const matched = state.matched.map((m, i) => m || i === first || i === index);
    return { state: { ...state, up: [], matched, moves }, event: 'pair' };
  }
  return { state: { ...state, up: [first, index], moves }, event: 'miss' };
}

export function stageDone(state: StageState): boolean {
  return state.matched.every(Boolean);
}

/** Whether a card shows its face: matched, turned up, or every card while an "all" stage is shown. */
export function faceUp(state: StageState, index: number): boolean {
  return state.preview || state.matched[index] || state.up.includes(index);
}

/** Columns of the grid: four for eight cards or more, else three (six cards: two rows of three). */
export function columnsFor(count: number): number {
  return count >= 8 ? 4 : 3;
}

/**
 * The card the arrow keys move to in a grid of `cols` columns (Home/End: the first and last card). In
 * Arabic the grid runs right to left, so ArrowLeft goes forward. Null: not a key of the grid.
 */
export function moveFocus(index: number, key: string, cols: number, count: number, rtl: boolean): number | null {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = rtl ? 'ArrowRight' : 'ArrowLeft';
  const to =
    key === forward
      ? index + 1
      : key === back
        ? index - 1
        : key === 'ArrowDown'
          ? index + cols
          : key === 'ArrowUp'
            ? index - cols
            : key === 'Home'
              ? 0
              : key === 'End'
                ? count - 1
                : null;
  if (to === null) return null;
  return to >= 0 && to < count ? to : index;
}
