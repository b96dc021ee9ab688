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

const MINUTE_MS = 60_000;

/**
 * Account protection (docs/security.md): every number of the sign-in and recovery limits, for the server
 * that enforces them and the screens that explain them. Failures are what count, never successes, so a
 * whole school signing in from one address is never stopped by its own numbers.
 */
export const ACCOUNT_PROTECTION = {
  /** One account from one address: a mistyping child (or a guessing classmate) waits a minute. */
  failuresPerAccountAndAddress: { max: 5, windowMs: MINUTE_MS },
  /**
   * One account from every address together (a guesser spreading tries over many addresses): the first
   * `freeFailures` in `windowMs` cost nothing; each further one makes the account wait `firstWaitMs`,
   * doubled for every failure after it, at most `maxWaitMs`. Never a permanent lock: the wait ends on its
   * own, the count ends with its window, and a right answer clears it.
   */
  accountWait: {
    login: { freeFailures: 10, firstWaitMs: MINUTE_MS, maxWaitMs: 60 * MINUTE_MS, windowMs: 24 * 60 * MINUTE_MS },
    safeAnswer: { freeFailures: 8, firstWaitMs: MINUTE_MS, maxWaitMs: 60 * MINUTE_MS, windowMs: 24 * 60 * MINUTE_MS },
  },
  /**
   * Failures from one address over every account (one address trying many accounts). A class that
   * mistypes stays far below; right answers never count.
   */
  failuresPerAddress: {
    login: { max: 100, windowMs: 10 * MINUTE_MS },
    safeAnswer: { max: 30, windowMs: 10 * MINUTE_MS },
  },
  /** The safe question asks for the captcha after this many failures (of the account, or of the address). */
  safeAnswerCaptchaAfter: 3,
  /** Every sign-in request from one address, right or wrong: against floods only, far above any school. */
  signInRequestsPerAddress: { max: 3000, windowMs: MINUTE_MS },
  /** Recovery, confirmation and set-password requests from one address (every request counts). */
  sensitivePerAddress: { max: 300, windowMs: MINUTE_MS },
  /** Registration and the username look-up from one address. */
  lookupPerAddress: { max: 600, windowMs: MINUTE_MS },
  /** A guest asking whether an email or phone is registered (captcha'd too), from one address. */
  accountProbesPerAddress: { max: 20, windowMs: 10 * MINUTE_MS },
  /** Mails and SMS sent to one recipient (or asked for one identifier), so that nobody floods an inbox. */
  messagesPerRecipient: { max: 3, windowMs: 10 * MINUTE_MS },
} as const;

/** The wait after the `failures`-th failure of an account (0 while its free failures last). */
export function accountWaitMs(
  policy: { freeFailures: number; firstWaitMs: number; maxWaitMs: number },
  failures: number,
): number {
  if (failures < policy.freeFailures) return 0;
  return Math.min(policy.firstWaitMs * 2 ** Math.min(failures - policy.freeFailures, 30), policy.maxWaitMs);
}

export const TRIAL = {
  /** Five in most places, three in one message: five is kept (docs/decisions.md). */
  freeLessons: 5,
  trialDays: 30,
} as const;

/**
 * A child inviting a parent from the paywall (spec 000 §5: "a limited number of invitation messages"; the
 * number is not shown, see docs/decisions.md). Each address once per child; `perChildPerDay` mails and
 * SMS a child may send in a UTC day; the link works for `linkDays`.
 */
export const PARENT_INVITATIONS = {
  perChildPerDay: 3,
  linkDays: 14,
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
