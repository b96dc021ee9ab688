import { screen, type RouteGroups } from '../../app/route-groups';

/** The multi-school administrator's area (schooladmin with multiple_schools): spec 000 §2. */
export const routes: RouteGroups = {
  admin: [
    screen('/admin', () => import('./SchoolSearchPage')),
    screen('/admin/report', () => import('./AllSchoolsReportPage')),
    screen('/admin/report/:schoolId', () => import('./SchoolReportPage')),
  ],
};
