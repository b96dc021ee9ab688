// The projects feature's public surface: what other features (blocks, code-editor, web) use of it.
export { createAutosaver, flushOnHide } from './autosave';
export { CourseWorkBrief } from './CourseWorkBrief';
export { CourseWorkSendCard, type SendNote } from './CourseWorkSendCard';
export { courseWorkKey, parseCourseProjectParams, submitCourseWork, type CourseProjectParams } from './course-work';
export { MediaPicker, type PickerTab } from './MediaPicker';
export { mediaUrl, playSound } from './media';
export { StatusBadge, StatusDetails, shownState, useOutboxStates } from './ProjectStatus';
export { refreshProjects } from './pull';
export {
  applyServerProject,
  createProject,
  deleteDraft,
  getProject,
  listProjects,
  projectForLesson,
  renameProject,
  saveCodeParts,
  saveContent,
  submitProject,
  submittedOn,
  type CodeParts,
  type CourseLink,
  type LocalProject,
  type ProjectContent,
} from './store';
export { makeThumbnails } from './thumbnail';
