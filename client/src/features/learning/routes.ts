import { screen, type RouteGroups } from '../../app/route-groups';

/** Student pages (student layout, student guard): spec 000 §2. */
export const routes: RouteGroups = {
  student: [screen('/Myworld', () => import('./MyWorldPage'))],
};
