import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** The same ISO-8601 text as SQLite's strftime('%Y-%m-%dT%H:%M:%fZ'): times compare as text on both dialects. */
const createdAt = () =>
  text('created_at')
    .notNull()
    .default(sql`(to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`);

export const schools = pgTable('schools', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  abbreviation: text('abbreviation'),
  website: text('website'),
  email: text('email'),
  phone: text('phone'),
  city: text('city'),
  country: text('country'),
  address: text('address'),
  preferredLanguage: text('preferred_language', { enum: ['en', 'ar'] })
    .notNull()
    .default('en'),
  allowTeacherLessonLocking: boolean('allow_teacher_lesson_locking').notNull().default(true),
  allowTeacherFinishLessons: boolean('allow_teacher_finish_lessons').notNull().default(true),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    /** Lower-cased username: usernames are unique whatever their case. */
    usernameKey: text('username_key').notNull(),
    email: text('email'),
    phone: text('phone'),
    passwordHash: text('password_hash'),
    userType: text('user_type', { enum: ['student', 'parent', 'teacher', 'schooladmin'] }).notNull(),
    /** pending: registered but not yet confirmed (parents); disabled: by a parent or school admin. */
    status: text('status', { enum: ['active', 'pending', 'disabled'] })
      .notNull()
      .default('active'),
    language: text('language', { enum: ['en', 'ar'] })
      .notNull()
      .default('en'),
    imgUri: text('img_uri'),
    hasVisitedIde: boolean('has_visited_ide').notNull().default(false),
    didWatchStorylineVideo: boolean('did_watch_storyline_video').notNull().default(false),
    isThirdPartySchool: boolean('is_third_party_school').notNull().default(false),
    /** provider:subject of an identity provider account linked to this user. */
    externalId: text('external_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_username_key').on(t.usernameKey),
    index('users_email').on(t.email),
    index('users_phone').on(t.phone),
    uniqueIndex('users_external_id').on(t.externalId),
  ],
);

export const studentProfiles = pgTable(
  'student_profiles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    yearOfBirth: integer('year_of_birth'),
    parentEmail: text('parent_email'),
    parentProfileId: integer('parent_profile_id').references(() => parentProfiles.id),
    /** Set for school students: the school that enrolled them. */
    schoolId: integer('school_id').references(() => schools.id),
    grade: integer('grade'),
    safeQuestionId: integer('safe_question_id'),
    safeAnswerHash: text('safe_answer_hash'),
    /** The picture a young child signs in with (a key of the client's picture set), when their class uses pictures. */
    picturePassword: text('picture_password'),
    isTrial: boolean('is_trial').notNull().default(true),
    lastActivityAt: text('last_activity_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('student_profiles_user').on(t.userId),
    index('student_profiles_parent').on(t.parentProfileId),
    index('student_profiles_school').on(t.schoolId),
  ],
);

export const parentProfiles = pgTable(
  'parent_profiles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    country: text('country'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('parent_profiles_user').on(t.userId)],
);

export const teacherProfiles = pgTable(
  'teacher_profiles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** spec 001 §7.7 add-school-teacher: teacher_phone_number and b12_email (the school's work address). */
    phone: text('phone'),
    workEmail: text('b12_email'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('teacher_profiles_user').on(t.userId), index('teacher_profiles_school').on(t.schoolId)],
);

export const schooladminProfiles = pgTable(
  'schooladmin_profiles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The school this administrator belongs to (the first of several for a multi-school administrator). */
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    multipleSchools: boolean('multiple_schools').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('schooladmin_profiles_user').on(t.userId)],
);

/** Every school an administrator manages (one row for a single-school administrator). */
export const schooladminSchools = pgTable(
  'schooladmin_schools',
  {
    schooladminProfileId: integer('schooladmin_profile_id')
      .notNull()
      .references(() => schooladminProfiles.id),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
  },
  (t) => [primaryKey({ columns: [t.schooladminProfileId, t.schoolId] })],
);

export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    /** The course number of /coursedetails/{courseNumber}. */
    number: integer('number').notNull(),
    track: text('track', { enum: ['computer-skills', 'smoothy', 'web', 'python'] }).notNull(),
    level: text('level', { enum: ['basic', 'intermediate', 'advanced', 'expert', 'html'] }).notNull(),
    titleEn: text('title_en').notNull(),
    titleAr: text('title_ar').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionAr: text('description_ar').notNull(),
    minAge: integer('min_age').notNull(),
    maxAge: integer('max_age').notNull(),
    lessonCount: integer('lesson_count').notNull(),
    price: doublePrecision('price').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [uniqueIndex('courses_number').on(t.number)],
);

export const classrooms = pgTable(
  'classrooms',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    teacherProfileId: integer('teacher_profile_id')
      .notNull()
      .references(() => teacherProfiles.id),
    name: text('name').notNull(),
    schoolGradeId: integer('school_grade_id').notNull(),
    numberOfSeats: integer('number_of_seats').notNull(),
    locked: boolean('locked').notNull().default(false),
    communityLocked: boolean('community_locked').notNull().default(false),
    /** spec 000 §4: created, then archived or completed (both keep the students' work; neither takes new students). */
    status: text('status', { enum: ['active', 'archived', 'completed'] })
      .notNull()
      .default('active'),
    /** Young children sign in by choosing their own picture (issue 13), enabled per classroom by the teacher. */
    pictureSignIn: boolean('picture_sign_in').notNull().default(false),
    /** The class's sign-in code: the address of its picture sign-in page. */
    signInCode: text('sign_in_code'),
    createdAt: createdAt(),
  },
  (t) => [
    index('classrooms_teacher').on(t.teacherProfileId),
    index('classrooms_school').on(t.schoolId),
    uniqueIndex('classrooms_sign_in_code').on(t.signInCode),
  ],
);

/** A classroom's weekly schedule (spec 000 §3): one row per day, 0 = Sunday ... 6 = Saturday, times 'HH:MM'. */
export const classroomSchedules = pgTable(
  'classroom_schedules',
  {
    classroomId: integer('classroom_id')
      .notNull()
      .references(() => classrooms.id),
    day: integer('day').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
  },
  (t) => [primaryKey({ columns: [t.classroomId, t.day] })],
);

export const classroomCourses = pgTable(
  'classroom_courses',
  {
    classroomId: integer('classroom_id')
      .notNull()
      .references(() => classrooms.id),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
  },
  (t) => [primaryKey({ columns: [t.classroomId, t.courseId] })],
);

export const classroomStudents = pgTable(
  'classroom_students',
  {
    classroomId: integer('classroom_id')
      .notNull()
      .references(() => classrooms.id),
    studentProfileId: integer('student_profile_id')
      .notNull()
      .references(() => studentProfiles.id),
  },
  (t) => [
    primaryKey({ columns: [t.classroomId, t.studentProfileId] }),
    index('classroom_students_student').on(t.studentProfileId),
  ],
);

/** Server-side sessions behind the JWTs: revoking a row ends the token at once. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    expiresAt: text('expires_at').notNull(),
    revokedAt: text('revoked_at'),
    /** For a parent signed in as a child: the parent's session, so that they can go back. */
    actingParentSessionId: text('acting_parent_session_id'),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

/** One-time tokens and codes for confirmation and recovery; only hashes are stored. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose', {
      enum: ['parent-verify', 'parent-set-password', 'password-reset', 'phone-reset'],
    }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    /** Where it was sent: an email or a phone number. */
    target: text('target'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_tokens_hash').on(t.tokenHash), index('one_time_tokens_user').on(t.userId, t.purpose)],
);

/**
 * A child's invitation to a parent (issue 15 item 5): one row per child and address, so the same parent
 * is never invited twice; the rows of a day count against the child's daily limit. Only the link
 * token's hash is kept. `parentUserId` is the pending parent who started signing up from the link;
 * `acceptedAt` is set when that parent finished and the child was linked.
 */
export const parentInvitations = pgTable(
  'parent_invitations',
  {
    id: serial('id').primaryKey(),
    studentProfileId: integer('student_profile_id')
      .notNull()
      .references(() => studentProfiles.id),
    channel: text('channel', { enum: ['email', 'phone'] }).notNull(),
    /** The normalised email or phone number the invitation went to. */
    target: text('target').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: text('expires_at').notNull(),
    parentUserId: integer('parent_user_id').references(() => users.id),
    acceptedAt: text('accepted_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('parent_invitations_child_target').on(t.studentProfileId, t.target),
    index('parent_invitations_token').on(t.tokenHash),
    index('parent_invitations_parent').on(t.parentUserId),
  ],
);

/** Mail and SMS sent by the local transports: what a developer reads instead of an inbox. */
export const localOutbox = pgTable('local_outbox', {
  id: serial('id').primaryKey(),
  channel: text('channel', { enum: ['mail', 'sms'] }).notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject'),
  body: text('body').notNull(),
  createdAt: createdAt(),
});

/** Public forms (contact, demo requests, landing forms, newsletter). */
export const formSubmissions = pgTable('form_submissions', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: ['contact', 'school-demo', 'landing-info', 'landing-demo', 'newsletter'] }).notNull(),
  email: text('email'),
  payload: jsonb('payload').notNull(),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- learning (issue 3)

/** Loaded from the content files at start; a course's stones are replaced when its content version rises. */
export const courseContentVersions = pgTable('course_content_versions', {
  courseId: integer('course_id')
    .primaryKey()
    .references(() => courses.id),
  version: integer('version').notNull(),
  loadedAt: createdAt(),
});

/**
 * One row: a value that changes (to a new random one) with every write to courses, stones, questions or
 * content versions, set by triggers (the migration's own SQL). The catalogue cache
 * (learning/catalogue-cache.ts) reads it for every request instead of aggregating those tables.
 */
export const catalogueStamps = pgTable('catalogue_stamps', {
  id: integer('id').primaryKey(),
  stamp: text('stamp').notNull(),
});

/** A stone on a course map. Its id stays the same across content versions (matched by key). */
export const stones = pgTable(
  'stones',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    key: text('key').notNull(),
    position: integer('position').notNull(),
    kind: text('kind', { enum: ['lesson', 'game', 'challenge', 'code', 'project', 'graduation-project'] }).notNull(),
    titleEn: text('title_en').notNull(),
    titleAr: text('title_ar').notNull(),
    /** The lesson's introduction (IntroStep[]), for lesson stones with content. */
    intro: jsonb('intro'),
    /** False when the stone's player or content is not there yet: it shows as "soon". */
    playable: boolean('playable').notNull().default(false),
    /** Left on the map of an older version? Kept for the answers that point at it, hidden from maps. */
    retired: boolean('retired').notNull().default(false),
  },
  (t) => [
    uniqueIndex('stones_course_key').on(t.courseId, t.key),
    index('stones_course_position').on(t.courseId, t.position),
  ],
);

export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    stoneId: integer('stone_id')
      .notNull()
      .references(() => stones.id),
    key: text('key').notNull(),
    position: integer('position').notNull(),
    type: text('type', { enum: ['choice', 'truefalse', 'fillin', 'ordering', 'matching'] }).notNull(),
    /** The whole question as written in the content file, its answer included (never sent to students). */
    definition: jsonb('definition').notNull(),
    points: integer('points').notNull(),
    skill: text('skill').notNull(),
    retired: boolean('retired').notNull().default(false),
  },
  (t) => [uniqueIndex('questions_stone_key').on(t.stoneId, t.key)],
);

/** A student's state on one stone: a row exists once it is completed, or set by a teacher. */
export const stoneProgress = pgTable(
  'stone_progress',
  {
    studentProfileId: integer('student_profile_id')
      .notNull()
      .references(() => studentProfiles.id),
    stoneId: integer('stone_id')
      .notNull()
      .references(() => stones.id),
    completedAt: text('completed_at'),
    /** Best score reached (points of right answers) and what was possible. */
    bestScore: integer('best_score').notNull().default(0),
    maxScore: integer('max_score').notNull().default(0),
    /** A teacher's decision: locked for this student, or finished for them. */
    teacherLocked: boolean('teacher_locked').notNull().default(false),
    teacherFinished: boolean('teacher_finished').notNull().default(false),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.studentProfileId, t.stoneId] })],
);

/** One submitted attempt at a lesson's questions (POST /student-questions-submission). */
export const lessonSubmissions = pgTable(
  'lesson_submissions',
  {
    id: serial('id').primaryKey(),
    studentProfileId: integer('student_profile_id')
      .notNull()
      .references(() => studentProfiles.id),
    stoneId: integer('stone_id')
      .notNull()
      .references(() => stones.id),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    /** review: a second go at the questions answered wrong (POST /review-questions). */
    kind: text('kind', { enum: ['lesson', 'review'] })
      .notNull()
      .default('lesson'),
    score: integer('score').notNull(),
    maxScore: integer('max_score').notNull(),
    pointsAwarded: integer('points_awarded').notNull(),
    /** When the child answered, on their device (may be long before it arrived). */
    answeredAt: text('answered_at').notNull(),
    /** When it reached the server. */
    receivedAt: createdAt(),
  },
  (t) => [index('lesson_submissions_student_stone').on(t.studentProfileId, t.stoneId)],
);

export const submittedAnswers = pgTable(
  'submitted_answers',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => lessonSubmissions.id),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    answer: jsonb('answer').notNull(),
    /** 0 to 100: how much of the question was right (ordering and matching earn part marks). */
    rate: integer('rate').notNull(),
    correct: boolean('correct').notNull(),
  },
  (t) => [
    index('submitted_answers_submission').on(t.submissionId),
    index('submitted_answers_question').on(t.questionId),
  ],
);

/**
 * Points are a sum over unique events, never a counter: `source` names what earned (or cost) them —
 * "question:<id>" the first time a question is answered right, "task:<stoneId>", "hint:<key>" — and is
 * unique per student, so a replay can never count twice.
 */
export const pointEvents = pgTable(
  'point_events',
  {
    id: serial('id').primaryKey(),
    studentProfileId: integer('student_profile_id')
      .notNull()
      .references(() => studentProfiles.id),
    source: text('source').notNull(),
    points: integer('points').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('point_events_student_source').on(t.studentProfileId, t.source),
    index('point_events_student_time').on(t.studentProfileId, t.createdAt),
  ],
);

/** Badges and trophies earned: a set per student (earning twice changes nothing). */
export const awards = pgTable(
  'awards',
  {
    studentProfileId: integer('student_profile_id')
      .notNull()
      .references(() => studentProfiles.id),
    kind: text('kind', { enum: ['badge', 'trophy'] }).notNull(),
    key: text('key').notNull(),
    earnedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.studentProfileId, t.kind, t.key] })],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** A locale key (notifications.<kind>) and its values: shown in the reader's language. */
    kind: text('kind').notNull(),
    data: jsonb('data').notNull(),
    seenAt: text('seen_at'),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user').on(t.userId, t.id)],
);

/** Per-student, per-course flags (the course's first-visit modal has been seen). */
export const studentCourseFlags = pgTable(
  'student_course_flags',
  {
    studentProfileId: integer('student_profile_id')
      .notNull()
      .references(() => studentProfiles.id),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    hasSeenModal: boolean('has_seen_modal').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.studentProfileId, t.courseId] })],
);

// ---------------------------------------------------------------- sync (issue 3)

/**
 * The answer to every mutating call made with an Idempotency-Key, stored in the same transaction as
 * its effect: a replay gets the stored answer and changes nothing. Rejections are stored too.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    /** SHA-256 of the request body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: text('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** What changed for whom, in order: devices pull from a cursor (the last seq they hold), never by time. */
export const changeLog = pgTable(
  'change_log',
  {
    seq: serial('seq').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** What to refresh on the device: 'progress', 'points', 'notification', 'course', 'awards', 'profile'. */
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    data: jsonb('data'),
    createdAt: createdAt(),
  },
  (t) => [index('change_log_user_seq').on(t.userId, t.seq)],
);

// ---------------------------------------------------------------- projects (issue 4)

/**
 * A student's project: a course project (a project stone of a course) or an individual (playground)
 * project, with its code parts and its review. One row per project; `version` rises with each
 * confirmed submission (a resubmission after a disapproval, or a correction while pending), and a
 * teacher's decision names the version it saw. A draft (saved, not submitted) has version 0.
 */
export const projectSubmissions = pgTable(
  'project_submissions',
  {
    id: serial('id').primaryKey(),
    studentProfileId: integer('student_profile_id')
      .notNull()
      .references(() => studentProfiles.id),
    type: text('type', { enum: ['course', 'individual'] }).notNull(),
    status: text('status', { enum: ['draft', 'pending', 'approved', 'disapproved'] }).notNull(),
    version: integer('version').notNull().default(0),
    projectName: text('project_name').notNull(),
    /** The code parts: block code (SmoothY program, serialised), Python, JavaScript, HTML, CSS. */
    code: text('code'),
    pythonCode: text('python_code'),
    jsCode: text('js_code'),
    htmlCode: text('html_code'),
    cssCode: text('css_code'),
    thumbUri: text('thumb_uri'),
    imgUri: text('img_uri'),
    courseId: integer('course_id').references(() => courses.id),
    lessonId: integer('lesson_id').references(() => stones.id),
    lessonProjectTemplateId: integer('lesson_project_template_id'),
    isGraduationProject: boolean('is_graduation_project').notNull().default(false),
    /** The teacher's review: comment, points (approved only), who and when. */
    comment: text('comment'),
    points: integer('points'),
    reviewedBy: integer('reviewed_by').references(() => teacherProfiles.id),
    /** First confirmed submission (counts for the daily limit), latest resubmission, latest review. */
    submittedAt: text('submitted_at'),
    resubmittedAt: text('resubmitted_at'),
    reviewedAt: text('reviewed_at'),
    /**
     * Sharing (issue 11): an approved project is public only while it has a share token, set when the
     * child (or a teacher of their classroom, for a class showcase) chooses to share it: 128 random bits,
     * base64url, the only key of its public page. Unsharing clears it; sharing again makes a new one.
     */
    shareToken: text('share_token'),
    sharedBy: text('shared_by', { enum: ['student', 'teacher'] }),
    sharedAt: text('shared_at'),
    createdAt: createdAt(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [
    index('project_submissions_student').on(t.studentProfileId, t.submittedAt),
    index('project_submissions_status').on(t.status, t.studentProfileId),
    uniqueIndex('project_submissions_share_token').on(t.shareToken),
  ],
);

/**
 * A teacher's own SmoothY (or web/Python) project, made in /teacher/teacher-ide (POST
 * /teacher/teacher-project-submission): the teacher's only — never reviewed, never shown to students.
 * Kept apart from project_submissions, whose every row belongs to a student and a review.
 */
export const teacherProjects = pgTable(
  'teacher_projects',
  {
    id: serial('id').primaryKey(),
    teacherProfileId: integer('teacher_profile_id')
      .notNull()
      .references(() => teacherProfiles.id),
    projectName: text('project_name').notNull(),
    code: text('code'),
    pythonCode: text('python_code'),
    jsCode: text('js_code'),
    htmlCode: text('html_code'),
    cssCode: text('css_code'),
    thumbUri: text('thumb_uri'),
    imgUri: text('img_uri'),
    /** The course level it started from (teacher-ide ?lessonId=), if any. */
    lessonId: integer('lesson_id').references(() => stones.id),
    createdAt: createdAt(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [index('teacher_projects_teacher').on(t.teacherProfileId, t.updatedAt)],
);

// ---------------------------------------------------------------- shared by every server (issue 9)

/**
 * Rate-limit and lockout counters in fixed windows (accounts/throttle.ts, the forms' limit): kept in the
 * database so that several servers behind one load balancer count together.
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    /** When the window ends, in milliseconds since 1970. */
    resetAt: bigint('reset_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('rate_counters_reset').on(t.resetAt)],
);

/** Every solved captcha challenge until it expires: a solution is accepted once, on any server. */
export const captchaSolutions = pgTable(
  'captcha_solutions',
  {
    signature: text('signature').primaryKey(),
    /** Milliseconds since 1970. */
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('captcha_solutions_expiry').on(t.expiresAt)],
);

// ---------------------------------------------------------------- parents' plans (issue 15)

/**
 * One course bought for one child (spec 000 §3 "Subscription or purchase"). Money in integer cents, as the
 * pricing module computes it on the server. Expired is not stored: a row is expired once `expires_at` is past.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    studentProfileId: integer('student_profile_id')
      .notNull()
      .references(() => studentProfiles.id),
    /** The parent who bought it. */
    parentProfileId: integer('parent_profile_id')
      .notNull()
      .references(() => parentProfiles.id),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    planId: integer('plan_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    couponCode: text('coupon_code'),
    assistedLearning: boolean('assisted_learning').notNull().default(false),
    paymentMethod: text('payment_method'),
    /** cancelled: renewal stopped; the child keeps the course until expires_at. */
    status: text('status', { enum: ['active', 'cancelled'] })
      .notNull()
      .default('active'),
    purchasedAt: text('purchased_at').notNull(),
    expiresAt: text('expires_at').notNull(),
    cancelledAt: text('cancelled_at'),
    /** The payment that bought it (none for the demo data's plan). */
    paymentId: integer('payment_id').references(() => payments.id),
  },
  (t) => [
    index('subscriptions_student').on(t.studentProfileId, t.courseId),
    index('subscriptions_parent').on(t.parentProfileId),
  ],
);

/** Discount coupons (spec 001 §7.4 /get-parent-coupons-discount): open to every parent, or to one. */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    /** Upper-cased: a code is the same whatever its case. */
    code: text('code').notNull(),
    percent: integer('percent').notNull(),
    /** Set when the coupon was given to one parent only. */
    parentProfileId: integer('parent_profile_id').references(() => parentProfiles.id),
    expiresAt: text('expires_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('coupons_code').on(t.code)],
);

/**
 * A payment (spec 001 §7.5): one order paid once, whatever the method. Never a card number or security
 * code: only the brand and the last four digits. `order_json` is what was bought (plan, courses,
 * children, assisted learning, coupon); the amounts are the pricing module's, computed on the server.
 * (parent, idempotency key) is unique: a replayed call finds its payment and charges nothing more.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    parentProfileId: integer('parent_profile_id')
      .notNull()
      .references(() => parentProfiles.id),
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind', { enum: ['purchase', 'renewal'] }).notNull(),
    method: text('method', { enum: ['card', 'paypal', 'mobile'] }).notNull(),
    provider: text('provider').notNull(),
    /** The provider's reference (a PayPal-style payment id). */
    providerRef: text('provider_ref').notNull(),
    status: text('status', { enum: ['pending', 'pin_required', 'approval_required', 'paid', 'cancelled'] }).notNull(),
    orderJson: text('order_json').notNull(),
    /** A hash of the order, to refuse a key sent again with another order. */
    orderHash: text('order_hash').notNull(),
    currency: text('currency').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
    couponCode: text('coupon_code'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    operatorId: integer('operator_id'),
    /** A one-time pin's tries and expiry (the pin itself is never kept: the provider derives it). */
    pinTries: integer('pin_tries').notNull().default(0),
    pinExpiresAt: text('pin_expires_at'),
    payerId: text('payer_id'),
    createdAt: createdAt(),
    paidAt: text('paid_at'),
  },
  (t) => [
    uniqueIndex('payments_parent_key').on(t.parentProfileId, t.idempotencyKey),
    uniqueIndex('payments_provider_ref').on(t.providerRef),
  ],
);

// ---------------------------------------------------------------- games (issue 14)

/**
 * A stage of a game played on line through the stage calls (contract/games.ts): the cards the server dealt,
 * the pairs found and the moves. One play a student and stage (a new start replaces it).
 */
export const gamePlays = pgTable(
  'game_plays',
  {
    id: serial('id').primaryKey(),
    studentProfileId: integer('student_profile_id')
      .notNull()
      .references(() => studentProfiles.id),
    stoneId: integer('stone_id')
      .notNull()
      .references(() => stones.id),
    /** The stage's id (stone id × 100 + its number). */
    stage: integer('stage').notNull(),
    /** The dealt cards in order, JSON: [{ pair, face }]. */
    deck: text('deck').notNull(),
    /** The indexes of the cards matched, JSON. */
    matched: text('matched').notNull(),
    moves: integer('moves').notNull().default(0),
    startedAt: text('started_at').notNull(),
    finishedAt: text('finished_at'),
  },
  (t) => [uniqueIndex('game_plays_student_stage').on(t.studentProfileId, t.stage)],
);

// ---------------------------------------------------------------- community (issue 16)

/** Who switched the community on: a school for its students, a parent for a child at home (off by default). */
export const communitySettings = pgTable(
  'community_settings',
  {
    scope: text('scope', { enum: ['school', 'student'] }).notNull(),
    /** The school's id, or the student profile's id. */
    ownerId: integer('owner_id').notNull(),
    enabled: boolean('enabled').notNull(),
    /** The administrator or parent who decided (no foreign key: the decision outlives their account). */
    updatedBy: integer('updated_by').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.ownerId] })],
);

/**
 * A post (question, idea, celebration) and where it is seen: its scope, with the author's classroom,
 * school, course or region at the time of posting. Hidden by a teacher until restored.
 */
export const communityPosts = pgTable(
  'community_posts',
  {
    id: serial('id').primaryKey(),
    authorUserId: integer('author_user_id')
      .notNull()
      .references(() => users.id),
    type: text('type', { enum: ['question', 'idea', 'celebration'] }).notNull(),
    text: text('text').notNull(),
    scope: text('scope', { enum: ['classroom', 'school', 'friends', 'course', 'region', 'world'] }).notNull(),
    /** The author's classroom when posting (no foreign key: a removed classroom leaves its posts unseen, not refused). */
    classroomId: integer('classroom_id'),
    schoolId: integer('school_id').references(() => schools.id),
    courseId: integer('course_id').references(() => courses.id),
    region: text('region'),
    celebrationType: text('celebration_type'),
    celebrationId: integer('celebration_id'),
    submissionId: integer('submission_id').references(() => projectSubmissions.id),
    submissionTypeId: integer('submission_type_id'),
    hiddenAt: text('hidden_at'),
    /** The teacher who hid it (no foreign key: a teacher's account may be deleted). */
    hiddenBy: integer('hidden_by'),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [
    index('community_posts_author').on(t.authorUserId, t.id),
    index('community_posts_classroom').on(t.classroomId, t.id),
    index('community_posts_school').on(t.schoolId, t.id),
  ],
);

/** A comment (an answer) on a post; one comment of a question may be its correct answer. */
export const communityComments = pgTable(
  'community_comments',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => communityPosts.id),
    authorUserId: integer('author_user_id')
      .notNull()
      .references(() => users.id),
    text: text('text').notNull(),
    isCorrect: boolean('is_correct').notNull().default(false),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [index('community_comments_post').on(t.postId, t.id)],
);

/** A like of a post or a comment: a set per user (liking twice changes nothing). */
export const communityLikes = pgTable(
  'community_likes',
  {
    target: text('target', { enum: ['post', 'comment'] }).notNull(),
    targetId: integer('target_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: text('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.target, t.targetId, t.userId] })],
);

/** A friend request, then a friendship: pending, accepted or declined by the receiver. One row a pair. */
export const communityFriendships = pgTable(
  'community_friendships',
  {
    id: serial('id').primaryKey(),
    senderUserId: integer('sender_user_id')
      .notNull()
      .references(() => users.id),
    receiverUserId: integer('receiver_user_id')
      .notNull()
      .references(() => users.id),
    /** The pair, smaller user id first: one row whoever asked. */
    pairKey: text('pair_key').notNull(),
    status: text('status', { enum: ['pending', 'accepted', 'declined'] }).notNull(),
    createdAt: text('created_at').notNull(),
    respondedAt: text('responded_at'),
  },
  (t) => [
    uniqueIndex('community_friendships_pair').on(t.pairKey),
    index('community_friendships_receiver').on(t.receiverUserId, t.status),
    index('community_friendships_sender').on(t.senderUserId, t.status),
  ],
);

/**
 * A child's report of a post they find unkind or unsafe (our call: the spec has none): one a child and post.
 * The reporter no longer sees the post; the teachers of its author's classrooms see it among the reported.
 */
export const communityReports = pgTable(
  'community_reports',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => communityPosts.id),
    reporterUserId: integer('reporter_user_id')
      .notNull()
      .references(() => users.id),
    createdAt: text('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.reporterUserId] }),
    index('community_reports_reporter').on(t.reporterUserId),
  ],
);

// ---------------------------------------------------------------- certificates (issue 16)

/**
 * A certificate: a student's for a completed course (made by the student or a teacher of their classroom),
 * or a teacher's own for a course they teach. The name is the one printed, kept as it was issued; `code` is
 * the public verification code (GET /certificates/verify/{code}). One certificate a holder, kind and course.
 * A specialisation (every exam of a track passed) or the master certificate (all three) has no course.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['student', 'teacher', 'specialisation', 'master'] }).notNull(),
    studentProfileId: integer('student_profile_id').references(() => studentProfiles.id),
    teacherProfileId: integer('teacher_profile_id').references(() => teacherProfiles.id),
    /** 'student:<profile id>' or 'teacher:<profile id>': one certificate a holder and course (NULLs are never equal in a unique index). */
    holder: text('holder').notNull(),
    /** The course of a student's or a teacher's certificate; null for a specialisation or the master. */
    courseId: integer('course_id').references(() => courses.id),
    /** A certification award (shared-schema exams/rules.ts): 'smoothy', 'web', 'python' or 'master'; null otherwise. */
    award: text('award'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    code: text('code').notNull(),
    issuedByUserId: integer('issued_by_user_id')
      .notNull()
      .references(() => users.id),
    issuedAt: text('issued_at').notNull(),
  },
  (t) => [
    uniqueIndex('certificates_code').on(t.code),
    uniqueIndex('certificates_holder_course').on(t.holder, t.courseId),
    // One award a holder: passing again never makes a second one (NULL awards, the course certificates, never clash).
    uniqueIndex('certificates_holder_award').on(t.holder, t.award),
    index('certificates_student').on(t.studentProfileId),
  ],
);

// ---------------------------------------------------------------- certification exams (issue 16)

/** The exam candidate's details (spec 000 §3), sent once with the first registration and never changed. */
export const examCandidates = pgTable('exam_candidates', {
  studentProfileId: integer('student_profile_id')
    .primaryKey()
    .references(() => studentProfiles.id),
  firstName: text('first_name').notNull(),
  middleName: text('middle_name').notNull().default(''),
  lastName: text('last_name').notNull(),
  city: text('city').notNull(),
  country: text('country'),
  dateOfBirth: text('date_of_birth').notNull(),
  language: text('language').notNull(),
  phoneNumber: text('phone_number').notNull(),
  parentEmail: text('parent_email').notNull(),
  submittedAt: text('submitted_at').notNull(),
});

/** A registration for one exam (shared-schema/src/exams): its eligibility ID and its time window. */
export const examRegistrations = pgTable(
  'exam_registrations',
  {
    id: serial('id').primaryKey(),
    studentProfileId: integer('student_profile_id')
      .notNull()
      .references(() => studentProfiles.id),
    examId: integer('exam_id').notNull(),
    eligibilityId: text('eligibility_id').notNull(),
    registeredAt: text('registered_at').notNull(),
    windowEndsAt: text('window_ends_at').notNull(),
  },
  (t) => [
    uniqueIndex('exam_registrations_student_exam').on(t.studentProfileId, t.examId),
    uniqueIndex('exam_registrations_eligibility').on(t.eligibilityId),
  ],
);

/** One sitting of an exam: the questions the server drew, its deadline and, once submitted, its grade. */
export const examAttempts = pgTable(
  'exam_attempts',
  {
    id: serial('id').primaryKey(),
    studentProfileId: integer('student_profile_id')
      .notNull()
      .references(() => studentProfiles.id),
    examId: integer('exam_id').notNull(),
    /** The ids of the questions drawn, in the order shown, JSON. */
    questionIds: text('question_ids').notNull(),
    startedAt: text('started_at').notNull(),
    deadlineAt: text('deadline_at').notNull(),
    submittedAt: text('submitted_at'),
    /** The answers as sent, JSON (kept as given). */
    answers: text('answers'),
    score: integer('score'),
    maxScore: integer('max_score').notNull(),
    /** The practical task drawn: a challenge or code stone of the exam's courses (its level or exercise). */
    taskStoneId: integer('task_stone_id').references(() => stones.id),
    /** What was sent for the task, JSON (a SmoothY program, or Web/Python code with the checks' results). */
    taskAnswer: text('task_answer'),
    taskScore: integer('task_score'),
    /** The task's share of max_score. */
    taskMax: integer('task_max').notNull().default(0),
    rate: integer('rate'),
    passed: boolean('passed'),
  },
  (t) => [index('exam_attempts_student_exam').on(t.studentProfileId, t.examId)],
);
