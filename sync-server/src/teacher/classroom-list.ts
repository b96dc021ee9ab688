import type { Language } from '@codeyard/shared-schema';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Reader } from '../db/index.js';
import { classroomCourses, classrooms, classroomStudents, courses, teacherProfiles } from '../db/tables.js';
import { forbidden } from '../http/errors.js';

const title = (lang: Language) => (lang === 'ar' ? courses.titleAr : courses.titleEn);

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
