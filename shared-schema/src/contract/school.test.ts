import { describe, expect, it } from 'vitest';
import { dateRangeIssues, latestToday } from './school.js';

describe('report date range (spec 000 §5)', () => {
  const now = new Date('2026-03-10T12:00:00Z');

  it('accepts a range that ends today at the latest', () => {
    expect(dateRangeIssues('2026-01-01', '2026-03-10', now)).toEqual({});
    expect(dateRangeIssues(undefined, undefined, now)).toEqual({});
  });

  it('says a future end, or an end not after the start, on the `to` field', () => {
    expect(dateRangeIssues('2026-01-01', '2026-03-12', now)).toEqual({ to: [{ key: 'school.dateAfterToday' }] });
    expect(dateRangeIssues('2026-02-01', '2026-01-01', now)).toEqual({ to: [{ key: 'school.dateRangeOrder' }] });
    expect(dateRangeIssues('2026-02-01', '2026-02-01', now)).toEqual({ to: [{ key: 'school.dateRangeOrder' }] });
    expect(dateRangeIssues('2026-03-12', undefined, now)).toEqual({ from: [{ key: 'school.dateAfterToday' }] });
  });

  it('refuses days that do not exist', () => {
    expect(dateRangeIssues('2026-02-30', '2026-03-01', now)).toEqual({ from: [{ key: 'school.date' }] });
  });

  it("takes today in the world's latest time zone, so no school's own today is refused", () => {
    expect(latestToday(new Date('2026-03-10T10:00:00Z'))).toBe('2026-03-11');
    expect(latestToday(new Date('2026-03-10T09:59:00Z'))).toBe('2026-03-10');
    expect(dateRangeIssues('2026-03-01', '2026-03-11', new Date('2026-03-10T10:00:00Z'))).toEqual({});
  });
});
