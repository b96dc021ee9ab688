import type { Language } from '@codeyard/shared-schema';
import { and, eq, inArray } from 'drizzle-orm';
import { levelView } from '../blocks/levels.js';
import type { LevelRegistry } from '../curriculum/levels.js';
import type { Database, Reader, Tx } from '../db/index.js';
import { stoneProgress, stones, studentProfiles, users } from '../db/tables.js';
import { fieldError, notFound } from '../http/errors.js';
import { recordChange } from '../sync/change-log.js';
import { classroomStudentIds, ownClassroom, teacherOf, type Classroom } from './access.js';
import { lessonOf } from './assessment.js';
import {
  classroomLesson,
  existing,
  lessonData,
  NOTIFICATION_KINDS,
  notify,
  progressChange,
  result,
  targets,
  teacherName,
  type TeacherWriteResult,
} from './controls.js';
import { classroomCourseList, courseStones } from './progress.js';

/**
 * The teacher's view of SmoothY challenge and code stones (issue 4): who completed which, with how many
 * stars, the reset of a stone for students, and the code stones' solutions. A student's state comes from
 * stone_progress: completed by the student (completed_at) or finished by the teacher; stars are the best
 * score when the device sent stars (max_score 3), else null.
 */

type ProgressRow = typeof stoneProgress.$inferSelect;
const CHALLENGE_KINDS = ['challenge', 'code'] as const;
type ChallengeKind = (typeof CHALLENGE_KINDS)[number];
const isChallengeKind = (kind: string): kind is ChallengeKind => (CHALLENGE_KINDS as readonly string[]).includes(kind);

export function stateOf(studentProfileId: number, row: ProgressRow | undefined) {
  return {
    student_profile_id: studentProfileId,
    completed: !!row?.completedAt || !!row?.teacherFinished,
    completed_at: row?.completedAt ?? null,
    teacher_finished: row?.teacherFinished ?? false,
    stars: row && row.maxScore > 0 && row.bestScore > 0 ? Math.min(3, row.bestScore) : null,
  };
}

export async function studentsOf(db: Reader, ids: number[]) {
  if (!ids.length) return [];
  return (
    await db
      .select({
        student_profile_id: studentProfiles.id,
        username: users.username,
        first_name: studentProfiles.firstName,
        last_name: studentProfiles.lastName,
      })
      .from(studentProfiles)
      .innerJoin(users, eq(users.id, studentProfiles.userId))
      .where(inArray(studentProfiles.id, ids))
  ).sort((a, b) => a.first_name.localeCompare(b.first_name) || a.student_profile_id - b.student_profile_id);
}

export async function progressRows(
  db: Reader,
  studentIds: number[],
  stoneIds: number[],
): Promise<Map<string, ProgressRow>> {
  if (!studentIds.length || !stoneIds.length) return new Map();
  const rows = await db
    .select()
    .from(stoneProgress)
    .where(and(inArray(stoneProgress.studentProfileId, studentIds), inArray(stoneProgress.stoneId, stoneIds)));
  return new Map(rows.map((r) => [`${r.studentProfileId}:${r.stoneId}`, r]));
}

/** GET /teacher/get-classroom-lessons-challenges?classroom_id=. */
export async function classroomChallenges(
  db: Reader,
  levels: LevelRegistry,
  teacherUserId: number,
  classroomId: number,
  lang: Language,
) {
  const classroom = await ownClassroom(db, await teacherOf(db, teacherUserId), classroomId);
  const courseList = await classroomCourseList(db, [classroom.id], lang);
  const challengeStones = (
    await courseStones(
      db,
      courseList.map((c) => c.id),
      lang,
    )
  ).filter((s) => isChallengeKind(s.kind));
  const students = await studentsOf(db, await classroomStudentIds(db, classroom.id));
  const progress = await progressRows(
    db,
    students.map((s) => s.student_profile_id),
    challengeStones.map((s) => s.id),
  );
  return {
    classroom: { id: classroom.id, name: classroom.name, student_count: students.length },
    students,
    courses: courseList.map((course) => ({
      id: course.id,
      title: course.title,
      challenges: challengeStones
        .filter((s) => s.courseId === course.id)
        .map((stone) => {
          const states = students.map((st) =>
            stateOf(st.student_profile_id, progress.get(`${st.student_profile_id}:${stone.id}`)),
          );
          return {
            lesson_id: stone.id,
            position: stone.position,
            kind: stone.kind as ChallengeKind,
            title: stone.title,
            playable: stone.playable,
            has_solution: !!levels.byStone(stone.id),
            completed_count: states.filter((s) => s.completed).length,
            students: states,
          };
        }),
    })),
  };
}

/** The stone, when it is a current challenge or code stone of one of the classroom's courses (else 422 on lesson_id). */
async function classroomChallenge(db: Reader, classroom: Classroom, lessonId: number) {
  const lesson = await classroomLesson(db, classroom, lessonId);
  const [{ kind }] = await db.select({ kind: stones.kind }).from(stones).where(eq(stones.id, lesson.id));
  if (!isChallengeKind(kind)) throw fieldError('lesson_id', 'validation.notAChallenge');
  return lesson;
}

/** GET /teacher/get-classroom-challanges-by-lesson/{id}?classroom_id=. */
export async function classroomChallengeByLesson(
  db: Reader,
  levels: LevelRegistry,
  teacherUserId: number,
  lessonId: number,
  classroomId: number,
  lang: Language,
) {
  const classroom = await ownClassroom(db, await teacherOf(db, teacherUserId), classroomId);
  await classroomChallenge(db, classroom, lessonId);
  const lesson = await lessonOf(db, lessonId, lang);
  const students = await studentsOf(db, await classroomStudentIds(db, classroom.id));
  const progress = await progressRows(
    db,
    students.map((s) => s.student_profile_id),
    [lessonId],
  );
  const rows = students.map((st) => ({
    ...st,
    ...stateOf(st.student_profile_id, progress.get(`${st.student_profile_id}:${lessonId}`)),
  }));
  return {
    classroom_id: classroom.id,
    lesson: { ...lesson, has_solution: !!levels.byStone(lessonId) },
    completed_count: rows.filter((r) => r.completed).length,
    students: rows,
  };
}

type ClassroomStone = Awaited<ReturnType<typeof classroomLesson>>;

/**
 * Resets one stone for the named students (or the whole classroom): its completion, stars and a teacher's
 * finish are cleared, and `clearAlso` clears what else a student keeps of it (a game's plays); a teacher's
 * lock stays. Points stay: task points are the unique event task:<stoneId>, earned once — playing again
 * earns none. A student with nothing to reset is left alone, so the same call again changes nothing.
 * `stoneOf` checks the stone is of the kind the call resets.
 */
export function resetStone(
  db: Database,
  teacherUserId: number,
  input: { classroom_id: number; lesson_id: number; student_profile_ids?: number[] },
  now: Date,
  reset: {
    stoneOf: (db: Reader, classroom: Classroom, lessonId: number) => Promise<ClassroomStone>;
    done: string;
    clearAlso?: (tx: Tx, studentProfileId: number, stoneId: number) => Promise<void>;
  },
): Promise<TeacherWriteResult> {
  return db.write(async (tx) => {
    const teacher = await teacherOf(tx, teacherUserId);
    const classroom = await ownClassroom(tx, teacher, input.classroom_id);
    const lesson = await reset.stoneOf(tx, classroom, input.lesson_id);
    const students = await targets(tx, classroom, input.student_profile_ids);
    const before = await existing(
      tx,
      students.map((s) => s.profileId),
      lesson.id,
    );
    const at = now.toISOString();
    const name = await teacherName(tx, teacher.id);
    const changed: number[] = [];
    for (const student of students) {
      await reset.clearAlso?.(tx, student.profileId, lesson.id);
      const row = before.get(student.profileId);
      if (!row || (!row.completedAt && !row.teacherFinished && row.bestScore === 0 && row.maxScore === 0)) continue;
      const updated = (
        await tx
          .update(stoneProgress)
          .set({ completedAt: null, teacherFinished: false, bestScore: 0, maxScore: 0, updatedAt: at })
          .where(and(eq(stoneProgress.studentProfileId, student.profileId), eq(stoneProgress.stoneId, lesson.id)))
          .returning()
      )[0]!;
      await recordChange(tx, student.userId, 'progress', lesson.id, progressChange(updated, lesson.courseId));
      await notify(tx, student, NOTIFICATION_KINDS.challengeReset, lessonData(lesson, student, classroom, name));
      changed.push(student.profileId);
    }
    return result(reset.done, { count: students.length }, classroom, lesson.id, students, changed);
  });
}

/** POST /teacher/reset-student-challange-submissions-by-lesson: a challenge or code stone, reset (resetStone). */
export function resetChallenge(
  db: Database,
  teacherUserId: number,
  input: { classroom_id: number; lesson_id: number; student_profile_ids?: number[] },
  now = new Date(),
): Promise<TeacherWriteResult> {
  return resetStone(db, teacherUserId, input, now, { stoneOf: classroomChallenge, done: 'success.challengeReset' });
}

/** GET /teacher/get-course-lesson-code-solution?lesson_id=: a code stone's level and solution, any course (as the lesson solutions). */
export async function codeSolution(db: Reader, levels: LevelRegistry, teacherUserId: number, lessonId: number) {
  await teacherOf(db, teacherUserId);
  const entry = levels.byStone(lessonId);
  const stone =
    entry &&
    (
      await db
        .select({ id: stones.id, courseId: stones.courseId, key: stones.key, retired: stones.retired })
        .from(stones)
        .where(eq(stones.id, lessonId))
        .limit(1)
    )[0];
  if (!entry || !stone || stone.retired || entry.kind !== 'code') throw notFound();
  return {
    lesson: levelView(entry, stone),
    solution: entry.file.solution,
  };
}
