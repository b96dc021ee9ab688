import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';
import { outboxStates, type OutboxEntryState } from '../../outbox';
import type { UserDb } from '../../storage/user-db';
import { formatDate, useLang } from '../../ui/kit/format';
import type { LocalProject } from './store';

/** What the child sees of a project's state: a draft, waiting to sync (in the outbox), or the review's state. */
export type ShownState = 'draft' | 'waiting' | 'attention' | 'pending' | 'approved' | 'disapproved';

export function shownState(
  project: Pick<LocalProject, 'status' | 'outboxRef'>,
  outbox: ReadonlyMap<string, OutboxEntryState['state']>,
): ShownState {
  const queued = project.outboxRef ? outbox.get(project.outboxRef) : undefined;
  if (queued === 'pending') return 'waiting';
  if (queued === 'needs-attention') return 'attention';
  return project.status;
}

/** The states of the changes still in the outbox, by reference, live (a list shows many projects). */
export function useOutboxStates(db: UserDb | null): Map<string, OutboxEntryState['state']> {
  return (
    useLiveQuery(async () => {
      if (!db) return new Map();
      return new Map([...(await outboxStates(db))].map(([ref, entry]) => [ref, entry.state] as const));
    }, [db]) ?? new Map()
  );
}

export function StatusBadge({ state }: { state: ShownState }) {
  const { t } = useTranslation('projects');
  return (
    <span className={`project-badge project-badge-${state}`} data-testid="project-state" data-state={state}>
      {t(`status.${state}`)}
    </span>
  );
}

/** The state in words: the review date while pending, points and comment when approved, the resubmit date when disapproved. */
export function StatusDetails({ project, state }: { project: LocalProject; state: ShownState }) {
  const { t } = useTranslation('projects');
  const lang = useLang();
  const date = (iso: string | null) => (iso ? formatDate(iso, lang) : '');
  return (
    <div className="project-status-details" data-testid="project-status-details">
      {state === 'waiting' && (
        <p>
          {t('status.waiting')} ·{' '}
          {project.reviewDueAt ? t('status.pendingDue', { date: date(project.reviewDueAt) }) : t('status.pending')}
        </p>
      )}
      {state === 'pending' && (
        <p>{project.reviewDueAt ? t('status.pendingDue', { date: date(project.reviewDueAt) }) : t('status.pending')}</p>
      )}
      {state === 'approved' && (
        <p>{project.points !== null ? t('status.approvedPoints', { points: project.points }) : t('status.approved')}</p>
      )}
      {state === 'disapproved' && (
        <p>
          {project.resubmitUntil && Date.parse(project.resubmitUntil) >= Date.now()
            ? t('status.resubmitBy', { date: date(project.resubmitUntil) })
            : t('status.resubmitClosed')}
        </p>
      )}
      {(state === 'approved' || state === 'disapproved') && project.comment && (
        <p className="project-comment">{t('status.comment', { comment: project.comment })}</p>
      )}
    </div>
  );
}
