import type { FieldIssues, ServerErrorCode } from '@codeyard/shared-schema';

/**
 * An answer other than 2xx, in words the user reads: `messageKey` is a locale key, translated into the
 * request's language by the error handler, with field issues for 422.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: string,
    readonly options: {
      issues?: FieldIssues;
      code?: ServerErrorCode;
      vars?: Record<string, string | number>;
      /** 429 only: the Retry-After header, in seconds (60 when not given). */
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(messageKey);
  }
}

export const badRequest = (issues: FieldIssues, code?: ServerErrorCode) =>
  new HttpError(422, 'errors.invalidRequest', { issues, code });
/** A 422 on one field, with one message key. */
export const fieldError = (field: string, key: string, vars?: Record<string, string | number>) =>
  new HttpError(422, key, { issues: { [field]: [{ key, vars }] } });
export const unauthorized = () => new HttpError(401, 'errors.notAuthorized');
export const forbidden = (key = 'errors.forbidden') => new HttpError(403, key);
export const notFound = () => new HttpError(404, 'errors.notFound');
export const tooManyRequests = (key = 'errors.tooManyRequests', retryAfterSeconds = 60) =>
  new HttpError(429, key, { retryAfterSeconds });
