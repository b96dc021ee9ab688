import { REQUEST_LIMITS } from '@codeyard/shared-schema';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How deep this route's JSON body may nest (REQUEST_LIMITS.maxJsonDepth unless said). */
    jsonMaxDepth?: number;
  }
}

/**
 * Whether a JSON text nests arrays and objects deeper than `maxDepth`, read in one pass over its
 * characters without building anything: brackets inside strings do not count. It stops at the first
 * bracket too deep, so the worst body (`[[[[…`) costs `maxDepth` characters. Invalid JSON is left to the
 * parser that follows. (A plain loop over char codes: several times faster than a regular expression's
 * matches on bodies full of short strings or escapes.)
 */
export function nestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  const length = text.length;
  for (let i = 0; i < length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      // A string: skip to its closing quote, over escapes.
      for (i++; i < length; i++) {
        const d = text.charCodeAt(i);
        if (d === 92) i++;
        else if (d === 34) break;
      }
    } else if (c === 91 || c === 123) {
      if (++depth > maxDepth) return true;
    } else if (c === 93 || c === 125) {
      if (--depth < 0) return false; // a closing bracket first: the parser refuses it at once
    }
  }
  return false;
}

/**
 * JSON bodies: Fastify's own parser (prototype-poisoning refused), after a check of the body's nesting
 * depth before any parsing, validation or hashing: a body deeper than the route's bound answers 400
 * `body_too_deep` (the size is bounded before, while it is read: REQUEST_LIMITS.maxBodyBytes, 413).
 */
export function installJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const maxDepth = request.routeOptions.config?.jsonMaxDepth ?? REQUEST_LIMITS.maxJsonDepth;
    if (nestsDeeperThan(body as string, maxDepth)) {
      done(new HttpError(400, 'errors.tooDeep', { code: 'body_too_deep' }), undefined);
      return;
    }
    parse(request, body as string, done);
  });
}
