import { and, asc, count, countDistinct, eq, inArray } from 'drizzle-orm';
import type { Reader } from '../db/index.js';
import { containsIgnoringCase } from '../db/sql.js';
import { schooladminSchools, schools, studentProfiles, teacherProfiles } from '../db/tables.js';
import { forbidden } from '../http/errors.js';
import { schooladminProfile } from '../school/service.js';

/** The multi-school administrator's screens: reads only, limited to the schools the caller administers. */

/** A multi-school administrator's schools, filtered by name; a single-school administrator is refused. */
export async function adminSchools(db: Reader, adminUserId: number, search: string | undefined) {
  const profile = await schooladminProfile(db, adminUserId);
  if (!profile.multipleSchools) throw forbidden();
  const term = search?.trim();
  const rows = await db
    .select({ id: schools.id, name: schools.name, city: schools.city, country: schools.country })
    .from(schooladminSchools)
    .innerJoin(schools, eq(schools.id, schooladminSchools.schoolId))
    .where(
      and(
        eq(schooladminSchools.schooladminProfileId, profile.id),
        term ? containsIgnoringCase(schools.name, term) : undefined,
      ),
    )
    .orderBy(asc(schools.name));
  const ids = rows.map((r) => r.id);
  if (!ids.length) return [];
  const teacherCounts = await db
    .select({ schoolId: teacherProfiles.schoolId, n: count() })
    .from(teacherProfiles)
    .where(inArray(teacherProfiles.schoolId, ids))
    .groupBy(teacherProfiles.schoolId);
  const studentCounts = await db
    .select({ schoolId: studentProfiles.schoolId, n: countDistinct(studentProfiles.id) })
    .from(studentProfiles)
    .where(inArray(studentProfiles.schoolId, ids))
    .groupBy(studentProfiles.schoolId);
  return rows.map((r) => ({
    ...r,
    teacher_count: teacherCounts.find((c) => c.schoolId === r.id)?.n ?? 0,
    student_count: studentCounts.find((c) => c.schoolId === r.id)?.n ?? 0,
  }));
}
