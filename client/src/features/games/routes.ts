import type { RouteObject } from 'react-router';
import { screen, type RouteGroups } from '../../app/route-groups';

/**
 * The game stones' players (game layout, student guard; spec 000 §2 "Game pages"), inside the learning
 * frame (the offline download and pulled changes) as the blocks screens are. Each is lazy.
 */
const learningFrame: RouteObject = {
  // eslint-disable-next-line import-x/no-restricted-paths -- route wiring: a lazy frame, not an internal
  lazy: async () => ({ Component: (await import('../learning/LearningFrame')).default }),
  children: [
    screen('/memoryGame/:lessonId', () => import('./MemoryGamePage')),
    screen('/memoryGame/stage/:stageId/:lessonId', () => import('./MemoryGamePage')),
    screen('/games/level/:lessonId', () => import('./DragDropPage')),
    screen('/DragandDrop/level/:levelId/:lessonId', () => import('./DragDropPage')),
  ],
};

export const routes: RouteGroups = {
  game: [learningFrame],
};
