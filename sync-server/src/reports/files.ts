import type { Language } from '@codeyard/shared-schema';
import type { Reader } from '../db/index.js';
import { activityTimes, pointTotals } from '../teacher/progress.js';
import type { Classroom } from '../teacher/access.js';
import { classroomStudentRows, classroomStatistics, statisticsOf } from '../school/reads.js';
import {
  activityInRange,
  answerRows,
  classroomCourseIds,
  courseName,
  courseProjectRows,
  lessonSubmissionRows,
  perLesson,
  studentLessons,
  studentName,
  studentProjects,
  studentSkills,
  studentsOf,
  type Range,
} from './data.js';
import { sheet, type AnySheet } from './sheet.js';

/**
 * What each report's workbook holds: its sheets, their columns (a header locale key and a type) and
 * their rows. docs/decisions.md lists them for readers of the files.
 */

const fullName = (r: { firstName: string; lastName: string }) => `${r.firstName} ${r.lastName}`.trim();

/** A classroom's students: points, lessons, last activity (the teacher's classroom report). */
export async function classroomStudentsSheets(db: Reader, classroom: Classroom): Promise<AnySheet[]> {
  const rows = await classroomStudentRows(db, classroom);
  const weekly = await pointTotals(
    db,
    rows.map((r) => r.student_profile_id),
  );
  return [
    sheet({
      name: 'students',
      rows,
      columns: [
        { key: 'username', type: 'text', value: (r) => r.username },
        { key: 'firstName', type: 'text', value: (r) => r.first_name },
        { key: 'lastName', type: 'text', value: (r) => r.last_name },
        { key: 'status', type: 'label', value: (r) => r.status },
        { key: 'points', type: 'integer', value: (r) => r.points },
        { key: 'weeklyPoints', type: 'integer', value: (r) => weekly.get(r.student_profile_id)?.weekly ?? 0 },
        { key: 'lessonsCompleted', type: 'integer', value: (r) => r.lessons_completed },
        { key: 'lessonsTotal', type: 'integer', value: (r) => r.lessons_total },
        {
          key: 'progress',
          type: 'percent',
          value: (r) => (r.lessons_total ? r.lessons_completed / r.lessons_total : null),
        },
        { key: 'lastActivity', type: 'datetime', value: (r) => r.last_activity_at },
      ],
    }),
  ];
}

/** The school administrator's classroom report over a range: what each student did between from and to. */
export async function classroomRangeSheets(db: Reader, classroom: Classroom, range: Range): Promise<AnySheet[]> {
  const students = await studentsOf(db, classroom);
  const ids = students.map((s) => s.id);
  const activity = await activityInRange(db, ids, range);
  const all = await pointTotals(db, ids);
  const times = await activityTimes(db, ids);
  return [
    sheet({
      name: 'students',
      rows: students,
      columns: [
        { key: 'username', type: 'text', value: (r) => r.username },
        { key: 'firstName', type: 'text', value: (r) => r.firstName },
        { key: 'lastName', type: 'text', value: (r) => r.lastName },
        { key: 'pointsInRange', type: 'integer', value: (r) => activity.get(r.id)?.points ?? 0 },
        { key: 'lessonsInRange', type: 'integer', value: (r) => activity.get(r.id)?.lessons ?? 0 },
        { key: 'submissionsInRange', type: 'integer', value: (r) => activity.get(r.id)?.submissions ?? 0 },
        { key: 'points', type: 'integer', value: (r) => all.get(r.id)?.points ?? 0 },
        { key: 'lastActivity', type: 'datetime', value: (r) => times.get(r.id)?.lastActivityAt },
      ],
    }),
    sheet({
      name: 'range',
      rows: [range],
      columns: [
        { key: 'classroom', type: 'text', value: () => classroom.name },
        { key: 'from', type: 'date', value: (r) => r.from },
        { key: 'to', type: 'date', value: (r) => r.to },
      ],
    }),
  ];
}

function lessonsSheet(lessons: Awaited<ReturnType<typeof studentLessons>>): AnySheet {
  return sheet({
    name: 'lessons',
    rows: lessons,
    columns: [
      { key: 'course', type: 'text', value: (r) => r.course },
      { key: 'lesson', type: 'text', value: (r) => r.lesson },
      { key: 'kind', type: 'label', value: (r) => r.kind },
      { key: 'completed', type: 'text', value: (r) => r.completed },
      { key: 'completedAt', type: 'datetime', value: (r) => r.completedAt },
      { key: 'finishedByTeacher', type: 'text', value: (r) => r.teacherFinished },
      { key: 'lockedByTeacher', type: 'text', value: (r) => r.teacherLocked },
      { key: 'bestScore', type: 'integer', value: (r) => (r.maxScore ? r.bestScore : null) },
      { key: 'maxScore', type: 'integer', value: (r) => (r.maxScore ? r.maxScore : null) },
      { key: 'score', type: 'percent', value: (r) => r.score },
    ],
  });
}

function skillsSheet(skills: Awaited<ReturnType<typeof studentSkills>>): AnySheet {
  return sheet({
    name: 'skills',
    rows: skills,
    columns: [
      { key: 'skill', type: 'text', value: (r) => r.skill },
      { key: 'answered', type: 'integer', value: (r) => r.answered },
      { key: 'correct', type: 'integer', value: (r) => r.correct },
      { key: 'rate', type: 'percent', value: (r) => (r.rate === null ? null : r.rate / 100) },
    ],
  });
}

/** One student's lessons in the classroom's courses. */
export async function studentDetailsSheets(db: Reader, classroom: Classroom, studentProfileId: number, lang: Language) {
  const courseIds = await classroomCourseIds(db, [classroom.id]);
  return [lessonsSheet(await studentLessons(db, studentProfileId, courseIds, lang))];
}

/** One student's skills in the classroom's courses. */
export async function studentSkillsSheets(db: Reader, classroom: Classroom, studentProfileId: number) {
  const courseIds = await classroomCourseIds(db, [classroom.id]);
  return [skillsSheet(await studentSkills(db, studentProfileId, courseIds))];
}

/** One student's projects in a course. */
export async function studentProjectsSheets(db: Reader, studentProfileId: number, courseId: number, lang: Language) {
  const rows = await studentProjects(db, studentProfileId, courseId, lang);
  return [
    sheet({
      name: 'projects',
      rows,
      columns: [
        { key: 'project', type: 'text', value: (r) => r.name },
        { key: 'lesson', type: 'text', value: (r) => r.lesson },
        { key: 'status', type: 'label', value: (r) => r.status },
        { key: 'points', type: 'integer', value: (r) => r.points },
        { key: 'comment', type: 'text', value: (r) => r.comment },
        { key: 'submittedAt', type: 'datetime', value: (r) => r.submittedAt },
        { key: 'resubmittedAt', type: 'datetime', value: (r) => r.resubmittedAt },
        { key: 'reviewedAt', type: 'datetime', value: (r) => r.reviewedAt },
      ],
    }),
  ];
}

/** One student's overview in a course: a summary sheet, then the lessons and the skills. */
export async function studentOverviewSheets(db: Reader, studentProfileId: number, courseId: number, lang: Language) {
  const who = await studentName(db, studentProfileId);
  const lessons = await studentLessons(db, studentProfileId, [courseId], lang);
  const skills = await studentSkills(db, studentProfileId, [courseId]);
  const projects = await studentProjects(db, studentProfileId, courseId, lang);
  const points = (await pointTotals(db, [studentProfileId])).get(studentProfileId)?.points ?? 0;
  const times = (await activityTimes(db, [studentProfileId])).get(studentProfileId);
  const completed = lessons.filter((l) => l.completed).length;
  const summary = [
    {
      name: who.name,
      username: who.username,
      course: await courseName(db, courseId, lang),
      points,
      completed,
      total: lessons.length,
      approved: projects.filter((p) => p.status === 'approved').length,
      last: times?.lastActivityAt ?? null,
    },
  ];
  return [
    sheet({
      name: 'overview',
      rows: summary,
      columns: [
        { key: 'student', type: 'text', value: (r) => r.name },
        { key: 'username', type: 'text', value: (r) => r.username },
        { key: 'course', type: 'text', value: (r) => r.course },
        { key: 'points', type: 'integer', value: (r) => r.points },
        { key: 'lessonsCompleted', type: 'integer', value: (r) => r.completed },
        { key: 'lessonsTotal', type: 'integer', value: (r) => r.total },
        { key: 'progress', type: 'percent', value: (r) => (r.total ? r.completed / r.total : null) },
        { key: 'projectsApproved', type: 'integer', value: (r) => r.approved },
        { key: 'lastActivity', type: 'datetime', value: (r) => r.last },
      ],
    }),
    lessonsSheet(lessons),
    skillsSheet(skills),
  ];
}

/** Every lesson submission of the classroom's students. */
export async function classroomSubmissionsSheets(db: Reader, classroom: Classroom, lang: Language) {
  const ids = (await studentsOf(db, classroom)).map((s) => s.id);
  const rows = await lessonSubmissionRows(db, ids, await classroomCourseIds(db, [classroom.id]), lang);
  return [
    sheet({
      name: 'submissions',
      rows,
      columns: [
        { key: 'username', type: 'text', value: (r) => r.username },
        { key: 'student', type: 'text', value: (r) => fullName(r) },
        { key: 'course', type: 'text', value: (r) => r.course },
        { key: 'lesson', type: 'text', value: (r) => r.lesson },
        { key: 'attempt', type: 'label', value: (r) => r.kind },
        { key: 'score', type: 'integer', value: (r) => r.score },
        { key: 'maxScore', type: 'integer', value: (r) => r.maxScore },
        { key: 'pointsAwarded', type: 'integer', value: (r) => r.points },
        { key: 'answeredAt', type: 'datetime', value: (r) => r.answeredAt },
        { key: 'receivedAt', type: 'datetime', value: (r) => r.receivedAt },
      ],
    }),
  ];
}

/** The classroom's submissions lesson by lesson. */
export async function classroomLessonSubmissionsSheets(db: Reader, classroom: Classroom, lang: Language) {
  const ids = (await studentsOf(db, classroom)).map((s) => s.id);
  const rows = perLesson(await lessonSubmissionRows(db, ids, await classroomCourseIds(db, [classroom.id]), lang));
  return [
    sheet({
      name: 'lessonSubmissions',
      rows,
      columns: [
        { key: 'course', type: 'text', value: (r) => r.course },
        { key: 'lesson', type: 'text', value: (r) => r.lesson },
        { key: 'submissions', type: 'integer', value: (r) => r.submissions },
        { key: 'studentsSubmitted', type: 'integer', value: (r) => r.students },
        { key: 'averageScore', type: 'percent', value: (r) => r.average },
        { key: 'lastReceivedAt', type: 'datetime', value: (r) => r.last },
      ],
    }),
  ];
}

/** The course projects the classroom's students submitted. */
export async function classroomCourseSubmissionsSheets(db: Reader, classroom: Classroom, lang: Language) {
  const ids = (await studentsOf(db, classroom)).map((s) => s.id);
  const rows = await courseProjectRows(db, ids, await classroomCourseIds(db, [classroom.id]), lang);
  return [
    sheet({
      name: 'courseSubmissions',
      rows,
      columns: [
        { key: 'username', type: 'text', value: (r) => r.username },
        { key: 'student', type: 'text', value: (r) => fullName(r) },
        { key: 'course', type: 'text', value: (r) => r.course },
        { key: 'lesson', type: 'text', value: (r) => r.lesson },
        { key: 'project', type: 'text', value: (r) => r.name },
        { key: 'status', type: 'label', value: (r) => r.status },
        { key: 'points', type: 'integer', value: (r) => r.points },
        { key: 'comment', type: 'text', value: (r) => r.comment },
        { key: 'submittedAt', type: 'datetime', value: (r) => r.submittedAt },
        { key: 'reviewedAt', type: 'datetime', value: (r) => r.reviewedAt },
      ],
    }),
  ];
}

/** The classroom's answers question by question. */
export async function classroomAssessmentsSheets(
  db: Reader,
  classroom: Classroom,
  lessonId: number | undefined,
  lang: Language,
) {
  const ids = (await studentsOf(db, classroom)).map((s) => s.id);
  const rows = await answerRows(db, ids, await classroomCourseIds(db, [classroom.id]), lessonId, lang);
  return [
    sheet({
      name: 'assessments',
      rows,
      columns: [
        { key: 'username', type: 'text', value: (r) => r.username },
        { key: 'student', type: 'text', value: (r) => fullName(r) },
        { key: 'lesson', type: 'text', value: (r) => r.lesson },
        { key: 'questionNumber', type: 'integer', value: (r) => r.position + 1 },
        { key: 'question', type: 'text', value: (r) => r.question },
        { key: 'skill', type: 'text', value: (r) => r.skill },
        { key: 'correct', type: 'text', value: (r) => r.correct },
        { key: 'rate', type: 'percent', value: (r) => r.rate },
        { key: 'receivedAt', type: 'datetime', value: (r) => r.receivedAt },
      ],
    }),
  ];
}

type Statistics = Awaited<ReturnType<typeof statisticsOf>>;
const statisticColumns = <R extends Omit<Statistics, 'from' | 'to' | 'school_ids'>>() => [
  { key: 'teachers', type: 'integer' as const, value: (r: R) => r.teachers },
  { key: 'classrooms', type: 'integer' as const, value: (r: R) => r.classrooms },
  { key: 'students', type: 'integer' as const, value: (r: R) => r.students },
  { key: 'activeStudents', type: 'integer' as const, value: (r: R) => r.active_students },
  { key: 'lessonsCompleted', type: 'integer' as const, value: (r: R) => r.lessons_completed },
  { key: 'points', type: 'integer' as const, value: (r: R) => r.points },
  { key: 'projectsSubmitted', type: 'integer' as const, value: (r: R) => r.projects_submitted },
  { key: 'projectsApproved', type: 'integer' as const, value: (r: R) => r.projects_approved },
];

export type SchoolReportRow = Omit<Statistics, 'from' | 'to' | 'school_ids'> & {
  school_id: number;
  school_name: string;
};

/** One row a school: the general report of every school (GET /general-school-report/all, /view). */
export async function schoolRows(db: Reader, schools: { id: number; name: string }[], range: Range) {
  const rows: SchoolReportRow[] = [];
  for (const s of schools) {
    const { from: _f, to: _t, school_ids: _ids, ...stats } = await statisticsOf(db, [s.id], range);
    rows.push({ school_id: s.id, school_name: s.name, ...stats });
  }
  return rows;
}

export function schoolsSheet(rows: SchoolReportRow[], range: Range): AnySheet[] {
  return [
    sheet({
      name: 'schools',
      rows,
      columns: [{ key: 'school', type: 'text', value: (r) => r.school_name }, ...statisticColumns<SchoolReportRow>()],
    }),
    rangeSheet(range),
  ];
}

const rangeSheet = (range: Range) =>
  sheet({
    name: 'range',
    rows: [range],
    columns: [
      { key: 'from', type: 'date', value: (r) => r.from },
      { key: 'to', type: 'date', value: (r) => r.to },
    ],
  });

/** GET /general-school-report: the totals of one school (or all the caller's), then classroom by classroom. */
export async function generalReportSheets(db: Reader, schools: { id: number; name: string }[], range: Range) {
  const totals = await schoolRows(db, schools, range);
  const rooms = await classroomStatistics(
    db,
    schools.map((s) => s.id),
    range,
  );
  const schoolName = new Map(schools.map((s) => [s.id, s.name]));
  return [
    ...schoolsSheet(totals, range).slice(0, 1),
    sheet({
      name: 'classrooms',
      rows: rooms,
      columns: [
        { key: 'school', type: 'text', value: (r) => schoolName.get(r.school_id) },
        { key: 'classroom', type: 'text', value: (r) => r.classroom_name },
        { key: 'teacher', type: 'text', value: (r) => r.teacher_name },
        { key: 'students', type: 'integer', value: (r) => r.students },
        { key: 'activeStudents', type: 'integer', value: (r) => r.active_students },
        { key: 'lessonsCompleted', type: 'integer', value: (r) => r.lessons_completed },
        { key: 'points', type: 'integer', value: (r) => r.points },
        { key: 'projectsSubmitted', type: 'integer', value: (r) => r.projects_submitted },
      ],
    }),
    rangeSheet(range),
  ];
}
