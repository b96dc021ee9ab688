import { eq } from 'drizzle-orm';
import { childOfParent, parentProfileOfUser } from '../accounts/directory.js';
import type { Reader } from '../db/index.js';
import { studentProfiles, users } from '../db/tables.js';
import { forbidden, notFound } from '../http/errors.js';

/** Who the parent is, and which children are theirs: every parent call goes through here. */

export async function myParent(db: Reader, parentUserId: number) {
  const profile = await parentProfileOfUser(db, parentUserId);
  if (!profile) throw forbidden();
  return profile;
}

/** One of the parent's own children, or 403 "This child is not linked to your account." */
export async function myChild(db: Reader, parentUserId: number, studentProfileId: number) {
  const profile = await myParent(db, parentUserId);
  const child = await childOfParent(db, profile.id, studentProfileId);
  if (!child) throw forbidden('errors.notParentOfChild');
  return { parentProfile: profile, ...child };
}

/** A child as the children list shows it (contract ChildInfo). */
export async function childInfo(db: Reader, studentProfileId: number) {
  const [row] = await db
    .select({ profile: studentProfiles, user: users })
    .from(studentProfiles)
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .where(eq(studentProfiles.id, studentProfileId))
    .limit(1);
  if (!row) throw notFound();
  return {
    student_profile_id: row.profile.id,
    username: row.user.username,
    first_name: row.profile.firstName,
    last_name: row.profile.lastName,
    status: row.user.status === 'active' ? ('active' as const) : ('disabled' as const),
    is_school_student: row.profile.schoolId !== null,
    // Points arrive with the learning area (issue 3); a child without events has none.
    points: 0,
    last_activity_at: row.profile.lastActivityAt ?? null,
  };
}
