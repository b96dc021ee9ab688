import { Type } from 'typebox';
import { ID_MAX, REQUEST_LIMITS, USER_TYPES } from '../rules/constants.js';
import { defineCall, Strict } from './define.js';
import { Lang } from './fields.js';

/**
 * The most queued calls one batch may carry, and how many a device sends at once: over a slow link the drain of
 * a device's queue is its round trips (500 answers are two batches). A batch of lesson answers holds the
 * database's writer for about a tenth of a second; the byte bound below keeps any batch's body small.
 */
export const SYNC_BATCH_MAX = 250;
/** The largest batch body in bytes (each item alone stays within the single call's 1 MiB limit); a device packs below it. */
export const SYNC_BATCH_MAX_BYTES = 2 * 1024 * 1024;
/**
 * How deep a batch body may nest: an item's body sits three levels down (`{ items: [ { body } ] }`), so any
 * body a single call takes fits in a batch; a deeper item refuses the whole batch (400), and the device then
 * sends each item alone for its own answer.
 */
export const SYNC_BATCH_MAX_DEPTH = REQUEST_LIMITS.maxJsonDepth + 3;

/**
 * One queued call, as the device recorded it: the contract call's method and its filled path (without
 * the /api prefix), its body, and the Idempotency-Key it was created with.
 */
export const QueuedCall = Strict({
  id: Type.String({ pattern: '^[A-Za-z0-9_.:-]{8,100}$' }),
  method: Type.Enum(['POST', 'PUT', 'PATCH', 'DELETE'] as const),
  path: Type.String({ minLength: 1, maxLength: 500, pattern: '^/' }),
  body: Type.Optional(Type.Unknown()),
});

export const BatchResult = Type.Object({
  id: Type.String(),
  status: Type.Integer(),
  /** The call's own answer (or its error body), exactly as the single call would have answered. */
  body: Type.Unknown(),
});

export const syncBatch = defineCall({
  method: 'POST',
  path: '/sync/batch',
  access: USER_TYPES,
  queueable: false,
  summary:
    'Many queued calls in one request for slow links; each item is validated, authorised and idempotent like the single call, in order.',
  body: Strict({ items: Type.Array(QueuedCall, { minItems: 1, maxItems: SYNC_BATCH_MAX }) }),
  response: Type.Object({ data: Type.Object({ results: Type.Array(BatchResult) }) }),
});

export const Change = Type.Object({
  seq: Type.Integer(),
  entity: Type.String(),
  entity_id: Type.Union([Type.String(), Type.Null()]),
  data: Type.Unknown(),
  created_at: Type.String(),
});

export const syncPull = defineCall({
  method: 'GET',
  path: '/sync/pull',
  access: USER_TYPES,
  queueable: false,
  summary: 'What changed for the caller after the cursor (the last seq the device holds), oldest first.',
  query: Strict({
    cursor: Type.Optional(Type.Integer({ minimum: 0, maximum: ID_MAX, default: 0 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 200 })),
    lang: Type.Optional(Lang),
  }),
  response: Type.Object({
    data: Type.Object({ changes: Type.Array(Change), cursor: Type.Integer(), has_more: Type.Boolean() }),
  }),
});
