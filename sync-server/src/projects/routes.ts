import { projects, translate } from '@codeyard/shared-schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serve } from '../http/contract-routes.js';
import { requestLanguage } from '../http/language.js';
import { readableStudent } from '../learning/students.js';
import * as service from './service.js';
import * as teacherProjects from './teacher-projects.js';

/**
 * Projects (spec 001 §7.3 and §7.6; issue 4): thin handlers over ./service.ts. The two submissions and
 * the two decisions are queueable: synchronous, run by serve() in one transaction with their key's answer.
 */
export async function projectRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const user = (request: FastifyRequest) => request.auth!.user;
  const now = () => new Date();
  const answer = <T extends { messageKey: string }>(request: FastifyRequest, { messageKey, ...rest }: T) => ({
    data: { message: translate(requestLanguage(request), messageKey), ...rest },
  });

  // Student writes
  serve(app, projects.studentProjectSubmission, (request) => answer(request, service.saveProject(db, user(request), request.body, now())));
  serve(app, projects.courseProjectSubmission, (request) => answer(request, service.saveProject(db, user(request), request.body, now())));

  // Student reads
  serve(app, projects.studentProjects, (request) => ({ data: { projects: service.projectsOf(db, readableStudent(db, user(request), request.params.id)) } }));
  serve(app, projects.studentCourseProject, (request) => ({ data: service.studentProject(db, user(request), request.params.id, 'course') }));
  serve(app, projects.studentIndividualProject, (request) => ({ data: service.studentProject(db, user(request), request.params.id, 'individual') }));
  serve(app, projects.studentCourseSubmissions, (request) => ({ data: service.courseSubmissions(db, user(request), request.query) }));
  serve(app, projects.studentProjectSubmissions, (request) => ({ data: service.projectSubmissionsList(db, user(request), request.query) }));
  serve(app, projects.studentSubmissionsCount, (request) => ({ data: service.submissionsCount(db, user(request), now()) }));

  // Teacher
  serve(app, projects.teacherSubmissions, (request) => ({ data: service.teacherSubmissionList(db, user(request).id, request.query) }));
  serve(app, projects.teacherSubmissionDetails, (request) => ({ data: service.submissionDetails(db, user(request).id, request.params.id) }));
  serve(app, projects.teacherStudentComments, (request) => ({ data: service.studentComments(db, user(request).id, request.params.id) }));
  serve(app, projects.approveStudentSubmission, (request) => answer(request, service.decide(db, user(request).id, request.body, true, now())));
  serve(app, projects.disapproveStudentSubmission, (request) => answer(request, service.decide(db, user(request).id, request.body, false, now())));

  // The teacher's own projects (teacher-ide)
  serve(app, projects.teacherProjectSubmission, (request) => answer(request, teacherProjects.saveTeacherProject(db, user(request).id, request.body, now())));
  serve(app, projects.teacherIndividualProject, (request) => ({ data: teacherProjects.teacherProject(db, user(request).id, request.params.id) }));
  serve(app, projects.teacherProjectList, (request) => ({ data: teacherProjects.teacherProjectList(db, user(request).id) }));

  // Public
  serve(app, projects.guestSharedCode, (request) => ({ data: service.sharedCode(db, request.params.id) }));
}
