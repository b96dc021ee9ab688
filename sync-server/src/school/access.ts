import { and, eq, inArray } from 'drizzle-orm';
import type { Reader } from '../db/index.js';
import { classrooms, schooladminSchools, schools, studentProfiles, teacherProfiles, users } from '../db/tables.js';
import { forbidden } from '../http/errors.js';
import { schooladminProfile } from './service.js';

/**
 * The object checks of every school administrator call: an administrator reaches only the schools in
 * schooladmin_schools (one for a single-school administrator, their list for a multi-school one), and
 * the teachers, classrooms and students of those schools. Unknown and foreign ids answer the same 403.
 */

export type SchooladminProfile = Awaited<ReturnType<typeof schooladminProfile>>;
export type TeacherProfile = typeof teacherProfiles.$inferSelect;
export type Classroom = typeof classrooms.$inferSelect;

/** The ids of the schools the caller administers (never empty: a profile without schools is refused). */
export async function administeredSchoolIds(db: Reader, profile: SchooladminProfile): Promise<number[]> {
  const rows = await db
    .select({ id: schooladminSchools.schoolId })
    .from(schooladminSchools)
    .where(eq(schooladminSchools.schooladminProfileId, profile.id));
  if (!rows.length) throw forbidden();
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** The schools a read covers: the one asked for (when the caller administers it), else all of theirs. */
export async function schoolsInScope(db: Reader, adminUserId: number, schoolId?: number) {
  const profile = await schooladminProfile(db, adminUserId);
  const ids = await administeredSchoolIds(db, profile);
  if (schoolId !== undefined && !ids.includes(schoolId)) throw forbidden();
  return { profile, schoolIds: schoolId !== undefined ? [schoolId] : ids };
}

/** One school, when the caller administers it. */
export async function administeredSchool(db: Reader, adminUserId: number, schoolId: number) {
  await schoolsInScope(db, adminUserId, schoolId);
  const [school] = await db.select().from(schools).where(eq(schools.id, schoolId)).limit(1);
  if (!school) throw forbidden();
  return school;
}

/** A teacher of one of the caller's schools, with their account. */
export async function administeredTeacher(db: Reader, adminUserId: number, teacherProfileId: number) {
  const { schoolIds } = await schoolsInScope(db, adminUserId);
  const [row] = await db
    .select({ teacher: teacherProfiles, user: users })
    .from(teacherProfiles)
    .innerJoin(users, eq(users.id, teacherProfiles.userId))
    .where(and(eq(teacherProfiles.id, teacherProfileId), inArray(teacherProfiles.schoolId, schoolIds)))
    .limit(1);
  if (!row) throw forbidden();
  return row;
}

/** A classroom of that teacher, at the teacher's school. */
export async function administeredClassroom(db: Reader, teacher: TeacherProfile, classroomId: number) {
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

/** A student enrolled by one of the caller's schools. */
export async function administeredStudent(db: Reader, adminUserId: number, studentProfileId: number) {
  const { schoolIds } = await schoolsInScope(db, adminUserId);
  const [row] = await db
    .select({ student: studentProfiles, user: users })
    .from(studentProfiles)
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .where(and(eq(studentProfiles.id, studentProfileId), inArray(studentProfiles.schoolId, schoolIds)))
    .limit(1);
  if (!row) throw forbidden();
  return row;
}
