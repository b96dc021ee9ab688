import {
  API_PREFIX,
  TIMINGS,
  fillPath,
  hasIssues,
  localiseIssues,
  mergeIssues,
  translate,
  validate,
  type BodyOf,
  type FieldIssues,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
  type AnyCall,
  type ErrorCode,
  errorCodeOf,
} from '@codeyard/shared-schema';
import { currentLanguage } from '../i18n/language';
import { sessionStore } from '../session/session-store';
import { announceSessionRejected } from './session-events';

/** A failed call, with what the user should read: the server's message and field errors (spec 001 §8). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: Record<string, string[]> = {},
    readonly code?: ErrorCode,
  ) {
    super(message);
  }
  /** The first field error of a field, as the spec shows it (errors.name, errors.username, errors.login_email …). */
  first(field: string): string | undefined {
    return this.fieldErrors[field]?.[0];
  }
}

/** status 0: the request never got an answer (offline, timeout). */
export const isNetworkError = (e: unknown): e is ApiError => e instanceof ApiError && e.status === 0;

export type CallInput<D> = { params?: ParamsOf<D>; query?: QueryOf<D>; body?: BodyOf<D> };

/** Validates with the contract's own schema and check, so a child sees the mistake at once, offline too. */
export function checkInput<D extends AnyCall>(descriptor: D, input: CallInput<D>): FieldIssues {
  const issues: FieldIssues[] = [];
  if (descriptor.body) issues.push(validate(descriptor.body, input.body ?? {}));
  if (descriptor.params) issues.push(validate(descriptor.params, input.params ?? {}));
  const merged = mergeIssues(...issues);
  if (!hasIssues(merged) && descriptor.check) {
    return descriptor.check({
      params: input.params as never,
      query: (input.query ?? {}) as never,
      body: input.body as never,
    });
  }
  return merged;
}

export function urlFor<D extends AnyCall>(descriptor: D, input: CallInput<D>): string {
  const path = API_PREFIX + fillPath(descriptor.path, (input.params ?? {}) as Record<string, string | number>);
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  if (!query.has('lang')) query.set('lang', currentLanguage());
  return `${path}?${query.toString()}`;
}

/** Calls one contract call: typed by its descriptor, validated first, token attached, 30 s timeout. */
export async function callApi<D extends AnyCall>(descriptor: D, input: CallInput<D> = {}): Promise<ResponseOf<D>> {
  const lang = currentLanguage();
  const issues = checkInput(descriptor, input);
  if (hasIssues(issues))
    throw new ApiError(422, translate(lang, 'errors.invalidRequest'), localiseIssues(issues, lang));

  const headers: Record<string, string> = { accept: 'application/json' };
  if (descriptor.body) headers['content-type'] = 'application/json';
  const token = sessionStore.get()?.token;
  if (descriptor.access !== 'public' && token) headers.authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(urlFor(descriptor, input), {
      method: descriptor.method,
      headers,
      body: descriptor.body ? JSON.stringify(input.body ?? {}) : undefined,
      signal: AbortSignal.timeout(TIMINGS.requestTimeoutMs),
    });
  } catch {
    throw new ApiError(0, translate(lang, 'errors.offline'));
  }
  const payload = (await response.json().catch(() => ({}))) as {
    message?: string;
    errors?: Record<string, string[]>;
    code?: string;
  };
  if (!response.ok) {
    // Only the session that made the call is ended: a call still in flight with an old token (a parent
    // just went back from their child's session) must not sign out whoever is signed in now.
    const sameSession = token !== undefined && sessionStore.get()?.token === token;
    if ((response.status === 401 || response.status === 429) && descriptor.access !== 'public' && sameSession) {
      announceSessionRejected(response.status);
    }
    throw new ApiError(
      response.status,
      payload.message ?? translate(lang, 'errors.server'),
      payload.errors ?? {},
      errorCodeOf(payload.code),
    );
  }
  return payload as ResponseOf<D>;
}
