import { describe, expect, it } from 'vitest';
import type { Question } from '../content/curriculum.js';
import { foldDigits, gradeAnswer, lessonScore, normaliseTypedAnswer, rightAnswer } from './grading.js';

const t = (en: string, ar: string) => ({ en, ar });
const base = { key: 'q', prompt: t('?', '؟'), points: 10, skill: 'loops' as const };
const choice: Question = { ...base, type: 'choice', options: [t('a', 'أ'), t('b', 'ب'), t('c', 'ج')], answer: 2 };
const truefalse: Question = { ...base, type: 'truefalse', answer: false };
const fillin: Question = { ...base, type: 'fillin', accepted: { en: ['Loop', 'repeat  block'], ar: ['حلقة', '١٢'] } };
const ordering: Question = { ...base, type: 'ordering', items: [t('1', '1'), t('2', '2'), t('3', '3'), t('4', '4')] };
const matching: Question = {
  ...base,
  type: 'matching',
  pairs: [
    { left: t('a', 'a'), right: t('A', 'A') },
    { left: t('b', 'b'), right: t('B', 'B') },
    { left: t('c', 'c'), right: t('C', 'C') },
  ],
};

describe('gradeAnswer', () => {
  it('grades a choice by the option index', () => {
    expect(gradeAnswer(choice, 2)).toEqual({ rate: 100, correct: true });
    expect(gradeAnswer(choice, 1)).toEqual({ rate: 0, correct: false });
    expect(gradeAnswer(choice, '2')).toEqual({ rate: 0, correct: false });
  });

  it('grades true or false', () => {
    expect(gradeAnswer(truefalse, false)).toEqual({ rate: 100, correct: true });
    expect(gradeAnswer(truefalse, true).correct).toBe(false);
    expect(gradeAnswer(truefalse, 0).correct).toBe(false);
  });

  it('grades a typed answer against both languages: trimmed, case-insensitive, inner spaces collapsed', () => {
    expect(gradeAnswer(fillin, '  LOOP ').correct).toBe(true);
    expect(gradeAnswer(fillin, 'repeat block').correct).toBe(true);
    expect(gradeAnswer(fillin, 'حلقة', 'en').correct).toBe(true);
    expect(gradeAnswer(fillin, 'loop', 'ar').correct).toBe(true);
    expect(gradeAnswer(fillin, 'loops').correct).toBe(false);
    expect(gradeAnswer(fillin, '   ').correct).toBe(false);
    expect(gradeAnswer(fillin, 3).correct).toBe(false);
  });

  it('reads Arabic-Indic digits as Western digits, and ignores Arabic marks', () => {
    expect(gradeAnswer(fillin, '12').correct).toBe(true);
    expect(gradeAnswer(fillin, '۱۲').correct).toBe(true);
    expect(gradeAnswer(fillin, 'حَلْقَة').correct).toBe(true);
    expect(foldDigits('٠١٢٣٤٥٦٧٨٩ ۰۹')).toBe('0123456789 09');
    expect(normaliseTypedAnswer('  Hello   World ')).toBe('hello world');
  });

  it('gives part marks for ordering: each item in its right place', () => {
    expect(gradeAnswer(ordering, [0, 1, 2, 3])).toEqual({ rate: 100, correct: true });
    expect(gradeAnswer(ordering, [0, 1, 3, 2])).toEqual({ rate: 50, correct: false });
    expect(gradeAnswer(ordering, [3, 2, 1, 0])).toEqual({ rate: 0, correct: false });
    expect(gradeAnswer(ordering, [0, 0, 0, 0])).toEqual({ rate: 25, correct: false });
    expect(gradeAnswer(ordering, [0, 1, 2])).toEqual({ rate: 75, correct: false });
    expect(gradeAnswer(ordering, [0, 1, 2, 3, 4]).correct).toBe(false);
    expect(gradeAnswer(ordering, 'abc')).toEqual({ rate: 0, correct: false });
  });

  it('gives part marks for matching: each left matched with its own right', () => {
    expect(gradeAnswer(matching, [0, 1, 2])).toEqual({ rate: 100, correct: true });
    expect(gradeAnswer(matching, [0, 2, 1])).toEqual({ rate: 33, correct: false });
    expect(gradeAnswer(matching, [1, 2, 0])).toEqual({ rate: 0, correct: false });
    expect(gradeAnswer(matching, true)).toEqual({ rate: 0, correct: false });
  });

  it('rates a missing answer 0', () => {
    expect(gradeAnswer(choice, null)).toEqual({ rate: 0, correct: false });
    expect(gradeAnswer(choice, undefined)).toEqual({ rate: 0, correct: false });
  });

  it('knows the right answer of each type, and grades it right', () => {
    for (const q of [choice, truefalse, fillin, ordering, matching])
      expect(gradeAnswer(q, rightAnswer(q)).correct).toBe(true);
  });
});

describe('lessonScore', () => {
  it('weighs each question by its points, part marks included, rounded down', () => {
    expect(
      lessonScore([
        { points: 10, rate: 100 },
        { points: 20, rate: 50 },
        { points: 10, rate: 0 },
      ]),
    ).toEqual({ score: 20, maxScore: 40, rate: 50, perfect: false });
  });

  it('reaches the maximum only when every answer is fully right', () => {
    expect(
      lessonScore([
        { points: 10, rate: 96 },
        { points: 10, rate: 100 },
      ]),
    ).toMatchObject({ score: 19, perfect: false });
    expect(
      lessonScore([
        { points: 10, rate: 100 },
        { points: 20, rate: 100 },
      ]),
    ).toEqual({ score: 30, maxScore: 30, rate: 100, perfect: true });
  });

  it('scores an empty attempt 0', () => {
    expect(lessonScore([])).toEqual({ score: 0, maxScore: 0, rate: 0, perfect: false });
  });
});
