import type { reports, ResponseOf } from '@codeyard/shared-schema';

/**
 * From the answers of GET /get-student-reports/{profileId}/{courseId}/{type} to what the charts draw.
 * One student's answer is drawn as it is; a whole classroom is the sum of its students' answers (the
 * server has no classroom-level chart call): points and lessons day by day with a running total, skills
 * as answered and right summed over the students, the rate recomputed from the sums.
 */

export type ChartAnswer = ResponseOf<typeof reports.getStudentReports>['data'];
export type DayPoint = ChartAnswer['series'][number];
export type SkillPoint = ChartAnswer['skills'][number];

/** The day-by-day values of several students added up, sorted by day, with the running total. */
export function mergeSeries(answers: readonly Pick<ChartAnswer, 'series'>[]): DayPoint[] {
  const byDay = new Map<string, number>();
  for (const answer of answers) {
    for (const point of answer.series) byDay.set(point.date, (byDay.get(point.date) ?? 0) + point.value);
  }
  let total = 0;
  return [...byDay.keys()].sort().map((date) => {
    const value = byDay.get(date)!;
    total += value;
    return { date, value, total };
  });
}

/** Each skill's answers summed over the students, the share answered right (0-100, null: none answered). */
export function mergeSkills(answers: readonly Pick<ChartAnswer, 'skills'>[]): SkillPoint[] {
  const bySkill = new Map<string, { answered: number; correct: number }>();
  for (const answer of answers) {
    for (const s of answer.skills) {
      const sum = bySkill.get(s.skill) ?? { answered: 0, correct: 0 };
      sum.answered += s.answered;
      sum.correct += s.correct;
      bySkill.set(s.skill, sum);
    }
  }
  return [...bySkill.entries()].map(([skill, { answered, correct }]) => ({
    skill,
    answered,
    correct,
    rate: answered > 0 ? Math.round((correct / answered) * 100) : null,
  }));
}

/** A day in seconds. */
export const DAY = 24 * 3600;

/** Seconds since 1970 at 00:00 UTC of a YYYY-MM-DD day (uPlot's time scale counts in seconds). */
export function daySeconds(date: string): number {
  return Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / 1000;
}

/** uPlot's data for a running total over time: [x: days in seconds, y: totals]. */
export function timeData(series: readonly DayPoint[]): [number[], number[]] {
  return [series.map((p) => daySeconds(p.date)), series.map((p) => p.total)];
}

/** uPlot's data for the skills' bars: [x: 0, 1, 2 …, y: rate (a skill never answered draws no bar)]. */
export function skillData(skills: readonly SkillPoint[]): [number[], (number | null)[]] {
  return [skills.map((_, i) => i), skills.map((s) => s.rate)];
}

/** A student's top skills: answered at least once, the best rate first, then the most answered, then by name. */
export function topSkills(skills: readonly SkillPoint[], count: number): SkillPoint[] {
  return [...skills]
    .filter((s) => s.answered > 0)
    .sort((a, b) => (b.rate ?? 0) - (a.rate ?? 0) || b.answered - a.answered || a.skill.localeCompare(b.skill))
    .slice(0, count);
}

/** A day or two of work still reads as days: at least a week shown, a day of room at each end. */
export function dayRange(days: readonly number[]): { min: number; max: number } {
  if (days.length === 0) return { min: 0, max: 7 * DAY };
  const min = Math.min(...days);
  const max = Math.max(...days);
  const room = Math.max(DAY, (7 * DAY - (max - min)) / 2);
  return { min: min - room, max: max + room };
}
