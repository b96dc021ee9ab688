import type { RouteObject } from 'react-router';
import { screen, type RouteGroups } from '../../app/route-groups';

/** The maze (/maze; a maze stone opens it with ?lessonId=): game layout, student guard, learning frame. */
const learningFrame: RouteObject = {
  // eslint-disable-next-line import-x/no-restricted-paths -- route wiring: a lazy frame, not an internal
  lazy: async () => ({ Component: (await import('../learning/LearningFrame')).default }),
  children: [screen('/maze', () => import('./MazeGamePage'))],
};

export const routes: RouteGroups = {
  game: [learningFrame],
};
