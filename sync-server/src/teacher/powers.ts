import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database, Reader, Tx } from '../db/index.js';
import { classrooms, lessonSubmissions, sessions, stoneProgress, submittedAnswers } from '../db/tables.js';
import { recordChange } from '../sync/change-log.js';
import { ownClassroom, schoolOf, teacherOf } from './access.js';
import {
  classroomLesson,
  existing,
  lessonData,
  notify,
  progressChange,
  result,
  targets,
  teacherName,
  type Target,
  type TeacherWriteResult,
} from './controls.js';

/**
 * More of the teacher's powers over a classroom (spec 000 §4, spec 001 §7.6): lessons started afresh
 * (with or without the answers sent), the classroom's students signed out, the community locked, and
 * the lock state read. Lesson changes reach the students' devices through the change log, as the
 * existing controls' do (controls.ts); points already earned stay (they are unique events).
 */

export const LESSON_RESET = 'lessonReset';

type Lesson = Awaited<ReturnType<typeof classroomLesson>>;

/** Clears completion, scores and a teacher's finish of one lesson for the students; answers who changed. */
async function resetProgress(
  tx: Tx,
  lesson: Lesson,
  students: Target[],
  notice: (student: Target) => Promise<void>,
  at: string,
  force: (student: Target) => boolean = () => false,
): Promise<number[]> {
  const before = await existing(
    tx,
    students.map((s) => s.profileId),
    lesson.id,
  );
  const changed: number[] = [];
  for (const student of students) {
    const row = before.get(student.profileId);
    const done = row && (row.completedAt || row.teacherFinished || row.bestScore !== 0 || row.maxScore !== 0);
    if (!done && !force(student)) continue;
    if (row) {
      const [updated] = await tx
        .update(stoneProgress)
        .set({ completedAt: null, teacherFinished: false, bestScore: 0, maxScore: 0, updatedAt: at })
        .where(and(eq(stoneProgress.studentProfileId, student.profileId), eq(stoneProgress.stoneId, lesson.id)))
        .returning();
      await recordChange(tx, student.userId, 'progress', lesson.id, progressChange(updated!, lesson.courseId));
    }
    await notice(student);
    changed.push(student.profileId);
  }
  return changed;
}

/** POST /teacher/delete-student-question-submissions-by-lesson. */
export function deleteLessonSubmissions(
  db: Database,
  teacherUserId: number,
  input: { classroom_id: number; lesson_id: number; student_profile_ids?: number[] },
  now = new Date(),
): Promise<TeacherWriteResult> {
  return db.write(async (tx) => {
    const teacher = await teacherOf(tx, teacherUserId);
    const classroom = await ownClassroom(tx, teacher, input.classroom_id);
    const lesson = await classroomLesson(tx, classroom, input.lesson_id);
    const students = await targets(tx, classroom, input.student_profile_ids);
    const ids = students.map((s) => s.profileId);
    const sent = ids.length
      ? await tx
          .select({ id: lessonSubmissions.id, student: lessonSubmissions.studentProfileId })
          .from(lessonSubmissions)
          .where(and(inArray(lessonSubmissions.studentProfileId, ids), eq(lessonSubmissions.stoneId, lesson.id)))
      : [];
    const hadAnswers = new Set(sent.map((s) => s.student));
    if (sent.length) {
      const submissionIds = sent.map((s) => s.id);
      await tx.delete(submittedAnswers).where(inArray(submittedAnswers.submissionId, submissionIds));
      await tx.delete(lessonSubmissions).where(inArray(lessonSubmissions.id, submissionIds));
    }
    const name = await teacherName(tx, teacher.id);
    const changed = await resetProgress(
      tx,
      lesson,
      students,
      (student) => notify(tx, student, LESSON_RESET, lessonData(lesson, student, classroom, name)),
      now.toISOString(),
      (student) => hadAnswers.has(student.profileId),
    );
    return result('success.submissionsDeleted', {}, classroom, lesson.id, students, changed);
  });
}

/** POST /teacher/reset-lessons-for-students-classroom: one lesson or several. */
export function resetLessons(
  db: Database,
  teacherUserId: number,
  input: { classroom_id: number; lesson_id?: number; lesson_ids?: number[]; student_profile_ids?: number[] },
  now = new Date(),
): Promise<TeacherWriteResult> {
  const lessonIds = [
    ...new Set([...(input.lesson_id !== undefined ? [input.lesson_id] : []), ...(input.lesson_ids ?? [])]),
  ];
  return db.write(async (tx) => {
    const teacher = await teacherOf(tx, teacherUserId);
    const classroom = await ownClassroom(tx, teacher, input.classroom_id);
    const lessons: Lesson[] = [];
    for (const id of lessonIds) lessons.push(await classroomLesson(tx, classroom, id));
    const students = await targets(tx, classroom, input.student_profile_ids);
    const name = await teacherName(tx, teacher.id);
    const changed = new Set<number>();
    for (const lesson of lessons)
      for (const id of await resetProgress(
        tx,
        lesson,
        students,
        (student) => notify(tx, student, LESSON_RESET, lessonData(lesson, student, classroom, name)),
        now.toISOString(),
      ))
        changed.add(id);
    return result(
      'success.lessonReset',
      {},
      classroom,
      lessons.length === 1 ? lessons[0]!.id : null,
      students,
      [...changed].sort((a, b) => a - b),
    );
  });
}

/** GET /teacher/get-school-teacher-classroom-locked-status/{id}. */
export async function lockedStatus(db: Reader, teacherUserId: number, classroomId: number) {
  const teacher = await teacherOf(db, teacherUserId);
  const classroom = await ownClassroom(db, teacher, classroomId);
  const school = await schoolOf(db, teacher);
  return {
    classroom_id: classroom.id,
    locked: classroom.locked,
    community_locked: classroom.communityLocked,
    allow_teacher_lesson_locking: school.allowTeacherLessonLocking,
    allow_teacher_finish_lessons: school.allowTeacherFinishLessons,
  };
}

/** GET /teacher/logout-students/{classRoomId}: every session of the classroom's students ends at once. */
export function logoutStudents(db: Database, teacherUserId: number, classroomId: number, now = new Date()) {
  return db.write(async (tx) => {
    const classroom = await ownClassroom(tx, await teacherOf(tx, teacherUserId), classroomId);
    const students = await targets(tx, classroom, undefined);
    const byUser = new Map(students.map((s) => [s.userId, s.profileId]));
    const ended = byUser.size
      ? await tx
          .update(sessions)
          .set({ revokedAt: now.toISOString() })
          .where(and(inArray(sessions.userId, [...byUser.keys()]), isNull(sessions.revokedAt)))
          .returning({ userId: sessions.userId })
      : [];
    return {
      messageKey: 'success.studentsLoggedOut',
      classroom_id: classroom.id,
      student_profile_ids: [...new Set(ended.map((s) => byUser.get(s.userId)!))].sort((a, b) => a - b),
    };
  });
}

/** GET /teacher/lock-unlock-community/{classRoomId}: sets (locked given) or toggles the community lock. */
export function lockUnlockCommunity(db: Database, teacherUserId: number, classroomId: number, locked?: boolean) {
  return db.write(async (tx) => {
    const classroom = await ownClassroom(tx, await teacherOf(tx, teacherUserId), classroomId);
    const next = locked ?? !classroom.communityLocked;
    if (next !== classroom.communityLocked)
      await tx.update(classrooms).set({ communityLocked: next }).where(eq(classrooms.id, classroom.id));
    return {
      messageKey: next ? 'success.communityLocked' : 'success.communityUnlocked',
      classroom_id: classroom.id,
      community_locked: next,
    };
  });
}
