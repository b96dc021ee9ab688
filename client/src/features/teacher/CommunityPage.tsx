import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { community, roster } from '@codeyard/shared-schema';
import { ApiError } from '../../api/client';
import { queueChange, useOutboxEntry, type OutboxRef } from '../../outbox';
import { useUserDb, type UserDb } from '../../storage';
import { useAlerts } from '../../ui/alerts';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { formatNumber, useLang } from '../../ui/kit/format';
import { Icon } from '../../ui/kit/icons';
import { EmptyState, PageHeader, Pager, QueryView } from '../../ui/kit/states';
import { useApiQuery } from '../../ui/kit/use-api-query';
import { CommunityLockButton } from './parts/ClassroomControls';
import { When } from './parts/time';
import '../../ui/teacher.css';
import './parts/community.css';

/**
 * /teacher/community (ours, docs/decisions.md "Community"): the posts of the teacher's classrooms' children,
 * those children reported first (GET /community/posts/reported, with how many reported each), then all the
 * others (GET /community/posts, hidden ones too); Hide and Restore after a question, through the teacher's
 * outbox; and the community of each classroom, paused or open.
 */
export default function CommunityPage() {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  const [reportedPage, setReportedPage] = useState(1);
  const [allPage, setAllPage] = useState(1);
  const [classPage, setClassPage] = useState(1);
  const reported = useApiQuery(community.reportedPosts, { query: { page: reportedPage, lang } });
  const all = useApiQuery(community.listPosts, { query: { page: allPage, lang } });
  const classrooms = useApiQuery(roster.searchClassroom, { query: { page_number: classPage, lang } });
  const reload = () => {
    reported.reload();
    all.reload();
  };
  const reportedIds = new Set(reported.data?.data.items.map((r) => r.post.id));

  return (
    <section className="page teacher-page" aria-labelledby="teacher-community-title">
      <PageHeader id="teacher-community-title" icon="users" title={t('community.title')} lead={t('community.lead')} />

      <section className="teacher-section" aria-labelledby="reported-title" data-testid="reported-posts">
        <h2 id="reported-title">{t('community.reportedTitle')}</h2>
        <QueryView query={reported}>
          {({ data }) =>
            data.items.length === 0 ? (
              <p className="muted">{t('community.reportedNone')}</p>
            ) : (
              <>
                <ul className="moderation-list">
                  {data.items.map((r) => (
                    <ModeratedPost key={r.post.id} post={r.post} reports={r.reports_count} onChanged={reload} />
                  ))}
                </ul>
                <Pager
                  page={reportedPage}
                  perPage={data.per_page}
                  total={data.total}
                  onChange={setReportedPage}
                  label={t('community.reportedPager')}
                />
              </>
            )
          }
        </QueryView>
      </section>

      <section className="teacher-section" aria-labelledby="all-posts-title" data-testid="all-posts">
        <h2 id="all-posts-title">{t('community.allTitle')}</h2>
        <QueryView query={all}>
          {({ data }) =>
            data.total === 0 ? (
              <EmptyState icon="users" title={t('community.allNone')} />
            ) : (
              <>
                <ul className="moderation-list">
                  {data.items
                    .filter((post) => !reportedIds.has(post.id))
                    .map((post) => (
                      <ModeratedPost key={post.id} post={post} onChanged={reload} />
                    ))}
                </ul>
                <Pager
                  page={allPage}
                  perPage={data.per_page}
                  total={data.total}
                  onChange={setAllPage}
                  label={t('community.allPager')}
                />
              </>
            )
          }
        </QueryView>
      </section>

      <section className="teacher-section" aria-labelledby="community-locks-title" data-testid="community-locks">
        <h2 id="community-locks-title">{t('community.locksTitle')}</h2>
        <p className="section-lead muted">{t('community.locksLead')}</p>
        <QueryView query={classrooms}>
          {({ data }) =>
            data.classrooms.length === 0 ? (
              <p className="muted">{t('community.noClassrooms')}</p>
            ) : (
              <>
                <ul className="community-locks">
                  {data.classrooms.map((c) => (
                    <li key={c.id} className="community-lock-row" data-testid={`community-classroom-${c.id}`}>
                      <bdi className="community-lock-name">{c.name}</bdi>
                      <span className={`status-chip ${c.community_locked ? 'status-off' : 'status-ok'}`}>
                        <Icon name={c.community_locked ? 'lock' : 'unlock'} size={18} />
                        {c.community_locked ? t('community.paused') : t('community.open')}
                      </span>
                      <CommunityLockButton classroom={c} onDone={classrooms.reload} />
                    </li>
                  ))}
                </ul>
                <Pager
                  page={classPage}
                  perPage={data.pagination.per_page}
                  total={data.pagination.total}
                  onChange={setClassPage}
                  label={t('community.locksPager')}
                />
              </>
            )
          }
        </QueryView>
      </section>
    </section>
  );
}

type Post = community.Post;

/** One post with its author, kind, time, reports and state; Hide or Restore after a question. */
function ModeratedPost({ post, reports, onChanged }: { post: Post; reports?: number; onChanged: () => void }) {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  const name = [post.author.first_name, post.author.last_name].filter(Boolean).join(' ');
  const [asking, setAsking] = useState(false);
  const write = useQueuedWrite(onChanged);
  const hiding = !post.hidden;
  const excerpt = post.text.length > 60 ? `${post.text.slice(0, 60)}…` : post.text;

  return (
    <li className={`moderated-post card${post.hidden ? ' is-hidden' : ''}`} data-testid="moderated-post">
      <p className="moderated-post-head">
        <strong>
          <bdi>{name}</bdi>
        </strong>
        <span className="kind-chip">{t(`community.types.${post.type}`)}</span>
        <When iso={post.created_at} />
      </p>
      <p className="moderated-post-text">
        <bdi>{post.text}</bdi>
      </p>
      <div className="moderated-post-foot">
        {reports !== undefined && (
          <span className="status-chip status-info" data-testid="report-count">
            <Icon name="flag" size={18} />
            {t('community.reports', { count: reports, n: formatNumber(reports, lang) })}
          </span>
        )}
        {post.hidden && (
          <span className="status-chip status-off" data-testid="hidden-mark" title={t('community.hiddenHint')}>
            <Icon name="eyeOff" size={18} />
            {t('community.hidden')}
          </span>
        )}
        <span className="moderated-post-action">
          {write.status === 'waiting' && (
            <span className="muted" role="status">
              {t('community.sending')}
            </span>
          )}
          {write.status === 'refused' && (
            <span className="field-error" role="alert">
              {t('community.refused', { message: write.message })}
            </span>
          )}
          <button
            type="button"
            className="button button-small"
            onClick={() => setAsking(true)}
            disabled={write.status === 'waiting'}
          >
            <Icon name={hiding ? 'eyeOff' : 'eye'} size={18} />
            {hiding ? t('community.hide') : t('community.restore')}
          </button>
        </span>
      </div>
      <ConfirmDialog
        open={asking}
        title={hiding ? t('community.hideTitle', { name }) : t('community.restoreTitle', { name })}
        confirmLabel={hiding ? t('community.yesHide') : t('community.yesRestore')}
        cancelLabel={t('community.cancel')}
        testId="moderate-post-dialog"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          void write.queue((db) =>
            queueChange(
              db,
              hiding ? community.hidePost : community.restorePost,
              { params: { id: post.id } },
              {
                what: {
                  key: hiding ? 'teacher:community.outboxHide' : 'teacher:community.outboxRestore',
                  vars: { text: excerpt },
                },
              },
            ),
          );
        }}
      >
        <blockquote className="moderated-post-quote">
          <bdi>{excerpt}</bdi>
        </blockquote>
        <p>{hiding ? t('community.hideBody') : t('community.restoreBody')}</p>
      </ConfirmDialog>
    </li>
  );
}

/**
 * One queued teacher write (docs/sync.md: every write of a queueable call goes through the outbox, exactly
 * once): its state while on the device, the server's reason if refused, and `onSent` once it has left.
 */
function useQueuedWrite(onSent: () => void) {
  const db = useUserDb();
  const alerts = useAlerts();
  const [queued, setQueued] = useState<OutboxRef>();
  const state = useOutboxEntry(queued);
  const entry = !queued || state === undefined ? undefined : state.state === 'sent' ? null : state;
  const wasWaiting = useRef(false);
  useEffect(() => {
    if (entry) wasWaiting.current = true;
    else if (entry === null && wasWaiting.current) {
      wasWaiting.current = false;
      onSent();
    }
  }, [entry, onSent]);

  const queue = async (add: (db: UserDb) => Promise<OutboxRef>) => {
    if (!db) return;
    try {
      const ref = await add(db);
      wasWaiting.current = true;
      setQueued(ref);
    } catch (error) {
      alerts.show('danger', error instanceof ApiError ? error.message : String(error));
    }
  };
  const status =
    entry?.state === 'needs-attention'
      ? ('refused' as const)
      : queued && entry !== null
        ? ('waiting' as const)
        : ('idle' as const);
  return { queue, status, message: entry?.error?.message ?? '' };
}
