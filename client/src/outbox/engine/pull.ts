import { sync } from '@codeyard/shared-schema';
import { getMeta, isQuotaError, META, setMeta } from '../../storage/user-db';
import { dispatchPulledChange, runRefreshers, type PulledChange } from '../pull-handlers';
import type { EngineCore } from './core';
import type { PullBody } from './transport';

/**
 * Server-side changes come down by a cursor (GET /sync/pull) and go to the handlers the app registered;
 * the refreshers (full downloads) run after sign-in, back online, and every ten minutes.
 */
export class Pull {
  lastPullAt = 0;
  lastRefreshAt = 0;
  private failures = new Map<number, number>();

  constructor(private readonly core: EngineCore) {}

  /** GET /sync/pull from the stored cursor until has_more is false; each change goes to its handlers. */
  async run(): Promise<void> {
    const { core } = this;
    const { db, transport, settings } = core;
    const token = settings.getToken();
    if (!token || core.status().paused401 || core.isStopped) return;
    let cursor = (await getMeta<number>(db, META.pullCursor)) ?? 0;
    for (let page = 0; page < 100 && !core.isStopped; page++) {
      this.lastPullAt = settings.now();
      const response = await transport.request(
        transport.url(sync.syncPull.path, { cursor, limit: settings.pullLimit }),
        {
          method: sync.syncPull.method,
          token,
        },
      );
      if (!response) return;
      if (response.status === 401) return core.pause(token);
      if (!response.ok) return; // 404 (a server without pull yet), 429, 5xx: the next timer tries again.
      const data = ((await response.json().catch(() => ({}))) as PullBody).data;
      if (!data || !Array.isArray(data.changes)) return;
      for (const change of data.changes) {
        // As the contract types it; the handlers still check what they read (another server version).
        if (!(await this.apply(change as PulledChange))) {
          await core.write(() => setMeta(db, META.pullCursor, cursor));
          return;
        }
        cursor = Math.max(cursor, change.seq);
      }
      if (typeof data.cursor === 'number') cursor = Math.max(cursor, data.cursor);
      await core.write(() => setMeta(db, META.pullCursor, cursor));
      if (!data.has_more || data.changes.length === 0) return;
    }
  }

  /** False: the change failed and is tried again on the next pull (the cursor stays before it); skipped after three. */
  private async apply(change: PulledChange): Promise<boolean> {
    try {
      await dispatchPulledChange(change, { db: this.core.db, userId: this.core.userId });
      this.failures.delete(change.seq);
      return true;
    } catch (error) {
      const failures = (this.failures.get(change.seq) ?? 0) + 1;
      this.failures.set(change.seq, failures);
      if (isQuotaError(error)) this.core.update({ quotaError: true });
      if (failures < 3) {
        console.warn('sync: a pulled change failed; tried again on the next pull', change.entity, change.seq, error);
        return false;
      }
      console.error('sync: a pulled change failed three times; skipped', change, error);
      this.failures.delete(change.seq);
      return true;
    }
  }

  async refresh(): Promise<void> {
    const { core } = this;
    if (!core.settings.getToken() || core.status().paused401 || !core.status().online) return;
    this.lastRefreshAt = core.settings.now();
    await runRefreshers({ db: core.db, userId: core.userId });
  }
}
