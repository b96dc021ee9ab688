import { screen, type RouteGroups } from '../../app/route-groups';

/** The teacher's code screens (spec 000 §2, teacher layout) and the shared-code page (guest layout, no sign-in). */
export const routes: RouteGroups = {
  teacher: [
    screen('/teacher/code-assessment', () => import('./CodeAssessmentPage')),
    screen('/teacher/submissions/:submissionId/:submissionType', () => import('./SubmissionReviewPage')),
    screen('/teacher/teacher-ide', () => import('./TeacherIdePage')),
  ],
  guest: [screen('/guest/sharedCode/:submissionId/:submissionType', () => import('./SharedCodePage'))],
};
