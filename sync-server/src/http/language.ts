import { normaliseLanguage, type Language } from '@codeyard/shared-schema';
import type { FastifyRequest } from 'fastify';

/** The request's language: ?lang=, then the signed-in user's choice, then Accept-Language, then English. */
export function requestLanguage(request: FastifyRequest): Language {
  const query = request.query as Record<string, unknown> | undefined;
  if (query && typeof query.lang === 'string') return normaliseLanguage(query.lang);
  if (request.auth) return request.auth.user.language;
  const accept = request.headers['accept-language'];
  return typeof accept === 'string' && accept.trim().toLowerCase().startsWith('ar') ? 'ar' : 'en';
}
