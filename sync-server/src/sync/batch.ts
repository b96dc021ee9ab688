import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessionWrites, type ActiveSession } from '../auth/sessions.js';
import type { QueuedCallInput } from '../http/contract-routes.js';
import { httpErrorBody } from '../http/error-handler.js';
import { HttpError, notFound } from '../http/errors.js';
import { requestLanguage } from '../http/language.js';
import { IDEMPOTENCY_KEY_PATTERN, storedAnswersOf } from './idempotency.js';
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
 * The whole batch is one unit of work and each item's own unit is a part of it (db/): a refused item
 * undoes only its own writes, later items see the earlier ones, and the batch costs one commit instead of
 * one per item. The answer leaves after that commit, so every item it reports is stored.
 *
 * What every item would read first is read once: the answers stored under the batch's keys (a device
 * sending a batch again, after a lost answer, gets them without a read each), and the caller's session,
 * read again only after a write of this process to its tables (an item that ended the session or changed
 * the language is seen by the next one, as between single calls).
 */
export async function runBatch(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  items: readonly QueuedItem[],
  queueable: QueueableCalls,
): Promise<ItemResult[]> {
  return app.db.write(async () => {
    const keys = items.map((item) => item.id).filter((id) => IDEMPOTENCY_KEY_PATTERN.test(id));
    const stored = await storedAnswersOf(app.db, request.auth!.user.id, keys);
    const seen = new Set<string>();
    let live: { session: ActiveSession | undefined; writes: number } | undefined;
    const results: ItemResult[] = [];
    let ended = false;
    for (const item of items) {
      if (ended) {
        results.push({ id: item.id, status: NOT_ATTEMPTED, body: null });
        continue;
      }
      const writes = sessionWrites();
      if (live?.writes !== writes) live = { session: await app.sessions.find(request.auth!.sessionId), writes };
      // A key met twice in one batch: its first item may have stored an answer since the read.
      const storedAnswer = seen.has(item.id) ? undefined : (stored.get(item.id) ?? null);
      seen.add(item.id);
      const result = await runItem(request, reply, item, queueable, { session: live.session, storedAnswer });
      results.push(result);
      ended = endsBatch(result.status);
    }
    return results;
  });
}

async function runItem(
  request: FastifyRequest,
  reply: FastifyReply,
  item: QueuedItem,
  queueable: QueueableCalls,
  known: Pick<QueuedCallInput, 'session' | 'storedAnswer'>,
): Promise<ItemResult> {
  // The caller's language now: an earlier item of the batch may have changed it, as its single call would.
  const language = known.session?.user.language ?? requestLanguage(request);
  const call = queueable.match(item.method, item.path);
  if (!call) {
    const error = new HttpError(422, 'errors.notQueueable', { code: 'not_queueable' });
    return { id: item.id, status: 422, body: httpErrorBody(error, language) };
  }
  const run = request.server.queuedCalls.get(call.descriptor);
  // A call of the contract this server does not serve (yet): what its single call would answer.
  if (!run) return { id: item.id, status: 404, body: httpErrorBody(notFound(), language) };
  const { statusCode, body } = await run(request, reply, {
    params: call.params,
    query: call.query,
    body: item.body,
    idempotencyKey: item.id,
    ...known,
  });
  return { id: item.id, status: statusCode, body };
}
