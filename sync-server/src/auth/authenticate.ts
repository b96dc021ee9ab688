import type { UserType } from '@codeyard/shared-schema';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../http/errors.js';
import type { ActiveSession } from './sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, set for every call that needs a token. */
    auth?: ActiveSession;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string; sid: string };
    user: { sub: string; sid: string };
  }
}

/** Checks the bearer token, its live server-side session, and that the user's type may make this call. */
export async function authenticate(request: FastifyRequest, allowed: readonly UserType[]): Promise<ActiveSession> {
  let claims: { sub: string; sid: string };
  try {
    claims = await request.jwtVerify<{ sub: string; sid: string }>();
  } catch {
    throw unauthorized();
  }
  const session = await request.server.sessions.find(claims.sid);
  if (!session || String(session.user.id) !== claims.sub) throw unauthorized();
  request.auth = session;
  if (!allowed.includes(session.user.userType)) throw forbidden();
  return session;
}
