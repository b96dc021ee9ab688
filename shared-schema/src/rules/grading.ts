import type { Question } from '../content/curriculum.js';
import type { Language } from './constants.js';

/**
 * Grading of lesson questions, shared by both sides: the device grades at once (offline too, the
 * answers are in the lesson download) and the server grades again on submission, authoritatively.
 *
 * Answer shapes by question type:
 * - choice: the index of the chosen option;
 * - truefalse: a boolean;
 * - fillin: the typed text (any accepted answer of either language counts: trimmed, inner spaces
 *   collapsed, case-insensitive, Arabic-Indic digits read as 0-9, Arabic diacritics and tatweel ignored);
 * - ordering: the item indices (as written in the file, which is the right order) in the child's order;
 *   part marks for each item in its right place;
 * - matching: for each left card in the file's order, the index of the right card the child matched it
 *   with (the file writes pairs matched, so right is i for left i); part marks for each right pair.
 * An answer of the wrong shape rates 0, never an error: it is the child's answer, kept as given.
 */
export type Answer = number | boolean | string | number[];

export interface Grade {
  /** 0 to 100: how much of the question was right. */
  rate: number;
  correct: boolean;
}

const ARABIC_INDIC_ZERO = 0x0660;
const EXTENDED_ARABIC_INDIC_ZERO = 0x06f0;

/** Arabic-Indic (٠-٩) and extended Arabic-Indic (۰-۹) digits become 0-9. */
export function foldDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => {
    const code = d.charCodeAt(0);
    return String(code >= EXTENDED_ARABIC_INDIC_ZERO ? code - EXTENDED_ARABIC_INDIC_ZERO : code - ARABIC_INDIC_ZERO);
  });
}

/** How a typed answer is compared: digits folded, Arabic marks dropped, spaces trimmed and collapsed, case ignored. */
export function normaliseTypedAnswer(text: string): string {
  return foldDigits(text.normalize('NFC'))
    .replace(/[\u064B-\u0652\u0670\u0640]/g, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLocaleLowerCase('en');
}

const isIndexList = (answer: Answer): answer is number[] =>
  Array.isArray(answer) && answer.every((n) => Number.isInteger(n));

function partMarks(expectedLength: number, answer: Answer): Grade {
  if (!isIndexList(answer) || expectedLength === 0) return { rate: 0, correct: false };
  // Item i is in its right place when position i holds it (an item named twice is right at most once).
  let right = 0;
  for (let i = 0; i < expectedLength; i++) if (answer[i] === i) right++;
  const correct = right === expectedLength && answer.length === expectedLength;
  return { rate: correct ? 100 : Math.floor((100 * right) / expectedLength), correct };
}

const WRONG: Grade = { rate: 0, correct: false };
const RIGHT: Grade = { rate: 100, correct: true };

/**
 * Grades one answer. `lang` is the interface language at the time; typed answers are accepted in either
 * language whatever it is (children mix), so it does not change the grade today.
 */
export function gradeAnswer(question: Question, answer: Answer | null | undefined, lang?: Language): Grade {
  void lang;
  if (answer === null || answer === undefined) return WRONG;
  switch (question.type) {
    case 'choice':
      return answer === question.answer ? RIGHT : WRONG;
    case 'truefalse':
      return answer === question.answer ? RIGHT : WRONG;
    case 'fillin': {
      if (typeof answer !== 'string') return WRONG;
      const typed = normaliseTypedAnswer(answer);
      if (!typed) return WRONG;
      const accepted = [...question.accepted.en, ...question.accepted.ar].map(normaliseTypedAnswer);
      return accepted.includes(typed) ? RIGHT : WRONG;
    }
    case 'ordering':
      return partMarks(question.items.length, answer);
    case 'matching':
      return partMarks(question.pairs.length, answer);
  }
}

/** The right answer of a question in the grading shape (for the assessment screen and tests). */
export function rightAnswer(question: Question): Answer {
  switch (question.type) {
    case 'choice':
    case 'truefalse':
      return question.answer;
    case 'fillin':
      return question.accepted.en[0];
    case 'ordering':
      return question.items.map((_, i) => i);
    case 'matching':
      return question.pairs.map((_, i) => i);
  }
}

export interface ScoredAnswer {
  /** The question's points for a fully right answer. */
  points: number;
  rate: number;
}

export interface LessonScore {
  /** Points of the answers, part marks counted (rounded down once, at the end). */
  score: number;
  maxScore: number;
  /** 0 to 100. */
  rate: number;
  perfect: boolean;
}

/** A lesson attempt's score: each question weighs its points; unanswered questions count as 0. */
export function lessonScore(answers: readonly ScoredAnswer[]): LessonScore {
  const maxScore = answers.reduce((sum, a) => sum + a.points, 0);
  const exact = answers.reduce((sum, a) => sum + (a.points * a.rate) / 100, 0);
  // Rounded down, so that only an attempt with every question right reaches the maximum.
  const score = Math.floor(exact + 1e-9);
  return {
    score,
    maxScore,
    rate: maxScore === 0 ? 0 : Math.floor((100 * exact) / maxScore + 1e-9),
    perfect: maxScore > 0 && answers.every((a) => a.rate === 100),
  };
}
