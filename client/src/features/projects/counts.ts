import { APPROVAL_STATUS_IDS } from '@codeyard/shared-schema';
import type { ShownState } from './ProjectStatus';
import type { LocalProject } from './store';

export type Filter = ShownState | 'all';

/** GET /get-student-submissions-count's answer (the caller's projects by status, and today's sends). */
export interface ServerCounts {
  drafts: number;
  pending: number;
  approved: number;
  disapproved: number;
  submitted_today: number;
  left_today: number;
  per_day: number;
}

/**
 * The number on each filter chip. Offline (no server counts): what the device shows. Online: the
 * teacher's states (waiting for the teacher, approved, needs changes) are the server's counts; drafts
 * and sends still waiting on this device stay the device's (a draft may never have left the device, a
 * waiting send is not on the server yet). "All" adds the chips up.
 */
export function chipCounts(states: readonly ShownState[], server: ServerCounts | null): Record<Filter, number> {
  const local: Record<ShownState, number> = {
    draft: 0,
    waiting: 0,
    attention: 0,
    pending: 0,
    approved: 0,
    disapproved: 0,
  };
  for (const s of states) local[s] += 1;
  const shown: Record<ShownState, number> = server
    ? { ...local, pending: server.pending, approved: server.approved, disapproved: server.disapproved }
    : local;
  const all = Object.values(shown).reduce((a, b) => a + b, 0);
  return { all, ...shown };
}

export const COURSE_PAGE_SIZE = 10;

/** The approval_status_id of /get-student-course-submissions for a chip (a teacher's state), else none. */
export function approvalIdOfFilter(filter: Filter): number | undefined {
  return filter === 'pending' || filter === 'approved' || filter === 'disapproved'
    ? APPROVAL_STATUS_IDS[filter]
    : undefined;
}

/**
 * The device's course projects as the server pages them offline: sent ones only (no drafts), of the
 * chosen course and state, newest first (the list is already newest first), 10 a page.
 */
export function localCoursePage<T extends Pick<LocalProject, 'course' | 'status'>>(
  items: readonly { p: T; state: ShownState }[],
  filter: Filter,
  courseId: number | null,
  page: number,
): { items: { p: T; state: ShownState }[]; total: number } {
  const matching = items.filter(
    ({ p, state }) =>
      p.course !== null &&
      p.status !== 'draft' &&
      (courseId === null || p.course.courseId === courseId) &&
      (filter === 'all' || state === filter),
  );
  return { items: matching.slice((page - 1) * COURSE_PAGE_SIZE, page * COURSE_PAGE_SIZE), total: matching.length };
}
