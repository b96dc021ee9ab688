import type { DataRow, KeyedRow } from '../../../storage/user-db';
import type {
  CourseData,
  CourseLessonsData,
  ExerciseData,
  LessonData,
  LevelData,
  ProjectTemplatesData,
  MapStoneView,
  ProgressData,
  QuestionData,
  ServerProgress,
  StoneData,
  StudentCourse,
} from './types';

/**
 * Pure mapping from the server's answers to the rows of the user's Dexie tables (see types.ts), so the
 * download writes exactly what the screens read, and the tests check it without a network.
 */

export const progressKey = (courseId: number, stoneId: number) => `${courseId}:${stoneId}`;

/** What a map stone says about the child's progress on it. */
export function serverProgressOfStone(stone: MapStoneView): ServerProgress {
  const teacherFinished = stone.button === 'finished';
  return {
    completed: stone.completed_at !== null || (stone.state === 'completed' && !teacherFinished),
    completedAt: stone.completed_at,
    bestScore: stone.best_score,
    maxScore: stone.max_score,
    teacherLocked: stone.lock_reason === 'teacher',
    teacherFinished,
  };
}

/** A pulled 'progress' change (the server's stone_progress row). */
export interface ProgressChange {
  stone_id: number;
  course_id: number;
  completed?: boolean;
  completed_at?: string | null;
  best_score?: number;
  max_score?: number;
  teacher_locked?: boolean;
  teacher_finished?: boolean;
}

export function isProgressChange(data: unknown): data is ProgressChange {
  const d = data as Partial<ProgressChange> | null;
  return typeof d?.stone_id === 'number' && typeof d.course_id === 'number';
}

export function serverProgressOfChange(change: ProgressChange): ServerProgress {
  const teacherFinished = Boolean(change.teacher_finished);
  return {
    completed: Boolean(change.completed_at) || (Boolean(change.completed) && !teacherFinished),
    completedAt: change.completed_at ?? null,
    bestScore: change.best_score ?? 0,
    maxScore: change.max_score ?? 0,
    teacherLocked: Boolean(change.teacher_locked),
    teacherFinished,
  };
}

/** A course of the list, before its map is on the device (or keeping the map it has). */
export function courseDataFromList(item: StudentCourse, order: number, previous: CourseData | undefined): CourseData {
  const title = previous?.course.title ?? { en: item.title, ar: item.title };
  return {
    course: previous?.course ?? {
      id: item.id,
      number: item.number,
      track: item.track,
      level: item.level,
      title,
      description: { en: '', ar: '' },
      min_age: item.min_age,
      max_age: item.max_age,
      lesson_count: item.lesson_count,
    },
    order,
    assigned: item.assigned,
    locked: item.locked,
    // An assigned course is never locked by the course before it: when the list says locked, its teacher locked it.
    teacher_locked: item.assigned && item.locked,
    completed: item.completed,
    previous_course_number: previous?.previous_course_number ?? null,
    playable_stones: item.playable_stones,
    completed_stones: item.completed_stones,
    stone_count: item.stone_count,
    content_version: previous?.content_version ?? 0,
    has_seen_modal: previous?.has_seen_modal ?? false,
    is_trial: previous?.is_trial ?? false,
    free_lessons: previous?.free_lessons ?? 5,
    hasMap: previous?.hasMap ?? false,
    downloadedAt: previous?.downloadedAt ?? null,
  };
}

export interface CourseRows {
  course: DataRow & { id: number; data: CourseData };
  stones: (DataRow & { id: number; courseId: number; data: StoneData })[];
  lessons: (DataRow & { id: number; courseId: number; stoneId: number; data: LessonData })[];
  questions: (DataRow & { id: number; lessonId: number; data: QuestionData })[];
  /** The SmoothY levels of the course's challenge and code stones (keyed by stone id). */
  levels: (DataRow & { id: number; courseId: number; data: LevelData })[];
  /** The Python and Web exercises of the course's stones (keyed by stone id; no solution). */
  exercises: (DataRow & { id: number; courseId: number; data: ExerciseData })[];
  /** The templates of the course's project stones (keyed by stone id). */
  projectTemplates: (DataRow & { id: number; courseId: number; data: ProjectTemplatesData })[];
  /** The server's progress per stone (merged into the progress rows by the writer, keeping local parts). */
  progress: { key: string; courseId: number; lessonId: number; server: ServerProgress }[];
}

/** GET /course-lessons answer → the rows of one course. */
export function courseRows(
  answer: CourseLessonsData,
  listItem: Pick<StudentCourse, 'assigned' | 'completed_stones'> | undefined,
  order: number,
  at: string,
): CourseRows {
  const courseId = answer.course.id;
  const games = new Map((answer.games ?? []).map((g) => [g.lesson_id, g]));
  const projectTypes = new Map((answer.project_templates ?? []).map((p) => [p.lesson_id, p.type]));
  const data: CourseData = {
    course: answer.course,
    order,
    assigned: listItem?.assigned ?? false,
    locked: answer.locked,
    teacher_locked: answer.locked && answer.lock_reason === 'teacher',
    completed: answer.completed,
    previous_course_number: answer.previous_course_number,
    playable_stones: answer.stones.filter((s) => s.playable).length,
    completed_stones: listItem?.completed_stones ?? 0,
    stone_count: answer.stones.length,
    content_version: answer.content_version,
    has_seen_modal: answer.has_seen_modal,
    is_trial: answer.is_trial,
    free_lessons: answer.free_lessons,
    hasMap: true,
    downloadedAt: at,
  };
  return {
    course: { id: courseId, data, updatedAt: at },
    stones: answer.stones.map((s) => ({
      id: s.id,
      courseId,
      data: {
        id: s.id,
        key: s.key,
        kind: s.kind,
        position: s.position,
        title: s.title,
        playable: s.playable,
        ...(games.has(s.id) && { game: games.get(s.id) }),
        ...(projectTypes.has(s.id) && { project_type: projectTypes.get(s.id) }),
      },
      updatedAt: at,
    })),
    lessons: answer.lessons.map((l) => ({
      id: l.lesson_id,
      courseId,
      stoneId: l.lesson_id,
      data: { lesson_id: l.lesson_id, course_id: l.course_id, key: l.key, title: l.title, intro: l.intro },
      updatedAt: at,
    })),
    questions: answer.lessons.flatMap((l) =>
      l.questions.map((q) => ({ id: q.id, lessonId: l.lesson_id, data: q, updatedAt: at })),
    ),
    // Older servers (or a cached answer from before levels) may not carry them.
    levels: (answer.levels ?? []).map((l) => ({ id: l.lesson_id, courseId, data: l, updatedAt: at })),
    exercises: (answer.exercises ?? []).map((e) => ({ id: e.lesson_id, courseId, data: e, updatedAt: at })),
    projectTemplates: (answer.project_templates ?? []).map((p) => ({
      id: p.lesson_id,
      courseId,
      data: p,
      updatedAt: at,
    })),
    progress: answer.stones.map((s) => ({
      key: progressKey(courseId, s.id),
      courseId,
      lessonId: s.id,
      server: serverProgressOfStone(s),
    })),
  };
}

/**
 * The progress row after the server spoke: its view replaces the server part; the local part stays only
 * while its submission is still waiting in the outbox (a teacher's reset then shows once it is sent).
 */
export function withServerProgress(
  row: KeyedRow | undefined,
  server: ServerProgress,
  stillWaiting: ReadonlySet<string>,
): ProgressData {
  const local = (row?.data as ProgressData | undefined)?.local;
  return { server, ...(local && stillWaiting.has(local.ref) ? { local } : {}) };
}
