/**
 * A SmoothY level as content: one file per playable 'challenge' or 'code' stone of a SmoothY course
 * map, at sync-server/content/curriculum/<n>-<slug>/levels/<key>.json. It holds what the child sees
 * (title, instructions), the toolbox it gets, the stage and its goal (LevelDefinition, world.ts),
 * a hint a teacher can whisper, and a solution the teacher can open (a Program, program.ts).
 * The content test (sync-server/src/curriculum/levels.test.ts) runs every solution with `judge`.
 */
import { Type, type Static } from 'typebox';
import { Localised } from '../content/curriculum.js';
import { ProgramSchema } from './program.js';
import { ToolboxLevel } from './toolboxes.js';
import { LevelDefinition } from './world.js';

export const LevelFile = Type.Object(
  {
    /** The key of the map stone this level belongs to (and the file's name). */
    key: Type.String({ pattern: '^[a-z0-9-]+$' }),
    title: Localised,
    /** One or two sentences for the child. */
    instructions: Localised,
    toolbox: ToolboxLevel,
    level: LevelDefinition,
    /** What a teacher would whisper to a child who is stuck. */
    hint: Localised,
    /** Key presses replayed after the start scripts when checking (levels with "when key pressed"). */
    keys: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 20 }), { maxItems: 100 })),
    /** The program the workspace opens with (e.g. a buggy one to fix); without it, an empty one. */
    starter: Type.Optional(ProgramSchema),
    /** A model answer: solves the level with 3 stars using only the toolbox's blocks. */
    solution: ProgramSchema,
  },
  { additionalProperties: false },
);
export type LevelFile = Static<typeof LevelFile>;

/** Most steps a level's program may take when it is checked. */
export const LEVEL_STEP_BUDGET = 10_000;
