import type { LevelDefinition } from '@codeyard/shared-schema/smoothy';

/** A level's goal rules and star thresholds: the device's level, or GET /challenge-goal/{lessonId}. */
export interface GoalRules {
  rules: LevelDefinition['rules'];
  thresholds: LevelDefinition['thresholds'] | null;
}

/** One line of the Goal card: an i18n key under `challenge.goal` and its number, if any. */
export interface GoalLine {
  key: 'reach' | 'collect' | 'draw' | 'maxBlocks' | 'three' | 'two' | 'anyThree';
  n?: number;
}

/**
 * What earns the stars, in the order a child reads it: what to do (reach the flag, collect every star,
 * draw the shape), the most blocks allowed, then the stars by block count (smoothy goals.ts checkGoal:
 * 3 at <= three, 2 at <= two, else 1; without thresholds every solution earns 3).
 */
export function goalLines({ rules, thresholds }: GoalRules): GoalLine[] {
  const lines: GoalLine[] = [];
  if (rules.reach_goal) lines.push({ key: 'reach' });
  if (rules.collect_all) lines.push({ key: 'collect' });
  if (rules.draw) lines.push({ key: 'draw' });
  if (rules.max_blocks !== undefined) lines.push({ key: 'maxBlocks', n: rules.max_blocks });
  if (thresholds) {
    lines.push({ key: 'three', n: thresholds.three });
    if (thresholds.two > thresholds.three) lines.push({ key: 'two', n: thresholds.two });
  } else {
    lines.push({ key: 'anyThree' });
  }
  return lines;
}
