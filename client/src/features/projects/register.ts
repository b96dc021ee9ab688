import { projects as contract } from '@codeyard/shared-schema';
import { callApi } from '../../api/client';
import { onPulledChange, onRefresh, type PulledChangeOf, type PullContext } from '../../sync/pulled-changes';
import { applyServerProject, isServerProject } from './store';

/**
 * Keeps the device's projects in step with the server: a pulled 'project' change (a submission arrived,
 * a teacher approved or disapproved; sync-server projects/service.ts noteProject records the project
 * summary) is written into Dexie; the periodic refresh reads the whole list (GET
 * /get-student-project-submissions) when online. Registered once per tab, at import.
 */
export async function onProjectChange(change: PulledChangeOf<'project'>, { db }: PullContext): Promise<void> {
  if (isServerProject(change.data)) await applyServerProject(db, change.data);
}

export async function refreshProjects({ db }: PullContext): Promise<void> {
  const answer = await callApi(contract.studentProjectSubmissions, { query: {} });
  for (const p of answer.data.projects) await applyServerProject(db, p);
}

let registered = false;
export function registerProjectSync(): void {
  if (registered) return;
  registered = true;
  onPulledChange('project', onProjectChange);
  onRefresh(async (context) => {
    const session = await import('../../session/session-store').then((m) => m.sessionStore.get());
    if (session?.userType === 'student') await refreshProjects(context);
  });
}

registerProjectSync();
