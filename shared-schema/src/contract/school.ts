import { Type } from 'typebox';
import { Data, DataMessage, defineCall, Strict, type FieldIssues } from './define.js';
import {
  Email,
  EnglishName,
  Id,
  Lang,
  LangQuery,
  Nullable,
  Page,
  Pagination,
  Password,
  Phone,
  Username,
} from './fields.js';
import { AnyPassword } from './fields.js';

/** The school administrator's screens (spec 001 §7.7, spec 000 §2 school pages). */

const SchooladminAccess = ['schooladmin'] as const;

export const TeacherInfo = Type.Object({
  teacher_profile_id: Type.Integer(),
  username: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  status: Type.Union([Type.Literal('active'), Type.Literal('disabled')]),
  classroom_count: Type.Integer(),
  student_count: Type.Integer(),
});

export const schoolTeacherInfo = defineCall({
  method: 'GET',
  path: '/school/get-school-teacher-info/{schoolId}',
  access: ['schooladmin'],
  queueable: false,
  summary: 'The teachers of a school the administrator manages, a page at a time.',
  params: Strict({ schoolId: Id }),
  query: Strict({ page: Type.Optional(Page), lang: Type.Optional(Lang) }),
  response: Data(
    Type.Object({
      school: Type.Object({ id: Type.Integer(), name: Type.String() }),
      teachers: Type.Array(TeacherInfo),
      pagination: Pagination,
    }),
  ),
});

// ---------------------------------------------------------------- report date ranges (spec 000 §5)

/** A calendar day, YYYY-MM-DD. */
export const DateOnly = Type.String({
  pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
  errorMessages: { pattern: 'school.date' },
});

/**
 * "Today" for a report's range: the date in the world's latest time zone (UTC+14), so that no school is
 * told that its own today is in the future, wherever it is and whichever clock (device or server) checks.
 */
export function latestToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

const isRealDate = (value: string) => {
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
};

/**
 * Spec 000 §5: start and end not later than today, start before end. The end's errors sit on `to`
 * (spec 001 §8.1 reads the range's error from errors.to[0]); a start after today is said on `from`.
 */
export function dateRangeIssues(from: string | undefined, to: string | undefined, now: Date = new Date()): FieldIssues {
  const issues: FieldIssues = {};
  const today = latestToday(now);
  if (from !== undefined && !isRealDate(from)) issues.from = [{ key: 'school.date' }];
  if (to !== undefined && !isRealDate(to)) issues.to = [{ key: 'school.date' }];
  if (issues.from || issues.to) return issues;
  if (from !== undefined && from > today) issues.from = [{ key: 'school.dateAfterToday' }];
  if (to !== undefined && to > today) issues.to = [{ key: 'school.dateAfterToday' }];
  else if (from !== undefined && to !== undefined && from >= to) issues.to = [{ key: 'school.dateRangeOrder' }];
  return issues;
}

/** The query of a report over a date range, for one of the administrator's schools or all of them. */
export const ReportRangeQuery = Strict({
  from: Type.Optional(DateOnly),
  to: Type.Optional(DateOnly),
  school_id: Type.Optional(Id),
  lang: Type.Optional(Lang),
});

// ---------------------------------------------------------------- teachers (writes)

const TeacherFields = {
  first_name: EnglishName,
  last_name: EnglishName,
  /** The teacher's own email (the spec's field name). */
  parent_email: Email,
  b12_email: Type.Optional(Nullable(Email)),
  teacher_phone_number: Type.Optional(Nullable(Phone)),
};

const TeacherTarget = Strict({ teacher_profile_id: Id });

const TeacherWriteAnswer = Data(Type.Object({ message: Type.String(), teacher_profile_id: Type.Integer() }));

const passwordsMatch = (password: string, confirmation: string | undefined): FieldIssues =>
  confirmation !== undefined && password !== confirmation
    ? { password_confirmation: [{ key: 'validation.passwordsIdentical' }] }
    : {};

export const addSchoolTeacher = defineCall({
  method: 'POST',
  path: '/school/add-school-teacher',
  access: SchooladminAccess,
  queueable: false,
  summary: 'Adds a teacher account to a school the administrator manages.',
  body: Strict({
    ...TeacherFields,
    password: Password,
    password_confirmation: Type.Optional(Type.String()),
    username: Username,
    school_id: Id,
  }),
  response: TeacherWriteAnswer,
  check: ({ body }) => passwordsMatch(body.password, body.password_confirmation),
});

export const resetSchoolTeacherPassword = defineCall({
  method: 'POST',
  path: '/school/reset-school-teacher-password',
  access: SchooladminAccess,
  queueable: false,
  summary: "Sets a teacher's new password; the teacher's sessions end.",
  body: Strict({ teacher_profile_id: Id, password: Password, password_confirmation: Type.Optional(Type.String()) }),
  response: TeacherWriteAnswer,
  check: ({ body }) => passwordsMatch(body.password, body.password_confirmation),
});

export const disableSchoolTeacherAccount = defineCall({
  method: 'POST',
  path: '/school/disable-school-teacher-account',
  access: SchooladminAccess,
  queueable: false,
  summary: "Disables a teacher's account: every session of the teacher ends at once.",
  body: TeacherTarget,
  response: TeacherWriteAnswer,
});

export const enableSchoolTeacherAccount = defineCall({
  method: 'POST',
  path: '/school/enable-school-teacher-account',
  access: SchooladminAccess,
  queueable: false,
  summary: "Enables a teacher's account again.",
  body: TeacherTarget,
  response: TeacherWriteAnswer,
});

export const editSchoolTeacherAccount = defineCall({
  method: 'POST',
  path: '/school/edit-school-teacher-account',
  access: SchooladminAccess,
  queueable: false,
  summary: "Edits a teacher's name, emails, phone and username.",
  body: Strict({ teacher_profile_id: Id, ...TeacherFields, username: Type.Optional(Username) }),
  response: TeacherWriteAnswer,
});

export const deleteTeacherWithoutStudents = defineCall({
  method: 'POST',
  path: '/delete-teacher-without-students/{id}',
  access: SchooladminAccess,
  queueable: false,
  summary: 'Deletes a teacher who has no students (their empty classrooms go with them).',
  params: Strict({ id: Id }),
  query: LangQuery,
  response: DataMessage,
});

// ---------------------------------------------------------------- the administrator's own account

export const SchooladminInfo = Type.Object({
  schooladmin_profile_id: Type.Integer(),
  username: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  multiple_schools: Type.Boolean(),
  school: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    abbreviation: Nullable(Type.String()),
    website: Nullable(Type.String()),
    email: Nullable(Type.String()),
    phone: Nullable(Type.String()),
    city: Nullable(Type.String()),
    country: Nullable(Type.String()),
    address: Nullable(Type.String()),
    preferred_language: Lang,
  }),
  schools: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
});

export const getSchooladminInfo = defineCall({
  method: 'GET',
  path: '/get-schooladmin-info',
  access: SchooladminAccess,
  queueable: false,
  summary: "The administrator's own account and school (the account-info screen).",
  query: LangQuery,
  response: Data(SchooladminInfo),
});

/**
 * Sent as form data (spec 001 §7.7): application/x-www-form-urlencoded or JSON. Every field is optional:
 * what is sent changes, the rest stays. School fields change the administrator's own school.
 */
export const editSchooladminInfo = defineCall({
  method: 'POST',
  path: '/edit-schooladmin-info',
  access: SchooladminAccess,
  queueable: false,
  summary: "Edits the administrator's name, contact and their school's details.",
  body: Strict({
    first_name: Type.Optional(EnglishName),
    last_name: Type.Optional(EnglishName),
    email: Type.Optional(Email),
    phone_number: Type.Optional(Phone),
    school_name: Type.Optional(Type.String({ minLength: 2, maxLength: 120 })),
    school_email: Type.Optional(Email),
    school_phone_number: Type.Optional(Phone),
    website: Type.Optional(Type.String({ maxLength: 200 })),
    city: Type.Optional(EnglishName),
    address: Type.Optional(Type.String({ minLength: 3, maxLength: 300 })),
    preferred_language: Type.Optional(Lang),
  }),
  response: Data(Type.Object({ message: Type.String(), info: SchooladminInfo })),
});

export const resetSchooladminPassword = defineCall({
  method: 'POST',
  path: '/reset-schooladmin-password',
  access: SchooladminAccess,
  queueable: false,
  summary: 'The administrator changes their own password (their other sessions end).',
  body: Strict({
    current_password: AnyPassword,
    password: Password,
    password_confirmation: Type.Optional(Type.String()),
  }),
  response: DataMessage,
  check: ({ body }) => passwordsMatch(body.password, body.password_confirmation),
});

// ---------------------------------------------------------------- teachers (reads)

export const TeacherDetails = Type.Object({
  teacher_profile_id: Type.Integer(),
  user_id: Type.Integer(),
  username: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Nullable(Type.String()),
  b12_email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  status: Type.Union([Type.Literal('active'), Type.Literal('disabled')]),
  school_id: Type.Integer(),
  school_name: Type.String(),
  classroom_count: Type.Integer(),
  student_count: Type.Integer(),
});

export const getTeacherInfoBySchooladmin = defineCall({
  method: 'GET',
  path: '/get-teacher-info-by-schooladmin/{id}',
  access: SchooladminAccess,
  queueable: false,
  summary: 'One teacher of the administrator’s schools (the teacher page).',
  params: Strict({ id: Id }),
  query: LangQuery,
  response: Data(TeacherDetails),
});

export const searchTeacher = defineCall({
  method: 'GET',
  path: '/search-teacher',
  access: SchooladminAccess,
  queueable: false,
  summary: "Teachers of the administrator's schools whose name or username holds the words.",
  query: Strict({
    teacher_name: Type.Optional(Type.String({ maxLength: 100 })),
    school_id: Type.Optional(Id),
    lang: Type.Optional(Lang),
  }),
  response: Data(Type.Array(TeacherDetails)),
});

export const getTeachersBySchooladmin = defineCall({
  method: 'GET',
  path: '/get-teachers-by-schooladmin',
  access: SchooladminAccess,
  queueable: false,
  summary: "Every teacher of the administrator's schools (or of one), e.g. to move a classroom.",
  query: Strict({ school_id: Type.Optional(Id), lang: Type.Optional(Lang) }),
  response: Data(Type.Array(TeacherDetails)),
});

export const SchoolClassroom = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  school_id: Type.Integer(),
  teacher_profile_id: Type.Integer(),
  school_grade_id: Type.Integer(),
  number_of_seats: Type.Integer(),
  status: Type.Union([Type.Literal('active'), Type.Literal('archived'), Type.Literal('completed')]),
  locked: Type.Boolean(),
  student_count: Type.Integer(),
  courses: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String() })),
  schedules: Type.Array(Type.Object({ day: Type.Integer(), start_time: Type.String(), end_time: Type.String() })),
});

export const getTeacherClassroomsBySchooladmin = defineCall({
  method: 'GET',
  path: '/get-teacher-classrooms-by-schooladmin/{id}',
  access: SchooladminAccess,
  queueable: false,
  summary: "A teacher's classrooms, with their courses, schedule and student counts.",
  params: Strict({ id: Id }),
  query: LangQuery,
  response: Data(Type.Array(SchoolClassroom)),
});

export const ClassroomStudentRow = Type.Object({
  student_profile_id: Type.Integer(),
  username: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  status: Type.Union([Type.Literal('active'), Type.Literal('disabled')]),
  points: Type.Integer(),
  lessons_completed: Type.Integer(),
  lessons_total: Type.Integer(),
  last_activity_at: Nullable(Type.String()),
});

export const getClassroomDetailsBySchooladmin = defineCall({
  method: 'GET',
  path: '/get-classroom-details-by-schooladmin/{teacherId}/{classroomId}',
  access: SchooladminAccess,
  queueable: false,
  summary: "One classroom of a teacher with its students' progress.",
  params: Strict({ teacherId: Id, classroomId: Id }),
  query: LangQuery,
  response: Data(Type.Object({ classroom: SchoolClassroom, students: Type.Array(ClassroomStudentRow) })),
});

// ---------------------------------------------------------------- students

export const SchoolStudentRow = Type.Object({
  student_profile_id: Type.Integer(),
  username: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  status: Type.Union([Type.Literal('active'), Type.Literal('disabled')]),
  school_id: Type.Integer(),
  grade: Nullable(Type.Integer()),
  points: Type.Integer(),
  last_activity_at: Nullable(Type.String()),
  classrooms: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      teacher_profile_id: Type.Integer(),
      teacher_name: Type.String(),
    }),
  ),
});

export const getSchoolStudentsDetails = defineCall({
  method: 'GET',
  path: '/school/get-school-students-details',
  access: SchooladminAccess,
  queueable: false,
  summary: "The students of the administrator's schools, a page at a time, filtered by name and course.",
  query: Strict({
    school_id: Type.Optional(Id),
    course_id: Type.Optional(Id),
    search: Type.Optional(Type.String({ maxLength: 100 })),
    page: Type.Optional(Page),
    lang: Type.Optional(Lang),
  }),
  response: Data(Type.Object({ students: Type.Array(SchoolStudentRow), pagination: Pagination })),
});

export const getSchoolStudentCourse = defineCall({
  method: 'GET',
  path: '/school/get-school-student-course',
  access: SchooladminAccess,
  queueable: false,
  summary: "The courses taught in the administrator's schools, with how many students take each (the course filter).",
  query: Strict({ school_id: Type.Optional(Id), lang: Type.Optional(Lang) }),
  response: Data(
    Type.Array(
      Type.Object({
        id: Type.Integer(),
        title: Type.String(),
        classroom_count: Type.Integer(),
        student_count: Type.Integer(),
      }),
    ),
  ),
});

export const StudentCourseProgress = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  lessons_completed: Type.Integer(),
  lessons_total: Type.Integer(),
  points: Type.Integer(),
});

export const getSchoolStudentCourses = defineCall({
  method: 'GET',
  path: '/school/get-school-student-courses',
  access: SchooladminAccess,
  queueable: false,
  summary: "One student's courses (through their classrooms) with their progress in each.",
  query: Strict({ student_profile_id: Id, lang: Type.Optional(Lang) }),
  response: Data(Type.Object({ student: SchoolStudentRow, courses: Type.Array(StudentCourseProgress) })),
});

export const getSchoolStudentsClassroomDetails = defineCall({
  method: 'GET',
  path: '/school/get-school-students-classroom-details',
  access: SchooladminAccess,
  queueable: false,
  summary: "One student's classrooms, each with its teacher, courses and the student's progress there.",
  query: Strict({ student_profile_id: Id, lang: Type.Optional(Lang) }),
  response: Data(
    Type.Object({
      student: SchoolStudentRow,
      classrooms: Type.Array(
        Type.Object({
          classroom: SchoolClassroom,
          teacher_name: Type.String(),
          lessons_completed: Type.Integer(),
          lessons_total: Type.Integer(),
        }),
      ),
    }),
  ),
});

// ---------------------------------------------------------------- top students and statistics

export const TopStudent = Type.Object({
  rank: Type.Integer(),
  student_profile_id: Type.Integer(),
  username: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  school_id: Type.Integer(),
  points: Type.Integer(),
});

export const schoolTop = defineCall({
  method: 'GET',
  path: '/school/{schoolId}/top',
  access: SchooladminAccess,
  queueable: false,
  summary: 'The ten students of a school with the most points.',
  params: Strict({ schoolId: Id }),
  query: LangQuery,
  response: Data(Type.Array(TopStudent)),
});

export const getTopStudentsBySchooladmin = defineCall({
  method: 'GET',
  path: '/get-top-students-by-schooladmin',
  access: SchooladminAccess,
  queueable: false,
  summary: "The ten students with the most points over the administrator's schools (or one of them).",
  query: Strict({ school_id: Type.Optional(Id), lang: Type.Optional(Lang) }),
  response: Data(Type.Array(TopStudent)),
});

export const SchoolStatistics = Type.Object({
  from: Nullable(Type.String()),
  to: Nullable(Type.String()),
  school_ids: Type.Array(Type.Integer()),
  teachers: Type.Integer(),
  classrooms: Type.Integer(),
  students: Type.Integer(),
  active_students: Type.Integer(),
  lessons_completed: Type.Integer(),
  points: Type.Integer(),
  projects_submitted: Type.Integer(),
  projects_approved: Type.Integer(),
});

export const generateStatisticReportBySchooladmin = defineCall({
  method: 'GET',
  path: '/generate-statistic-report-by-schooladmin',
  access: SchooladminAccess,
  queueable: false,
  summary: "The school's statistics over a date range: students, active students, lessons, points, projects.",
  query: ReportRangeQuery,
  check: ({ query }) => dateRangeIssues(query.from, query.to),
  response: Data(SchoolStatistics),
});

export const ClassroomStatistics = Type.Object({
  classroom_id: Type.Integer(),
  classroom_name: Type.String(),
  teacher_profile_id: Type.Integer(),
  teacher_name: Type.String(),
  school_id: Type.Integer(),
  students: Type.Integer(),
  active_students: Type.Integer(),
  lessons_completed: Type.Integer(),
  points: Type.Integer(),
  projects_submitted: Type.Integer(),
});

export const getSchoolStatisticReport = defineCall({
  method: 'GET',
  path: '/get-school-statistic-report',
  access: SchooladminAccess,
  queueable: false,
  summary: 'The statistics over a date range, classroom by classroom (the reports screen).',
  query: ReportRangeQuery,
  check: ({ query }) => dateRangeIssues(query.from, query.to),
  response: Data(Type.Object({ totals: SchoolStatistics, classrooms: Type.Array(ClassroomStatistics) })),
});
