import { afterEach, describe, expect, it, vi } from 'vitest';

const store = new Map<string, string>();
(globalThis as { localStorage?: unknown }).localStorage = {
  getItem: (k: string) => store.get(k) ?? null,
  setItem: (k: string, v: string) => store.set(k, v),
  removeItem: (k: string) => store.delete(k),
};

const { accounts } = await import('@codeyard/shared-schema');
const { callApi } = await import('./client');
const { onSessionRejected } = await import('./session-events');
const { sessionStore } = await import('../session/session-store');

const session = (token: string) => ({ token, userId: 1, userType: 'parent' }) as never;

afterEach(() => vi.unstubAllGlobals());

describe('a 401 ends only the session that made the call', () => {
  it('signs out when the current session is refused', async () => {
    sessionStore.signIn(session('current'));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'no' }), { status: 401 })),
    );
    const rejected = vi.fn();
    const off = onSessionRejected(rejected);
    await expect(callApi(accounts.logout)).rejects.toMatchObject({ status: 401 });
    expect(rejected).toHaveBeenCalledWith(401);
    off();
  });

  it('ignores a 401 for a token that is no longer the session (a call still in flight after a switch)', async () => {
    sessionStore.signIn(session('child'));
    let answer: (r: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const rejected = vi.fn();
    const off = onSessionRejected(rejected);
    const call = callApi(accounts.logout);
    sessionStore.signIn(session('parent'));
    answer(new Response(JSON.stringify({ message: 'no' }), { status: 401 }));
    await expect(call).rejects.toMatchObject({ status: 401 });
    expect(rejected).not.toHaveBeenCalled();
    off();
  });
});
