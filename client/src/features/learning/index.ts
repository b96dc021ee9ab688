// The learning feature's public surface: what other features (blocks, code-editor, projects) use of it.
export { canOpen } from './model/world';
export { takeHint } from './offline/actions';
export { useUserDb, useWorld } from './offline/hooks';
export {
  clearLevelDraft,
  fetchLevel,
  LEVEL_HINT_KEY,
  loadLevelDraft,
  saveLevelDraft,
  submitLevelSolved,
  useCourseLevels,
  useLevel,
  useLevelHintPaid,
} from './offline/levels';
export { loadCourseProjectBrief } from './offline/project-templates';
export type { LevelData } from './offline/types';
export { ReadAloud } from './parts/ReadAloud';
export { levelHref, stoneHref, Stars, SyncNote } from './parts/bits';
/** The seam a game player uses (docs/architecture.md, "How to add a game"). @public */
export { submitGameDone, useGame } from './offline/games';
/** Pointer drag and drop (mouse, touch, pen), for the drag-and-drop game too. */
export { useDrag } from './parts/use-drag';
