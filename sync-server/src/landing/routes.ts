import { landing, PAGE_SIZES } from '@codeyard/shared-schema';
import type { FastifyInstance } from 'fastify';
import { serve } from '../http/contract-routes.js';
import { requestLanguage } from '../http/language.js';
import { adminSchools, curriculumOverview, parentChildren, schoolTeachers, teacherClassrooms } from './service.js';

/** The first landing of each role (spec 001 §7.3, §7.4, §7.6, §7.7): the catalogue and the role's own lists. */
export async function landingRoutes(app: FastifyInstance): Promise<void> {
  serve(app, landing.curriculumOverview, async (request) => ({
    data: await curriculumOverview(app.db, requestLanguage(request)),
  }));

  serve(app, landing.parentChildrenInfo, async (request) => ({
    data: await parentChildren(
      app.db,
      request.auth!.user.id,
      request.query.Child_number ?? PAGE_SIZES.parentChildren,
      request.query.page_number ?? 1,
    ),
  }));

  serve(app, landing.teacherClassroomList, async (request) => ({
    data: await teacherClassrooms(app.db, request.auth!.user.id, requestLanguage(request)),
  }));

  serve(app, landing.schoolTeacherInfo, async (request) => ({
    data: await schoolTeachers(app.db, request.auth!.user.id, request.params.schoolId, request.query.page ?? 1),
  }));

  serve(app, landing.schoolSearch, async (request) => ({
    data: await adminSchools(app.db, request.auth!.user.id, request.query.search),
  }));
}
