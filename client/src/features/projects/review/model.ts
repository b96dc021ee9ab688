import { APPROVAL_STATUS_IDS } from '@codeyard/shared-schema';

/** The review states a teacher filters by (approval_status_id 1, 2, 3). */
export const STATES = Object.keys(APPROVAL_STATUS_IDS) as (keyof typeof APPROVAL_STATUS_IDS)[];
export type ReviewState = (typeof STATES)[number];

/** A pending project past the week in which its review was expected. */
export function isOverdue(row: { status: string; review_due_at: string | null }, now: Date = new Date()): boolean {
  return row.status === 'pending' && !!row.review_due_at && new Date(row.review_due_at).getTime() < now.getTime();
}
