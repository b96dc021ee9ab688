import { localiseIssues, schemaIssues, translate, type Language, type SchemaError } from '@codeyard/shared-schema';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
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

/** An error's answer: its status, its wire body in the request's language, and a header when it needs one. */
export function errorAnswer(
  error: FastifyError | HttpError | Error,
  request: FastifyRequest,
): { statusCode: number; body: Record<string, unknown>; retryAfter?: string } {
  const lang = requestLanguage(request);
  if (error instanceof HttpError) {
    return {
      statusCode: error.statusCode,
      body: httpErrorBody(error, lang),
      ...(error.statusCode === 429 && { retryAfter: String(error.options.retryAfterSeconds ?? 60) }),
    };
  }
  const fastifyError = error as FastifyError;
  if ('validation' in fastifyError && fastifyError.validation) {
    const part = contextToPart[fastifyError.validationContext as keyof typeof contextToPart] ?? 'body';
    const schema = (request.routeOptions.config.descriptor as Record<string, unknown> | undefined)?.[part];
    const issues = schemaIssues((schema ?? {}) as never, fastifyError.validation as unknown as SchemaError[]);
    return {
      statusCode: 422,
      body: { message: translate(lang, 'errors.invalidRequest'), errors: localiseIssues(issues, lang) },
    };
  }
  const status = fastifyError.statusCode ?? 500;
  if (status === 413) return { statusCode: 413, body: { message: translate(lang, 'errors.tooLarge') } };
  if (status === 429) return { statusCode: 429, body: { message: translate(lang, 'errors.tooManyRequests') } };
  if (status >= 400 && status < 500) {
    // Malformed JSON, a wrong content type and the like: the client's mistake, said plainly.
    return {
      statusCode: status === 400 || status === 415 ? status : 400,
      body: { message: translate(lang, 'errors.invalidRequest'), code: fastifyError.code },
    };
  }
  request.log.error({ err: error }, 'unhandled error');
  return { statusCode: 500, body: { message: translate(lang, 'errors.server') } };
}

/**
 * An address of a file the build would hold (a script, a style, a picture, robots.txt…): when it is
 * missing, the answer is 404, not the app's HTML (a stale script address must fail as a script, and a
 * crawler must not read the app as its robots file). Client routes never end in one of these.
 */
const FILE_ADDRESS =
  /\.(?:js|mjs|css|map|json|webmanifest|txt|xml|html|png|jpe?g|gif|webp|svg|ico|cur|woff2?|ttf|mp3|wav|wasm|zip)$/i;
export function isFileAddress(url: string): boolean {
  return FILE_ADDRESS.test(url.split('?')[0]!);
}

/**
 * Every failure answers `{ message, errors?, code? }` in the request's language (spec 001 §8):
 * validation 422 with field errors, our own HttpErrors, Fastify's own 4xx, and 500 only for our bugs.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const answer = errorAnswer(error, request);
    if (answer.retryAfter) reply.header('retry-after', answer.retryAfter);
    return reply.status(answer.statusCode).send(answer.body);
  });

  app.setNotFoundHandler((request, reply) => {
    const lang = requestLanguage(request);
    if (
      request.url.startsWith(API_PREFIX) ||
      request.method !== 'GET' ||
      !app.hasReplyDecorator('sendAppShell') ||
      isFileAddress(request.url)
    ) {
      return reply.status(404).send({ message: translate(lang, 'errors.notFound') });
    }
    // A client route (history mode): the PWA's shell answers and its router shows the screen.
    return reply.sendAppShell();
  });
}
