import { describe, expect, it } from 'vitest';
import { isStuck } from './progress';

const now = Date.parse('2026-11-26T12:00:00Z');
const student = (done: number, total: number, last: string | null) => ({
  lessons_completed: done,
  lessons_total: total,
  last_activity_at: last,
});

describe('who is stuck', () => {
  it('is a student with lessons left who never worked or not for a week', () => {
    expect(isStuck(student(0, 20, null), now)).toBe(true);
    expect(isStuck(student(3, 20, '2026-11-19T12:00:00Z'), now)).toBe(true);
    expect(isStuck(student(3, 20, '2026-11-19T12:00:01Z'), now)).toBe(false);
  });

  it('is never a student who completed every lesson', () => {
    expect(isStuck(student(20, 20, null), now)).toBe(false);
    expect(isStuck(student(20, 20, '2026-01-01T00:00:00Z'), now)).toBe(false);
  });
});
