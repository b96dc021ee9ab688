import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CertificateLink } from '../certificates';
import { BADGES, EMOJIS, emojiUnlocked, POINTS, type LearningStats } from '@codeyard/shared-schema';
import { useSession } from '../../session/use-session';
import { formatNumber, useLang } from '../../ui/kit/format';
import { Icon } from '../../ui/kit/icons';
import { Loading } from '../../ui/kit/states';
import { TRACK_ICON } from '../../ui/kit/tracks';
import { LangLink } from '../../ui/LangLink';
import { localStats, withLocalBadges } from './model/world';
import { chooseEmoji } from './offline/actions';
import { useAwards, useEmojis, usePoints, useStudentProfile, useUserDb, useWorld } from './offline/hooks';
import type { AwardView } from './offline/types';
import { Avatar, profilePictureOf } from './parts/bits';
import { Picture } from '../classroom-sign-in';
import { TrophyIcon } from './parts/KindIcon';

/**
 * /studentprofile: the child's points (all and this week), badges and trophies (earned and still to earn),
 * courses with progress and the emoji picture chooser. Everything from Dexie; choosing a picture is queued.
 */
export default function StudentProfilePage() {
  const { t } = useTranslation('learning');
  const lang = useLang();
  const session = useSession();
  const profile = useStudentProfile();
  const points = usePoints();
  const world = useWorld();
  if (profile === undefined || points === undefined || world === undefined) return <Loading />;
  const first = profile?.first_name ?? session?.firstName ?? '';
  const last = profile?.last_name ?? session?.lastName ?? '';
  const started = world.filter((c) => c.data.assigned || c.counts.done > 0);
  // A child who has not started any course yet sees the courses open to them.
  const courses = started.length ? started : world.filter((c) => !c.locked && c.counts.playable > 0);

  return (
    <section className="page profile-page" aria-labelledby="profile-title" data-testid="student-profile">
      <header className="profile-head card">
        <Avatar imgUri={profile?.img_uri ?? session?.imgUri} size={96} />
        <div className="profile-name">
          <h1 id="profile-title">{`${first} ${last}`.trim() || session?.username}</h1>
          {(profile?.school_name || profile?.classroom_name) && (
            <p className="muted">{[profile.school_name, profile.classroom_name].filter(Boolean).join(' · ')}</p>
          )}
          <CertificateLink variant="profile" />
        </div>
        <dl className="points-board">
          <div data-testid="profile-points" data-points={points.points}>
            <dt>{t('profile.points')}</dt>
            <dd>
              <Icon name="star" size={30} />
              {formatNumber(points.points, lang)}
            </dd>
          </div>
          <div data-testid="profile-weekly" data-points={points.weekly}>
            <dt>{t('profile.weekly')}</dt>
            <dd>
              <Icon name="sparkle" size={30} />
              {formatNumber(points.weekly, lang)}
            </dd>
          </div>
        </dl>
        <p className="profile-note muted">
          {t('profile.resets')}
          {points.unsettled > 0 ? ` ${t('profile.pointsWaiting')}` : ''}
        </p>
        <LangLink className="button button-primary" to="/leaderboard" data-testid="leaderboard-link">
          <Icon name="users" />
          {t('profile.leaderboardLink')}
        </LangLink>
      </header>

      <EmojiChooser points={points.points} current={profile?.img_uri ?? session?.imgUri ?? null} />

      <Awards stats={localStats(world, points.points)} />

      <section className="card profile-section" aria-labelledby="profile-courses">
        <h2 id="profile-courses">{t('profile.courses')}</h2>
        <ul className="profile-courses">
          {courses.map((c) => (
            <li key={c.id} className={`track-${c.data.course.track}`}>
              <span className="track-icon" aria-hidden="true">
                <Icon name={TRACK_ICON[c.data.course.track]} size={28} />
              </span>
              <div>
                <LangLink to={`/Myworld?course=${c.id}`} className="profile-course-title">
                  {c.data.course.title[lang]}
                </LangLink>
                <progress
                  max={Math.max(1, c.counts.playable)}
                  value={c.counts.done}
                  aria-label={t('profile.courseProgress', { done: c.counts.done, total: c.counts.playable })}
                />
                <span className="muted">
                  {t('profile.courseProgress', {
                    done: formatNumber(c.counts.done, lang),
                    total: formatNumber(c.counts.playable, lang),
                  })}
                </span>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </section>
  );
}

function EmojiChooser({ points, current }: { points: number; current: string | null }) {
  const { t } = useTranslation('learning');
  const { t: tp } = useTranslation('classroom-sign-in');
  const lang = useLang();
  const db = useUserDb();
  const stored = useEmojis();
  const [problem, setProblem] = useState('');
  const list = (
    stored && stored.length
      ? stored
      : EMOJIS.map((e) => ({ id: e.id, emoji: e.emoji, points_needed: e.pointsNeeded, unlocked: false }))
  ).flatMap((e) => {
    const picture = EMOJIS.find((known) => known.id === e.id)?.picture;
    if (!picture) return [];
    const open = e.unlocked || emojiUnlocked({ pointsNeeded: e.points_needed }, points);
    return [{ ...e, picture, open, name: tp(`pictures.${picture}`) }];
  });
  const chosen = profilePictureOf(current);
  return (
    <section className="card profile-section" aria-labelledby="emoji-title">
      <h2 id="emoji-title">{t('profile.avatar')}</h2>
      <ul className="emoji-grid">
        {list.map((e) => {
          const isChosen = chosen === e.picture;
          return (
            <li key={e.id}>
              <button
                type="button"
                className={`emoji-choice${isChosen ? ' is-chosen' : ''}`}
                aria-pressed={isChosen}
                disabled={!e.open}
                aria-label={
                  e.open
                    ? t('profile.avatarPick', { emoji: e.name })
                    : `${e.name} ${t('profile.avatarLocked', { n: formatNumber(e.points_needed, lang) })}`
                }
                onClick={() =>
                  db &&
                  chooseEmoji(db, e.id).then(
                    () => setProblem(''),
                    (error: Error) => setProblem(error.message),
                  )
                }
                data-testid={`emoji-${e.id}`}
              >
                <span className="emoji-face" aria-hidden="true">
                  <Picture name={e.picture} size={44} />
                </span>
                {!e.open && (
                  <span className="emoji-lock" aria-hidden="true">
                    <Icon name="lock" size={16} />
                    {formatNumber(e.points_needed, lang)}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      {problem && (
        <p className="player-problem" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}

function Awards({ stats }: { stats: LearningStats }) {
  const { t } = useTranslation('learning');
  const { t: ts } = useTranslation('shared');
  const lang = useLang();
  const awards = useAwards();
  if (awards === undefined) return null;
  if (awards === null)
    return (
      <section className="card profile-section">
        <p className="muted">{t('profile.awardsOffline')}</p>
      </section>
    );
  // Titles in the interface language, offline too (the shared messages hold them).
  const title = (kind: 'badges' | 'trophies', a: AwardView, part: 'title' | 'description') =>
    ts(`learning.${kind}.${a.key}.${part}`, { defaultValue: part === 'title' ? a.title : a.description });
  const group = (kind: 'badges' | 'trophies', list: AwardView[]) => {
    const order =
      kind === 'badges' ? BADGES.map((b) => b.key as string) : POINTS.trophies.map((tr) => tr.key as string);
    const sorted = [...list].sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key));
    const earned = sorted.filter((a) => a.earned);
    const toEarn = sorted.filter((a) => !a.earned);
    return (
      <section className="card profile-section" aria-labelledby={`awards-${kind}`} data-testid={`awards-${kind}`}>
        <h2 id={`awards-${kind}`}>{t(`profile.${kind}`)}</h2>
        <h3 className="small-heading">{t('profile.earned')}</h3>
        {earned.length === 0 ? (
          <p className="muted">{t('profile.noneYet')}</p>
        ) : (
          <ul className="award-grid">
            {earned.map((a) => (
              <li key={a.key} className="award is-earned" data-testid={`award-${a.key}`} data-earned="true">
                <span className="award-medal" aria-hidden="true">
                  {kind === 'badges' ? <Icon name="star" size={34} /> : <TrophyIcon size={34} />}
                </span>
                <strong>{title(kind, a, 'title')}</strong>
                <span className="muted">{title(kind, a, 'description')}</span>
              </li>
            ))}
          </ul>
        )}
        {toEarn.length > 0 && <h3 className="small-heading">{t('profile.toEarn')}</h3>}
        <ul className="award-grid">
          {toEarn.map((a) => (
            <li key={a.key} className="award" data-testid={`award-${a.key}`} data-earned="false">
              <span className="award-medal" aria-hidden="true">
                <Icon name="lock" size={30} />
              </span>
              <strong>{title(kind, a, 'title')}</strong>
              <span className="muted">{title(kind, a, 'description')}</span>
              <progress
                max={a.goal}
                value={a.progress}
                aria-label={t('profile.progress', { n: a.progress, goal: a.goal })}
              />
              <span className="muted">
                {t('profile.progress', { n: formatNumber(a.progress, lang), goal: formatNumber(a.goal, lang) })}
              </span>
            </li>
          ))}
        </ul>
      </section>
    );
  };
  return (
    <div className="awards">
      {group('badges', withLocalBadges(awards.badges, stats))}
      {group('trophies', awards.trophies)}
    </div>
  );
}
