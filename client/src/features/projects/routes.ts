import type { RouteObject } from 'react-router';
import { screen, type RouteGroups } from '../../app/route-groups';

/**
 * The child's projects (student group): /my-projects lists them with their review states (our route:
 * the spec names none for the student's submissions). Inside the learning frame, as the editor
 * (/playground-ide, features/blocks), so pulled reviews reach the device's copy.
 * The teacher's review of them (teacher group, review/): the code assessment list and one submission.
 */
const learningFrame: RouteObject = {
  // The frame is a lazy chunk of its own; through learning's index it would drag every module that index
  // names into the frame's and the IDEs' chunks (measured: about 20 kB more on /my-projects, /python-ide).
  // eslint-disable-next-line import-x/no-restricted-paths -- route wiring: a lazy frame, not an internal
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
