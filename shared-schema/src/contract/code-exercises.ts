import { Type } from 'typebox';
import { CODE_EXERCISE_LANGUAGES, PythonTest, WebCheck } from '../content/code-exercise.js';
import { Localised, STONE_KINDS } from '../content/curriculum.js';
import { Data, defineCall, Strict } from './define.js';
import { Id, Lang, LangQuery, StudentAccess } from './fields.js';

/**
 * The Python and Web exercises (our addition to spec 001 §7.3, beside GET /ide/{lessonId}): the exercise
 * of a Python or Web course's 'code', 'challenge', 'project' or 'graduation-project' stone, as content
 * (sync-server/content/curriculum/<n>-<slug>/exercises/<key>.json, content/code-exercise.ts). Students get
 * what they need to write and check their code on the device, offline too (instructions, hint, starter
 * code, the tests or checks), never the solution, for courses they may open (403 trial_locked /
 * course_locked as GET /ide/{lessonId}); a teacher gets the solution too. A stone without an exercise,
 * or unknown, answers 404.
 */

/** Code parts by the project's field names: python_code for Python; html_code, css_code and js_code for Web. */
export const ExerciseCode = Type.Object(
  {
    python_code: Type.Optional(Type.String()),
    html_code: Type.Optional(Type.String()),
    css_code: Type.Optional(Type.String()),
    js_code: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);

/** What the child sees and checks: no solution. */
export const CodeExercise = Type.Object({
  lesson_id: Type.Integer(),
  course_id: Type.Integer(),
  key: Type.String(),
  kind: Type.Enum(STONE_KINDS),
  language: Type.Enum(CODE_EXERCISE_LANGUAGES),
  title: Localised,
  instructions: Localised,
  hint: Localised,
  /** The code the editor opens with. */
  starter: ExerciseCode,
  /** Python: run in Pyodide with code-exercises/python-harness.ts; empty for Web. */
  tests: Type.Array(PythonTest),
  /** Web: run in the preview with code-exercises/web-checks.ts; empty for Python. */
  checks: Type.Array(WebCheck),
});

export const codeExercise = defineCall({
  method: 'GET',
  path: '/code-exercise/{lessonId}',
  access: StudentAccess,
  queueable: false,
  summary:
    'The Python or Web exercise of a code, challenge or project stone: title, instructions, hint, starter code and the automatic tests or checks (no solution). 404 for an unknown stone or one without an exercise; 403 trial_locked / course_locked.',
  params: Strict({ lessonId: Id }),
  query: LangQuery,
  response: Data(CodeExercise),
});

export const teacherCodeExerciseSolution = defineCall({
  method: 'GET',
  path: '/teacher/code-exercise-solution',
  access: ['teacher'],
  queueable: false,
  summary:
    "A Python or Web stone's exercise with the teacher's solution, for any course of the catalogue. 404 for an unknown stone or one without an exercise.",
  query: Strict({ lesson_id: Id, lang: Type.Optional(Lang) }),
  response: Data(
    Type.Object({
      exercise: CodeExercise,
      /** A model answer: passes every test or check. */
      solution: ExerciseCode,
    }),
  ),
});
