import { describe, expect, it } from 'vitest';
import {
  APPROVAL_STATUS_IDS,
  approvalIdOf,
  canResubmit,
  canSubmitProjectToday,
  isValidProjectPoints,
  isValidReviewComment,
  projectDay,
  projectsLeftToday,
  resubmitUntil,
  reviewDueAt,
  statusOfApprovalId,
} from './projects.js';

describe('project rules', () => {
  it('allows three submissions a day', () => {
    expect([0, 1, 2, 3, 4].map(canSubmitProjectToday)).toEqual([true, true, true, false, false]);
    expect(projectsLeftToday(1)).toBe(2);
    expect(projectsLeftToday(5)).toBe(0);
  });

  it('cuts days at midnight UTC', () => {
    const { start, end } = projectDay(new Date('2026-03-04T23:59:59.999Z'));
    expect(start.toISOString()).toBe('2026-03-04T00:00:00.000Z');
    expect(end.toISOString()).toBe('2026-03-05T00:00:00.000Z');
    expect(projectDay(new Date('2026-03-05T00:00:00.000Z')).start.toISOString()).toBe('2026-03-05T00:00:00.000Z');
  });

  it('expects a review within a week and allows a resubmission within a week of the review', () => {
    const at = new Date('2026-03-04T10:00:00.000Z');
    expect(reviewDueAt(at).toISOString()).toBe('2026-03-11T10:00:00.000Z');
    expect(resubmitUntil(at).toISOString()).toBe('2026-03-11T10:00:00.000Z');
    expect(canResubmit(at, new Date('2026-03-11T10:00:00.000Z'))).toBe(true);
    expect(canResubmit(at, new Date('2026-03-11T10:00:00.001Z'))).toBe(false);
  });

  it('takes 100 to 500 points and a comment that is not blank', () => {
    expect([99, 100, 500, 501, 250.5].map(isValidProjectPoints)).toEqual([false, true, true, false, false]);
    expect([undefined, '', '   ', 'Well done'].map(isValidReviewComment)).toEqual([false, false, false, true]);
  });

  it('maps approval_status_id both ways', () => {
    expect(statusOfApprovalId(APPROVAL_STATUS_IDS.approved)).toBe('approved');
    expect(statusOfApprovalId(9)).toBeUndefined();
    expect(approvalIdOf('draft')).toBeNull();
    expect(approvalIdOf('disapproved')).toBe(3);
  });
});
