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

/**
 * What one request may carry, checked before any other work (docs/security.md). A JSON body is at most
 * `maxBodyBytes` and nests at most `maxJsonDepth` arrays and objects: every call's body is a small fixed
 * shape (code travels as strings), so 32 is far above any real one, and a `[[[[…]]]]` body is refused after
 * reading 33 characters instead of being parsed, validated and hashed.
 */
export const REQUEST_LIMITS = {
  maxBodyBytes: 1024 * 1024,
  maxJsonDepth: 32,
} as const;

/**
 * Integers in a path or a query (ids, pages, cursors) are accepted only in their one canonical decimal
 * spelling: digits, no sign but a leading minus, no leading zero (`01` is refused: one resource has one
 * address), no spaces, `+`, `.`, exponent or hex, and within the safe integer range. `1.9`, `0x1`, ` 1`,
 * `1e0`, `true` and `` are refused instead of being read as 1 (or 0).
 */
export const URL_INTEGER_PATTERN = /^(0|-?[1-9][0-9]{0,15})$/;

/** The largest id of any record: PostgreSQL's `serial` is a 32-bit integer, so a larger id names nothing (and must not reach a query). */
export const ID_MAX = 2_147_483_647;

/** The integer a path or query value names, or undefined when it is not written canonically (URL_INTEGER_PATTERN). */
export function parseUrlInteger(raw: string): number | undefined {
  if (!URL_INTEGER_PATTERN.test(raw)) return undefined;
  const value = Number(raw);
  return Number.isSafeInteger(value) ? value : undefined;
}

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
