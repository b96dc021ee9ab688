import { screen, type RouteGroups } from '../../app/route-groups';

/**
 * Certificates (issue 16 item 2): the child's list and the making of one (student guard), the public
 * verification page a parent or school opens without signing in, and the teacher's screen.
 */
export const routes: RouteGroups = {
  student: [
    screen('/certificates', () => import('./CertificatesPage')),
    screen('/generate-student-certificate/:courseId', () => import('./MakeCertificatePage')),
  ],
  open: [screen('/certificates/verify/:code', () => import('./VerifyCertificatePage'))],
  teacher: [screen('/teacher/certificates', () => import('./TeacherCertificatesPage'))],
};
