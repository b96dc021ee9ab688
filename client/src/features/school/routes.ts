import { screen, type RouteGroups } from '../../app/route-groups';

/** School administrator pages (userType schooladmin): spec 000 §2. */
export const routes: RouteGroups = {
  school: [
    screen('/school', () => import('./TeachersPage')),
    screen('/school/account-info', () => import('./AccountInfoPage')),
    screen('/school/teachers/more/:id', () => import('./TeacherDetailsPage')),
    screen('/students', () => import('./StudentsPage')),
    screen('/student-details/:id', () => import('./StudentDetailsPage')),
    screen('/class-details/:id/:teacherId', () => import('./ClassDetailsPage')),
    screen('/all-student-details/:teacherId/:courseId', () => import('./CourseStudentsPage')),
    screen('/reports', () => import('./ReportsPage')),
  ],
};
