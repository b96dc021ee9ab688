/**
 * The pure state of the two hands-on question types, so that drag and drop and the keyboard way share one
 * set of moves (and the tests can drive them without a browser).
 *
 * Ordering: `order` lists the item indices (as written in the file, which is the right order) in the
 * child's order. Matching: `pairs[left]` is the index of the right card matched with that left card (or
 * null); one right card belongs to one left card at most. Both answers are the shapes grading.ts grades.
 */

/** A small seeded random generator (mulberry32): the same question shuffles the same way on every visit. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 0..n-1 shuffled by the seed, never left in the right order (n ≥ 2). */
export function shuffledIndices(n: number, seed: number): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  const random = seeded(seed);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  if (n >= 2 && order.every((v, i) => v === i)) order.push(order.shift()!);
  return order;
}

// ---------------------------------------------------------------- ordering

/** Moves the card at `from` to `to` (positions in the child's order); the others close up. */
export function moveItem(order: readonly number[], from: number, to: number): number[] {
  if (from === to || from < 0 || to < 0 || from >= order.length || to >= order.length) return [...order];
  const next = [...order];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

export const moveUp = (order: readonly number[], position: number) => moveItem(order, position, position - 1);
export const moveDown = (order: readonly number[], position: number) => moveItem(order, position, position + 1);

// ---------------------------------------------------------------- matching

export type Side = 'left' | 'right';

export interface MatchState {
  pairs: (number | null)[];
  /** The card picked first in the keyboard (or tap) way, waiting for its partner. */
  selected: { side: Side; index: number } | null;
}

export function emptyMatch(count: number): MatchState {
  return { pairs: Array.from({ length: count }, () => null), selected: null };
}

/** Pairs a left card with a right card; the right card leaves any other left card it was with. */
export function pair(state: MatchState, left: number, right: number): MatchState {
  const pairs = state.pairs.map((r, l) => (l === left ? right : r === right ? null : r));
  return { pairs, selected: null };
}

export function unpair(state: MatchState, left: number): MatchState {
  return { pairs: state.pairs.map((r, l) => (l === left ? null : r)), selected: null };
}

/**
 * A tap or Enter on a card. The first card is selected; a card of the other side then makes the pair;
 * the same card again lets go; another card of the same side is selected instead.
 */
export function pick(state: MatchState, side: Side, index: number): MatchState {
  const sel = state.selected;
  if (!sel) return { ...state, selected: { side, index } };
  if (sel.side === side) return { ...state, selected: sel.index === index ? null : { side, index } };
  return side === 'right' ? pair(state, sel.index, index) : pair(state, index, sel.index);
}

/** The left card a right card is matched with, or null. */
export function leftOf(state: MatchState, right: number): number | null {
  const left = state.pairs.indexOf(right);
  return left === -1 ? null : left;
}

export function isComplete(state: MatchState): boolean {
  return state.pairs.every((r) => r !== null);
}

export function matchAnswer(state: MatchState): number[] | null {
  return isComplete(state) ? (state.pairs as number[]) : null;
}
