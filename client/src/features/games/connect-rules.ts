/**
 * A drag-and-drop level as the child plays it, pure: cards wait in a tray; a card dropped on a question
 * takes its place (one answer a question: a card already there goes back to the tray; one place a card:
 * a card moved from another question leaves it). Picked (by click, tap or Enter), then dropped (on a
 * question, or back on the tray).
 */
export interface ConnectState {
  /** The cards in the tray, in their shuffled order. */
  tray: number[];
  /** Question id → the card dropped on it. */
  placed: Map<number, number>;
  /** The card picked up by click or keyboard, waiting for a place. */
  picked: number | null;
}

export function startConnect(cards: number[]): ConnectState {
  return { tray: [...cards], placed: new Map(), picked: null };
}

export function pick(state: ConnectState, card: number): ConnectState {
  return { ...state, picked: state.picked === card ? null : card };
}

/** Drops a card on a question (null: back on the tray). */
export function drop(state: ConnectState, card: number, question: number | null): ConnectState {
  const placed = new Map(state.placed);
  let tray = state.tray.filter((c) => c !== card);
  for (const [q, c] of placed) if (c === card) placed.delete(q);
  if (question === null) return { tray: [...tray, card], placed, picked: null };
  const before = placed.get(question);
  if (before !== undefined) tray = [...tray, before];
  placed.set(question, card);
  return { tray, placed, picked: null };
}

/** The wrong cards go back to the tray after a check, the right ones stay. */
export function returnWrong(state: ConnectState, wrong: readonly number[]): ConnectState {
  let next = state;
  for (const q of wrong) {
    const card = next.placed.get(q);
    if (card !== undefined) next = drop(next, card, null);
  }
  return { ...next, picked: null };
}
