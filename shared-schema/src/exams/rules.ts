import type { Localised } from '../content/curriculum.js';
import { AGES } from '../rules/constants.js';
import { gradeAnswer, lessonScore, type Answer } from '../rules/grading.js';
import type { Question } from '../content/curriculum.js';

/**
 * The certification programme (spec 000 §1, §4, §5; spec 001 §9.1, §9.2): seven exams in three
 * specialisations — the block language SmoothY (3 exams), Web (2) and Python (2) — and a master
 * certificate for all three. Rules here are pure and shared: the server decides with them, the device
 * explains with them.
 */

export const EXAM_TRACKS = ['smoothy', 'web', 'python'] as const;
export type ExamTrack = (typeof EXAM_TRACKS)[number];

/** Spec 001 §9.2: master certificate from three specialisations: block language (3 exams), Web (2), Python (2). */
export const SPECIALISATION_EXAMS: Record<ExamTrack, number> = { smoothy: 3, web: 2, python: 2 };

/** The question types an exam draws: one answer each, so nothing of the answer is sent with the question. */
export const EXAM_QUESTION_TYPES = ['choice', 'truefalse', 'fillin'] as const;
export type ExamQuestionType = (typeof EXAM_QUESTION_TYPES)[number];

/** Which lessons of a course an exam draws from: all, or the first or second half of its lesson stones. */
export type ExamPart = 'all' | 'first-half' | 'second-half';

export interface ExamDefinition {
  id: number;
  key: string;
  track: ExamTrack;
  /** 1-based place in its track: an exam opens once the earlier ones of the track are passed. */
  step: number;
  /** The catalogue number of the course that must be completed first. */
  requiredCourse: number;
  /** Where its questions come from: the lessons' existing questions of these courses. */
  sources: readonly { course: number; part: ExamPart }[];
  questions: number;
  minutes: number;
  title: Localised;
}

const exam = (
  id: number,
  track: ExamTrack,
  step: number,
  requiredCourse: number,
  sources: ExamDefinition['sources'],
  title: Localised,
): ExamDefinition => ({
  id,
  key: `${track}-${step}`,
  track,
  step,
  requiredCourse,
  sources,
  questions: 10,
  minutes: 15,
  title,
});

export const EXAMS: readonly ExamDefinition[] = [
  exam(
    1,
    'smoothy',
    1,
    2,
    [
      { course: 1, part: 'all' },
      { course: 2, part: 'all' },
    ],
    {
      en: 'SmoothY 1: first steps with blocks',
      ar: 'سموذي 1: الخطوات الأولى مع المكعبات',
    },
  ),
  exam(
    2,
    'smoothy',
    2,
    4,
    [
      { course: 3, part: 'all' },
      { course: 4, part: 'all' },
    ],
    {
      en: 'SmoothY 2: stories and games',
      ar: 'سموذي 2: القصص والألعاب',
    },
  ),
  exam(
    3,
    'smoothy',
    3,
    6,
    [
      { course: 5, part: 'all' },
      { course: 6, part: 'all' },
    ],
    {
      en: 'SmoothY 3: inventor and master',
      ar: 'سموذي 3: المخترع والمحترف',
    },
  ),
  exam(4, 'web', 1, 7, [{ course: 7, part: 'first-half' }], {
    en: 'Web 1: pages with HTML',
    ar: 'الويب 1: صفحات بلغة HTML',
  }),
  exam(5, 'web', 2, 7, [{ course: 7, part: 'second-half' }], {
    en: 'Web 2: style with CSS',
    ar: 'الويب 2: التنسيق بلغة CSS',
  }),
  exam(6, 'python', 1, 8, [{ course: 8, part: 'first-half' }], {
    en: 'Python 1: first programs',
    ar: 'بايثون 1: البرامج الأولى',
  }),
  exam(7, 'python', 2, 8, [{ course: 8, part: 'second-half' }], {
    en: 'Python 2: loops and decisions',
    ar: 'بايثون 2: التكرار والقرارات',
  }),
];

export const examById = (id: number): ExamDefinition | undefined => EXAMS.find((e) => e.id === id);

/** The share of the points an exam needs to be passed, in percent. */
export const EXAM_PASS_RATE = 60;
/** A submission this long after the deadline is still taken (the network, the click at the last second). */
export const EXAM_GRACE_SECONDS = 60;
/**
 * How long a registration's eligibility lasts: long enough that it never runs out before the child can
 * schedule (start) the exam in a school year; an exam started inside it can always be finished.
 */
export const EXAM_WINDOW_DAYS = 365;

/** Why an exam cannot be registered for or taken now (none: it can). */
export type ExamLock = 'age' | 'course' | 'order';

export interface ExamFacts {
  /** The child's age, when known (from the candidate's date of birth, else from the year of birth). */
  age: number | null;
  /** Catalogue numbers of the courses the child completed. */
  completedCourses: ReadonlySet<number>;
  /** Ids of the exams the child passed. */
  passedExams: ReadonlySet<number>;
}

export const isExamAge = (age: number) => age >= AGES.examMin && age <= AGES.examMax;

/** What stops a child from an exam: age 8 to 18, the required course completed, the earlier exams of the track passed. */
export function examLocks(exam: ExamDefinition, facts: ExamFacts): ExamLock[] {
  const locks: ExamLock[] = [];
  if (facts.age !== null && !isExamAge(facts.age)) locks.push('age');
  if (!facts.completedCourses.has(exam.requiredCourse)) locks.push('course');
  const earlier = EXAMS.filter((e) => e.track === exam.track && e.step < exam.step);
  if (earlier.some((e) => !facts.passedExams.has(e.id))) locks.push('order');
  return locks;
}

/**
 * How an exam shows in the list: completed (passed), in progress (registered, not passed yet), available
 * (may register), locked (a rule stops it) or soon (its questions are not there yet: "released soon").
 */
export type ExamState = 'completed' | 'in-progress' | 'available' | 'locked' | 'soon';

export function examState(
  exam: ExamDefinition,
  facts: ExamFacts & { registered: ReadonlySet<number>; withContent: ReadonlySet<number> },
): ExamState {
  if (facts.passedExams.has(exam.id)) return 'completed';
  if (!facts.withContent.has(exam.id)) return 'soon';
  if (examLocks(exam, facts).length > 0) return 'locked';
  return facts.registered.has(exam.id) ? 'in-progress' : 'available';
}

/** Whole years of age on a day, from a date of birth written YYYY-MM-DD (null when it is no real date). */
export function ageOn(dateOfBirth: string, today: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const born = new Date(Date.UTC(y, m - 1, d));
  if (born.getUTCFullYear() !== y || born.getUTCMonth() !== m - 1 || born.getUTCDate() !== d) return null;
  if (born.getTime() > today.getTime()) return null;
  let age = today.getUTCFullYear() - y;
  const birthdayPassed = today.getUTCMonth() > m - 1 || (today.getUTCMonth() === m - 1 && today.getUTCDate() >= d);
  if (!birthdayPassed) age--;
  return age;
}

/** The lesson positions (0-based, among the course's lesson stones in map order) an exam part covers. */
export function partCovers(part: ExamPart, index: number, lessons: number): boolean {
  const half = Math.ceil(lessons / 2);
  if (part === 'first-half') return index < half;
  if (part === 'second-half') return index >= half;
  return true;
}

/** `count` distinct items of the pool, in a random order (all of it when it is smaller). */
export function drawQuestions<T>(pool: readonly T[], count: number, random: () => number = Math.random): T[] {
  const items = [...pool];
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items.slice(0, count);
}

export interface ExamResult {
  score: number;
  maxScore: number;
  rate: number;
  right: number;
  total: number;
  passed: boolean;
}

/** Grades an exam's answers with the lessons' grading; a question left out counts as wrong. */
export function gradeExam(
  questions: readonly { id: number; question: Question }[],
  answers: ReadonlyMap<number, Answer>,
): ExamResult {
  const graded = questions.map(({ id, question }) => ({
    points: question.points,
    ...gradeAnswer(question, answers.get(id)),
  }));
  const total = lessonScore(graded);
  return {
    score: total.score,
    maxScore: total.maxScore,
    rate: total.rate,
    right: graded.filter((g) => g.correct).length,
    total: graded.length,
    passed: total.maxScore > 0 && total.rate >= EXAM_PASS_RATE,
  };
}

/** The specialisations earned (every exam of the track passed) and whether the master certificate is. */
export function certificationProgress(passedExams: ReadonlySet<number>) {
  const tracks = EXAM_TRACKS.map((track) => {
    const ofTrack = EXAMS.filter((e) => e.track === track);
    const passed = ofTrack.filter((e) => passedExams.has(e.id)).length;
    return { track, exams: ofTrack.length, passed, earned: passed === ofTrack.length };
  });
  return { tracks, master: tracks.every((t) => t.earned) };
}

/**
 * The practical task (one per sitting, drawn from the exam's courses: a SmoothY level, or a Web or Python
 * exercise) is this share of an exam's points, in percent; the questions make the rest.
 */
export const EXAM_TASK_SHARE = 30;

/** The task's points beside questions worth `questionsMax`, so that it is EXAM_TASK_SHARE % of the whole. */
export const examTaskPoints = (questionsMax: number) =>
  Math.round((questionsMax * EXAM_TASK_SHARE) / (100 - EXAM_TASK_SHARE));

/** A SmoothY task, judged by the server like the level itself: its stars' share of the points (0 unsolved). */
export const smoothyTaskScore = (stars: number, points: number) =>
  Math.floor((points * Math.max(0, Math.min(3, stars))) / 3);

/**
 * A Web or Python task, whose checks run only on the device (in the preview's sandbox, in Pyodide): all the
 * points when every check of the exercise is reported, each once, and passed; none otherwise (as the
 * exercise itself completes only with every check passed). docs/decisions.md says why this is trusted.
 */
export function reportedTaskScore(
  checkKeys: readonly string[],
  results: readonly { key: string; passed: boolean }[],
  points: number,
): number {
  const reported = new Set(results.map((r) => r.key));
  const complete =
    results.length === checkKeys.length &&
    reported.size === checkKeys.length &&
    checkKeys.every((k) => reported.has(k));
  return complete && results.every((r) => r.passed) ? points : 0;
}

/** An exam's result with its practical task counted in the score, the rate and the pass. */
export function withTask(result: ExamResult, task: { score: number; points: number }): ExamResult {
  const score = result.score + task.score;
  const maxScore = result.maxScore + task.points;
  const rate = maxScore === 0 ? 0 : Math.floor((100 * score) / maxScore + 1e-9);
  return { ...result, score, maxScore, rate, passed: maxScore > 0 && rate >= EXAM_PASS_RATE };
}

/** The certification awards: a specialisation for each track, and the master certificate for all three. */
export const EXAM_AWARDS = [...EXAM_TRACKS, 'master'] as const;
export type ExamAward = (typeof EXAM_AWARDS)[number];

/** The awards the passed exams give: each track whose exams are all passed, and the master when all three are. */
export function earnedAwards(passedExams: ReadonlySet<number>): ExamAward[] {
  const progress = certificationProgress(passedExams);
  const tracks: ExamAward[] = progress.tracks.filter((t) => t.earned).map((t) => t.track);
  return progress.master ? [...tracks, 'master'] : tracks;
}

export const AWARD_TITLES: Record<ExamAward, Localised> = {
  smoothy: { en: 'SmoothY Specialisation', ar: 'تخصص سموذي' },
  web: { en: 'Web Specialisation', ar: 'تخصص الويب' },
  python: { en: 'Python Specialisation', ar: 'تخصص بايثون' },
  master: { en: 'Master Programmer', ar: 'المبرمج المحترف' },
};
