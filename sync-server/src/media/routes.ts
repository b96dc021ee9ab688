import { media } from '@codeyard/shared-schema';
import type { FastifyInstance } from 'fastify';
import { serve } from '../http/contract-routes.js';
import { categories, pageOfCategory } from './library.js';
import { courseProjectBrief } from '../projects/templates.js';
import { studentOf } from '../learning/students.js';

/** The media library calls and the course project templates (contract/media.ts): thin handlers. */
export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  serve(app, media.imageCategories, () => ({ data: categories('images') }));
  serve(app, media.imagesByCategory, (request) => ({
    data: pageOfCategory('images', request.params.id, request.query),
  }));
  serve(app, media.soundCategories, () => ({ data: categories('sounds') }));
  serve(app, media.soundsByCategory, (request) => ({
    data: pageOfCategory('sounds', request.params.id, request.query),
  }));

  const { db } = app;
  serve(app, media.randomCourseProject, async (request) => ({
    data: await courseProjectBrief(
      db,
      app.projectTemplates,
      await studentOf(db, request.auth!.user),
      request.params.lessonId,
      'project',
      request.params.type,
    ),
  }));
  serve(app, media.graduationProject, async (request) => ({
    data: await courseProjectBrief(
      db,
      app.projectTemplates,
      await studentOf(db, request.auth!.user),
      request.params.lessonId,
      'graduation-project',
      null,
    ),
  }));
}
