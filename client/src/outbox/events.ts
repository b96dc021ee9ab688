/**
 * In-tab signals from the storage layer to the sync engine, without importing it (the engine is loaded on
 * demand): something was queued (send it now), or the device refused a write because it is full.
 */
type QueuedListener = (userId: number) => void;
type QuotaListener = (userId: number, error: unknown) => void;

const queued = new Set<QueuedListener>();
const quota = new Set<QuotaListener>();

export function onQueued(listener: QueuedListener): () => void {
  queued.add(listener);
  return () => queued.delete(listener);
}

export function announceQueued(userId: number): void {
  for (const listener of queued) listener(userId);
}

export function onQuotaError(listener: QuotaListener): () => void {
  quota.add(listener);
  return () => quota.delete(listener);
}

export function announceQuotaError(userId: number, error: unknown): void {
  for (const listener of quota) listener(userId, error);
}
