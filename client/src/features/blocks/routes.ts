import type { RouteObject } from 'react-router';
import { screen, type RouteGroups } from '../../app/route-groups';

/**
 * SmoothY block screens (student group). Each is lazy; Blockly itself loads inside BlocksEditor. The
 * challenge screens sit inside the learning frame (the offline download and pulled changes), as the
 * lesson player does: /ide/{lessonId}/{courseId?} for challenge stones, /ide-questions/{lessonId}/{courseId?}
 * for code stones. The teacher's playground (teacher group) opens any level's solution and saves the
 * teacher's own projects.
 */
const learningFrame: RouteObject = {
  // The frame is a lazy chunk of its own; through learning's index it would drag every module that index
  // names into the frame's and the IDEs' chunks (measured: about 20 kB more on /my-projects, /python-ide).
  // eslint-disable-next-line import-x/no-restricted-paths -- route wiring: a lazy frame, not an internal
  lazy: async () => ({ Component: (await import('../learning/LearningFrame')).default }),
  children: [
    screen('/ide/:lessonId/:courseId?', () => import('./ChallengePage')),
    screen('/ide-questions/:lessonId/:courseId?', () => import('./ChallengePage')),
    // The playground too: its projects follow pulled changes (reviews) and course project stones.
    screen('/playground-ide', () => import('./PlaygroundIdePage')),
  ],
};

export const routes: RouteGroups = {
  student: [learningFrame],
  teacher: [screen('/teacher/teacher-ide', () => import('./TeacherBlocksIdePage'))],
};
