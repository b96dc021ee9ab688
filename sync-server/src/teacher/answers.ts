import { translate, type Language, type Question } from '@codeyard/shared-schema';

/**
 * Answers as a teacher reads them, in the request language. A stored answer's shape follows the
 * question type (shared-schema contract/learning.ts `Answer`): choice = the option index; truefalse = a
 * boolean; fillin = the typed text; ordering = the item indices in the child's order; matching = for
 * each left card (in the file's order) the index of the right card chosen. The right answer is given in
 * the same shapes, so that `value`s compare directly.
 */

type Localised = { en: string; ar: string };
const say = (text: Localised | undefined, lang: Language) => (text ? text[lang] : '?');

export interface AnswerView {
  value: unknown;
  text: string;
}

export function correctAnswer(question: Question, lang: Language): AnswerView {
  switch (question.type) {
    case 'choice':
      return { value: question.answer, text: say(question.options[question.answer], lang) };
    case 'truefalse':
      return { value: question.answer, text: translate(lang, question.answer ? 'answers.true' : 'answers.false') };
    case 'fillin':
      return { value: question.accepted[lang], text: question.accepted[lang].join(' / ') };
    case 'ordering': {
      const order = question.items.map((_, i) => i);
      return { value: order, text: orderingText(question.items, order, lang) };
    }
    case 'matching': {
      const pairs = question.pairs.map((_, i) => i);
      return { value: pairs, text: matchingText(question.pairs, pairs, lang) };
    }
  }
}

export function studentAnswer(question: Question, value: unknown, lang: Language): AnswerView {
  return { value, text: answerText(question, value, lang) };
}

function answerText(question: Question, value: unknown, lang: Language): string {
  switch (question.type) {
    case 'choice':
      return typeof value === 'number' ? say(question.options[value], lang) : String(value);
    case 'truefalse':
      return typeof value === 'boolean' ? translate(lang, value ? 'answers.true' : 'answers.false') : String(value);
    case 'fillin':
      return typeof value === 'string' ? value : String(value);
    case 'ordering':
      return isIndexList(value) ? orderingText(question.items, value, lang) : JSON.stringify(value);
    case 'matching':
      return isIndexList(value) ? matchingText(question.pairs, value, lang) : JSON.stringify(value);
  }
}

const isIndexList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((v) => Number.isInteger(v));

function orderingText(items: Localised[], order: number[], lang: Language): string {
  return order.map((i) => say(items[i], lang)).join(' → ');
}

function matchingText(pairs: { left: Localised; right: Localised }[], rights: number[], lang: Language): string {
  return pairs
    .map((pair, i) => `${say(pair.left, lang)} = ${rights[i] === undefined ? '?' : say(pairs[rights[i]]?.right, lang)}`)
    .join('; ');
}

/** The options a teacher sees beside a choice question's prompt (none for the other types: their cards are in the answer). */
export function questionOptions(question: Question, lang: Language): string[] {
  return question.type === 'choice' ? question.options.map((o) => o[lang]) : [];
}
