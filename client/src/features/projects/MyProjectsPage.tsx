import { useEffect, useState } from 'react';
import { projects as contract, routePath, STONE_PLAYERS } from '@codeyard/shared-schema';
import { useTranslation } from 'react-i18next';
import { useLiveQuery } from 'dexie-react-hooks';
import { useUserDb } from '../../storage/use-user-db';
import { LangLink } from '../../ui/LangLink';
import { PageHeader, Pager } from '../../ui/kit/states';
import { callApi } from '../../api/client';
import { formatDate, formatNumber, useLang } from '../../ui/kit/format';
import { useWorld } from '../learning';
import { StatusBadge, StatusDetails, shownState, useOutboxStates } from './ProjectStatus';
import { ShareControls } from './ShareControls';
import {
  approvalIdOfFilter,
  chipCounts,
  COURSE_PAGE_SIZE,
  localCoursePage,
  type Filter,
  type ServerCounts,
} from './counts';
import { refreshProjects } from './pull';
import { applyServerProject, listProjects, type LocalProject } from './store';
import '../../ui/projects.css';
import { Icon } from '../../ui/kit/icons';
import { EDITOR_ICON, projectKind } from './kind';

const FILTERS: Filter[] = ['all', 'draft', 'waiting', 'pending', 'approved', 'disapproved'];
/** Course projects are sent ones: no drafts. */
const COURSE_FILTERS: Filter[] = ['all', 'waiting', 'pending', 'approved', 'disapproved'];

const EDITOR_PATH = {
  python: '/python-ide',
  web: '/web-ide',
  paint: routePath(STONE_PLAYERS['paint-project'].route),
  document: routePath(STONE_PLAYERS['document-project'].route),
  slides: routePath(STONE_PLAYERS['slides-project'].route),
} as const;

/** The course projects' page online (GET /get-student-course-submissions): the server ids in its order, and the total. */
type CoursePage = { key: string; ids: number[]; total: number } | { key: string; failed: true };

/**
 * Where a project opens: a Python or web project in its editor (/python-ide, /web-ide), a drawing, a report or
 * a presentation in /paint-project, /document-project or /slides-project (its stone is in the address, as every
 * course project's), by its server id
 * once known, else by the draft it was made from (its draft key: a projectId, a lesson or the free draft);
 * a SmoothY project in the playground with its id. A course project also names its stone.
 */
export function projectHref(p: LocalProject): string {
  const q = new URLSearchParams();
  if (p.editor) {
    const fromDraft = /^(?:web|python|paint|document|slides):(project|lesson):(\d+)$/.exec(p.draftKey ?? '');
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
  const path = p.editor ? EDITOR_PATH[p.editor] : '/playground-ide';
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
  const world = useWorld();
  const [view, setView] = useState<'all' | 'course'>('all');
  const [filter, setFilter] = useState<Filter>('all');
  const [courseId, setCourseId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [offline, setOffline] = useState(false);
  const [counts, setCounts] = useState<ServerCounts | null>(null);
  const [coursePage, setCoursePage] = useState<CoursePage | null>(null);
  const projects = useLiveQuery(async () => (db ? listProjects(db) : []), [db]);
  const outbox = useOutboxStates(db);

  useEffect(() => {
    if (!db) return;
    refreshProjects({ db, userId: db.userId })
      .then(() => setOffline(false))
      .catch(() => setOffline(true));
    // The chips' numbers: the server's counts online (GET /get-student-submissions-count), else the device's.
    callApi(contract.studentSubmissionsCount, {}).then(
      (r) => setCounts(r.data),
      () => setCounts(null),
    );
  }, [db]);

  // "Course projects" online: the server pages them (10 a page, by course and state); each is written into
  // the device's copy so the page shows the same cards; offline the device's list is paged the same way.
  const pageKey = `${courseId ?? ''}:${filter}:${page}`;
  const wantsServer = view === 'course' && filter !== 'waiting';
  useEffect(() => {
    if (!db || !wantsServer) return;
    let live = true;
    const query = {
      records_per_page: COURSE_PAGE_SIZE,
      page_number: page,
      ...(courseId !== null ? { course_id: courseId } : {}),
      ...(approvalIdOfFilter(filter) !== undefined ? { approval_status_id: approvalIdOfFilter(filter) } : {}),
    };
    callApi(contract.studentCourseSubmissions, { query }).then(
      async (r) => {
        for (const p of r.data.projects) await applyServerProject(db, p);
        if (live)
          setCoursePage({ key: pageKey, ids: r.data.projects.map((p) => p.id), total: r.data.pagination.total });
      },
      () => live && setCoursePage({ key: pageKey, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [db, wantsServer, pageKey, page, courseId, filter]);

  const all = (projects ?? []).map((p) => ({ p, state: shownState(p, outbox) }));
  const chips = chipCounts(
    all.map(({ state }) => state),
    offline ? null : counts,
  );
  let shown = all.filter(({ state }) => filter === 'all' || state === filter);
  let total = 0;
  let fromServer = false;
  if (view === 'course') {
    const serverPage = wantsServer && coursePage?.key === pageKey && !('failed' in coursePage) ? coursePage : null;
    if (serverPage) {
      fromServer = true;
      const byServerId = new Map(all.filter(({ p }) => p.serverId !== null).map((x) => [x.p.serverId!, x]));
      shown = serverPage.ids.flatMap((id) => byServerId.get(id) ?? []);
      total = serverPage.total;
    } else {
      const local = localCoursePage(all, filter, courseId, page);
      shown = local.items;
      total = local.total;
    }
  }
  const date = (iso: string | null) => (iso ? formatDate(iso, lang) : '');
  const courses = (world ?? []).map((c) => ({ id: c.id, title: c.data.course.title[lang] }));
  const pick = (next: () => void) => {
    next();
    setPage(1);
  };

  return (
    <section className="page my-projects-page" aria-labelledby="my-projects-title" data-testid="my-projects">
      <PageHeader id="my-projects-title" icon="blocks" title={t('list.title')} lead={t('list.lead')}>
        <LangLink to="/playground-ide" className="button button-primary button-large" data-testid="my-projects-new">
          + {t('list.make')}
        </LangLink>
      </PageHeader>
      {offline && (
        <p className="muted" role="status" data-testid="my-projects-offline">
          {t('list.offline')}
        </p>
      )}
      {!offline && counts && (
        <p className="muted" data-testid="my-projects-left-today" data-left={counts.left_today}>
          {t('bar.leftToday', { n: formatNumber(counts.left_today, lang) })}
        </p>
      )}
      <div className="my-projects-views" role="group" aria-label={t('list.view')}>
        {(['all', 'course'] as const).map((v) => (
          <button
            key={v}
            type="button"
            className={`button${view === v ? ' button-primary' : ''}`}
            aria-pressed={view === v}
            data-testid={`my-projects-view-${v}`}
            onClick={() =>
              pick(() => {
                setView(v);
                if (v === 'course' && filter === 'draft') setFilter('all');
              })
            }
          >
            {t(`list.views.${v}`)}
          </button>
        ))}
      </div>
      <div className="my-projects-filters" role="group" aria-label={t('list.filter')}>
        {(view === 'course' ? COURSE_FILTERS : FILTERS).map((f) => (
          <button
            key={f}
            type="button"
            className={`button${filter === f ? ' button-primary' : ''}`}
            aria-pressed={filter === f}
            onClick={() => pick(() => setFilter(f))}
            data-testid={`my-projects-filter-${f}`}
          >
            {f === 'all' ? t('list.all') : t(`status.${f}`)}
            {view === 'all' && (
              <span className="chip-count" data-testid="my-projects-count" data-n={chips[f]}>
                {formatNumber(chips[f], lang)}
              </span>
            )}
          </button>
        ))}
      </div>
      {view === 'course' && (
        <label className="my-projects-course">
          {t('list.course')}{' '}
          <select
            value={courseId ?? ''}
            onChange={(e) => pick(() => setCourseId(e.target.value ? Number(e.target.value) : null))}
            data-testid="my-projects-course"
          >
            <option value="">{t('list.allCourses')}</option>
            {courses.map((c) => (
              <option key={c.id} value={c.id}>
                {c.title}
              </option>
            ))}
          </select>
        </label>
      )}
      {projects && shown.length === 0 && <p data-testid="my-projects-none">{t('list.none')}</p>}
      <ul className="my-projects-list" data-source={view === 'course' ? (fromServer ? 'server' : 'device') : undefined}>
        {shown.map(({ p, state }) => (
          <li key={p.id} className="my-project" data-testid="my-project" data-state={state} data-name={p.name}>
            {p.thumb ? (
              <img src={p.thumb} alt="" width={140} height={100} />
            ) : (
              <span className="project-card-blank">
                <Icon name={EDITOR_ICON[p.editor ?? 'blocks']} size={48} />
              </span>
            )}
            <div>
              <h2>{p.name}</h2>
              <p className="muted small">
                {t(`list.kinds.${projectKind(p.kind, p.editor)}`)} ·{' '}
                {p.submittedAt
                  ? t('list.submittedOn', { date: date(p.lastSentAt ?? p.submittedAt) })
                  : t('list.updatedOn', { date: date(p.updatedAt) })}
              </p>
              <StatusBadge state={state} />
              <StatusDetails project={p} state={state} />
              {db && <ShareControls db={db} project={p} />}
              <div className="my-project-actions">
                {p.hasContent || p.serverId !== null ? (
                  <LangLink
                    to={projectHref(p)}
                    className={`button${state === 'disapproved' ? ' button-primary' : ''}`}
                    data-testid="my-project-open"
                  >
                    {state === 'disapproved' && p.resubmitUntil && Date.parse(p.resubmitUntil) >= Date.now()
                      ? t('list.fix')
                      : t('list.openIt')}
                  </LangLink>
                ) : null}
              </div>
            </div>
          </li>
        ))}
      </ul>
      {view === 'course' && (
        <Pager page={page} perPage={COURSE_PAGE_SIZE} total={total} onChange={setPage} label={t('list.pages')} />
      )}
    </section>
  );
}
