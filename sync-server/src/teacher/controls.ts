import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database, Reader, Tx } from '../db/index.js';
import {
  classroomCourses,
  classrooms,
  courses,
  notifications,
  stoneProgress,
  stones,
  studentProfiles,
  teacherProfiles,
  users,
} from '../db/tables.js';
import { fieldError, forbidden } from '../http/errors.js';
import { recordChange } from '../sync/change-log.js';
import { classroomStudentIds, ownClassroom, schoolOf, teacherOf, type Classroom } from './access.js';

/**
 * The teacher's powers over lessons (spec 000 §4): finish a lesson for students, lock or unlock a
 * lesson for students, lock or unlock a whole classroom — each allowed only when the school's setup
 * flag says so. Every student whose state changes gets a change to pull (GET /sync/pull) and a
 * notification; a student already in that state is left alone, so sending the same decision again
 * (with or without an Idempotency-Key) changes nothing.
 *
 * Each runs as one unit of work: inside the unit serve() opens for a queueable write (with its
 * Idempotency-Key answer), or as a unit of its own when called alone.
 */

export interface TeacherWriteResult {
  /** A success locale key and its values, translated by the route. */
  messageKey: string;
  vars: Record<string, string | number>;
  classroom_id: number;
  lesson_id: number | null;
  student_profile_ids: number[];
  changed_student_profile_ids: number[];
}

/**
 * Notification kinds: the reader shows notifications.<kind> in their language (learning/awards.ts),
 * filling {{title}} / {{classroom}} from the row's data.
 */
export const NOTIFICATION_KINDS = {
  lessonFinished: 'lessonFinished',
  lessonLocked: 'lessonLocked',
  lessonUnlocked: 'lessonUnlocked',
  classroomLocked: 'classroomLocked',
  classroomUnlocked: 'classroomUnlocked',
  challengeReset: 'challengeReset',
} as const;

export interface Target {
  profileId: number;
  userId: number;
  language: 'en' | 'ar';
}

export async function targets(tx: Reader, classroom: Classroom, named: number[] | undefined): Promise<Target[]> {
  const inClassroom = await classroomStudentIds(tx, classroom.id);
  const wanted = named ?? inClassroom;
  if (named && named.some((id) => !inClassroom.includes(id)))
    throw fieldError('student_profile_ids', 'validation.notInClassroom');
  if (!wanted.length) return [];
  return await tx
    .select({ profileId: studentProfiles.id, userId: studentProfiles.userId, language: users.language })
    .from(studentProfiles)
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .where(inArray(studentProfiles.id, wanted))
    .orderBy(asc(studentProfiles.id));
}

/** The lesson, when it is a (current) stone of one of the classroom's courses. */
export async function classroomLesson(tx: Reader, classroom: Classroom, lessonId: number) {
  const [lesson] = await tx
    .select({ id: stones.id, courseId: stones.courseId, titleEn: stones.titleEn, titleAr: stones.titleAr })
    .from(stones)
    .innerJoin(
      classroomCourses,
      and(eq(classroomCourses.courseId, stones.courseId), eq(classroomCourses.classroomId, classroom.id)),
    )
    .where(and(eq(stones.id, lessonId), eq(stones.retired, false)))
    .limit(1);
  if (!lesson) throw fieldError('lesson_id', 'validation.lessonNotInClassroom');
  return lesson;
}

export async function teacherName(tx: Reader, teacherProfileId: number): Promise<string> {
  const [t] = await tx
    .select({ first: teacherProfiles.firstName, last: teacherProfiles.lastName })
    .from(teacherProfiles)
    .where(eq(teacherProfiles.id, teacherProfileId))
    .limit(1);
  return t ? `${t.first} ${t.last}`.trim() : '';
}

export async function notify(tx: Tx, target: Target, kind: string, data: Record<string, unknown>): Promise<void> {
  const [row] = await tx
    .insert(notifications)
    .values({ userId: target.userId, kind, data })
    .returning({ id: notifications.id, createdAt: notifications.createdAt });
  await recordChange(tx, target.userId, 'notification', row.id, {
    id: row.id,
    kind,
    data,
    seen: false,
    created_at: row.createdAt,
  });
}

/** Writes the student's teacher decision on a stone; answers the row as it now is. */
export async function setProgress(
  tx: Tx,
  studentProfileId: number,
  stoneId: number,
  change: { teacherFinished?: boolean; teacherLocked?: boolean },
  now: string,
) {
  const [row] = await tx
    .insert(stoneProgress)
    .values({ studentProfileId, stoneId, updatedAt: now, ...change })
    .onConflictDoUpdate({
      target: [stoneProgress.studentProfileId, stoneProgress.stoneId],
      set: { ...change, updatedAt: now },
    })
    .returning();
  return row;
}

export function progressChange(row: typeof stoneProgress.$inferSelect, courseId: number) {
  return {
    stone_id: row.stoneId,
    course_id: courseId,
    completed: !!row.completedAt || row.teacherFinished,
    completed_at: row.completedAt,
    teacher_finished: row.teacherFinished,
    teacher_locked: row.teacherLocked,
    best_score: row.bestScore,
    max_score: row.maxScore,
    updated_at: row.updatedAt,
  };
}

export async function existing(tx: Reader, profileIds: number[], stoneId: number) {
  if (!profileIds.length) return new Map<number, typeof stoneProgress.$inferSelect>();
  const rows = await tx
    .select()
    .from(stoneProgress)
    .where(and(inArray(stoneProgress.studentProfileId, profileIds), eq(stoneProgress.stoneId, stoneId)));
  return new Map(rows.map((p) => [p.studentProfileId, p]));
}

export const lessonData = (
  lesson: { id: number; courseId: number; titleEn: string; titleAr: string },
  target: Target,
  classroom: Classroom,
  teacher: string,
) => ({
  lesson_id: lesson.id,
  course_id: lesson.courseId,
  classroom_id: classroom.id,
  /** In the student's language, for a reader that fills {{title}} as is; both languages beside it. */
  title: target.language === 'ar' ? lesson.titleAr : lesson.titleEn,
  title_en: lesson.titleEn,
  title_ar: lesson.titleAr,
  teacher,
});

/** POST /teacher/finish-student-lesson-by-teacher. */
export function finishLesson(
  db: Database,
  teacherUserId: number,
  input: { classroom_id: number; lesson_id: number; student_profile_ids?: number[] },
  now = new Date(),
): Promise<TeacherWriteResult> {
  return db.write(async (tx) => {
    const teacher = await teacherOf(tx, teacherUserId);
    const classroom = await ownClassroom(tx, teacher, input.classroom_id);
    if (!(await schoolOf(tx, teacher)).allowTeacherFinishLessons) throw forbidden('errors.finishLessonsNotAllowed');
    const lesson = await classroomLesson(tx, classroom, input.lesson_id);
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
      if (before.get(student.profileId)?.teacherFinished) continue;
      const row = await setProgress(tx, student.profileId, lesson.id, { teacherFinished: true }, at);
      await recordChange(tx, student.userId, 'progress', lesson.id, progressChange(row, lesson.courseId));
      await notify(tx, student, NOTIFICATION_KINDS.lessonFinished, lessonData(lesson, student, classroom, name));
      changed.push(student.profileId);
    }
    return result('success.lessonFinished', { count: students.length }, classroom, lesson.id, students, changed);
  });
}

/** POST /teacher/update-classroom-locked-status: a whole classroom, or one lesson for some or all of its students. */
export function updateLockedStatus(
  db: Database,
  teacherUserId: number,
  input: { classroom_id: number; locked_status: boolean; lesson_id?: number; student_profile_ids?: number[] },
  now = new Date(),
): Promise<TeacherWriteResult> {
  return db.write(async (tx) => {
    const teacher = await teacherOf(tx, teacherUserId);
    const classroom = await ownClassroom(tx, teacher, input.classroom_id);
    if (!(await schoolOf(tx, teacher)).allowTeacherLessonLocking) throw forbidden('errors.lessonLockingNotAllowed');
    const at = now.toISOString();
    const name = await teacherName(tx, teacher.id);
    const locked = input.locked_status;

    if (input.lesson_id === undefined) {
      const students = await targets(tx, classroom, undefined);
      if (classroom.locked === locked)
        return result(
          locked ? 'success.classroomLocked' : 'success.classroomUnlocked',
          {},
          classroom,
          null,
          students,
          [],
        );
      await tx.update(classrooms).set({ locked }).where(eq(classrooms.id, classroom.id));
      const courseIds = (
        await tx
          .select({ id: classroomCourses.courseId })
          .from(classroomCourses)
          .innerJoin(courses, eq(courses.id, classroomCourses.courseId))
          .where(eq(classroomCourses.classroomId, classroom.id))
      ).map((c) => c.id);
      for (const student of students) {
        for (const courseId of courseIds)
          await recordChange(tx, student.userId, 'course', courseId, {
            course_id: courseId,
            classroom_id: classroom.id,
            classroom_locked: locked,
            updated_at: at,
          });
        await notify(tx, student, locked ? NOTIFICATION_KINDS.classroomLocked : NOTIFICATION_KINDS.classroomUnlocked, {
          classroom_id: classroom.id,
          classroom: classroom.name,
          teacher: name,
        });
      }
      return result(
        locked ? 'success.classroomLocked' : 'success.classroomUnlocked',
        {},
        classroom,
        null,
        students,
        students.map((s) => s.profileId),
      );
    }

    const lesson = await classroomLesson(tx, classroom, input.lesson_id);
    const students = await targets(tx, classroom, input.student_profile_ids);
    const before = await existing(
      tx,
      students.map((s) => s.profileId),
      lesson.id,
    );
    const changed: number[] = [];
    for (const student of students) {
      if ((before.get(student.profileId)?.teacherLocked ?? false) === locked) continue;
      const row = await setProgress(tx, student.profileId, lesson.id, { teacherLocked: locked }, at);
      await recordChange(tx, student.userId, 'progress', lesson.id, progressChange(row, lesson.courseId));
      await notify(
        tx,
        student,
        locked ? NOTIFICATION_KINDS.lessonLocked : NOTIFICATION_KINDS.lessonUnlocked,
        lessonData(lesson, student, classroom, name),
      );
      changed.push(student.profileId);
    }
    return result(
      locked ? 'success.lessonLocked' : 'success.lessonUnlocked',
      { count: students.length },
      classroom,
      lesson.id,
      students,
      changed,
    );
  });
}

export function result(
  messageKey: string,
  vars: Record<string, string | number>,
  classroom: Classroom,
  lessonId: number | null,
  students: Target[],
  changed: number[],
): TeacherWriteResult {
  return {
    messageKey,
    vars,
    classroom_id: classroom.id,
    lesson_id: lessonId,
    student_profile_ids: students.map((s) => s.profileId),
    changed_student_profile_ids: changed,
  };
}
