import { screen, type RouteGroups } from '../../app/route-groups';

/** Teacher pages (userType teacher): spec 000 §2. */
export const routes: RouteGroups = {
  teacher: [
    screen('/teacher/classrooms', () => import('./ClassroomsPage')),
    screen('/teacher/classroomList', () => import('./ClassroomListPage')),
    screen('/teacher/classrooms-details/:id', () => import('./ClassroomDetailsPage')),
    // {lessonId} may be left out: the lessons the student has sent.
    screen('/teacher/studentQuestions/:studentId/:lessonId?', () => import('./StudentQuestionsPage')),
    screen('/teacher/account-info', () => import('./AccountInfoPage')),
    screen('/teacher/classrooms-details/:id/student-profile/:studentId', () => import('./StudentProfilePage')),
    screen('/teacher/progress-assessment', () => import('./ProgressAssessmentPage')),
    screen('/teacher/question/:lessonId', () => import('./LessonQuestionsPage')),
    // Ours (docs/decisions.md, "Community"): the children's posts to look after, and each class's lock.
    screen('/teacher/community', () => import('./CommunityPage')),
  ],
};
