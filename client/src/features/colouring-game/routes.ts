import type { RouteObject } from 'react-router';
import { screen, type RouteGroups } from '../../app/route-groups';

/**
 * The colouring players (game layout, student guard; spec 000 §2 /coloring, /coloring2, /coloring3):
 * /coloring?lessonId= colours a colouring stone by choice, /coloring2?lessonId= by numbers (the registry's
 * routes, stones/players.ts), /coloring3 is the colouring book (every picture, by choice, no stone). Inside
 * the learning frame (the offline download and pulled changes); each is lazy.
 */
const learningFrame: RouteObject = {
  // eslint-disable-next-line import-x/no-restricted-paths -- route wiring: a lazy frame, not an internal
  lazy: async () => ({ Component: (await import('../learning/LearningFrame')).default }),
  children: [
    screen('/coloring', () => import('./ColouringChoicePage')),
    screen('/coloring2', () => import('./ColouringNumbersPage')),
    screen('/coloring3', () => import('./ColouringBookPage')),
  ],
};

export const routes: RouteGroups = {
  game: [learningFrame],
};
