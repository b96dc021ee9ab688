import { API_PREFIX } from '@codeyard/shared-schema';
import type { FastifyInstance } from 'fastify';

/**
 * Powerful browser features no screen uses, off for every page and every frame in it (a frame inherits
 * the policy): no screen of the app, the web preview's host or a child's page in it asks for a camera, a
 * microphone or a position (reading aloud is speech synthesis, which needs none).
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=()';

/** Answers that carry a user's data and must never be kept by a browser or a proxy: the API, /health, /dev. */
function isApiPath(url: string): boolean {
  const path = url.split('?')[0]!;
  return path === API_PREFIX || path.startsWith(`${API_PREFIX}/`) || path === '/health' || path.startsWith('/dev/');
}

/**
 * Headers on every answer, errors included (onSend runs for them too): `Cache-Control: no-store` on the
 * API's answers (the app's own files keep theirs: hashed assets immutable, the rest revalidated, app.ts),
 * and the Permissions-Policy.
 */
export function installResponseHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // A route may say more (a child's photo: `no-store, private`), never less.
    if (isApiPath(request.url) && !String(reply.getHeader('cache-control') ?? '').includes('no-store'))
      reply.header('cache-control', 'no-store');
    return payload;
  });
}
