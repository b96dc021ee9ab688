import { vi } from 'vitest';
import { accounts } from '@codeyard/shared-schema';
import { queueChange } from '../outbox/queue';
import { entryOf } from '../outbox/entry-state';
import { openUserDb, type UserDb } from '../storage/user-db';
import { SyncEngine, type EngineOptions } from '../outbox/engine/engine';

/** One request the fake server saw. */
export interface SeenCall {
  method: string;
  url: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

export type Answer = Response | 'network';
export type Handler = (call: SeenCall, index: number) => Answer | Promise<Answer>;

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

/**
 * A fetch stand-in that records every call and answers from `handler` ('network' throws like fetch does
 * offline). GET /sync/pull gets an empty page unless `pulls: 'handler'`; `writes()` are the other calls.
 */
export function fakeServer(handler: Handler, { pulls = 'empty' }: { pulls?: 'empty' | 'handler' } = {}) {
  const calls: SeenCall[] = [];
  let writeIndex = 0;
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const parsed = new URL(url, 'http://device.test');
    const call: SeenCall = {
      method: init.method ?? 'GET',
      url,
      path: parsed.pathname,
      query: parsed.searchParams,
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    if (pulls === 'empty' && call.path === '/api/sync/pull')
      return json(200, { data: { changes: [], cursor: Number(call.query.get('cursor') ?? 0), has_more: false } });
    const answer = await handler(call, pulls === 'empty' ? writeIndex++ : calls.length - 1);
    if (answer === 'network') throw new TypeError('Failed to fetch');
    return answer;
  });
  const writes = () => calls.filter((c) => pulls === 'handler' || c.path !== '/api/sync/pull');
  return { calls, writes, fetch: fetch as unknown as typeof globalThis.fetch };
}

let nextUser = 1000;
/** A fresh user id per test: each gets its own database. */
export function freshUserId(): number {
  return nextUser++;
}

export function engineFor(
  userId: number,
  fetch: typeof globalThis.fetch,
  options: Partial<EngineOptions> = {},
): SyncEngine {
  return new SyncEngine({
    userId,
    db: openUserDb(userId),
    getToken: () => `token-of-${userId}`,
    fetch,
    locks: null,
    channel: null,
    watch: false,
    publish: () => undefined,
    random: () => 0.5,
    ...options,
  });
}

/** The outbox entry a reference names (undefined once sent). */
export { entryOf };

/** Queues POST /change-language (a queueable call of the contract) with a local change in profile. */
export async function queueLanguage(db: UserDb, lang: 'en' | 'ar', mark?: string) {
  const ref = await queueChange(
    db,
    accounts.changeLanguage,
    { body: { lang } },
    {
      apply: async () => {
        if (mark) await db.profile.put({ key: mark, data: lang });
      },
    },
  );
  return (await entryOf(db, ref))!;
}

export const ok = () => json(200, { data: { message: 'Language saved.' } });
