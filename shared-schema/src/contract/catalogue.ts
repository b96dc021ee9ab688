import type { HttpMethod } from './define.js';

/**
 * Every call of spec 001 §7 (7.1 to 7.10), transcribed as data: method, path exactly as the spec writes
 * it (with {name} placeholders, without the query), and its section. `npm run api:coverage` compares
 * this list with the calls the server serves.
 *
 * Transcription rules:
 * - A path given without a method takes the method of its section's list (the GET or POST list).
 * - "a and b" / "the same path with /share" / "... with the same shape" are written out as separate calls.
 * - A call listed twice in one section is listed once; a call listed in two sections is listed in both
 *   (coverage counts it once).
 * - Query strings are dropped: `/get-images-by-category/{id}?size&page` is `/get-images-by-category/{id}`.
 * - Literal numbers in paths stay literal (`/calculate-task-points/1`).
 * - Trailing slashes are kept as written (`/studentoverview/`).
 *
 * Calls the spec names without a path ("path not shown") are left out:
 * - 7.1 child self-registration (username, age, full_name, password, question_id, answer): our path is
 *   POST /register-child, listed below and marked `ours`.
 * - 7.1 the client information fetched at startup, and the third-party IP location look-up (not ours).
 * - 7.3 student-submit-exam?exam_id= (the path prefix is not shown): our path is POST /student-submit-exam,
 *   listed below and marked `ours`.
 * - 7.6 the classroom assessment, lesson, course and student submission lists.
 * - 7.10 "a teacher certificate link is fetched as a file with type=teacher": GET /certificates, listed once.
 * - 7.7 GET /general-school-report?school_id= is GET /general-school-report, listed once.
 */
export type SpecSection = '7.1' | '7.2' | '7.3' | '7.4' | '7.5' | '7.6' | '7.7' | '7.8' | '7.9' | '7.10';

export interface SpecCall {
  method: HttpMethod;
  path: string;
  section: SpecSection;
  /** A path of our choosing where the spec does not show one. */
  ours?: true;
}

export const SPEC_SECTIONS: Record<SpecSection, string> = {
  '7.1': 'Unauthenticated',
  '7.2': 'Session',
  '7.3': 'Learning (student)',
  '7.4': 'Parent',
  '7.5': 'Payments',
  '7.6': 'Teacher',
  '7.7': 'School admin',
  '7.8': 'Community',
  '7.9': 'Games',
  '7.10': 'Certificates',
};

function list(section: SpecSection, method: HttpMethod, paths: string[]): SpecCall[] {
  return paths.map((path) => ({ method, path, section }));
}
const GET = 'GET' as const;
const POST = 'POST' as const;
const PUT = 'PUT' as const;
const PATCH = 'PATCH' as const;
const DELETE = 'DELETE' as const;

export const SPEC_CALLS: readonly SpecCall[] = [
  // ---------------------------------------------------------------- 7.1 Unauthenticated
  ...list('7.1', POST, [
    '/register',
    '/parent_register',
    '/register_Parent',
    '/parent-set-password/{verification}',
    '/school/schooladmin-register',
    '/login',
    '/b12-login',
    '/password/email',
    '/password/reset',
    '/reset-password-phone',
    '/check-username',
    '/login-register-social/{loginType}',
    '/check-security-answer',
    '/contact',
    '/school-book-demo',
    '/landingInfo',
    '/landingDemo',
    '/newsletter',
  ]),
  ...list('7.1', GET, [
    '/parent/verify/{verification}',
    '/resend-verify/{email}',
    '/resend-verify-phone/{phone}',
    '/check-registered-email',
    '/check-registered-phone',
    '/verify-reset-password-phone/{number}/{code}',
    '/resend-recover-password-phone/{phone}',
    '/generate-student-username',
    '/safe-questions',
  ]),
  { method: POST, path: '/register-child', section: '7.1', ours: true },

  // ---------------------------------------------------------------- 7.2 Session
  ...list('7.2', POST, ['/logout', '/login-as-student', '/login-back-as-parent', '/change-language']),
  { method: GET, path: '/sso/{ssoToken}', section: '7.2' },

  // ---------------------------------------------------------------- 7.3 Learning (student)
  ...list('7.3', GET, [
    '/coursedetails/{courseNumber}',
    '/lessonprevideo/{lessonId}/{courseId}',
    '/ide-questions/{courseId}',
    '/ide/{lessonId}',
    '/course-lessons/{id}/{course_id}',
    '/student-projects/{id}',
    '/get-student-course-project/{id}',
    '/get-student-individual-project/{id}',
    '/get-graduation-project/{lessonId}',
    '/get-random-course-project/{lessonId}/{type}',
    '/get-image-categories',
    '/get-images-by-category/{id}',
    '/get-sound-categories',
    '/get-sounds-by-category/{id}',
    '/student-courses/{id}',
    '/student-badges/{id}',
    '/student-trophies/{id}',
    '/get-program-courses',
    '/courses-by-level-name',
    '/get-curriculum-overview',
    '/assessmentresult',
    '/review-questions',
    '/certificates',
    '/generate-student-certificate/{courseId}',
    '/get-student-notifications',
    '/get-emojis',
    '/studentoverview/',
    '/students-top-ten/',
    '/get-student-submissions-count',
    '/is-student-junior',
    '/studentprofile',
    '/student-collection-details',
    '/get-student-course-submissions',
    '/get-student-project-submissions',
    '/get-student-courses-completions',
    '/student-exam',
    '/get-student-exam-info',
    '/students/{studentProfileId}/courses',
    '/courses-can-be-purchased/{studentProfileId}',
    '/challenge-goal/{challengeId}',
    '/get-posts',
    '/getPostLast',
    '/edit-post/{id}',
  ]),
  ...list('7.3', POST, [
    '/student-questions-submission',
    '/submit-game-lesson',
    '/student-project-submission',
    '/course-project-submission',
    '/calculate-task-points/1',
    '/calculate-hints-points/11',
    '/user-ide-visit',
    '/storyline-video-status',
    '/review-questions',
    '/change-is-notification-seen-flag-to-true/{id}',
    '/change-has-seen-modal-flag-to-true/{courseId}',
    '/set-emoji-as-profile-picture/{id}',
    '/upload-image-profile',
    '/create-post',
    '/delete/{id}',
    '/submit-challenge-lesson',
  ]),
  { method: POST, path: '/student-submit-exam', section: '7.3', ours: true },

  // ---------------------------------------------------------------- 7.4 Parent
  ...list('7.4', POST, [
    '/create-new-child',
    '/link-parent-child',
    '/enable-child',
    '/disable-child',
    '/reset-student-password',
    '/cancel-parent-subscription',
    '/edit-parent-profile',
    '/update-parent-profile',
    '/reset-parent-password',
    '/edit-kid-info/{kidId}',
    '/update-child-info',
  ]),
  ...list('7.4', GET, [
    '/get-parent-children-info',
    '/get-kids-info',
    '/get-parent-profile',
    '/get-parent-plans',
    '/get-plans',
    '/get-parent-subscription-status',
    '/get-available-children/',
    '/purchases-history',
    '/get-parent-coupons-discount/{code}/{planId}',
    '/get-price-by-course/{course_id}/{plan_id}',
    '/check-student-course/{studentProfileId}/{courseId}',
  ]),

  // ---------------------------------------------------------------- 7.5 Payments
  ...list('7.5', POST, [
    '/place-payment',
    '/renew-parent-subscription',
    '/get-merchant-info',
    '/checkout-paypal',
    '/execute-paypal',
    '/create-mobile-payment',
    '/check-otp/{pin}',
  ]),
  ...list('7.5', GET, ['/mobile-payment-countries', '/country-operators/{country_id}']),

  // ---------------------------------------------------------------- 7.6 Teacher
  ...list('7.6', GET, [
    '/teacher/get-classroom-list',
    '/teacher/get-school-search-filters/{schoolId}',
    '/teacher/get-school-student-profile',
    '/teacher/get-school-student-profile-by-courseid',
    '/teacher/get-school-classroom-details/{id}',
    '/teacher/get-school-teacher-classroom-locked-status/{id}',
    '/teacher/get-school-teacher-classroom-lessons/{id}',
    '/teacher/get-classroom-completed-lessons',
    '/teacher/get-school-teacher-classrooms-summary/{schoolId}',
    '/teacher/get-school-student-submission-details/{id}',
    '/teacher/get-school-student-lesson-assessment-details/{studentId}',
    '/teacher/get-course-lesson-question-solution/{lessonId}',
    '/teacher/get-course-lesson-videos',
    '/teacher/get-course-lesson-code-solution',
    '/teacher/get-course-challenge-code-solution',
    '/teacher/get-school-setup-information/{schoolId}',
    '/teacher/get-school-unassigned-students/{schoolId}',
    '/teacher/generate-student-username',
    '/teacher/logout-students/{classRoomId}',
    '/finish-lesson/{classRoomId}/{lessonId}',
    '/teacher/get-classroom-lessons-challenges',
    '/teacher/get-classroom-challanges-by-lesson/{id}',
    '/teacher/get-teacher-info',
    '/teacher/get-teacher-individual-project/{id}',
    '/get-students-info-by-teacher',
    '/guest-shared-code/{id}',
    '/get-school-student-comments/{id}',
    '/search-classroom',
    '/export-students-report-by-teacher/{classroomId}',
    '/export-student-details-excel/{classroom_id}/{student_profile_id}',
    '/export-student-details-excel/{classroom_id}/{student_profile_id}/share',
    '/export-student-skills-excel/{classroom_id}/{student_profile_id}',
    '/generate-student-projects-report/{profileId}/{courseId}',
    '/generate-student-projects-report/{profileId}/{courseId}/share',
    '/generate-student-overview-report/{profileId}/{courseId}',
    '/generate-student-overview-report/{profileId}/{courseId}/share',
    '/get-student-reports/{profileId}/{courseId}/{type}',
    '/get-top-students-with-classroom-by-teacher/{classRoomId}',
    '/classrooms/{classroomId}/complete',
    '/teacher/lock-unlock-community/{classRoomId}',
    '/teacher/lesson-plans/{courseId}',
    '/teacher/question-bank/{courseId}',
    '/teacher/get-school-teacher-classroom-student-submissions/{teacherId}/export',
    '/teacher/get-school-teacher-classroom-lesson-submissions/{teacherId}/export',
    '/teacher/get-school-teacher-classroom-course-submissions/{teacherId}/export',
    '/teacher/get-school-teacher-classroom-assessments/{teacherId}/export',
    '/course-resources',
    '/course-resources/{courseId}',
  ]),
  ...list('7.6', POST, [
    '/teacher/approve-student-submission',
    '/teacher/disapprove-student-submission',
    '/teacher/add-school-classroom',
    '/teacher/edit-school-classroom',
    '/teacher/remove-school-classroom',
    '/teacher/update-school-classroom-schedule',
    '/set-classroom-schedules/{id}',
    '/teacher/update-classroom-locked-status',
    '/teacher/delete-student-question-submissions-by-lesson',
    '/teacher/finish-student-lesson-by-teacher',
    '/teacher/reset-lessons-for-students-classroom',
    '/teacher/reset-student-challange-submissions-by-lesson',
    '/teacher/assign-school-student-to-classroom',
    '/teacher/add-school-student-to-classroom',
    '/teacher/remove-student-from-school-classroom',
    '/teacher/reset-school-student-password',
    '/teacher/update-student-name',
    '/update-student-username-by-teacher/{classroom}/{student}',
    '/edit-student-info',
    '/edit-teacher-info',
    '/reset-teacher-password',
    '/teacher/teacher-project-submission',
  ]),
  { method: PUT, path: '/teacher/change-student-name/{id}', section: '7.6' },
  ...list('7.6', POST, [
    '/import-excel-by-teacher/{id}',
    '/change-classroom-teacher/{classRoomId}/{teacher_id}',
    '/change-students-classroom',
  ]),

  // ---------------------------------------------------------------- 7.7 School admin
  ...list('7.7', POST, [
    '/school/add-school-teacher',
    '/school/reset-school-teacher-password',
    '/school/disable-school-teacher-account',
    '/school/enable-school-teacher-account',
    '/school/edit-school-teacher-account',
    '/edit-schooladmin-info',
    '/reset-schooladmin-password',
    '/delete-teacher-without-students/{id}',
  ]),
  ...list('7.7', GET, [
    '/school/get-school-teacher-info/{schoolId}',
    '/school/get-school-student-course',
    '/school/get-school-students-details',
    '/school/get-school-students-classroom-details',
    '/school/get-school-student-courses',
    '/get-teacher-info-by-schooladmin/{id}',
    '/search-teacher',
    '/get-teacher-classrooms-by-schooladmin/{id}',
    '/get-classroom-details-by-schooladmin/{teacherId}/{classroomId}',
    '/school/{schoolId}/top',
    '/get-top-students-by-schooladmin',
    '/get-teachers-by-schooladmin',
    '/get-schooladmin-info',
    '/generate-statistic-report-by-schooladmin',
    '/get-school-statistic-report',
    '/export-students-report-by-schooladmin/{teacherId}/{classroomId}',
    '/school/schools',
    '/general-school-report',
    '/general-school-report/all',
    '/general-school-report/view',
  ]),

  // ---------------------------------------------------------------- 7.8 Community
  // Posts
  { method: POST, path: '/community/posts', section: '7.8' },
  { method: GET, path: '/community/posts', section: '7.8' },
  { method: PATCH, path: '/community/posts/{id}', section: '7.8' },
  { method: DELETE, path: '/community/posts/{id}', section: '7.8' },
  { method: POST, path: '/community/posts/{id}/like', section: '7.8' },
  { method: GET, path: '/community/posts/{id}/like', section: '7.8' },
  { method: GET, path: '/community/posts/{id}', section: '7.8' },
  { method: GET, path: '/community/posts/hidden', section: '7.8' },
  { method: POST, path: '/community/posts/{id}/restore', section: '7.8' },
  // Users
  { method: GET, path: '/community/users/{id}/achievements', section: '7.8' },
  { method: GET, path: '/community/users/{id}/posts', section: '7.8' },
  { method: GET, path: '/community/users/{id}/details', section: '7.8' },
  { method: GET, path: '/community/users/top', section: '7.8' },
  { method: GET, path: '/community/users/people-you-may-know', section: '7.8' },
  { method: GET, path: '/community/users', section: '7.8' },
  { method: GET, path: '/community/users/notifications', section: '7.8' },
  { method: POST, path: '/community/users/notifications', section: '7.8' },
  // Friends
  { method: GET, path: '/community/friends', section: '7.8' },
  { method: POST, path: '/community/friends', section: '7.8' },
  { method: GET, path: '/community/friends/received', section: '7.8' },
  { method: GET, path: '/community/friends/sent', section: '7.8' },
  { method: PATCH, path: '/community/friends/{id}/accept', section: '7.8' },
  { method: PATCH, path: '/community/friends/{id}/decline', section: '7.8' },
  { method: DELETE, path: '/community/friends/{id}', section: '7.8' },
  // Comments
  { method: POST, path: '/community/comments', section: '7.8' },
  { method: PATCH, path: '/community/comments/{id}', section: '7.8' },
  { method: DELETE, path: '/community/comments/{id}', section: '7.8' },
  { method: POST, path: '/community/comments/{id}/like', section: '7.8' },
  { method: POST, path: '/community/comments/{id}/make-correct-answer', section: '7.8' },

  // ---------------------------------------------------------------- 7.9 Games
  { method: POST, path: '/games/stage/{stage}/start', section: '7.9' },
  { method: GET, path: '/games', section: '7.9' },
  { method: GET, path: '/games/memory/stage/{stage}/{index}', section: '7.9' },
  { method: GET, path: '/games/memory/stage/{stage}/all', section: '7.9' },
  { method: POST, path: '/games/memory/stage/{stage}/match', section: '7.9' },
  { method: POST, path: '/games/connect/stage/{stageId}/match', section: '7.9' },

  // ---------------------------------------------------------------- 7.10 Certificates
  { method: POST, path: '/certificates/students/{student_profile_id}', section: '7.10' },
  { method: GET, path: '/certificates/{id}', section: '7.10' },
  { method: GET, path: '/certificates', section: '7.10' },
  { method: GET, path: '/certificates/teachers/students', section: '7.10' },
  { method: POST, path: '/certificates/teachers/{teacher_id}', section: '7.10' },
  { method: GET, path: '/certificates/teachers', section: '7.10' },
];

/**
 * The shape of a call for comparison: the method, and the path with every placeholder ({name},
 * {name?} or Fastify's :name) written `{}`, so that placeholder names do not matter.
 */
export function callShape(method: string, path: string): string {
  const shape = path.replace(/\{[^}/]*\}/g, '{}').replace(/(^|\/):[A-Za-z0-9_]+/g, '$1{}');
  return `${method.toUpperCase()} ${shape}`;
}

export interface CoverageSection {
  section: SpecSection;
  title: string;
  calls: (SpecCall & { served: boolean })[];
}

export interface CoverageReport {
  sections: CoverageSection[];
  /** Distinct calls (a call listed in two sections counts once). */
  served: number;
  total: number;
  /** Served calls ("METHOD /path") that the spec's list does not name: our own additions. */
  extra: string[];
}

/**
 * Which catalogue calls are served, given the server's "METHOD /path" keys (app.servedCalls). A call
 * counts only if a served call has its method and path, placeholders compared as placeholders.
 */
export function specCoverage(servedKeys: Iterable<string>, calls: readonly SpecCall[] = SPEC_CALLS): CoverageReport {
  const served = new Map<string, string>();
  for (const key of servedKeys) {
    const space = key.indexOf(' ');
    served.set(callShape(key.slice(0, space), key.slice(space + 1)), key);
  }
  const sections = (Object.keys(SPEC_SECTIONS) as SpecSection[]).map((section) => ({
    section,
    title: SPEC_SECTIONS[section],
    calls: calls
      .filter((c) => c.section === section)
      .map((c) => ({ ...c, served: served.has(callShape(c.method, c.path)) })),
  }));
  const distinct = new Map<string, boolean>();
  for (const c of sections.flatMap((s) => s.calls)) distinct.set(callShape(c.method, c.path), c.served);
  const named = new Set(distinct.keys());
  return {
    sections,
    served: [...distinct.values()].filter(Boolean).length,
    total: distinct.size,
    extra: [...served.entries()]
      .filter(([shape]) => !named.has(shape))
      .map(([, key]) => key)
      .sort(),
  };
}
