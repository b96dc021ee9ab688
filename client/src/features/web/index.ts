// The web feature's public surface: a page run outside the IDE.
export { WebRunner } from './WebRunner';
export { WebTask } from './WebTask';
