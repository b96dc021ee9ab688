import type { BodyOf, parent } from '@codeyard/shared-schema';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { isUsernameTaken, normaliseEmail, usernameKeyOf } from '../accounts/directory.js';
import { hashSecret, verifySecret } from '../accounts/passwords.js';
import type { Throttle } from '../accounts/throttle.js';
import type { Database, Reader, Tx } from '../db/index.js';
import { isUniqueViolation } from '../db/sql.js';
import { sessions, studentProfiles, users } from '../db/tables.js';
import { fieldError } from '../http/errors.js';
import { childInfo, myChild, myParent } from './access.js';

/**
 * The parent's writes on their children (spec 001 §7.4). Every call names a child by student profile id
 * and reaches only the caller's own children (403 "This child is not linked to your account." otherwise).
 * Passwords are hashed before the unit of work; each write is one unit.
 */

type CreateChild = BodyOf<typeof parent.createNewChild>;
type LinkChild = BodyOf<typeof parent.linkParentChild>;
type KidFields = Omit<BodyOf<typeof parent.updateChildInfo>, 'student_profile_id'>;

/** Ends every live session of a user inside the unit: their next call answers 401. */
export async function endSessions(tx: Tx, userId: number) {
  await tx
    .update(sessions)
    .set({ revokedAt: new Date().toISOString() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

async function uniquely<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('username', 'validation.usernameTaken');
    throw error;
  }
}

/** POST /create-new-child: a home learner (on the trial until a course is bought), linked to the parent. */
export async function createChild(db: Database, parentUserId: number, body: CreateChild) {
  const parentProfile = await myParent(db, parentUserId);
  if (await isUsernameTaken(db, body.username)) throw fieldError('username', 'validation.usernameTaken');
  const passwordHash = await hashSecret(body.password);
  const id = await uniquely(() =>
    db.write(async (tx) => {
      const [parentUser] = await tx
        .select({ email: users.email, language: users.language })
        .from(users)
        .where(eq(users.id, parentUserId));
      const [user] = await tx
        .insert(users)
        .values({
          username: body.username,
          usernameKey: usernameKeyOf(body.username),
          passwordHash,
          userType: 'student',
          language: parentUser?.language ?? 'en',
        })
        .returning({ id: users.id });
      const [profile] = await tx
        .insert(studentProfiles)
        .values({
          userId: user!.id,
          firstName: body.first_name,
          lastName: body.last_name,
          yearOfBirth: body.year_of_birth,
          parentProfileId: parentProfile.id,
          parentEmail: parentUser?.email ?? null,
          isTrial: true,
        })
        .returning({ id: studentProfiles.id });
      return profile!.id;
    }),
  );
  return childInfo(db, id);
}

/**
 * POST /link-parent-child. By username and password: the password is checked like a sign-in (the same
 * per-account limits, so linking cannot be used to guess a child's password). By email: only a child who
 * named this parent's email when registering. Either way a child with a parent already gets the spec's one
 * message, the same as a wrong password, so the call tells nobody whether a child is linked.
 */
export async function linkChild(db: Database, throttle: Throttle, parentUserId: number, body: LinkChild, ip: string) {
  const parentProfile = await myParent(db, parentUserId);
  const refused = () => fieldError(body.username !== undefined ? 'username' : 'email', 'errors.childHasParent');
  let found: { user: typeof users.$inferSelect; profile: typeof studentProfiles.$inferSelect } | undefined;
  if (body.username !== undefined) {
    const [row] = await db
      .select({ user: users, profile: studentProfiles })
      .from(users)
      .innerJoin(studentProfiles, eq(studentProfiles.userId, users.id))
      .where(eq(users.usernameKey, usernameKeyOf(body.username)))
      .limit(1);
    const account = row ? `user:${row.user.id}` : `id:${body.username.trim().toLowerCase()}`;
    await throttle.assertMayTry('login', account, ip);
    await throttle.startTry('login', account);
    if (!row || !(await verifySecret(row.user.passwordHash, body.password ?? ''))) {
      await throttle.failed('login', account, ip);
      throw refused();
    }
    await throttle.succeeded('login', account, ip);
    found = row;
  } else {
    const [parentUser] = await db.select({ email: users.email }).from(users).where(eq(users.id, parentUserId));
    const email = normaliseEmail(body.email!);
    const [row] = await db
      .select({ user: users, profile: studentProfiles })
      .from(users)
      .innerJoin(studentProfiles, eq(studentProfiles.userId, users.id))
      .where(sql`lower(${users.email}) = ${email}`)
      .limit(1);
    const namesThisParent =
      row &&
      parentUser?.email &&
      row.profile.parentEmail &&
      normaliseEmail(row.profile.parentEmail) === normaliseEmail(parentUser.email);
    if (!row || !namesThisParent) throw refused();
    found = row;
  }
  if (found.user.userType !== 'student' || found.profile.parentProfileId !== null) throw refused();
  const linked = await db.write(async (tx) => {
    // Checked again in the unit: another parent may have linked the child meanwhile.
    const done = await tx
      .update(studentProfiles)
      .set({ parentProfileId: parentProfile.id })
      .where(and(eq(studentProfiles.id, found.profile.id), isNull(studentProfiles.parentProfileId)))
      .returning({ id: studentProfiles.id });
    return done.length === 1;
  });
  if (!linked) throw refused();
  return childInfo(db, found.profile.id);
}

/** POST /enable-child and /disable-child; disabling ends every session of the child in the same unit. */
export async function setChildEnabled(db: Database, parentUserId: number, studentProfileId: number, enabled: boolean) {
  const { user } = await myChild(db, parentUserId, studentProfileId);
  await db.write(async (tx) => {
    await tx
      .update(users)
      .set({ status: enabled ? 'active' : 'disabled' })
      .where(eq(users.id, user.id));
    if (!enabled) await endSessions(tx, user.id);
  });
  return childInfo(db, studentProfileId);
}

/** POST /reset-student-password: the child's sessions end, so the old password's sessions stop too. */
export async function resetChildPassword(
  db: Database,
  parentUserId: number,
  studentProfileId: number,
  password: string,
) {
  const { user } = await myChild(db, parentUserId, studentProfileId);
  const passwordHash = await hashSecret(password);
  await db.write(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await endSessions(tx, user.id);
  });
  return childInfo(db, studentProfileId);
}

/** POST /edit-kid-info/{kidId} and /update-child-info. */
export async function editChild(db: Database, parentUserId: number, studentProfileId: number, body: KidFields) {
  const { user } = await myChild(db, parentUserId, studentProfileId);
  const rename = body.username !== undefined && usernameKeyOf(body.username) !== user.usernameKey;
  if (rename && (await isUsernameTaken(db, body.username!))) throw fieldError('username', 'validation.usernameTaken');
  await uniquely(() =>
    db.write(async (tx) => {
      if (body.username !== undefined)
        await tx
          .update(users)
          .set({ username: body.username, usernameKey: usernameKeyOf(body.username) })
          .where(eq(users.id, user.id));
      const profile = {
        ...(body.first_name !== undefined && { firstName: body.first_name }),
        ...(body.last_name !== undefined && { lastName: body.last_name }),
        ...(body.year_of_birth !== undefined && { yearOfBirth: body.year_of_birth }),
      };
      if (Object.keys(profile).length > 0)
        await tx.update(studentProfiles).set(profile).where(eq(studentProfiles.id, studentProfileId));
    }),
  );
  return childInfo(db, studentProfileId);
}

/** GET /get-kids-info: every child of the parent. */
export async function kids(db: Reader, parentUserId: number) {
  const parentProfile = await myParent(db, parentUserId);
  const rows = await db
    .select({ profile: studentProfiles, user: users })
    .from(studentProfiles)
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .where(eq(studentProfiles.parentProfileId, parentProfile.id))
    .orderBy(asc(studentProfiles.id));
  return rows.map(({ profile, user }) => ({
    student_profile_id: profile.id,
    username: user.username,
    first_name: profile.firstName,
    last_name: profile.lastName,
    year_of_birth: profile.yearOfBirth ?? null,
    status: user.status === 'active' ? ('active' as const) : ('disabled' as const),
    is_school_student: profile.schoolId !== null,
    is_trial: profile.isTrial,
  }));
}
