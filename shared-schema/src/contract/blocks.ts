import { Type } from 'typebox';
import { Localised, STONE_KINDS } from '../content/curriculum.js';
import type { Program } from '../smoothy/program.js';
import { ToolboxLevel } from '../smoothy/toolboxes.js';
import { LevelDefinition } from '../smoothy/world.js';
import { Data, defineCall, Strict } from './define.js';
import { Id, Lang, LangQuery, StudentAccess } from './fields.js';

/**
 * The SmoothY block levels (spec 001 §7.3 and §7.6): the level of a 'challenge' or 'code' stone, as
 * content (sync-server/content/curriculum/<n>-<slug>/levels/<key>.json, smoothy/level.ts LevelFile).
 * Students get what they play (never the solution) for courses they may open (403 trial_locked /
 * course_locked as the learning calls); a teacher gets the solution program too. A stone without a
 * level, or unknown, answers 404.
 */

/**
 * A SmoothY Program (smoothy/program.ts). Its schema (ProgramSchema) is cyclic, which the server's
 * response serialiser cannot compile twice in one answer, so answers carry it as any JSON (an untyped
 * schema: a typed object without properties would serialise as {}); the files
 * were checked against ProgramSchema when they were loaded, and a client may check again with it.
 */
export const ProgramJson = Type.Unsafe<Program>({
  description: 'A SmoothY Program (smoothy/program.ts ProgramSchema)',
});

/** What the child sees and plays: no solution. */
export const IdeLevel = Type.Object({
  lesson_id: Type.Integer(),
  course_id: Type.Integer(),
  /**
   * The catalogue's number of the course (the stage draws that course's scenery). Optional: a level kept on
   * a device before it was sent has none, and shows the playground's scenery.
   */
  course_number: Type.Optional(Type.Integer()),
  key: Type.String(),
  kind: Type.Enum(STONE_KINDS),
  title: Localised,
  instructions: Localised,
  toolbox: ToolboxLevel,
  level: LevelDefinition,
  hint: Localised,
  /** Key presses replayed after the start scripts when the level is checked. */
  keys: Type.Array(Type.String()),
  /** The program the workspace opens with; null: an empty one. */
  starter: Type.Union([ProgramJson, Type.Null()]),
});

/** One level of a course, in map order (no level content, no solution). */
export const IdeQuestion = Type.Object({
  lesson_id: Type.Integer(),
  key: Type.String(),
  kind: Type.Enum(STONE_KINDS),
  position: Type.Integer(),
  title: Localised,
  toolbox: ToolboxLevel,
});

export const ChallengeGoal = Type.Object({
  lesson_id: Type.Integer(),
  key: Type.String(),
  rules: LevelDefinition.properties.rules,
  /** 3 stars at <= three blocks, 2 at <= two, else 1; null: every solution earns 3. */
  thresholds: Type.Union([LevelDefinition.properties.thresholds, Type.Null()]),
});

export const ide = defineCall({
  method: 'GET',
  path: '/ide/{lessonId}',
  access: StudentAccess,
  queueable: false,
  summary:
    'The SmoothY level of a challenge or code stone: title, instructions, toolbox, stage and goal, hint, starter program (no solution). 404 for an unknown stone or one without a level; 403 trial_locked / course_locked.',
  params: Strict({ lessonId: Id }),
  query: LangQuery,
  response: Data(IdeLevel),
});

export const challengeGoal = defineCall({
  method: 'GET',
  path: '/challenge-goal/{challengeId}',
  access: StudentAccess,
  queueable: false,
  summary:
    "The goal rules and star thresholds of a challenge or code stone's level. 404 for an unknown stone or one without a level; 403 trial_locked / course_locked.",
  params: Strict({ challengeId: Id }),
  query: LangQuery,
  response: Data(ChallengeGoal),
});

export const ideQuestions = defineCall({
  method: 'GET',
  path: '/ide-questions/{courseId}',
  access: StudentAccess,
  queueable: false,
  summary:
    "The course's SmoothY levels in map order (stone, key, kind, title, toolbox). 404 for an unknown course; 403 course_locked.",
  params: Strict({ courseId: Id }),
  query: LangQuery,
  response: Data(Type.Array(IdeQuestion)),
});

export const teacherChallengeCodeSolution = defineCall({
  method: 'GET',
  path: '/teacher/get-course-challenge-code-solution',
  access: ['teacher'],
  queueable: false,
  summary:
    "A challenge or code stone's level with its solution program, for any course of the catalogue. 404 for an unknown stone or one without a level.",
  query: Strict({ lesson_id: Id, lang: Type.Optional(Lang) }),
  response: Data(
    Type.Object({
      lesson: IdeLevel,
      /** A model answer: solves the level with 3 stars using only the toolbox's blocks. */
      solution: ProgramJson,
    }),
  ),
});
