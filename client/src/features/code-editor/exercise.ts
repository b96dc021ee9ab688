import { codeExercises, kindsCompletedBy, projects, type Language, type ResponseOf } from '@codeyard/shared-schema';
import { ApiError, callApi } from '../../api/client';
import type { UserDb } from '../../storage/user-db';
import { submitLevelSolved } from '../learning';
import type { IdeParams } from './ide-params';

/** Stones completed by sending their project to the teacher, not by passing their checks here. */
const PROJECT_KINDS: readonly string[] = kindsCompletedBy(projects.courseProjectSubmission.path);

/**
 * A Web or Python exercise for the editor. Students: the copy from the course download first (Dexie
 * `exercises`, written with the course: an exercise never opened before works offline), else GET
 * /code-exercise/{lessonId} (no solution). Teachers: GET /teacher/code-exercise-solution (with the
 * solution). What the call answered is kept on the device (Dexie `profile`, key
 * `codeExercise:<variant>:<lessonId>`) so the stone opens and is checked offline after its first visit.
 */
export type CodeExercise = ResponseOf<typeof codeExercises.codeExercise>['data'];
export interface ExerciseCode {
  python_code?: string;
  html_code?: string;
  css_code?: string;
  js_code?: string;
}
export interface LoadedExercise {
  exercise: CodeExercise;
  /** Teachers only. */
  solution: ExerciseCode | null;
}
export type ExerciseOutcome = LoadedExercise | 'missing' | 'offline' | 'trial_locked' | 'course_locked';

export const exerciseKey = (lessonId: number, variant: 'student' | 'teacher') => `codeExercise:${variant}:${lessonId}`;

export async function loadExercise(
  db: UserDb | null,
  lessonId: number,
  variant: 'student' | 'teacher',
): Promise<ExerciseOutcome> {
  const key = exerciseKey(lessonId, variant);
  if (variant === 'student' && db) {
    const downloaded = (await db.exercises.get(lessonId).catch(() => undefined))?.data as CodeExercise | undefined;
    if (downloaded) return { exercise: downloaded, solution: null };
  }
  try {
    const loaded: LoadedExercise =
      variant === 'teacher'
        ? await callApi(codeExercises.teacherCodeExerciseSolution, { query: { lesson_id: lessonId } }).then((r) => ({
            exercise: r.data.exercise,
            solution: r.data.solution,
          }))
        : await callApi(codeExercises.codeExercise, { params: { lessonId } }).then((r) => ({
            exercise: r.data,
            solution: null,
          }));
    if (db) await db.profile.put({ key, data: loaded, updatedAt: new Date().toISOString() }).catch(() => undefined);
    return loaded;
  } catch (error) {
    if (error instanceof ApiError && error.status !== 0) {
      if (error.code === 'trial_locked' || error.code === 'course_locked') return error.code;
      if (error.status === 404 || error.status === 403) return 'missing';
    }
    // Offline (or the server failed): the copy on this device, if any.
    const kept = db
      ? ((await db.profile.get(key).catch(() => undefined))?.data as LoadedExercise | undefined)
      : undefined;
    if (kept?.exercise) return kept;
    return error instanceof ApiError && error.status === 0 ? 'offline' : 'missing';
  }
}

/**
 * A checked exercise passed in an editor: a student's code or challenge stone completes on the device and
 * POST /submit-challenge-lesson is queued (3 stars), offline too. Null when nothing completes: a teacher,
 * or a project stone (it completes when the project is sent to the teacher).
 */
export async function completePassedExercise(
  db: UserDb | null,
  input: { variant: 'student' | 'teacher'; params: IdeParams; exercise: CodeExercise; lang: Language },
): Promise<{ points: number; queued: boolean } | null> {
  const { params, exercise: ex } = input;
  const isProject = PROJECT_KINDS.includes(ex.kind) || params.isCourseProject;
  if (input.variant !== 'student' || !db || params.lessonId === null || isProject) return null;
  const solved = await submitLevelSolved(db, {
    courseId: params.courseId ?? ex.course_id,
    lessonId: ex.lesson_id,
    kind: ex.kind === 'code' ? 'code' : 'challenge',
    title: ex.title,
    stars: 3,
    lang: input.lang,
  });
  return { points: solved.points, queued: solved.queued };
}
