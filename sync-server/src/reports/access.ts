import { and, eq } from 'drizzle-orm';
import type { Reader } from '../db/index.js';
import { parentProfiles, studentProfiles, users } from '../db/tables.js';
import { fieldError, forbidden } from '../http/errors.js';
import { classroomsHoldingStudent, classroomStudentIds, ownClassroom, teacherOf } from '../teacher/access.js';
import { classroomCourseIds } from './data.js';

/**
 * The object checks of the teacher's report calls, built on teacher/access.ts: the teacher's own
 * classroom, a student sitting in it, a course of the classrooms that hold the student. Unknown and
 * foreign ids answer the same 403.
 */

export async function teacherClassroom(db: Reader, teacherUserId: number, classroomId: number) {
  const teacher = await teacherOf(db, teacherUserId);
  return { teacher, classroom: await ownClassroom(db, teacher, classroomId) };
}

/** The `{teacherId}` of a path must be the caller's own teacher profile. */
export async function ownTeacherClassroom(db: Reader, teacherUserId: number, teacherId: number, classroomId: number) {
  const found = await teacherClassroom(db, teacherUserId, classroomId);
  if (found.teacher.id !== teacherId) throw forbidden();
  return found;
}

export async function classroomStudent(
  db: Reader,
  teacherUserId: number,
  classroomId: number,
  studentProfileId: number,
) {
  const found = await teacherClassroom(db, teacherUserId, classroomId);
  if (!(await classroomStudentIds(db, found.classroom.id)).includes(studentProfileId)) throw forbidden();
  return found;
}

/** The student sits in one of the teacher's classrooms, and the course is one of those classrooms' courses. */
export async function studentCourse(db: Reader, teacherUserId: number, studentProfileId: number, courseId: number) {
  const teacher = await teacherOf(db, teacherUserId);
  const rooms = await classroomsHoldingStudent(db, teacher, studentProfileId);
  const courseIds = await classroomCourseIds(
    db,
    rooms.map((r) => r.id),
  );
  if (!courseIds.includes(courseId)) throw forbidden();
  return { teacher };
}

/**
 * A report is mailed only to the student's parent: the address must be the student's parent_email or
 * the email of the parent account linked to the student (any case). Any other address is refused on
 * the parent_email field, so a report never goes to an arbitrary address. Answers the language the
 * mail and its file are written in: the parent account's, else the student's.
 */
export async function parentOf(db: Reader, studentProfileId: number, email: string) {
  const [student] = await db
    .select({
      parentEmail: studentProfiles.parentEmail,
      parentProfileId: studentProfiles.parentProfileId,
      language: users.language,
    })
    .from(studentProfiles)
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .where(eq(studentProfiles.id, studentProfileId))
    .limit(1);
  if (!student) throw forbidden();
  const [parent] = student.parentProfileId
    ? await db
        .select({ email: users.email, language: users.language })
        .from(parentProfiles)
        .innerJoin(users, eq(users.id, parentProfiles.userId))
        .where(and(eq(parentProfiles.id, student.parentProfileId)))
        .limit(1)
    : [];
  const wanted = email.trim().toLowerCase();
  const known = [student.parentEmail, parent?.email].filter((e): e is string => !!e).map((e) => e.trim().toLowerCase());
  if (!known.includes(wanted)) throw fieldError('parent_email', 'reports.notParentEmail');
  return { to: wanted, language: parent?.language ?? student.language };
}
