import { describe, expect, it } from 'vitest';
import { approvalIdOfFilter, chipCounts, localCoursePage, type ServerCounts } from './counts';
import type { ShownState } from './ProjectStatus';
import type { LocalStatus } from './store';

const server: ServerCounts = {
  drafts: 9,
  pending: 4,
  approved: 2,
  disapproved: 1,
  submitted_today: 1,
  left_today: 2,
  per_day: 3,
};

describe('chipCounts', () => {
  it('offline counts what the device shows', () => {
    const states: ShownState[] = ['draft', 'draft', 'waiting', 'pending', 'approved'];
    expect(chipCounts(states, null)).toEqual({
      all: 5,
      draft: 2,
      waiting: 1,
      attention: 0,
      pending: 1,
      approved: 1,
      disapproved: 0,
    });
  });
  it("online takes the teacher's states from the server and keeps the device's drafts and waiting sends", () => {
    expect(chipCounts(['draft', 'waiting', 'pending'], server)).toEqual({
      all: 9,
      draft: 1,
      waiting: 1,
      attention: 0,
      pending: 4,
      approved: 2,
      disapproved: 1,
    });
  });
});

describe('course projects, offline pages', () => {
  const course = (courseId: number) => ({ courseId, lessonId: 1, templateId: null, isGraduation: false });
  type Row = { p: { course: ReturnType<typeof course> | null; status: LocalStatus; n: number }; state: ShownState };
  const items: Row[] = [
    ...Array.from({ length: 12 }, (_, i): Row => ({
      p: { course: course(1), status: 'pending', n: i },
      state: 'pending' as ShownState,
    })),
    { p: { course: course(1), status: 'draft', n: 100 }, state: 'draft' as ShownState },
    { p: { course: course(2), status: 'approved', n: 101 }, state: 'approved' as ShownState },
    { p: { course: null, status: 'approved', n: 102 }, state: 'approved' as ShownState },
  ];
  it('pages sent course projects 10 at a time, by course and state', () => {
    const first = localCoursePage(items, 'all', null, 1);
    expect(first.total).toBe(13);
    expect(first.items.map((i) => i.p.n)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(localCoursePage(items, 'all', null, 2).items.map((i) => i.p.n)).toEqual([10, 11, 101]);
    expect(localCoursePage(items, 'all', 2, 1).items.map((i) => i.p.n)).toEqual([101]);
    expect(localCoursePage(items, 'approved', 1, 1).total).toBe(0);
  });
  it("sends the approval id only for the teacher's states", () => {
    expect(approvalIdOfFilter('pending')).toBe(1);
    expect(approvalIdOfFilter('disapproved')).toBe(3);
    expect(approvalIdOfFilter('draft')).toBeUndefined();
  });
});
