export * from './program.js';
export * from './world.js';
export * from './interpreter.js';
export * from './goals.js';
export * from './toolboxes.js';
export * from './level.js';
