import { en } from '@codeyard/shared-schema';

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
 * Rate limits. A whole school shares one NAT address, so failures are counted per account AND address:
 * a child who mistypes (or a classmate who guesses) blocks only that account from that address, for a
 * minute; the same account from another address still works. The per-address ceilings are loose enough
 * for a school of several hundred children signing in during the same minute.
 */
export const THROTTLE_POLICY = {
  failuresPerAccountAndAddress: { max: 5, windowMs: MINUTE },
  /** login, recovery, confirmation, set-password: every request counts. */
  sensitivePerAddress: { max: 300, windowMs: MINUTE },
  /** registration and the username / email / phone look-ups. */
  lookupPerAddress: { max: 600, windowMs: MINUTE },
  /** Mails and SMS sent to one recipient (or asked for one identifier), so that nobody floods an inbox. */
  messagesPerRecipient: { max: 3, windowMs: 10 * MINUTE },
} as const;

/** The safe questions a child may choose: the ids of the locales' safeQuestions. */
export const SAFE_QUESTION_IDS: readonly number[] = Object.keys(en.safeQuestions).map(Number);
