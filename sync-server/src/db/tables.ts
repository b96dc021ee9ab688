import * as postgres from './schema/pg.js';
import * as sqlite from './schema/sqlite.js';
import { PROCESS_DIALECT } from './dialect.js';

/**
 * The tables, as services use them. The two schema files define the same tables (schema.test.ts proves
 * it) for each dialect's drizzle core; the ones of this process's dialect are exported here, typed with
 * the PostgreSQL core so that services compile against the query API both dialects share.
 */
const chosen = (PROCESS_DIALECT === 'postgres' ? postgres : sqlite) as unknown as typeof postgres;

export const {
  schools,
  users,
  studentProfiles,
  parentProfiles,
  teacherProfiles,
  schooladminProfiles,
  schooladminSchools,
  courses,
  classrooms,
  classroomCourses,
  classroomSchedules,
  classroomStudents,
  sessions,
  oneTimeTokens,
  parentInvitations,
  localOutbox,
  formSubmissions,
  courseContentVersions,
  catalogueStamps,
  stones,
  questions,
  stoneProgress,
  lessonSubmissions,
  gamePlays,
  submittedAnswers,
  pointEvents,
  awards,
  notifications,
  studentCourseFlags,
  idempotencyKeys,
  changeLog,
  projectSubmissions,
  teacherProjects,
  rateCounters,
  captchaSolutions,
  subscriptions,
  coupons,
  payments,
  communitySettings,
  communityPosts,
  communityComments,
  communityLikes,
  communityFriendships,
  communityReports,
  certificates,
  examCandidates,
  examRegistrations,
  examAttempts,
} = chosen;
