import { describe, expect, it } from 'vitest';
import type { Question } from '../content/curriculum.js';
import {
  ageOn,
  certificationProgress,
  drawQuestions,
  earnedAwards,
  EXAM_TASK_SHARE,
  examTaskPoints,
  EXAMS,
  examById,
  examLocks,
  examState,
  gradeExam,
  partCovers,
  reportedTaskScore,
  smoothyTaskScore,
  SPECIALISATION_EXAMS,
  withTask,
} from './rules.js';

const facts = (over: Partial<Parameters<typeof examState>[1]> = {}) => ({
  age: 10,
  completedCourses: new Set<number>(),
  passedExams: new Set<number>(),
  registered: new Set<number>(),
  withContent: new Set(EXAMS.map((e) => e.id)),
  ...over,
});

describe('the exams of the certification programme', () => {
  it('are seven: three SmoothY, two Web and two Python, numbered in order within each track', () => {
    expect(EXAMS).toHaveLength(7);
    for (const [track, count] of Object.entries(SPECIALISATION_EXAMS)) {
      expect(EXAMS.filter((e) => e.track === track).map((e) => e.step)).toEqual(
        Array.from({ length: count }, (_, i) => i + 1),
      );
    }
    expect(new Set(EXAMS.map((e) => e.id)).size).toBe(7);
  });
});

describe('examLocks', () => {
  const smoothy1 = examById(1)!;
  const smoothy2 = examById(2)!;

  it('opens an exam once its course is completed and the earlier exams of its track are passed', () => {
    expect(examLocks(smoothy1, facts({ completedCourses: new Set([2]) }))).toEqual([]);
    expect(examLocks(smoothy2, facts({ completedCourses: new Set([4]), passedExams: new Set([1]) }))).toEqual([]);
  });

  it('locks by course, by order and by age (8 to 18)', () => {
    expect(examLocks(smoothy1, facts())).toEqual(['course']);
    expect(examLocks(smoothy2, facts({ completedCourses: new Set([4]) }))).toEqual(['order']);
    expect(examLocks(smoothy1, facts({ age: 7, completedCourses: new Set([2]) }))).toEqual(['age']);
    expect(examLocks(smoothy1, facts({ age: 19, completedCourses: new Set([2]) }))).toEqual(['age']);
    expect(examLocks(smoothy1, facts({ age: 8, completedCourses: new Set([2]) }))).toEqual([]);
    expect(examLocks(smoothy1, facts({ age: 18, completedCourses: new Set([2]) }))).toEqual([]);
    // Another track's passed exam does not open the order of this one.
    expect(examLocks(examById(5)!, facts({ completedCourses: new Set([7]), passedExams: new Set([1]) }))).toEqual([
      'order',
    ]);
  });
});

describe('examState', () => {
  const smoothy1 = examById(1)!;
  it('says completed, in progress, available, locked or released soon', () => {
    expect(examState(smoothy1, facts({ passedExams: new Set([1]) }))).toBe('completed');
    expect(examState(smoothy1, facts({ withContent: new Set() }))).toBe('soon');
    expect(examState(smoothy1, facts())).toBe('locked');
    expect(examState(smoothy1, facts({ completedCourses: new Set([2]) }))).toBe('available');
    expect(examState(smoothy1, facts({ completedCourses: new Set([2]), registered: new Set([1]) }))).toBe(
      'in-progress',
    );
  });
});

describe('ageOn', () => {
  const today = new Date('2026-11-27T10:00:00Z');
  it('counts whole years, a birthday later this year not yet', () => {
    expect(ageOn('2016-11-27', today)).toBe(10);
    expect(ageOn('2016-11-28', today)).toBe(9);
    expect(ageOn('2018-01-01', today)).toBe(8);
  });
  it('refuses dates that do not exist or lie ahead', () => {
    expect(ageOn('2016-02-30', today)).toBeNull();
    expect(ageOn('2027-01-01', today)).toBeNull();
    expect(ageOn('27/11/2016', today)).toBeNull();
  });
});

describe('partCovers', () => {
  it('splits a course of 20 lessons (and 5) into halves', () => {
    expect([0, 9, 10, 19].map((i) => partCovers('first-half', i, 20))).toEqual([true, true, false, false]);
    expect([0, 9, 10, 19].map((i) => partCovers('second-half', i, 20))).toEqual([false, false, true, true]);
    expect([0, 2, 3].map((i) => partCovers('first-half', i, 5))).toEqual([true, true, false]);
  });
});

describe('drawQuestions', () => {
  it('draws distinct questions of the pool', () => {
    const pool = Array.from({ length: 30 }, (_, i) => i);
    const drawn = drawQuestions(pool, 10, () => 0.42);
    expect(drawn).toHaveLength(10);
    expect(new Set(drawn).size).toBe(10);
    expect(drawn.every((n) => pool.includes(n))).toBe(true);
    expect(drawQuestions([1, 2], 10)).toHaveLength(2);
  });
});

describe('gradeExam', () => {
  const t = (en: string) => ({ en, ar: en });
  const q = (id: number, question: Partial<Question>) => ({
    id,
    question: { key: `q${id}`, prompt: t('?'), points: 10, skill: 'loops', ...question } as Question,
  });
  const questions = [
    q(1, { type: 'choice', options: [t('a'), t('b')], answer: 1 }),
    q(2, { type: 'truefalse', answer: false }),
    q(3, { type: 'fillin', accepted: { en: ['loop'], ar: ['حلقة'] } }),
    q(4, { type: 'truefalse', answer: true }),
    q(5, { type: 'choice', options: [t('a'), t('b')], answer: 0 }),
  ];

  it('passes at 60 % of the points and counts a missing answer as wrong', () => {
    const three = gradeExam(
      questions,
      new Map<number, unknown>([
        [1, 1],
        [2, false],
        [3, ' Loop '],
      ]) as never,
    );
    expect(three).toEqual({ score: 30, maxScore: 50, rate: 60, right: 3, total: 5, passed: true });
    const two = gradeExam(
      questions,
      new Map<number, unknown>([
        [1, 1],
        [2, true],
        [3, 'حلقة'],
      ]) as never,
    );
    expect(two).toMatchObject({ score: 20, rate: 40, right: 2, passed: false });
  });

  it('never trusts an answer of the wrong shape', () => {
    expect(
      gradeExam(
        questions,
        new Map<number, unknown>([
          [1, '1'],
          [2, 0],
        ]) as never,
      ),
    ).toMatchObject({
      score: 0,
      passed: false,
    });
  });
});

describe('certificationProgress', () => {
  it('earns a specialisation with every exam of its track, the master certificate with all three', () => {
    expect(certificationProgress(new Set([1, 2, 3, 4]))).toMatchObject({
      tracks: [
        { track: 'smoothy', passed: 3, earned: true },
        { track: 'web', passed: 1, earned: false },
        { track: 'python', passed: 0, earned: false },
      ],
      master: false,
    });
    expect(certificationProgress(new Set([1, 2, 3, 4, 5, 6, 7])).master).toBe(true);
  });
});

describe('the practical task in the grade', () => {
  it('is about EXAM_TASK_SHARE percent of the points', () => {
    expect(EXAM_TASK_SHARE).toBe(30);
    expect(examTaskPoints(70)).toBe(30);
    expect(examTaskPoints(100)).toBe(43);
    expect(examTaskPoints(0)).toBe(0);
  });

  it("gives a SmoothY task its stars' share, none unsolved", () => {
    expect(smoothyTaskScore(3, 30)).toBe(30);
    expect(smoothyTaskScore(2, 30)).toBe(20);
    expect(smoothyTaskScore(1, 43)).toBe(14);
    expect(smoothyTaskScore(0, 30)).toBe(0);
    expect(smoothyTaskScore(7, 30)).toBe(30);
  });

  it('gives a Web or Python task its points only for every check reported once and passed', () => {
    const keys = ['title', 'heading'];
    const pass = (key: string) => ({ key, passed: true });
    expect(reportedTaskScore(keys, [pass('heading'), pass('title')], 30)).toBe(30);
    expect(reportedTaskScore(keys, [pass('title')], 30)).toBe(0);
    expect(reportedTaskScore(keys, [pass('title'), pass('title')], 30)).toBe(0);
    expect(reportedTaskScore(keys, [pass('title'), pass('other')], 30)).toBe(0);
    expect(reportedTaskScore(keys, [pass('title'), { key: 'heading', passed: false }], 30)).toBe(0);
    expect(reportedTaskScore(keys, [pass('title'), pass('heading'), pass('extra')], 30)).toBe(0);
  });

  it('counts the task in the score, the rate and the pass', () => {
    const questions = { score: 40, maxScore: 70, rate: 57, right: 4, total: 7, passed: false };
    expect(withTask(questions, { score: 30, points: 30 })).toMatchObject({
      score: 70,
      maxScore: 100,
      rate: 70,
      passed: true,
    });
    expect(withTask(questions, { score: 0, points: 30 })).toMatchObject({ rate: 40, passed: false });
    expect(withTask({ ...questions, maxScore: 0, score: 0 }, { score: 0, points: 0 })).toMatchObject({ passed: false });
  });
});

describe('certification awards', () => {
  it('gives each track whose exams are all passed, and the master for all three', () => {
    expect(earnedAwards(new Set())).toEqual([]);
    expect(earnedAwards(new Set([1, 2]))).toEqual([]);
    expect(earnedAwards(new Set([1, 2, 3]))).toEqual(['smoothy']);
    expect(earnedAwards(new Set([4, 5, 6, 7]))).toEqual(['web', 'python']);
    expect(earnedAwards(new Set([1, 2, 3, 4, 5, 6, 7]))).toEqual(['smoothy', 'web', 'python', 'master']);
  });
});
