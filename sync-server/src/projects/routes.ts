import { projects, translate } from '@codeyard/shared-schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serve } from '../http/contract-routes.js';
import { requestLanguage } from '../http/language.js';
import { readableStudent } from '../learning/students.js';
import * as service from './service.js';
import * as teacherProjects from './teacher-projects.js';

/**
 * Projects (spec 001 §7.3 and §7.6; issue 4): thin handlers over ./service.ts. The two submissions and
 * the two decisions are queueable: their units of work join the one in which serve() stores their key's answer.
 */
export async function projectRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const user = (request: FastifyRequest) => request.auth!.user;
  const now = () => new Date();
  const answer = <T extends { messageKey: string }>(request: FastifyRequest, { messageKey, ...rest }: T) => ({
    data: { message: translate(requestLanguage(request), messageKey), ...rest },
  });

  // Student writes
  serve(app, projects.studentProjectSubmission, async (request) =>
    answer(request, await db.write((tx) => service.saveProject(tx, user(request), request.body, now()))),
  );
  // A course project's work is checked by its stone's editor, named by the stone's template (projects/templates.ts).
  const templateTypeOf = (stoneId: number) => app.projectTemplates.byStone(stoneId)?.type ?? null;
  serve(app, projects.courseProjectSubmission, async (request) =>
    answer(
      request,
      await db.write((tx) => service.saveProject(tx, user(request), request.body, now(), templateTypeOf)),
    ),
  );

  // Student reads
  serve(app, projects.studentProjects, async (request) => ({
    data: { projects: await service.projectsOf(db, await readableStudent(db, user(request), request.params.id)) },
  }));
  serve(app, projects.studentCourseProject, async (request) => ({
    data: await service.studentProject(db, user(request), request.params.id, 'course'),
  }));
  serve(app, projects.studentIndividualProject, async (request) => ({
    data: await service.studentProject(db, user(request), request.params.id, 'individual'),
  }));
  serve(app, projects.studentCourseSubmissions, async (request) => ({
    data: await service.courseSubmissions(db, user(request), request.query),
  }));
  serve(app, projects.studentProjectSubmissions, async (request) => ({
    data: await service.projectSubmissionsList(db, user(request), request.query),
  }));
  serve(app, projects.studentSubmissionsCount, async (request) => ({
    data: await service.submissionsCount(db, user(request), now()),
  }));

  // Teacher
  serve(app, projects.teacherSubmissions, async (request) => ({
    data: await service.teacherSubmissionList(db, user(request).id, request.query),
  }));
  serve(app, projects.teacherSubmissionDetails, async (request) => ({
    data: await service.submissionDetails(db, user(request).id, request.params.id),
  }));
  serve(app, projects.teacherStudentComments, async (request) => ({
    data: await service.studentComments(db, user(request).id, request.params.id),
  }));
  serve(app, projects.approveStudentSubmission, async (request) =>
    answer(request, await db.write((tx) => service.decide(tx, user(request).id, request.body, true, now()))),
  );
  serve(app, projects.disapproveStudentSubmission, async (request) =>
    answer(request, await db.write((tx) => service.decide(tx, user(request).id, request.body, false, now()))),
  );

  // Sharing an approved project's public page (issue 11): the child, or a teacher for a class showcase
  serve(app, projects.shareProject, async (request) =>
    answer(request, await db.write((tx) => service.shareOwnProject(tx, user(request), request.body, now()))),
  );
  serve(app, projects.teacherShareSubmission, async (request) =>
    answer(request, await db.write((tx) => service.teacherShare(tx, user(request).id, request.body, now()))),
  );

  // The teacher's own projects (teacher-ide)
  serve(app, projects.teacherProjectSubmission, async (request) =>
    answer(
      request,
      await db.write((tx) => teacherProjects.saveTeacherProject(tx, user(request).id, request.body, now())),
    ),
  );
  serve(app, projects.teacherIndividualProject, async (request) => ({
    data: await teacherProjects.teacherProject(db, user(request).id, request.params.id),
  }));
  serve(app, projects.teacherProjectList, async (request) => ({
    data: await teacherProjects.teacherProjectList(db, user(request).id),
  }));

  // Public
  serve(app, projects.guestSharedCode, async (request) => ({ data: await service.sharedCode(db, request.params.id) }));
}
