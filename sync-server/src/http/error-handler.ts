import { localiseIssues, schemaIssues, translate, type Language, type SchemaError } from '@codeyard/shared-schema';
import type { FastifyError, FastifyInstance } from 'fastify';
import { API_PREFIX } from '@codeyard/shared-schema';
import { HttpError } from './errors.js';
import { requestLanguage } from './language.js';

/** The wire body of one of our own errors, in the reader's language. */
export function httpErrorBody(error: HttpError, lang: Language): Record<string, unknown> {
  const body: Record<string, unknown> = { message: translate(lang, error.messageKey, error.options.vars) };
  if (error.options.issues) body.errors = localiseIssues(error.options.issues, lang);
  if (error.options.code) body.code = error.options.code;
  return body;
}

const contextToPart = { body: 'body', querystring: 'query', params: 'params', headers: 'headers' } as const;

/**
 * Every failure answers `{ message, errors?, code? }` in the request's language (spec 001 §8):
 * validation 422 with field errors, our own HttpErrors, Fastify's own 4xx, and 500 only for our bugs.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const lang = requestLanguage(request);
    if (error instanceof HttpError) {
      if (error.statusCode === 429) reply.header('retry-after', String(error.options.retryAfterSeconds ?? 60));
      return reply.status(error.statusCode).send(httpErrorBody(error, lang));
    }
    if ('validation' in error && error.validation) {
      const part = contextToPart[error.validationContext as keyof typeof contextToPart] ?? 'body';
      const schema = (request.routeOptions.config.descriptor as Record<string, unknown> | undefined)?.[part];
      const issues = schemaIssues((schema ?? {}) as never, error.validation as unknown as SchemaError[]);
      return reply
        .status(422)
        .send({ message: translate(lang, 'errors.invalidRequest'), errors: localiseIssues(issues, lang) });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.status(413).send({ message: translate(lang, 'errors.tooLarge') });
    if (status === 429) return reply.status(429).send({ message: translate(lang, 'errors.tooManyRequests') });
    if (status >= 400 && status < 500) {
      // Malformed JSON, a wrong content type and the like: the client's mistake, said plainly.
      return reply
        .status(status === 400 || status === 415 ? status : 400)
        .send({ message: translate(lang, 'errors.invalidRequest'), code: error.code });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: translate(lang, 'errors.server') });
  });

  app.setNotFoundHandler((request, reply) => {
    const lang = requestLanguage(request);
    if (request.url.startsWith(API_PREFIX) || request.method !== 'GET' || !app.hasReplyDecorator('sendAppShell')) {
      return reply.status(404).send({ message: translate(lang, 'errors.notFound') });
    }
    // A client route (history mode): the PWA's shell answers and its router shows the screen.
    return (reply as unknown as { sendAppShell: () => unknown }).sendAppShell();
  });
}
