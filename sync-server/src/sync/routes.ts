import { API_PREFIX, sync } from '@codeyard/shared-schema';
import type { FastifyInstance } from 'fastify';
import { serve } from '../http/contract-routes.js';
import { runBatch } from './batch.js';
import { pullChanges } from './pull.js';
import { QueueableCalls } from './queueable.js';

/** The outbox's transport (POST /sync/batch) and the way down for server-side changes (GET /sync/pull). */
export async function syncRoutes(app: FastifyInstance): Promise<void> {
  const queueable = new QueueableCalls();

  // A batch may be larger than one call (the app-wide limit); each item is still held to it when run.
  app.addHook('onRoute', (route) => {
    if (route.url === API_PREFIX + sync.syncBatch.path) {
      route.bodyLimit = sync.SYNC_BATCH_MAX_BYTES;
      route.config = { ...route.config, jsonMaxDepth: sync.SYNC_BATCH_MAX_DEPTH };
    }
  });

  serve(app, sync.syncBatch, async (request, reply) => ({
    data: { results: await runBatch(app, request, reply, request.body.items, queueable) },
  }));

  serve(app, sync.syncPull, async (request) => ({
    data: await pullChanges(app.db, request.auth!.user.id, request.query.cursor, request.query.limit),
  }));
}
