import type { RouteObject } from 'react-router';
import { screen, type RouteGroups } from '../../app/route-groups';

/**
 * The typing games (/keyboard letters, /keyboard2 words; a typing stone opens them with ?lessonId=) and
 * typing an address (/address a web address, /address2 an email address): game layout, student guard,
 * inside the learning frame (the offline download).
 */
const learningFrame: RouteObject = {
  // eslint-disable-next-line import-x/no-restricted-paths -- route wiring: a lazy frame, not an internal
  lazy: async () => ({ Component: (await import('../learning/LearningFrame')).default }),
  children: [
    screen('/keyboard', () => import('./TypingGamePage')),
    screen('/keyboard2', () => import('./TypingGamePage').then((m) => ({ default: m.TypingWordsPage }))),
    screen('/address', () => import('./AddressGamePage')),
    screen('/address2', () => import('./AddressGamePage').then((m) => ({ default: m.EmailAddressPage }))),
  ],
};

export const routes: RouteGroups = {
  game: [learningFrame],
};
