import { onPulledChange, onRefresh } from '../../../sync/pulled-changes';
import { openUserDb } from '../../../storage/user-db';
import { downloadAll } from './download';
import { registerProjectSync } from '../../projects/register';
import { onAwards, onCourse, onNotification, onPoints, onProfile, onProgress } from './handlers';

/**
 * Registers the learning download with the sync engine (refresh after sign-in, back online, every ten
 * minutes) and the pulled-change handlers, once per tab. Importing this module is enough; the student
 * screens' frame (LearningFrame) also starts a download itself on the first screen of each app start,
 * since the engine may have run its sign-in refresh before this module was loaded.
 */
let registered = false;

export function registerLearningOffline(): void {
  if (registered) return;
  registered = true;
  onRefresh(async ({ db, userId }) => {
    await downloadAll(db, userId);
  });
  onPulledChange('progress', onProgress);
  onPulledChange('points', onPoints);
  onPulledChange('notification', onNotification);
  onPulledChange('awards', onAwards);
  onPulledChange('course', onCourse);
  onPulledChange('profile', onProfile);
  // The child's projects (approvals and disapprovals come as 'project' changes).
  registerProjectSync();
}

const startedFor = new Set<number>();
let lastRun = new Map<number, number>();

/** The first student screen of this app start (or after ten minutes): fetch everything, if online. */
export function startLearningOffline(userId: number, minIntervalMs = 10 * 60_000): void {
  registerLearningOffline();
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

/** Tests: forget this tab's runs. */
export function resetLearningOfflineRuns(): void {
  startedFor.clear();
  lastRun = new Map();
}

registerLearningOffline();
