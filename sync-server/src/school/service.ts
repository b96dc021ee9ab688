import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Reader } from '../db/index.js';
import {
  classrooms,
  classroomStudents,
  schooladminProfiles,
  schooladminSchools,
  schools,
  teacherProfiles,
  users,
} from '../db/tables.js';
import { forbidden } from '../http/errors.js';

/** The school administrator's screens: reads only, each limited to the schools the caller administers. */

/** Teachers of a school per page (spec 001 §7.7 "?page"; the size is not shown, 10 like the other lists). */
export const SCHOOL_TEACHERS_PAGE_SIZE = 10;

/** The caller's school administrator profile; any other caller is refused. */
export async function schooladminProfile(db: Reader, adminUserId: number) {
  const [profile] = await db
    .select()
    .from(schooladminProfiles)
    .where(eq(schooladminProfiles.userId, adminUserId))
    .limit(1);
  if (!profile) throw forbidden();
  return profile;
}

/** The teachers of one school, only when the caller administers it (schooladmin_schools). */
export async function schoolTeachers(db: Reader, adminUserId: number, schoolId: number, page: number) {
  const profile = await schooladminProfile(db, adminUserId);
  const [school] = await db
    .select({ id: schools.id, name: schools.name })
    .from(schooladminSchools)
    .innerJoin(schools, eq(schools.id, schooladminSchools.schoolId))
    .where(and(eq(schooladminSchools.schooladminProfileId, profile.id), eq(schooladminSchools.schoolId, schoolId)))
    .limit(1);
  // Unknown and foreign schools answer the same, so that school ids cannot be probed.
  if (!school) throw forbidden();
  const perPage = SCHOOL_TEACHERS_PAGE_SIZE;
  const ofSchool = eq(teacherProfiles.schoolId, school.id);
  const total = (await db.select({ n: count() }).from(teacherProfiles).where(ofSchool).limit(1))[0]?.n ?? 0;
  const rows = await db
    .select({
      teacher_profile_id: teacherProfiles.id,
      username: users.username,
      first_name: teacherProfiles.firstName,
      last_name: teacherProfiles.lastName,
      email: users.email,
      status: users.status,
      classroom_count:
        sql<number>`(select count(*) from ${classrooms} where ${classrooms.teacherProfileId} = ${teacherProfiles.id})`.mapWith(
          Number,
        ),
      student_count: sql<number>`(select count(distinct ${classroomStudents.studentProfileId}) from ${classroomStudents}
        inner join ${classrooms} on ${classrooms.id} = ${classroomStudents.classroomId}
        where ${classrooms.teacherProfileId} = ${teacherProfiles.id})`,
    })
    .from(teacherProfiles)
    .innerJoin(users, eq(users.id, teacherProfiles.userId))
    .where(ofSchool)
    .orderBy(asc(teacherProfiles.lastName), asc(teacherProfiles.firstName), asc(teacherProfiles.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const teachers = rows.map((r) => ({
    ...r,
    status: r.status === 'active' ? ('active' as const) : ('disabled' as const),
    classroom_count: Number(r.classroom_count),
    student_count: Number(r.student_count),
  }));
  return { school, teachers, pagination: { page_number: page, per_page: perPage, total } };
}
