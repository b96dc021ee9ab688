import { useTranslation } from 'react-i18next';
import { AGES, TRIAL } from '@codeyard/shared-schema';
import { destinationAfterLogin } from '../../session/destinations';
import { useSession } from '../../session/use-session';
import { LangLink } from '../../ui/LangLink';
import { formatNumber, useLang } from '../../ui/kit/format';
import { Icon, type IconName } from '../../ui/kit/icons';
import { TRACK_ICON, TRACK_ORDER, type Track } from '../../ui/kit/tracks';
import { CheckList } from '../../ui/kit/CheckList';

/** Courses per track (spec 000 §1): the home page says it without waiting for the network. */
const COURSES_PER_TRACK: Record<Track, number> = { 'computer-skills': 3, smoothy: 6, web: 1, python: 1 };

const AUDIENCES: { key: 'children' | 'parents' | 'teachers' | 'schools'; icon: IconName }[] = [
  { key: 'children', icon: 'child' },
  { key: 'parents', icon: 'parent' },
  { key: 'teachers', icon: 'teacher' },
  { key: 'schools', icon: 'school' },
];

/** / : what Codeyard is, for whom, and the ways in (join as a child, a parent or a school; sign in). */
export default function HomePage() {
  const { t } = useTranslation('public');
  const lang = useLang();
  const session = useSession();
  const lessons = t('freeLessons', { count: TRIAL.freeLessons, n: formatNumber(TRIAL.freeLessons, lang) });

  return (
    <div className="home">
      <section className="hero" aria-labelledby="home-title">
        <div className="hero-text">
          <p className="badge">
            {t('home.badge', { min: formatNumber(AGES.platformMin, lang), max: formatNumber(AGES.platformMax, lang) })}
          </p>
          <h1 id="home-title">{t('home.title')}</h1>
          <p className="lead">{t('home.lead')}</p>
          {session ? (
            <div className="cta-row">
              <LangLink className="button button-primary button-large" to={destinationAfterLogin(session)}>
                {session.userType === 'student' ? t('home.continueStudent') : t('home.continueAdult')}
                <Icon name="chevron" className="flip-forward" />
              </LangLink>
            </div>
          ) : (
            <>
              <div className="cta-row">
                <LangLink className="button button-primary button-large" to="/register/child">
                  <Icon name="child" />
                  {t('home.ctaChild')}
                </LangLink>
                <LangLink className="button button-large" to="/register/parent">
                  <Icon name="parent" />
                  {t('home.ctaParent')}
                </LangLink>
                <LangLink className="button button-large" to="/register/school">
                  <Icon name="school" />
                  {t('home.ctaSchool')}
                </LangLink>
              </div>
              <p className="hero-signin">
                {t('home.haveAccount')} <LangLink to="/login">{t('home.signIn')}</LangLink>
              </p>
            </>
          )}
          <p className="trial-note">
            <Icon name="gift" size={22} />
            {t('home.trial', { lessons })}
          </p>
        </div>
        <HeroPicture />
      </section>

      <section className="section" aria-labelledby="learn-title">
        <h2 id="learn-title">{t('home.learnTitle')}</h2>
        <ul className="track-grid">
          {TRACK_ORDER.map((track) => (
            <li key={track} className={`track-card track-${track}`}>
              <span className="track-icon" aria-hidden="true">
                <Icon name={TRACK_ICON[track]} size={34} />
              </span>
              <h3>{t(`tracks.${track}`)}</h3>
              <p>{t(`home.tracks.${track}`)}</p>
              <p className="track-count">
                {t('home.courseCount', {
                  count: COURSES_PER_TRACK[track],
                  n: formatNumber(COURSES_PER_TRACK[track], lang),
                })}
              </p>
            </li>
          ))}
        </ul>
        <p className="section-more">
          <LangLink className="button" to="/courses">
            {t('home.seeCourses')}
            <Icon name="chevron" className="flip-forward" />
          </LangLink>
        </p>
      </section>

      <section className="section offline-band" aria-labelledby="offline-title">
        <span className="offline-icon" aria-hidden="true">
          <Icon name="cloud" size={56} />
        </span>
        <div>
          <h2 id="offline-title">{t('home.offlineTitle')}</h2>
          <p>{t('home.offlineBody')}</p>
          <CheckList items={['saved', 'sent', 'safe'].map((key) => t(`home.offlinePoints.${key}`))} />
        </div>
      </section>

      <section className="section" aria-labelledby="who-title">
        <h2 id="who-title">{t('home.whoTitle')}</h2>
        <ul className="audience-grid">
          {AUDIENCES.map(({ key, icon }) => (
            <li key={key} className="card audience-card">
              <span className="audience-icon" aria-hidden="true">
                <Icon name={icon} size={30} />
              </span>
              <h3>{t(`home.who.${key}.title`)}</h3>
              <p>{t(`home.who.${key}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="section card safe-card" aria-labelledby="safe-title">
        <span className="audience-icon" aria-hidden="true">
          <Icon name="shield" size={30} />
        </span>
        <div>
          <h2 id="safe-title">{t('home.safeTitle')}</h2>
          <p>{t('home.safeBody')}</p>
          <LangLink to="/privacy">{t('home.safeLink')}</LangLink>
        </div>
      </section>

      {!session && (
        <section className="section final-cta" aria-labelledby="final-title">
          <h2 id="final-title">{t('home.finalTitle')}</h2>
          <p>{t('home.finalBody', { lessons })}</p>
          <div className="cta-row cta-center">
            <LangLink className="button button-primary button-large" to="/register">
              {t('home.join')}
            </LangLink>
            <LangLink className="button button-large" to="/start-early">
              {t('home.ctaDemo')}
            </LangLink>
          </div>
        </section>
      )}
    </div>
  );
}

/** A calm drawing: an island with a code window, blocks and a little flag. Decorative only. */
function HeroPicture() {
  return (
    <svg className="hero-picture" viewBox="0 0 320 260" aria-hidden="true" focusable="false">
      <ellipse cx="160" cy="222" rx="150" ry="30" fill="#bee3f8" />
      <ellipse cx="160" cy="212" rx="118" ry="26" fill="#f6e05e" opacity="0.55" />
      <ellipse cx="160" cy="206" rx="104" ry="20" fill="#9ae6b4" />
      <rect x="70" y="58" width="180" height="128" rx="14" fill="#ffffff" stroke="#2b6cb0" strokeWidth="4" />
      <rect x="70" y="58" width="180" height="26" rx="12" fill="#2b6cb0" />
      <circle cx="88" cy="71" r="5" fill="#f6c43e" />
      <circle cx="104" cy="71" r="5" fill="#9ae6b4" />
      <rect x="90" y="100" width="66" height="20" rx="6" fill="#805ad5" />
      <rect x="104" y="124" width="76" height="20" rx="6" fill="#dd6b20" />
      <rect x="104" y="148" width="54" height="20" rx="6" fill="#38a169" />
      <path
        d="M190 110l-12 12 12 12M216 110l12 12-12 12"
        stroke="#2b6cb0"
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <line x1="262" y1="196" x2="262" y2="120" stroke="#4a5568" strokeWidth="4" strokeLinecap="round" />
      <path d="M264 122l34 12-34 12z" fill="#f6c43e" />
      <circle cx="50" cy="40" r="16" fill="#f6c43e" opacity="0.9" />
    </svg>
  );
}
