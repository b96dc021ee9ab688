import { API_PREFIX, sync, TIMINGS, type Language, type ResponseOf } from '@codeyard/shared-schema';
import type { OutboxEntry } from '../../storage/user-db';

/** Queued calls per POST /sync/batch request: as many as the contract allows, the fewest round trips. */
export const BATCH_CHUNK = sync.SYNC_BATCH_MAX;
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

/** The items of POST /sync/batch: each entry's key, call and body. */
export function batchItems(entries: OutboxEntry[]) {
  return entries.map(({ id, method, path, body }) => ({ id, method, path, ...(body === undefined ? {} : { body }) }));
}

export interface ErrorBody {
  message?: string;
  errors?: Record<string, string[]>;
  code?: string;
}
/** What the server answered, as the contract says it; a body that is not JSON reads as {}. */
export type BatchBody = Partial<ResponseOf<typeof sync.syncBatch>>;
export type PullBody = Partial<ResponseOf<typeof sync.syncPull>>;

/** The engine was stopped while a request was in flight: the round ends quietly, the entry stays queued. */
export class Stopped extends Error {}

export interface TransportOptions {
  fetch: typeof fetch;
  getLang: () => Language;
  /** Aborted when the engine stops. */
  signal: AbortSignal;
  isStopped: () => boolean;
  /** The server answered (true) or could not be reached (false). */
  reached: (online: boolean) => void;
}

/** HTTP for the engine: the contract's URL with ?lang=, the token, the Idempotency-Key and a timeout. */
export class Transport {
  constructor(private readonly o: TransportOptions) {}

  url(path: string, query: Record<string, string | number> = {}): string {
    const params = new URLSearchParams({
      ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      lang: this.o.getLang(),
    });
    return `${API_PREFIX}${path}?${params.toString()}`;
  }

  /** The response, or null when the server could not be reached (network error, timeout). */
  async request(url: string, init: RequestInit & { token: string; idempotencyKey?: string }): Promise<Response | null> {
    // Accept-Language too: the items of a batch are answered in it when they carry no ?lang= of their own.
    const headers: Record<string, string> = {
      accept: 'application/json',
      'accept-language': this.o.getLang(),
      authorization: `Bearer ${init.token}`,
    };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    if (init.idempotencyKey) headers['idempotency-key'] = init.idempotencyKey;
    const timeout = AbortSignal.timeout(TIMINGS.requestTimeoutMs);
    const signal = typeof AbortSignal.any === 'function' ? AbortSignal.any([this.o.signal, timeout]) : timeout;
    try {
      const response = await this.o.fetch(url, { method: init.method, headers, body: init.body, signal });
      this.o.reached(true);
      return response;
    } catch {
      if (this.o.isStopped()) throw new Stopped();
      this.o.reached(false);
      return null;
    }
  }
}
