import { screen, type RouteGroups } from '../../app/route-groups';

/** The teacher's printable sign-in cards of a classroom (issue 13). */
export const routes: RouteGroups = {
  teacher: [screen('/teacher/classrooms-details/:id/cards', () => import('./SignInCardsPage'))],
};
