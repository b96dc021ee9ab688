import { submissionRefusal } from '@codeyard/shared-schema';
import { eq } from 'drizzle-orm';
import type { CodeExerciseEntry, CodeExerciseRegistry } from '../curriculum/code-exercises.js';
import { stones } from '../db/tables.js';
import { HttpError, notFound } from '../http/errors.js';
import { snapshot, statusesOf } from '../learning/maps.js';
import type { Reader } from '../db/index.js';
import type { StudentRow } from '../learning/students.js';
import { teacherOf } from '../teacher/access.js';

/**
 * The Python and Web exercises as the app gets them (contract/code-exercises.ts), by the SmoothY levels'
 * rules (blocks/levels.ts): students only for stones of their map within their entitlement
 * (submissionRefusal: beyond a trial's free stones, a course locked by the course before it), never the
 * solution; teachers any exercise of the catalogue with its solution.
 */

function refuse(refusal: 'trial_locked' | 'course_locked' | null): void {
  if (refusal === 'trial_locked') throw new HttpError(403, 'learning.trialLocked', { code: 'trial_locked' });
  if (refusal === 'course_locked') throw new HttpError(403, 'learning.courseLocked', { code: 'course_locked' });
}

/** What the child gets: the exercise without its solution (built field by field, so nothing else slips in). */
export function exerciseView(entry: CodeExerciseEntry, stone: { id: number; courseId: number; key: string }) {
  const { file } = entry;
  return {
    lesson_id: stone.id,
    course_id: stone.courseId,
    key: stone.key,
    kind: entry.kind,
    language: file.language,
    title: file.title,
    instructions: file.instructions,
    hint: file.hint,
    starter: { ...file.starter },
    tests: file.language === 'python' ? file.tests : [],
    checks: file.language === 'web' ? file.checks : [],
  };
}

/** The exercises of these stones (those that have one), for the offline course download: no solution. */
export function exercisesOf(
  registry: Pick<CodeExerciseRegistry, 'byStone'>,
  stoneList: readonly { id: number; courseId: number; key: string }[],
) {
  return stoneList.flatMap((stone) => {
    const entry = registry.byStone(stone.id);
    return entry ? [exerciseView(entry, stone)] : [];
  });
}

export async function studentExercise(
  db: Reader,
  registry: CodeExerciseRegistry,
  student: StudentRow,
  stoneId: number,
) {
  const entry = registry.byStone(stoneId);
  if (!entry) throw notFound();
  const snap = await snapshot(db, student);
  const stone = (snap.stonesByCourse.get(entry.courseId) ?? []).find((s) => s.id === stoneId);
  if (!stone) throw notFound();
  const status = statusesOf(snap, entry.courseId).find((s) => s.id === stoneId);
  if (status) refuse(submissionRefusal(status, snap.locks.get(entry.courseId)));
  return exerciseView(entry, stone);
}

/** Any exercise of the catalogue with its solution, for a teacher (teachers prepare courses). */
export async function teacherExerciseSolution(
  db: Reader,
  registry: CodeExerciseRegistry,
  teacherUserId: number,
  stoneId: number,
) {
  await teacherOf(db, teacherUserId);
  const entry = registry.byStone(stoneId);
  const stone =
    entry &&
    (
      await db
        .select({ id: stones.id, courseId: stones.courseId, key: stones.key, retired: stones.retired })
        .from(stones)
        .where(eq(stones.id, stoneId))
        .limit(1)
    )[0];
  if (!entry || !stone || stone.retired) throw notFound();
  return { exercise: exerciseView(entry, stone), solution: { ...entry.file.solution } };
}
