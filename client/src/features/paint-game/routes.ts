import type { RouteObject } from 'react-router';
import { screen, type RouteGroups } from '../../app/route-groups';

/**
 * The paint challenges (game layout, student guard; spec 000 §2 /PaintChallenge1 to /PaintChallenge4):
 * ?lessonId= plays a paint challenge stone (the registry's routes, stones/players.ts), without it the
 * challenge is practice. Inside the learning frame (the offline download and pulled changes); lazy.
 */
const learningFrame: RouteObject = {
  // eslint-disable-next-line import-x/no-restricted-paths -- route wiring: a lazy frame, not an internal
  lazy: async () => ({ Component: (await import('../learning/LearningFrame')).default }),
  children: [1, 2, 3, 4].map((n) => screen(`/PaintChallenge${n}`, () => import('./PaintChallengePage'))),
};

export const routes: RouteGroups = {
  game: [learningFrame],
  // A computer-skills course's project stone: a drawing sent to the teacher (our route, like /web-ide's).
  student: [screen('/paint-project', () => import('./PaintProjectPage'))],
};
