import { screen, type RouteGroups } from '../../app/route-groups';

/**
 * Picture sign-in for young children (issue 13): /class asks for the class code, /class/{code} is the
 * class's page (names, then pictures). Guest-only like /login: a signed-in visitor goes to /.
 */
export const routes: RouteGroups = {
  guestOnly: [
    screen('/class', () => import('./ClassCodeScreen')),
    screen('/class/:code', () => import('./ClassSignInScreen')),
  ],
};
