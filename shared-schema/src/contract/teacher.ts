import { Type } from 'typebox';
import { PAGE_SIZES } from '../rules/constants.js';
import { Data, defineCall, Strict, type FieldIssues } from './define.js';
import { Id, Lang, Nullable, Page, Time } from './fields.js';
import { IdeLevel, ProgramJson } from './blocks.js';

/**
 * The teacher's view of what arrived (spec 001 §7.6, spec 000 §2 teacher pages, §3 lesson assessment,
 * §4 teacher powers): classrooms, their students' progress, each answer beside the right one, and the
 * two teacher-side writes that reach the students' devices through GET /sync/pull.
 *
 * Every call is teacher-only and checks the object: the classroom is the caller's own, the school is
 * the caller's school, the student sits in one of the caller's classrooms. Anything else answers 403.
 * A "lesson" is a stone of a course map (any kind: lesson, game, challenge...); `lesson_id` is its id.
 * Times are ISO 8601 strings in UTC; `answered_at` is the device's time, `received_at` the server's.
 */

const Rate = Type.Integer({ minimum: 0, maximum: 100 });
const StudentIds = Type.Array(Id, { minItems: 1, maxItems: 200, uniqueItems: true });

export const TeacherPagination = Type.Object({
  page_number: Type.Integer(),
  per_page: Type.Integer(),
  total: Type.Integer(),
});

export const ClassroomSummary = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  school_grade_id: Type.Integer(),
  number_of_seats: Type.Integer(),
  student_count: Type.Integer(),
  locked: Type.Boolean(),
  courses: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String() })),
});

/** The teacher's own classrooms (the classroom list; the code assessment filters by them). */
export const teacherClassroomList = defineCall({
  method: 'GET',
  path: '/teacher/get-classroom-list',
  access: ['teacher'],
  queueable: false,
  summary: "The teacher's own classrooms.",
  query: Strict({ lang: Type.Optional(Lang) }),
  response: Data(Type.Array(ClassroomSummary)),
});

/** The school's setup flags (spec 000 §3): may its teachers lock and finish lessons? */
export const SchoolSetup = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  allow_teacher_lesson_locking: Type.Boolean(),
  allow_teacher_finish_lessons: Type.Boolean(),
});

export const CourseRef = Type.Object({ id: Type.Integer(), title: Type.String() });

/** One classroom card of the summary page. */
export const ClassroomCard = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  school_grade_id: Type.Integer(),
  number_of_seats: Type.Integer(),
  locked: Type.Boolean(),
  courses: Type.Array(CourseRef),
  student_count: Type.Integer(),
  /** Playable stones on the maps of the classroom's courses. */
  lesson_count: Type.Integer(),
  /** Student x lesson pairs completed (by the student or finished by the teacher). */
  completed_count: Type.Integer(),
  /** completed_count out of student_count x lesson_count, 0-100 (0 for an empty classroom). */
  completion_rate: Rate,
  /** Lesson submissions that arrived from this classroom's students. */
  submission_count: Type.Integer(),
  last_activity_at: Nullable(Time),
  last_received_at: Nullable(Time),
});

export const teacherClassroomsSummary = defineCall({
  method: 'GET',
  path: '/teacher/get-school-teacher-classrooms-summary/{schoolId}',
  access: ['teacher'],
  queueable: false,
  summary: "The teacher's own classrooms at their school, 6 a page, with counts; another school is refused (403).",
  params: Strict({ schoolId: Id }),
  query: Strict({
    classroom_number: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: PAGE_SIZES.classroomsSummary })),
    page_number: Type.Optional(Page),
    lang: Type.Optional(Lang),
  }),
  response: Data(
    Type.Object({ school: SchoolSetup, classrooms: Type.Array(ClassroomCard), pagination: TeacherPagination }),
  ),
});

export const ClassroomHeader = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  school_id: Type.Integer(),
  school_grade_id: Type.Integer(),
  number_of_seats: Type.Integer(),
  locked: Type.Boolean(),
  courses: Type.Array(CourseRef),
  student_count: Type.Integer(),
  lesson_count: Type.Integer(),
  allow_teacher_lesson_locking: Type.Boolean(),
  allow_teacher_finish_lessons: Type.Boolean(),
});

/** One student row of a classroom. */
export const ClassroomStudentRow = Type.Object({
  student_profile_id: Type.Integer(),
  username: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  status: Type.Union([Type.Literal('active'), Type.Literal('disabled')]),
  /** Lessons of the classroom's courses completed (by the student or finished by the teacher)... */
  lessons_completed: Type.Integer(),
  /** ...out of the playable lessons of those courses. */
  lessons_total: Type.Integer(),
  points: Type.Integer(),
  /** Points since the last Sunday 00:00 UTC (spec 001 §9.3). */
  weekly_points: Type.Integer(),
  /** When the child last worked: the latest answer time, never later than its arrival (a fast device clock cannot move it into the future). */
  last_activity_at: Nullable(Time),
  /** When the latest of their work reached the server. */
  last_received_at: Nullable(Time),
});

export const teacherClassroomDetails = defineCall({
  method: 'GET',
  path: '/teacher/get-school-classroom-details/{id}',
  access: ['teacher'],
  queueable: false,
  summary:
    "One of the teacher's own classrooms and a page of its students (10 a page) with progress, points and last activity.",
  params: Strict({ id: Id }),
  query: Strict({
    student_number: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: PAGE_SIZES.classroomStudents })),
    page_number: Type.Optional(Page),
    lang: Type.Optional(Lang),
  }),
  response: Data(
    Type.Object({
      classroom: ClassroomHeader,
      students: Type.Array(ClassroomStudentRow),
      pagination: TeacherPagination,
    }),
  ),
});

export const StudentRef = Type.Object({
  student_profile_id: Type.Integer(),
  username: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
});

/** A lesson the student has sent answers for. */
export const SubmittedLesson = Type.Object({
  lesson_id: Type.Integer(),
  title: Type.String(),
  kind: Type.String(),
  course_id: Type.Integer(),
  course_title: Type.String(),
  /** Lesson attempts (a review of wrong answers is not an attempt). */
  attempts: Type.Integer(),
  latest_score: Type.Integer(),
  best_score: Type.Integer(),
  max_score: Type.Integer(),
  completed: Type.Boolean(),
  teacher_finished: Type.Boolean(),
  teacher_locked: Type.Boolean(),
  first_answered_at: Time,
  last_answered_at: Time,
  last_received_at: Time,
});

/** An answer as stored (`value`, its shape depends on the question type) and as the teacher reads it (`text`, in the request language). */
export const AnswerView = Type.Object({ value: Type.Unknown(), text: Type.String() });

/** A question as the teacher reads it, with its right answer. */
export const QuestionSolution = Type.Object({
  question_id: Type.Integer(),
  position: Type.Integer(),
  type: Type.Enum(['choice', 'truefalse', 'fillin', 'ordering', 'matching'] as const),
  skill: Type.String(),
  points: Type.Integer(),
  prompt: Type.String(),
  /** The options of a choice question; the items of an ordering question and the cards of a matching question are in correct_answer. */
  options: Type.Array(Type.String()),
  correct_answer: AnswerView,
  explanation: Nullable(Type.String()),
});

export const AssessedQuestion = Type.Object({
  ...QuestionSolution.properties,
  /** The student's latest answer to this question (null: not answered yet). */
  student_answer: Nullable(AnswerView),
  correct: Nullable(Type.Boolean()),
  /** How much of the latest answer was right, 0-100 (ordering and matching earn part marks). */
  answer_rate: Nullable(Rate),
  /** Share of the comparison group's latest answers to this question that were right, 0-100 (null: nobody answered). */
  question_rate: Nullable(Rate),
  /** How many latest answers question_rate is made of. */
  question_rate_answers: Type.Integer(),
  /** The student's share of right latest answers among this lesson's questions of the same skill, 0-100. */
  skill_rate: Nullable(Rate),
  answered_at: Nullable(Time),
  received_at: Nullable(Time),
});

export const SkillRate = Type.Object({
  skill: Type.String(),
  questions: Type.Integer(),
  answered: Type.Integer(),
  correct: Type.Integer(),
  rate: Nullable(Rate),
});

export const LessonAssessment = Type.Object({
  lesson: Type.Object({
    id: Type.Integer(),
    title: Type.String(),
    kind: Type.String(),
    course_id: Type.Integer(),
    course_title: Type.String(),
  }),
  /** The classroom whose students question_rate compares with. */
  compared_with_classroom_id: Type.Integer(),
  score: Type.Integer(),
  max_score: Type.Integer(),
  /** Share of the student's latest answers that are right, 0-100. */
  question_score_rate: Nullable(Rate),
  skills: Type.Array(SkillRate),
  questions: Type.Array(AssessedQuestion),
});

export const teacherStudentLessonAssessment = defineCall({
  method: 'GET',
  path: '/teacher/get-school-student-lesson-assessment-details/{studentId}',
  access: ['teacher'],
  queueable: false,
  summary:
    "A student's lesson assessment (studentId is the student profile id; the student must sit in one of the teacher's classrooms). " +
    'Always the lessons the student has submitted, with scores and dates; with lesson_id also every question of that lesson: the prompt, ' +
    "the student's latest answer beside the right one, right or not, the skill and the student's skill rate in the lesson, answered_at and received_at. " +
    'question_rate is the share of right answers among the latest answers to that question of the students of one classroom (classroom_id, ' +
    "or the teacher's first classroom that holds the student), each student counted once.",
  params: Strict({ studentId: Id }),
  query: Strict({ lesson_id: Type.Optional(Id), classroom_id: Type.Optional(Id), lang: Type.Optional(Lang) }),
  response: Data(
    Type.Object({ student: StudentRef, lessons: Type.Array(SubmittedLesson), assessment: Nullable(LessonAssessment) }),
  ),
});

export const ClassroomLesson = Type.Object({
  lesson_id: Type.Integer(),
  position: Type.Integer(),
  kind: Type.String(),
  title: Type.String(),
  playable: Type.Boolean(),
  question_count: Type.Integer(),
  /** Students of the classroom who completed it (by themselves or finished by the teacher). */
  completed_count: Type.Integer(),
  teacher_finished_count: Type.Integer(),
  teacher_locked_count: Type.Integer(),
  /** Students of the classroom who sent answers for it. */
  submitted_count: Type.Integer(),
});

export const teacherClassroomLessons = defineCall({
  method: 'GET',
  path: '/teacher/get-school-teacher-classroom-lessons/{id}',
  access: ['teacher'],
  queueable: false,
  summary:
    "The lessons of one of the teacher's own classrooms' courses, in map order, with how many of its students completed, were finished or locked on each.",
  params: Strict({ id: Id }),
  query: Strict({ lang: Type.Optional(Lang) }),
  response: Data(
    Type.Object({
      classroom: Type.Object({
        id: Type.Integer(),
        name: Type.String(),
        locked: Type.Boolean(),
        student_count: Type.Integer(),
      }),
      courses: Type.Array(
        Type.Object({ id: Type.Integer(), title: Type.String(), lessons: Type.Array(ClassroomLesson) }),
      ),
    }),
  ),
});

export const teacherClassroomCompletedLessons = defineCall({
  method: 'GET',
  path: '/teacher/get-classroom-completed-lessons',
  access: ['teacher'],
  queueable: false,
  summary:
    "Per student of one of the teacher's own classrooms: the lesson ids completed (by the student or finished by the teacher), finished by the teacher, and locked (progress bubbles).",
  query: Strict({ classroom_id: Id, lang: Type.Optional(Lang) }),
  response: Data(
    Type.Object({
      classroom_id: Type.Integer(),
      locked: Type.Boolean(),
      students: Type.Array(
        Type.Object({
          ...StudentRef.properties,
          completed_lesson_ids: Type.Array(Type.Integer()),
          teacher_finished_lesson_ids: Type.Array(Type.Integer()),
          teacher_locked_lesson_ids: Type.Array(Type.Integer()),
        }),
      ),
    }),
  ),
});

export const teacherLessonQuestionSolution = defineCall({
  method: 'GET',
  path: '/teacher/get-course-lesson-question-solution/{lessonId}',
  access: ['teacher'],
  queueable: false,
  summary:
    "A lesson's questions with their right answers, for any lesson of the catalogue (teachers prepare courses before they teach them); an unknown lesson is 404.",
  params: Strict({ lessonId: Id }),
  query: Strict({ lang: Type.Optional(Lang) }),
  response: Data(
    Type.Object({
      lesson: Type.Object({
        id: Type.Integer(),
        title: Type.String(),
        kind: Type.String(),
        course_id: Type.Integer(),
        course_title: Type.String(),
      }),
      questions: Type.Array(QuestionSolution),
    }),
  ),
});

/** What a teacher-side write changed. */
export const TeacherWriteAnswer = Data(
  Type.Object({
    message: Type.String(),
    classroom_id: Type.Integer(),
    lesson_id: Nullable(Type.Integer()),
    /** The students the call was about (every student of the classroom when none were named). */
    student_profile_ids: Type.Array(Type.Integer()),
    /** Those whose state actually changed (and who were notified); the others were already so. */
    changed_student_profile_ids: Type.Array(Type.Integer()),
  }),
);

export const teacherFinishStudentLesson = defineCall({
  method: 'POST',
  path: '/teacher/finish-student-lesson-by-teacher',
  access: ['teacher'],
  queueable: true,
  summary:
    "Marks a lesson of one of the teacher's own classrooms' courses finished for the named students (all of the classroom's students when " +
    'student_profile_ids is left out), so that they can move on. Needs the school flag allow_teacher_finish_lessons (403 otherwise). ' +
    'Each changed student gets a progress change and a notification to pull. Also covers GET /finish-lesson/{classRoomId}/{lessonId}.',
  body: Strict({ classroom_id: Id, lesson_id: Id, student_profile_ids: Type.Optional(StudentIds) }),
  response: TeacherWriteAnswer,
});

export const teacherUpdateClassroomLockedStatus = defineCall({
  method: 'POST',
  path: '/teacher/update-classroom-locked-status',
  access: ['teacher'],
  queueable: true,
  summary:
    "Locks (locked_status true) or unlocks one of the teacher's own classrooms. Without lesson_id: the whole classroom (students " +
    "cannot open its lessons). With lesson_id: that lesson only, for the named students or for all of the classroom's students. " +
    'Needs the school flag allow_teacher_lesson_locking (403 otherwise). Each changed student gets a change and a notification to pull.',
  body: Strict({
    classroom_id: Id,
    locked_status: Type.Boolean(),
    lesson_id: Type.Optional(Id),
    student_profile_ids: Type.Optional(StudentIds),
  }),
  check: ({ body }): FieldIssues =>
    body.student_profile_ids && body.lesson_id === undefined
      ? { student_profile_ids: [{ key: 'validation.studentsNeedLesson' }] }
      : {},
  response: TeacherWriteAnswer,
});

// ---------------------------------------------------------------- SmoothY challenges and code stones (issue 4)

/**
 * A student's state on a challenge or code stone. `completed`: by the student or finished by the
 * teacher; `stars`: the best stars the student's device sent (1-3), null when none were sent.
 */
export const ChallengeState = Type.Object({
  student_profile_id: Type.Integer(),
  completed: Type.Boolean(),
  completed_at: Nullable(Time),
  teacher_finished: Type.Boolean(),
  stars: Nullable(Type.Integer({ minimum: 0, maximum: 3 })),
});

export const ClassroomChallenge = Type.Object({
  lesson_id: Type.Integer(),
  position: Type.Integer(),
  kind: Type.Union([Type.Literal('challenge'), Type.Literal('code')]),
  title: Type.String(),
  playable: Type.Boolean(),
  /** A level (and so a solution a teacher can open) exists for the stone. */
  has_solution: Type.Boolean(),
  completed_count: Type.Integer(),
  students: Type.Array(ChallengeState),
});

export const teacherClassroomLessonsChallenges = defineCall({
  method: 'GET',
  path: '/teacher/get-classroom-lessons-challenges',
  access: ['teacher'],
  queueable: false,
  summary:
    "The challenge and code stones of one of the teacher's own classrooms' courses, in map order, with each student's completion and stars.",
  query: Strict({ classroom_id: Id, lang: Type.Optional(Lang) }),
  response: Data(
    Type.Object({
      classroom: Type.Object({ id: Type.Integer(), name: Type.String(), student_count: Type.Integer() }),
      students: Type.Array(StudentRef),
      courses: Type.Array(
        Type.Object({ id: Type.Integer(), title: Type.String(), challenges: Type.Array(ClassroomChallenge) }),
      ),
    }),
  ),
});

export const teacherClassroomChallengesByLesson = defineCall({
  method: 'GET',
  path: '/teacher/get-classroom-challanges-by-lesson/{id}',
  access: ['teacher'],
  queueable: false,
  summary:
    "One challenge or code stone (id: its lesson id, a stone of one of the classroom's courses, else 422) for the students of one of the teacher's own classrooms: completed, when, stars.",
  params: Strict({ id: Id }),
  query: Strict({ classroom_id: Id, lang: Type.Optional(Lang) }),
  response: Data(
    Type.Object({
      classroom_id: Type.Integer(),
      lesson: Type.Object({
        id: Type.Integer(),
        title: Type.String(),
        kind: Type.String(),
        course_id: Type.Integer(),
        course_title: Type.String(),
        has_solution: Type.Boolean(),
      }),
      completed_count: Type.Integer(),
      students: Type.Array(Type.Object({ ...StudentRef.properties, ...ChallengeState.properties })),
    }),
  ),
});

export const teacherResetChallengeSubmissions = defineCall({
  method: 'POST',
  path: '/teacher/reset-student-challange-submissions-by-lesson',
  access: ['teacher'],
  queueable: true,
  summary:
    "Resets a challenge or code stone of one of the teacher's own classrooms' courses for the named students (all of the classroom's students when " +
    "student_profile_ids is left out): its completion, stars and a teacher's finish are cleared so the student plays it again. Points already earned " +
    'stay (they are unique events; playing again earns no more). Each changed student gets a progress change and a notification to pull.',
  body: Strict({ classroom_id: Id, lesson_id: Id, student_profile_ids: Type.Optional(StudentIds) }),
  response: TeacherWriteAnswer,
});

export const teacherLessonCodeSolution = defineCall({
  method: 'GET',
  path: '/teacher/get-course-lesson-code-solution',
  access: ['teacher'],
  queueable: false,
  summary:
    "A code stone's level with its solution program, for any course of the catalogue (challenge stones: /teacher/get-course-challenge-code-solution). 404 for an unknown stone, one without a level, or another kind.",
  query: Strict({ lesson_id: Id, lang: Type.Optional(Lang) }),
  response: Data(Type.Object({ lesson: IdeLevel, solution: ProgramJson })),
});

// ---------------------------------------------------------------- game stones (issue 14)

/**
 * A student's latest finished play of a game stone and their best stars: `seconds` and `moves` as the
 * game sent them (memory: cards turned; sudoku: symbols put), null for a game that counts none.
 */
export const GamePlayState = Type.Object({
  student_profile_id: Type.Integer(),
  completed: Type.Boolean(),
  completed_at: Nullable(Time),
  teacher_finished: Type.Boolean(),
  stars: Nullable(Type.Integer({ minimum: 0, maximum: 3 })),
  played_at: Nullable(Time),
  seconds: Nullable(Type.Integer()),
  moves: Nullable(Type.Integer()),
});

export const ClassroomGame = Type.Object({
  lesson_id: Type.Integer(),
  position: Type.Integer(),
  title: Type.String(),
  /** The game type of its content (e.g. "memory", "sudoku-digits"), null while the stone has no game ("soon"). */
  game: Nullable(Type.String()),
  completed_count: Type.Integer(),
  students: Type.Array(GamePlayState),
});

export const teacherClassroomGames = defineCall({
  method: 'GET',
  path: '/teacher/get-classroom-games',
  access: ['teacher'],
  queueable: false,
  summary:
    "Our addition (issue 14): the game stones of one of the teacher's own classrooms' courses, in map order, with each student's " +
    "completion, best stars and latest finished play (when, seconds, moves). Another teacher's classroom: 403.",
  query: Strict({ classroom_id: Id, lang: Type.Optional(Lang) }),
  response: Data(
    Type.Object({
      classroom: Type.Object({ id: Type.Integer(), name: Type.String(), student_count: Type.Integer() }),
      students: Type.Array(StudentRef),
      courses: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String(), games: Type.Array(ClassroomGame) })),
    }),
  ),
});

export const teacherResetGame = defineCall({
  method: 'POST',
  path: '/teacher/reset-student-game-by-lesson',
  access: ['teacher'],
  queueable: true,
  summary:
    "Our addition (issue 14): resets a game stone of one of the teacher's own classrooms' courses for the named students (all of the " +
    "classroom's students when student_profile_ids is left out), as a challenge reset: completion, stars, a teacher's finish and the " +
    'plays are cleared so the student plays it again. Points already earned stay. A stone that is not a game: 422 on lesson_id.',
  body: Strict({ classroom_id: Id, lesson_id: Id, student_profile_ids: Type.Optional(StudentIds) }),
  response: TeacherWriteAnswer,
});
