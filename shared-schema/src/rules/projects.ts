import { officeKindOfCode } from '../games/office-project.js';
import { PAINT_CODE_PREFIX } from '../games/paint-project.js';
import { POINTS } from './constants.js';

/**
 * Project rules (spec 000 §4, §5; spec 001 §8.2, §9.3), the same on the device (offline) and the server.
 *
 * - At most three project submissions a day per student. The day is the UTC calendar day of when the
 *   server receives the submission (the device uses its own clock in UTC to warn before sending).
 *   A project counts on the day it is first submitted; saving a draft and resubmitting a corrected
 *   project do not count.
 * - A review is expected within a week of the latest (re)submission: `reviewDueAt`.
 * - A disapproved project can be corrected and resubmitted within a week of its review: `resubmitUntil`.
 * - Approval needs a comment and 100 to 500 points; disapproval needs a comment.
 */

const DAY_MS = 86_400_000;

export const PROJECT_STATUSES = ['draft', 'pending', 'approved', 'disapproved'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export const PROJECT_TYPES = ['course', 'individual'] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

/**
 * The editor a project opens in: SmoothY's blocks, the Python editor, the web editor, the paint tool, or
 * Office Skills' document and slides editors.
 */
export const PROJECT_EDITORS = ['blocks', 'python', 'web', 'paint', 'document', 'slides'] as const;

/**
 * Who shared a project's public page (issue 11): the child, or a teacher of their classroom for a class
 * showcase. The page's key is a share token of SHARE_TOKEN_BYTES random bytes in base64url (22 characters).
 */
export const PROJECT_SHARERS = ['student', 'teacher'] as const;
export type ProjectSharer = (typeof PROJECT_SHARERS)[number];
export const SHARE_TOKEN_BYTES = 16;
export type ProjectEditor = (typeof PROJECT_EDITORS)[number];

/**
 * Which editor a project's code belongs to, from the code parts it holds (a part is held when it is not
 * null, even empty): python_code → 'python', any of html_code, css_code, js_code → 'web', a `code` that is
 * a paint drawing (games/paint-project.ts, its format first) → 'paint', a report or a presentation
 * (games/office-project.ts) → 'document' or 'slides', else 'blocks'.
 */
export function projectEditorOf(parts: {
  code?: string | null;
  python_code?: string | null;
  html_code?: string | null;
  css_code?: string | null;
  js_code?: string | null;
}): ProjectEditor {
  if (parts.python_code != null) return 'python';
  if (parts.html_code != null || parts.css_code != null || parts.js_code != null) return 'web';
  if (parts.code?.startsWith(PAINT_CODE_PREFIX)) return 'paint';
  const office = officeKindOfCode(parts.code);
  if (office) return office;
  return 'blocks';
}

/** approval_status_id of the filters (the spec does not show the values): 1 pending, 2 approved, 3 disapproved. */
export const APPROVAL_STATUS_IDS = { pending: 1, approved: 2, disapproved: 3 } as const;
export type ReviewedStatus = keyof typeof APPROVAL_STATUS_IDS;

export function statusOfApprovalId(id: number): ReviewedStatus | undefined {
  return (Object.keys(APPROVAL_STATUS_IDS) as ReviewedStatus[]).find((s) => APPROVAL_STATUS_IDS[s] === id);
}

export function approvalIdOf(status: ProjectStatus): number | null {
  return status === 'draft' ? null : APPROVAL_STATUS_IDS[status];
}

/** Start (inclusive) and end (exclusive) of the UTC day holding `now`. */
export function projectDay(now: Date): { start: Date; end: Date } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return { start, end: new Date(start.getTime() + DAY_MS) };
}

/** May one more project be submitted, given how many were first submitted today? */
export function canSubmitProjectToday(submittedToday: number): boolean {
  return submittedToday < POINTS.projectsPerDay;
}

export function projectsLeftToday(submittedToday: number): number {
  return Math.max(0, POINTS.projectsPerDay - submittedToday);
}

/** When the review is expected: a week after the latest (re)submission. */
export function reviewDueAt(lastSubmittedAt: Date): Date {
  return new Date(lastSubmittedAt.getTime() + POINTS.reviewWithinDays * DAY_MS);
}

/** Until when a disapproved project may be resubmitted: a week after its review. */
export function resubmitUntil(reviewedAt: Date): Date {
  return new Date(reviewedAt.getTime() + POINTS.resubmitWithinDays * DAY_MS);
}

export function canResubmit(reviewedAt: Date, now: Date): boolean {
  return now.getTime() <= resubmitUntil(reviewedAt).getTime();
}

export function isValidProjectPoints(points: number): boolean {
  return Number.isInteger(points) && points >= POINTS.projectMin && points <= POINTS.projectMax;
}

/** A review comment must hold something other than spaces. */
export function isValidReviewComment(comment: string | undefined | null): boolean {
  return typeof comment === 'string' && comment.trim().length > 0;
}
