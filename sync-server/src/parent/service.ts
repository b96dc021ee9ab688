import { asc, count, eq } from 'drizzle-orm';
import type { Reader } from '../db/index.js';
import { parentProfiles, studentProfiles, users } from '../db/tables.js';
import { forbidden } from '../http/errors.js';

/** The parent's screens: reads only, limited to the parent's own children. */

/** The parent's own children (linked by parent profile, never by a typed email), a page at a time. */
export async function parentChildren(db: Reader, parentUserId: number, perPage: number, page: number) {
  const [parent] = await db
    .select({ id: parentProfiles.id })
    .from(parentProfiles)
    .where(eq(parentProfiles.userId, parentUserId))
    .limit(1);
  if (!parent) throw forbidden();
  const mine = eq(studentProfiles.parentProfileId, parent.id);
  const total = (await db.select({ n: count() }).from(studentProfiles).where(mine).limit(1))[0]?.n ?? 0;
  const rows = await db
    .select({
      student_profile_id: studentProfiles.id,
      username: users.username,
      first_name: studentProfiles.firstName,
      last_name: studentProfiles.lastName,
      status: users.status,
      school_id: studentProfiles.schoolId,
      last_activity_at: studentProfiles.lastActivityAt,
    })
    .from(studentProfiles)
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .where(mine)
    .orderBy(asc(studentProfiles.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const children = rows.map(({ school_id, status, ...child }) => ({
    ...child,
    status: status === 'active' ? ('active' as const) : ('disabled' as const),
    is_school_student: school_id !== null,
    // Points arrive with the learning area (issue 3); a child without events has none.
    points: 0,
  }));
  return { children, pagination: { page_number: page, per_page: perPage, total } };
}
