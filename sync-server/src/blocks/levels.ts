import { submissionRefusal } from '@codeyard/shared-schema';
import { eq } from 'drizzle-orm';
import type { LevelEntry, LevelRegistry } from '../curriculum/levels.js';
import { stones } from '../db/tables.js';
import { HttpError, notFound } from '../http/errors.js';
import { localised, snapshot, statusesOf, type StoneRow } from '../learning/maps.js';
import type { Reader } from '../db/index.js';
import type { StudentRow } from '../learning/students.js';
import { teacherOf } from '../teacher/access.js';

/**
 * The SmoothY levels as the app gets them (contract/blocks.ts). Students: only stones of their map
 * (retired ones are gone) within their entitlement, by the learning area's rules (submissionRefusal:
 * beyond a trial's free stones, a course locked by the course before it); never the solution.
 */

function refuse(refusal: 'trial_locked' | 'course_locked' | null): void {
  if (refusal === 'trial_locked') throw new HttpError(403, 'learning.trialLocked', { code: 'trial_locked' });
  if (refusal === 'course_locked') throw new HttpError(403, 'learning.courseLocked', { code: 'course_locked' });
}

export function levelView(entry: LevelEntry, stone: Pick<StoneRow, 'id' | 'courseId' | 'key'>) {
  const { file } = entry;
  return {
    lesson_id: stone.id,
    course_id: stone.courseId,
    course_number: entry.courseNumber,
    key: stone.key,
    kind: entry.kind,
    title: file.title,
    instructions: file.instructions,
    toolbox: file.toolbox,
    level: file.level,
    hint: file.hint,
    keys: file.keys ?? [],
    starter: file.starter ?? null,
  };
}

/** The levels of these stones (those that have one), for the offline course download: no solution. */
export function levelsOf(levels: LevelRegistry, stoneList: readonly Pick<StoneRow, 'id' | 'courseId' | 'key'>[]) {
  return stoneList.flatMap((stone) => {
    const entry = levels.byStone(stone.id);
    return entry ? [levelView(entry, stone)] : [];
  });
}

/** The student's level of a stone, after the entitlement check. */
async function studentLevel(db: Reader, levels: LevelRegistry, student: StudentRow, stoneId: number) {
  const entry = levels.byStone(stoneId);
  if (!entry) throw notFound();
  const snap = await snapshot(db, student);
  const stone = (snap.stonesByCourse.get(entry.courseId) ?? []).find((s) => s.id === stoneId);
  if (!stone) throw notFound();
  const status = statusesOf(snap, entry.courseId).find((s) => s.id === stoneId);
  if (status) refuse(submissionRefusal(status, snap.locks.get(entry.courseId)));
  return { entry, stone };
}

export async function ideLevel(db: Reader, levels: LevelRegistry, student: StudentRow, stoneId: number) {
  const { entry, stone } = await studentLevel(db, levels, student, stoneId);
  return levelView(entry, stone);
}

export async function challengeGoal(db: Reader, levels: LevelRegistry, student: StudentRow, stoneId: number) {
  const { entry, stone } = await studentLevel(db, levels, student, stoneId);
  return {
    lesson_id: stone.id,
    key: stone.key,
    rules: entry.file.level.rules,
    thresholds: entry.file.level.thresholds ?? null,
  };
}

/** A course's levels in map order: what they are, not their content. */
export async function ideQuestions(db: Reader, levels: LevelRegistry, student: StudentRow, courseId: number) {
  const snap = await snapshot(db, student);
  if (!snap.courses.some((c) => c.id === courseId)) throw notFound();
  const lock = snap.locks.get(courseId);
  if (lock?.locked && lock.reason === 'course') refuse('course_locked');
  const onMap = new Map((snap.stonesByCourse.get(courseId) ?? []).map((s) => [s.id, s]));
  return levels.ofCourse(courseId).flatMap((entry) => {
    const stone = onMap.get(entry.stoneId);
    return stone
      ? [
          {
            lesson_id: stone.id,
            key: stone.key,
            kind: entry.kind,
            position: stone.position,
            title: localised(stone.titleEn, stone.titleAr),
            toolbox: entry.file.toolbox,
          },
        ]
      : [];
  });
}

/** Any level of the catalogue with its solution, for a teacher (as the lesson solutions: teachers prepare courses). */
export async function teacherSolution(db: Reader, levels: LevelRegistry, teacherUserId: number, stoneId: number) {
  await teacherOf(db, teacherUserId);
  const entry = levels.byStone(stoneId);
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
  return { lesson: levelView(entry, stone), solution: entry.file.solution };
}
