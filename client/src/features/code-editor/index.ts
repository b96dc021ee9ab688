// The code editor's public surface: what the Python and web IDEs use of it.
export { CodeEditor } from './CodeEditor';
export { ExercisePanel } from './ExercisePanel';
export { findCodeProject, openProjectCode, projectCode, submitCodeProject } from './code-project';
export { loadDraft, saveDraft } from './drafts';
export { completePassedExercise, loadExercise, type ExerciseOutcome, type LoadedExercise } from './exercise';
export { draftKey, parseIdeParams, type IdeParams } from './ide-params';
