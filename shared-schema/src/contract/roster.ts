import { Type } from 'typebox';
import { ACCOUNT_LIMITS } from '../rules/constants.js';
import { Data, defineCall, Strict, type FieldIssues } from './define.js';
import {
  AnyPassword,
  Email,
  EnglishName,
  Id,
  Lang,
  Nullable,
  Page,
  Pagination,
  Password,
  Phone,
  Time,
  Username,
} from './fields.js';
import { TeacherWriteAnswer } from './teacher.js';

/**
 * The teacher's roster (spec 001 §7.6, spec 000 §3-§5): the classrooms a teacher creates, edits,
 * archives, completes and removes, their weekly schedules, and the school students the teacher adds,
 * assigns, moves, renames and resets. Every call checks the object: a teacher reaches only their own
 * classrooms at their own school and the students sitting in them (unknown and foreign ids: the same
 * 403); the school's unassigned students are reachable by each of its teachers.
 */

// ---------------------------------------------------------------- classrooms

/** 'HH:MM', 00:00 to 23:59. */
export const TIME_OF_DAY_PATTERN = '^([01][0-9]|2[0-3]):[0-5][0-9]$';
const TimeOfDay = Type.String({ pattern: TIME_OF_DAY_PATTERN });

/** One day of a classroom's week: 0 = Sunday ... 6 = Saturday. */
export const ScheduleDay = Type.Object({
  day: Type.Integer({ minimum: 0, maximum: 6 }),
  start_time: TimeOfDay,
  end_time: TimeOfDay,
});

const Schedules = Type.Array(ScheduleDay, {
  minItems: 1,
  maxItems: 7,
  errorMessages: {
    required: 'validation.scheduleDayRequired',
    minItems: 'validation.scheduleDayRequired',
    pattern: 'validation.timeOfDay',
  },
});

const ClassroomName = Type.String({
  minLength: 1,
  maxLength: 100,
  errorMessages: { required: 'validation.classroomNameRequired', minLength: 'validation.classroomNameRequired' },
});
/** The classroom's grade: 0 (kindergarten) to 12. */
const SchoolGrade = Type.Integer({ minimum: 0, maximum: 12, errorMessages: { required: 'validation.gradeRequired' } });
const Seats = Type.Integer({ minimum: 1, maximum: 500 });
const CourseIds = Type.Array(Id, {
  minItems: 1,
  maxItems: 20,
  uniqueItems: true,
  errorMessages: { required: 'validation.courseRequired', minItems: 'validation.courseRequired' },
});
export const ClassroomStatus = Type.Union([
  Type.Literal('active'),
  Type.Literal('archived'),
  Type.Literal('completed'),
]);

/** Spec 000 §5's schedule rules: each day once, the end later than the start (never equal). */
export function scheduleIssues(schedules: { day: number; start_time: string; end_time: string }[] | undefined) {
  const issues: FieldIssues = {};
  if (!schedules) return issues;
  const days = schedules.map((s) => s.day);
  if (new Set(days).size !== days.length) (issues.schedules ??= []).push({ key: 'validation.scheduleDayTwice' });
  // 'HH:MM' strings compare as times.
  if (schedules.some((s) => s.end_time <= s.start_time))
    (issues.schedules ??= []).push({ key: 'validation.scheduleEndAfterStart' });
  return issues;
}

function classroomIssues(body: {
  name?: string;
  course_id?: number;
  course_ids?: number[];
  schedules?: { day: number; start_time: string; end_time: string }[];
}): FieldIssues {
  const issues: FieldIssues = { ...scheduleIssues(body.schedules) };
  if (body.name !== undefined && !body.name.trim()) issues.name = [{ key: 'validation.classroomNameRequired' }];
  return issues;
}

export const ClassroomInfo = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  school_id: Type.Integer(),
  teacher_profile_id: Type.Integer(),
  school_grade_id: Type.Integer(),
  number_of_seats: Type.Integer(),
  student_count: Type.Integer(),
  status: ClassroomStatus,
  locked: Type.Boolean(),
  community_locked: Type.Boolean(),
  courses: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String() })),
  /** Ordered by day, Sunday first. */
  schedules: Type.Array(ScheduleDay),
});

const ClassroomAnswer = Data(Type.Object({ message: Type.String(), classroom: ClassroomInfo }));

export const addSchoolClassroom = defineCall({
  method: 'POST',
  path: '/teacher/add-school-classroom',
  access: ['teacher'],
  queueable: false,
  summary:
    "Creates a classroom of the teacher's own at their school: name, grade, seats, one course or several (course_ids, or " +
    'course_id for one), and its weekly schedule (at least one day, each day once, its end later than its start).',
  body: Strict({
    name: ClassroomName,
    number_of_seats: Seats,
    school_grade_id: SchoolGrade,
    course_id: Type.Optional(Id),
    course_ids: Type.Optional(CourseIds),
    schedules: Schedules,
  }),
  check: ({ body }): FieldIssues => ({
    ...classroomIssues(body),
    ...(body.course_id === undefined && body.course_ids === undefined
      ? { course_ids: [{ key: 'validation.courseRequired' }] }
      : {}),
  }),
  response: ClassroomAnswer,
});

export const editSchoolClassroom = defineCall({
  method: 'POST',
  path: '/teacher/edit-school-classroom',
  access: ['teacher'],
  queueable: false,
  summary:
    "Changes what is given of one of the teacher's own classrooms. Seats may not fall below its students. status archives " +
    "('archived'), completes ('completed') or reopens ('active') it: an archived or completed classroom keeps its students' " +
    'work and takes no new students. schedules, when given, replace the whole week.',
  body: Strict({
    classroom_id: Id,
    name: Type.Optional(ClassroomName),
    number_of_seats: Type.Optional(Seats),
    school_grade_id: Type.Optional(SchoolGrade),
    course_id: Type.Optional(Id),
    course_ids: Type.Optional(CourseIds),
    schedules: Type.Optional(Schedules),
    status: Type.Optional(ClassroomStatus),
  }),
  check: ({ body }) => classroomIssues(body),
  response: ClassroomAnswer,
});

export const removeSchoolClassroom = defineCall({
  method: 'POST',
  path: '/teacher/remove-school-classroom',
  access: ['teacher'],
  queueable: false,
  summary:
    "Removes one of the teacher's own classrooms with its schedule and course list. Its students stay students of the school " +
    'with all their work (progress, points, projects); those in no other classroom become unassigned.',
  body: Strict({ classroom_id: Id }),
  response: Data(
    Type.Object({
      message: Type.String(),
      classroom_id: Type.Integer(),
      unassigned_student_profile_ids: Type.Array(Type.Integer()),
    }),
  ),
});

export const updateSchoolClassroomSchedule = defineCall({
  method: 'POST',
  path: '/teacher/update-school-classroom-schedule',
  access: ['teacher'],
  queueable: false,
  summary: "Replaces the weekly schedule of one of the teacher's own classrooms.",
  body: Strict({ classroom_id: Id, schedules: Schedules }),
  check: ({ body }) => scheduleIssues(body.schedules),
  response: ClassroomAnswer,
});

export const setClassroomSchedules = defineCall({
  method: 'POST',
  path: '/set-classroom-schedules/{id}',
  access: ['teacher'],
  queueable: false,
  summary:
    "Replaces the weekly schedule of one of the teacher's own classrooms (id), as update-school-classroom-schedule.",
  params: Strict({ id: Id }),
  body: Strict({ schedules: Schedules }),
  check: ({ body }) => scheduleIssues(body.schedules),
  response: ClassroomAnswer,
});

export const completeClassroom = defineCall({
  method: 'GET',
  path: '/classrooms/{classroomId}/complete',
  access: ['teacher'],
  queueable: false,
  summary:
    "Marks one of the teacher's own classrooms completed (a GET, as the spec lists it; calling it again changes nothing). " +
    'Its students keep their work; it takes no new students.',
  params: Strict({ classroomId: Id }),
  query: Strict({ lang: Type.Optional(Lang) }),
  response: ClassroomAnswer,
});

// ---------------------------------------------------------------- students

const StudentIds = Type.Array(Id, { minItems: 1, maxItems: 200, uniqueItems: true });
const LastName = Type.String({
  maxLength: ACCOUNT_LIMITS.nameMax,
  pattern: "^$|^[A-Za-z]+(?:[ '-][A-Za-z]+)*$",
  errorMessages: { pattern: 'validation.englishName' },
});

export const RosterStudent = Type.Object({
  student_profile_id: Type.Integer(),
  username: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  status: Type.Union([Type.Literal('active'), Type.Literal('pending'), Type.Literal('disabled')]),
  grade: Nullable(Type.Integer()),
  year_of_birth: Nullable(Type.Integer()),
  /** The classrooms of the school the student sits in (empty: unassigned). */
  classroom_ids: Type.Array(Type.Integer()),
  last_activity_at: Nullable(Time),
});

const passwordsMatch = (body: { password: string; password_confirmation: string }): FieldIssues =>
  body.password !== body.password_confirmation
    ? { password_confirmation: [{ key: 'validation.passwordsIdentical' }] }
    : {};

export const addSchoolStudentToClassroom = defineCall({
  method: 'POST',
  path: '/teacher/add-school-student-to-classroom',
  access: ['teacher'],
  queueable: false,
  summary:
    "Creates a school student of the teacher's school and seats them in one of the teacher's own classrooms (not archived or " +
    'completed), within its seats. The username is unique whatever its case.',
  body: Strict({
    classroom_id: Id,
    first_name: EnglishName,
    last_name: Type.Optional(LastName),
    username: Username,
    password: Password,
    password_confirmation: Type.String({ errorMessages: { required: 'validation.passwordsIdentical' } }),
    year_of_birth: Type.Optional(Type.Integer({ minimum: 1990, maximum: 2100 })),
  }),
  check: ({ body }) => passwordsMatch(body),
  response: Data(Type.Object({ message: Type.String(), student: RosterStudent })),
});

const StudentsAnswer = Data(
  Type.Object({
    message: Type.String(),
    classroom_id: Type.Integer(),
    student_profile_ids: Type.Array(Type.Integer()),
  }),
);

export const assignSchoolStudentToClassroom = defineCall({
  method: 'POST',
  path: '/teacher/assign-school-student-to-classroom',
  access: ['teacher'],
  queueable: false,
  summary:
    "Seats unassigned students of the teacher's school (GET /teacher/get-school-unassigned-students) in one of the teacher's " +
    'own classrooms, within its seats (all or none).',
  body: Strict({ classroom_id: Id, student_profile_ids: StudentIds }),
  response: StudentsAnswer,
});

export const schoolUnassignedStudents = defineCall({
  method: 'GET',
  path: '/teacher/get-school-unassigned-students/{schoolId}',
  access: ['teacher'],
  queueable: false,
  summary: "The students of the teacher's own school who sit in no classroom, by name. Another school: 403.",
  params: Strict({ schoolId: Id }),
  query: Strict({ lang: Type.Optional(Lang) }),
  response: Data(Type.Object({ students: Type.Array(RosterStudent) })),
});

export const removeStudentFromSchoolClassroom = defineCall({
  method: 'POST',
  path: '/teacher/remove-student-from-school-classroom',
  access: ['teacher'],
  queueable: false,
  summary:
    "Takes students out of one of the teacher's own classrooms. They stay students of the school with all their work; " +
    'student_profile_id names one, student_profile_ids several.',
  body: Strict({
    classroom_id: Id,
    student_profile_id: Type.Optional(Id),
    student_profile_ids: Type.Optional(StudentIds),
  }),
  check: ({ body }): FieldIssues =>
    body.student_profile_id === undefined && body.student_profile_ids === undefined
      ? { student_profile_ids: [{ key: 'validation.required' }] }
      : {},
  response: StudentsAnswer,
});

export const changeStudentsClassroom = defineCall({
  method: 'POST',
  path: '/change-students-classroom',
  access: ['teacher'],
  queueable: false,
  summary:
    "Moves students from one of the teacher's own classrooms to another of their own (active, within its seats; all or none). " +
    'Their work goes with them. The answer says what happened in data.message.',
  body: Strict({ old_classroom_id: Id, new_classroom_id: Id, students: StudentIds }),
  check: ({ body }): FieldIssues =>
    body.old_classroom_id === body.new_classroom_id ? { new_classroom_id: [{ key: 'validation.sameClassroom' }] } : {},
  response: StudentsAnswer,
});

const StudentAnswer = Data(Type.Object({ message: Type.String(), student: RosterStudent }));

export const resetSchoolStudentPassword = defineCall({
  method: 'POST',
  path: '/teacher/reset-school-student-password',
  access: ['teacher'],
  queueable: false,
  summary:
    "Sets a new password for a student sitting in one of the teacher's own classrooms; the student's sessions end at once.",
  body: Strict({
    student_profile_id: Id,
    password: Password,
    password_confirmation: Type.String({ errorMessages: { required: 'validation.passwordsIdentical' } }),
  }),
  check: ({ body }) => passwordsMatch(body),
  response: StudentAnswer,
});

const NameBody = { first_name: EnglishName, last_name: Type.Optional(LastName) };

export const updateStudentName = defineCall({
  method: 'POST',
  path: '/teacher/update-student-name',
  access: ['teacher'],
  queueable: false,
  summary: "Renames a student sitting in one of the teacher's own classrooms.",
  body: Strict({ student_profile_id: Id, ...NameBody }),
  response: StudentAnswer,
});

export const changeStudentName = defineCall({
  method: 'PUT',
  path: '/teacher/change-student-name/{id}',
  access: ['teacher'],
  queueable: false,
  summary: "Renames a student (id: the student profile) sitting in one of the teacher's own classrooms.",
  params: Strict({ id: Id }),
  body: Strict(NameBody),
  response: StudentAnswer,
});

export const updateStudentUsername = defineCall({
  method: 'POST',
  path: '/update-student-username-by-teacher/{classroom}/{student}',
  access: ['teacher'],
  queueable: false,
  summary:
    "Changes the username of a student (student profile id) of one of the teacher's own classrooms; 'Username already taken' " +
    'when another account has it, whatever its case.',
  params: Strict({ classroom: Id, student: Id }),
  body: Strict({ username: Username }),
  response: StudentAnswer,
});

export const editStudentInfo = defineCall({
  method: 'POST',
  path: '/edit-student-info',
  access: ['teacher'],
  queueable: false,
  summary:
    "Changes what is given of a student sitting in one of the teacher's own classrooms: names, username, grade, year of birth.",
  body: Strict({
    student_profile_id: Id,
    first_name: Type.Optional(EnglishName),
    last_name: Type.Optional(LastName),
    username: Type.Optional(Username),
    grade: Type.Optional(Type.Integer({ minimum: 0, maximum: 12 })),
    year_of_birth: Type.Optional(Type.Integer({ minimum: 1990, maximum: 2100 })),
  }),
  response: StudentAnswer,
});

export const generateStudentUsername = defineCall({
  method: 'GET',
  path: '/teacher/generate-student-username',
  access: ['teacher'],
  queueable: false,
  summary:
    'A username free right now, made from a name (letters and digits of the name, then the smallest number that makes it free).',
  query: Strict({
    name: Type.String({ minLength: 1, maxLength: ACCOUNT_LIMITS.nameMax * 2 }),
    lang: Type.Optional(Lang),
  }),
  response: Data(Type.Object({ username: Type.String() })),
});

export const studentsInfoByTeacher = defineCall({
  method: 'GET',
  path: '/get-students-info-by-teacher',
  access: ['teacher'],
  queueable: false,
  summary:
    "The students of the teacher's own classrooms (one classroom with classroom_id), by name, with their classrooms.",
  query: Strict({ classroom_id: Type.Optional(Id), lang: Type.Optional(Lang) }),
  response: Data(Type.Object({ students: Type.Array(RosterStudent) })),
});

const ProfileCourse = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  lessons_total: Type.Integer(),
  lessons_completed: Type.Integer(),
});

const StudentProfileView = Type.Object({
  student: RosterStudent,
  points: Type.Integer(),
  classrooms: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  courses: Type.Array(ProfileCourse),
});

export const schoolStudentProfile = defineCall({
  method: 'GET',
  path: '/teacher/get-school-student-profile',
  access: ['teacher'],
  queueable: false,
  summary:
    "A student sitting in one of the teacher's own classrooms: account, points, the teacher's classrooms holding them, and " +
    'progress on those classrooms’ courses.',
  query: Strict({ student_profile_id: Id, lang: Type.Optional(Lang) }),
  response: Data(StudentProfileView),
});

export const schoolStudentProfileByCourse = defineCall({
  method: 'GET',
  path: '/teacher/get-school-student-profile-by-courseid',
  access: ['teacher'],
  queueable: false,
  summary:
    "As get-school-student-profile, with each playable lesson of one course of the student's classrooms (another course: 422).",
  query: Strict({ student_profile_id: Id, course_id: Id, lang: Type.Optional(Lang) }),
  response: Data(
    Type.Object({
      ...StudentProfileView.properties,
      lessons: Type.Array(
        Type.Object({
          lesson_id: Type.Integer(),
          title: Type.String(),
          kind: Type.String(),
          completed: Type.Boolean(),
          teacher_finished: Type.Boolean(),
          teacher_locked: Type.Boolean(),
          best_score: Type.Integer(),
          max_score: Type.Integer(),
        }),
      ),
    }),
  ),
});

// ---------------------------------------------------------------- importing a class list

/** The import's limits: spec 001 §9.5 (at most 5 MB) and a bound of ours on the names of one file. */
export const IMPORT_FILE = {
  field: 'file',
  maxBytes: 5 * 1024 * 1024,
  maxNames: 200,
} as const;

export const ImportedStudent = Type.Object({
  /** The row of the file the name came from (1-based, as a spreadsheet shows it). */
  row: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  username: Type.String(),
  /** The first password (words and digits a child can type); null in a preview, which creates nothing. */
  password: Nullable(Type.String()),
});

export const importExcelByTeacher = defineCall({
  method: 'POST',
  path: '/import-excel-by-teacher/{id}',
  access: ['teacher'],
  queueable: false,
  summary:
    "Creates student accounts in one of the teacher's own classrooms (id) from a class list: multipart/form-data with one " +
    'file (field "file"), at most 5 MB, .xlsx, .csv (comma, semicolon or tab) or a .xls saved as either (an old binary .xls is ' +
    "refused: save it as .xlsx or .csv). One student a row: the row's first filled cell holds the whole name (first name, then " +
    'the last name); a first row "Name" is a header. No name twice in the file nor already in the classroom, within the seats. ' +
    'With preview=true it answers what would be created and writes nothing; otherwise it creates every account in one unit ' +
    'of work (all or none) and answers the usernames and first passwords. A refusal is 422 with every problem under ' +
    'errors.file, the first one first (413 for a file over 5 MB).',
  params: Strict({ id: Id }),
  query: Strict({ preview: Type.Optional(Type.Boolean()), lang: Type.Optional(Lang) }),
  response: Data(
    Type.Object({
      message: Type.String(),
      preview: Type.Boolean(),
      classroom_id: Type.Integer(),
      students: Type.Array(ImportedStudent),
    }),
  ),
});

// ---------------------------------------------------------------- lesson powers over a classroom

const LessonStudents = {
  classroom_id: Id,
  student_profile_ids: Type.Optional(StudentIds),
};

export const deleteStudentQuestionSubmissionsByLesson = defineCall({
  method: 'POST',
  path: '/teacher/delete-student-question-submissions-by-lesson',
  access: ['teacher'],
  queueable: true,
  summary:
    "Deletes the answers sent for a lesson of one of the teacher's own classrooms' courses by the named students (all of the " +
    "classroom's students when student_profile_ids is left out), and starts the lesson afresh for them (completion, scores and " +
    "a teacher's finish cleared; a teacher's lock stays). Points already earned stay. Each changed student pulls the change.",
  body: Strict({ ...LessonStudents, lesson_id: Id }),
  response: TeacherWriteAnswer,
});

export const resetLessonsForStudentsClassroom = defineCall({
  method: 'POST',
  path: '/teacher/reset-lessons-for-students-classroom',
  access: ['teacher'],
  queueable: true,
  summary:
    "Starts lessons of one of the teacher's own classrooms' courses afresh (lesson_id, or several as lesson_ids) for the named " +
    "students (all of the classroom's students when student_profile_ids is left out): completion, scores and a teacher's finish " +
    'are cleared; the answers sent stay as history and points earned stay. Each changed student pulls the change.',
  body: Strict({
    ...LessonStudents,
    lesson_id: Type.Optional(Id),
    lesson_ids: Type.Optional(Type.Array(Id, { minItems: 1, maxItems: 200, uniqueItems: true })),
  }),
  check: ({ body }): FieldIssues =>
    body.lesson_id === undefined && body.lesson_ids === undefined
      ? { lesson_id: [{ key: 'validation.required' }] }
      : {},
  response: TeacherWriteAnswer,
});

export const finishLessonForClassroom = defineCall({
  method: 'GET',
  path: '/finish-lesson/{classRoomId}/{lessonId}',
  access: ['teacher'],
  queueable: false,
  summary:
    "Marks a lesson finished for every student of one of the teacher's own classrooms, as finish-student-lesson-by-teacher " +
    'does; needs the school flag allow_teacher_finish_lessons (403 otherwise).',
  params: Strict({ classRoomId: Id, lessonId: Id }),
  query: Strict({ lang: Type.Optional(Lang) }),
  response: TeacherWriteAnswer,
});

export const classroomLockedStatus = defineCall({
  method: 'GET',
  path: '/teacher/get-school-teacher-classroom-locked-status/{id}',
  access: ['teacher'],
  queueable: false,
  summary:
    "Whether one of the teacher's own classrooms is locked, its community locked, and what the school lets its teachers do.",
  params: Strict({ id: Id }),
  query: Strict({ lang: Type.Optional(Lang) }),
  response: Data(
    Type.Object({
      classroom_id: Type.Integer(),
      locked: Type.Boolean(),
      community_locked: Type.Boolean(),
      allow_teacher_lesson_locking: Type.Boolean(),
      allow_teacher_finish_lessons: Type.Boolean(),
    }),
  ),
});

export const logoutStudents = defineCall({
  method: 'GET',
  path: '/teacher/logout-students/{classRoomId}',
  access: ['teacher'],
  queueable: false,
  summary:
    "Ends at once every session of the students of one of the teacher's own classrooms (their next call answers 401 and their " +
    'devices go to the sign-in page); their work stays, including what a device has still to send.',
  params: Strict({ classRoomId: Id }),
  query: Strict({ lang: Type.Optional(Lang) }),
  response: Data(
    Type.Object({
      message: Type.String(),
      classroom_id: Type.Integer(),
      /** The students who had a session that was ended. */
      student_profile_ids: Type.Array(Type.Integer()),
    }),
  ),
});

export const lockUnlockCommunity = defineCall({
  method: 'GET',
  path: '/teacher/lock-unlock-community/{classRoomId}',
  access: ['teacher'],
  queueable: false,
  summary:
    "Locks or unlocks the community for the students of one of the teacher's own classrooms: locked=true or false sets it, " +
    'without it the call toggles (as the spec lists it, a GET).',
  params: Strict({ classRoomId: Id }),
  query: Strict({ locked: Type.Optional(Type.Boolean()), lang: Type.Optional(Lang) }),
  response: Data(
    Type.Object({ message: Type.String(), classroom_id: Type.Integer(), community_locked: Type.Boolean() }),
  ),
});

// ---------------------------------------------------------------- the teacher's school, search and account

const CourseOption = Type.Object({ id: Type.Integer(), title: Type.String() });

export const schoolSetupInformation = defineCall({
  method: 'GET',
  path: '/teacher/get-school-setup-information/{schoolId}',
  access: ['teacher'],
  queueable: false,
  summary:
    "The teacher's own school as the classroom form needs it: its name, language and setup flags, the grades and the courses " +
    'a classroom may take. Another school: 403.',
  params: Strict({ schoolId: Id }),
  query: Strict({ lang: Type.Optional(Lang) }),
  response: Data(
    Type.Object({
      school: Type.Object({
        id: Type.Integer(),
        name: Type.String(),
        preferred_language: Lang,
        allow_teacher_lesson_locking: Type.Boolean(),
        allow_teacher_finish_lessons: Type.Boolean(),
      }),
      grades: Type.Array(Type.Integer()),
      courses: Type.Array(CourseOption),
    }),
  ),
});

export const schoolSearchFilters = defineCall({
  method: 'GET',
  path: '/teacher/get-school-search-filters/{schoolId}',
  access: ['teacher'],
  queueable: false,
  summary:
    "What the teacher's lists can be filtered by at their own school: their classrooms, the grades and the courses of those " +
    'classrooms, and the classroom states. Another school: 403.',
  params: Strict({ schoolId: Id }),
  query: Strict({ lang: Type.Optional(Lang) }),
  response: Data(
    Type.Object({
      classrooms: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), status: ClassroomStatus })),
      grades: Type.Array(Type.Integer()),
      courses: Type.Array(CourseOption),
      statuses: Type.Array(ClassroomStatus),
    }),
  ),
});

export const searchClassroom = defineCall({
  method: 'GET',
  path: '/search-classroom',
  access: ['teacher'],
  queueable: false,
  summary:
    "The teacher's own classrooms whose name contains classroom_name (any case; empty: all), by name, 10 a page (the spec's " +
    'client asks for page 1 only).',
  query: Strict({
    classroom_name: Type.Optional(Type.String({ maxLength: 100 })),
    page_number: Type.Optional(Page),
    lang: Type.Optional(Lang),
  }),
  response: Data(Type.Object({ classrooms: Type.Array(ClassroomInfo), pagination: Pagination })),
});

export const topStudentsWithClassroom = defineCall({
  method: 'GET',
  path: '/get-top-students-with-classroom-by-teacher/{classRoomId}',
  access: ['teacher'],
  queueable: false,
  summary:
    "The 10 students of one of the teacher's own classrooms with the most points (ties by name), with their weekly points.",
  params: Strict({ classRoomId: Id }),
  query: Strict({ lang: Type.Optional(Lang) }),
  response: Data(
    Type.Object({
      classroom: Type.Object({ id: Type.Integer(), name: Type.String() }),
      students: Type.Array(
        Type.Object({
          rank: Type.Integer(),
          student_profile_id: Type.Integer(),
          username: Type.String(),
          first_name: Type.String(),
          last_name: Type.String(),
          points: Type.Integer(),
          weekly_points: Type.Integer(),
        }),
      ),
    }),
  ),
});

export const TeacherAccount = Type.Object({
  teacher_profile_id: Type.Integer(),
  username: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  b12_email: Nullable(Type.String()),
  language: Lang,
  school: Type.Object({ id: Type.Integer(), name: Type.String() }),
});

export const teacherInfo = defineCall({
  method: 'GET',
  path: '/teacher/get-teacher-info',
  access: ['teacher'],
  queueable: false,
  summary: "The teacher's own account: names, contact, work email and school.",
  query: Strict({ lang: Type.Optional(Lang) }),
  response: Data(TeacherAccount),
});

export const editTeacherInfo = defineCall({
  method: 'POST',
  path: '/edit-teacher-info',
  access: ['teacher'],
  queueable: false,
  summary:
    "Changes what is given of the teacher's own account: names (in English), email (not another account's), phone, work email.",
  body: Strict({
    first_name: Type.Optional(EnglishName),
    last_name: Type.Optional(EnglishName),
    email: Type.Optional(Email),
    phone: Type.Optional(Phone),
    b12_email: Type.Optional(Email),
  }),
  response: Data(Type.Object({ message: Type.String(), teacher: TeacherAccount })),
});

export const resetTeacherPassword = defineCall({
  method: 'POST',
  path: '/reset-teacher-password',
  access: ['teacher'],
  queueable: false,
  summary:
    "Changes the teacher's own password; the current one is required. The teacher's other sessions end. A refusal (422) " +
    'carries its field errors both as errors and as data.errors (spec 001 §8.1: data.data.errors on teacher password reset).',
  body: Strict({
    current_password: AnyPassword,
    password: Password,
    password_confirmation: Type.String({ errorMessages: { required: 'validation.passwordsIdentical' } }),
  }),
  check: ({ body }) => passwordsMatch(body),
  response: Data(Type.Object({ message: Type.String() })),
});

export const changeClassroomTeacher = defineCall({
  method: 'POST',
  path: '/change-classroom-teacher/{classRoomId}/{teacher_id}',
  access: ['teacher', 'schooladmin'],
  queueable: false,
  summary:
    'Moves a classroom, with its students and schedule, to another teacher (teacher_id: a teacher profile) of the SAME school. ' +
    'A teacher moves one of their own classrooms; a school administrator any classroom of a school they manage. Unknown and ' +
    'foreign classrooms or teachers: 403.',
  params: Strict({ classRoomId: Id, teacher_id: Id }),
  response: Data(Type.Object({ message: Type.String(), classroom: ClassroomInfo })),
});
