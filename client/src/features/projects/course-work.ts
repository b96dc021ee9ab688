import type { UserDb } from '../../storage/user-db';
import { createProject, getProject, projectForLesson, submitProject, type LocalProject } from './store';

/**
 * A computer-skills course project made in a tool of ours (a drawing in the paint tool, a report in the document
 * editor, a presentation in the slides editor): the work is one JSON text in the project's `code`, its format
 * first (shared-schema games/paint-project.ts, games/office-project.ts), sent in the projects' own flow (the
 * device's daily check, the outbox, the review states). One project per stone on this device.
 */

/** The tools whose work travels in `code` (LocalProject.drawing holds it on the device). */
export type WorkEditor = 'paint' | 'document' | 'slides';

/** The stone the screen works for: /<tool>-project?coursedId=&lessonId=&isCourseProject=1[&isGraduationProject=1]. */
export interface CourseProjectParams {
  courseId: number;
  lessonId: number;
  isGraduationProject: boolean;
}

const id = (v: string | null): number | null => (v !== null && /^[1-9]\d{0,9}$/.test(v.trim()) ? Number(v) : null);

/** The stone from the address (the spec's `coursedId` spelling, as the other editors); null without one. */
export function parseCourseProjectParams(search: URLSearchParams): CourseProjectParams | null {
  const courseId = id(search.get('coursedId') ?? search.get('courseId'));
  const lessonId = id(search.get('lessonId'));
  if (courseId === null || lessonId === null) return null;
  return { courseId, lessonId, isGraduationProject: /^(1|true)$/i.test(search.get('isGraduationProject') ?? '') };
}

/** Where a tool keeps its work on the device while the child works (before and after sending). */
export const courseWorkKey = (editor: WorkEditor, lessonId: number) => `${editor}:lesson:${lessonId}`;

/** The server keeps a thumbnail of at most this many characters (thumb_uri); a larger one is kept here only. */
const THUMB_URI_MAX = 2048;

export interface CourseWorkInput {
  params: CourseProjectParams;
  editor: WorkEditor;
  templateId: number | null;
  name: string;
  /** Used when the child gave no name. */
  defaultName: string;
  /** The work as its `code`. */
  code: string;
  /** A picture of the work as a data URL (the device's list shows it), or none. */
  thumb: string | null;
  studentProfileId: number;
}

/**
 * Sends the work to the teacher: the stone's project (made now if this device has none), its work and thumbnail
 * saved, then submitted through the outbox. Throws the flow's ApiError (the daily limit…).
 */
export async function submitCourseWork(db: UserDb, input: CourseWorkInput, now = new Date()): Promise<LocalProject> {
  const { params, code } = input;
  const name = input.name.trim().slice(0, 100) || input.defaultName;
  let project = await projectForLesson(db, params.lessonId);
  if (!project) {
    project = await createProject(
      db,
      {
        name,
        content: null,
        course: {
          courseId: params.courseId,
          lessonId: params.lessonId,
          templateId: input.templateId,
          isGraduation: params.isGraduationProject,
        },
        editor: input.editor,
        draftKey: courseWorkKey(input.editor, params.lessonId),
        drawing: code,
      },
      now,
    );
  }
  await db.projects.update(project.id, {
    drawing: code,
    hasContent: true,
    thumb: input.thumb,
    ...(project.status === 'draft' && { name }),
    updatedAt: now.toISOString(),
  });
  const serverThumb = input.thumb && input.thumb.length <= THUMB_URI_MAX ? input.thumb : null;
  await submitProject(db, project.id, { studentProfileId: input.studentProfileId, code, thumbUri: serverThumb }, now);
  return (await getProject(db, project.id))!;
}
