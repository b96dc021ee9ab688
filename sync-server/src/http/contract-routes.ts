import {
  allCalls,
  API_PREFIX,
  callKey,
  hasIssues,
  routePattern,
  schemaIssues,
  type BodyOf,
  type CallDescriptor,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
  type AnyCall,
} from '@codeyard/shared-schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticate } from '../auth/authenticate.js';
import type { ActiveSession } from '../auth/sessions.js';
import {
  claimAnswer,
  findStoredAnswer,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  requestHash,
  storeAnswer,
  type StoredRecord,
} from '../sync/idempotency.js';
import { errorAnswer, httpErrorBody } from './error-handler.js';
import { badRequest, fieldError, forbidden, HttpError, unauthorized } from './errors.js';
import { requestLanguage } from './language.js';

export interface ContractRequest<D> extends FastifyRequest {
  params: ParamsOf<D>;
  query: QueryOf<D>;
  body: BodyOf<D>;
}

export type ContractHandler<D> = (
  request: ContractRequest<D>,
  reply: FastifyReply,
) => Promise<ResponseOf<D>> | ResponseOf<D>;

declare module 'fastify' {
  interface FastifyInstance {
    /** "METHOD /path" of every contract call this server serves (npm run api:coverage reads it). */
    servedCalls: Set<string>;
    /** How a batch runs each queueable write (sync/batch.ts): by descriptor, registered by serve(). */
    queuedCalls: Map<CallDescriptor, QueuedCallRunner>;
  }
  interface FastifyContextConfig {
    descriptor?: CallDescriptor;
  }
}

/** Permanent rejections are stored as the key's answer; a 401, a 429 and our own 5xx are not (they pass). */
const isPermanent = (error: unknown): error is HttpError =>
  error instanceof HttpError &&
  error.statusCode >= 400 &&
  error.statusCode < 500 &&
  error.statusCode !== 401 &&
  error.statusCode !== 429;

/**
 * Registers one contract call: its path under the API prefix, its schemas (validated and serialised by
 * Fastify), its access rule, and its cross-field check. Handlers stay thin: they call a domain service.
 *
 * A queueable write (descriptor.queueable, not GET) is exactly-once: its handler runs inside one unit of
 * work (db/) together with the record of its answer under the caller's Idempotency-Key (the handler's
 * own `app.db.write` calls join that unit); a replay of the key gets the stored answer and changes nothing. A permanent rejection
 * (4xx) is stored as the answer too, so the device can set it aside and go on (architecture.md).
 */
export function serve<D extends AnyCall>(app: FastifyInstance, descriptor: D, handler: ContractHandler<D>): void {
  const key = callKey(descriptor);
  // A call outside the contract's calls would be served but never batched, documented or covered.
  if (!allCalls.includes(descriptor))
    throw new Error(
      `${key} is not in the contract's calls: add its area to callsByArea (shared-schema contract/index.ts)`,
    );
  if (app.servedCalls.has(key)) throw new Error(`${key} is served twice`);
  app.servedCalls.add(key);
  const exactlyOnce = descriptor.queueable && descriptor.method !== 'GET';
  if (exactlyOnce && descriptor.access === 'public')
    throw new Error(`${key}: a queueable call needs a signed-in caller`);

  app.route({
    method: descriptor.method,
    url: API_PREFIX + routePattern(descriptor.path),
    schema: {
      summary: descriptor.summary,
      ...(descriptor.params && { params: descriptor.params }),
      ...(descriptor.query && { querystring: descriptor.query }),
      ...(descriptor.body && { body: descriptor.body }),
      response: { 200: descriptor.response },
    },
    config: { descriptor },
    // An exactly-once call checks its input after the caller is known, so that a refusal is stored as its key's answer.
    ...(exactlyOnce && { attachValidation: true }),
    preHandler: async (request) => {
      if (descriptor.access !== 'public')
        await authenticate(request, descriptor.access, exactlyOnce ? keyOf(request) : undefined);
      if (descriptor.check && !exactlyOnce) {
        const issues = descriptor.check({
          params: request.params as never,
          query: request.query as never,
          body: request.body as never,
        });
        if (hasIssues(issues)) throw badRequest(issues);
      }
    },
    handler: exactlyOnce
      ? (request, reply) => handleExactlyOnce(app, descriptor, handler, request as ContractRequest<D>, reply)
      : (request, reply) => handler(request as ContractRequest<D>, reply),
  });
  if (exactlyOnce) app.queuedCalls.set(descriptor, queuedCallRunner(app, descriptor, handler));
}

/** A queued call as a batch item brings it: its filled path's parameters (decoded), query, body and key. */
export interface QueuedCallInput {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
  idempotencyKey: string;
  /** The caller's live session as the batch read it (undefined: it ended), read again after it may have changed. */
  session: ActiveSession | undefined;
  /** The answer stored under the key, read by the batch (null: none; undefined: not read, read it now). */
  storedAnswer: StoredRecord | null | undefined;
}
export interface QueuedCallAnswer {
  statusCode: number;
  body: unknown;
}
/** Runs one queued call for the (authenticated) caller of a batch; `callerReply` is the batch's reply. */
export type QueuedCallRunner = (
  caller: FastifyRequest,
  callerReply: FastifyReply,
  input: QueuedCallInput,
) => Promise<QueuedCallAnswer>;

/**
 * A queueable write as a batch item runs it: the steps of its route (session, access rule, schemas with
 * the server's own validator, cross-field check, exactly-once unit, answer serialised by the route's
 * response schema) called directly, without a second trip through HTTP for every item. The caller's
 * token was verified once for the batch; the batch reads the session again whenever an earlier item may
 * have changed it (`input.session`), so a session ended (or a language changed) by an earlier item counts,
 * as it would between single calls. A queueable
 * call's rules therefore live in its descriptor and handler, never in a hook of its own.
 */
function queuedCallRunner<D extends AnyCall>(
  app: FastifyInstance,
  descriptor: D,
  handler: ContractHandler<D>,
): QueuedCallRunner {
  return async (caller, callerReply, input) => {
    const request = Object.create(caller) as ContractRequest<D>;
    try {
      const session = input.session;
      if (!session || session.user.id !== caller.auth!.user.id) throw unauthorized();
      request.auth = session;
      request.storedAnswer = input.storedAnswer;
      if (descriptor.access !== 'public' && !descriptor.access.includes(session.user.userType)) throw forbidden();
      Object.defineProperty(request, 'headers', {
        value: { ...caller.headers, [IDEMPOTENCY_HEADER]: input.idempotencyKey },
        enumerable: true,
      });
      if (Buffer.byteLength(JSON.stringify(input.body ?? null)) > app.initialConfig.bodyLimit!)
        throw Object.assign(new Error('item too large'), { statusCode: 413 });
      request.params = input.params as never;
      request.query = input.query as never;
      request.body = input.body as never;
      request.validationError = validateParts(caller, descriptor, request);
      const reply = new CapturedReply();
      const result = await handleExactlyOnce(app, descriptor, handler, request, reply as unknown as FastifyReply);
      const [statusCode, body] = result === reply ? [reply.statusCode, reply.payload] : [200, result];
      if (statusCode !== 200) return { statusCode, body };
      const serialize = callerReply.compileSerializationSchema(descriptor.response as never, '200');
      return { statusCode, body: JSON.parse(serialize(body as Record<string, unknown>)) };
    } catch (error) {
      const { statusCode, body } = errorAnswer(error as Error, request);
      return { statusCode, body };
    }
  };
}

/** The route's validation, in the route's order (params, body, query), with the server's own compiler. */
function validateParts(caller: FastifyRequest, descriptor: CallDescriptor, request: FastifyRequest) {
  const parts = [
    ['params', 'params', descriptor.params],
    ['body', 'body', descriptor.body],
    ['querystring', 'query', descriptor.query],
  ] as const;
  for (const [httpPart, field, schema] of parts) {
    if (!schema) continue;
    const validate = caller.compileValidationSchema(schema as never, httpPart);
    const value = request[field];
    const result = validate(value === undefined ? null : value) as unknown;
    const outcome = result as { error?: unknown; value?: unknown } | boolean;
    const errors =
      outcome === false ? validate.errors : typeof outcome === 'object' && outcome.error ? outcome.error : undefined;
    if (errors)
      return Object.assign(new Error(`${httpPart} is not valid`), {
        validation: [...(errors as Iterable<unknown>)],
        validationContext: httpPart,
      });
    if (typeof outcome === 'object' && 'value' in outcome)
      (request as unknown as Record<string, unknown>)[field] = outcome.value;
  }
  return undefined;
}

/** The reply a handler sees inside a batch: it keeps what the handler sets and sends. */
class CapturedReply {
  statusCode = 200;
  payload: unknown = undefined;
  status(code: number) {
    this.statusCode = code;
    return this;
  }
  code(code: number) {
    return this.status(code);
  }
  header() {
    return this;
  }
  send(payload: unknown) {
    this.payload = payload;
    return this;
  }
}

async function handleExactlyOnce<D extends AnyCall>(
  app: FastifyInstance,
  descriptor: D,
  handler: ContractHandler<D>,
  request: ContractRequest<D>,
  reply: FastifyReply,
) {
  const userId = request.auth!.user.id;
  const header = request.headers[IDEMPOTENCY_HEADER];
  const idempotencyKey = typeof header === 'string' ? header : undefined;
  if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey))
    throw fieldError('Idempotency-Key', 'validation.invalid');
  const fingerprint = requestHash({ params: request.params, body: request.body });
  const path = routePattern(descriptor.path);

  const runEffect = async () => {
    // Schema and cross-field refusals are permanent rejections like the handler's own: stored below.
    const invalid = request.validationError as
      (Error & { validation?: unknown[]; validationContext?: string }) | undefined;
    if (invalid) {
      const part =
        ({ body: 'body', querystring: 'query', params: 'params' } as const)[invalid.validationContext as 'body'] ??
        'body';
      throw badRequest(schemaIssues((descriptor[part] ?? {}) as never, (invalid.validation ?? []) as never));
    }
    if (descriptor.check) {
      const issues = descriptor.check({
        params: request.params as never,
        query: request.query as never,
        body: request.body as never,
      });
      if (hasIssues(issues)) throw badRequest(issues);
    }
    return handler(request, reply);
  };
  const answer = (statusCode: number, body: unknown) => ({
    userId,
    key: idempotencyKey!,
    method: descriptor.method,
    path,
    requestHash: fingerprint,
    statusCode,
    body,
  });

  const replay = (stored: StoredRecord) => {
    if (stored.requestHash !== fingerprint || stored.method !== descriptor.method || stored.path !== path)
      throw new HttpError(422, 'errors.idempotencyKeyReused', { code: 'idempotency_key_reused' });
    reply.header('idempotent-replay', 'true');
    return reply.status(stored.statusCode).send(stored.body);
  };

  if (idempotencyKey) {
    // Read with the session (authenticate, or the batch's runner), else now.
    const stored =
      request.storedAnswer !== undefined
        ? request.storedAnswer
        : await findStoredAnswer(app.db, userId, idempotencyKey);
    if (stored) return replay(stored);
  }
  try {
    // One unit of work: the effect and the record of its answer commit together, or neither does. The
    // handler's own units join it (no savepoint each): when one throws, the whole call is refused anyway.
    // The answer is stored unless the key's answer was stored meanwhile (the same call arriving twice at
    // once): then this effect is undone and the stored answer replayed.
    return await app.db.write(
      async (tx) => {
        const result = await runEffect();
        if (idempotencyKey && !(await claimAnswer(tx, answer(200, result)))) throw new AnsweredMeanwhile();
        return result;
      },
      { partsJoin: true },
    );
  } catch (error) {
    if (idempotencyKey && (error instanceof AnsweredMeanwhile || isPermanent(error))) {
      const body = isPermanent(error) ? httpErrorBody(error, requestLanguage(request)) : undefined;
      const stored = await app.db.write(async (tx) => {
        const found = await findStoredAnswer(tx, userId, idempotencyKey);
        if (!found && isPermanent(error)) await storeAnswer(tx, answer(error.statusCode, body));
        return found;
      });
      if (stored) return replay(stored);
    }
    throw error;
  }
}

/** A call whose key got its answer stored by a concurrent call with the same key while it ran. */
class AnsweredMeanwhile extends Error {
  constructor() {
    super('the same call was answered meanwhile');
  }
}

/** The Idempotency-Key of a request, when it has a well-formed one. */
function keyOf(request: FastifyRequest): string | undefined {
  const header = request.headers[IDEMPOTENCY_HEADER];
  return typeof header === 'string' && IDEMPOTENCY_KEY_PATTERN.test(header) ? header : undefined;
}
