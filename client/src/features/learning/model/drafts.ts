import type { Answer, Question } from '@codeyard/shared-schema';
import { emptyMatch, matchAnswer, shuffledIndices, type MatchState, type Side } from './interactions';

/**
 * A question being answered: what the child has done so far, and the answer it makes (null until there
 * is one — "an answer must be chosen" before moving on).
 */
export type Draft =
  | { type: 'choice'; value: number | null }
  | { type: 'truefalse'; value: boolean | null }
  | { type: 'fillin'; text: string }
  | { type: 'ordering'; order: number[]; touched: boolean }
  | { type: 'matching'; match: MatchState; rightOrder: number[] };

export function initialDraft(question: Question, seed: number): Draft {
  switch (question.type) {
    case 'choice':
      return { type: 'choice', value: null };
    case 'truefalse':
      return { type: 'truefalse', value: null };
    case 'fillin':
      return { type: 'fillin', text: '' };
    case 'ordering':
      return { type: 'ordering', order: shuffledIndices(question.items.length, seed), touched: false };
    case 'matching':
      return {
        type: 'matching',
        match: emptyMatch(question.pairs.length),
        rightOrder: shuffledIndices(question.pairs.length, seed + 7919),
      };
  }
}

export function draftAnswer(draft: Draft): Answer | null {
  switch (draft.type) {
    case 'choice':
    case 'truefalse':
      return draft.value;
    case 'fillin':
      return draft.text.trim() ? draft.text.trim().slice(0, 200) : null;
    case 'ordering':
      return draft.touched ? draft.order : null;
    case 'matching':
      return matchAnswer(draft.match);
  }
}

/** What to tell a child who wants to move on without an answer. */
export function missingKey(draft: Draft): string {
  switch (draft.type) {
    case 'fillin':
      return 'player.typeFirst';
    case 'ordering':
      return 'player.orderFirst';
    case 'matching':
      return 'player.matchFirst';
    default:
      return 'player.chooseFirst';
  }
}

// ---------------------------------------------------------------- kept drafts

const isIndex = (v: unknown, n: number): v is number => Number.isInteger(v) && (v as number) >= 0 && (v as number) < n;

/** A permutation of 0..n-1 (a shuffled order of cards), or false. */
function isOrder(v: unknown, n: number): v is number[] {
  return Array.isArray(v) && v.length === n && v.every((i) => isIndex(i, n)) && new Set(v).size === n;
}

/**
 * A draft read back from the device, checked against the question as it is now: the same draft when it
 * still fits (type, option count, a shuffled order of the same cards), null when the lesson changed under
 * it (a new download) — then the question starts fresh instead of showing nonsense.
 */
export function restoreDraft(question: Question, saved: unknown): Draft | null {
  if (!saved || typeof saved !== 'object' || (saved as { type?: unknown }).type !== question.type) return null;
  const d = saved as Record<string, unknown>;
  switch (question.type) {
    case 'choice':
      return d.value === null || isIndex(d.value, question.options.length) ? { type: 'choice', value: d.value } : null;
    case 'truefalse':
      return d.value === null || typeof d.value === 'boolean' ? { type: 'truefalse', value: d.value } : null;
    case 'fillin':
      return typeof d.text === 'string' ? { type: 'fillin', text: d.text.slice(0, 200) } : null;
    case 'ordering':
      return isOrder(d.order, question.items.length)
        ? { type: 'ordering', order: [...d.order], touched: d.touched === true }
        : null;
    case 'matching': {
      const n = question.pairs.length;
      const match = d.match as { pairs?: unknown; selected?: unknown } | undefined;
      if (!isOrder(d.rightOrder, n) || !match || !Array.isArray(match.pairs) || match.pairs.length !== n) return null;
      const pairs = match.pairs as unknown[];
      if (!pairs.every((r) => r === null || isIndex(r, n))) return null;
      const used = pairs.filter((r) => r !== null);
      if (new Set(used).size !== used.length) return null;
      const sel = match.selected as { side?: unknown; index?: unknown } | null | undefined;
      const side: Side | null = sel?.side === 'left' || sel?.side === 'right' ? sel.side : null;
      const selected = side && isIndex(sel?.index, n) ? { side, index: sel.index } : null;
      return {
        type: 'matching',
        match: { pairs: pairs as (number | null)[], selected },
        rightOrder: [...d.rightOrder],
      };
    }
  }
}
