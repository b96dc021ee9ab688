import { projects as contract } from '@codeyard/shared-schema';
import { ApiError, callApi, isNetworkError } from '../../api/client';
import type { UserDb } from '../../storage/user-db';
import {
  applyServerProject,
  createProject,
  listProjects,
  projectForLesson,
  saveCodeParts,
  submitProject,
  type CodeParts,
  type LocalProject,
} from '../projects';
import { loadCourseProjectBrief } from '../learning';
import type { IdeParams } from './ide-params';

/**
 * A Python program or a web page sent as a project (both editors): the projects' own flow
 * (projects/store.ts: the device's daily check, the outbox, the review states), with python_code, or
 * html_code, css_code and js_code, instead of SmoothY's code. The project row is found again by its
 * server id (projectId), by the lesson for a course project, or by the editor's draft key (one per
 * projectId, lesson or the free draft).
 */
export type CodeEditorKind = 'web' | 'python';

export async function findCodeProject(
  db: UserDb,
  editor: CodeEditorKind,
  params: IdeParams,
  draftKey: string,
): Promise<LocalProject | undefined> {
  const all = await listProjects(db);
  if (params.projectId !== null) {
    const byServer = all.find((p) => p.serverId === params.projectId);
    if (byServer) return byServer;
  }
  if (params.isCourseProject && params.lessonId !== null) {
    const mine = await projectForLesson(db, params.lessonId);
    if (mine) return mine;
  }
  return all.find((p) => p.editor === editor && p.draftKey === draftKey);
}

export interface CodeProjectInput {
  editor: CodeEditorKind;
  params: IdeParams;
  draftKey: string;
  name: string;
  /** Used when the child gave no name. */
  defaultName: string;
  codeParts: CodeParts;
  studentProfileId: number;
}

/**
 * Sends the code: the project for this draft (made now if there is none, with `name`), its code saved and
 * queued in the projects' flow. Throws the flow's ApiError (the daily limit…) unchanged.
 */
export async function submitCodeProject(db: UserDb, input: CodeProjectInput, now = new Date()): Promise<LocalProject> {
  const { codeParts, params } = input;
  const name = input.name.trim().slice(0, 100) || input.defaultName;
  let project = await findCodeProject(db, input.editor, params, input.draftKey);
  if (!project) {
    const course =
      params.isCourseProject && params.courseId !== null && params.lessonId !== null
        ? {
            courseId: params.courseId,
            lessonId: params.lessonId,
            templateId: await templateIdOf(db, input.editor, params.lessonId, params.isGraduationProject),
            isGraduation: params.isGraduationProject,
          }
        : null;
    project = await createProject(
      db,
      { name, content: null, course, codeParts, editor: input.editor, draftKey: input.draftKey },
      now,
    );
  } else {
    await saveCodeParts(db, project.id, codeParts, now);
    if (project.status === 'draft' && project.name !== name) await db.projects.update(project.id, { name });
  }
  await submitProject(
    db,
    project.id,
    { studentProfileId: input.studentProfileId, code: codeParts, thumbUri: null },
    now,
  );
  return (await db.projects.get(project.id)) as LocalProject;
}

/** The code a project keeps on this device for its editor (when the editor has no draft of its own). */
export async function projectCode(db: UserDb, editor: CodeEditorKind, params: IdeParams): Promise<CodeParts | null> {
  if (params.projectId === null) return null;
  const project = (await listProjects(db)).find((p) => p.serverId === params.projectId);
  if (!project?.codeParts || (project.editor && project.editor !== editor)) return null;
  return project.codeParts;
}

/**
 * The code the editor opens for projectId: the code kept on this device, else (a project made on another
 * device: My projects knows it only from the server's list) the child's own project fetched once — GET
 * /get-student-individual-project/{id}, or /get-student-course-project/{id} for a course project — and
 * kept here (the project's row with its code parts), so it opens offline afterwards.
 * null: no projectId, not this editor's project, or not found (404: not the child's); 'offline': nothing
 * here and the network is off (the editor says the project needs the internet once).
 */
export async function openProjectCode(
  db: UserDb,
  editor: CodeEditorKind,
  params: IdeParams,
): Promise<CodeParts | 'offline' | null> {
  if (params.projectId === null) return null;
  const kept = await projectCode(db, editor, params);
  if (kept) return kept;
  const local = (await listProjects(db)).find((p) => p.serverId === params.projectId);
  // SmoothY's, or another editor's: nothing to fetch for this editor.
  if (local && (local.codeParts || local.content || (local.editor && local.editor !== editor))) return null;
  const course = local ? local.kind === 'course' : params.isCourseProject;
  let project;
  try {
    project = (
      await callApi(course ? contract.studentCourseProject : contract.studentIndividualProject, {
        params: { id: params.projectId },
      })
    ).data;
  } catch (error) {
    if (isNetworkError(error)) return 'offline';
    if (error instanceof ApiError) return null;
    throw error;
  }
  await applyServerProject(db, project);
  if (project.editor !== editor) return null;
  const parts: CodeParts =
    editor === 'python'
      ? { python_code: project.python_code }
      : { html_code: project.html_code, css_code: project.css_code, js_code: project.js_code };
  const row = (await listProjects(db)).find((p) => p.serverId === project.id);
  // Kept with the server's time: opening it is not a change of the child's.
  if (row) await saveCodeParts(db, row.id, parts, new Date(row.updatedAt));
  return parts;
}

/** The course project's template (lesson_project_template_id), from the download or the server; null when unknown. */
async function templateIdOf(
  db: UserDb,
  editor: CodeEditorKind,
  lessonId: number,
  graduation: boolean,
): Promise<number | null> {
  try {
    const brief = await loadCourseProjectBrief(db, lessonId, editor, graduation);
    return typeof brief === 'object' ? brief.template.id : null;
  } catch {
    return null;
  }
}
