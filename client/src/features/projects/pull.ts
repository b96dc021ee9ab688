import { projects as contract } from '@codeyard/shared-schema';
import { callApi } from '../../api/client';
import type { PulledChangeOf, PullContext } from '../../outbox';
import { applyServerProject, isServerProject } from './store';

/**
 * Keeps the device's projects in step with the server: a pulled 'project' change (a submission arrived,
 * a teacher approved or disapproved; sync-server projects/service.ts noteProject records the project
 * summary) is written into Dexie; the periodic refresh reads the whole list (GET
 * /get-student-project-submissions) when online. Registered by the app (app/pull-handlers.ts).
 */
export async function onProjectChange(change: PulledChangeOf<'project'>, { db }: PullContext): Promise<void> {
  if (isServerProject(change.data)) await applyServerProject(db, change.data);
}

export async function refreshProjects({ db }: PullContext): Promise<void> {
  const answer = await callApi(contract.studentProjectSubmissions, { query: {} });
  for (const p of answer.data.projects) await applyServerProject(db, p);
}
