import { POINTS, type Language } from '@codeyard/shared-schema';
import { and, asc, count, countDistinct, desc, eq, inArray, or, sql, sum } from 'drizzle-orm';
import type { Reader } from '../db/index.js';
import { containsIgnoringCase } from '../db/sql.js';
import {
  classroomCourses,
  classrooms,
  classroomSchedules,
  classroomStudents,
  courses,
  lessonSubmissions,
  pointEvents,
  projectSubmissions,
  schooladminSchools,
  schools,
  stoneProgress,
  studentProfiles,
  teacherProfiles,
  users,
} from '../db/tables.js';
import {
  activityTimes,
  classroomCourseList,
  completedCounts,
  courseTitle,
  isCompleted,
  playableStoneIds,
  pointTotals,
} from '../teacher/progress.js';
import {
  administeredClassroom,
  administeredStudent,
  administeredTeacher,
  schoolsInScope,
  type Classroom,
} from './access.js';
import { within, type Range } from '../reports/data.js';
import { schooladminProfile } from './service.js';

/** The school administrator's reads (spec 001 §7.7), each limited to the schools the caller administers. */

export const STUDENTS_PAGE_SIZE = 10;

const status = (s: string) => (s === 'active' ? ('active' as const) : ('disabled' as const));

// ---------------------------------------------------------------- the administrator

/** GET /get-schooladmin-info. */
export async function schooladminInfo(db: Reader, adminUserId: number) {
  const profile = await schooladminProfile(db, adminUserId);
  const [user] = await db.select().from(users).where(eq(users.id, adminUserId)).limit(1);
  const [school] = await db.select().from(schools).where(eq(schools.id, profile.schoolId)).limit(1);
  const list = await db
    .select({ id: schools.id, name: schools.name })
    .from(schooladminSchools)
    .innerJoin(schools, eq(schools.id, schooladminSchools.schoolId))
    .where(eq(schooladminSchools.schooladminProfileId, profile.id))
    .orderBy(asc(schools.name));
  return {
    schooladmin_profile_id: profile.id,
    username: user!.username,
    first_name: profile.firstName,
    last_name: profile.lastName,
    email: user!.email,
    phone: user!.phone,
    multiple_schools: profile.multipleSchools,
    school: {
      id: school!.id,
      name: school!.name,
      abbreviation: school!.abbreviation,
      website: school!.website,
      email: school!.email,
      phone: school!.phone,
      city: school!.city,
      country: school!.country,
      address: school!.address,
      preferred_language: school!.preferredLanguage,
    },
    schools: list,
  };
}

// ---------------------------------------------------------------- teachers

async function teacherRows(db: Reader, where: ReturnType<typeof and>) {
  const rows = await db
    .select({
      teacher: teacherProfiles,
      user: users,
      schoolName: schools.name,
      classroom_count:
        sql<number>`(select count(*) from ${classrooms} where ${classrooms.teacherProfileId} = ${teacherProfiles.id})`.mapWith(
          Number,
        ),
      student_count: sql<number>`(select count(distinct ${classroomStudents.studentProfileId}) from ${classroomStudents}
        inner join ${classrooms} on ${classrooms.id} = ${classroomStudents.classroomId}
        where ${classrooms.teacherProfileId} = ${teacherProfiles.id})`.mapWith(Number),
    })
    .from(teacherProfiles)
    .innerJoin(users, eq(users.id, teacherProfiles.userId))
    .innerJoin(schools, eq(schools.id, teacherProfiles.schoolId))
    .where(where)
    .orderBy(asc(teacherProfiles.lastName), asc(teacherProfiles.firstName), asc(teacherProfiles.id));
  return rows.map((r) => ({
    teacher_profile_id: r.teacher.id,
    user_id: r.user.id,
    username: r.user.username,
    first_name: r.teacher.firstName,
    last_name: r.teacher.lastName,
    email: r.user.email,
    b12_email: r.teacher.workEmail,
    phone: r.teacher.phone ?? r.user.phone,
    status: status(r.user.status),
    school_id: r.teacher.schoolId,
    school_name: r.schoolName,
    classroom_count: Number(r.classroom_count),
    student_count: Number(r.student_count),
  }));
}

/** GET /get-teacher-info-by-schooladmin/{id}. */
export async function teacherInfo(db: Reader, adminUserId: number, teacherProfileId: number) {
  const { teacher } = await administeredTeacher(db, adminUserId, teacherProfileId);
  return (await teacherRows(db, and(eq(teacherProfiles.id, teacher.id))))[0]!;
}

/** GET /get-teachers-by-schooladmin and /search-teacher?teacher_name (words in the name or username). */
export async function schoolTeacherList(db: Reader, adminUserId: number, schoolId?: number, search?: string) {
  const { schoolIds } = await schoolsInScope(db, adminUserId, schoolId);
  const words = (search ?? '').trim().split(/\s+/).filter(Boolean);
  return teacherRows(
    db,
    and(
      inArray(teacherProfiles.schoolId, schoolIds),
      ...words.map((w) =>
        or(
          containsIgnoringCase(teacherProfiles.firstName, w),
          containsIgnoringCase(teacherProfiles.lastName, w),
          containsIgnoringCase(users.username, w),
        ),
      ),
    ),
  );
}

// ---------------------------------------------------------------- classrooms

async function classroomCards(db: Reader, rooms: Classroom[], lang: Language) {
  const ids = rooms.map((c) => c.id);
  if (!ids.length) return [];
  const courseList = await classroomCourseList(db, ids, lang);
  const schedules = await db
    .select()
    .from(classroomSchedules)
    .where(inArray(classroomSchedules.classroomId, ids))
    .orderBy(asc(classroomSchedules.day));
  const counts = await db
    .select({ id: classroomStudents.classroomId, n: count() })
    .from(classroomStudents)
    .where(inArray(classroomStudents.classroomId, ids))
    .groupBy(classroomStudents.classroomId);
  return rooms.map((c) => ({
    id: c.id,
    name: c.name,
    school_id: c.schoolId,
    teacher_profile_id: c.teacherProfileId,
    school_grade_id: c.schoolGradeId,
    number_of_seats: c.numberOfSeats,
    status: c.status,
    locked: c.locked,
    student_count: Number(counts.find((x) => x.id === c.id)?.n ?? 0),
    courses: courseList.filter((x) => x.classroomId === c.id).map(({ id, title }) => ({ id, title })),
    schedules: schedules
      .filter((s) => s.classroomId === c.id)
      .map((s) => ({ day: s.day, start_time: s.startTime, end_time: s.endTime })),
  }));
}

/** GET /get-teacher-classrooms-by-schooladmin/{id}. */
export async function teacherClassrooms(db: Reader, adminUserId: number, teacherProfileId: number, lang: Language) {
  const { teacher } = await administeredTeacher(db, adminUserId, teacherProfileId);
  const rooms = await db
    .select()
    .from(classrooms)
    .where(and(eq(classrooms.teacherProfileId, teacher.id), eq(classrooms.schoolId, teacher.schoolId)))
    .orderBy(asc(classrooms.name), asc(classrooms.id));
  return classroomCards(db, rooms, lang);
}

/** The students of a classroom with their points and lessons completed in its courses. */
export async function classroomStudentRows(db: Reader, classroom: Classroom) {
  const courseIds = (
    await db
      .select({ id: classroomCourses.courseId })
      .from(classroomCourses)
      .where(eq(classroomCourses.classroomId, classroom.id))
  ).map((r) => r.id);
  const lessonIds = await playableStoneIds(db, courseIds);
  const rows = await db
    .select({ student: studentProfiles, user: users })
    .from(classroomStudents)
    .innerJoin(studentProfiles, eq(studentProfiles.id, classroomStudents.studentProfileId))
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .where(eq(classroomStudents.classroomId, classroom.id))
    .orderBy(asc(studentProfiles.firstName), asc(studentProfiles.lastName), asc(studentProfiles.id));
  const ids = rows.map((r) => r.student.id);
  const completed = await completedCounts(db, ids, lessonIds);
  const points = await pointTotals(db, ids);
  const times = await activityTimes(db, ids);
  return rows.map((r) => ({
    student_profile_id: r.student.id,
    username: r.user.username,
    first_name: r.student.firstName,
    last_name: r.student.lastName,
    status: status(r.user.status),
    points: points.get(r.student.id)?.points ?? 0,
    lessons_completed: completed.get(r.student.id) ?? 0,
    lessons_total: lessonIds.length,
    last_activity_at: times.get(r.student.id)?.lastActivityAt ?? null,
  }));
}

/** GET /get-classroom-details-by-schooladmin/{teacherId}/{classroomId}. */
export async function classroomDetails(
  db: Reader,
  adminUserId: number,
  teacherProfileId: number,
  classroomId: number,
  lang: Language,
) {
  const { teacher } = await administeredTeacher(db, adminUserId, teacherProfileId);
  const classroom = await administeredClassroom(db, teacher, classroomId);
  return {
    classroom: (await classroomCards(db, [classroom], lang))[0]!,
    students: await classroomStudentRows(db, classroom),
  };
}

// ---------------------------------------------------------------- students

async function studentRowsOf(
  db: Reader,
  rows: { student: typeof studentProfiles.$inferSelect; user: typeof users.$inferSelect }[],
) {
  const ids = rows.map((r) => r.student.id);
  const points = await pointTotals(db, ids);
  const times = await activityTimes(db, ids);
  const seats = ids.length
    ? await db
        .select({
          student: classroomStudents.studentProfileId,
          id: classrooms.id,
          name: classrooms.name,
          teacher: teacherProfiles.id,
          first: teacherProfiles.firstName,
          last: teacherProfiles.lastName,
        })
        .from(classroomStudents)
        .innerJoin(classrooms, eq(classrooms.id, classroomStudents.classroomId))
        .innerJoin(teacherProfiles, eq(teacherProfiles.id, classrooms.teacherProfileId))
        .where(inArray(classroomStudents.studentProfileId, ids))
        .orderBy(asc(classrooms.name), asc(classrooms.id))
    : [];
  return rows.map((r) => ({
    student_profile_id: r.student.id,
    username: r.user.username,
    first_name: r.student.firstName,
    last_name: r.student.lastName,
    status: status(r.user.status),
    school_id: r.student.schoolId!,
    grade: r.student.grade,
    points: points.get(r.student.id)?.points ?? 0,
    last_activity_at: times.get(r.student.id)?.lastActivityAt ?? null,
    classrooms: seats
      .filter((s) => s.student === r.student.id)
      .map((s) => ({
        id: s.id,
        name: s.name,
        teacher_profile_id: s.teacher,
        teacher_name: `${s.first} ${s.last}`.trim(),
      })),
  }));
}

/** GET /school/get-school-students-details: a page of the schools' students, by name, in a course. */
export async function schoolStudents(
  db: Reader,
  adminUserId: number,
  query: { school_id?: number; course_id?: number; search?: string; page?: number },
) {
  const { schoolIds } = await schoolsInScope(db, adminUserId, query.school_id);
  const words = (query.search ?? '').trim().split(/\s+/).filter(Boolean);
  const inCourse =
    query.course_id !== undefined
      ? inArray(
          studentProfiles.id,
          db
            .select({ id: classroomStudents.studentProfileId })
            .from(classroomStudents)
            .innerJoin(classroomCourses, eq(classroomCourses.classroomId, classroomStudents.classroomId))
            .where(eq(classroomCourses.courseId, query.course_id)),
        )
      : undefined;
  const where = and(
    inArray(studentProfiles.schoolId, schoolIds),
    inCourse,
    ...words.map((w) =>
      or(
        containsIgnoringCase(studentProfiles.firstName, w),
        containsIgnoringCase(studentProfiles.lastName, w),
        containsIgnoringCase(users.username, w),
      ),
    ),
  );
  const page = query.page ?? 1;
  const [total] = await db
    .select({ n: count() })
    .from(studentProfiles)
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .where(where);
  const rows = await db
    .select({ student: studentProfiles, user: users })
    .from(studentProfiles)
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .where(where)
    .orderBy(asc(studentProfiles.firstName), asc(studentProfiles.lastName), asc(studentProfiles.id))
    .limit(STUDENTS_PAGE_SIZE)
    .offset((page - 1) * STUDENTS_PAGE_SIZE);
  return {
    students: await studentRowsOf(db, rows),
    pagination: { page_number: page, per_page: STUDENTS_PAGE_SIZE, total: Number(total?.n ?? 0) },
  };
}

/** GET /school/get-school-student-course: the courses of the schools' classrooms, with their counts. */
export async function schoolCourses(db: Reader, adminUserId: number, schoolId: number | undefined, lang: Language) {
  const { schoolIds } = await schoolsInScope(db, adminUserId, schoolId);
  const rows = await db
    .select({
      id: courses.id,
      title: courseTitle(lang),
      classroom_count: countDistinct(classroomCourses.classroomId),
      student_count: countDistinct(classroomStudents.studentProfileId),
    })
    .from(classroomCourses)
    .innerJoin(classrooms, eq(classrooms.id, classroomCourses.classroomId))
    .innerJoin(courses, eq(courses.id, classroomCourses.courseId))
    .leftJoin(classroomStudents, eq(classroomStudents.classroomId, classrooms.id))
    .where(inArray(classrooms.schoolId, schoolIds))
    .groupBy(courses.id, courses.titleEn, courses.titleAr, courses.sortOrder)
    .orderBy(asc(courses.sortOrder));
  return rows.map((r) => ({
    ...r,
    classroom_count: Number(r.classroom_count),
    student_count: Number(r.student_count),
  }));
}

/** A student's courses (through their classrooms) and their progress in each. */
export async function studentCourses(db: Reader, studentProfileId: number, lang: Language) {
  const list = await db
    .selectDistinct({ id: courses.id, title: courseTitle(lang), sortOrder: courses.sortOrder })
    .from(classroomStudents)
    .innerJoin(classroomCourses, eq(classroomCourses.classroomId, classroomStudents.classroomId))
    .innerJoin(courses, eq(courses.id, classroomCourses.courseId))
    .where(eq(classroomStudents.studentProfileId, studentProfileId))
    .orderBy(asc(courses.sortOrder));
  const result = [];
  for (const course of list) {
    const lessonIds = await playableStoneIds(db, [course.id]);
    const completed = (await completedCounts(db, [studentProfileId], lessonIds)).get(studentProfileId) ?? 0;
    // Points earned in the course's lessons: what its submissions awarded.
    const [pts] = await db
      .select({ n: sum(lessonSubmissions.pointsAwarded) })
      .from(lessonSubmissions)
      .where(and(eq(lessonSubmissions.studentProfileId, studentProfileId), eq(lessonSubmissions.courseId, course.id)));
    result.push({
      id: course.id,
      title: course.title,
      lessons_completed: completed,
      lessons_total: lessonIds.length,
      points: Math.max(0, Number(pts?.n ?? 0)),
    });
  }
  return result;
}

/** GET /school/get-school-student-courses?student_profile_id. */
export async function schoolStudentCourses(db: Reader, adminUserId: number, studentProfileId: number, lang: Language) {
  const row = await administeredStudent(db, adminUserId, studentProfileId);
  return { student: (await studentRowsOf(db, [row]))[0]!, courses: await studentCourses(db, studentProfileId, lang) };
}

/** GET /school/get-school-students-classroom-details?student_profile_id. */
export async function schoolStudentClassrooms(
  db: Reader,
  adminUserId: number,
  studentProfileId: number,
  lang: Language,
) {
  const row = await administeredStudent(db, adminUserId, studentProfileId);
  const rooms = (
    await db
      .select({ classroom: classrooms })
      .from(classroomStudents)
      .innerJoin(classrooms, eq(classrooms.id, classroomStudents.classroomId))
      .where(eq(classroomStudents.studentProfileId, studentProfileId))
      .orderBy(asc(classrooms.name), asc(classrooms.id))
  ).map((r) => r.classroom);
  const cards = await classroomCards(db, rooms, lang);
  const result = [];
  for (const card of cards) {
    const lessonIds = await playableStoneIds(
      db,
      card.courses.map((c) => c.id),
    );
    const [teacher] = await db
      .select({ first: teacherProfiles.firstName, last: teacherProfiles.lastName })
      .from(teacherProfiles)
      .where(eq(teacherProfiles.id, card.teacher_profile_id));
    result.push({
      classroom: card,
      teacher_name: teacher ? `${teacher.first} ${teacher.last}`.trim() : '',
      lessons_completed: (await completedCounts(db, [studentProfileId], lessonIds)).get(studentProfileId) ?? 0,
      lessons_total: lessonIds.length,
    });
  }
  return { student: (await studentRowsOf(db, [row]))[0]!, classrooms: result };
}

// ---------------------------------------------------------------- top students

/** The students of these schools with the most points (ties: the name, then the id). */
export async function topStudents(db: Reader, schoolIds: number[]) {
  const total = sql<number>`coalesce(sum(${pointEvents.points}), 0)`.mapWith(Number);
  const rows = await db
    .select({
      id: studentProfiles.id,
      username: users.username,
      first: studentProfiles.firstName,
      last: studentProfiles.lastName,
      schoolId: studentProfiles.schoolId,
      points: total,
    })
    .from(studentProfiles)
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .leftJoin(pointEvents, eq(pointEvents.studentProfileId, studentProfiles.id))
    .where(inArray(studentProfiles.schoolId, schoolIds))
    .groupBy(
      studentProfiles.id,
      users.username,
      studentProfiles.firstName,
      studentProfiles.lastName,
      studentProfiles.schoolId,
    )
    .orderBy(desc(total), asc(studentProfiles.firstName), asc(studentProfiles.id))
    .limit(POINTS.leaderboardSize);
  return rows.map((r, i) => ({
    rank: i + 1,
    student_profile_id: r.id,
    username: r.username,
    first_name: r.first,
    last_name: r.last,
    school_id: r.schoolId!,
    points: Math.max(0, Number(r.points)),
  }));
}

// ---------------------------------------------------------------- statistics over a date range

/** Counts for a set of students over the range. */
async function studentActivity(db: Reader, studentIds: number[], range: Range) {
  if (!studentIds.length)
    return { active_students: 0, lessons_completed: 0, points: 0, projects_submitted: 0, projects_approved: 0 };
  const [active] = await db
    .select({ n: countDistinct(lessonSubmissions.studentProfileId) })
    .from(lessonSubmissions)
    .where(and(inArray(lessonSubmissions.studentProfileId, studentIds), within(lessonSubmissions.receivedAt, range)));
  const [lessons] = await db
    .select({ n: count() })
    .from(stoneProgress)
    .where(
      and(
        inArray(stoneProgress.studentProfileId, studentIds),
        isCompleted,
        or(
          within(stoneProgress.completedAt, range),
          and(sql`${stoneProgress.completedAt} is null`, within(stoneProgress.updatedAt, range)),
        ),
      ),
    );
  const [pts] = await db
    .select({ n: sum(pointEvents.points) })
    .from(pointEvents)
    .where(and(inArray(pointEvents.studentProfileId, studentIds), within(pointEvents.createdAt, range)));
  const [submitted] = await db
    .select({ n: count() })
    .from(projectSubmissions)
    .where(
      and(inArray(projectSubmissions.studentProfileId, studentIds), within(projectSubmissions.submittedAt, range)),
    );
  const [approved] = await db
    .select({ n: count() })
    .from(projectSubmissions)
    .where(
      and(
        inArray(projectSubmissions.studentProfileId, studentIds),
        eq(projectSubmissions.status, 'approved'),
        within(projectSubmissions.reviewedAt, range),
      ),
    );
  return {
    active_students: Number(active?.n ?? 0),
    lessons_completed: Number(lessons?.n ?? 0),
    points: Math.max(0, Number(pts?.n ?? 0)),
    projects_submitted: Number(submitted?.n ?? 0),
    projects_approved: Number(approved?.n ?? 0),
  };
}

/** GET /generate-statistic-report-by-schooladmin: the totals over the range for one school or all of the caller's. */
export async function schoolStatistics(db: Reader, adminUserId: number, query: Range & { school_id?: number }) {
  const { schoolIds } = await schoolsInScope(db, adminUserId, query.school_id);
  return statisticsOf(db, schoolIds, query);
}

export async function statisticsOf(db: Reader, schoolIds: number[], range: Range) {
  const [teachers] = await db
    .select({ n: count() })
    .from(teacherProfiles)
    .where(inArray(teacherProfiles.schoolId, schoolIds));
  const [rooms] = await db.select({ n: count() }).from(classrooms).where(inArray(classrooms.schoolId, schoolIds));
  const studentIds = (
    await db
      .select({ id: studentProfiles.id })
      .from(studentProfiles)
      .where(inArray(studentProfiles.schoolId, schoolIds))
  ).map((r) => r.id);
  return {
    from: range.from ?? null,
    to: range.to ?? null,
    school_ids: schoolIds,
    teachers: Number(teachers?.n ?? 0),
    classrooms: Number(rooms?.n ?? 0),
    students: studentIds.length,
    ...(await studentActivity(db, studentIds, range)),
  };
}

/** GET /get-school-statistic-report: the totals and each classroom's share of them. */
export async function schoolStatisticReport(db: Reader, adminUserId: number, query: Range & { school_id?: number }) {
  const { schoolIds } = await schoolsInScope(db, adminUserId, query.school_id);
  return {
    totals: await statisticsOf(db, schoolIds, query),
    classrooms: await classroomStatistics(db, schoolIds, query),
  };
}

export async function classroomStatistics(db: Reader, schoolIds: number[], range: Range) {
  const rooms = await db
    .select({ classroom: classrooms, first: teacherProfiles.firstName, last: teacherProfiles.lastName })
    .from(classrooms)
    .innerJoin(teacherProfiles, eq(teacherProfiles.id, classrooms.teacherProfileId))
    .where(inArray(classrooms.schoolId, schoolIds))
    .orderBy(asc(classrooms.schoolId), asc(classrooms.name), asc(classrooms.id));
  const result = [];
  for (const r of rooms) {
    const ids = (
      await db
        .select({ id: classroomStudents.studentProfileId })
        .from(classroomStudents)
        .where(eq(classroomStudents.classroomId, r.classroom.id))
    ).map((x) => x.id);
    const activity = await studentActivity(db, ids, range);
    result.push({
      classroom_id: r.classroom.id,
      classroom_name: r.classroom.name,
      teacher_profile_id: r.classroom.teacherProfileId,
      teacher_name: `${r.first} ${r.last}`.trim(),
      school_id: r.classroom.schoolId,
      students: ids.length,
      active_students: activity.active_students,
      lessons_completed: activity.lessons_completed,
      points: activity.points,
      projects_submitted: activity.projects_submitted,
    });
  }
  return result;
}
