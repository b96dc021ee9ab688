import { Type } from 'typebox';
import { Data, defineCall, Strict } from './define.js';
import { Id, Lang, Nullable } from './fields.js';
import { QuestionSolution } from './teacher.js';

/**
 * What a teacher prepares a course with (spec 001 §7.6, spec 000 §1 "a teacher guide, solutions, lesson
 * plans and a question bank"): built from the curriculum the server loads (the course maps, the lessons'
 * introductions and questions, the levels, exercises, project templates and games). Teacher-only; any
 * course of the catalogue may be read (a teacher prepares a course before a classroom is given it).
 * An unknown course or lesson answers 404. Texts are in the request language (?lang=).
 */

/** Minutes a class spends on each part of a course map: the lesson plans' estimates. */
export const PLAN_MINUTES = {
  /** Each step of a lesson's introduction (read and talked about together). */
  introStep: 1,
  /** Each question of a lesson. */
  question: 1,
  /** A lesson stone without content yet ("soon"): the teacher's own introduction. */
  lessonWithoutContent: 10,
  challenge: 10,
  code: 15,
  game: 5,
  project: 30,
  'graduation-project': 45,
} as const;

export const ResourceCourse = Type.Object({
  id: Type.Integer(),
  number: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  track: Type.String(),
  level: Type.String(),
  min_age: Type.Integer(),
  max_age: Type.Integer(),
});

const CourseParams = Strict({ courseId: Id });
const LangOnly = Strict({ lang: Type.Optional(Lang) });

/** One step of a lesson's introduction: the picture (an emoji of the content) and its text. */
export const IntroStepView = Type.Object({ picture: Type.String(), text: Type.String() });

export const LessonVideo = Type.Object({
  lesson_id: Type.Integer(),
  course_id: Type.Integer(),
  course_title: Type.String(),
  position: Type.Integer(),
  title: Type.String(),
  /** Where the children watch it: the lesson's introduction screen. */
  route: Type.String(),
  steps: Type.Array(IntroStepView),
});

export const teacherCourseLessonVideos = defineCall({
  method: 'GET',
  path: '/teacher/get-course-lesson-videos',
  access: ['teacher'],
  queueable: false,
  summary:
    "The lessons' introductions (the story each lesson opens with, played on /lessonprevideo), in course then map order: every course of " +
    'the catalogue, or one course (course_id), or one lesson (lesson_id). Lessons without content yet are left out.',
  query: Strict({ course_id: Type.Optional(Id), lesson_id: Type.Optional(Id), lang: Type.Optional(Lang) }),
  response: Data(Type.Array(LessonVideo)),
});

export const PlanActivity = Type.Object({
  stone_id: Type.Integer(),
  position: Type.Integer(),
  kind: Type.String(),
  title: Type.String(),
  /** False: the stone shows as "soon" to the children. */
  playable: Type.Boolean(),
  minutes: Type.Integer(),
});

export const LessonPlan = Type.Object({
  lesson_id: Type.Integer(),
  /** 1, 2, 3... among the course's lessons. */
  number: Type.Integer(),
  position: Type.Integer(),
  title: Type.String(),
  objectives: Type.Object({
    title: Type.String(),
    /** The first step of the lesson's introduction (null: no content yet). */
    description: Nullable(Type.String()),
    question_count: Type.Integer(),
    /** The skills its questions practise, in the order they first appear. */
    skills: Type.Array(Type.String()),
  }),
  /** The lesson itself, then the stones that follow it on the map up to the next lesson, in order. */
  activities: Type.Array(PlanActivity),
  estimated_minutes: Type.Integer(),
});

export const teacherLessonPlans = defineCall({
  method: 'GET',
  path: '/teacher/lesson-plans/{courseId}',
  access: ['teacher'],
  queueable: false,
  summary:
    'One plan per lesson of the course, in map order: its objectives (title, description, question count, skills), the lesson and the stones that follow it, and the minutes they take (PLAN_MINUTES).',
  params: CourseParams,
  query: LangOnly,
  response: Data(
    Type.Object({ course: ResourceCourse, plans: Type.Array(LessonPlan), estimated_minutes: Type.Integer() }),
  ),
});

export const teacherQuestionBank = defineCall({
  method: 'GET',
  path: '/teacher/question-bank/{courseId}',
  access: ['teacher'],
  queueable: false,
  summary:
    "Every current question of the course's lessons with its right answer (teachers only), grouped by lesson in map order, and how many questions practise each skill.",
  params: CourseParams,
  query: LangOnly,
  response: Data(
    Type.Object({
      course: ResourceCourse,
      question_count: Type.Integer(),
      skills: Type.Array(Type.Object({ skill: Type.String(), question_count: Type.Integer() })),
      lessons: Type.Array(
        Type.Object({
          lesson_id: Type.Integer(),
          position: Type.Integer(),
          title: Type.String(),
          questions: Type.Array(QuestionSolution),
        }),
      ),
    }),
  ),
});

export const RESOURCE_TYPES = [
  'lesson-plans',
  'question-bank',
  'lesson-videos',
  'challenge-solutions',
  'code-solutions',
  'project-templates',
  'games',
] as const;

export const CourseResources = Type.Object({
  course: ResourceCourse,
  counts: Type.Object({
    lessons: Type.Integer(),
    /** Lessons with their introduction and questions. */
    lessons_with_content: Type.Integer(),
    questions: Type.Integer(),
    challenges: Type.Integer(),
    code: Type.Integer(),
    games: Type.Integer(),
    projects: Type.Integer(),
  }),
  /** What a teacher can open for the course (only kinds the course has), with the call that answers it. */
  resources: Type.Array(
    Type.Object({
      type: Type.Enum(RESOURCE_TYPES),
      count: Type.Integer(),
      /** The teacher call that opens it (null: it opens on the children's map). */
      path: Nullable(Type.String()),
    }),
  ),
});

export const courseResourcesList = defineCall({
  method: 'GET',
  path: '/course-resources',
  access: ['teacher'],
  queueable: false,
  summary: 'Every course of the catalogue with what it has for a teacher (counts and the calls that open them).',
  query: LangOnly,
  response: Data(Type.Array(CourseResources)),
});

export const courseResources = defineCall({
  method: 'GET',
  path: '/course-resources/{courseId}',
  access: ['teacher'],
  queueable: false,
  summary: 'One course with what it has for a teacher (counts and the calls that open them).',
  params: CourseParams,
  query: LangOnly,
  response: Data(CourseResources),
});
