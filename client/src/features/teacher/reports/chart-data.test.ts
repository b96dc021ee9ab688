import { describe, expect, it } from 'vitest';
import { DAY, dayRange, daySeconds, mergeSeries, mergeSkills, skillData, timeData, topSkills } from './chart-data';

const day = (date: string, value: number, total: number) => ({ date, value, total });

describe('report answers as chart series', () => {
  it("adds the students' days up, sorted by day, with a running total of the sums", () => {
    const merged = mergeSeries([
      { series: [day('2026-11-20', 10, 10), day('2026-11-24', 5, 15)] },
      { series: [day('2026-11-18', 3, 3), day('2026-11-24', 7, 10)] },
      { series: [] },
    ]);
    expect(merged).toEqual([day('2026-11-18', 3, 3), day('2026-11-20', 10, 13), day('2026-11-24', 12, 25)]);
  });

  it('keeps one answer as the server gave it, and nothing as nothing', () => {
    const one = [day('2026-11-01', 2, 2), day('2026-11-03', 1, 3)];
    expect(mergeSeries([{ series: one }])).toEqual(one);
    expect(mergeSeries([])).toEqual([]);
  });

  it('sums each skill over the students and recomputes its rate from the sums', () => {
    const merged = mergeSkills([
      { skills: [{ skill: 'loops', answered: 4, correct: 4, rate: 100 }] },
      {
        skills: [
          { skill: 'loops', answered: 6, correct: 2, rate: 33 },
          { skill: 'events', answered: 0, correct: 0, rate: null },
        ],
      },
    ]);
    expect(merged).toEqual([
      { skill: 'loops', answered: 10, correct: 6, rate: 60 },
      { skill: 'events', answered: 0, correct: 0, rate: null },
    ]);
  });

  it('draws days at 00:00 UTC in seconds, each with its running total', () => {
    expect(daySeconds('2026-11-26')).toBe(Date.UTC(2026, 10, 26) / 1000);
    expect(timeData([day('2026-11-25', 4, 4), day('2026-11-26', 1, 5)])).toEqual([
      [Date.UTC(2026, 10, 25) / 1000, Date.UTC(2026, 10, 26) / 1000],
      [4, 5],
    ]);
  });

  it('puts one bar a skill, none for a skill nobody answered', () => {
    expect(
      skillData([
        { skill: 'a', answered: 2, correct: 1, rate: 50 },
        { skill: 'b', answered: 0, correct: 0, rate: null },
      ]),
    ).toEqual([
      [0, 1],
      [50, null],
    ]);
  });

  it('ranks top skills by rate, then by answers, leaving out the unanswered', () => {
    const top = topSkills(
      [
        { skill: 'b', answered: 2, correct: 2, rate: 100 },
        { skill: 'a', answered: 9, correct: 9, rate: 100 },
        { skill: 'c', answered: 5, correct: 1, rate: 20 },
        { skill: 'd', answered: 0, correct: 0, rate: null },
      ],
      2,
    );
    expect(top.map((s) => s.skill)).toEqual(['a', 'b']);
  });

  it('shows at least a week of days around the work, and a day of room at each end', () => {
    const day = daySeconds('2026-11-26');
    expect(dayRange([day])).toEqual({ min: day - 3.5 * DAY, max: day + 3.5 * DAY });
    expect(dayRange([day - 30 * DAY, day])).toEqual({ min: day - 31 * DAY, max: day + DAY });
  });
});
