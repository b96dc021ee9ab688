import { Type, type Static } from 'typebox';
import { Localised } from './curriculum.js';

/**
 * The exercise of a Python or Web stone ('code', 'challenge', and the briefs of 'project' and
 * 'graduation-project' stones), as content: sync-server/content/curriculum/<n>-<slug>/exercises/<key>.json.
 * It holds what the child reads (title, instructions, hint), the code the editor opens with (starter),
 * a teacher's solution, and the automatic checks:
 * - Python: tests run in Pyodide against the child's code (code-exercises/python-harness.ts builds the
 *   program that feeds stdin, captures stdout and runs the assertions, and reads its verdict);
 * - Web: declarative checks on the preview's DOM and computed styles (code-exercises/web-checks.ts,
 *   run inside the sandboxed preview and posted back through a message channel).
 * Every check carries the child-friendly message shown when it fails, in en and ar.
 * The content test runs every solution (all checks pass) and every starter (some check fails).
 */

const Code = (max = 20_000) => Type.String({ maxLength: max });
const CssSelector = Type.String({ minLength: 1, maxLength: 200 });

/** The code parts of a Python exercise (the project's python_code). */
export const PythonCode = Type.Object({ python_code: Code() }, { additionalProperties: false });
export type PythonCode = Static<typeof PythonCode>;

/** The code parts of a Web exercise (the project's html_code, css_code, js_code). */
export const WebCode = Type.Object(
  { html_code: Code(), css_code: Code(), js_code: Code() },
  { additionalProperties: false },
);
export type WebCode = Static<typeof WebCode>;

/**
 * One Python test: the child's program runs in a fresh namespace with `stdin` fed to input() (one item
 * per call; input() does not echo its prompt or the answer into the checked output), then:
 * - `stdout`: the printed output must equal it, whitespace normalised (trailing spaces, runs of spaces,
 *   blank lines at the start and end ignored; case and punctuation count);
 * - `output_contains`: each text must appear in the printed output (case ignored);
 * - `assert`: Python run after the child's code in the same namespace (e.g. `assert add(2, 3) == 5`);
 *   an AssertionError fails the test.
 * At least one of the three. A program that crashes, asks for more input than given, or runs longer
 * than the line budget fails with the general message of its kind (python-harness.ts).
 */
export const PythonTest = Type.Object(
  {
    key: Type.String({ pattern: '^[a-z0-9-]+$' }),
    stdin: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 50 })),
    stdout: Type.Optional(Type.String({ maxLength: 5_000 })),
    output_contains: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { minItems: 1, maxItems: 20 }),
    ),
    assert: Type.Optional(Type.String({ minLength: 1, maxLength: 2_000 })),
    /** Shown to the child when this test fails: what to look at, never the answer itself. */
    message: Localised,
  },
  { additionalProperties: false },
);
export type PythonTest = Static<typeof PythonTest>;

const CheckBase = {
  key: Type.String({ pattern: '^[a-z0-9-]+$' }),
  selector: CssSelector,
  /** Shown to the child when this check fails. */
  message: Localised,
};

/** How many elements match the selector: at least `min` (default 1), at most `max`. */
export const CountCheck = Type.Object(
  {
    ...CheckBase,
    type: Type.Literal('count'),
    min: Type.Optional(Type.Integer({ minimum: 0 })),
    max: Type.Optional(Type.Integer({ minimum: 0 })),
  },
  { additionalProperties: false },
);
/** Some matching element's text contains `contains` (case and runs of spaces ignored). */
export const TextCheck = Type.Object(
  { ...CheckBase, type: Type.Literal('text'), contains: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
/**
 * Some matching element has the attribute `name`; with `equals`, exactly that value; with `contains`,
 * a value containing it (case ignored).
 */
export const AttributeCheck = Type.Object(
  {
    ...CheckBase,
    type: Type.Literal('attribute'),
    name: Type.String({ minLength: 1, maxLength: 60 }),
    equals: Type.Optional(Type.String({ maxLength: 500 })),
    contains: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
  },
  { additionalProperties: false },
);
/**
 * Some matching element's computed style `property` (e.g. `color`, `font-size`) is `equals`, or differs
 * from every value of `differs_from` (an empty value never passes). Values are compared as the browser
 * computes them: `red`, `#ff0000` and `rgb(255, 0, 0)` are the same colour.
 */
export const StyleCheck = Type.Object(
  {
    ...CheckBase,
    type: Type.Literal('style'),
    property: Type.String({ pattern: '^[a-z-]+$', maxLength: 60 }),
    equals: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    differs_from: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { minItems: 1, maxItems: 10 })),
  },
  { additionalProperties: false },
);

export const WebCheck = Type.Union([CountCheck, TextCheck, AttributeCheck, StyleCheck]);
export type WebCheck = Static<typeof WebCheck>;
export const WEB_CHECK_TYPES = ['count', 'text', 'attribute', 'style'] as const;

const ExerciseBase = {
  /** The key of the map stone this exercise belongs to (and the file's name). */
  key: Type.String({ pattern: '^[a-z0-9-]+$' }),
  title: Localised,
  /** What to build, in a few short sentences for the child. */
  instructions: Localised,
  /** What a teacher would whisper to a child who is stuck. */
  hint: Localised,
};

export const PythonExerciseFile = Type.Object(
  {
    ...ExerciseBase,
    language: Type.Literal('python'),
    starter: PythonCode,
    /** A model answer: passes every test. */
    solution: PythonCode,
    /** At least one for code and challenge stones; projects may have none (the teacher reviews them). */
    tests: Type.Array(PythonTest, { maxItems: 20 }),
  },
  { additionalProperties: false },
);
export type PythonExerciseFile = Static<typeof PythonExerciseFile>;

export const WebExerciseFile = Type.Object(
  {
    ...ExerciseBase,
    language: Type.Literal('web'),
    starter: WebCode,
    /** A model answer: passes every check. */
    solution: WebCode,
    /** At least one for code and challenge stones; projects may have none (the teacher reviews them). */
    checks: Type.Array(WebCheck, { maxItems: 30 }),
  },
  { additionalProperties: false },
);
export type WebExerciseFile = Static<typeof WebExerciseFile>;

export const CodeExerciseFile = Type.Union([PythonExerciseFile, WebExerciseFile]);
export type CodeExerciseFile = Static<typeof CodeExerciseFile>;
export const CODE_EXERCISE_LANGUAGES = ['python', 'web'] as const;
