import type { Language } from '@codeyard/shared-schema';
import { and, asc, eq, gte, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { Reader } from '../db/index.js';
import {
  classroomCourses,
  classroomStudents,
  courses,
  lessonSubmissions,
  pointEvents,
  projectSubmissions,
  questions,
  stoneProgress,
  stones,
  studentProfiles,
  submittedAnswers,
  users,
} from '../db/tables.js';
import { fieldError } from '../http/errors.js';
import { courseTitle, isCompleted, latest, stoneTitle } from '../teacher/progress.js';
import type { Classroom } from '../teacher/access.js';

/** The rows behind every report: reads only, each for objects the caller's checks already allowed. */

export interface Range {
  from?: string;
  to?: string;
}

/** [from 00:00 UTC, the day after `to` 00:00 UTC): a range's ends are whole days. */
export function within(column: Parameters<typeof gte>[0], range: Range) {
  const start = range.from ? `${range.from}T00:00:00.000Z` : undefined;
  const end = range.to ? new Date(Date.parse(`${range.to}T00:00:00Z`) + 86_400_000).toISOString() : undefined;
  return and(isNotNull(column), start ? gte(column, start) : undefined, end ? lt(column, end) : undefined);
}

export async function classroomCourseIds(db: Reader, classroomIds: number[]): Promise<number[]> {
  if (!classroomIds.length) return [];
  const rows = await db
    .selectDistinct({ id: classroomCourses.courseId })
    .from(classroomCourses)
    .where(inArray(classroomCourses.classroomId, classroomIds));
  return rows.map((r) => r.id);
}

export async function studentsOf(db: Reader, classroom: Classroom) {
  return db
    .select({
      id: studentProfiles.id,
      username: users.username,
      firstName: studentProfiles.firstName,
      lastName: studentProfiles.lastName,
      parentEmail: studentProfiles.parentEmail,
    })
    .from(classroomStudents)
    .innerJoin(studentProfiles, eq(studentProfiles.id, classroomStudents.studentProfileId))
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .where(eq(classroomStudents.classroomId, classroom.id))
    .orderBy(asc(studentProfiles.firstName), asc(studentProfiles.lastName), asc(studentProfiles.id));
}

export async function studentName(db: Reader, studentProfileId: number) {
  const [row] = await db
    .select({ username: users.username, first: studentProfiles.firstName, last: studentProfiles.lastName })
    .from(studentProfiles)
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .where(eq(studentProfiles.id, studentProfileId))
    .limit(1);
  return { username: row?.username ?? '', name: `${row?.first ?? ''} ${row?.last ?? ''}`.trim() };
}

export async function courseName(db: Reader, courseId: number, lang: Language) {
  const [row] = await db
    .select({ title: courseTitle(lang) })
    .from(courses)
    .where(eq(courses.id, courseId))
    .limit(1);
  return row?.title ?? '';
}

/** Per student over a range (all time without one): points earned, lessons completed, submissions sent. */
export async function activityInRange(db: Reader, studentIds: number[], range: Range) {
  const result = new Map<number, { points: number; lessons: number; submissions: number }>();
  for (const id of studentIds) result.set(id, { points: 0, lessons: 0, submissions: 0 });
  if (!studentIds.length) return result;
  const points = await db
    .select({ id: pointEvents.studentProfileId, n: sql<number>`sum(${pointEvents.points})`.mapWith(Number) })
    .from(pointEvents)
    .where(and(inArray(pointEvents.studentProfileId, studentIds), within(pointEvents.createdAt, range)))
    .groupBy(pointEvents.studentProfileId);
  for (const r of points) result.get(r.id)!.points = Math.max(0, r.n);
  const lessons = await db
    .select({ id: stoneProgress.studentProfileId, n: sql<number>`count(*)`.mapWith(Number) })
    .from(stoneProgress)
    .where(
      and(
        inArray(stoneProgress.studentProfileId, studentIds),
        isCompleted,
        sql`coalesce(${stoneProgress.completedAt}, ${stoneProgress.updatedAt}) is not null`,
        within(sql`coalesce(${stoneProgress.completedAt}, ${stoneProgress.updatedAt})`, range),
      ),
    )
    .groupBy(stoneProgress.studentProfileId);
  for (const r of lessons) result.get(r.id)!.lessons = r.n;
  const sent = await db
    .select({ id: lessonSubmissions.studentProfileId, n: sql<number>`count(*)`.mapWith(Number) })
    .from(lessonSubmissions)
    .where(and(inArray(lessonSubmissions.studentProfileId, studentIds), within(lessonSubmissions.receivedAt, range)))
    .groupBy(lessonSubmissions.studentProfileId);
  for (const r of sent) result.get(r.id)!.submissions = r.n;
  return result;
}

/** A student's stones in these courses, in map order, with their progress. */
export async function studentLessons(db: Reader, studentProfileId: number, courseIds: number[], lang: Language) {
  if (!courseIds.length) return [];
  const rows = await db
    .select({
      course: courseTitle(lang),
      lesson: stoneTitle(lang),
      kind: stones.kind,
      stoneId: stones.id,
      completedAt: stoneProgress.completedAt,
      teacherFinished: stoneProgress.teacherFinished,
      teacherLocked: stoneProgress.teacherLocked,
      bestScore: stoneProgress.bestScore,
      maxScore: stoneProgress.maxScore,
    })
    .from(stones)
    .innerJoin(courses, eq(courses.id, stones.courseId))
    .leftJoin(
      stoneProgress,
      and(eq(stoneProgress.stoneId, stones.id), eq(stoneProgress.studentProfileId, studentProfileId)),
    )
    .where(and(inArray(stones.courseId, courseIds), eq(stones.retired, false), eq(stones.playable, true)))
    .orderBy(asc(courses.sortOrder), asc(stones.position), asc(stones.id));
  return rows.map((r) => ({
    ...r,
    completed: !!r.completedAt || !!r.teacherFinished,
    teacherFinished: !!r.teacherFinished,
    teacherLocked: !!r.teacherLocked,
    score: r.maxScore ? (r.bestScore ?? 0) / r.maxScore : null,
  }));
}

/** A student's answers by skill (in these courses, or all): answered, right, and the average rate. */
export async function studentSkills(db: Reader, studentProfileId: number, courseIds?: number[]) {
  const rows = await db
    .select({
      skill: questions.skill,
      answered: sql<number>`count(*)`.mapWith(Number),
      correct: sql<number>`sum(case when ${submittedAnswers.correct} then 1 else 0 end)`.mapWith(Number),
      rate: sql<number>`avg(${submittedAnswers.rate})`.mapWith(Number),
    })
    .from(submittedAnswers)
    .innerJoin(lessonSubmissions, eq(lessonSubmissions.id, submittedAnswers.submissionId))
    .innerJoin(questions, eq(questions.id, submittedAnswers.questionId))
    .where(
      and(
        eq(lessonSubmissions.studentProfileId, studentProfileId),
        courseIds ? inArray(lessonSubmissions.courseId, courseIds.length ? courseIds : [-1]) : undefined,
      ),
    )
    .groupBy(questions.skill)
    .orderBy(asc(questions.skill));
  return rows.map((r) => ({
    skill: r.skill,
    answered: r.answered,
    correct: r.correct,
    rate: r.answered ? Math.round(r.rate) : null,
  }));
}

/** A student's submitted projects in a course (drafts are the child's own, never reported). */
export async function studentProjects(db: Reader, studentProfileId: number, courseId: number, lang: Language) {
  return db
    .select({
      name: projectSubmissions.projectName,
      type: projectSubmissions.type,
      status: projectSubmissions.status,
      lesson: stoneTitle(lang),
      points: projectSubmissions.points,
      comment: projectSubmissions.comment,
      submittedAt: projectSubmissions.submittedAt,
      resubmittedAt: projectSubmissions.resubmittedAt,
      reviewedAt: projectSubmissions.reviewedAt,
    })
    .from(projectSubmissions)
    .leftJoin(stones, eq(stones.id, projectSubmissions.lessonId))
    .where(
      and(
        eq(projectSubmissions.studentProfileId, studentProfileId),
        eq(projectSubmissions.courseId, courseId),
        ne(projectSubmissions.status, 'draft'),
      ),
    )
    .orderBy(asc(projectSubmissions.submittedAt), asc(projectSubmissions.id));
}

/** Every lesson submission of these students in these courses, oldest first. */
export async function lessonSubmissionRows(db: Reader, studentIds: number[], courseIds: number[], lang: Language) {
  if (!studentIds.length || !courseIds.length) return [];
  return db
    .select({
      username: users.username,
      firstName: studentProfiles.firstName,
      lastName: studentProfiles.lastName,
      course: courseTitle(lang),
      lesson: stoneTitle(lang),
      stoneId: stones.id,
      kind: lessonSubmissions.kind,
      score: lessonSubmissions.score,
      maxScore: lessonSubmissions.maxScore,
      points: lessonSubmissions.pointsAwarded,
      answeredAt: lessonSubmissions.answeredAt,
      receivedAt: lessonSubmissions.receivedAt,
      studentId: lessonSubmissions.studentProfileId,
    })
    .from(lessonSubmissions)
    .innerJoin(studentProfiles, eq(studentProfiles.id, lessonSubmissions.studentProfileId))
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .innerJoin(stones, eq(stones.id, lessonSubmissions.stoneId))
    .innerJoin(courses, eq(courses.id, lessonSubmissions.courseId))
    .where(and(inArray(lessonSubmissions.studentProfileId, studentIds), inArray(lessonSubmissions.courseId, courseIds)))
    .orderBy(asc(lessonSubmissions.receivedAt), asc(lessonSubmissions.id));
}

/** The same, lesson by lesson: how many submissions, from how many students, the average score. */
export function perLesson(rows: Awaited<ReturnType<typeof lessonSubmissionRows>>) {
  const byLesson = new Map<
    number,
    {
      course: string;
      lesson: string;
      submissions: number;
      students: Set<number>;
      scores: number[];
      last: string | null;
    }
  >();
  for (const r of rows) {
    const entry = byLesson.get(r.stoneId) ?? {
      course: r.course,
      lesson: r.lesson,
      submissions: 0,
      students: new Set<number>(),
      scores: [],
      last: null,
    };
    entry.submissions++;
    entry.students.add(r.studentId);
    if (r.maxScore > 0) entry.scores.push(r.score / r.maxScore);
    entry.last = latest(entry.last, r.receivedAt);
    byLesson.set(r.stoneId, entry);
  }
  return [...byLesson.values()].map((e) => ({
    course: e.course,
    lesson: e.lesson,
    submissions: e.submissions,
    students: e.students.size,
    average: e.scores.length ? e.scores.reduce((a, b) => a + b, 0) / e.scores.length : null,
    last: e.last,
  }));
}

/** The course projects these students submitted in these courses. */
export async function courseProjectRows(db: Reader, studentIds: number[], courseIds: number[], lang: Language) {
  if (!studentIds.length || !courseIds.length) return [];
  return db
    .select({
      username: users.username,
      firstName: studentProfiles.firstName,
      lastName: studentProfiles.lastName,
      course: courseTitle(lang),
      lesson: stoneTitle(lang),
      name: projectSubmissions.projectName,
      status: projectSubmissions.status,
      points: projectSubmissions.points,
      comment: projectSubmissions.comment,
      submittedAt: projectSubmissions.submittedAt,
      reviewedAt: projectSubmissions.reviewedAt,
    })
    .from(projectSubmissions)
    .innerJoin(studentProfiles, eq(studentProfiles.id, projectSubmissions.studentProfileId))
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .innerJoin(courses, eq(courses.id, projectSubmissions.courseId))
    .leftJoin(stones, eq(stones.id, projectSubmissions.lessonId))
    .where(
      and(
        inArray(projectSubmissions.studentProfileId, studentIds),
        inArray(projectSubmissions.courseId, courseIds),
        eq(projectSubmissions.type, 'course'),
        ne(projectSubmissions.status, 'draft'),
      ),
    )
    .orderBy(asc(projectSubmissions.submittedAt), asc(projectSubmissions.id));
}

/** The lesson, when it is a stone of one of these courses (else a field error on lesson_id). */
export async function lessonOfCourses(db: Reader, lessonId: number, courseIds: number[]) {
  const [lesson] = courseIds.length
    ? await db
        .select({ id: stones.id })
        .from(stones)
        .where(and(eq(stones.id, lessonId), inArray(stones.courseId, courseIds)))
        .limit(1)
    : [];
  if (!lesson) throw fieldError('lesson_id', 'validation.lessonNotInClassroom');
  return lesson.id;
}

/** Each answer of these students (to one lesson's questions, or all in these courses). */
export async function answerRows(
  db: Reader,
  studentIds: number[],
  courseIds: number[],
  lessonId: number | undefined,
  lang: Language,
) {
  if (!studentIds.length || !courseIds.length) return [];
  const rows = await db
    .select({
      username: users.username,
      firstName: studentProfiles.firstName,
      lastName: studentProfiles.lastName,
      lesson: stoneTitle(lang),
      position: questions.position,
      definition: questions.definition,
      skill: questions.skill,
      correct: submittedAnswers.correct,
      rate: submittedAnswers.rate,
      receivedAt: lessonSubmissions.receivedAt,
    })
    .from(submittedAnswers)
    .innerJoin(lessonSubmissions, eq(lessonSubmissions.id, submittedAnswers.submissionId))
    .innerJoin(questions, eq(questions.id, submittedAnswers.questionId))
    .innerJoin(stones, eq(stones.id, lessonSubmissions.stoneId))
    .innerJoin(studentProfiles, eq(studentProfiles.id, lessonSubmissions.studentProfileId))
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .where(
      and(
        inArray(lessonSubmissions.studentProfileId, studentIds),
        inArray(lessonSubmissions.courseId, courseIds),
        lessonId !== undefined ? eq(lessonSubmissions.stoneId, lessonId) : undefined,
      ),
    )
    .orderBy(
      asc(studentProfiles.firstName),
      asc(users.username),
      asc(lessonSubmissions.receivedAt),
      asc(questions.position),
    );
  return rows.map((r) => {
    const prompt = (r.definition as { prompt?: Partial<Record<Language, string>> } | null)?.prompt;
    return { ...r, question: prompt?.[lang] ?? prompt?.en ?? '', rate: r.rate / 100 };
  });
}

/** Chart data: a day's value and the running total, days with something in them only. */
function runningSeries(byDay: Map<string, number>) {
  let total = 0;
  return [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, value]) => {
      total += value;
      return { date, value, total };
    });
}

/** GET /get-student-reports/{profileId}/{courseId}/{type}: what the on-screen charts draw. */
export async function studentChart(
  db: Reader,
  studentProfileId: number,
  courseId: number,
  type: 'points' | 'skills' | 'lessons',
) {
  if (type === 'skills') return { type, series: [], skills: await studentSkills(db, studentProfileId, [courseId]) };
  const byDay = new Map<string, number>();
  if (type === 'points') {
    const rows = await db
      .select({ at: lessonSubmissions.receivedAt, points: lessonSubmissions.pointsAwarded })
      .from(lessonSubmissions)
      .where(and(eq(lessonSubmissions.studentProfileId, studentProfileId), eq(lessonSubmissions.courseId, courseId)));
    for (const r of rows) byDay.set(r.at.slice(0, 10), (byDay.get(r.at.slice(0, 10)) ?? 0) + r.points);
  } else {
    const lessons = await studentLessons(db, studentProfileId, [courseId], 'en');
    const done = await db
      .select({
        stone: stoneProgress.stoneId,
        at: sql<string>`coalesce(${stoneProgress.completedAt}, ${stoneProgress.updatedAt})`,
      })
      .from(stoneProgress)
      .where(and(eq(stoneProgress.studentProfileId, studentProfileId), isCompleted));
    const ids = new Set(lessons.map((l) => l.stoneId));
    for (const r of done) {
      if (!ids.has(r.stone) || !r.at) continue;
      const day = new Date(Date.parse(r.at)).toISOString().slice(0, 10);
      byDay.set(day, (byDay.get(day) ?? 0) + 1);
    }
  }
  return { type, series: runningSeries(byDay), skills: [] };
}
