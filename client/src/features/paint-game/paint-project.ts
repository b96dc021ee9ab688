import { encodePaintCode, type PaintAction } from '@codeyard/shared-schema';
import type { UserDb } from '../../storage/user-db';
import {
  courseWorkKey,
  parseCourseProjectParams,
  submitCourseWork,
  type CourseProjectParams,
  type LocalProject,
} from '../projects';

/**
 * A paint course project (a computer-skills course's project stone, /paint-project): the drawing is sent as its
 * actions in `code` (shared-schema games/paint-project.ts) by the projects' course-work flow (projects/course-work.ts).
 */

export type PaintProjectParams = CourseProjectParams;
export const parsePaintProjectParams = parseCourseProjectParams;

/** Where the drawing is kept on the device while the child draws (before and after sending). */
export const paintProjectKey = (lessonId: number) => courseWorkKey('paint', lessonId);

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

/** Sends the drawing to the teacher (submitCourseWork): throws the flow's ApiError (the daily limit…). */
export function submitPaintProject(db: UserDb, input: PaintProjectInput, now = new Date()): Promise<LocalProject> {
  const { actions, ...rest } = input;
  return submitCourseWork(db, { ...rest, editor: 'paint', code: encodePaintCode(actions) }, now);
}
