/**
 * The `code` of an error answer: what a device acts on (the message is for people and changes with the
 * language). The server answers only these (its HttpError takes an ErrorCode); a device that refuses
 * something itself, offline, uses the same codes, plus the few only a device can see.
 */
export const SERVER_ERROR_CODES = [
  // accounts
  'account_disabled',
  'use_safe_question',
  'use_phone',
  'not_configured',
  'identity_rejected',
  'captcha_required',
  // learning
  'trial_locked',
  'course_locked',
  'stone_not_playable',
  'stone_not_completed',
  'lesson_retired',
  'emoji_locked',
  // games
  'game_not_started',
  // projects and their review
  'daily_project_limit',
  'already_submitted',
  'already_approved',
  'already_reviewed',
  'resubmitted',
  'resubmit_window_closed',
  'not_approved',
  'image_too_large',
  // sync
  'idempotency_key_reused',
  'not_queueable',
  // payments
  'payment_failed',
  // community
  'community_off',
  'community_locked',
  'friend_request_exists',
  // certificates
  'course_not_completed',
  // any request
  'body_too_deep',
  // certification exams
  'exam_locked',
  'exam_not_released',
  'exam_not_registered',
  'exam_details_locked',
  'exam_passed',
  'exam_time_over',
] as const;

/** Refusals only a device makes, before anything is sent: a project still on its way, or an empty one. */
export const DEVICE_ERROR_CODES = ['waiting', 'no_content'] as const;

export type ServerErrorCode = (typeof SERVER_ERROR_CODES)[number];
export type ErrorCode = ServerErrorCode | (typeof DEVICE_ERROR_CODES)[number];

const KNOWN: ReadonlySet<string> = new Set<string>([...SERVER_ERROR_CODES, ...DEVICE_ERROR_CODES]);

/** A code in an answer: one of ours, or none (a newer server's code means nothing to an older device). */
export function errorCodeOf(value: unknown): ErrorCode | undefined {
  return typeof value === 'string' && KNOWN.has(value) ? (value as ErrorCode) : undefined;
}
