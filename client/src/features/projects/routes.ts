import type { RouteObject } from 'react-router';
import { screen, type RouteGroups } from '../../app/route-groups';

/**
 * The child's projects (student group): /my-projects lists them with their review states (our route:
 * the spec names none for the student's submissions). Inside the learning frame, as the editor
 * (/playground-ide, features/blocks), so pulled reviews reach the device's copy.
 * The teacher's review of them (teacher group, review/): the code assessment list and one submission.
 */
const learningFrame: RouteObject = {
  lazy: async () => ({ Component: (await import('../learning/LearningFrame')).default }),
  children: [screen('/my-projects', () => import('./MyProjectsPage'))],
};

export const routes: RouteGroups = {
  student: [learningFrame],
  teacher: [
    screen('/teacher/code-assessment', () => import('./review/CodeAssessmentPage')),
    screen('/teacher/submissions/:submissionId/:submissionType', () => import('./review/SubmissionReviewPage')),
  ],
};
