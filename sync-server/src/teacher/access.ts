import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Reader } from '../db/index.js';
import { classrooms, classroomStudents, schools, studentProfiles, teacherProfiles } from '../db/tables.js';
import { forbidden } from '../http/errors.js';

/**
 * The object checks of every teacher call. A teacher reaches only their own classrooms (at their own
 * school) and the students sitting in them. Unknown and foreign ids answer the same 403, so that ids
 * cannot be probed.
 */

export type TeacherProfile = typeof teacherProfiles.$inferSelect;
export type Classroom = typeof classrooms.$inferSelect;
export type School = typeof schools.$inferSelect;

export async function teacherOf(db: Reader, teacherUserId: number): Promise<TeacherProfile> {
  const [teacher] = await db.select().from(teacherProfiles).where(eq(teacherProfiles.userId, teacherUserId)).limit(1);
  if (!teacher) throw forbidden();
  return teacher;
}

export async function schoolOf(db: Reader, teacher: TeacherProfile): Promise<School> {
  const [school] = await db.select().from(schools).where(eq(schools.id, teacher.schoolId)).limit(1);
  if (!school) throw forbidden();
  return school;
}

/** The classroom, when it is the teacher's own and at the teacher's school. */
export async function ownClassroom(db: Reader, teacher: TeacherProfile, classroomId: number): Promise<Classroom> {
  const [classroom] = await db
    .select()
    .from(classrooms)
    .where(
      and(
        eq(classrooms.id, classroomId),
        eq(classrooms.teacherProfileId, teacher.id),
        eq(classrooms.schoolId, teacher.schoolId),
      ),
    )
    .limit(1);
  if (!classroom) throw forbidden();
  return classroom;
}

/** The teacher's own classrooms that hold the student, oldest first (none: 403). */
export async function classroomsHoldingStudent(
  db: Reader,
  teacher: TeacherProfile,
  studentProfileId: number,
): Promise<Classroom[]> {
  const rows = (
    await db
      .select({ classroom: classrooms })
      .from(classroomStudents)
      .innerJoin(classrooms, eq(classrooms.id, classroomStudents.classroomId))
      .innerJoin(studentProfiles, eq(studentProfiles.id, classroomStudents.studentProfileId))
      .where(
        and(
          eq(classroomStudents.studentProfileId, studentProfileId),
          eq(classrooms.teacherProfileId, teacher.id),
          eq(classrooms.schoolId, teacher.schoolId),
        ),
      )
      .orderBy(asc(classrooms.id))
  ).map((r) => r.classroom);
  if (!rows.length) throw forbidden();
  return rows;
}

/** The student profile ids of a classroom. */
export async function classroomStudentIds(db: Reader, classroomId: number | number[]): Promise<number[]> {
  const ids = Array.isArray(classroomId) ? classroomId : [classroomId];
  if (!ids.length) return [];
  return [
    ...new Set(
      (
        await db
          .select({ id: classroomStudents.studentProfileId })
          .from(classroomStudents)
          .where(inArray(classroomStudents.classroomId, ids))
      ).map((r) => r.id),
    ),
  ];
}
