import type { Language } from '@codeyard/shared-schema';
import { and, asc, count, countDistinct, eq, inArray, sql } from 'drizzle-orm';
import type { Reader } from '../db/index.js';
import {
  classrooms,
  classroomStudents,
  lessonSubmissions,
  questions,
  stoneProgress,
  studentProfiles,
  users,
} from '../db/tables.js';
import { forbidden } from '../http/errors.js';
import { classroomStudentIds, ownClassroom, schoolOf, teacherOf, type Classroom } from './access.js';
import {
  activityTimes,
  classroomCourseList,
  completedCounts,
  courseStones,
  isCompleted,
  latest,
  percent,
  playableStoneIds,
  pointTotals,
} from './progress.js';

/** The teacher's classroom screens (spec 000 §2: /teacher/classrooms, classrooms-details/{id}, progress-assessment). */

const pagination = (page: number, perPage: number, total: number) => ({ page_number: page, per_page: perPage, total });

const schoolSetup = (school: {
  id: number;
  name: string;
  allowTeacherLessonLocking: boolean;
  allowTeacherFinishLessons: boolean;
}) => ({
  id: school.id,
  name: school.name,
  allow_teacher_lesson_locking: school.allowTeacherLessonLocking,
  allow_teacher_finish_lessons: school.allowTeacherFinishLessons,
});

/** A classroom's courses, its playable lessons and its students: what every card and header counts with. */
async function classroomFrame(db: Reader, classroom: Classroom, lang: Language) {
  const courseList = (await classroomCourseList(db, [classroom.id], lang)).map(({ id, title }) => ({ id, title }));
  const lessonIds = await playableStoneIds(
    db,
    courseList.map((c) => c.id),
  );
  const studentIds = await classroomStudentIds(db, classroom.id);
  return { courseList, lessonIds, studentIds };
}

/** GET /teacher/get-school-teacher-classrooms-summary/{schoolId}: the teacher's classrooms at their own school. */
export async function classroomsSummary(
  db: Reader,
  teacherUserId: number,
  schoolId: number,
  perPage: number,
  page: number,
  lang: Language,
) {
  const teacher = await teacherOf(db, teacherUserId);
  if (teacher.schoolId !== schoolId) throw forbidden();
  const school = await schoolOf(db, teacher);
  const mine = and(eq(classrooms.teacherProfileId, teacher.id), eq(classrooms.schoolId, school.id));
  const [{ n: total }] = await db.select({ n: count() }).from(classrooms).where(mine);
  const rows = await db
    .select()
    .from(classrooms)
    .where(mine)
    .orderBy(asc(classrooms.name), asc(classrooms.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const cards = [];
  for (const classroom of rows) {
    const { courseList, lessonIds, studentIds } = await classroomFrame(db, classroom, lang);
    const completed = [...(await completedCounts(db, studentIds, lessonIds)).values()].reduce((a, b) => a + b, 0);
    const stoneIds = (
      await courseStones(
        db,
        courseList.map((c) => c.id),
        lang,
      )
    ).map((s) => s.id);
    const times = [...(await activityTimes(db, studentIds, stoneIds)).values()];
    const maxOf = (values: (string | null)[]) => values.reduce<string | null>((a, b) => latest(a, b), null);
    cards.push({
      id: classroom.id,
      name: classroom.name,
      school_grade_id: classroom.schoolGradeId,
      number_of_seats: classroom.numberOfSeats,
      locked: classroom.locked,
      courses: courseList,
      student_count: studentIds.length,
      lesson_count: lessonIds.length,
      completed_count: completed,
      completion_rate: percent(completed, studentIds.length * lessonIds.length) ?? 0,
      submission_count: times.reduce((a, t) => a + t.submissions, 0),
      last_activity_at: maxOf(times.map((t) => t.lastActivityAt)),
      last_received_at: maxOf(times.map((t) => t.lastReceivedAt)),
    });
  }
  return { school: schoolSetup(school), classrooms: cards, pagination: pagination(page, perPage, total) };
}

/** GET /teacher/get-school-classroom-details/{id}: the classroom and a page of its students. */
export async function classroomDetails(
  db: Reader,
  teacherUserId: number,
  classroomId: number,
  perPage: number,
  page: number,
  lang: Language,
) {
  const teacher = await teacherOf(db, teacherUserId);
  const classroom = await ownClassroom(db, teacher, classroomId);
  const school = await schoolOf(db, teacher);
  const { courseList, lessonIds, studentIds } = await classroomFrame(db, classroom, lang);

  const rows = await db
    .select({
      id: studentProfiles.id,
      username: users.username,
      firstName: studentProfiles.firstName,
      lastName: studentProfiles.lastName,
      status: users.status,
    })
    .from(classroomStudents)
    .innerJoin(studentProfiles, eq(studentProfiles.id, classroomStudents.studentProfileId))
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .where(eq(classroomStudents.classroomId, classroom.id))
    .orderBy(asc(studentProfiles.firstName), asc(studentProfiles.lastName), asc(studentProfiles.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const pageIds = rows.map((r) => r.id);
  const completed = await completedCounts(db, pageIds, lessonIds);
  const points = await pointTotals(db, pageIds);
  const times = await activityTimes(db, pageIds);

  return {
    classroom: {
      id: classroom.id,
      name: classroom.name,
      school_id: classroom.schoolId,
      school_grade_id: classroom.schoolGradeId,
      number_of_seats: classroom.numberOfSeats,
      locked: classroom.locked,
      courses: courseList,
      student_count: studentIds.length,
      lesson_count: lessonIds.length,
      allow_teacher_lesson_locking: school.allowTeacherLessonLocking,
      allow_teacher_finish_lessons: school.allowTeacherFinishLessons,
    },
    students: rows.map((r) => ({
      student_profile_id: r.id,
      username: r.username,
      first_name: r.firstName,
      last_name: r.lastName,
      status: r.status === 'disabled' ? ('disabled' as const) : ('active' as const),
      lessons_completed: completed.get(r.id) ?? 0,
      lessons_total: lessonIds.length,
      points: points.get(r.id)?.points ?? 0,
      weekly_points: points.get(r.id)?.weekly ?? 0,
      last_activity_at: times.get(r.id)?.lastActivityAt ?? null,
      last_received_at: times.get(r.id)?.lastReceivedAt ?? null,
    })),
    pagination: pagination(page, perPage, studentIds.length),
  };
}

/** GET /teacher/get-school-teacher-classroom-lessons/{id}: each lesson of the classroom's courses with its students' counts. */
export async function classroomLessons(db: Reader, teacherUserId: number, classroomId: number, lang: Language) {
  const teacher = await teacherOf(db, teacherUserId);
  const classroom = await ownClassroom(db, teacher, classroomId);
  const courseList = await classroomCourseList(db, [classroom.id], lang);
  const lessons = await courseStones(
    db,
    courseList.map((c) => c.id),
    lang,
  );
  const studentIds = await classroomStudentIds(db, classroom.id);
  const lessonIds = lessons.map((l) => l.id);

  const progress =
    studentIds.length && lessonIds.length
      ? await db
          .select({
            stone: stoneProgress.stoneId,
            completed: sql<number>`sum(case when ${isCompleted} then 1 else 0 end)`.mapWith(Number),
            finished: sql<number>`sum(case when ${stoneProgress.teacherFinished} then 1 else 0 end)`.mapWith(Number),
            locked: sql<number>`sum(case when ${stoneProgress.teacherLocked} then 1 else 0 end)`.mapWith(Number),
          })
          .from(stoneProgress)
          .where(and(inArray(stoneProgress.studentProfileId, studentIds), inArray(stoneProgress.stoneId, lessonIds)))
          .groupBy(stoneProgress.stoneId)
      : [];
  const submitted =
    studentIds.length && lessonIds.length
      ? await db
          .select({ stone: lessonSubmissions.stoneId, n: countDistinct(lessonSubmissions.studentProfileId) })
          .from(lessonSubmissions)
          .where(
            and(inArray(lessonSubmissions.studentProfileId, studentIds), inArray(lessonSubmissions.stoneId, lessonIds)),
          )
          .groupBy(lessonSubmissions.stoneId)
      : [];
  const questionCounts = lessonIds.length
    ? await db
        .select({ stone: questions.stoneId, n: count() })
        .from(questions)
        .where(and(inArray(questions.stoneId, lessonIds), eq(questions.retired, false)))
        .groupBy(questions.stoneId)
    : [];
  const byStone = <T extends { stone: number }>(rows: T[]) => new Map(rows.map((r) => [r.stone, r]));
  const p = byStone(progress);
  const s = byStone(submitted);
  const q = byStone(questionCounts);

  return {
    classroom: { id: classroom.id, name: classroom.name, locked: classroom.locked, student_count: studentIds.length },
    courses: courseList.map((course) => ({
      id: course.id,
      title: course.title,
      lessons: lessons
        .filter((l) => l.courseId === course.id)
        .map((l) => ({
          lesson_id: l.id,
          position: l.position,
          kind: l.kind,
          title: l.title,
          playable: l.playable,
          question_count: q.get(l.id)?.n ?? 0,
          completed_count: p.get(l.id)?.completed ?? 0,
          teacher_finished_count: p.get(l.id)?.finished ?? 0,
          teacher_locked_count: p.get(l.id)?.locked ?? 0,
          submitted_count: s.get(l.id)?.n ?? 0,
        })),
    })),
  };
}

/** GET /teacher/get-classroom-completed-lessons?classroom_id=: per student, the lesson ids completed, finished and locked. */
export async function classroomCompletedLessons(
  db: Reader,
  teacherUserId: number,
  classroomId: number,
  lang: Language,
) {
  const teacher = await teacherOf(db, teacherUserId);
  const classroom = await ownClassroom(db, teacher, classroomId);
  const courseIds = (await classroomCourseList(db, [classroom.id], lang)).map((c) => c.id);
  const lessonIds = (await courseStones(db, courseIds, lang)).map((l) => l.id);
  const students = await db
    .select({
      id: studentProfiles.id,
      username: users.username,
      firstName: studentProfiles.firstName,
      lastName: studentProfiles.lastName,
    })
    .from(classroomStudents)
    .innerJoin(studentProfiles, eq(studentProfiles.id, classroomStudents.studentProfileId))
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .where(eq(classroomStudents.classroomId, classroom.id))
    .orderBy(asc(studentProfiles.firstName), asc(studentProfiles.lastName), asc(studentProfiles.id));
  const order = new Map(lessonIds.map((id, i) => [id, i]));
  const progress =
    students.length && lessonIds.length
      ? (
          await db
            .select({
              student: stoneProgress.studentProfileId,
              stone: stoneProgress.stoneId,
              completed: sql<boolean>`${isCompleted}`.mapWith(Boolean),
              finished: stoneProgress.teacherFinished,
              locked: stoneProgress.teacherLocked,
            })
            .from(stoneProgress)
            .where(
              and(
                inArray(
                  stoneProgress.studentProfileId,
                  students.map((s) => s.id),
                ),
                inArray(stoneProgress.stoneId, lessonIds),
              ),
            )
        ).sort((a, b) => order.get(a.stone)! - order.get(b.stone)!)
      : [];
  return {
    classroom_id: classroom.id,
    locked: classroom.locked,
    students: students.map((s) => {
      const mine = progress.filter((p) => p.student === s.id);
      return {
        student_profile_id: s.id,
        username: s.username,
        first_name: s.firstName,
        last_name: s.lastName,
        completed_lesson_ids: mine.filter((p) => p.completed).map((p) => p.stone),
        teacher_finished_lesson_ids: mine.filter((p) => p.finished).map((p) => p.stone),
        teacher_locked_lesson_ids: mine.filter((p) => p.locked).map((p) => p.stone),
      };
    }),
  };
}
