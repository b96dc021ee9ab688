import { liveQuery } from 'dexie';
import {
  API_PREFIX,
  errorCodeOf,
  sync,
  TIMINGS,
  translate,
  type Language,
  type ResponseOf,
} from '@codeyard/shared-schema';
import { currentLanguage } from '../../i18n/language';
import { onQueued, onQuotaError } from '../events';
import { countUnsynced, refreshUnsynced, removeEntry, retryEntry } from '../queue';
import { getMeta, isQuotaError, META, setMeta, type OutboxEntry, type UserDb } from '../../storage/user-db';
import { backoffDelay, BACKOFF_BASE_MS, BACKOFF_CAP_MS, retryAfterMs } from './backoff';
import { dispatchPulledChange, runRefreshers, type PulledChange } from '../pull-handlers';
import {
  emptySnapshot,
  lockManager,
  markReplaying,
  publishSyncStatus,
  syncLockName,
  type SyncSnapshot,
} from '../status-store';

/** Queued calls per POST /sync/batch request (the contract allows up to SYNC_BATCH_MAX). */
export const BATCH_CHUNK = 50;
/** Bytes per batch body, kept under the server's SYNC_BATCH_MAX_BYTES with room for the envelope. */
export const BATCH_BYTES = Math.floor(sync.SYNC_BATCH_MAX_BYTES * 0.9);

/** The first entries of `due` whose batch body stays under `maxBytes` (at least one). */
export function packBatch(due: OutboxEntry[], maxBytes = BATCH_BYTES): OutboxEntry[] {
  const packed: OutboxEntry[] = [];
  let bytes = 0;
  for (const entry of due) {
    const size =
      new TextEncoder().encode(
        JSON.stringify({ id: entry.id, method: entry.method, path: entry.path, body: entry.body }),
      ).length + 1;
    if (packed.length > 0 && bytes + size > maxBytes) break;
    packed.push(entry);
    bytes += size;
  }
  return packed;
}

export interface EngineOptions {
  userId: number;
  db: UserDb;
  /** The token to send, only while the session belongs to `userId` (null otherwise: nothing is sent). */
  getToken: () => string | null;
  getLang?: () => Language;
  fetch?: typeof fetch;
  random?: () => number;
  now?: () => number;
  /** Web Locks; null runs without (Node, old browsers). Defaults to navigator.locks when present. */
  locks?: LockManager | null;
  /** Cross-tab status; null for none. Defaults to a BroadcastChannel when present. */
  channel?: Pick<BroadcastChannel, 'postMessage' | 'close' | 'addEventListener' | 'removeEventListener'> | null;
  publish?: (snapshot: SyncSnapshot) => void;
  /** Listen to online/offline/visibility, run the timer and watch the outbox live (on in the browser). */
  watch?: boolean;
  batchChunk?: number;
  tickMs?: number;
  pullIntervalMs?: number;
  refreshIntervalMs?: number;
  pullLimit?: number;
  lockRetryMs?: number;
  baseMs?: number;
  capMs?: number;
}

type Outcome = 'continue' | 'stop';
type Trigger = 'login' | 'online' | 'manual' | 'queued' | 'timer' | 'visible' | 'lock-busy' | 'backoff' | 'tab';
/** Triggers that try at once, even during a backoff. */
const FORCING: ReadonlySet<Trigger> = new Set(['login', 'online', 'manual']);

/** Status fields shared with the other tabs and kept in meta for a new tab. */
type SharedStatus = Pick<
  SyncSnapshot,
  'online' | 'syncing' | 'lastSyncedAt' | 'paused401' | 'quotaError' | 'storageLow' | 'nextRetryAt'
>;
const SHARED_KEYS: (keyof SharedStatus)[] = [
  'online',
  'syncing',
  'lastSyncedAt',
  'paused401',
  'quotaError',
  'storageLow',
  'nextRetryAt',
];

interface ErrorBody {
  message?: string;
  errors?: Record<string, string[]>;
  code?: string;
}
/** What the server answered, as the contract says it; a body that is not JSON reads as {}. */
type BatchBody = Partial<ResponseOf<typeof sync.syncBatch>>;
type PullBody = Partial<ResponseOf<typeof sync.syncPull>>;

/** A short, non-secret fingerprint of a token: tells "the same token that got the 401" from a new sign-in. */
export function tokenFingerprint(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) hash = Math.imul(hash ^ token.charCodeAt(i), 0x01000193) >>> 0;
  return `${token.length}:${hash.toString(16)}`;
}

class Stopped extends Error {}

/**
 * The sync engine of one user on this device (architecture.md, "writes (the outbox)"):
 *
 * - replays the outbox in seq order: POST /sync/batch in chunks when more than one entry is due, the single
 *   call with its Idempotency-Key otherwise; entries that need attention are skipped, never blocking;
 * - 2xx (also an idempotent replay) → the entry is done; 401 → pause until this user signs in again;
 *   429, 5xx, 408, network error, timeout → exponential backoff with full jitter, order kept;
 *   any other 4xx → "needs attention" with the server's message and field errors, and on to the next;
 * - pulls server-side changes from the stored cursor after a round that sent something and every minute;
 * - only one tab replays at a time (Web Locks, ifAvailable); the status is shared over a BroadcastChannel
 *   and kept in meta.
 *
 * Triggers: sign-in, online, visibility, a timer, right after queueCall, another tab's request.
 * Plain events and timers (no RxJS): the engine has five triggers and one loop, not worth a dependency.
 */
export class SyncEngine {
  readonly userId: number;
  readonly db: UserDb;
  private readonly o: Required<Omit<EngineOptions, 'locks' | 'channel' | 'userId' | 'db'>>;
  private readonly locks: LockManager | null;
  private readonly channel: EngineOptions['channel'];
  private snapshot: SyncSnapshot;
  private stopped = false;
  private started = false;
  private running: Promise<void> | null = null;
  private again: { force: boolean } | null = null;
  private abort = new AbortController();
  private timers = new Set<ReturnType<typeof setTimeout>>();
  private interval: ReturnType<typeof setInterval> | null = null;
  private cleanups: (() => void)[] = [];
  private batchSupported = true;
  /** Entries up to this seq go one by one (the batch refused them as a whole). */
  private singlesUpToSeq = 0;
  private lastPullAt = 0;
  private lastRefreshAt = 0;
  private pullFailures = new Map<number, number>();
  private wakeAt = 0;
  /** Entries the server accepted since start (tests and the round's "did we send something"). */
  accepted = 0;

  constructor(options: EngineOptions) {
    this.userId = options.userId;
    this.db = options.db;
    if (options.db.userId !== options.userId) throw new Error('SyncEngine: the database belongs to another user');
    this.o = {
      getToken: options.getToken,
      getLang: options.getLang ?? currentLanguage,
      fetch: options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args)),
      random: options.random ?? Math.random,
      now: options.now ?? Date.now,
      publish: options.publish ?? publishSyncStatus,
      watch: options.watch ?? typeof window !== 'undefined',
      batchChunk: options.batchChunk ?? BATCH_CHUNK,
      tickMs: options.tickMs ?? 15_000,
      pullIntervalMs: options.pullIntervalMs ?? 60_000,
      refreshIntervalMs: options.refreshIntervalMs ?? 600_000,
      pullLimit: options.pullLimit ?? 200,
      lockRetryMs: options.lockRetryMs ?? 2_000,
      baseMs: options.baseMs ?? BACKOFF_BASE_MS,
      capMs: options.capMs ?? BACKOFF_CAP_MS,
    };
    this.locks = options.locks === undefined ? lockManager() : options.locks;
    this.channel =
      options.channel === undefined
        ? typeof BroadcastChannel === 'undefined'
          ? null
          : new BroadcastChannel(`${syncLockName(this.userId)}-status`)
        : options.channel;
    this.snapshot = emptySnapshot(this.userId);
  }

  // ---------------------------------------------------------------- life cycle

  /** Loads the kept status, resumes after a new sign-in, starts listening, and runs a first round. */
  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    const kept = await getMeta<Partial<SharedStatus>>(this.db, META.status).catch(() => undefined);
    if (kept) this.update({ ...kept, syncing: false, online: this.snapshot.online }, false);
    const paused = await getMeta<{ fingerprint: string }>(this.db, META.paused401).catch(() => undefined);
    const token = this.o.getToken();
    if (paused && token && tokenFingerprint(token) === paused.fingerprint) this.update({ paused401: true }, false);
    else if (paused || this.snapshot.paused401) await this.clearPause();
    await this.refreshCounts();
    this.listen();
    if (this.stopped) return;
    void this.askForPersistentStorage();
    void this.kick('login');
  }

  /** Stops timers and listeners and aborts a request in flight (its entry stays queued). Never deletes anything. */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    this.abort.abort();
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    if (this.interval) clearInterval(this.interval);
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    this.channel?.close();
    await this.running?.catch(() => undefined);
  }

  get isStopped(): boolean {
    return this.stopped;
  }

  status(): SyncSnapshot {
    return this.snapshot;
  }

  /** The same user signed in again (a new token): a 401 pause ends and the queue is sent. */
  async signedInAgain(): Promise<void> {
    if (this.snapshot.paused401) await this.clearPause();
    void this.kick('login');
  }

  private listen(): void {
    this.cleanups.push(
      onQueued((userId) => {
        if (userId !== this.userId) return;
        if (this.snapshot.quotaError) this.update({ quotaError: false });
        void this.refreshCounts();
        void this.kick('queued');
      }),
      onQuotaError((userId) => userId === this.userId && this.update({ quotaError: true })),
    );
    if (this.channel) {
      const onMessage = (event: MessageEvent) => {
        const message = event.data as { type?: string; patch?: Partial<SharedStatus> };
        if (message?.type === 'status' && message.patch) this.update(message.patch, false);
        if (message?.type === 'kick') void this.kick('tab');
      };
      this.channel.addEventListener('message', onMessage as EventListener);
      this.cleanups.push(() => this.channel?.removeEventListener('message', onMessage as EventListener));
    }
    if (!this.o.watch) return;
    const subscription = liveQuery(() => countUnsynced(this.db)).subscribe({
      next: (counts) => {
        const grew = counts.pending > this.snapshot.pending;
        this.update(counts, false);
        if (grew) void this.kick('queued');
      },
      error: () => undefined,
    });
    this.cleanups.push(() => subscription.unsubscribe());
    if (typeof window !== 'undefined') {
      const online = () => {
        this.update({ online: true });
        void this.kick('online');
      };
      const offline = () => this.update({ online: false });
      window.addEventListener('online', online);
      window.addEventListener('offline', offline);
      this.cleanups.push(
        () => window.removeEventListener('online', online),
        () => window.removeEventListener('offline', offline),
      );
    }
    if (typeof document !== 'undefined') {
      const visible = () => document.visibilityState === 'visible' && void this.kick('visible');
      document.addEventListener('visibilitychange', visible);
      this.cleanups.push(() => document.removeEventListener('visibilitychange', visible));
    }
    this.interval = setInterval(() => void this.kick('timer'), this.o.tickMs);
  }

  // ---------------------------------------------------------------- rounds

  /**
   * Asks for a round: replay what is due, then pull if it is time. A round already running runs once more
   * afterwards. Sign-in, online and manual triggers try at once even during a backoff.
   */
  kick(trigger: Trigger = 'manual'): Promise<void> {
    if (this.stopped) return Promise.resolve();
    const force = FORCING.has(trigger);
    if (this.running) {
      this.again = { force: force || (this.again?.force ?? false) };
      return this.running;
    }
    this.running = (async () => {
      let next: { force: boolean } | null = { force };
      while (next && !this.stopped) {
        this.again = null;
        await this.round(next.force, trigger);
        next = this.again;
      }
    })()
      .catch((error) => {
        if (!(error instanceof Stopped)) console.error('sync: round failed', error);
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  /** Resolves when the round in progress (if any) is over. */
  idle(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  /** Replays now, ignoring a backoff (the needs-attention panel's "try again", tests). */
  syncNow(): Promise<void> {
    return this.kick('manual');
  }

  private async round(force: boolean, trigger: Trigger): Promise<void> {
    const work = async () => {
      markReplaying(true);
      try {
        const sent = await this.replay(force);
        if (this.snapshot.syncing) this.update({ syncing: false });
        const now = this.o.now();
        if (sent || force || now - this.lastPullAt >= this.o.pullIntervalMs) await this.pull();
        if (trigger === 'login' || trigger === 'online' || now - this.lastRefreshAt >= this.o.refreshIntervalMs)
          await this.refresh();
      } finally {
        markReplaying(false);
        if (this.snapshot.syncing) this.update({ syncing: false });
        await this.refreshCounts();
      }
    };
    if (!this.locks) return work();
    await this.locks.request(syncLockName(this.userId), { ifAvailable: true }, async (lock) => {
      if (!lock) {
        // Another tab replays: it picks up our entries too; look again shortly in case it just finished.
        this.wake(this.o.lockRetryMs, 'lock-busy');
        return;
      }
      await work();
    });
  }

  /** Sends what is due, in order. True when the server accepted at least one entry. */
  private async replay(force: boolean): Promise<boolean> {
    const acceptedBefore = this.accepted;
    while (!this.stopped && !this.snapshot.paused401) {
      const token = this.o.getToken();
      if (!token) break;
      const due = await this.db.outbox
        .orderBy('seq')
        .filter((e) => e.state === 'pending')
        .limit(this.o.batchChunk)
        .toArray();
      if (due.length === 0) break;
      const head = due[0];
      const now = this.o.now();
      if (!force && head.nextAttemptAt > now) {
        this.wake(head.nextAttemptAt - now, 'backoff');
        break;
      }
      force = false;
      if (!this.snapshot.syncing) this.update({ syncing: true });
      const batch = due.length > 1 && this.batchSupported && head.seq! > this.singlesUpToSeq ? packBatch(due) : [head];
      const outcome = batch.length > 1 ? await this.sendBatch(batch, token) : await this.sendOne(head, token);
      if (outcome === 'stop') break;
    }
    return this.accepted > acceptedBefore;
  }

  private url(path: string, query: Record<string, string | number> = {}): string {
    const params = new URLSearchParams({
      ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      lang: this.o.getLang(),
    });
    return `${API_PREFIX}${path}?${params.toString()}`;
  }

  private async request(
    url: string,
    init: RequestInit & { token: string; idempotencyKey?: string },
  ): Promise<Response | null> {
    // Accept-Language too: the items of a batch are answered in it when they carry no ?lang= of their own.
    const headers: Record<string, string> = {
      accept: 'application/json',
      'accept-language': this.o.getLang(),
      authorization: `Bearer ${init.token}`,
    };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    if (init.idempotencyKey) headers['idempotency-key'] = init.idempotencyKey;
    const timeout = AbortSignal.timeout(TIMINGS.requestTimeoutMs);
    const signal = typeof AbortSignal.any === 'function' ? AbortSignal.any([this.abort.signal, timeout]) : timeout;
    try {
      const response = await this.o.fetch(url, { method: init.method, headers, body: init.body, signal });
      if (!this.snapshot.online) this.update({ online: true });
      return response;
    } catch {
      if (this.stopped) throw new Stopped();
      this.update({ online: false });
      return null;
    }
  }

  private async sendOne(entry: OutboxEntry, token: string): Promise<Outcome> {
    const response = await this.request(this.url(entry.path), {
      method: entry.method,
      token,
      idempotencyKey: entry.id,
      body: entry.body === undefined ? undefined : JSON.stringify(entry.body),
    });
    if (!response) return this.transient(entry);
    const body = await response.json().catch(() => ({}));
    return this.settle(entry, response.status, body, response.headers.get('retry-after'), token);
  }

  private async sendBatch(entries: OutboxEntry[], token: string): Promise<Outcome> {
    const items = entries.map(({ id, method, path, body }) => ({
      id,
      method,
      path,
      ...(body === undefined ? {} : { body }),
    }));
    const response = await this.request(this.url(sync.syncBatch.path), {
      method: sync.syncBatch.method,
      token,
      body: JSON.stringify({ items }),
    });
    const head = entries[0];
    if (!response) return this.transient(head);
    const payload = (await response.json().catch(() => ({}))) as BatchBody & ErrorBody;
    const status = response.status;
    if (status === 404 || status === 405 || status === 501) {
      // A server without the batch call: the single calls carry the same keys.
      this.batchSupported = false;
      return 'continue';
    }
    if (!response.ok) {
      if (status === 401 || this.isTransient(status))
        return this.settle(head, status, payload, response.headers.get('retry-after'), token);
      // The batch as a whole was refused (one item the batch schema does not take): each goes alone, for its own answer.
      this.singlesUpToSeq = entries[entries.length - 1].seq!;
      return 'continue';
    }
    const results = new Map((payload.data?.results ?? []).map((r) => [r.id, r]));
    for (const entry of entries) {
      const result = results.get(entry.id);
      // Not attempted (status 0) or not answered: the item that ended the batch has already stopped us;
      // reaching one here means the server stopped on its own, so it and everything after it wait, in order.
      if (!result || result.status === 0) return this.transient(entry);
      const outcome = await this.settle(entry, result.status, result.body, null, token);
      if (outcome === 'stop') return 'stop';
    }
    return 'continue';
  }

  private isTransient(status: number): boolean {
    return status === 408 || status === 429 || status >= 500;
  }

  /** What one answer means for its entry. */
  private async settle(
    entry: OutboxEntry,
    status: number,
    body: unknown,
    retryAfter: string | null,
    token: string,
  ): Promise<Outcome> {
    if (status >= 200 && status < 300) {
      // Done: also when the server answered the stored response of an earlier try (idempotent-replay: true).
      await this.write(() => this.db.outbox.delete(entry.seq!));
      this.accepted++;
      this.update({ lastSyncedAt: new Date(this.o.now()).toISOString(), nextRetryAt: null });
      return 'continue';
    }
    if (status === 401) {
      await this.pause(token);
      return 'stop';
    }
    if (this.isTransient(status)) return this.transient(entry, retryAfterMs(retryAfter, this.o.now()));
    const error = (body ?? {}) as ErrorBody;
    const code = errorCodeOf(error.code);
    await this.write(() =>
      this.db.outbox.update(entry.seq!, {
        state: 'needs-attention',
        error: {
          status,
          message: typeof error.message === 'string' ? error.message : translate(this.o.getLang(), 'errors.server'),
          fieldErrors: error.errors && typeof error.errors === 'object' ? error.errors : {},
          ...(code ? { code } : {}),
        },
      }),
    );
    return 'continue';
  }

  /** Network error, timeout, 408, 429, 5xx: this entry waits (and everything after it), with backoff. */
  private async transient(entry: OutboxEntry, minimumMs?: number): Promise<Outcome> {
    if (this.stopped) return 'stop';
    const attempts = entry.attempts + 1;
    const delay = Math.max(backoffDelay(attempts, this.o.random, this.o.baseMs, this.o.capMs), minimumMs ?? 0);
    const nextAttemptAt = this.o.now() + delay;
    await this.write(() => this.db.outbox.update(entry.seq!, { attempts, nextAttemptAt }));
    this.update({ nextRetryAt: nextAttemptAt });
    this.wake(delay, 'backoff');
    return 'stop';
  }

  private async pause(token: string): Promise<void> {
    await this.write(() =>
      setMeta(this.db, META.paused401, {
        fingerprint: tokenFingerprint(token),
        at: new Date(this.o.now()).toISOString(),
      }),
    );
    this.update({ paused401: true, syncing: false });
  }

  private async clearPause(): Promise<void> {
    await this.db.meta.delete(META.paused401).catch(() => undefined);
    this.update({ paused401: false });
  }

  // ---------------------------------------------------------------- pull and refresh

  /** GET /sync/pull from the stored cursor until has_more is false; each change goes to its handlers. */
  async pull(): Promise<void> {
    const token = this.o.getToken();
    if (!token || this.snapshot.paused401 || this.stopped) return;
    let cursor = (await getMeta<number>(this.db, META.pullCursor)) ?? 0;
    for (let page = 0; page < 100 && !this.stopped; page++) {
      this.lastPullAt = this.o.now();
      const response = await this.request(this.url(sync.syncPull.path, { cursor, limit: this.o.pullLimit }), {
        method: sync.syncPull.method,
        token,
      });
      if (!response) return;
      if (response.status === 401) return this.pause(token);
      if (!response.ok) return; // 404 (a server without pull yet), 429, 5xx: the next timer tries again.
      const data = ((await response.json().catch(() => ({}))) as PullBody).data;
      if (!data || !Array.isArray(data.changes)) return;
      for (const change of data.changes) {
        try {
          // As the contract types it; the handlers still check what they read (another server version).
          await dispatchPulledChange(change as PulledChange, { db: this.db, userId: this.userId });
          this.pullFailures.delete(change.seq);
        } catch (error) {
          const failures = (this.pullFailures.get(change.seq) ?? 0) + 1;
          this.pullFailures.set(change.seq, failures);
          if (isQuotaError(error)) this.update({ quotaError: true });
          if (failures < 3) {
            console.warn(
              'sync: a pulled change failed; tried again on the next pull',
              change.entity,
              change.seq,
              error,
            );
            await this.write(() => setMeta(this.db, META.pullCursor, cursor));
            return;
          }
          console.error('sync: a pulled change failed three times; skipped', change, error);
          this.pullFailures.delete(change.seq);
        }
        cursor = Math.max(cursor, change.seq);
      }
      if (typeof data.cursor === 'number') cursor = Math.max(cursor, data.cursor);
      await this.write(() => setMeta(this.db, META.pullCursor, cursor));
      if (!data.has_more || data.changes.length === 0) return;
    }
  }

  private async refresh(): Promise<void> {
    if (!this.o.getToken() || this.snapshot.paused401 || !this.snapshot.online) return;
    this.lastRefreshAt = this.o.now();
    await runRefreshers({ db: this.db, userId: this.userId });
  }

  // ---------------------------------------------------------------- needs attention

  /** "Try again" on a refused entry (a new Idempotency-Key, same place in the queue), sent at once. */
  async retry(seq: number): Promise<void> {
    await retryEntry(this.db, seq);
    await this.refreshCounts();
    await this.kick('manual');
  }

  /** "Remove": the entry will not be sent. */
  async remove(seq: number): Promise<void> {
    await removeEntry(this.db, seq);
    await this.refreshCounts();
  }

  // ---------------------------------------------------------------- status

  private async refreshCounts(): Promise<void> {
    try {
      const counts = await refreshUnsynced(this.db);
      this.update({ ...counts, counted: true }, false);
    } catch {
      // The database is closing (logout, a new version): the next round counts again.
    }
  }

  private update(patch: Partial<SyncSnapshot>, share = true): void {
    const next = { ...this.snapshot, ...patch };
    const changed = (Object.keys(patch) as (keyof SyncSnapshot)[]).filter((k) => this.snapshot[k] !== next[k]);
    if (changed.length === 0) return;
    this.snapshot = next;
    if (!this.stopped) this.o.publish(next);
    if (!share) return;
    const shared = changed.filter((k): k is keyof SharedStatus => (SHARED_KEYS as string[]).includes(k));
    if (shared.length === 0) return;
    const sharedPatch = Object.fromEntries(shared.map((k) => [k, next[k]]));
    try {
      this.channel?.postMessage({ type: 'status', patch: sharedPatch });
    } catch {
      // The channel is closed (stopping).
    }
    const { syncing: _syncing, ...kept } = Object.fromEntries(SHARED_KEYS.map((k) => [k, next[k]])) as SharedStatus;
    void setMeta(this.db, META.status, kept).catch(() => undefined);
  }

  /** A write of the engine's own; a full disk is reported, not thrown. */
  private async write(action: () => Promise<unknown>): Promise<void> {
    try {
      await action();
    } catch (error) {
      if (isQuotaError(error)) {
        this.update({ quotaError: true });
        return;
      }
      throw error;
    }
  }

  private wake(delayMs: number, trigger: Trigger): void {
    if (this.stopped) return;
    const at = this.o.now() + delayMs;
    if (this.wakeAt > this.o.now() && this.wakeAt <= at) return;
    this.wakeAt = at;
    const timer = setTimeout(
      () => {
        this.timers.delete(timer);
        void this.kick(trigger);
      },
      Math.max(0, delayMs),
    );
    this.timers.add(timer);
  }

  private async askForPersistentStorage(): Promise<void> {
    const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
    if (!storage) return;
    try {
      if (storage.persisted && !(await storage.persisted()) && storage.persist) {
        const granted = await storage.persist();
        await setMeta(this.db, META.persistAsked, { at: new Date(this.o.now()).toISOString(), granted });
      }
      const estimate = await storage.estimate?.();
      if (estimate?.quota && estimate.usage !== undefined)
        this.update({ storageLow: estimate.usage / estimate.quota > 0.9 });
    } catch {
      // Not offered here (private mode, old browsers): the app works, only less protected against eviction.
    }
  }
}
