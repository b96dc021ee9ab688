export * from './program.js';
export * from './world.js';
export * from './interpreter.js';
export * from './goals.js';
export * from './toolboxes.js';
export * from './level.js';
export * from './media-library.js';
export * from './project-code.js';
