import { screen, type RouteGroups } from '../../app/route-groups';

/**
 * The certification programme (spec 000 §2): /Certification is open to everyone; the exam area is the
 * student's. /registerExam is the spec's; /exams (the exam list, the scheduling link of the parent's mail)
 * /exams/:examId (a sitting) and /exams/letters/:eligibilityId (the mail's letter link) are ours (docs/decisions.md, "Certification exams").
 */
export const routes: RouteGroups = {
  open: [screen('/Certification', () => import('./CertificationPage'))],
  student: [
    screen('/registerExam', () => import('./RegisterExamPage')),
    screen('/exams', () => import('./ExamsPage')),
    screen('/exams/letters/:eligibilityId', () => import('./LetterPage')),
    screen('/exams/:examId', () => import('./ExamSittingPage')),
  ],
};
