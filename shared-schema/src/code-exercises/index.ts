/**
 * The Python and Web exercise checkers (entry `@codeyard/shared-schema/code-exercises`): the exercise
 * format is in content/code-exercise.ts (also exported from the main entry).
 */
export * from './python-harness.js';
export * from './web-checks.js';
export * from '../content/code-exercise.js';
