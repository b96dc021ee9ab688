import type { LevelDefinition } from '@codeyard/shared-schema/smoothy';

/**
 * The playground's world: where free-play programs (and so playground projects) run. Shared by
 * /playground-ide, the teacher's review of a playground project, the teacher's playground and the
 * shared-code page, so a project runs for its reviewer exactly as it ran for the child.
 */
export const PLAYGROUND_WORLD: LevelDefinition = {
  width: 7,
  height: 5,
  walls: [
    { x: 2, y: 3 },
    { x: 3, y: 3 },
    { x: 4, y: 3 },
    { x: 4, y: 1 },
    { x: 4, y: 2 },
  ],
  start: { x: 0, y: 4, dir: 'E' },
  stars: [
    { x: 2, y: 4 },
    { x: 5, y: 4 },
    { x: 6, y: 2 },
  ],
  goal: { x: 6, y: 0 },
  rules: { reach_goal: true },
};
