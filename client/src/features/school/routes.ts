import { screen, type RouteGroups } from '../../app/route-groups';

/** School administrator pages (userType schooladmin): spec 000 §2. */
export const routes: RouteGroups = {
  school: [
    screen('/school', () => import('./TeachersPage')),
    screen('/school/account-info', () => import('./AccountInfoPage')),
  ],
};
