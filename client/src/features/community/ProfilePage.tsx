import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { community, type ResponseOf } from '@codeyard/shared-schema';
import { callApi } from '../../api/client';
import { useSession } from '../../session/use-session';
import { formatDate, formatNumber, useLang } from '../../ui/kit/format';
import { Icon } from '../../ui/kit/icons';
import { EmptyState, Loading, PageHeader } from '../../ui/kit/states';
import { CachedNotice } from './CachedNotice';
import { PostCard, personName } from './PostCard';
import * as store from './store';
import { useCached } from './use-community';

type Details = ResponseOf<typeof community.userDetails>['data'];
type Profile = {
  details: Details;
  achievements: community.Achievement[];
  posts: { items: store.Post[]; page: number; per_page: number; total: number };
};

const ACHIEVEMENT_ICON = { badge: 'shield', trophy: 'star', project: 'blocks' } as const;

/**
 * /community/myProfile and /community/profile/{myFriendProfileId} (the friend's user id, as the contract
 * names people): the name as the contract gives it, points, friends and posts counted, achievements, posts.
 */
export default function ProfilePage() {
  const { t } = useTranslation('community');
  const lang = useLang();
  const session = useSession();
  const param = useParams().myFriendProfileId;
  const userId = param === undefined ? (session?.userId ?? 0) : Number(param);
  const valid = Number.isInteger(userId) && userId > 0;
  const profile = useCached<Profile>(
    valid ? store.cacheKey.profile(userId) : null,
    async () => {
      const params = { id: userId };
      const [details, achievements, posts] = await Promise.all([
        callApi(community.userDetails, { params }),
        callApi(community.userAchievements, { params }),
        callApi(community.userPosts, { params }),
      ]);
      return { details: details.data, achievements: achievements.data, posts: posts.data };
    },
    [userId],
  );

  if (!valid || (!profile.data && profile.error))
    return <CachedNotice error={profile.error} hasData={false} onRetry={profile.reload} />;
  if (!profile.data) return <Loading label={t('loading')} />;
  const { details, achievements, posts } = profile.data;
  const name = personName(details.user);
  return (
    <section className="community-profile" aria-labelledby="profile-title">
      <PageHeader
        id="profile-title"
        icon="child"
        title={details.me ? t('profile.mine') : name}
        lead={details.user.school_name ?? undefined}
      />
      <CachedNotice error={profile.error} hasData onRetry={profile.reload} />
      <dl className="community-facts card">
        <div>
          <dt>{t('profile.points')}</dt>
          <dd>{formatNumber(details.points, lang)}</dd>
        </div>
        <div>
          <dt>{t('profile.posts')}</dt>
          <dd>{formatNumber(details.posts_count, lang)}</dd>
        </div>
        <div>
          <dt>{t('profile.friends')}</dt>
          <dd>{formatNumber(details.friends_count, lang)}</dd>
        </div>
        {!details.me && (
          <div>
            <dt>{t('profile.friendship')}</dt>
            <dd>
              {details.friendship
                ? t(`profile.status.${details.friendship.status}`)
                : details.can_befriend
                  ? t('profile.status.none')
                  : t('profile.status.outOfReach')}
            </dd>
          </div>
        )}
      </dl>
      <h2 className="community-section-title">{t('profile.achievements')}</h2>
      {achievements.length === 0 ? (
        <p>
          {details.me
            ? t('profile.noAchievementsMine')
            : t('profile.noAchievements', { name: details.user.first_name })}
        </p>
      ) : (
        <ul className="community-achievements" data-testid="achievements">
          {achievements.map((a) => (
            <li key={`${a.kind}-${a.key}`} className="card">
              <Icon name={ACHIEVEMENT_ICON[a.kind]} size={28} />
              <span>
                <strong>{a.title}</strong>
                <span className="community-meta">
                  {t(`profile.kind.${a.kind}`)} · {formatDate(a.earned_at, lang)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
      <h2 className="community-section-title">{t('profile.postsTitle')}</h2>
      {posts.items.length === 0 ? (
        <EmptyState icon="sparkle" title={t('profile.noPosts')} />
      ) : (
        <div className="community-list">
          {posts.items.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </div>
      )}
    </section>
  );
}
