/**
 * Checking a challenge's goal after a run, and the stars it earns (pure: the server can re-check a
 * submitted program with `judge`).
 */
import { countBlocks, type Program } from './program.js';
import { runToEnd, type RunSummary } from './interpreter.js';
import { drawingKeys, type LevelDefinition, type World } from './world.js';

export type GoalReason = 'not_at_goal' | 'stars_left' | 'drawing_differs' | 'too_many_blocks';

export interface GoalResult {
  passed: boolean;
  reasons: GoalReason[];
  /** 0 when not passed; else 3 / 2 / 1 by the level's block thresholds (3 without thresholds). */
  stars: 0 | 1 | 2 | 3;
  blockCount: number;
}

/** Judges a final world against the level's rules. Does not look at how the run ended: see `judge`. */
export function checkGoal(level: LevelDefinition, finalWorld: World, program: Program): GoalResult {
  const reasons: GoalReason[] = [];
  const rules = level.rules;
  const blockCount = countBlocks(program);
  if (rules.reach_goal) {
    const g = level.goal;
    if (!g || g.x !== finalWorld.robot.x || g.y !== finalWorld.robot.y) reasons.push('not_at_goal');
  }
  if (rules.collect_all && finalWorld.stars.length > 0) reasons.push('stars_left');
  if (rules.draw) {
    const want = drawingKeys(rules.draw),
      got = drawingKeys(finalWorld.drawn);
    if (want.size !== got.size || [...want].some((k) => !got.has(k))) reasons.push('drawing_differs');
  }
  if (rules.max_blocks !== undefined && blockCount > rules.max_blocks) reasons.push('too_many_blocks');
  const passed = reasons.length === 0;
  let stars: GoalResult['stars'] = 0;
  if (passed) {
    const t = level.thresholds;
    stars = !t || blockCount <= t.three ? 3 : blockCount <= t.two ? 2 : 1;
  }
  return { passed, reasons, stars, blockCount };
}

export interface Judgement extends GoalResult {
  run: RunSummary;
}

/**
 * Runs the program and checks the goal. A run that did not finish (crashed, out of steps, error)
 * never passes: `passed` is false and `stars` 0, with the goal reasons still listed for feedback.
 */
export function judge(program: Program, level: LevelDefinition, stepBudget: number, keys?: string[]): Judgement {
  const run = runToEnd(program, level, stepBudget, keys);
  const goal = checkGoal(level, run.world, program);
  if (run.outcome !== 'finished') return { ...goal, passed: false, stars: 0, run };
  return { ...goal, run };
}
