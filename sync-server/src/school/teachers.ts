import { normalisePhone, type BodyOf, type school } from '@codeyard/shared-schema';
import { and, count, eq, inArray, isNull, ne } from 'drizzle-orm';
import { isUsernameTaken, normaliseEmail, usernameKeyOf } from '../accounts/directory.js';
import { hashSecret, verifySecret } from '../accounts/passwords.js';
import type { Database, Reader, Tx } from '../db/index.js';
import { isUniqueViolation } from '../db/sql.js';
import {
  changeLog,
  classroomCourses,
  classrooms,
  classroomSchedules,
  classroomStudents,
  idempotencyKeys,
  notifications,
  oneTimeTokens,
  projectSubmissions,
  schooladminProfiles,
  schools,
  sessions,
  teacherProfiles,
  teacherProjects,
  users,
} from '../db/tables.js';
import { fieldError, HttpError } from '../http/errors.js';
import { administeredTeacher, schoolsInScope } from './access.js';
import { schooladminProfile } from './service.js';
import { writePendingChanges } from '../sync/change-log.js';

/**
 * The school administrator's writes over teachers and over their own account (spec 001 §7.7). Each runs
 * as one unit of work; password hashing happens before the unit (a unit does no slow work).
 */

type AddTeacher = BodyOf<typeof school.addSchoolTeacher>;
type EditTeacher = BodyOf<typeof school.editSchoolTeacherAccount>;

const optional = (value: string | null | undefined) => (value ? value : null);

/** Ends every live session of a user inside the unit: their next call answers 401. */
async function endSessions(tx: Tx, userId: number, except?: string) {
  await tx
    .update(sessions)
    .set({ revokedAt: new Date().toISOString() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), except ? ne(sessions.id, except) : undefined));
}

async function uniquely<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('username', 'validation.usernameTaken');
    throw error;
  }
}

/** POST /school/add-school-teacher: a teacher account at one of the caller's schools. */
export async function addTeacher(db: Database, adminUserId: number, body: AddTeacher) {
  await schoolsInScope(db, adminUserId, body.school_id);
  if (await isUsernameTaken(db, body.username)) throw fieldError('username', 'validation.usernameTaken');
  const passwordHash = await hashSecret(body.password);
  return uniquely(() =>
    db.write(async (tx) => {
      const [school] = await tx.select().from(schools).where(eq(schools.id, body.school_id)).limit(1);
      const [user] = await tx
        .insert(users)
        .values({
          username: body.username,
          usernameKey: usernameKeyOf(body.username),
          email: normaliseEmail(body.parent_email),
          phone: body.teacher_phone_number ? normalisePhone(body.teacher_phone_number) : null,
          passwordHash,
          userType: 'teacher',
          language: school?.preferredLanguage ?? 'en',
        })
        .returning();
      const [profile] = await tx
        .insert(teacherProfiles)
        .values({
          userId: user.id,
          schoolId: body.school_id,
          firstName: body.first_name,
          lastName: body.last_name,
          phone: body.teacher_phone_number ? normalisePhone(body.teacher_phone_number) : null,
          workEmail: body.b12_email ? normaliseEmail(body.b12_email) : null,
        })
        .returning();
      return { teacher_profile_id: profile.id };
    }),
  );
}

/** POST /school/reset-school-teacher-password: a new password; the teacher signs in again everywhere. */
export async function resetTeacherPassword(
  db: Database,
  adminUserId: number,
  teacherProfileId: number,
  password: string,
) {
  const { user } = await administeredTeacher(db, adminUserId, teacherProfileId);
  const passwordHash = await hashSecret(password);
  await db.write(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await endSessions(tx, user.id);
  });
  return { teacher_profile_id: teacherProfileId };
}

/**
 * POST /school/disable-school-teacher-account and enable-: the account's status. Disabling ends every
 * session in the same unit, so the teacher's very next call is refused (401).
 */
export async function setTeacherEnabled(db: Database, adminUserId: number, teacherProfileId: number, enabled: boolean) {
  return db.write(async (tx) => {
    const { user } = await administeredTeacher(tx, adminUserId, teacherProfileId);
    await tx
      .update(users)
      .set({ status: enabled ? 'active' : 'disabled' })
      .where(eq(users.id, user.id));
    if (!enabled) await endSessions(tx, user.id);
    return { teacher_profile_id: teacherProfileId };
  });
}

/** POST /school/edit-school-teacher-account. */
export async function editTeacher(db: Database, adminUserId: number, body: EditTeacher) {
  const { user } = await administeredTeacher(db, adminUserId, body.teacher_profile_id);
  const rename = body.username !== undefined && usernameKeyOf(body.username) !== user.usernameKey;
  if (rename && (await isUsernameTaken(db, body.username!))) throw fieldError('username', 'validation.usernameTaken');
  return uniquely(() =>
    db.write(async (tx) => {
      await tx
        .update(users)
        .set({
          email: normaliseEmail(body.parent_email),
          ...(body.teacher_phone_number !== undefined && {
            phone: body.teacher_phone_number ? normalisePhone(body.teacher_phone_number) : null,
          }),
          ...(rename && { username: body.username!, usernameKey: usernameKeyOf(body.username!) }),
        })
        .where(eq(users.id, user.id));
      await tx
        .update(teacherProfiles)
        .set({
          firstName: body.first_name,
          lastName: body.last_name,
          ...(body.b12_email !== undefined && { workEmail: body.b12_email ? normaliseEmail(body.b12_email) : null }),
          ...(body.teacher_phone_number !== undefined && {
            phone: optional(body.teacher_phone_number && normalisePhone(body.teacher_phone_number)),
          }),
        })
        .where(eq(teacherProfiles.id, body.teacher_profile_id));
      return { teacher_profile_id: body.teacher_profile_id };
    }),
  );
}

/** How many students sit in a teacher's classrooms. */
export async function teacherStudentCount(db: Reader, teacherProfileId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(classroomStudents)
    .innerJoin(classrooms, eq(classrooms.id, classroomStudents.classroomId))
    .where(eq(classrooms.teacherProfileId, teacherProfileId));
  return Number(row?.n ?? 0);
}

/**
 * POST /delete-teacher-without-students/{id}: refused (409, with a message saying why) while any of
 * the teacher's classrooms holds a student. Otherwise the account goes, with its empty classrooms, its
 * own projects, sessions and messages; projects the teacher reviewed keep their review, without a name.
 */
export async function deleteTeacherWithoutStudents(db: Database, adminUserId: number, teacherProfileId: number) {
  return db.write(async (tx) => {
    const { teacher, user } = await administeredTeacher(tx, adminUserId, teacherProfileId);
    if ((await teacherStudentCount(tx, teacher.id)) > 0)
      // 409: the request is right; the teacher's state forbids it until their students move.
      throw new HttpError(409, 'school.teacherHasStudents');
    const rooms = (
      await tx.select({ id: classrooms.id }).from(classrooms).where(eq(classrooms.teacherProfileId, teacher.id))
    ).map((r) => r.id);
    if (rooms.length) {
      await tx.delete(classroomSchedules).where(inArray(classroomSchedules.classroomId, rooms));
      await tx.delete(classroomCourses).where(inArray(classroomCourses.classroomId, rooms));
      await tx.delete(classrooms).where(inArray(classrooms.id, rooms));
    }
    await tx.update(projectSubmissions).set({ reviewedBy: null }).where(eq(projectSubmissions.reviewedBy, teacher.id));
    await tx.delete(teacherProjects).where(eq(teacherProjects.teacherProfileId, teacher.id));
    await tx.delete(teacherProfiles).where(eq(teacherProfiles.id, teacher.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await tx.delete(oneTimeTokens).where(eq(oneTimeTokens.userId, user.id));
    await tx.delete(notifications).where(eq(notifications.userId, user.id));
    await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, user.id));
    await writePendingChanges(tx);
    await tx.delete(changeLog).where(eq(changeLog.userId, user.id));
    await tx.delete(users).where(eq(users.id, user.id));
  });
}

// ---------------------------------------------------------------- the administrator's own account

type EditInfo = BodyOf<typeof school.editSchooladminInfo>;

/** POST /edit-schooladmin-info: what is sent changes; school fields change the administrator's own school. */
export async function editSchooladminInfo(db: Database, adminUserId: number, body: EditInfo) {
  await db.write(async (tx) => {
    const profile = await schooladminProfile(tx, adminUserId);
    const profileSet = {
      ...(body.first_name !== undefined && { firstName: body.first_name }),
      ...(body.last_name !== undefined && { lastName: body.last_name }),
    };
    if (Object.keys(profileSet).length)
      await tx.update(schooladminProfiles).set(profileSet).where(eq(schooladminProfiles.id, profile.id));
    const userSet = {
      ...(body.email !== undefined && { email: normaliseEmail(body.email) }),
      ...(body.phone_number !== undefined && { phone: normalisePhone(body.phone_number) }),
      ...(body.preferred_language !== undefined && { language: body.preferred_language }),
    };
    if (Object.keys(userSet).length) await tx.update(users).set(userSet).where(eq(users.id, adminUserId));
    const schoolSet = {
      ...(body.school_name !== undefined && { name: body.school_name.trim() }),
      ...(body.school_email !== undefined && { email: normaliseEmail(body.school_email) }),
      ...(body.school_phone_number !== undefined && { phone: normalisePhone(body.school_phone_number) }),
      ...(body.website !== undefined && { website: optional(body.website.trim()) }),
      ...(body.city !== undefined && { city: body.city }),
      ...(body.address !== undefined && { address: body.address.trim() }),
      ...(body.preferred_language !== undefined && { preferredLanguage: body.preferred_language }),
    };
    if (Object.keys(schoolSet).length) await tx.update(schools).set(schoolSet).where(eq(schools.id, profile.schoolId));
  });
}

/** POST /reset-schooladmin-password: the current password proves it is them; their other sessions end. */
export async function resetSchooladminPassword(
  db: Database,
  adminUserId: number,
  sessionId: string,
  currentPassword: string,
  password: string,
) {
  const [user] = await db.select().from(users).where(eq(users.id, adminUserId)).limit(1);
  if (!(await verifySecret(user?.passwordHash, currentPassword)))
    throw fieldError('current_password', 'school.wrongCurrentPassword');
  const passwordHash = await hashSecret(password);
  await db.write(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, adminUserId));
    await endSessions(tx, adminUserId, sessionId);
  });
}
