import type { Stars } from './memory.js';

/**
 * What the three office tools (the word processor, the spreadsheet and the slides, course 11) share: a
 * task is a checklist of goals the child's work must meet (`goals`, all needed to finish) and at most two
 * more that each earn a star (`starGoals`). The stars are a function of the work alone, so the server,
 * checking the submitted work again with the same checker, refuses a result the work cannot produce.
 */

export interface GoalCheck<Goal> {
  goal: Goal;
  met: boolean;
}

export interface OfficeCheck<Goal> {
  /** The task's goals in order, each met or not. */
  goals: GoalCheck<Goal>[];
  /** The star goals in order, each met or not. */
  starGoals: GoalCheck<Goal>[];
  /** Every goal met: the task is finished. */
  done: boolean;
  /** 0 while not finished; then 1 and one more for each star goal met. */
  stars: Stars;
}

export function officeCheck<Goal>(
  goals: readonly Goal[],
  starGoals: readonly Goal[],
  met: (goal: Goal) => boolean,
): OfficeCheck<Goal> {
  const checked = goals.map((goal) => ({ goal, met: met(goal) }));
  const starChecked = starGoals.map((goal) => ({ goal, met: met(goal) }));
  const done = checked.every((g) => g.met);
  const stars = done ? Math.min(3, 1 + starChecked.filter((g) => g.met).length) : 0;
  return { goals: checked, starGoals: starChecked, done, stars: stars as Stars };
}

/**
 * Whether a submitted office result is one its work can produce: 'work' when the work does not finish the
 * task, 'stars' when it earns fewer stars than claimed; null when it holds.
 */
export function officeResultProblem(check: Pick<OfficeCheck<unknown>, 'done' | 'stars'>, stars: number) {
  if (!check.done) return 'work' as const;
  if (stars > check.stars) return 'stars' as const;
  return null;
}

/** Words of a text: split on any white space, empty ones left out. */
export function wordsOf(text: string): string[] {
  return text.split(/\s+/u).filter(Boolean);
}
