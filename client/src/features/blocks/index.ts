// The blocks feature's public surface: the read-only program view other features show.
export { default as ProgramViewer } from './ProgramViewer';
export { projectBlocks } from './project-view';
export { LevelTask } from './LevelTask';
