import { refreshUnsynced, removeEntry, retryEntry } from '../queue';
import { getMeta, isQuotaError, META, type UserDb } from '../../storage/user-db';
import { emptySnapshot, lockManager, markReplaying, type SyncSnapshot } from '../status-store';
import { settingsOf, type EngineOptions, type Settings, type Trigger } from './core';
import { askForPersistentStorage } from './device-storage';
import { clearPause, resumePause, savePause } from './pause';
import { Pull } from './pull';
import { Replay } from './replay';
import { openStatusChannel, shareStatus, withSyncLock, type SharedStatus, type StatusChannel } from './tabs';
import { Stopped, Transport } from './transport';
import { listenForTriggers, type TriggerTarget } from './triggers';

export type { EngineOptions } from './core';
/** Triggers that try at once, even during a backoff. */
const FORCING: ReadonlySet<Trigger> = new Set(['login', 'online', 'manual']);

/**
 * The sync engine of one user on this device (docs/sync.md): its parts are the transport (HTTP), the
 * replay and what each answer means (replay.ts, settle.ts), the pull (pull.ts) and the tabs (tabs.ts);
 * this class runs their rounds and keeps the status.
 *
 * Triggers: sign-in, online, visibility, a timer, right after queueChange, another tab's request.
 * Plain events and timers (no RxJS): the engine has five triggers and one loop, not worth a dependency.
 */
export class SyncEngine implements TriggerTarget {
  readonly userId: number;
  readonly db: UserDb;
  readonly settings: Settings;
  readonly transport: Transport;
  private readonly locks: LockManager | null;
  private readonly channel: StatusChannel | null;
  private readonly replay = new Replay(this);
  private readonly puller = new Pull(this);
  private snapshot: SyncSnapshot;
  private stopped = false;
  private started = false;
  private running: Promise<void> | null = null;
  private again: { force: boolean } | null = null;
  private abort = new AbortController();
  private timers = new Set<ReturnType<typeof setTimeout>>();
  private cleanups: (() => void)[] = [];
  private wakeAt = 0;

  constructor(options: EngineOptions) {
    this.userId = options.userId;
    this.db = options.db;
    if (options.db.userId !== options.userId) throw new Error('SyncEngine: the database belongs to another user');
    this.settings = settingsOf(options);
    this.locks = options.locks === undefined ? lockManager() : options.locks;
    this.channel = options.channel === undefined ? openStatusChannel(this.userId) : options.channel;
    this.snapshot = emptySnapshot(this.userId);
    this.transport = new Transport({
      fetch: this.settings.fetch,
      getLang: this.settings.getLang,
      signal: this.abort.signal,
      isStopped: () => this.stopped,
      reached: (online) => (online ? !this.snapshot.online && this.update({ online: true }) : this.update({ online })),
    });
  }

  // ---------------------------------------------------------------- life cycle

  /** Loads the kept status, resumes after a new sign-in, starts listening, and runs a first round. */
  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    const kept = await getMeta<Partial<SharedStatus>>(this.db, META.status).catch(() => undefined);
    if (kept) this.update({ ...kept, syncing: false, online: this.snapshot.online }, false);
    await resumePause(this);
    await this.refreshCounts();
    this.cleanups.push(...listenForTriggers(this, this.channel));
    if (this.stopped) return;
    void askForPersistentStorage(this);
    void this.kick('login');
  }

  /** Stops timers and listeners and aborts a request in flight (its entry stays queued). Never deletes anything. */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    this.abort.abort();
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    this.channel?.close();
    await this.running?.catch(() => undefined);
  }

  get isStopped(): boolean {
    return this.stopped;
  }

  /** Entries the server accepted since start. */
  get accepted(): number {
    return this.replay.accepted;
  }

  status(): SyncSnapshot {
    return this.snapshot;
  }

  /** The same user signed in again (a new token): a 401 pause ends and the queue is sent. */
  async signedInAgain(): Promise<void> {
    if (this.snapshot.paused401) await clearPause(this);
    void this.kick('login');
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
        const sent = await this.replay.run(force);
        if (this.snapshot.syncing) this.update({ syncing: false });
        const now = this.settings.now();
        if (sent || force || now - this.puller.lastPullAt >= this.settings.pullIntervalMs) await this.pull();
        if (
          trigger === 'login' ||
          trigger === 'online' ||
          now - this.puller.lastRefreshAt >= this.settings.refreshIntervalMs
        )
          await this.puller.refresh();
      } finally {
        markReplaying(false);
        if (this.snapshot.syncing) this.update({ syncing: false });
        await this.refreshCounts();
      }
    };
    // Another tab replays: it picks up our entries too; look again shortly in case it just finished.
    await withSyncLock(this.locks, this.userId, work, () => this.wake(this.settings.lockRetryMs, 'lock-busy'));
  }

  /** GET /sync/pull from the stored cursor until has_more is false; each change goes to its handlers. */
  pull(): Promise<void> {
    return this.puller.run();
  }

  pause(token: string): Promise<void> {
    return savePause(this, token);
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

  async refreshCounts(): Promise<void> {
    try {
      const counts = await refreshUnsynced(this.db);
      this.update({ ...counts, counted: true }, false);
    } catch {
      // The database is closing (logout, a new version): the next round counts again.
    }
  }

  update(patch: Partial<SyncSnapshot>, share = true): void {
    const next = { ...this.snapshot, ...patch };
    const changed = (Object.keys(patch) as (keyof SyncSnapshot)[]).filter((k) => this.snapshot[k] !== next[k]);
    if (changed.length === 0) return;
    this.snapshot = next;
    if (!this.stopped) this.settings.publish(next);
    if (share) shareStatus(this.channel, this.db, changed, next);
  }

  async write(action: () => Promise<unknown>): Promise<void> {
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

  wake(delayMs: number, trigger: Trigger): void {
    if (this.stopped) return;
    const at = this.settings.now() + delayMs;
    if (this.wakeAt > this.settings.now() && this.wakeAt <= at) return;
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
}
