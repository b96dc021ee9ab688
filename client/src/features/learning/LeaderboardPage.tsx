import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/use-session';
import { formatNumber, formatRelative, useLang } from '../../ui/kit/format';
import { Icon } from '../../ui/kit/icons';
import { EmptyState, Loading, PageHeader } from '../../ui/kit/states';
import { LangLink } from '../../ui/LangLink';
import { refreshLeaderboard } from './offline/download';
import { useLeaderboard, useUserDb } from './offline/hooks';
import { Avatar } from './parts/bits';

/**
 * /leaderboard: this week's top 10 (GET /students-top-ten/), kept in Dexie so it shows offline with the
 * time it was last fetched. Other children appear by first name and initial only, as the server sends.
 */
export default function LeaderboardPage() {
  const { t } = useTranslation('learning');
  const lang = useLang();
  const db = useUserDb();
  const session = useSession();
  const board = useLeaderboard();
  const [, setTick] = useState(0);

  useEffect(() => {
    if (!db || !session || (typeof navigator !== 'undefined' && navigator.onLine === false)) return;
    refreshLeaderboard(db, session.userId).catch(() => setTick((n) => n + 1));
  }, [db, session]);

  return (
    <section className="page leaderboard-page" aria-labelledby="leaderboard-title" data-testid="leaderboard">
      <PageHeader id="leaderboard-title" icon="users" title={t('leaderboard.title')} lead={t('leaderboard.lead')}>
        <LangLink className="button" to="/studentprofile">
          {t('profile.title')}
        </LangLink>
      </PageHeader>
      {board === undefined ? (
        <Loading />
      ) : board === null ? (
        <EmptyState icon="cloudOff" title={t('leaderboard.offline')} />
      ) : (
        <div className="card leaderboard-card">
          <p className="leaderboard-scope">
            <span className="status-chip status-info">{t(`leaderboard.scope.${board.scope}`)}</span>
          </p>
          {board.entries.length === 0 ? (
            <p className="muted">{t('leaderboard.empty')}</p>
          ) : (
            <ol className="leaderboard-list">
              {board.entries.map((e, i) => (
                <li
                  key={i}
                  className={`leaderboard-row${e.is_me ? ' is-me' : ''}${e.rank <= 3 ? ` rank-${e.rank}` : ''}`}
                  data-testid={`leader-${i}`}
                >
                  <span className="leader-rank" aria-label={`${t('leaderboard.rank')} ${e.rank}`}>
                    {formatNumber(e.rank, lang)}
                  </span>
                  <span className="leader-face" aria-hidden="true">
                    <Avatar imgUri={e.img_uri} size={44} className="leader-avatar" />
                  </span>
                  <span className="leader-name">
                    {e.name}
                    {e.is_me && <span className="status-chip status-ok">{t('leaderboard.you')}</span>}
                  </span>
                  <span className="leader-points">
                    <Icon name="star" size={22} />
                    {formatNumber(e.weekly_points, lang)}
                    <span className="sr-only"> {t('leaderboard.points')}</span>
                  </span>
                </li>
              ))}
            </ol>
          )}
          <p className="leaderboard-me">
            {board.me.rank
              ? t('leaderboard.yourRank', { n: formatNumber(board.me.rank, lang) })
              : t('leaderboard.notRanked')}
          </p>
          <p className="muted small">{t('leaderboard.savedAt', { time: formatRelative(board.fetchedAt, lang) })}</p>
        </div>
      )}
    </section>
  );
}
