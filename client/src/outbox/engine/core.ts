import type { Language } from '@codeyard/shared-schema';
import { currentLanguage } from '../../i18n/language';
import type { UserDb } from '../../storage/user-db';
import { publishSyncStatus, type SyncSnapshot } from '../status-store';
import { BACKOFF_BASE_MS, BACKOFF_CAP_MS } from './backoff';
import type { StatusChannel } from './tabs';
import { BATCH_CHUNK, type Transport } from './transport';

export type Trigger = 'login' | 'online' | 'manual' | 'queued' | 'timer' | 'visible' | 'lock-busy' | 'backoff' | 'tab';

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
  channel?: StatusChannel | null;
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

/** The engine's settings once defaults are applied. */
export interface Settings {
  getToken: () => string | null;
  getLang: () => Language;
  fetch: typeof fetch;
  random: () => number;
  now: () => number;
  publish: (snapshot: SyncSnapshot) => void;
  watch: boolean;
  batchChunk: number;
  tickMs: number;
  pullIntervalMs: number;
  refreshIntervalMs: number;
  pullLimit: number;
  lockRetryMs: number;
  baseMs: number;
  capMs: number;
}

export function settingsOf(options: EngineOptions): Settings {
  return {
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
}

/** What the engine's parts (replay, settle, pull) use of the engine: its state and its few effects. */
export interface EngineCore {
  readonly userId: number;
  readonly db: UserDb;
  readonly settings: Settings;
  readonly transport: Transport;
  readonly isStopped: boolean;
  status(): SyncSnapshot;
  /** Publishes a status change (and shares it with the other tabs unless `share` is false). */
  update(patch: Partial<SyncSnapshot>, share?: boolean): void;
  /** A write of the engine's own; a full disk is reported, not thrown. */
  write(action: () => Promise<unknown>): Promise<void>;
  /** Runs a round after `delayMs`. */
  wake(delayMs: number, trigger: Trigger): void;
  /** The server answered 401: nothing more is sent until this user signs in again. */
  pause(token: string): Promise<void>;
}
