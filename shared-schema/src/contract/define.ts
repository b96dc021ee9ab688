import { Type, type Static, type TSchema } from 'typebox';
import type { UserType } from '../rules/constants.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call: 'public' needs no token; otherwise the caller's user type must be listed. */
export type Access = 'public' | readonly UserType[];

/** Field errors keyed by the API's field name, each a list of message keys with their values. */
export type FieldIssue = { key: string; vars?: Record<string, string | number> };
export type FieldIssues = Record<string, FieldIssue[]>;

export interface CallDescriptor<
  P extends TSchema | undefined = TSchema | undefined,
  Q extends TSchema | undefined = TSchema | undefined,
  B extends TSchema | undefined = TSchema | undefined,
  R extends TSchema = TSchema,
> {
  method: HttpMethod;
  /** The spec's path, with {name} placeholders, without the API prefix. */
  path: string;
  access: Access;
  summary: string;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  /** May the client queue this call in its outbox while offline (issue 3's sync engine)? */
  queueable: boolean;
  /** Does the body (or query) carry a human-verification answer that the server must check? */
  captcha?: boolean;
  /** Rules across fields that a schema cannot say, run by the client before sending and by the server. */
  check?: (input: {
    params: Static<NonNullable<P>>;
    query: Static<NonNullable<Q>>;
    body: Static<NonNullable<B>>;
  }) => FieldIssues;
}

export function defineCall<
  P extends TSchema | undefined = undefined,
  Q extends TSchema | undefined = undefined,
  B extends TSchema | undefined = undefined,
  R extends TSchema = TSchema,
>(descriptor: CallDescriptor<P, Q, B, R>): CallDescriptor<P, Q, B, R> {
  return descriptor;
}

/**
 * Any call, whatever its schemas: the constraint of functions generic over calls. `any`, not the
 * defaults, because `check` takes the call's own input: a call is not a call of wider schemas.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyCall = CallDescriptor<any, any, any, any>;

export type ParamsOf<D> =
  D extends CallDescriptor<infer P, infer _Q, infer _B, infer _R> ? (P extends TSchema ? Static<P> : undefined) : never;
export type QueryOf<D> =
  D extends CallDescriptor<infer _P, infer Q, infer _B, infer _R> ? (Q extends TSchema ? Static<Q> : undefined) : never;
export type BodyOf<D> =
  D extends CallDescriptor<infer _P, infer _Q, infer B, infer _R> ? (B extends TSchema ? Static<B> : undefined) : never;
export type ResponseOf<D> = D extends CallDescriptor<infer _P, infer _Q, infer _B, infer R> ? Static<R> : never;

/** An object that refuses fields it does not name. */
export function Strict<T extends Record<string, TSchema>>(properties: T) {
  return Type.Object(properties, { additionalProperties: false });
}

/** Every answer is wrapped in a data field (spec 001 §7). */
export function Data<T extends TSchema>(schema: T) {
  return Type.Object({ data: schema });
}

export const Message = Type.Object({ message: Type.String() });
export const DataMessage = Type.Object({ data: Type.Object({ message: Type.String() }) });

/** Fills {name} placeholders of a spec path. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\??\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The Fastify route pattern of a spec path: {name} becomes :name. */
export function routePattern(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}
