import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

const createdAt = () => text('created_at').notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`);

export const schools = sqliteTable('schools', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  abbreviation: text('abbreviation'),
  website: text('website'),
  email: text('email'),
  phone: text('phone'),
  city: text('city'),
  country: text('country'),
  address: text('address'),
  preferredLanguage: text('preferred_language', { enum: ['en', 'ar'] }).notNull().default('en'),
  allowTeacherLessonLocking: integer('allow_teacher_lesson_locking', { mode: 'boolean' }).notNull().default(true),
  allowTeacherFinishLessons: integer('allow_teacher_finish_lessons', { mode: 'boolean' }).notNull().default(true),
  createdAt: createdAt(),
});

export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    username: text('username').notNull(),
    /** Lower-cased username: usernames are unique whatever their case. */
    usernameKey: text('username_key').notNull(),
    email: text('email'),
    phone: text('phone'),
    passwordHash: text('password_hash'),
    userType: text('user_type', { enum: ['student', 'parent', 'teacher', 'schooladmin'] }).notNull(),
    /** pending: registered but not yet confirmed (parents); disabled: by a parent or school admin. */
    status: text('status', { enum: ['active', 'pending', 'disabled'] }).notNull().default('active'),
    language: text('language', { enum: ['en', 'ar'] }).notNull().default('en'),
    imgUri: text('img_uri'),
    hasVisitedIde: integer('has_visited_ide', { mode: 'boolean' }).notNull().default(false),
    didWatchStorylineVideo: integer('did_watch_storyline_video', { mode: 'boolean' }).notNull().default(false),
    isThirdPartySchool: integer('is_third_party_school', { mode: 'boolean' }).notNull().default(false),
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

export const studentProfiles = sqliteTable(
  'student_profiles',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id').notNull().references(() => users.id),
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
    isTrial: integer('is_trial', { mode: 'boolean' }).notNull().default(true),
    lastActivityAt: text('last_activity_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('student_profiles_user').on(t.userId), index('student_profiles_parent').on(t.parentProfileId), index('student_profiles_school').on(t.schoolId)],
);

export const parentProfiles = sqliteTable(
  'parent_profiles',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id').notNull().references(() => users.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    country: text('country'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('parent_profiles_user').on(t.userId)],
);

export const teacherProfiles = sqliteTable(
  'teacher_profiles',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id').notNull().references(() => users.id),
    schoolId: integer('school_id').notNull().references(() => schools.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('teacher_profiles_user').on(t.userId), index('teacher_profiles_school').on(t.schoolId)],
);

export const schooladminProfiles = sqliteTable(
  'schooladmin_profiles',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id').notNull().references(() => users.id),
    /** The school this administrator belongs to (the first of several for a multi-school administrator). */
    schoolId: integer('school_id').notNull().references(() => schools.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    multipleSchools: integer('multiple_schools', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('schooladmin_profiles_user').on(t.userId)],
);

/** Every school an administrator manages (one row for a single-school administrator). */
export const schooladminSchools = sqliteTable(
  'schooladmin_schools',
  {
    schooladminProfileId: integer('schooladmin_profile_id').notNull().references(() => schooladminProfiles.id),
    schoolId: integer('school_id').notNull().references(() => schools.id),
  },
  (t) => [primaryKey({ columns: [t.schooladminProfileId, t.schoolId] })],
);

export const courses = sqliteTable(
  'courses',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
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
    price: real('price').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [uniqueIndex('courses_number').on(t.number)],
);

export const classrooms = sqliteTable(
  'classrooms',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    schoolId: integer('school_id').notNull().references(() => schools.id),
    teacherProfileId: integer('teacher_profile_id').notNull().references(() => teacherProfiles.id),
    name: text('name').notNull(),
    schoolGradeId: integer('school_grade_id').notNull(),
    numberOfSeats: integer('number_of_seats').notNull(),
    locked: integer('locked', { mode: 'boolean' }).notNull().default(false),
    communityLocked: integer('community_locked', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('classrooms_teacher').on(t.teacherProfileId), index('classrooms_school').on(t.schoolId)],
);

export const classroomCourses = sqliteTable(
  'classroom_courses',
  {
    classroomId: integer('classroom_id').notNull().references(() => classrooms.id),
    courseId: integer('course_id').notNull().references(() => courses.id),
  },
  (t) => [primaryKey({ columns: [t.classroomId, t.courseId] })],
);

export const classroomStudents = sqliteTable(
  'classroom_students',
  {
    classroomId: integer('classroom_id').notNull().references(() => classrooms.id),
    studentProfileId: integer('student_profile_id').notNull().references(() => studentProfiles.id),
  },
  (t) => [primaryKey({ columns: [t.classroomId, t.studentProfileId] }), index('classroom_students_student').on(t.studentProfileId)],
);

/** Server-side sessions behind the JWTs: revoking a row ends the token at once. */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    createdAt: createdAt(),
    expiresAt: text('expires_at').notNull(),
    revokedAt: text('revoked_at'),
    /** For a parent signed in as a child: the parent's session, so that they can go back. */
    actingParentSessionId: text('acting_parent_session_id'),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

/** One-time tokens and codes for confirmation and recovery; only hashes are stored. */
export const oneTimeTokens = sqliteTable(
  'one_time_tokens',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    purpose: text('purpose', { enum: ['parent-verify', 'parent-set-password', 'password-reset', 'phone-reset'] }).notNull(),
    userId: integer('user_id').notNull().references(() => users.id),
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

/** Mail and SMS sent by the local transports: what a developer reads instead of an inbox. */
export const localOutbox = sqliteTable('local_outbox', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  channel: text('channel', { enum: ['mail', 'sms'] }).notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject'),
  body: text('body').notNull(),
  createdAt: createdAt(),
});

/** Public forms (contact, demo requests, landing forms, newsletter). */
export const formSubmissions = sqliteTable('form_submissions', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  kind: text('kind', { enum: ['contact', 'school-demo', 'landing-info', 'landing-demo', 'newsletter'] }).notNull(),
  email: text('email'),
  payload: text('payload', { mode: 'json' }).notNull(),
  createdAt: createdAt(),
});
