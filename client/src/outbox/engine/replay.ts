import { sync } from '@codeyard/shared-schema';
import type { OutboxEntry } from '../../storage/user-db';
import type { EngineCore } from './core';
import { isTransient, settle, transient, type Outcome } from './settle';
import { batchItems, packBatch, type BatchBody, type ErrorBody } from './transport';

/**
 * Sends the outbox in seq order: POST /sync/batch in chunks when more than one entry is due, the single
 * call with its Idempotency-Key otherwise; entries that need attention are skipped, never blocking.
 */
export class Replay {
  /** Entries the server accepted since start (tests and the round's "did we send something"). */
  accepted = 0;
  private batchSupported = true;
  /** Entries up to this seq go one by one (the batch refused them as a whole). */
  private singlesUpToSeq = 0;

  constructor(private readonly core: EngineCore) {}

  /** Sends what is due, in order. True when the server accepted at least one entry. */
  async run(force: boolean): Promise<boolean> {
    const { core } = this;
    const acceptedBefore = this.accepted;
    while (!core.isStopped && !core.status().paused401) {
      const token = core.settings.getToken();
      if (!token) break;
      const due = await core.db.outbox
        .orderBy('seq')
        .filter((e) => e.state === 'pending')
        .limit(core.settings.batchChunk)
        .toArray();
      if (due.length === 0) break;
      const head = due[0];
      const now = core.settings.now();
      if (!force && head.nextAttemptAt > now) {
        core.wake(head.nextAttemptAt - now, 'backoff');
        break;
      }
      force = false;
      if (!core.status().syncing) core.update({ syncing: true });
      const batch = due.length > 1 && this.batchSupported && head.seq! > this.singlesUpToSeq ? packBatch(due) : [head];
      const outcome = batch.length > 1 ? await this.sendBatch(batch, token) : await this.sendOne(head, token);
      if (outcome === 'stop') break;
    }
    return this.accepted > acceptedBefore;
  }

  private settle(entry: OutboxEntry, status: number, body: unknown, retryAfter: string | null, token: string) {
    return settle(this.core, entry, { status, body, retryAfter }, token, () => this.accepted++);
  }

  private async sendOne(entry: OutboxEntry, token: string): Promise<Outcome> {
    const { transport } = this.core;
    const response = await transport.request(transport.url(entry.path), {
      method: entry.method,
      token,
      idempotencyKey: entry.id,
      body: entry.body === undefined ? undefined : JSON.stringify(entry.body),
    });
    if (!response) return transient(this.core, entry);
    const body = await response.json().catch(() => ({}));
    return this.settle(entry, response.status, body, response.headers.get('retry-after'), token);
  }

  private async sendBatch(entries: OutboxEntry[], token: string): Promise<Outcome> {
    const { transport } = this.core;
    const response = await transport.request(transport.url(sync.syncBatch.path), {
      method: sync.syncBatch.method,
      token,
      body: JSON.stringify({ items: batchItems(entries) }),
    });
    const head = entries[0];
    if (!response) return transient(this.core, head);
    const payload = (await response.json().catch(() => ({}))) as BatchBody & ErrorBody;
    const status = response.status;
    if (status === 404 || status === 405 || status === 501) {
      // A server without the batch call: the single calls carry the same keys.
      this.batchSupported = false;
      return 'continue';
    }
    if (!response.ok) {
      if (status === 401 || isTransient(status))
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
      if (!result || result.status === 0) return transient(this.core, entry);
      const outcome = await this.settle(entry, result.status, result.body, null, token);
      if (outcome === 'stop') return 'stop';
    }
    return 'continue';
  }
}
