import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { classrooms, classroomStudents, schools, studentProfiles, teacherProfiles } from '../db/schema.js';
import { forbidden } from '../http/errors.js';

/**
 * The object checks of every teacher call. A teacher reaches only their own classrooms (at their own
 * school) and the students sitting in them. Unknown and foreign ids answer the same 403, so that ids
 * cannot be probed.
 */

type Reader = Pick<Db, 'select'>;

export type TeacherProfile = typeof teacherProfiles.$inferSelect;
export type Classroom = typeof classrooms.$inferSelect;
export type School = typeof schools.$inferSelect;

export function teacherOf(db: Reader, teacherUserId: number): TeacherProfile {
  const teacher = db.select().from(teacherProfiles).where(eq(teacherProfiles.userId, teacherUserId)).get();
  if (!teacher) throw forbidden();
  return teacher;
}

export function schoolOf(db: Reader, teacher: TeacherProfile): School {
  const school = db.select().from(schools).where(eq(schools.id, teacher.schoolId)).get();
  if (!school) throw forbidden();
  return school;
}

/** The classroom, when it is the teacher's own and at the teacher's school. */
export function ownClassroom(db: Reader, teacher: TeacherProfile, classroomId: number): Classroom {
  const classroom = db.select().from(classrooms)
    .where(and(eq(classrooms.id, classroomId), eq(classrooms.teacherProfileId, teacher.id), eq(classrooms.schoolId, teacher.schoolId)))
    .get();
  if (!classroom) throw forbidden();
  return classroom;
}

/** The teacher's own classrooms that hold the student, oldest first (none: 403). */
export function classroomsHoldingStudent(db: Reader, teacher: TeacherProfile, studentProfileId: number): Classroom[] {
  const rows = db.select({ classroom: classrooms }).from(classroomStudents)
    .innerJoin(classrooms, eq(classrooms.id, classroomStudents.classroomId))
    .innerJoin(studentProfiles, eq(studentProfiles.id, classroomStudents.studentProfileId))
    .where(and(
      eq(classroomStudents.studentProfileId, studentProfileId),
      eq(classrooms.teacherProfileId, teacher.id),
      eq(classrooms.schoolId, teacher.schoolId),
    ))
    .orderBy(asc(classrooms.id))
    .all()
    .map((r) => r.classroom);
  if (!rows.length) throw forbidden();
  return rows;
}

/** The student profile ids of a classroom. */
export function classroomStudentIds(db: Reader, classroomId: number | number[]): number[] {
  const ids = Array.isArray(classroomId) ? classroomId : [classroomId];
  if (!ids.length) return [];
  return [...new Set(db.select({ id: classroomStudents.studentProfileId }).from(classroomStudents)
    .where(inArray(classroomStudents.classroomId, ids)).all().map((r) => r.id))];
}
