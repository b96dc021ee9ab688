import { Type } from 'typebox';
import { Data, DataMessage, defineCall, Strict } from './define.js';
import { Email, Id, Lang, LangQuery, Nullable } from './fields.js';
import { dateRangeIssues, DateOnly } from './school.js';

/**
 * Reports as real spreadsheets (.xlsx) and as data for on-screen charts (spec 001 §7.6 and §7.7, the
 * "(file)" calls; issue 13). A file call answers the workbook's bytes with a Content-Disposition file
 * name; its `/share?parent_email=` variant mails the same file to the student's parent.
 */

/** The bytes of an .xlsx workbook (Content-Type application/vnd.openxmlformats-officedocument.spreadsheetml.sheet). */
export const XlsxFile = Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description: 'An .xlsx file' });

const TeacherAccess = ['teacher'] as const;
const SchooladminAccess = ['schooladmin'] as const;

const ShareQuery = Strict({ parent_email: Email, lang: Type.Optional(Lang) });

// ---------------------------------------------------------------- the teacher's files (§7.6)

export const exportStudentsReportByTeacher = defineCall({
  method: 'GET',
  path: '/export-students-report-by-teacher/{classroomId}',
  access: TeacherAccess,
  queueable: false,
  summary: "A classroom's students with their points and lessons, as a spreadsheet.",
  params: Strict({ classroomId: Id }),
  query: LangQuery,
  response: XlsxFile,
});

const ClassroomStudentParams = Strict({ classroom_id: Id, student_profile_id: Id });

export const exportStudentDetailsExcel = defineCall({
  method: 'GET',
  path: '/export-student-details-excel/{classroom_id}/{student_profile_id}',
  access: TeacherAccess,
  queueable: false,
  summary: "One student's lessons in the classroom's courses, as a spreadsheet.",
  params: ClassroomStudentParams,
  query: LangQuery,
  response: XlsxFile,
});

export const shareStudentDetailsExcel = defineCall({
  method: 'GET',
  path: '/export-student-details-excel/{classroom_id}/{student_profile_id}/share',
  access: TeacherAccess,
  queueable: false,
  summary: "Mails the student's details spreadsheet to the student's parent.",
  params: ClassroomStudentParams,
  query: ShareQuery,
  response: DataMessage,
});

export const exportStudentSkillsExcel = defineCall({
  method: 'GET',
  path: '/export-student-skills-excel/{classroom_id}/{student_profile_id}',
  access: TeacherAccess,
  queueable: false,
  summary: "One student's skills (the questions they answered, by skill), as a spreadsheet.",
  params: ClassroomStudentParams,
  query: LangQuery,
  response: XlsxFile,
});

const StudentCourseParams = Strict({ profileId: Id, courseId: Id });

export const generateStudentProjectsReport = defineCall({
  method: 'GET',
  path: '/generate-student-projects-report/{profileId}/{courseId}',
  access: TeacherAccess,
  queueable: false,
  summary: "A student's projects in a course with their reviews, as a spreadsheet.",
  params: StudentCourseParams,
  query: LangQuery,
  response: XlsxFile,
});

export const shareStudentProjectsReport = defineCall({
  method: 'GET',
  path: '/generate-student-projects-report/{profileId}/{courseId}/share',
  access: TeacherAccess,
  queueable: false,
  summary: "Mails the student's projects report to the student's parent.",
  params: StudentCourseParams,
  query: ShareQuery,
  response: DataMessage,
});

export const generateStudentOverviewReport = defineCall({
  method: 'GET',
  path: '/generate-student-overview-report/{profileId}/{courseId}',
  access: TeacherAccess,
  queueable: false,
  summary: "A student's overview in a course (summary, lessons, skills), as a spreadsheet.",
  params: StudentCourseParams,
  query: LangQuery,
  response: XlsxFile,
});

export const shareStudentOverviewReport = defineCall({
  method: 'GET',
  path: '/generate-student-overview-report/{profileId}/{courseId}/share',
  access: TeacherAccess,
  queueable: false,
  summary: "Mails the student's overview report to the student's parent.",
  params: StudentCourseParams,
  query: ShareQuery,
  response: DataMessage,
});

export const STUDENT_REPORT_TYPES = ['points', 'skills', 'lessons'] as const;

export const getStudentReports = defineCall({
  method: 'GET',
  path: '/get-student-reports/{profileId}/{courseId}/{type}',
  access: TeacherAccess,
  queueable: false,
  summary: "A student's chart data in a course: points over time, skills, or lessons completed over time.",
  params: Strict({
    profileId: Id,
    courseId: Id,
    type: Type.Union(STUDENT_REPORT_TYPES.map((t) => Type.Literal(t))),
  }),
  query: LangQuery,
  response: Data(
    Type.Object({
      type: Type.String(),
      /** points and lessons: one point a day with something in it, and the running total. */
      series: Type.Array(Type.Object({ date: Type.String(), value: Type.Number(), total: Type.Number() })),
      /** skills: each skill with the questions answered and the share answered right (0-100). */
      skills: Type.Array(
        Type.Object({
          skill: Type.String(),
          answered: Type.Integer(),
          correct: Type.Integer(),
          rate: Nullable(Type.Integer()),
        }),
      ),
    }),
  ),
});

const SubmissionsExportParams = Strict({ teacherId: Id });
const SubmissionsExportQuery = Strict({ classroom_id: Id, lang: Type.Optional(Lang) });

export const exportClassroomStudentSubmissions = defineCall({
  method: 'GET',
  path: '/teacher/get-school-teacher-classroom-student-submissions/{teacherId}/export',
  access: TeacherAccess,
  queueable: false,
  summary: "Every lesson submission of a classroom's students, as a spreadsheet.",
  params: SubmissionsExportParams,
  query: SubmissionsExportQuery,
  response: XlsxFile,
});

export const exportClassroomLessonSubmissions = defineCall({
  method: 'GET',
  path: '/teacher/get-school-teacher-classroom-lesson-submissions/{teacherId}/export',
  access: TeacherAccess,
  queueable: false,
  summary: "A classroom's submissions lesson by lesson (how many, by how many students, the average score).",
  params: SubmissionsExportParams,
  query: SubmissionsExportQuery,
  response: XlsxFile,
});

export const exportClassroomCourseSubmissions = defineCall({
  method: 'GET',
  path: '/teacher/get-school-teacher-classroom-course-submissions/{teacherId}/export',
  access: TeacherAccess,
  queueable: false,
  summary: "The course projects a classroom's students submitted, with their reviews, as a spreadsheet.",
  params: SubmissionsExportParams,
  query: SubmissionsExportQuery,
  response: XlsxFile,
});

export const exportClassroomAssessments = defineCall({
  method: 'GET',
  path: '/teacher/get-school-teacher-classroom-assessments/{teacherId}/export',
  access: TeacherAccess,
  queueable: false,
  summary: "The classroom's answers question by question (one lesson, or all), as a spreadsheet.",
  params: SubmissionsExportParams,
  query: Strict({ classroom_id: Id, lesson_id: Type.Optional(Id), lang: Type.Optional(Lang) }),
  response: XlsxFile,
});

// ---------------------------------------------------------------- the school administrator's files (§7.7)

export const exportStudentsReportBySchooladmin = defineCall({
  method: 'GET',
  path: '/export-students-report-by-schooladmin/{teacherId}/{classroomId}',
  access: SchooladminAccess,
  queueable: false,
  summary: "A classroom's students and what they did between from and to, as a spreadsheet.",
  params: Strict({ teacherId: Id, classroomId: Id }),
  query: Strict({ from: Type.Optional(DateOnly), to: Type.Optional(DateOnly), lang: Type.Optional(Lang) }),
  check: ({ query }) => dateRangeIssues(query.from, query.to),
  response: XlsxFile,
});

const GeneralReportQuery = Strict({
  school_id: Type.Optional(Id),
  from: Type.Optional(DateOnly),
  to: Type.Optional(DateOnly),
  lang: Type.Optional(Lang),
});

export const generalSchoolReport = defineCall({
  method: 'GET',
  path: '/general-school-report',
  access: SchooladminAccess,
  queueable: false,
  summary: "One school's report (school_id), or all of the administrator's schools', as a spreadsheet.",
  query: GeneralReportQuery,
  check: ({ query }) => dateRangeIssues(query.from, query.to),
  response: XlsxFile,
});

export const generalSchoolReportAll = defineCall({
  method: 'GET',
  path: '/general-school-report/all',
  access: SchooladminAccess,
  queueable: false,
  summary: 'Every school of the administrator side by side, one row a school, as a spreadsheet.',
  query: Strict({ from: Type.Optional(DateOnly), to: Type.Optional(DateOnly), lang: Type.Optional(Lang) }),
  check: ({ query }) => dateRangeIssues(query.from, query.to),
  response: XlsxFile,
});

export const SchoolReportRow = Type.Object({
  school_id: Type.Integer(),
  school_name: Type.String(),
  teachers: Type.Integer(),
  classrooms: Type.Integer(),
  students: Type.Integer(),
  active_students: Type.Integer(),
  lessons_completed: Type.Integer(),
  points: Type.Integer(),
  projects_submitted: Type.Integer(),
  projects_approved: Type.Integer(),
});

export const generalSchoolReportView = defineCall({
  method: 'GET',
  path: '/general-school-report/view',
  access: SchooladminAccess,
  queueable: false,
  summary: 'The same report as data for the screen: one row a school (or the one school asked for).',
  query: GeneralReportQuery,
  check: ({ query }) => dateRangeIssues(query.from, query.to),
  response: Data(
    Type.Object({ from: Nullable(Type.String()), to: Nullable(Type.String()), schools: Type.Array(SchoolReportRow) }),
  ),
});
