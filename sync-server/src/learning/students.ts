import type { UserType } from '@codeyard/shared-schema';
import { and, eq, sql } from 'drizzle-orm';
import { profileReadWith, type SessionUser } from '../auth/sessions.js';
import { statement, type Reader } from '../db/index.js';
import { classrooms, classroomStudents, parentProfiles, studentProfiles, teacherProfiles } from '../db/tables.js';
import { forbidden } from '../http/errors.js';

export type StudentRow = typeof studentProfiles.$inferSelect;

/** The signed-in student's own profile. */
export async function studentOf(db: Reader, user: SessionUser): Promise<StudentRow> {
  // Read with the session (auth/sessions.ts) when `user` comes from it.
  const known = profileReadWith.get(user);
  const profile = known !== undefined ? known : (await studentByUser(db, { userId: user.id }))[0];
  if (!profile) throw forbidden();
  return profile;
}

// Read for every call a student makes: built once (db/statements.ts).
const studentByUser = statement('student-by-user', (db: Reader) =>
  db
    .select()
    .from(studentProfiles)
    .where(eq(studentProfiles.userId, sql.placeholder('userId')))
    .limit(1),
);

/** The classrooms a student sits in. */
export async function classroomIdsOf(db: Reader, studentProfileId: number): Promise<number[]> {
  return (
    await db
      .select({ id: classroomStudents.classroomId })
      .from(classroomStudents)
      .where(eq(classroomStudents.studentProfileId, studentProfileId))
  ).map((r) => r.id);
}

/**
 * The student profile `studentProfileId`, if the caller may read it: the student themself, their parent
 * (linked by parent profile), or a teacher of one of their classrooms. 403 otherwise — also for an id
 * that does not exist, so that ids cannot be probed.
 */
export async function readableStudent(db: Reader, user: SessionUser, studentProfileId: number): Promise<StudentRow> {
  const [profile] = await db.select().from(studentProfiles).where(eq(studentProfiles.id, studentProfileId)).limit(1);
  if (!profile || !(await mayReadStudent(db, user.id, user.userType, profile))) throw forbidden();
  return profile;
}

/** Whether the user may read the student's profile: the student themself, their parent, a teacher of one of their classrooms. */
export async function mayReadStudent(
  db: Reader,
  userId: number,
  userType: UserType,
  profile: StudentRow,
): Promise<boolean> {
  switch (userType) {
    case 'student':
      return profile.userId === userId;
    case 'parent': {
      const [parent] = await db
        .select({ id: parentProfiles.id })
        .from(parentProfiles)
        .where(eq(parentProfiles.userId, userId))
        .limit(1);
      return parent !== undefined && profile.parentProfileId === parent.id;
    }
    case 'teacher': {
      const [teacher] = await db
        .select({ id: teacherProfiles.id })
        .from(teacherProfiles)
        .where(eq(teacherProfiles.userId, userId))
        .limit(1);
      if (!teacher) return false;
      const [seat] = await db
        .select({ id: classrooms.id })
        .from(classroomStudents)
        .innerJoin(classrooms, eq(classrooms.id, classroomStudents.classroomId))
        .where(and(eq(classroomStudents.studentProfileId, profile.id), eq(classrooms.teacherProfileId, teacher.id)))
        .limit(1);
      return seat !== undefined;
    }
    default:
      return false;
  }
}
