import type { UserDb } from '../../storage/user-db';
import type { IdeParams } from '../code-editor/ide-params';
import {
  createProject, listProjects, projectForLesson, saveCodeParts, submitProject, type CodeParts, type LocalProject,
} from '../projects/store';
import type { WebParts } from './preview-doc';

/**
 * A web page sent as a project: the projects' own flow (projects/store.ts: the device's daily check, the
 * outbox, the review states), with html_code, css_code and js_code instead of SmoothY's code. The project
 * row is found again by the editor's draft key (one per projectId, lesson or the free draft), or by the
 * lesson for a course project.
 */
export const webCodeParts = (parts: WebParts): CodeParts => ({ html_code: parts.html, css_code: parts.css, js_code: parts.js });

export async function findWebProject(db: UserDb, params: IdeParams, draftKey: string): Promise<LocalProject | undefined> {
  const all = await listProjects(db);
  if (params.projectId !== null) {
    const byServer = all.find((p) => p.serverId === params.projectId);
    if (byServer) return byServer;
  }
  if (params.isCourseProject && params.lessonId !== null) {
    const mine = await projectForLesson(db, params.lessonId);
    if (mine) return mine;
  }
  return all.find((p) => p.editor === 'web' && p.draftKey === draftKey);
}

/**
 * Sends the page: the project for this draft (made now if there is none, with `name`), its code saved
 * and queued in the projects' flow. Throws the flow's ApiError (the daily limit…) unchanged.
 */
export async function submitWebProject(
  db: UserDb,
  input: { params: IdeParams; draftKey: string; name: string; parts: WebParts; studentProfileId: number },
  now = new Date(),
): Promise<LocalProject> {
  const codeParts = webCodeParts(input.parts);
  const name = input.name.trim().slice(0, 100) || 'Web page';
  let project = await findWebProject(db, input.params, input.draftKey);
  if (!project) {
    const course = input.params.isCourseProject && input.params.courseId !== null && input.params.lessonId !== null
      ? { courseId: input.params.courseId, lessonId: input.params.lessonId, templateId: null, isGraduation: input.params.isGraduationProject }
      : null;
    project = await createProject(db, { name, content: null, course, codeParts, editor: 'web', draftKey: input.draftKey }, now);
  } else {
    await saveCodeParts(db, project.id, codeParts, now);
    if (project.status === 'draft' && project.name !== name) await db.projects.update(project.id, { name });
  }
  await submitProject(db, project.id, { studentProfileId: input.studentProfileId, code: codeParts, thumbUri: null }, now);
  return (await db.projects.get(project.id)) as LocalProject;
}
