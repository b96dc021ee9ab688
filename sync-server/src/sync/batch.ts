import type { Language } from '@codeyard/shared-schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { httpErrorBody } from '../http/error-handler.js';
import { HttpError, notFound } from '../http/errors.js';
import { requestLanguage } from '../http/language.js';
import type { QueueableCalls } from './queueable.js';

export interface QueuedItem {
  id: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
}
export interface ItemResult {
  id: string;
  status: number;
  body: unknown;
}

/** An item not attempted because an earlier one ended the batch: the device sends it again later, in order. */
export const NOT_ATTEMPTED = 0;

/**
 * Answers after which the rest of a batch is not attempted: the token died (401), a timeout (408), the
 * server asks to slow down (429) or failed (5xx). None is final for its item, so the later items wait
 * behind it to keep the order (the device treats the same statuses as temporary).
 */
export function endsBatch(status: number): boolean {
  return status === 401 || status === 408 || status === 429 || status >= 500;
}

/**
 * Runs a batch of queued calls in order, each through the very steps of the single call's route (its
 * runner, http/contract-routes.ts): the same schema, access rule, object checks and Idempotency-Key
 * handling, for the batch's own caller.
 *
 * The whole batch is one unit of work and each item's own unit is a savepoint inside it (db/): a refused
 * item undoes only its own writes, later items see the earlier ones, and the batch costs one commit
 * instead of one per item. The answer leaves after that commit, so every item it reports is stored.
 */
export async function runBatch(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  items: readonly QueuedItem[],
  queueable: QueueableCalls,
): Promise<ItemResult[]> {
  return app.db.write(async () => {
    const results: ItemResult[] = [];
    let ended = false;
    for (const item of items) {
      if (ended) {
        results.push({ id: item.id, status: NOT_ATTEMPTED, body: null });
        continue;
      }
      const result = await runItem(app, request, reply, item, queueable);
      results.push(result);
      ended = endsBatch(result.status);
    }
    return results;
  });
}

async function runItem(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  item: QueuedItem,
  queueable: QueueableCalls,
): Promise<ItemResult> {
  const call = queueable.match(item.method, item.path);
  if (!call) {
    return {
      id: item.id,
      status: 422,
      body: httpErrorBody(
        new HttpError(422, 'errors.notQueueable', { code: 'not_queueable' }),
        await currentLanguage(app, request),
      ),
    };
  }
  const run = app.queuedCalls.get(call.descriptor);
  // A call of the contract this server does not serve (yet): what its single call would answer.
  if (!run) return { id: item.id, status: 404, body: httpErrorBody(notFound(), await currentLanguage(app, request)) };
  const { statusCode, body } = await run(request, reply, {
    params: call.params,
    query: call.query,
    body: item.body,
    idempotencyKey: item.id,
  });
  return { id: item.id, status: statusCode, body };
}

/** The caller's language now: an earlier item of the batch may have changed it, as its single call would. */
async function currentLanguage(app: FastifyInstance, request: FastifyRequest): Promise<Language> {
  const session = request.auth && (await app.sessions.find(request.auth.sessionId));
  return session ? session.user.language : requestLanguage(request);
}
