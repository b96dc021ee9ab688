import { encodePaintCode, type PaintAction } from '@codeyard/shared-schema';
import type { UserDb } from '../../storage/user-db';
import { createProject, getProject, projectForLesson, submitProject, type LocalProject } from '../projects';

/**
 * A paint course project (a computer-skills course's project stone, /paint-project): the drawing is sent in
 * the projects' own flow (projects/store.ts: the device's daily check, the outbox, the review states) as its
 * actions in `code` (shared-schema games/paint-project.ts). One project per stone on this device.
 */

/** The stone the screen draws for: /paint-project?coursedId=&lessonId=&isCourseProject=1[&isGraduationProject=1]. */
export interface PaintProjectParams {
  courseId: number;
  lessonId: number;
  isGraduationProject: boolean;
}

const id = (v: string | null): number | null => (v !== null && /^[1-9]\d{0,9}$/.test(v.trim()) ? Number(v) : null);

/** The stone from the address (the spec's `coursedId` spelling, as the other editors); null without one. */
export function parsePaintProjectParams(search: URLSearchParams): PaintProjectParams | null {
  const courseId = id(search.get('coursedId') ?? search.get('courseId'));
  const lessonId = id(search.get('lessonId'));
  if (courseId === null || lessonId === null) return null;
  return { courseId, lessonId, isGraduationProject: /^(1|true)$/i.test(search.get('isGraduationProject') ?? '') };
}

/** Where the drawing is kept on the device while the child draws (before and after sending). */
export const paintProjectKey = (lessonId: number) => `paint:lesson:${lessonId}`;

/** The server keeps a thumbnail of at most this many characters (thumb_uri); a larger drawing sends none. */
const THUMB_URI_MAX = 2048;

export interface PaintProjectInput {
  params: PaintProjectParams;
  templateId: number | null;
  name: string;
  /** Used when the child gave no name. */
  defaultName: string;
  actions: readonly PaintAction[];
  /** The drawing as an SVG data URL (the device's list shows it). */
  thumb: string | null;
  studentProfileId: number;
}

/**
 * Sends the drawing to the teacher: the stone's project (made now if this device has none), its drawing
 * and thumbnail saved, then submitted through the outbox. Throws the flow's ApiError (the daily limit…).
 */
export async function submitPaintProject(
  db: UserDb,
  input: PaintProjectInput,
  now = new Date(),
): Promise<LocalProject> {
  const { params } = input;
  const name = input.name.trim().slice(0, 100) || input.defaultName;
  const drawing = encodePaintCode(input.actions);
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
        editor: 'paint',
        draftKey: paintProjectKey(params.lessonId),
        drawing,
      },
      now,
    );
  }
  await db.projects.update(project.id, {
    drawing,
    hasContent: true,
    thumb: input.thumb,
    ...(project.status === 'draft' && { name }),
    updatedAt: now.toISOString(),
  });
  const serverThumb = input.thumb && input.thumb.length <= THUMB_URI_MAX ? input.thumb : null;
  await submitProject(
    db,
    project.id,
    { studentProfileId: input.studentProfileId, code: drawing, thumbUri: serverThumb },
    now,
  );
  return (await getProject(db, project.id))!;
}
