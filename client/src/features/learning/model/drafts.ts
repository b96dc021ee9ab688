import type { Answer, Question } from '@codeyard/shared-schema';
import { emptyMatch, matchAnswer, shuffledIndices, type MatchState } from './interactions';

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
      return { type: 'matching', match: emptyMatch(question.pairs.length), rightOrder: shuffledIndices(question.pairs.length, seed + 7919) };
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
