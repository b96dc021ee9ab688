import type { Language } from '@codeyard/shared-schema';
import { and, asc, count, countDistinct, eq, inArray, sql } from 'drizzle-orm';
import type { Reader } from '../db/index.js';
import { containsIgnoringCase } from '../db/sql.js';
import {
  classroomCourses,
  classrooms,
  classroomStudents,
  courses,
  parentProfiles,
  schooladminProfiles,
  schooladminSchools,
  schools,
  studentProfiles,
  teacherProfiles,
  users,
} from '../db/tables.js';
import { forbidden } from '../http/errors.js';

/** The first landing of each role: reads only, each limited to what the caller owns. */

/** Teachers of a school per page (spec 001 §7.7 "?page"; the size is not shown, 10 like the other lists). */
export const SCHOOL_TEACHERS_PAGE_SIZE = 10;

const title = (lang: Language) => (lang === 'ar' ? courses.titleAr : courses.titleEn);

export async function curriculumOverview(db: Reader, lang: Language) {
  return await db
    .select({
      id: courses.id,
      number: courses.number,
      track: courses.track,
      level: courses.level,
      title: title(lang),
      description: lang === 'ar' ? courses.descriptionAr : courses.descriptionEn,
      min_age: courses.minAge,
      max_age: courses.maxAge,
      lesson_count: courses.lessonCount,
      price: courses.price,
    })
    .from(courses)
    .orderBy(asc(courses.sortOrder), asc(courses.number));
}

function pagination(page: number, perPage: number, total: number) {
  return { page_number: page, per_page: perPage, total };
}

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
  return { children, pagination: pagination(page, perPage, total) };
}

/** The teacher's own classrooms with their student counts and course titles. */
export async function teacherClassrooms(db: Reader, teacherUserId: number, lang: Language) {
  const [teacher] = await db
    .select({ id: teacherProfiles.id })
    .from(teacherProfiles)
    .where(eq(teacherProfiles.userId, teacherUserId))
    .limit(1);
  if (!teacher) throw forbidden();
  const rows = await db
    .select({
      id: classrooms.id,
      name: classrooms.name,
      school_grade_id: classrooms.schoolGradeId,
      number_of_seats: classrooms.numberOfSeats,
      locked: classrooms.locked,
      student_count:
        sql<number>`(select count(*) from ${classroomStudents} where ${classroomStudents.classroomId} = ${classrooms.id})`.mapWith(
          Number,
        ),
    })
    .from(classrooms)
    .where(eq(classrooms.teacherProfileId, teacher.id))
    .orderBy(asc(classrooms.name), asc(classrooms.id));
  const ids = rows.map((r) => r.id);
  const courseRows = ids.length
    ? await db
        .select({ classroomId: classroomCourses.classroomId, id: courses.id, title: title(lang) })
        .from(classroomCourses)
        .innerJoin(courses, eq(courses.id, classroomCourses.courseId))
        .where(inArray(classroomCourses.classroomId, ids))
        .orderBy(asc(courses.sortOrder))
    : [];
  return rows.map((r) => ({
    ...r,
    student_count: Number(r.student_count),
    courses: courseRows.filter((c) => c.classroomId === r.id).map(({ id, title: t }) => ({ id, title: t })),
  }));
}

async function adminProfile(db: Reader, adminUserId: number) {
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
  const profile = await adminProfile(db, adminUserId);
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
  return { school, teachers, pagination: pagination(page, perPage, total) };
}

/** A multi-school administrator's schools, filtered by name; a single-school administrator is refused. */
export async function adminSchools(db: Reader, adminUserId: number, search: string | undefined) {
  const profile = await adminProfile(db, adminUserId);
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
