import { normalisePhone, type BodyOf, type parent } from '@codeyard/shared-schema';
import { and, eq, ne, sql } from 'drizzle-orm';
import { isUsernameTaken, normaliseEmail, usernameKeyOf } from '../accounts/directory.js';
import { hashSecret, verifySecret } from '../accounts/passwords.js';
import type { Database, Reader } from '../db/index.js';
import { isUniqueViolation } from '../db/sql.js';
import { parentProfiles, users } from '../db/tables.js';
import { fieldError } from '../http/errors.js';
import { myParent } from './access.js';
import { endSessions } from './children.js';

/** The parent's own account (spec 001 §7.4): read, edit names, change sign-in details and password. */

export async function parentProfile(db: Reader, parentUserId: number) {
  const profile = await myParent(db, parentUserId);
  const [user] = await db.select().from(users).where(eq(users.id, parentUserId));
  return {
    parent_profile_id: profile.id,
    username: user!.username,
    first_name: profile.firstName,
    last_name: profile.lastName,
    email: user!.email ?? null,
    phone: user!.phone ?? null,
    country: profile.country ?? null,
  };
}

/** POST /edit-parent-profile: names and country; the session stays. */
export async function editParentProfile(
  db: Database,
  parentUserId: number,
  body: BodyOf<typeof parent.editParentProfile>,
) {
  const profile = await myParent(db, parentUserId);
  const changes = {
    ...(body.first_name !== undefined && { firstName: body.first_name }),
    ...(body.last_name !== undefined && { lastName: body.last_name }),
    ...(body.country !== undefined && { country: body.country.toUpperCase() }),
  };
  if (Object.keys(changes).length > 0)
    await db.write((tx) => tx.update(parentProfiles).set(changes).where(eq(parentProfiles.id, profile.id)));
  return parentProfile(db, parentUserId);
}

async function assertCurrentPassword(db: Reader, parentUserId: number, password: string) {
  const [user] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, parentUserId));
  if (!(await verifySecret(user?.hash, password)))
    throw fieldError('current_password', 'validation.wrongCurrentPassword');
}

/**
 * POST /update-parent-profile: the username, email or phone the parent signs in with, proved by the current
 * password. Every session of the parent ends (the device goes to Login after 2 seconds, spec 000 §2).
 */
export async function updateParentProfile(
  db: Database,
  parentUserId: number,
  body: BodyOf<typeof parent.updateParentProfile>,
) {
  await myParent(db, parentUserId);
  await assertCurrentPassword(db, parentUserId, body.current_password);
  const [me] = await db.select().from(users).where(eq(users.id, parentUserId));
  if (
    body.username !== undefined &&
    usernameKeyOf(body.username) !== me!.usernameKey &&
    (await isUsernameTaken(db, body.username))
  )
    throw fieldError('username', 'validation.usernameTaken');
  const email = body.email !== undefined ? normaliseEmail(body.email) : undefined;
  if (email !== undefined) {
    const [other] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${email}`, ne(users.id, parentUserId), ne(users.userType, 'student')))
      .limit(1);
    if (other) throw fieldError('email', 'validation.emailTaken');
  }
  const phone = body.phone === undefined ? undefined : body.phone === null ? null : normalisePhone(body.phone);
  if (phone) {
    const [other] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.phone, phone), ne(users.id, parentUserId), ne(users.userType, 'student')))
      .limit(1);
    if (other) throw fieldError('phone', 'validation.phoneTaken');
  }
  try {
    const changes = {
      ...(body.username !== undefined && { username: body.username, usernameKey: usernameKeyOf(body.username) }),
      ...(email !== undefined && { email }),
      ...(phone !== undefined && { phone }),
    };
    await db.write(async (tx) => {
      if (Object.keys(changes).length > 0) await tx.update(users).set(changes).where(eq(users.id, parentUserId));
      await endSessions(tx, parentUserId);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('username', 'validation.usernameTaken');
    throw error;
  }
  return parentProfile(db, parentUserId);
}

/** POST /reset-parent-password: proved by the current password; every session ends. */
export async function resetParentPassword(db: Database, parentUserId: number, current: string, password: string) {
  await myParent(db, parentUserId);
  await assertCurrentPassword(db, parentUserId, current);
  const passwordHash = await hashSecret(password);
  await db.write(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, parentUserId));
    await endSessions(tx, parentUserId);
  });
}
