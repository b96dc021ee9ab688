import { errorCodeOf, translate } from '@codeyard/shared-schema';
import type { OutboxEntry } from '../../storage/user-db';
import { backoffDelay, retryAfterMs } from './backoff';
import type { EngineCore } from './core';
import type { ErrorBody } from './transport';

/** After an answer: go on with the next entry, or stop this round (pause, backoff). */
export type Outcome = 'continue' | 'stop';

/** 408, 429 and 5xx say nothing final about the call: try again later. */
export function isTransient(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/**
 * What one answer means for its entry (docs/sync.md, section 6): 2xx (also an idempotent replay) → done
 * and removed; 401 → pause; 408, 429, 5xx → backoff, order kept; any other 4xx → needs attention with
 * the server's message, field errors and code, and on to the next entry.
 */
export async function settle(
  core: EngineCore,
  entry: OutboxEntry,
  answer: { status: number; body: unknown; retryAfter: string | null },
  token: string,
  accepted: () => void,
): Promise<Outcome> {
  const { status } = answer;
  if (status >= 200 && status < 300) {
    // Done: also when the server answered the stored response of an earlier try (idempotent-replay: true).
    await core.write(() => core.db.outbox.delete(entry.seq!));
    accepted();
    core.update({ lastSyncedAt: new Date(core.settings.now()).toISOString(), nextRetryAt: null });
    return 'continue';
  }
  if (status === 401) {
    await core.pause(token);
    return 'stop';
  }
  if (isTransient(status)) return transient(core, entry, retryAfterMs(answer.retryAfter, core.settings.now()));
  const error = (answer.body ?? {}) as ErrorBody;
  const code = errorCodeOf(error.code);
  await core.write(() =>
    core.db.outbox.update(entry.seq!, {
      state: 'needs-attention',
      error: {
        status,
        message:
          typeof error.message === 'string' ? error.message : translate(core.settings.getLang(), 'errors.server'),
        fieldErrors: error.errors && typeof error.errors === 'object' ? error.errors : {},
        ...(code ? { code } : {}),
      },
    }),
  );
  return 'continue';
}

/** Network error, timeout, 408, 429, 5xx: this entry waits (and everything after it), with backoff. */
export async function transient(core: EngineCore, entry: OutboxEntry, minimumMs?: number): Promise<Outcome> {
  if (core.isStopped) return 'stop';
  const { random, baseMs, capMs, now } = core.settings;
  const attempts = entry.attempts + 1;
  const delay = Math.max(backoffDelay(attempts, random, baseMs, capMs), minimumMs ?? 0);
  const nextAttemptAt = now() + delay;
  await core.write(() => core.db.outbox.update(entry.seq!, { attempts, nextAttemptAt }));
  core.update({ nextRetryAt: nextAttemptAt });
  core.wake(delay, 'backoff');
  return 'stop';
}
