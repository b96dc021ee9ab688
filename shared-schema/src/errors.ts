import { Type } from 'typebox';

/** Body of every non-2xx answer: spec 001 §8 (message, and for 422 the field errors). */
export const ErrorBody = Type.Object({
  message: Type.String(),
  errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
  /** A machine-readable reason where the client branches on it (e.g. password/email's failure code). */
  code: Type.Optional(Type.String()),
});

/** Statuses of the error catalogue and what the client does with each (spec 001 §8.1). */
export const ERROR_STATUS = {
  validation: 422,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  tooManyRequests: 429,
  conflict: 409,
  tooLarge: 413,
} as const;
