import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveQuery } from 'dexie-react-hooks';
import { useUserDb } from '../../storage/use-user-db';
import { LangLink } from '../../ui/LangLink';
import { PageHeader } from '../../ui/kit/states';
import { formatDate, useLang } from '../../ui/kit/format';
import { StatusBadge, StatusDetails, shownState, useOutboxStates, type ShownState } from './ProjectStatus';
import { refreshProjects } from './register';
import { listProjects, type LocalProject } from './store';
import './projects.css';

const FILTERS: (ShownState | 'all')[] = ['all', 'draft', 'waiting', 'pending', 'approved', 'disapproved'];

/**
 * Where a project opens: a Python or web project in its editor (/python-ide, /web-ide) by its server id
 * once known, else by the draft it was made from (its draft key: a projectId, a lesson or the free draft);
 * a SmoothY project in the playground with its id. A course project also names its stone.
 */
export function projectHref(p: LocalProject): string {
  const q = new URLSearchParams();
  if (p.editor) {
    const fromDraft = /^(?:web|python):(project|lesson):(\d+)$/.exec(p.draftKey ?? '');
    if (p.serverId !== null) q.set('projectId', String(p.serverId));
    else if (fromDraft?.[1] === 'project') q.set('projectId', fromDraft[2]!);
    else if (fromDraft?.[1] === 'lesson' && !p.course) q.set('lessonId', fromDraft[2]!);
  } else {
    q.set('projectId', p.id);
  }
  if (p.course) {
    q.set('coursedId', String(p.course.courseId));
    q.set('lessonId', String(p.course.lessonId));
    q.set('isCourseProject', '1');
    if (p.course.isGraduation) q.set('isGraduationProject', '1');
  }
  const path = p.editor === 'python' ? '/python-ide' : p.editor === 'web' ? '/web-ide' : '/playground-ide';
  const query = q.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * /my-projects (our route; the spec lists none for the student's submissions): every project of the
 * child, with its state — draft, waiting to sync, waiting for the teacher (review date), approved (points
 * and comment), needs changes (comment and the date to send it again) — filtered by state. Online, the
 * list is refreshed from GET /get-student-project-submissions into the device's copy; offline the copy
 * is shown as it is. A project needing changes opens in the editor to be corrected and sent again.
 */
export default function MyProjectsPage() {
  const { t } = useTranslation('projects');
  const lang = useLang();
  const db = useUserDb();
  const [filter, setFilter] = useState<ShownState | 'all'>('all');
  const [offline, setOffline] = useState(false);
  const projects = useLiveQuery(async () => (db ? listProjects(db) : []), [db]);
  const outbox = useOutboxStates(db);

  useEffect(() => {
    if (!db) return;
    refreshProjects({ db, userId: db.userId }).then(() => setOffline(false)).catch(() => setOffline(true));
  }, [db]);

  const shown = (projects ?? []).map((p) => ({ p, state: shownState(p, outbox) })).filter(({ state }) => filter === 'all' || state === filter);
  const date = (iso: string | null) => (iso ? formatDate(iso, lang) : '');

  return (
    <section className="page my-projects-page" aria-labelledby="my-projects-title" data-testid="my-projects">
      <PageHeader id="my-projects-title" icon="blocks" title={t('list.title')} lead={t('list.lead')}>
        <LangLink to="/playground-ide" className="button button-primary button-large" data-testid="my-projects-new">+ {t('list.make')}</LangLink>
      </PageHeader>
      {offline && <p className="muted" role="status" data-testid="my-projects-offline">{t('list.offline')}</p>}
      <div className="my-projects-filters" role="group" aria-label={t('list.filter')}>
        {FILTERS.map((f) => (
          <button key={f} type="button" className={`button${filter === f ? ' button-primary' : ''}`} aria-pressed={filter === f} onClick={() => setFilter(f)} data-testid={`my-projects-filter-${f}`}>
            {f === 'all' ? t('list.all') : t(`status.${f}`)}
          </button>
        ))}
      </div>
      {projects && shown.length === 0 && <p data-testid="my-projects-none">{t('list.none')}</p>}
      <ul className="my-projects-list">
        {shown.map(({ p, state }) => (
          <li key={p.id} className="my-project" data-testid="my-project" data-state={state} data-name={p.name}>
            {p.thumb ? <img src={p.thumb} alt="" width={140} height={100} /> : <span className="project-card-blank" aria-hidden="true">🧩</span>}
            <div>
              <h2>{p.name}</h2>
              <p className="muted small">
                {t(`list.kinds.${p.kind}`)} · {p.submittedAt ? t('list.submittedOn', { date: date(p.lastSentAt ?? p.submittedAt) }) : t('list.updatedOn', { date: date(p.updatedAt) })}
              </p>
              <StatusBadge state={state} />
              <StatusDetails project={p} state={state} />
              <div className="my-project-actions">
                {p.hasContent || p.serverId !== null ? (
                  <LangLink to={projectHref(p)} className={`button${state === 'disapproved' ? ' button-primary' : ''}`} data-testid="my-project-open">
                    {state === 'disapproved' && p.resubmitUntil && Date.parse(p.resubmitUntil) >= Date.now() ? t('list.fix') : t('list.openIt')}
                  </LangLink>
                ) : null}
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
