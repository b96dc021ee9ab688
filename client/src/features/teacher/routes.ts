import { screen, type RouteGroups } from '../../app/route-groups';

/** Teacher pages (userType teacher): spec 000 §2. */
export const routes: RouteGroups = {
  teacher: [
    screen('/teacher/classrooms', () => import('./ClassroomsPage')),
    screen('/teacher/account-info', () => import('./AccountInfoPage')),
  ],
};
