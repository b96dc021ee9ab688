/**
 * Business constants of spec 001 §9 and spec 000 §5, defined once for both sides.
 * Where the spec gives two readings, the chosen one is named here and explained in docs/decisions.md.
 */

export const API_PREFIX = '/api';

export const AGES = {
  platformMin: 6,
  platformMax: 15,
  /** A child must be at least 8 to register (spec 000 §5). */
  registerMin: 8,
  examMin: 8,
  examMax: 18,
  juniorMax: 7,
} as const;

export const ACCOUNT_LIMITS = {
  kidPasswordMin: 6,
  kidUsernameMin: 3,
  kidNameMin: 3,
  /** Bounds the spec does not show; chosen so that names and passwords stay readable. */
  usernameMax: 30,
  nameMax: 50,
  passwordMax: 128,
  safeAnswerMax: 100,
  messageMax: 2000,
} as const;

export const TRIAL = {
  /** Five in most places, three in one message: five is kept (docs/decisions.md). */
  freeLessons: 5,
  trialDays: 30,
} as const;

export const POINTS = {
  hintCost: 10,
  projectMin: 100,
  projectMax: 500,
  leaderboardSize: 10,
  projectsPerDay: 3,
  reviewWithinDays: 7,
  resubmitWithinDays: 7,
  trophies: [
    { key: 'projectHero', projects: 10 },
    { key: 'creativeCoder', projects: 30 },
    { key: 'codingInnovator', projects: 100 },
  ],
} as const;

export const TASK_IDS = { questions: 3, courseProjects: 4, taskPoints: 1, hintPoints: 11 } as const;

export const PAGE_SIZES = {
  submissions: 10,
  challengeSolutions: 10,
  classroomStudents: 10,
  classroomsSummary: 6,
  parentChildren: 2,
} as const;

export const TIMINGS = {
  requestTimeoutMs: 30_000,
  idleMs: 20_000,
  signInAfterStudentRegistrationMs: 7_000,
  redirectAfterParentProfileUpdateMs: 2_000,
  redirectAfterSchoolSignUpMs: 70_000,
} as const;

export const PRICES = {
  assistedLearningPerCourse: 10,
  perCourse: [8, 35, 45, 55],
  perCourseMultipleChildren: [7.2, 31.5, 40.5, 49.5],
  discounts: { siblings: 0.15, multipleCourses: 0.1, coupon: 0.25, specialOffer: 0.3, newYear: 0.2, perks: 0.5 },
} as const;

export const IMPORT_LIMITS = { maxBytes: 5 * 1024 * 1024, types: ['xls', 'xlsx', 'csv'] } as const;

export const SUBSCRIPTION_TYPE_FREE = 'free';
export const APP_VERSION = 'v2.0.1';

export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Any value other than en or ar becomes en (spec 000 §2). */
export function normaliseLanguage(value: unknown): Language {
  return value === 'ar' ? 'ar' : 'en';
}
export function isRightToLeft(lang: Language): boolean {
  return lang === 'ar';
}

export const USER_TYPES = ['student', 'parent', 'teacher', 'schooladmin'] as const;
export type UserType = (typeof USER_TYPES)[number];
