import { Type } from 'typebox';
import { ACCOUNT_LIMITS, PAGE_SIZES, POINTS, TASK_IDS } from '../rules/constants.js';
import {
  APPROVAL_STATUS_IDS,
  PROJECT_EDITORS,
  PROJECT_SHARERS,
  PROJECT_STATUSES,
  PROJECT_TYPES,
} from '../rules/projects.js';
import { Data, defineCall, Strict } from './define.js';
import { Id, Lang, Nullable, Page, Time, StudentAccess } from './fields.js';

/**
 * Projects (spec 000 §3 Project, §4 review states, §5 approval; spec 001 §7.3, §7.6, §8.2, §9.3; issue 4).
 *
 * A project is one row with a `version`: a draft (is_confirmed_submission false, version 0), then
 * pending on submission (version 1), approved or disapproved by a teacher of one of the student's
 * classrooms. A pending or disapproved project is corrected by sending it again with its `project_id`
 * (a new version; a disapproved one only within a week of its review, else 409
 * `resubmit_window_closed`). At most three projects are first submitted per UTC day (409
 * `daily_project_limit`, the spec's message). A teacher's decision names the version it saw: a
 * project resubmitted meanwhile answers 409 `resubmitted`; one already decided 409 `already_reviewed`.
 * approval_status_id: 1 pending, 2 approved, 3 disapproved (rules/projects.ts). Times are ISO 8601 UTC.
 * The two submissions and the two decisions are queueable (Idempotency-Key, exactly once).
 */

/** A code part: at most 200 000 characters (the body as a whole is held to 1 MiB). */
const CodePart = Type.Optional(Nullable(Type.String({ maxLength: 200_000 })));
const Uri = Type.Optional(Nullable(Type.String({ maxLength: 2048 })));
const ApprovalStatusId = Type.Integer({
  minimum: APPROVAL_STATUS_IDS.pending,
  maximum: APPROVAL_STATUS_IDS.disapproved,
});

export const ReviewComment = Type.String({
  minLength: 1,
  maxLength: ACCOUNT_LIMITS.messageMax,
  pattern: '\\S',
  errorMessages: {
    required: 'validation.commentRequired',
    minLength: 'validation.commentRequired',
    pattern: 'validation.commentRequired',
  },
});
export const ProjectPoints = Type.Integer({
  minimum: POINTS.projectMin,
  maximum: POINTS.projectMax,
  errorMessages: {
    required: 'validation.projectPoints',
    minimum: 'validation.projectPoints',
    maximum: 'validation.projectPoints',
  },
});

export const ProjectView = Type.Object({
  id: Type.Integer(),
  student_profile_id: Type.Integer(),
  type: Type.Enum(PROJECT_TYPES),
  status: Type.Enum(PROJECT_STATUSES),
  /** null for a draft. */
  approval_status_id: Nullable(Type.Integer()),
  version: Type.Integer(),
  project_name: Type.String(),
  /**
   * Our addition: the editor it opens in, from the code parts it holds (rules/projects.ts projectEditorOf):
   * python_code → 'python', html_code/css_code/js_code → 'web', a paint drawing in `code` → 'paint'
   * (games/paint-project.ts), else 'blocks'. Lists have no code, so a
   * device that never had the project learns here where to open it.
   */
  editor: Type.Enum(PROJECT_EDITORS),
  code: Nullable(Type.String()),
  python_code: Nullable(Type.String()),
  js_code: Nullable(Type.String()),
  html_code: Nullable(Type.String()),
  css_code: Nullable(Type.String()),
  thumb_uri: Nullable(Type.String()),
  img_uri: Nullable(Type.String()),
  course_id: Nullable(Type.Integer()),
  lesson_id: Nullable(Type.Integer()),
  lesson_project_template_id: Nullable(Type.Integer()),
  is_graduation_project: Type.Boolean(),
  comment: Nullable(Type.String()),
  points: Nullable(Type.Integer()),
  submitted_at: Nullable(Time),
  resubmitted_at: Nullable(Time),
  reviewed_at: Nullable(Time),
  /** Pending: when the review is expected (a week after the latest submission). */
  review_due_at: Nullable(Time),
  /** Disapproved: until when it may be corrected and resubmitted (a week after the review). */
  resubmit_until: Nullable(Time),
  /**
   * Sharing (issue 11): the key of the project's public page (/guest/sharedCode/{share_token}/{type}) while the
   * child, or a teacher for a class showcase, shares it; null while it is not shared (then no one outside sees it).
   */
  share_token: Nullable(Type.String()),
  /** Who shared it: the child ('student') or a teacher of their classroom ('teacher'). */
  shared_by: Nullable(Type.Enum(PROJECT_SHARERS)),
  updated_at: Time,
});

/** A project in lists: without its code. */
export const ProjectSummary = Type.Omit(ProjectView, ['code', 'python_code', 'js_code', 'html_code', 'css_code']);

const ProjectPayload = {
  project_name: Type.String({
    minLength: 1,
    maxLength: 100,
    errorMessages: { required: 'validation.required', minLength: 'validation.required' },
  }),
  student_profile_id: Id,
  gm_task_id: Type.Optional(Type.Literal(TASK_IDS.courseProjects)),
  code: CodePart,
  python_code: CodePart,
  js_code: CodePart,
  html_code: CodePart,
  css_code: CodePart,
  thumb_uri: Uri,
  img_uri: Uri,
  /** The project to save again or resubmit (the caller's own); absent or null for a new project. */
  project_id: Type.Optional(Nullable(Id)),
  /** false: save as a draft (no review, no daily count); true: submit for review. */
  is_confirmed_submission: Type.Boolean(),
};

const SubmissionAnswer = Data(
  Type.Object({
    message: Type.String(),
    project: ProjectView,
    /** Projects first submitted today (UTC) and how many more may be. */
    submitted_today: Type.Integer(),
    left_today: Type.Integer(),
  }),
);

export const studentProjectSubmission = defineCall({
  method: 'POST',
  path: '/student-project-submission',
  access: StudentAccess,
  queueable: true,
  summary:
    "An individual (playground) project saved as a draft or submitted for review; project_id saves or resubmits one of the caller's own. " +
    '409 daily_project_limit after three submissions in a UTC day, resubmit_window_closed a week after a disapproval, already_approved.',
  body: Strict({ ...ProjectPayload, is_course_project: Type.Literal(false) }),
  response: SubmissionAnswer,
});

export const courseProjectSubmission = defineCall({
  method: 'POST',
  path: '/course-project-submission',
  access: StudentAccess,
  queueable: true,
  summary:
    'A course project (a project stone of a course) saved or submitted; the same rules as /student-project-submission. 422 when the lesson is not in the course.',
  body: Strict({
    ...ProjectPayload,
    is_course_project: Type.Literal(true),
    lesson_project_template_id: Type.Optional(Nullable(Id)),
    lesson_id: Id,
    course_id: Id,
    is_graduation_project: Type.Optional(Type.Boolean()),
  }),
  response: SubmissionAnswer,
});

export const studentProjects = defineCall({
  method: 'GET',
  path: '/student-projects/{id}',
  access: ['student', 'parent', 'teacher'],
  queueable: false,
  summary:
    "A student's projects (id: the student profile id; the student, their parent, or a teacher of their classroom), newest first, without code.",
  params: Strict({ id: Id }),
  response: Data(Type.Object({ projects: Type.Array(ProjectSummary) })),
});

export const studentCourseProject = defineCall({
  method: 'GET',
  path: '/get-student-course-project/{id}',
  access: StudentAccess,
  queueable: false,
  summary:
    "One of the caller's course projects with its code (id: the project id); 404 when it is not theirs or not a course project.",
  params: Strict({ id: Id }),
  response: Data(ProjectView),
});

export const studentIndividualProject = defineCall({
  method: 'GET',
  path: '/get-student-individual-project/{id}',
  access: StudentAccess,
  queueable: false,
  summary:
    "One of the caller's individual projects with its code (id: the project id); 404 when it is not theirs or not an individual project.",
  params: Strict({ id: Id }),
  response: Data(ProjectView),
});

export const ProjectPagination = Type.Object({
  page_number: Type.Integer(),
  records_per_page: Type.Integer(),
  total: Type.Integer(),
});

export const studentCourseSubmissions = defineCall({
  method: 'GET',
  path: '/get-student-course-submissions',
  access: StudentAccess,
  queueable: false,
  summary: "The caller's submitted course projects, newest first, 10 a page, by approval_status_id and course_id.",
  query: Strict({
    approval_status_id: Type.Optional(ApprovalStatusId),
    course_id: Type.Optional(Id),
    records_per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: PAGE_SIZES.submissions })),
    page_number: Type.Optional(Page),
    lang: Type.Optional(Lang),
  }),
  response: Data(Type.Object({ projects: Type.Array(ProjectSummary), pagination: ProjectPagination })),
});

export const studentProjectSubmissions = defineCall({
  method: 'GET',
  path: '/get-student-project-submissions',
  access: StudentAccess,
  queueable: false,
  summary:
    "The caller's submitted projects (drafts with type and no approval_status_id too), newest first, by approval_status_id and type (course or individual).",
  query: Strict({
    approval_status_id: Type.Optional(ApprovalStatusId),
    type: Type.Optional(Type.Enum(PROJECT_TYPES)),
    lang: Type.Optional(Lang),
  }),
  response: Data(Type.Object({ projects: Type.Array(ProjectSummary) })),
});

export const studentSubmissionsCount = defineCall({
  method: 'GET',
  path: '/get-student-submissions-count',
  access: StudentAccess,
  queueable: false,
  summary: "The caller's projects by status, and today's submissions against the daily limit (UTC day).",
  response: Data(
    Type.Object({
      drafts: Type.Integer(),
      pending: Type.Integer(),
      approved: Type.Integer(),
      disapproved: Type.Integer(),
      submitted_today: Type.Integer(),
      left_today: Type.Integer(),
      per_day: Type.Integer(),
    }),
  ),
});

// ---------------------------------------------------------------- teacher

export const StudentOfProject = Type.Object({
  student_profile_id: Type.Integer(),
  username: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
});

export const teacherSubmissions = defineCall({
  method: 'GET',
  path: '/teacher/submissions',
  access: ['teacher'],
  queueable: false,
  summary:
    "Submitted projects of the students of the teacher's own classrooms (classroom_id: one of them, else 403), oldest pending first when filtered by pending, else newest first; 10 a page.",
  query: Strict({
    classroom_id: Type.Optional(Id),
    course_id: Type.Optional(Id),
    approval_status_id: Type.Optional(ApprovalStatusId),
    type: Type.Optional(Type.Enum(PROJECT_TYPES)),
    page_number: Type.Optional(Page),
    /** The app adds ?lang= to every call. */
    lang: Type.Optional(Lang),
  }),
  response: Data(
    Type.Object({
      submissions: Type.Array(Type.Object({ ...ProjectSummary.properties, student: StudentOfProject })),
      pagination: ProjectPagination,
    }),
  ),
});

export const teacherSubmissionDetails = defineCall({
  method: 'GET',
  path: '/teacher/get-school-student-submission-details/{id}',
  access: ['teacher'],
  queueable: false,
  summary:
    "One submitted project with its code and student (id: the project id); 403 unless the student sits in one of the teacher's classrooms.",
  params: Strict({ id: Id }),
  response: Data(Type.Object({ ...ProjectView.properties, student: StudentOfProject })),
});

export const teacherStudentComments = defineCall({
  method: 'GET',
  path: '/get-school-student-comments/{id}',
  access: ['teacher'],
  queueable: false,
  summary:
    "The review comments on a student's projects (id: the student profile id, one of the teacher's students), newest first.",
  params: Strict({ id: Id }),
  response: Data(
    Type.Object({
      student: StudentOfProject,
      comments: Type.Array(
        Type.Object({
          project_id: Type.Integer(),
          project_name: Type.String(),
          status: Type.Enum(PROJECT_STATUSES),
          version: Type.Integer(),
          comment: Type.String(),
          points: Nullable(Type.Integer()),
          reviewed_at: Time,
          reviewed_by: Nullable(Type.String()),
        }),
      ),
    }),
  ),
});

export const guestSharedCode = defineCall({
  method: 'GET',
  path: '/guest-shared-code/{id}',
  access: 'public',
  queueable: false,
  summary:
    "The code of a shared approved project for anyone to view (id: the project's share token, never its number): name, code parts and the student's first name only. 404 for anything else: a project not shared, no longer shared, or a number.",
  // Any text up to 64 characters: whatever is not a live token answers the same 404 (never a 422 that tells a token's shape).
  params: Strict({ id: Type.String({ minLength: 1, maxLength: 64 }) }),
  response: Data(
    Type.Object({
      type: Type.Enum(PROJECT_TYPES),
      project_name: Type.String(),
      /** The maker's first name only: no last name, username or id. */
      first_name: Type.String(),
      code: Nullable(Type.String()),
      python_code: Nullable(Type.String()),
      js_code: Nullable(Type.String()),
      html_code: Nullable(Type.String()),
      css_code: Nullable(Type.String()),
      thumb_uri: Nullable(Type.String()),
      img_uri: Nullable(Type.String()),
    }),
  ),
});

const ShareAnswer = Data(Type.Object({ message: Type.String(), project: ProjectSummary }));
const Shared = Type.Boolean();

export const shareProject = defineCall({
  method: 'POST',
  path: '/share-project',
  access: StudentAccess,
  queueable: true,
  summary:
    "Our addition (issue 11): the child shares one of their approved projects (shared: true), which gets a new random share token for its public page, or stops sharing it (false: the token is gone, the page answers 404). 409 not_approved for a project not approved; 403 for another child's project.",
  body: Strict({ project_id: Id, shared: Shared }),
  response: ShareAnswer,
});

export const teacherShareSubmission = defineCall({
  method: 'POST',
  path: '/teacher/share-student-submission',
  access: ['teacher'],
  queueable: true,
  summary:
    "Our addition (issue 11): a teacher of the student's classroom shares an approved project in a class showcase (shared: true, a new random share token), or stops sharing it (false, also one the child shared). 409 not_approved; 403 for a project of another teacher's student.",
  body: Strict({ submission_id: Id, shared: Shared }),
  response: ShareAnswer,
});

const DecisionAnswer = Data(
  Type.Object({ message: Type.String(), project: ProjectSummary, new_trophies: Type.Array(Type.String()) }),
);
/** The version the teacher saw (the project's `version`): a project resubmitted meanwhile answers 409 `resubmitted`. */
const SeenVersion = Type.Integer({ minimum: 1 });

export const approveStudentSubmission = defineCall({
  method: 'POST',
  path: '/teacher/approve-student-submission',
  access: ['teacher'],
  queueable: true,
  summary:
    'Approves a pending project with a comment and 100 to 500 points (counted once per project); the student is notified; trophies at 10, 30, 100 approved projects.',
  body: Strict({ submission_id: Id, version: SeenVersion, comment: ReviewComment, points: ProjectPoints }),
  response: DecisionAnswer,
});

export const disapproveStudentSubmission = defineCall({
  method: 'POST',
  path: '/teacher/disapprove-student-submission',
  access: ['teacher'],
  queueable: true,
  summary:
    'Disapproves a pending project with a comment; the student is notified and may correct and resubmit it within a week.',
  body: Strict({ submission_id: Id, version: SeenVersion, comment: ReviewComment }),
  response: DecisionAnswer,
});

// ---------------------------------------------------------------- the teacher's own projects

/**
 * A teacher's own project from /teacher/teacher-ide: the teacher's only (another teacher's answers 403),
 * never reviewed, never shown to students. Saving again with project_id replaces its code.
 */
export const TeacherProjectView = Type.Object({
  id: Type.Integer(),
  project_name: Type.String(),
  code: Nullable(Type.String()),
  python_code: Nullable(Type.String()),
  js_code: Nullable(Type.String()),
  html_code: Nullable(Type.String()),
  css_code: Nullable(Type.String()),
  thumb_uri: Nullable(Type.String()),
  img_uri: Nullable(Type.String()),
  /** The course level it was started from (teacher-ide ?lessonId=), or null. */
  lesson_id: Nullable(Type.Integer()),
  created_at: Time,
  updated_at: Time,
});
export const TeacherProjectSummary = Type.Omit(TeacherProjectView, [
  'code',
  'python_code',
  'js_code',
  'html_code',
  'css_code',
]);

export const teacherProjectSubmission = defineCall({
  method: 'POST',
  path: '/teacher/teacher-project-submission',
  access: ['teacher'],
  queueable: true,
  summary:
    "Saves the teacher's own project (new, or project_id: one of their own, else 403); lesson_id names the level it started from (422 when unknown).",
  body: Strict({
    project_name: ProjectPayload.project_name,
    code: CodePart,
    python_code: CodePart,
    js_code: CodePart,
    html_code: CodePart,
    css_code: CodePart,
    thumb_uri: Uri,
    img_uri: Uri,
    lesson_id: Type.Optional(Nullable(Id)),
    project_id: Type.Optional(Nullable(Id)),
  }),
  response: Data(Type.Object({ message: Type.String(), project: TeacherProjectView })),
});

export const teacherIndividualProject = defineCall({
  method: 'GET',
  path: '/teacher/get-teacher-individual-project/{id}',
  access: ['teacher'],
  queueable: false,
  summary:
    "One of the teacher's own projects with its code (id: the project id); another teacher's or an unknown one answers 403.",
  params: Strict({ id: Id }),
  response: Data(TeacherProjectView),
});

export const teacherProjectList = defineCall({
  method: 'GET',
  path: '/teacher/teacher-projects',
  access: ['teacher'],
  queueable: false,
  summary: "The teacher's own projects, latest saved first, without code (our addition: teacher-ide's Open list).",
  response: Data(Type.Object({ projects: Type.Array(TeacherProjectSummary) })),
});
