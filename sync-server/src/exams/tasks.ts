import {
  examTaskPoints,
  partCovers,
  reportedTaskScore,
  smoothyTaskScore,
  type ExamDefinition,
  type StoneKind,
} from '@codeyard/shared-schema';
import {
  judge,
  LEVEL_STEP_BUDGET,
  ProgramSchema,
  programProblems,
  type Program,
} from '@codeyard/shared-schema/smoothy';
import { Value } from 'typebox/value';
import { exerciseView } from '../code-exercises/service.js';
import { levelView } from '../blocks/levels.js';
import type { CodeExerciseEntry, CodeExerciseRegistry } from '../curriculum/code-exercises.js';
import type { LevelEntry, LevelRegistry } from '../curriculum/levels.js';
import { fieldError } from '../http/errors.js';

/**
 * The practical task of an exam (one a sitting): a challenge or code stone of the exam's courses, with the
 * content its editor plays — a SmoothY level, or a Web or Python exercise — drawn by the server when the
 * sitting starts and graded when it is submitted: a SmoothY program is run here with the level's own judge;
 * a Web or Python exercise's checks run only on the device, so the results it reports are taken by the rule
 * of reportedTaskScore (docs/decisions.md, "The exams' practical task").
 */

export interface TaskContents {
  levels: Pick<LevelRegistry, 'all' | 'byStone'>;
  codeExercises: Pick<CodeExerciseRegistry, 'all' | 'byStone'>;
}

/** Stones whose content is the task itself: a challenge or code stone (not a project, not a game). */
const TASK_KINDS: readonly StoneKind[] = ['challenge', 'code'];

type TaskEntry = { track: 'smoothy'; entry: LevelEntry } | { track: 'web' | 'python'; entry: CodeExerciseEntry };

function entriesOf(contents: TaskContents, exam: ExamDefinition): TaskEntry[] {
  if (exam.track === 'smoothy') return contents.levels.all().map((entry) => ({ track: 'smoothy', entry }));
  return contents.codeExercises
    .all()
    .filter((entry) => entry.file.language === exam.track)
    .map((entry) => ({ track: exam.track as 'web' | 'python', entry }));
}

/** The stones an exam's task may be drawn from, by the exam's sources (a course, or a half of its tasks). */
export function taskPool(contents: TaskContents, exam: ExamDefinition): number[] {
  const entries = entriesOf(contents, exam).filter(({ entry }) => TASK_KINDS.includes(entry.kind));
  const ids: number[] = [];
  for (const source of exam.sources) {
    const ofCourse = entries
      .filter(({ entry }) => entry.courseNumber === source.course)
      .sort((a, b) => a.entry.position - b.entry.position);
    ofCourse.forEach(({ entry }, index) => {
      if (partCovers(source.part, index, ofCourse.length)) ids.push(entry.stoneId);
    });
  }
  return ids.sort((a, b) => a - b);
}

function taskEntry(contents: TaskContents, stoneId: number): TaskEntry | undefined {
  const level = contents.levels.byStone(stoneId);
  if (level) return { track: 'smoothy', entry: level };
  const exercise = contents.codeExercises.byStone(stoneId);
  if (exercise && (exercise.file.language === 'web' || exercise.file.language === 'python'))
    return { track: exercise.file.language, entry: exercise };
  return undefined;
}

/** The task as the sitting shows it: the level or the exercise without its solution, and its points. */
export function taskView(contents: TaskContents, stoneId: number | null, points: number) {
  const found = stoneId === null ? undefined : taskEntry(contents, stoneId);
  if (!found) return null;
  const stone = { id: found.entry.stoneId, courseId: found.entry.courseId, key: found.entry.key };
  return found.track === 'smoothy'
    ? { stone_id: stone.id, track: found.track, points, level: levelView(found.entry, stone), exercise: null }
    : { stone_id: stone.id, track: found.track, points, level: null, exercise: exerciseView(found.entry, stone) };
}

/** The task's points beside the drawn questions' (0 when the exam has no task). */
export const taskPointsFor = (questionsMax: number, stoneId: number | null) =>
  stoneId === null ? 0 : examTaskPoints(questionsMax);

export type TaskAnswer =
  { program: unknown } | { code: Record<string, string | undefined>; results: { key: string; passed: boolean }[] };

/** The task's score: none when nothing was sent; a SmoothY program judged here; a Web or Python report by its rule. */
export function gradeTask(
  contents: TaskContents,
  stoneId: number | null,
  answer: TaskAnswer | undefined,
  points: number,
): number {
  if (stoneId === null || answer === undefined) return 0;
  const found = taskEntry(contents, stoneId);
  if (!found) return 0;
  if (found.track === 'smoothy') {
    if (!('program' in answer)) throw fieldError('task', 'exams.taskAnswerKind');
    // A program that is not one (or breaks the editor's rules) solves nothing: it is graded 0, not refused.
    if (!Value.Check(ProgramSchema, answer.program)) return 0;
    const program = answer.program as Program;
    if (programProblems(program).length > 0) return 0;
    const level = found.entry.file;
    const verdict = judge(program, level.level, LEVEL_STEP_BUDGET, level.keys);
    return verdict.passed ? smoothyTaskScore(verdict.stars, points) : 0;
  }
  if (!('code' in answer)) throw fieldError('task', 'exams.taskAnswerKind');
  const file = found.entry.file;
  const keys = file.language === 'python' ? file.tests.map((t) => t.key) : file.checks.map((c) => c.key);
  const written = file.language === 'python' ? answer.code.python_code : answer.code.html_code;
  // Code left as it was given (or empty) cannot be the child's answer, whatever the device says.
  const parts =
    file.language === 'python' ? (['python_code'] as const) : (['html_code', 'css_code', 'js_code'] as const);
  const given = file.starter as Record<string, string | undefined>;
  const unchanged = parts.every((part) => (answer.code[part] ?? '') === (given[part] ?? ''));
  if (!written?.trim() || unchanged) return 0;
  return reportedTaskScore(keys, answer.results, points);
}
