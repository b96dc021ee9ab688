import { Type } from 'typebox';
import { Localised, STONE_KINDS } from '../content/curriculum.js';
import type { Program } from '../smoothy/program.js';
import { ToolboxLevel } from '../smoothy/toolboxes.js';
import { ExerciseCode } from './code-exercises.js';
import { Data, defineCall, Strict } from './define.js';
import { Id, Lang, Nullable, Page } from './fields.js';

/**
 * The SmoothY media library and the course project templates (spec 001 §7.3; issue 4).
 *
 * Media: a starter library of images (costumes and backgrounds) and sounds made for this product
 * (smoothy/media-library.ts, files under /media/…, precached for offline use). Content files, not
 * tables: the calls page through the list. Category ids and item ids are slugs ("animals",
 * "animals/cat"); names come in en and ar. `size` (default 12, at most 50) and `page` (1-based) page
 * a category's items; a page past the end is empty. Students and teachers (the teacher's IDE) may call them.
 *
 * Course projects: a 'project' or 'graduation-project' stone of a SmoothY course is playable when it has
 * templates (content files <n>-<slug>/projects/<stone key>.json). GET /get-random-course-project/{lessonId}/{type}
 * answers one of the stone's templates at random (type: the editor, 'blocks' for SmoothY, 'web' for the
 * Web course, 'python' for the Python course; another type than the stone's: 404); GET
 * /get-graduation-project/{lessonId} the graduation stone's template, whatever its editor.
 * 404 for an unknown stone, a stone without templates, or one not on the student's maps; 403
 * trial_locked / course_locked as the learning calls.
 */

const MediaSize = Type.Integer({ minimum: 1, maximum: 50, default: 12 });
export const MEDIA_PAGE_SIZE = 12;
const CategoryId = Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z0-9-]+$' });

export const MediaCategoryView = Type.Object({
  id: Type.String(),
  name: Localised,
  /** Images: 'costume' (for Robo) or 'background' (for the stage); sounds: 'sound'. */
  kind: Type.Union([Type.Literal('costume'), Type.Literal('background'), Type.Literal('sound')]),
  count: Type.Integer(),
  /** The first item's file, to show on the category's button. */
  cover_url: Nullable(Type.String()),
});

export const MediaItemView = Type.Object({
  id: Type.String(),
  category_id: Type.String(),
  name: Localised,
  url: Type.String(),
  /** Sounds: how long it plays. */
  duration_ms: Type.Optional(Type.Integer()),
});

const MediaPage = Data(
  Type.Object({
    category: MediaCategoryView,
    items: Type.Array(MediaItemView),
    pagination: Type.Object({
      page: Type.Integer(),
      size: Type.Integer(),
      total: Type.Integer(),
      pages: Type.Integer(),
    }),
  }),
);
const PageQuery = Strict({ size: Type.Optional(MediaSize), page: Type.Optional(Page), lang: Type.Optional(Lang) });
const MediaAccess = ['student', 'teacher'] as const;

export const imageCategories = defineCall({
  method: 'GET',
  path: '/get-image-categories',
  access: MediaAccess,
  queueable: false,
  summary: 'The image categories of the media library (costumes and backgrounds), names in en and ar.',
  response: Data(Type.Array(MediaCategoryView)),
});

export const imagesByCategory = defineCall({
  method: 'GET',
  path: '/get-images-by-category/{id}',
  access: MediaAccess,
  queueable: false,
  summary: 'One page of an image category (size default 12, at most 50; page from 1). 404 for an unknown category.',
  params: Strict({ id: CategoryId }),
  query: PageQuery,
  response: MediaPage,
});

export const soundCategories = defineCall({
  method: 'GET',
  path: '/get-sound-categories',
  access: MediaAccess,
  queueable: false,
  summary: 'The sound categories of the media library, names in en and ar.',
  response: Data(Type.Array(MediaCategoryView)),
});

export const soundsByCategory = defineCall({
  method: 'GET',
  path: '/get-sounds-by-category/{id}',
  access: MediaAccess,
  queueable: false,
  summary: 'One page of a sound category (size default 12, at most 50; page from 1). 404 for an unknown category.',
  params: Strict({ id: CategoryId }),
  query: PageQuery,
  response: MediaPage,
});

// ---------------------------------------------------------------- course project templates

const ProgramJson = Type.Unsafe<Program>({ description: 'A SmoothY Program (smoothy/program.ts ProgramSchema)' });

/** A course project's brief as the child gets it (content: <n>-<slug>/projects/<stone key>.json). */
export const ProjectTemplate = Type.Object(
  {
    /** lesson_project_template_id of the submission. */
    id: Type.Integer({ minimum: 1 }),
    title: Localised,
    /** What to make, in a few plain sentences. */
    brief: Localised,
    /** Ideas to get going (a short list). */
    ideas: Type.Array(Localised, { maxItems: 8 }),
    toolbox: ToolboxLevel,
    /** The program the editor opens with; null: only "when (flag) is clicked". */
    starter: Nullable(ProgramJson),
    costume: Nullable(Type.String({ maxLength: 100 })),
    background: Nullable(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);

/**
 * A Python or Web course project's template: its brief is the stone's exercise file (one place for a
 * project's brief: <n>-<slug>/exercises/<stone key>.json; the projects/<stone key>.json file only gives
 * the template id and the editor). `starter` holds the code parts the editor opens with.
 */
export const CodeProjectTemplate = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    title: Localised,
    brief: Localised,
    ideas: Type.Array(Localised, { maxItems: 8 }),
    starter: ExerciseCode,
  },
  { additionalProperties: false },
);

/**
 * A paint course project's template (the computer-skills courses, issue 14): what to draw, in the project's
 * own file (<n>-<slug>/projects/<stone key>.json); the paint tool opens on a blank paper. Office Skills'
 * report and presentation projects (type 'document', 'slides') have templates of the same shape.
 */
export const PaintProjectTemplate = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    title: Localised,
    brief: Localised,
    ideas: Type.Array(Localised, { maxItems: 8 }),
  },
  { additionalProperties: false },
);

export const PROJECT_EDITOR_TYPES = ['blocks', 'python', 'web', 'paint', 'document', 'slides'] as const;

export const CourseProjectBrief = Type.Object({
  lesson_id: Type.Integer(),
  course_id: Type.Integer(),
  key: Type.String(),
  kind: Type.Enum(STONE_KINDS),
  is_graduation_project: Type.Boolean(),
  /**
   * The editor: 'blocks' (template: ProjectTemplate), 'python' or 'web' (template: CodeProjectTemplate),
   * 'paint', 'document' or 'slides' (PaintProjectTemplate).
   */
  type: Type.Enum(PROJECT_EDITOR_TYPES),
  template: Type.Union([ProjectTemplate, CodeProjectTemplate, PaintProjectTemplate]),
});

/** A project stone's templates in the offline course download (the device picks one, as the call would). */
export const CourseProjectTemplates = Type.Object({
  lesson_id: Type.Integer(),
  course_id: Type.Integer(),
  key: Type.String(),
  kind: Type.Enum(STONE_KINDS),
  type: Type.Enum(PROJECT_EDITOR_TYPES),
  templates: Type.Array(Type.Union([ProjectTemplate, CodeProjectTemplate, PaintProjectTemplate])),
});

export const randomCourseProject = defineCall({
  method: 'GET',
  path: '/get-random-course-project/{lessonId}/{type}',
  access: ['student'],
  queueable: false,
  summary:
    "One of a project stone's templates at random (type: the editor — 'blocks' for SmoothY). 404 without templates of that type; 403 trial_locked / course_locked.",
  params: Strict({
    lessonId: Id,
    type: Type.Union([
      Type.Literal('blocks'),
      Type.Literal('python'),
      Type.Literal('web'),
      Type.Literal('paint'),
      Type.Literal('document'),
      Type.Literal('slides'),
    ]),
  }),
  response: Data(CourseProjectBrief),
});

export const graduationProject = defineCall({
  method: 'GET',
  path: '/get-graduation-project/{lessonId}',
  access: ['student'],
  queueable: false,
  summary:
    "A graduation-project stone's template. 404 for another kind of stone or one without a template; 403 trial_locked / course_locked.",
  params: Strict({ lessonId: Id }),
  response: Data(CourseProjectBrief),
});
