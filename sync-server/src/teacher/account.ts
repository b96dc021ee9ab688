import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { hashSecret, verifySecret } from '../accounts/passwords.js';
import { normaliseEmail } from '../accounts/directory.js';
import type { Database, Reader } from '../db/index.js';
import { schools, sessions, teacherProfiles, users } from '../db/tables.js';
import { fieldError, forbidden } from '../http/errors.js';
import { teacherOf } from './access.js';

/** The teacher's own account (spec 001 §7.6): read it, edit it, change its password. */

export async function teacherAccount(db: Reader, teacherUserId: number) {
  const [row] = await db
    .select({ teacher: teacherProfiles, user: users, school: { id: schools.id, name: schools.name } })
    .from(teacherProfiles)
    .innerJoin(users, eq(users.id, teacherProfiles.userId))
    .innerJoin(schools, eq(schools.id, teacherProfiles.schoolId))
    .where(eq(teacherProfiles.userId, teacherUserId))
    .limit(1);
  if (!row) throw forbidden();
  return {
    teacher_profile_id: row.teacher.id,
    username: row.user.username,
    first_name: row.teacher.firstName,
    last_name: row.teacher.lastName,
    email: row.user.email,
    phone: row.teacher.phone,
    b12_email: row.teacher.workEmail,
    language: row.user.language,
    school: row.school,
  };
}

export interface TeacherChanges {
  first_name?: string;
  last_name?: string;
  email?: string;
  phone?: string;
  b12_email?: string;
}

/** POST /edit-teacher-info: what is given changes; an email another account has is refused. */
export function editTeacherAccount(db: Database, teacherUserId: number, changes: TeacherChanges) {
  return db.write(async (tx) => {
    const teacher = await teacherOf(tx, teacherUserId);
    if (changes.email !== undefined) {
      const email = normaliseEmail(changes.email);
      const [other] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.email}) = ${email}`, ne(users.id, teacherUserId)))
        .limit(1);
      if (other) throw fieldError('email', 'validation.emailTaken');
      await tx.update(users).set({ email }).where(eq(users.id, teacherUserId));
    }
    const set = {
      ...(changes.first_name !== undefined && { firstName: changes.first_name.trim() }),
      ...(changes.last_name !== undefined && { lastName: changes.last_name.trim() }),
      ...(changes.phone !== undefined && { phone: changes.phone }),
      ...(changes.b12_email !== undefined && { workEmail: normaliseEmail(changes.b12_email) }),
    };
    if (Object.keys(set).length) await tx.update(teacherProfiles).set(set).where(eq(teacherProfiles.id, teacher.id));
    return teacherAccount(tx, teacherUserId);
  });
}

/** POST /reset-teacher-password: the current password first; the teacher's other sessions end. */
export async function changeTeacherPassword(
  db: Database,
  teacherUserId: number,
  sessionId: string,
  input: { current_password: string; password: string },
): Promise<void> {
  await teacherOf(db, teacherUserId);
  const [user] = await db.select().from(users).where(eq(users.id, teacherUserId)).limit(1);
  if (!user || !(await verifySecret(user.passwordHash, input.current_password)))
    throw fieldError('current_password', 'validation.wrongCurrentPassword');
  const passwordHash = await hashSecret(input.password);
  await db.write(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, teacherUserId));
    await tx
      .update(sessions)
      .set({ revokedAt: new Date().toISOString() })
      .where(and(eq(sessions.userId, teacherUserId), isNull(sessions.revokedAt), ne(sessions.id, sessionId)));
  });
}
