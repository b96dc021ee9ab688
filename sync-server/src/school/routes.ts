import { school } from '@codeyard/shared-schema';
import type { FastifyInstance } from 'fastify';
import { serve } from '../http/contract-routes.js';
import { schoolTeachers } from './service.js';

/** The school administrator's calls (spec 001 §7.7): thin handlers over ./service.ts. */
export async function schoolRoutes(app: FastifyInstance): Promise<void> {
  serve(app, school.schoolTeacherInfo, async (request) => ({
    data: await schoolTeachers(app.db, request.auth!.user.id, request.params.schoolId, request.query.page ?? 1),
  }));
}
