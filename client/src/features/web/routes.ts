import { screen, type RouteGroups } from '../../app/route-groups';

/** The web editor screens. Each is lazy; Monaco loads inside them, never in the entry chunk. */
export const routes: RouteGroups = {
  student: [screen('/web-ide', () => import('./WebIdePage'))],
  teacher: [screen('/teacher/web-ide', () => import('./TeacherWebIdePage'))],
};
