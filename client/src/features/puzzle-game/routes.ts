import type { RouteObject } from 'react-router';
import { screen, type RouteGroups } from '../../app/route-groups';

/** The sliding puzzle (game layout, student guard) inside the learning frame (the offline download). */
const learningFrame: RouteObject = {
  // eslint-disable-next-line import-x/no-restricted-paths -- route wiring: a lazy frame, not an internal
  lazy: async () => ({ Component: (await import('../learning/LearningFrame')).default }),
  children: [screen('/puzzleGame/:lessonId', () => import('./PuzzleGamePage'))],
};

export const routes: RouteGroups = {
  game: [learningFrame],
};
