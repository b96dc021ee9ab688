export * from './rules/constants.js';
export * from './rules/accounts.js';
export * from './rules/grading.js';
export * from './rules/learning.js';
export * from './rules/projects.js';
export * from './pricing/index.js';
export * from './stones/players.js';
export * from './contract/index.js';
export * from './errors.js';
export * from './validation/field-errors.js';
export { translate, messages, en, ar, type Messages } from './locales/index.js';
export * from './content/curriculum.js';
export * from './content/code-exercise.js';
export * from './content/game.js';
export * from './games/memory.js';
export * from './games/connect.js';
// games-a: the sliding puzzle, typing, addresses and the maze.
export * from './games/puzzle.js';
export * from './games/typing.js';
export * from './games/address.js';
export * from './games/maze.js';
// The SmoothY language (interpreter, world, goals) is its own entry: import from '@codeyard/shared-schema/smoothy'.
