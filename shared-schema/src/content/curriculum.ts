import { Type, type Static } from 'typebox';

/**
 * The format of the curriculum content files (sync-server/content/curriculum/): reviewable data,
 * versioned, validated by this schema when the server loads them into SQLite at start.
 */
export const Localised = Type.Object(
  { en: Type.String({ minLength: 1 }), ar: Type.String({ minLength: 1 }) },
  { additionalProperties: false },
);
export type Localised = Static<typeof Localised>;

export const SKILLS = [
  'sequencing',
  'loops',
  'conditions',
  'events',
  'variables',
  'functions',
  'debugging',
  'computer-basics',
  'keyboard-mouse',
  'files',
  'internet-safety',
  'typing',
  'html',
  'css',
] as const;
export const Skill = Type.Enum(SKILLS);

/**
 * One illustrated step of a lesson's introduction. `picture` names one picture by its emoji; the app draws it
 * from our own set (content/pictures.ts), never as the emoji character.
 */
export const IntroStep = Type.Object(
  { picture: Type.String({ minLength: 1, maxLength: 16 }), text: Localised },
  { additionalProperties: false },
);

const QuestionBase = {
  /** Stable within its lesson: answers are stored against it across content versions. */
  key: Type.String({ pattern: '^[a-z0-9-]+$' }),
  prompt: Localised,
  /** Points for a fully right answer. */
  points: Type.Integer({ minimum: 1, maximum: 100 }),
  skill: Skill,
  /** Shown after answering, to explain the right answer. */
  explanation: Type.Optional(Localised),
};

export const ChoiceQuestion = Type.Object(
  {
    ...QuestionBase,
    type: Type.Literal('choice'),
    options: Type.Array(Localised, { minItems: 2, maxItems: 6 }),
    answer: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export const TrueFalseQuestion = Type.Object(
  { ...QuestionBase, type: Type.Literal('truefalse'), answer: Type.Boolean() },
  { additionalProperties: false },
);
/** The prompt holds ___ where the word goes; any accepted answer counts (case and outer spaces ignored). */
export const FillInQuestion = Type.Object(
  {
    ...QuestionBase,
    type: Type.Literal('fillin'),
    accepted: Type.Object(
      { en: Type.Array(Type.String(), { minItems: 1 }), ar: Type.Array(Type.String(), { minItems: 1 }) },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
/** `items` are written in the right order; the player shuffles them. */
export const OrderingQuestion = Type.Object(
  { ...QuestionBase, type: Type.Literal('ordering'), items: Type.Array(Localised, { minItems: 3, maxItems: 6 }) },
  { additionalProperties: false },
);
/** Drag each left card onto its right card; `pairs` are written matched; the player shuffles the right side. */
export const MatchingQuestion = Type.Object(
  {
    ...QuestionBase,
    type: Type.Literal('matching'),
    pairs: Type.Array(Type.Object({ left: Localised, right: Localised }, { additionalProperties: false }), {
      minItems: 2,
      maxItems: 5,
    }),
  },
  { additionalProperties: false },
);

export const Question = Type.Union([
  ChoiceQuestion,
  TrueFalseQuestion,
  FillInQuestion,
  OrderingQuestion,
  MatchingQuestion,
]);
export type Question = Static<typeof Question>;
export const QUESTION_TYPES = ['choice', 'truefalse', 'fillin', 'ordering', 'matching'] as const;

export const STONE_KINDS = ['lesson', 'game', 'challenge', 'code', 'project', 'graduation-project'] as const;
export const StoneKind = Type.Enum(STONE_KINDS);
export type StoneKind = Static<typeof StoneKind>;

/** A stone on a course map. Lesson stones with content have an intro and questions in their own file. */
export const MapStone = Type.Object(
  {
    key: Type.String({ pattern: '^[a-z0-9-]+$' }),
    kind: StoneKind,
    title: Localised,
    /** The lesson's file in the course folder (lessons/<file>.json), for lesson stones with content. */
    file: Type.Optional(Type.String({ pattern: '^[a-z0-9-]+$' })),
  },
  { additionalProperties: false },
);

/** course.json of a course folder: the map. */
export const CourseMapFile = Type.Object(
  {
    /** The catalogue's course number. */
    course: Type.Integer({ minimum: 1 }),
    /** Raise when the content changes: the server reloads a course whose version is newer. */
    version: Type.Integer({ minimum: 1 }),
    stones: Type.Array(MapStone, { minItems: 1 }),
  },
  { additionalProperties: false },
);
export type CourseMapFile = Static<typeof CourseMapFile>;

/** lessons/<file>.json: what a lesson stone teaches and asks. */
export const LessonFile = Type.Object(
  {
    key: Type.String({ pattern: '^[a-z0-9-]+$' }),
    title: Localised,
    intro: Type.Array(IntroStep, { minItems: 2, maxItems: 8 }),
    questions: Type.Array(Question, { minItems: 3, maxItems: 10 }),
  },
  { additionalProperties: false },
);
export type LessonFile = Static<typeof LessonFile>;

/**
 * catalogue.json: which courses exist (spec 000 §1): Computer Skills 3, SmoothY 6, Web 1, Python 1.
 * `number` is the course number of /coursedetails/{courseNumber}; the file's order is the display order;
 * `price` is the per-course price in US dollars (COURSE_PRICES_CENTS, in cents in shared-schema/src/pricing).
 */
export const CatalogueCourse = Type.Object(
  {
    number: Type.Integer({ minimum: 1 }),
    track: Type.Enum(['computer-skills', 'smoothy', 'web', 'python'] as const),
    level: Type.Enum(['basic', 'intermediate', 'advanced', 'expert', 'html'] as const),
    title: Localised,
    description: Localised,
    ages: Type.Object(
      { min: Type.Integer({ minimum: 3 }), max: Type.Integer({ maximum: 18 }) },
      { additionalProperties: false },
    ),
    lessons: Type.Integer({ minimum: 1 }),
    price: Type.Number({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type CatalogueCourse = Static<typeof CatalogueCourse>;

export const CatalogueFile = Type.Object(
  {
    version: Type.Integer({ minimum: 1 }),
    courses: Type.Array(CatalogueCourse, { minItems: 1 }),
  },
  { additionalProperties: false },
);
export type CatalogueFile = Static<typeof CatalogueFile>;
