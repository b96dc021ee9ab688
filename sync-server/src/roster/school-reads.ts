import { POINTS, type Language } from '@codeyard/shared-schema';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Reader } from '../db/index.js';
import { containsIgnoringCase } from '../db/sql.js';
import { classroomCourses, classrooms, classroomStudents, courses, studentProfiles, users } from '../db/tables.js';
import { forbidden } from '../http/errors.js';
import { ownClassroom, schoolOf, teacherOf } from '../teacher/access.js';
import { pointTotals } from '../teacher/progress.js';
import { classroomInfo } from './classrooms.js';

/** What a teacher reads about their school and classrooms: the classroom form's choices, filters, search, top students. */

/** The grades a classroom may have: 0 (kindergarten) to 12 (docs/decisions.md). */
export const GRADES = Array.from({ length: 13 }, (_, i) => i);
export const SEARCH_PAGE_SIZE = 10;
const STATUSES = ['active', 'archived', 'completed'] as const;

const title = (lang: Language) => (lang === 'ar' ? courses.titleAr : courses.titleEn);

async function ownSchoolTeacher(db: Reader, teacherUserId: number, schoolId: number) {
  const teacher = await teacherOf(db, teacherUserId);
  // Unknown and foreign schools answer the same.
  if (teacher.schoolId !== schoolId) throw forbidden();
  return teacher;
}

/** GET /teacher/get-school-setup-information/{schoolId}. */
export async function schoolSetup(db: Reader, teacherUserId: number, schoolId: number, lang: Language) {
  const teacher = await ownSchoolTeacher(db, teacherUserId, schoolId);
  const school = await schoolOf(db, teacher);
  return {
    school: {
      id: school.id,
      name: school.name,
      preferred_language: school.preferredLanguage,
      allow_teacher_lesson_locking: school.allowTeacherLessonLocking,
      allow_teacher_finish_lessons: school.allowTeacherFinishLessons,
    },
    grades: GRADES,
    courses: await db
      .select({ id: courses.id, title: title(lang) })
      .from(courses)
      .orderBy(asc(courses.sortOrder), asc(courses.id)),
  };
}

/** GET /teacher/get-school-search-filters/{schoolId}. */
export async function searchFilters(db: Reader, teacherUserId: number, schoolId: number, lang: Language) {
  const teacher = await ownSchoolTeacher(db, teacherUserId, schoolId);
  const mine = await db
    .select({ id: classrooms.id, name: classrooms.name, status: classrooms.status, grade: classrooms.schoolGradeId })
    .from(classrooms)
    .where(and(eq(classrooms.teacherProfileId, teacher.id), eq(classrooms.schoolId, teacher.schoolId)))
    .orderBy(asc(classrooms.name), asc(classrooms.id));
  const ids = mine.map((c) => c.id);
  const courseRows = ids.length
    ? await db
        .selectDistinct({ id: courses.id, title: title(lang), sortOrder: courses.sortOrder })
        .from(classroomCourses)
        .innerJoin(courses, eq(courses.id, classroomCourses.courseId))
        .where(inArray(classroomCourses.classroomId, ids))
        .orderBy(asc(courses.sortOrder), asc(courses.id))
    : [];
  return {
    classrooms: mine.map(({ id, name, status }) => ({ id, name, status })),
    grades: [...new Set(mine.map((c) => c.grade))].sort((a, b) => a - b),
    courses: courseRows.map(({ id, title: t }) => ({ id, title: t })),
    statuses: [...STATUSES],
  };
}

/** GET /search-classroom?classroom_name=&page_number=. */
export async function searchClassrooms(
  db: Reader,
  teacherUserId: number,
  name: string | undefined,
  page: number,
  lang: Language,
) {
  const teacher = await teacherOf(db, teacherUserId);
  const term = name?.trim();
  const where = and(
    eq(classrooms.teacherProfileId, teacher.id),
    eq(classrooms.schoolId, teacher.schoolId),
    term ? containsIgnoringCase(classrooms.name, term) : undefined,
  );
  const [{ n }] = await db.select({ n: count() }).from(classrooms).where(where);
  const rows = await db
    .select({ id: classrooms.id })
    .from(classrooms)
    .where(where)
    .orderBy(asc(classrooms.name), asc(classrooms.id))
    .limit(SEARCH_PAGE_SIZE)
    .offset((page - 1) * SEARCH_PAGE_SIZE);
  const found = [];
  for (const r of rows) found.push(await classroomInfo(db, r.id, lang));
  return {
    classrooms: found,
    pagination: { page_number: page, per_page: SEARCH_PAGE_SIZE, total: Number(n) },
  };
}

/** GET /get-top-students-with-classroom-by-teacher/{classRoomId}: the leaderboard's 10. */
export async function topStudents(db: Reader, teacherUserId: number, classroomId: number) {
  const classroom = await ownClassroom(db, await teacherOf(db, teacherUserId), classroomId);
  const students = await db
    .select({
      student_profile_id: studentProfiles.id,
      username: users.username,
      first_name: studentProfiles.firstName,
      last_name: studentProfiles.lastName,
    })
    .from(classroomStudents)
    .innerJoin(studentProfiles, eq(studentProfiles.id, classroomStudents.studentProfileId))
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .where(eq(classroomStudents.classroomId, classroom.id))
    .orderBy(asc(studentProfiles.firstName), asc(studentProfiles.lastName), asc(studentProfiles.id));
  const points = await pointTotals(
    db,
    students.map((s) => s.student_profile_id),
  );
  const ranked = students
    .map((s) => ({
      ...s,
      points: points.get(s.student_profile_id)?.points ?? 0,
      weekly_points: points.get(s.student_profile_id)?.weekly ?? 0,
    }))
    // A stable sort: equal points keep the order by name.
    .sort((a, b) => b.points - a.points)
    .slice(0, POINTS.leaderboardSize)
    .map((s, i) => ({ rank: i + 1, ...s }));
  return { classroom: { id: classroom.id, name: classroom.name }, students: ranked };
}
