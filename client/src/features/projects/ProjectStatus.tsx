import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';
import type { UserDb } from '../../storage/user-db';
import { formatDate, useLang } from '../../ui/kit/format';
import type { LocalProject } from './store';

/** What the child sees of a project's state: a draft, waiting to sync (in the outbox), or the review's state. */
export type ShownState = 'draft' | 'waiting' | 'attention' | 'pending' | 'approved' | 'disapproved';

export function shownState(
  project: Pick<LocalProject, 'status' | 'outboxId'>,
  outbox: ReadonlyMap<string, 'pending' | 'needs-attention'>,
): ShownState {
  const queued = project.outboxId ? outbox.get(project.outboxId) : undefined;
  if (queued === 'pending') return 'waiting';
  if (queued === 'needs-attention') return 'attention';
  return project.status;
}

/** The outbox entries' states by Idempotency-Key, live. */
export function useOutboxStates(db: UserDb | null): Map<string, 'pending' | 'needs-attention'> {
  return (
    useLiveQuery(async () => {
      if (!db) return new Map();
      const entries = await db.outbox.toArray();
      return new Map(entries.map((e) => [e.id, e.state] as const));
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
