import { onPulledChange, onRefresh } from '../outbox';
import { downloadAll } from '../features/learning/offline/download';
import {
  onAwards,
  onCourse,
  onNotification,
  onPoints,
  onProfile,
  onProgress,
} from '../features/learning/offline/handlers';
import { onProjectChange, refreshProjects } from '../features/projects/pull';
import { sessionStore } from '../session/session-store';

/**
 * Every feature's answer to the server's pulled changes and to the engine's periodic refresh, in one list:
 * registered once per tab when a student is signed in (RootFrame loads this module then), never as a side
 * effect of importing a feature.
 */
let registered = false;

export function registerPullHandlers(): void {
  if (registered) return;
  registered = true;

  // Learning: courses, lessons and questions for offline use; progress, points, notifications, awards.
  onRefresh(async ({ db, userId }) => {
    await downloadAll(db, userId);
  });
  onPulledChange('progress', onProgress);
  onPulledChange('points', onPoints);
  onPulledChange('notification', onNotification);
  onPulledChange('awards', onAwards);
  onPulledChange('course', onCourse);
  onPulledChange('profile', onProfile);

  // Projects: approvals and disapprovals come as 'project' changes.
  onPulledChange('project', onProjectChange);
  onRefresh(async (context) => {
    if (sessionStore.get()?.userType === 'student') await refreshProjects(context);
  });
}
