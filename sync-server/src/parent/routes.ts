import { PAGE_SIZES, parent } from '@codeyard/shared-schema';
import type { FastifyInstance } from 'fastify';
import { serve } from '../http/contract-routes.js';
import { parentChildren } from './service.js';

/** The parent's calls (spec 001 §7.4): thin handlers over ./service.ts. */
export async function parentRoutes(app: FastifyInstance): Promise<void> {
  serve(app, parent.parentChildrenInfo, async (request) => ({
    data: await parentChildren(
      app.db,
      request.auth!.user.id,
      request.query.Child_number ?? PAGE_SIZES.parentChildren,
      request.query.page_number ?? 1,
    ),
  }));
}
