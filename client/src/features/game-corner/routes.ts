import type { RouteObject } from 'react-router';
import { screen, type RouteGroups } from '../../app/route-groups';

/**
 * The game corner (spec 000 §2): /games/{id}, a public demo of a game (guest layout, nothing saved, no
 * sign-in), and /unitygames, the student's games unlocked so far, to play again for fun (inside the
 * learning frame, as the map: the offline download and pulled changes).
 */
const learningFrame: RouteObject = {
  // eslint-disable-next-line import-x/no-restricted-paths -- route wiring: a lazy frame, not an internal
  lazy: async () => ({ Component: (await import('../learning/LearningFrame')).default }),
  children: [screen('/unitygames', () => import('./MyGamesPage'))],
};

export const routes: RouteGroups = {
  guest: [screen('/games/:id', () => import('./GameDemoPage'))],
  student: [learningFrame],
};
