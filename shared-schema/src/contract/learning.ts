import { Type } from 'typebox';
import { IntroStep, Localised, Question, SKILLS, STONE_KINDS } from '../content/curriculum.js';
import { AGES, TASK_IDS, USER_TYPES } from '../rules/constants.js';
import { Data, defineCall, Strict, type FieldIssues } from './define.js';
import { Id, Lang, Nullable, LangQuery, StudentAccess } from './fields.js';
import { IdeLevel } from './blocks.js';
import { CodeExercise } from './code-exercises.js';
import { CourseProjectTemplates } from './media.js';
import { PaintActions } from '../games/paint.js';
import { OfficeDocument, Sheet, SlideDeck } from '../games/office-work.js';

/**
 * The student's learning calls (spec 001 §7.3; issue 3).
 *
 * Which call carries what:
 * - GET /course-lessons/{id}/{course_id} is THE OFFLINE DOWNLOAD: the course, its map with the student's
 *   states, and every playable lesson the student may open (intro and questions, answers included).
 *   The device stores it in Dexie and runs the lessons, grades them (shared-schema rules/grading.ts) and
 *   computes the map (rules/learning.ts) offline. `content_version` tells it when to fetch again.
 * - GET /coursedetails/{courseNumber} is the same map without lesson content: the Myworld screen online,
 *   and a cheap "is my download stale?" check (compare content_version).
 * - GET /lessonprevideo/{lessonId}/{courseId} is one lesson with its state, for a device that lacks the
 *   course download.
 * Answers are shipped to the device on purpose (a child offline sees the result at once); the server
 * grades again on submission and never trusts the client's question_points.
 *
 * Content (stone and lesson titles, intros, questions) comes in both languages ({ en, ar }) so that a
 * change of language offline needs no new download; catalogue titles in lists come in the request language.
 * Every student write is queueable (Idempotency-Key, exactly once) except POST /upload-image-profile.
 */

export const COURSE_TRACKS = ['computer-skills', 'smoothy', 'web', 'python'] as const;
export const COURSE_LEVELS = ['basic', 'intermediate', 'advanced', 'expert', 'html'] as const;

/** A course of the catalogue, as the public course and pricing pages show it. */
export const CourseSummary = Type.Object({
  id: Type.Integer(),
  number: Type.Integer(),
  track: Type.Enum(COURSE_TRACKS),
  level: Type.Enum(COURSE_LEVELS),
  title: Type.String(),
  description: Type.String(),
  min_age: Type.Integer(),
  max_age: Type.Integer(),
  lesson_count: Type.Integer(),
  price: Type.Number(),
});

export const curriculumOverview = defineCall({
  method: 'GET',
  path: '/get-curriculum-overview',
  access: 'public',
  queueable: false,
  summary: 'The course catalogue, in the request language.',
  query: Strict({ lang: Type.Optional(Lang) }),
  response: Data(Type.Array(CourseSummary)),
});

// ---------------------------------------------------------------- shared shapes

export const STONE_STATES = ['locked', 'unlocked', 'completed'] as const;
export const STONE_BUTTONS = ['start', 'completed', 'soon', 'next', 'locked', 'finished'] as const;
/** Why a stone or a course is locked: a teacher's lock, beyond the free lessons of a trial, the course is locked, or the previous stone is not done. */
export const LOCK_REASONS = ['teacher', 'trial', 'course', 'previous'] as const;

/** When the child answered, on their device (ISO 8601). */
const DeviceTime = Type.String({ format: 'date-time', maxLength: 40 });

/**
 * A child's answer, by question type: choice = the option index; truefalse = a boolean; fillin = the
 * typed text; ordering = the item indices in the child's order; matching = for each left card (in the
 * file's order), the index of the right card it was matched with.
 */
export const Answer = Type.Union([
  Type.Integer({ minimum: 0, maximum: 20 }),
  Type.Boolean(),
  Type.String({ maxLength: 200 }),
  Type.Array(Type.Integer({ minimum: 0, maximum: 20 }), { maxItems: 10 }),
]);

export const AnswerItem = Strict({ question_id: Id, answer: Answer });
const Answers = Type.Array(AnswerItem, { minItems: 1, maxItems: 30 });

export const CourseInfo = Type.Object({
  id: Type.Integer(),
  number: Type.Integer(),
  track: Type.Enum(COURSE_TRACKS),
  level: Type.Enum(COURSE_LEVELS),
  title: Localised,
  description: Localised,
  min_age: Type.Integer(),
  max_age: Type.Integer(),
  lesson_count: Type.Integer(),
});

/** A stone on a course map with this student's state. */
export const MapStoneView = Type.Object({
  id: Type.Integer(),
  key: Type.String(),
  kind: Type.Enum(STONE_KINDS),
  position: Type.Integer(),
  title: Localised,
  /** Has a player and content now; false shows "soon". */
  playable: Type.Boolean(),
  /** Within the free lessons of a trial (always true for a student who is not on trial). */
  free: Type.Boolean(),
  state: Type.Enum(STONE_STATES),
  button: Type.Enum(STONE_BUTTONS),
  lock_reason: Nullable(Type.Enum(LOCK_REASONS)),
  best_score: Type.Integer(),
  max_score: Type.Integer(),
  completed_at: Nullable(Type.String()),
});

const courseMapProperties = {
  course: CourseInfo,
  /** The loaded content version of the course (0 when it has no content yet). */
  content_version: Type.Integer(),
  locked: Type.Boolean(),
  lock_reason: Nullable(Type.Enum(LOCK_REASONS)),
  /** The course that must be completed first, when locked by the previous course. */
  previous_course_number: Nullable(Type.Integer()),
  completed: Type.Boolean(),
  has_seen_modal: Type.Boolean(),
  is_trial: Type.Boolean(),
  /** Lesson stones free per course for a trial student. */
  free_lessons: Type.Integer(),
  stones: Type.Array(MapStoneView),
};
export const CourseMap = Type.Object(courseMapProperties);

/** A question as written in the content file, its answer included, with its id for submissions. */
export const LessonQuestion = Type.Object({ id: Type.Integer(), position: Type.Integer(), question: Question });

/** What a lesson stone teaches and asks. */
export const LessonContent = Type.Object({
  lesson_id: Type.Integer(),
  course_id: Type.Integer(),
  key: Type.String(),
  title: Localised,
  intro: Type.Array(IntroStep),
  questions: Type.Array(LessonQuestion),
});

/** A course in a list, with this student's state; the title in the request language. */
export const StudentCourse = Type.Object({
  id: Type.Integer(),
  number: Type.Integer(),
  track: Type.Enum(COURSE_TRACKS),
  level: Type.Enum(COURSE_LEVELS),
  title: Type.String(),
  min_age: Type.Integer(),
  max_age: Type.Integer(),
  lesson_count: Type.Integer(),
  /** Given to the student's classroom by the school. */
  assigned: Type.Boolean(),
  locked: Type.Boolean(),
  completed: Type.Boolean(),
  stone_count: Type.Integer(),
  playable_stones: Type.Integer(),
  completed_stones: Type.Integer(),
  completed_at: Nullable(Type.String()),
});

export const Points = Type.Object({
  /** All points: the sum of the student's unique point events, never below zero. */
  points: Type.Integer(),
  /** Points since the last weekly reset (Sunday 00:00 UTC), never below zero. */
  weekly_points: Type.Integer(),
});

export const QuestionResult = Type.Object({
  question_id: Type.Integer(),
  /** 0 to 100: how much was right (ordering and matching earn part marks). */
  rate: Type.Integer(),
  correct: Type.Boolean(),
  /** Points this answer earned now: the question's points the first time it is right, else 0. */
  points_awarded: Type.Integer(),
});

export const StoneProgressView = Type.Object({
  id: Type.Integer(),
  state: Type.Enum(STONE_STATES),
  best_score: Type.Integer(),
  max_score: Type.Integer(),
  completed_at: Nullable(Type.String()),
});

export const AwardView = Type.Object({
  key: Type.String(),
  title: Type.String(),
  description: Type.String(),
  earned: Type.Boolean(),
  earned_at: Nullable(Type.String()),
  /** How far the student is towards it, and the goal (e.g. 3 of 5 lessons). */
  progress: Type.Integer(),
  goal: Type.Integer(),
});
export const EarnedAward = Type.Object({ key: Type.String(), title: Type.String(), earned_at: Type.String() });

/** What finishing a stone answered (lesson, game, challenge). */
export const StoneDone = Type.Object({
  lesson_id: Type.Integer(),
  course_id: Type.Integer(),
  stone: StoneProgressView,
  /** Points earned by this call (first-time right answers and the stone's task points), after nothing else. */
  points_awarded: Type.Integer(),
  ...Points.properties,
  /** Badges earned by this call (keys; titles come with /student-badges). */
  new_badges: Type.Array(Type.String()),
  /** The stone the map now shows as "next", if any. */
  next_stone_id: Nullable(Type.Integer()),
});

/** The student themself, their parent, and the teachers of their classrooms (checked on the very profile). */
const StudentParentTeacher = ['student', 'parent', 'teacher'] as const;
const StudentProfileParam = Strict({ id: Id });

function noDuplicateQuestions(answers: { question_id: number }[]): FieldIssues {
  const ids = answers.map((a) => a.question_id);
  return new Set(ids).size === ids.length ? {} : { answers: [{ key: 'learning.duplicateAnswer' }] };
}

// ---------------------------------------------------------------- course maps and lessons

export const courseDetails = defineCall({
  method: 'GET',
  path: '/coursedetails/{courseNumber}',
  access: StudentAccess,
  queueable: false,
  summary:
    "A course by its catalogue number, with the caller's map: each stone's state and button, the course lock and the trial's free lessons. No lesson content (see /course-lessons). 404 for an unknown number.",
  params: Strict({ courseNumber: Id }),
  query: LangQuery,
  response: Data(CourseMap),
});

/** A game stone's content for its player: its file as written (content/game.ts), with the game type. */
export const GameContent = Type.Object({
  lesson_id: Id,
  course_id: Id,
  key: Type.String(),
  game: Type.String(),
  file: Type.Record(Type.String(), Type.Unknown()),
});

export const courseLessons = defineCall({
  method: 'GET',
  path: '/course-lessons/{id}/{course_id}',
  access: StudentAccess,
  queueable: false,
  summary:
    "The whole course for offline use: {id} is the caller's own student profile id (403 otherwise), {course_id} the course id. The map with states plus every playable lesson with its intro and questions, answers included, every SmoothY level of its challenge and code stones as GET /ide/{lessonId} gives it (no solution), every Python and Web exercise as GET /code-exercise/{lessonId} gives it (no solution) the templates of its playable project stones and the content of its playable game stones (`games`, left out when there are none) — except stones beyond a trial's free lessons (they stay on the map, locked, without content).",
  params: Strict({ id: Id, course_id: Id }),
  query: LangQuery,
  response: Data(
    Type.Object({
      ...courseMapProperties,
      lessons: Type.Array(LessonContent),
      levels: Type.Array(IdeLevel),
      /** The Python and Web exercises of the stones the student may open (no solution), as GET /code-exercise/{lessonId}. */
      exercises: Type.Array(CodeExercise),
      /** The templates of the course's playable project stones the student may open. */
      project_templates: Type.Array(CourseProjectTemplates),
      /** The content of the course's playable game stones the student may open; absent when it has none. */
      games: Type.Optional(Type.Array(GameContent)),
    }),
  ),
});

export const lessonPreVideo = defineCall({
  method: 'GET',
  path: '/lessonprevideo/{lessonId}/{courseId}',
  access: StudentAccess,
  queueable: false,
  summary:
    "One lesson stone (intro and questions with answers) and its state on the caller's map. 404 when the stone is not a lesson of that course or has no content; 403 code trial_locked beyond a trial's free lessons.",
  params: Strict({ lessonId: Id, courseId: Id }),
  query: LangQuery,
  response: Data(Type.Object({ course_id: Type.Integer(), stone: MapStoneView, lesson: LessonContent })),
});

export const programCourses = defineCall({
  method: 'GET',
  path: '/get-program-courses',
  access: StudentAccess,
  queueable: false,
  summary: "The catalogue's courses of one level, with the caller's state on each.",
  query: Strict({ level: Type.Enum(COURSE_LEVELS), lang: Type.Optional(Lang) }),
  response: Data(Type.Array(StudentCourse)),
});

export const coursesByLevelName = defineCall({
  method: 'GET',
  path: '/courses-by-level-name',
  access: StudentAccess,
  queueable: false,
  summary:
    "The catalogue grouped by level (basic, intermediate, advanced, expert, html; empty levels left out), with the caller's state on each course.",
  query: LangQuery,
  response: Data(Type.Array(Type.Object({ level: Type.Enum(COURSE_LEVELS), courses: Type.Array(StudentCourse) }))),
});

export const studentCourses = defineCall({
  method: 'GET',
  path: '/student-courses/{id}',
  access: StudentAccess,
  queueable: false,
  summary:
    "Every course of the catalogue with the caller's state ({id} is the caller's own student profile id; 403 otherwise).",
  params: StudentProfileParam,
  query: LangQuery,
  response: Data(Type.Array(StudentCourse)),
});

export const studentProfileCourses = defineCall({
  method: 'GET',
  path: '/students/{studentProfileId}/courses',
  access: StudentParentTeacher,
  queueable: false,
  summary:
    "A student's courses (those assigned to their classroom or started) with progress: for the student, their parent, or a teacher of their classroom; 403 for anyone else.",
  params: Strict({ studentProfileId: Id }),
  query: LangQuery,
  response: Data(
    Type.Object({
      student: Type.Object({ id: Type.Integer(), first_name: Type.String(), last_name: Type.String() }),
      courses: Type.Array(StudentCourse),
    }),
  ),
});

export const studentCoursesCompletions = defineCall({
  method: 'GET',
  path: '/get-student-courses-completions',
  access: StudentAccess,
  queueable: false,
  summary: 'The courses the caller has completed (every playable stone completed), oldest first.',
  query: LangQuery,
  response: Data(
    Type.Array(
      Type.Object({
        course_id: Type.Integer(),
        number: Type.Integer(),
        title: Type.String(),
        completed_at: Type.String(),
      }),
    ),
  ),
});

// ---------------------------------------------------------------- the student's standing

export const studentOverview = defineCall({
  method: 'GET',
  path: '/studentoverview/',
  access: StudentAccess,
  queueable: false,
  summary: "The caller's dashboard: points, weekly points, counts, leaderboard rank and the course to continue.",
  query: LangQuery,
  response: Data(
    Type.Object({
      ...Points.properties,
      /** Start of the current week (ISO) and when the weekly points reset next. */
      week_start: Type.String(),
      resets_at: Type.String(),
      lessons_completed: Type.Integer(),
      perfect_lessons: Type.Integer(),
      courses_completed: Type.Integer(),
      badges_earned: Type.Integer(),
      trophies_earned: Type.Integer(),
      leaderboard_rank: Nullable(Type.Integer()),
      unseen_notifications: Type.Integer(),
      current_course: Nullable(
        Type.Object({
          id: Type.Integer(),
          number: Type.Integer(),
          title: Type.String(),
          next_stone_id: Nullable(Type.Integer()),
          playable_stones: Type.Integer(),
          completed_stones: Type.Integer(),
        }),
      ),
    }),
  ),
});

export const studentProfile = defineCall({
  method: 'GET',
  path: '/studentprofile',
  access: StudentAccess,
  queueable: false,
  summary: "The caller's own profile: names, picture, school and classroom, points, badges and trophies earned.",
  query: LangQuery,
  response: Data(
    Type.Object({
      student_profile_id: Type.Integer(),
      user_id: Type.Integer(),
      username: Type.String(),
      first_name: Type.String(),
      last_name: Type.String(),
      img_uri: Nullable(Type.String()),
      year_of_birth: Nullable(Type.Integer()),
      is_school_student: Type.Boolean(),
      is_trial: Type.Boolean(),
      is_junior: Type.Boolean(),
      school_name: Nullable(Type.String()),
      classroom_name: Nullable(Type.String()),
      ...Points.properties,
      has_visited_ide: Type.Boolean(),
      did_watch_storyline_video: Type.Boolean(),
      badges: Type.Array(EarnedAward),
      trophies: Type.Array(EarnedAward),
    }),
  ),
});

export const studentBadges = defineCall({
  method: 'GET',
  path: '/student-badges/{id}',
  access: StudentParentTeacher,
  queueable: false,
  summary:
    'Every badge with whether the student ({id}: student profile id) earned it and their progress towards it: for the student, their parent or a teacher of their classroom; 403 otherwise.',
  params: StudentProfileParam,
  query: LangQuery,
  response: Data(Type.Object({ earned_count: Type.Integer(), badges: Type.Array(AwardView) })),
});

export const studentTrophies = defineCall({
  method: 'GET',
  path: '/student-trophies/{id}',
  access: StudentParentTeacher,
  queueable: false,
  summary:
    'Every trophy (10, 30, 100 approved projects) with whether the student earned it: for the student, their parent or a teacher of their classroom; 403 otherwise.',
  params: StudentProfileParam,
  query: LangQuery,
  response: Data(Type.Object({ approved_projects: Type.Integer(), trophies: Type.Array(AwardView) })),
});

export const LeaderboardEntry = Type.Object({
  rank: Type.Integer(),
  /** First name and last initial only ("Yousef S."): no personal data reaches other children. */
  name: Type.String(),
  weekly_points: Type.Integer(),
  img_uri: Nullable(Type.String()),
  is_me: Type.Boolean(),
});

export const studentsTopTen = defineCall({
  method: 'GET',
  path: '/students-top-ten/',
  access: StudentAccess,
  queueable: false,
  summary:
    "This week's top 10 by weekly points (students with points only; equal points share a rank): the caller's classroom(s) for a school student, else every student who is not a school student; plus the caller's own rank.",
  query: LangQuery,
  response: Data(
    Type.Object({
      scope: Type.Enum(['classroom', 'school', 'world'] as const),
      week_start: Type.String(),
      resets_at: Type.String(),
      time_zone: Type.String(),
      entries: Type.Array(LeaderboardEntry),
      me: Type.Object({ rank: Nullable(Type.Integer()), weekly_points: Type.Integer() }),
    }),
  ),
});

export const isStudentJunior = defineCall({
  method: 'GET',
  path: '/is-student-junior',
  access: StudentAccess,
  queueable: false,
  summary: `Is the caller a junior (${AGES.juniorMax} or younger by year of birth)? Juniors get the 5-7 courses and simpler screens.`,
  query: LangQuery,
  response: Data(Type.Object({ is_junior: Type.Boolean(), age: Nullable(Type.Integer()) })),
});

export const studentCollectionDetails = defineCall({
  method: 'GET',
  path: '/student-collection-details',
  access: StudentAccess,
  queueable: false,
  summary:
    "The caller's collection: badges and trophies earned, completed courses, lessons, and the emojis unlocked by points.",
  query: LangQuery,
  response: Data(
    Type.Object({
      ...Points.properties,
      badges: Type.Array(EarnedAward),
      trophies: Type.Array(EarnedAward),
      completed_courses: Type.Array(Type.Object({ id: Type.Integer(), number: Type.Integer(), title: Type.String() })),
      lessons_completed: Type.Integer(),
      perfect_lessons: Type.Integer(),
      emojis_unlocked: Type.Integer(),
    }),
  ),
});

export const Emoji = Type.Object({
  id: Type.Integer(),
  emoji: Type.String(),
  points_needed: Type.Integer(),
  unlocked: Type.Boolean(),
});

export const getEmojis = defineCall({
  method: 'GET',
  path: '/get-emojis',
  access: StudentAccess,
  queueable: false,
  summary: 'The emojis a student may take as a profile picture; some unlock with points.',
  query: LangQuery,
  response: Data(Type.Array(Emoji)),
});

// ---------------------------------------------------------------- assessments and reviews

export const assessmentResult = defineCall({
  method: 'GET',
  path: '/assessmentresult',
  access: StudentAccess,
  queueable: false,
  summary:
    "The caller's latest submitted attempt at a lesson: each question (answer included) with the child's answer, its rate and whether it was right, and the rate per skill. 404 when the lesson was never submitted.",
  query: Strict({ lesson_id: Id, lang: Type.Optional(Lang) }),
  response: Data(
    Type.Object({
      submission_id: Type.Integer(),
      lesson_id: Type.Integer(),
      course_id: Type.Integer(),
      score: Type.Integer(),
      max_score: Type.Integer(),
      rate: Type.Integer(),
      answered_at: Type.String(),
      questions: Type.Array(
        Type.Object({
          question_id: Type.Integer(),
          question: Question,
          answer: Nullable(Answer),
          rate: Type.Integer(),
          correct: Type.Boolean(),
        }),
      ),
      skills: Type.Array(Type.Object({ skill: Type.Enum(SKILLS), rate: Type.Integer() })),
    }),
  ),
});

export const ReviewQuestion = Type.Object({
  lesson_id: Type.Integer(),
  course_id: Type.Integer(),
  ...LessonQuestion.properties,
});

export const reviewQuestions = defineCall({
  method: 'GET',
  path: '/review-questions',
  access: StudentAccess,
  queueable: false,
  summary:
    'Questions whose latest answer by the caller was not right (answers included), optionally of one course or lesson: a second go.',
  query: Strict({ course_id: Type.Optional(Id), lesson_id: Type.Optional(Id), lang: Type.Optional(Lang) }),
  response: Data(Type.Array(ReviewQuestion)),
});

export const submitReviewQuestions = defineCall({
  method: 'POST',
  path: '/review-questions',
  access: StudentAccess,
  queueable: true,
  summary:
    'Answers to review questions: graded by the server; a question right for the first time earns its points once. Does not change stone states.',
  body: Strict({ answers: Answers, answered_at: DeviceTime }),
  response: Data(
    Type.Object({
      results: Type.Array(QuestionResult),
      points_awarded: Type.Integer(),
      ...Points.properties,
      new_badges: Type.Array(Type.String()),
    }),
  ),
  check: ({ body }) => noDuplicateQuestions(body.answers),
});

// ---------------------------------------------------------------- submissions (queueable)

export const studentQuestionsSubmission = defineCall({
  method: 'POST',
  path: '/student-questions-submission',
  access: StudentAccess,
  queueable: true,
  summary:
    "A lesson's answers: the server grades them (question_points, the client's own count, is ignored), stores the attempt, completes the stone (best score kept), awards points once per question and the lesson's task points once, and badges. 403 code trial_locked beyond a trial's free lessons, course_locked for a locked course; 422 for a question that is not the lesson's.",
  body: Strict({
    lesson_id: Id,
    course_id: Id,
    gm_task_id: Type.Literal(TASK_IDS.questions),
    answers: Answers,
    question_points: Type.Optional(Type.Integer({ minimum: 0 })),
    answered_at: DeviceTime,
  }),
  response: Data(
    Type.Object({
      submission_id: Type.Integer(),
      score: Type.Integer(),
      max_score: Type.Integer(),
      rate: Type.Integer(),
      results: Type.Array(QuestionResult),
      ...StoneDone.properties,
    }),
  ),
  check: ({ body }) => noDuplicateQuestions(body.answers),
});

export const submitGameLesson = defineCall({
  method: 'POST',
  path: '/submit-game-lesson',
  access: StudentAccess,
  queueable: true,
  summary:
    'A game stone finished correctly (games must be completed to move on): completes the stone, stars kept as the best score (max), task points once. A game stone without a player is "soon": 409 code stone_not_playable. A memory stone needs moves and seconds; a result those cannot produce (fewer moves than pairs, more stars than memoryStars gives) is refused with 422 (field moves or stars). A sudoku stone needs its solved grids and moves (a grid that does not solve its puzzle: 422 field grids); a colouring stone its colours (a region left white or, by numbers, wrongly coloured: 422 field colours); a paint challenge stone its actions (replayed over the challenge: a drawing that misses a goal, 422 field paint; stars other than its actions earn, 422 field stars). The office tools of course 11 (a document or spreadsheet challenge stone, a slides game stone) send their work, which the server checks against the task again: work that does not finish it, or earns fewer stars than sent, is refused with 422 (field document, sheet or slides; or stars).',
  body: Strict({
    lesson_id: Id,
    course_id: Id,
    completed: Type.Literal(true),
    stars: Type.Optional(Type.Integer({ minimum: 0, maximum: 3 })),
    /** The memory game: two cards turned are one move, over all its stages (required for a memory stone). */
    moves: Type.Optional(Type.Integer({ minimum: 0, maximum: 10000 })),
    /** The memory game: the seconds it took to play, all stages (required for a memory stone). */
    seconds: Type.Optional(Type.Integer({ minimum: 0, maximum: 86400 })),
    /** Sudoku: each puzzle's solved grid, row by row (required for a sudoku stone; moves are its entries). */
    grids: Type.Optional(Type.Array(Type.String({ pattern: '^[1-9]{16,81}$' }), { minItems: 1, maxItems: 9 })),
    /** Colouring: each page's colours, one a region in its picture's order (required for a colouring stone). */
    colours: Type.Optional(
      Type.Array(Type.Array(Type.String({ pattern: '^[a-z]{1,16}$' }), { maxItems: 40 }), { minItems: 1, maxItems: 6 }),
    ),
    /** The sliding puzzle: the seed its board was shuffled from (required for a puzzle stone). */
    seed: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647 })),
    /** The sliding puzzle's moves of the gap, or the maze's steps (mazes joined by "|"): U, D, L, R a move. */
    path: Type.Optional(Type.String({ pattern: '^[UDLR|]*$', maxLength: 4000 })),
    /** A typing game: its score (right keys within the minute); `moves` are all the keys pressed. */
    score: Type.Optional(Type.Integer({ minimum: 0, maximum: 10000 })),
    /** A paint challenge: everything the child did, in order (required for a paint stone; replayed to check). */
    paint: Type.Optional(PaintActions),
    /** The word processor: the formatted document (required for a document stone; checked against its task). */
    document: Type.Optional(OfficeDocument),
    /** The spreadsheet: its cells as typed and its chart (required for a spreadsheet stone; formulas evaluated again). */
    sheet: Type.Optional(Sheet),
    /** The slides: the presentation (required for a slides stone). */
    slides: Type.Optional(SlideDeck),
    answered_at: DeviceTime,
  }),
  response: Data(StoneDone),
});

export const submitChallengeLesson = defineCall({
  method: 'POST',
  path: '/submit-challenge-lesson',
  access: StudentAccess,
  queueable: true,
  summary:
    'A SmoothY challenge or code stone solved: completes the stone and awards its task points once (20); the stars (1-3, our addition) are kept as the best score (max, of 3). A stone without a level: 409 code stone_not_playable. A challenge stone played by an office tool (its result checked) completes only through /submit-game-lesson: 422 field lesson_id.',
  body: Strict({
    lesson_id: Id,
    course_id: Id,
    answered_at: Type.Optional(DeviceTime),
    stars: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
  }),
  response: Data(StoneDone),
});

export const calculateTaskPoints = defineCall({
  method: 'POST',
  path: '/calculate-task-points/1',
  access: StudentAccess,
  queueable: true,
  summary:
    "The task points of a completed stone (source task:<stoneId>): awarded once if not yet (submissions award them already), and the caller's totals. 409 code stone_not_completed before the stone is completed.",
  body: Strict({ lesson_id: Id, course_id: Id, gm_task_id: Type.Optional(Type.Literal(TASK_IDS.taskPoints)) }),
  response: Data(
    Type.Object({
      lesson_id: Type.Integer(),
      task_points: Type.Integer(),
      awarded_now: Type.Boolean(),
      ...Points.properties,
    }),
  ),
});

export const calculateHintsPoints = defineCall({
  method: 'POST',
  path: '/calculate-hints-points/11',
  access: StudentAccess,
  queueable: true,
  summary:
    'A hint taken in a stone: costs 10 points once per (stone, hint_key) — seeing the same hint again is free — and never takes the points below zero (charges what is left).',
  body: Strict({
    lesson_id: Id,
    course_id: Id,
    /** Which hint of the stone, named by the client (e.g. "q-12" or "step-2"). */
    hint_key: Type.String({ pattern: '^[A-Za-z0-9_.:-]{1,60}$' }),
    gm_task_id: Type.Optional(Type.Literal(TASK_IDS.hintPoints)),
  }),
  response: Data(Type.Object({ charged: Type.Integer(), already_paid: Type.Boolean(), ...Points.properties })),
});

// ---------------------------------------------------------------- flags and profile (queueable)

export const changeHasSeenModal = defineCall({
  method: 'POST',
  path: '/change-has-seen-modal-flag-to-true/{courseId}',
  access: StudentAccess,
  queueable: true,
  summary: "The course's first-visit window has been seen by the caller (no body).",
  params: Strict({ courseId: Id }),
  response: Data(Type.Object({ course_id: Type.Integer(), has_seen_modal: Type.Boolean() })),
});

export const Notification = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  /** In the request language. */
  message: Type.String(),
  data: Type.Record(Type.String(), Type.Unknown()),
  seen: Type.Boolean(),
  created_at: Type.String(),
});

export const studentNotifications = defineCall({
  method: 'GET',
  path: '/get-student-notifications',
  access: StudentAccess,
  queueable: false,
  summary: "The caller's 50 newest notifications, newest first, each in the request language, and how many are unseen.",
  query: LangQuery,
  response: Data(Type.Object({ notifications: Type.Array(Notification), unseen_count: Type.Integer() })),
});

export const changeNotificationSeen = defineCall({
  method: 'POST',
  path: '/change-is-notification-seen-flag-to-true/{id}',
  access: StudentAccess,
  queueable: true,
  summary: "Marks one of the caller's notifications seen (no body); 404 for one that is not the caller's.",
  params: Strict({ id: Id }),
  response: Data(Type.Object({ id: Type.Integer(), seen: Type.Boolean(), unseen_count: Type.Integer() })),
});

export const userIdeVisit = defineCall({
  method: 'POST',
  path: '/user-ide-visit',
  access: StudentAccess,
  queueable: true,
  summary: "The caller has visited an editor; user_id must be the caller's own user id (403 otherwise).",
  body: Strict({ user_id: Id, has_visited_ide: Type.Boolean() }),
  response: Data(Type.Object({ has_visited_ide: Type.Boolean() })),
});

export const storylineVideoStatus = defineCall({
  method: 'POST',
  path: '/storyline-video-status',
  access: StudentAccess,
  queueable: true,
  summary: 'The caller has watched the storyline video (the flag; true when left out).',
  body: Strict({ did_watch_storyline_video: Type.Optional(Type.Boolean()) }),
  response: Data(Type.Object({ did_watch_storyline_video: Type.Boolean() })),
});

export const setEmojiAsProfilePicture = defineCall({
  method: 'POST',
  path: '/set-emoji-as-profile-picture/{id}',
  access: StudentAccess,
  queueable: true,
  summary:
    'An emoji (by id, from /get-emojis) becomes the profile picture: img_uri "emoji:<id>". 403 code emoji_locked for an emoji not unlocked yet; 404 for an unknown id.',
  params: Strict({ id: Id }),
  response: Data(Type.Object({ img_uri: Type.String() })),
});

/** The profile picture's limits: one file, 1 MB, PNG, JPEG or WebP (checked by content, not by name). */
export const PROFILE_IMAGE = {
  maxBytes: 1024 * 1024,
  types: ['image/png', 'image/jpeg', 'image/webp'],
  field: 'image',
} as const;

export const uploadImageProfile = defineCall({
  method: 'POST',
  path: '/upload-image-profile',
  access: StudentAccess,
  queueable: false,
  summary:
    'A photo as the profile picture: multipart/form-data with one file (field "image"), at most 1 MB, PNG, JPEG or WebP by content (422 otherwise, 413 when too large). Answers the new img_uri (/uploads/<name>: a name, served as GET /api/uploads/<name> only with the token of the child, their parent, their teachers or a classmate whose board shows them; no-store). Not queueable: the device must be online to upload.',
  response: Data(Type.Object({ img_uri: Type.String() })),
});

/** Roles that may read a student's courses, badges and trophies (besides the student). */
export const STUDENT_OBJECT_READERS = StudentParentTeacher satisfies readonly (typeof USER_TYPES)[number][];
