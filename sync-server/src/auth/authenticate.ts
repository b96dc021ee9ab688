import type { UserType } from '@codeyard/shared-schema';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../http/errors.js';
import { sessionAndStoredAnswer, type StoredRecord } from '../sync/idempotency.js';
import type { ActiveSession } from './sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, set for every call that needs a token. */
    auth?: ActiveSession;
    /**
     * A queued call's answer stored under its Idempotency-Key, read with the session (null: none stored;
     * undefined: not read).
     */
    storedAnswer?: StoredRecord | null;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string; sid: string };
    user: { sub: string; sid: string };
  }
}

/**
 * Checks the bearer token, its live server-side session, and that the user's type may make this call.
 * With `answerKey` (a queued call's Idempotency-Key), the answer stored under it is read in the same
 * statement (`request.storedAnswer`).
 */
export async function authenticate(
  request: FastifyRequest,
  allowed: readonly UserType[],
  answerKey?: string,
): Promise<ActiveSession> {
  let claims: { sub: string; sid: string };
  try {
    claims = await request.jwtVerify<{ sub: string; sid: string }>();
  } catch {
    throw unauthorized();
  }
  const userId = Number(claims.sub);
  let session: ActiveSession | undefined;
  if (answerKey !== undefined && Number.isSafeInteger(userId)) {
    const read = await sessionAndStoredAnswer(
      request.server.db,
      request.server.sessions,
      claims.sid,
      userId,
      answerKey,
    );
    session = read.session;
    request.storedAnswer = read.stored;
  } else session = await request.server.sessions.find(claims.sid);
  if (!session || String(session.user.id) !== claims.sub) throw unauthorized();
  request.auth = session;
  if (!allowed.includes(session.user.userType)) throw forbidden();
  return session;
}
