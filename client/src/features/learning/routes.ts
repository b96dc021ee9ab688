import type { RouteObject } from 'react-router';
import { screen, type RouteGroups } from '../../app/route-groups';

/**
 * Student pages (student layout, student guard): spec 000 §2. Every learning screen sits inside
 * LearningFrame (the offline download and pulled-change handlers), loaded with the first of them.
 */
const frame: RouteObject = {
  lazy: async () => ({ Component: (await import('./LearningFrame')).default }),
  children: [
    screen('/Myworld', () => import('./MyWorldPage')),
    screen('/lessonsList/:id', () => import('./LessonsListPage')),
    screen('/lessonprevideo/:courseId/:lessonId/:isLock', () => import('./LessonIntroPage')),
    screen('/lesson/:courseId/:lessonId', () => import('./LessonPlayerPage')),
    screen('/assessmentresult/:lessonId', () => import('./AssessmentResultPage')),
    screen('/studentprofile', () => import('./StudentProfilePage')),
    screen('/leaderboard', () => import('./LeaderboardPage')),
    screen('/notifications', () => import('./NotificationsPage')),
  ],
};

export const routes: RouteGroups = {
  student: [frame],
};
