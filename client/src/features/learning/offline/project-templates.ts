import { media } from '@codeyard/shared-schema';
import type { Static } from 'typebox';
import { ApiError, callApi } from '../../../api/client';
import type { UserDb } from '../../../storage/user-db';
import type { ProjectTemplatesData } from './types';

/**
 * A course project stone's template for the editors (SmoothY blocks, Web, Python): the copy from the course
 * download first (Dexie `projectTemplates`: a random one of the stone's, the first for a graduation stone,
 * as the server would pick), else GET /get-random-course-project/{lessonId}/{type} or
 * /get-graduation-project/{lessonId}. For Web and Python the brief is the stone's exercise (loadExercise);
 * the template gives its id (lesson_project_template_id) and the same brief and starter code.
 */
export type CourseProjectBrief = Static<typeof media.CourseProjectBrief>;
export type ProjectEditorType = (typeof media.PROJECT_EDITOR_TYPES)[number];

export function briefFromDownload(
  data: ProjectTemplatesData,
  graduation: boolean,
  random: () => number = Math.random,
): CourseProjectBrief | null {
  if (data.templates.length === 0) return null;
  const isGraduation = data.kind === 'graduation-project';
  if (isGraduation !== graduation) return null;
  const template = isGraduation
    ? data.templates[0]!
    : data.templates[Math.min(data.templates.length - 1, Math.floor(random() * data.templates.length))]!;
  return {
    lesson_id: data.lesson_id,
    course_id: data.course_id,
    key: data.key,
    kind: data.kind,
    is_graduation_project: isGraduation,
    type: data.type,
    template,
  };
}

export async function loadCourseProjectBrief(
  db: UserDb | null,
  lessonId: number,
  type: ProjectEditorType,
  graduation: boolean,
): Promise<CourseProjectBrief | 'missing' | 'offline' | 'trial_locked' | 'course_locked'> {
  const downloaded = db
    ? ((await db.projectTemplates.get(lessonId).catch(() => undefined))?.data as ProjectTemplatesData | undefined)
    : undefined;
  if (downloaded && downloaded.type === type) {
    const brief = briefFromDownload(downloaded, graduation);
    if (brief) return brief;
  }
  try {
    const answer = graduation
      ? await callApi(media.graduationProject, { params: { lessonId } })
      : await callApi(media.randomCourseProject, { params: { lessonId, type } });
    return answer.data.type === type ? answer.data : 'missing';
  } catch (error) {
    if (error instanceof ApiError) {
      if (error.code === 'trial_locked' || error.code === 'course_locked') return error.code;
      if (error.status === 0) return 'offline';
      return 'missing';
    }
    throw error;
  }
}
