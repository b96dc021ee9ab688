import { teachingResources } from '@codeyard/shared-schema';
import type { FastifyInstance } from 'fastify';
import { serve } from '../http/contract-routes.js';
import { requestLanguage } from '../http/language.js';
import { allCourseResources, lessonPlans, lessonVideos, oneCourseResources, questionBank } from './resources.js';

/** The teaching resources of spec 001 §7.6: lesson videos, lesson plans, the question bank, course resources. */
export async function teachingResourceRoutes(app: FastifyInstance): Promise<void> {
  const me = (request: { auth?: { user: { id: number } } }) => request.auth!.user.id;

  serve(app, teachingResources.teacherCourseLessonVideos, async (request) => ({
    data: await lessonVideos(
      app.db,
      me(request),
      { courseId: request.query.course_id, lessonId: request.query.lesson_id },
      requestLanguage(request),
    ),
  }));

  serve(app, teachingResources.teacherLessonPlans, async (request) => ({
    data: await lessonPlans(app.db, me(request), request.params.courseId, requestLanguage(request)),
  }));

  serve(app, teachingResources.teacherQuestionBank, async (request) => ({
    data: await questionBank(app.db, me(request), request.params.courseId, requestLanguage(request)),
  }));

  serve(app, teachingResources.courseResourcesList, async (request) => ({
    data: await allCourseResources(app.db, app.levels, me(request), requestLanguage(request)),
  }));

  serve(app, teachingResources.courseResources, async (request) => ({
    data: await oneCourseResources(app.db, app.levels, me(request), request.params.courseId, requestLanguage(request)),
  }));
}
