import { useTranslation } from 'react-i18next';
import { community } from '@codeyard/shared-schema';
import { callApi } from '../../api/client';
import { useSession } from '../../session/use-session';
import { EmptyState, Loading, PageHeader, Pager } from '../../ui/kit/states';
import { Icon } from '../../ui/kit/icons';
import { usePageParam } from '../../ui/kit/use-page-param';
import { Composer } from './Composer';
import { Avatar, PostCard, TYPE_ICON } from './PostCard';
import { cacheKey, type PendingRow, type Post } from './store';
import { useCached, useCommunity } from './use-community';
import { CachedNotice } from './CachedNotice';

type Page = { items: Post[]; page: number; per_page: number; total: number };

/**
 * /community: the posts of the child's scopes, newest first, COMMUNITY_PAGE_SIZE a page; the composer on
 * top; posts written on this device and not sent yet first, marked as waiting.
 */
export default function FeedPage() {
  const { t } = useTranslation('community');
  const [page, setPage] = usePageParam();
  const feed = useCached<Page>(
    cacheKey.feed(page),
    async () => (await callApi(community.listPosts, { query: { page } })).data,
    [page],
  );
  const { pending } = useCommunity();
  const waiting = pending.filter((p) => p.change.kind === 'post');

  return (
    <section className="community-feed" aria-labelledby="community-title">
      <PageHeader id="community-title" icon="users" title={t('feed.title')} lead={t('feed.lead')} />
      <Composer />
      <h2 className="community-section-title">{t('feed.latest')}</h2>
      <CachedNotice error={feed.error} hasData={feed.data !== undefined} onRetry={feed.reload} />
      {page === 1 && waiting.map((p) => <WaitingPost key={p.ref} row={p} />)}
      {feed.data === undefined ? (
        feed.loading ? (
          <Loading label={t('loading')} />
        ) : null
      ) : feed.data.items.length === 0 && waiting.length === 0 ? (
        <EmptyState icon="sparkle" title={t('feed.emptyTitle')}>
          <p>{t('feed.empty')}</p>
        </EmptyState>
      ) : (
        <div className="community-list" data-testid="feed">
          {feed.data.items.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </div>
      )}
      {feed.data && (
        <Pager
          page={page}
          perPage={community.COMMUNITY_PAGE_SIZE}
          total={feed.data.total}
          onChange={setPage}
          label={t('feed.pages')}
        />
      )}
    </section>
  );
}

/** A post written on this device that the server does not have yet. */
export function WaitingPost({ row }: { row: PendingRow }) {
  const { t } = useTranslation('community');
  const session = useSession();
  if (row.change.kind !== 'post') return null;
  const { body } = row.change;
  const me = {
    id: session?.userId ?? 0,
    user_type: 'student',
    first_name: session?.firstName ?? '',
    last_name: session?.lastName ?? null,
    img_uri: null,
    school_name: null,
  };
  return (
    <article className="community-post card is-waiting" data-testid="waiting-post">
      <header className="community-post-head">
        <Avatar user={me} />
        <div>
          <h3 className="community-post-title">
            {session ? `${session.firstName} ${session.lastName}` : ''}
            <span className={`community-type type-${body.type}`}>
              <Icon name={TYPE_ICON[body.type]} />
              {t(`types.${body.type}`)}
            </span>
          </h3>
          <p className="community-meta" role="status">
            <Icon name={row.state === 'needs-attention' ? 'alert' : 'cloud'} />
            {row.state === 'needs-attention' ? t('waiting.refused') : t('waiting.post')}
          </p>
        </div>
      </header>
      <p className="community-text" dir="auto">
        {body.text}
      </p>
    </article>
  );
}
