import { screen, type RouteGroups } from '../../app/route-groups';

/** Parent pages (userType parent): spec 000 §2. */
export const routes: RouteGroups = {
  parent: [
    screen('/parent/manageMyKids', () => import('./ManageMyKidsPage')),
    screen('/parent/account-info', () => import('./AccountInfoPage')),
  ],
};
