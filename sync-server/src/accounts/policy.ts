import { ACCOUNT_PROTECTION, en } from '@codeyard/shared-schema';

/**
 * The numbers of the account area, in one place (docs/decisions.md records them).
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** How long a one-time token or code lives. Only SHA-256 hashes are stored (one_time_tokens). */
export const LIFETIMES = {
  /** The parent confirmation link sent by mail. */
  parentVerifyLink: 48 * HOUR,
  /** The 6-digit parent confirmation code sent by SMS. */
  parentVerifyCode: 15 * MINUTE,
  /** Answered by GET /parent/verify: the parent chooses a username and a password with it. */
  parentSetPassword: 1 * HOUR,
  /** The password reset link sent by mail. */
  passwordResetLink: 2 * HOUR,
  /** The 6-digit password reset code sent by SMS. */
  passwordResetCode: 15 * MINUTE,
  /** Answered after a right safe answer or SMS code: the new-password form posts it at once. */
  passwordResetAnswered: 15 * MINUTE,
} as const;

/** Wrong tries of one SMS code before it is dead. */
export const CODE_MAX_ATTEMPTS = 5;

/**
 * Rate limits: shared-schema's ACCOUNT_PROTECTION (docs/security.md has them in words). A whole school
 * shares one NAT address, so sign-in failures are counted per account and address, per account across
 * every address (growing waits), and per address across accounts; right answers never count.
 */
export const THROTTLE_POLICY = ACCOUNT_PROTECTION;

/** The safe questions a child may choose: the ids of the locales' safeQuestions. */
export const SAFE_QUESTION_IDS: readonly number[] = Object.keys(en.safeQuestions).map(Number);
