import type { ChangeEntity, PulledChange, PulledChangeOf } from '@codeyard/shared-schema';
import type { UserDb } from '../storage/user-db';

/** One server-side change for the signed-in user, as GET /sync/pull gives it (shared-schema contract/changes.ts). */
export type { PulledChange, PulledChangeOf };

export interface PullContext {
  db: UserDb;
  userId: number;
}

/** Refreshes the user's database from one change; awaited in seq order before the cursor moves past it. */
export type PulledChangeHandler<C = PulledChange> = (change: C, context: PullContext) => void | Promise<void>;

const handlers = new Map<string, Set<PulledChangeHandler>>();

/**
 * Registers what to do when the server says something changed for the user (entity: 'progress', 'points',
 * 'notification', 'course', 'awards', 'profile', 'project', or '*' for every change). Called from the app's
 * one list (app/pull-handlers.ts), never as a side effect of importing a feature. Typically the handler
 * writes `change.data` into a table, or fetches the fresh record with callApi and puts it there: screens
 * read Dexie through live queries and follow. Returns the function that unregisters it.
 *
 * A handler that throws is tried again on the next pull (the cursor stays before its change); after three
 * failures of the same change it is skipped, so one bad change cannot stop every later one.
 */
export function onPulledChange<E extends ChangeEntity>(
  entity: E,
  handler: PulledChangeHandler<PulledChangeOf<E>>,
): () => void;
export function onPulledChange(entity: '*', handler: PulledChangeHandler): () => void;
export function onPulledChange(entity: ChangeEntity | '*', handler: PulledChangeHandler<never>): () => void {
  let set = handlers.get(entity);
  if (!set) handlers.set(entity, (set = new Set()));
  // Dispatch goes by the change's own entity, so a handler only ever gets the changes of its kind.
  const registered = handler as PulledChangeHandler;
  set.add(registered);
  return () => set.delete(registered);
}

export async function dispatchPulledChange(change: PulledChange, context: PullContext): Promise<void> {
  for (const key of [change.entity, '*']) {
    for (const handler of handlers.get(key) ?? []) await handler(change, context);
  }
}

export type RefreshHandler = (context: PullContext) => void | Promise<void>;
const refreshers = new Set<RefreshHandler>();

/**
 * Registers a download that keeps the device's copy fresh (the course maps, lessons and questions of the
 * student's courses; listed in app/pull-handlers.ts): run by the engine after each sign-in, when the device
 * comes back online, and every ten minutes while online. Failures are quiet (the device keeps what it has); the next run tries again.
 */
export function onRefresh(handler: RefreshHandler): () => void {
  refreshers.add(handler);
  return () => refreshers.delete(handler);
}

export async function runRefreshers(context: PullContext): Promise<void> {
  for (const refresher of refreshers) {
    try {
      await refresher(context);
    } catch (error) {
      console.warn('sync: a refresh failed; the device keeps its copy', error);
    }
  }
}
