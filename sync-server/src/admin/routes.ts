import { admin } from '@codeyard/shared-schema';
import type { FastifyInstance } from 'fastify';
import { serve } from '../http/contract-routes.js';
import { adminSchools } from './service.js';

/** The multi-school administrator's calls (spec 000 §2 /admin; paths under /school, spec 001 §7.7). */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  serve(app, admin.schoolSearch, async (request) => ({
    data: await adminSchools(app.db, request.auth!.user.id, request.query.search),
  }));
}
