import type { Direction, StepEvent } from '@codeyard/shared-schema/smoothy';
import type { RunStatusKey } from './use-runner';

/**
 * Which pose Robo shows, from the run's status and the last step's event: happy at the goal (or when the
 * level is solved), crashed after bumping into a wall or the grid's edge, walking or turning while a run is
 * under way and the last step moved or turned Robo, else idle.
 */
export type RoboPose = 'idle' | 'walking' | 'turning' | 'happy' | 'crashed';

export function roboPose(status: RunStatusKey, event: StepEvent | null, solved = false): RoboPose {
  if (status === 'crashed' || event?.kind === 'bumped') return 'crashed';
  if (status === 'goal' || solved) return 'happy';
  if (status !== 'running' && status !== 'paused') return 'idle';
  if (event?.kind === 'moved') return 'walking';
  if (event?.kind === 'turned') return 'turning';
  return 'idle';
}

/** The stage celebrates when Robo reached the goal, or the level's rules say it is solved. */
export const celebrates = (status: RunStatusKey, solved = false): boolean => status === 'goal' || solved;

export const DIRECTION_ANGLE: Record<Direction, number> = { N: -90, E: 0, S: 90, W: 180 };

/**
 * Robo's next angle in degrees, counted on from the one shown so that a turn animates the short way round
 * (from N at -90 to W is -180, not +180 the long way).
 */
export function nextAngle(shown: number, dir: Direction): number {
  const target = DIRECTION_ANGLE[dir];
  const delta = ((((target - shown) % 360) + 540) % 360) - 180;
  return shown + delta;
}
