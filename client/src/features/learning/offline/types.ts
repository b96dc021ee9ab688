import type { Static } from 'typebox';
import type { Answer, blocks, learning, Question } from '@codeyard/shared-schema';
import type { ToolboxLevel } from '@codeyard/shared-schema/smoothy';

/**
 * What the learning screens keep in the user's Dexie tables (client/src/storage/user-db.ts), row by row.
 * The rows are written by offline/download.ts (from the server), offline/handlers.ts (pulled changes) and
 * offline/actions.ts (the child's own changes, together with their outbox entry); the screens read them
 * through offline/hooks.ts.
 *
 *   courses        { id: courseId, data: CourseData }
 *   stones         { id: stoneId, courseId, data: StoneData } (a game stone's content too: StoneData.game)
 *   lessons        { id: lessonId, courseId, stoneId, data: LessonData }
 *   questions      { id: questionId, lessonId, data: QuestionData }
 *   progress       { key: `${courseId}:${stoneId}`, courseId, lessonId: stoneId, data: ProgressData }
 *   submissions    { id, lessonId, courseId, createdAt, data: SubmissionData }
 *   profile        'points' (server totals), 'pointEvents' (the local ledger), 'learning.profile',
 *                  'learning.emojis', 'learning.leaderboard', 'learning.badges', 'learning.trophies',
 *                  `lessonDraft:${courseId}:${lessonId}` (a lesson in progress: SavedLessonDraft, lesson-drafts.ts)
 *   notifications  { id, createdAt, seen, data: NotificationData }
 *   levels         { id: stoneId, courseId, data: LevelData } (SmoothY challenge and code stones)
 *   exercises      { id: stoneId, courseId, data: ExerciseData } (Python and Web stones; no solution)
 *   projectTemplates { id: stoneId, courseId, data: ProjectTemplatesData } (project and graduation-project stones)
 *   profile also   `levelDraft:${courseId}:${lessonId}` (a SmoothY program in progress: SavedLevelDraft, level-drafts.ts)
 *   meta           'learning.download' (DownloadState)
 */

export type MapStoneView = Static<typeof learning.MapStoneView>;
export type CourseInfo = Static<typeof learning.CourseInfo>;
export type StudentCourse = Static<typeof learning.StudentCourse>;
export type LessonContent = Static<typeof learning.LessonContent>;
export type LessonQuestion = Static<typeof learning.LessonQuestion>;
export type AwardView = Static<typeof learning.AwardView>;
export type NotificationView = Static<typeof learning.Notification>;
export type LeaderboardData = Static<typeof learning.studentsTopTen.response>['data'];
export type StudentProfileData = Static<typeof learning.studentProfile.response>['data'];
export type EmojiView = Static<typeof learning.Emoji>;
export type CourseLessonsData = Static<typeof learning.courseLessons.response>['data'];
/**
 * A SmoothY level as the child plays it (GET /ide/{lessonId}; no solution). The toolbox schema is a union
 * built from a list, which TypeBox types loosely: named here.
 */
/** A Python or Web exercise as GET /code-exercise/{lessonId} gives it (no solution). */
export type ExerciseData = CourseLessonsData['exercises'][number];
/** A project stone's templates (the editor picks one, as GET /get-random-course-project would). */
export type ProjectTemplatesData = CourseLessonsData['project_templates'][number];
export type LevelData = Omit<Static<typeof blocks.IdeLevel>, 'toolbox'> & { toolbox: ToolboxLevel };

export interface CourseData {
  /** The course with both languages of its title and description. */
  course: CourseInfo;
  /** The catalogue's order (the position in /student-courses). */
  order: number;
  assigned: boolean;
  /** The server's view at the last download (the device recomputes locks with local progress). */
  locked: boolean;
  /**
   * The child has this course only through classrooms their teacher locked (the server's lock_reason
   * 'teacher'): the device keeps it locked whatever the local progress. Absent in rows stored before.
   */
  teacher_locked?: boolean;
  completed: boolean;
  previous_course_number: number | null;
  /** Counts from the course list, used until the map itself is on the device. */
  playable_stones: number;
  completed_stones: number;
  stone_count: number;
  content_version: number;
  has_seen_modal: boolean;
  is_trial: boolean;
  free_lessons: number;
  /** The map (stones) is on the device. */
  hasMap: boolean;
  downloadedAt: string | null;
}

/** A game stone's content (its game type and file) from the download's `games`: it rides on its stone's row. */
export type GameData = NonNullable<CourseLessonsData['games']>[number];
export type StoneData = Pick<MapStoneView, 'id' | 'key' | 'kind' | 'position' | 'title' | 'playable'> & {
  game?: GameData;
  /**
   * A project stone's template type from the download's `project_templates` (blocks, web, python, paint,
   * document, slides): the registry chooses its editor by it (stones/players.ts), offline too.
   */
  project_type?: ProjectTemplatesData['type'];
};

export interface LessonData {
  lesson_id: number;
  course_id: number;
  key: string;
  title: LessonContent['title'];
  intro: LessonContent['intro'];
}

export type QuestionData = LessonQuestion;

/** What the server last said about a stone of this child. */
export interface ServerProgress {
  completed: boolean;
  completedAt: string | null;
  bestScore: number;
  maxScore: number;
  teacherLocked: boolean;
  teacherFinished: boolean;
}

/** A completion made on this device that the server may not know yet. */
export interface LocalProgress {
  completedAt: string;
  bestScore: number;
  maxScore: number;
  /** The outbox reference of the submission (OutboxRef, from queueChange). */
  ref: string;
}

export interface ProgressData {
  server?: ServerProgress;
  local?: LocalProgress;
}

export interface QuestionResultData {
  question_id: number;
  /** The question as it was asked (content may change later). */
  question: Question;
  answer: Answer | null;
  rate: number;
  correct: boolean;
  /** Points this answer earned here (first time right on this device's knowledge). */
  points: number;
}

export interface SubmissionData {
  lesson_id: number;
  course_id: number;
  score: number;
  max_score: number;
  rate: number;
  stars: number;
  /** Points this attempt earned: first-time right answers plus the lesson's task points the first time (null: not known). */
  points_awarded: number | null;
  results: QuestionResultData[];
  answered_at: string;
  /** 'device': graded here and queued; 'server': read back from GET /assessmentresult. */
  source: 'device' | 'server';
  /** The outbox reference of the queued call (device attempts). */
  ref?: string;
}

export interface ServerPoints {
  points: number;
  weekly_points: number;
  week_start: string | null;
  at: string;
}

/** One point event this device knows about, by the server's source names (question:<id>, task:<stoneId>, hint:<stoneId>:<key>). */
export interface PointEvent {
  points: number;
  at: string;
  /** The queued call that carries it to the server ('' for events learnt from the server). */
  ref: string;
  /** The server's totals include it (or it came from the server): not added on top again. */
  settled: boolean;
}

export type PointLedger = Record<string, PointEvent>;

export interface DownloadState {
  state: 'running' | 'done' | 'failed';
  at: string;
  /** When the last download that completed finished. */
  doneAt: string | null;
  courses: number;
  lessons: number;
  /** The last run failed because the network was gone (not the server): the device is offline. */
  offline?: boolean;
}

export type NotificationData = NotificationView;
