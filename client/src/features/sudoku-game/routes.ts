import type { RouteObject } from 'react-router';
import { screen, type RouteGroups } from '../../app/route-groups';

/**
 * The sudoku stones' players (game layout, student guard; spec 000 §2 /sudoku1, /sudoku2, /sudoku3; the
 * stone is ?lessonId=, the registry's routes: stones/players.ts), inside the learning frame (the offline download and pulled changes). Each is lazy.
 */
const learningFrame: RouteObject = {
  // eslint-disable-next-line import-x/no-restricted-paths -- route wiring: a lazy frame, not an internal
  lazy: async () => ({ Component: (await import('../learning/LearningFrame')).default }),
  children: [
    screen('/sudoku1', () => import('./Sudoku1Page')),
    screen('/sudoku2', () => import('./Sudoku2Page')),
    screen('/sudoku3', () => import('./Sudoku3Page')),
  ],
};

export const routes: RouteGroups = {
  game: [learningFrame],
};
