import type { UserType } from '@codeyard/shared-schema';
import { and, eq } from 'drizzle-orm';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/client.js';
import { classrooms, classroomStudents, parentProfiles, studentProfiles, teacherProfiles } from '../db/schema.js';
import { forbidden } from '../http/errors.js';

export type Reader = Pick<Db, 'select'>;
export type StudentRow = typeof studentProfiles.$inferSelect;

/** The signed-in student's own profile. */
export function studentOf(db: Reader, user: SessionUser): StudentRow {
  const profile = db.select().from(studentProfiles).where(eq(studentProfiles.userId, user.id)).get();
  if (!profile) throw forbidden();
  return profile;
}

/** The classrooms a student sits in. */
export function classroomIdsOf(db: Reader, studentProfileId: number): number[] {
  return db.select({ id: classroomStudents.classroomId }).from(classroomStudents).where(eq(classroomStudents.studentProfileId, studentProfileId)).all().map((r) => r.id);
}

/**
 * The student profile `studentProfileId`, if the caller may read it: the student themself, their parent
 * (linked by parent profile), or a teacher of one of their classrooms. 403 otherwise — also for an id
 * that does not exist, so that ids cannot be probed.
 */
export function readableStudent(db: Reader, user: SessionUser, studentProfileId: number): StudentRow {
  const profile = db.select().from(studentProfiles).where(eq(studentProfiles.id, studentProfileId)).get();
  if (!profile || !mayRead(db, user.id, user.userType, profile)) throw forbidden();
  return profile;
}

function mayRead(db: Reader, userId: number, userType: UserType, profile: StudentRow): boolean {
  switch (userType) {
    case 'student':
      return profile.userId === userId;
    case 'parent': {
      const parent = db.select({ id: parentProfiles.id }).from(parentProfiles).where(eq(parentProfiles.userId, userId)).get();
      return parent !== undefined && profile.parentProfileId === parent.id;
    }
    case 'teacher': {
      const teacher = db.select({ id: teacherProfiles.id }).from(teacherProfiles).where(eq(teacherProfiles.userId, userId)).get();
      if (!teacher) return false;
      const seat = db.select({ id: classrooms.id })
        .from(classroomStudents)
        .innerJoin(classrooms, eq(classrooms.id, classroomStudents.classroomId))
        .where(and(eq(classroomStudents.studentProfileId, profile.id), eq(classrooms.teacherProfileId, teacher.id)))
        .get();
      return seat !== undefined;
    }
    default:
      return false;
  }
}
