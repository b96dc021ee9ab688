import { openUserDb } from '../../../storage/user-db';
import { downloadAll } from './download';

/**
 * The student screens' frame (LearningFrame) starts a download itself on the first screen of each app
 * start, since the engine may have run its sign-in refresh before the app registered the learning
 * download (app/pull-handlers.ts).
 */
const startedFor = new Set<number>();
const lastRun = new Map<number, number>();

/** The first student screen of this app start (or after ten minutes): fetch everything, if online. */
export function startLearningOffline(userId: number, minIntervalMs = 10 * 60_000): void {
  const now = Date.now();
  const last = lastRun.get(userId) ?? 0;
  if (startedFor.has(userId) && now - last < minIntervalMs) return;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
  startedFor.add(userId);
  lastRun.set(userId, now);
  downloadAll(openUserDb(userId), userId).catch((error) =>
    console.warn('learning: the download did not finish; the device keeps its copy', error),
  );
}
