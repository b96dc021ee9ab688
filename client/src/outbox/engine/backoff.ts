/** Backoff for network errors, 5xx, 429 and timeouts: exponential with full jitter (base 1 s, cap 60 s). */
export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_CAP_MS = 60_000;
/** Never retry sooner than this, so a jitter of 0 cannot spin. */
export const BACKOFF_MIN_MS = 100;

/**
 * The wait before try number `attempt + 1`, after `attempt` failed tries (1, 2, …): a random time between
 * 0 and min(cap, base · 2^(attempt-1)) ("full jitter"), so a whole class coming back online at 10:00 does
 * not hit the server in one wave.
 */
export function backoffDelay(
  attempt: number,
  random: () => number = Math.random,
  baseMs = BACKOFF_BASE_MS,
  capMs = BACKOFF_CAP_MS,
): number {
  const ceiling = Math.min(capMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.max(BACKOFF_MIN_MS, Math.floor(random() * ceiling));
}

/** A Retry-After header (seconds or an HTTP date) in ms, or undefined; at most 5 minutes. */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - now;
  return Number.isFinite(ms) && ms > 0 ? Math.min(ms, 300_000) : undefined;
}
