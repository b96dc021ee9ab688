import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useBrowserOnline } from '../../app/shell-state';
import { useSession } from '../../session/use-session';
import { CertificateLink } from '../certificates';
import { formatNumber, useLang } from '../../ui/kit/format';
import { Icon } from '../../ui/kit/icons';
import { EmptyState, Loading } from '../../ui/kit/states';
import { TRACK_ICON } from '../../ui/kit/tracks';
import { LangLink } from '../../ui/LangLink';
import { currentCourse, type CourseView } from './model/world';
import { markCourseWelcomed } from './offline/actions';
import { useDownloadState, usePoints, useStudentProfile, useUserDb, useWorld } from './offline/hooks';
import { Avatar, CourseDownloading, DownloadNote, stoneHref, TrialPanel } from './parts/bits';
import { StonePath } from './parts/StonePath';

/**
 * /Myworld: the child's islands (courses) and, for the chosen one, its stones as a winding path with their
 * states. Everything comes from Dexie (offline/hooks.ts): the same map online and offline, moving on the
 * moment a lesson is finished here. ?course=<id> chooses the island (kept in the address for Back).
 */
export default function MyWorldPage() {
  const { t } = useTranslation('learning');
  const lang = useLang();
  const session = useSession();
  const world = useWorld();
  const points = usePoints();
  const profile = useStudentProfile();
  const download = useDownloadState();
  const online = useBrowserOnline();
  const [params] = useSearchParams();
  const name = session?.firstName || session?.username || '';

  const chosenId = Number(params.get('course'));
  const chosen = world?.find((c) => c.id === chosenId) ?? (world ? currentCourse(world) : undefined);

  return (
    <section className="page my-world" aria-labelledby="my-world-title">
      <header className="world-hello">
        <Avatar imgUri={profile?.img_uri ?? session?.imgUri} size={68} />
        <div className="world-hello-text">
          <h1 id="my-world-title">{t('myWorld.hello', { name })}</h1>
          <p className="lead">{t('myWorld.lead')}</p>
        </div>
        {points && (
          <LangLink to="/studentprofile" className="points-chip" data-testid="points-total" data-points={points.points}>
            <Icon name="star" size={28} />
            <span>{formatNumber(points.points, lang)}</span>
            <span className="sr-only">{t('profile.points')}</span>
          </LangLink>
        )}
      </header>

      <DownloadNote world={world} />

      {world === undefined ? (
        <Loading label={t('myWorld.download.running')} />
      ) : world.length === 0 && (!online || (download?.state === 'failed' && download.offline)) ? (
        // The network went before the course list came: not "not ready", but not on this computer yet.
        <EmptyState icon="cloudOff" title={t('myWorld.download.offlineEmpty')} />
      ) : world.length === 0 && (download?.state === 'running' || download === null) ? (
        <Loading label={t('myWorld.download.running')} />
      ) : world.length === 0 ? (
        <EmptyState icon="wave" title={t('myWorld.empty')} />
      ) : (
        <>
          <Islands world={world} chosenId={chosen?.id} />
          {chosen && <CourseMap key={chosen.id} course={chosen} world={world} />}
        </>
      )}
    </section>
  );
}

function Islands({ world, chosenId }: { world: CourseView[]; chosenId: number | undefined }) {
  const { t } = useTranslation('learning');
  const lang = useLang();
  const online = useBrowserOnline();
  return (
    <nav className="island-row-wrap" aria-label={t('myWorld.islandsLabel')}>
      <ul className="island-row">
        {world.map((course) => {
          const c = course.data.course;
          const state = course.locked
            ? t('myWorld.islandLocked')
            : course.completed
              ? t('myWorld.islandDone')
              : !course.data.hasMap
                ? t(online ? 'myWorld.islandDownloading' : 'myWorld.islandNotHere')
                : course.counts.playable === 0
                  ? t('myWorld.islandSoon')
                  : t('myWorld.islandProgress', {
                      done: formatNumber(course.counts.done, lang),
                      total: formatNumber(course.counts.playable, lang),
                    });
          const chosen = course.id === chosenId;
          return (
            <li key={course.id}>
              <LangLink
                to={`/Myworld?course=${course.id}`}
                className={`island-chip track-${c.track}${chosen ? ' is-chosen' : ''}${course.locked ? ' is-locked' : ''}`}
                aria-current={chosen ? 'page' : undefined}
                aria-label={t('myWorld.islandName', { title: c.title[lang], state })}
                data-testid={`island-${course.id}`}
                replace
              >
                <span className="island-chip-art" aria-hidden="true">
                  <Icon name={TRACK_ICON[c.track]} size={30} />
                  {course.locked && (
                    <span className="island-chip-badge">
                      <Icon name="lock" size={16} />
                    </span>
                  )}
                  {course.completed && (
                    <span className="island-chip-badge island-chip-done">
                      <Icon name="check" size={16} />
                    </span>
                  )}
                </span>{' '}
                {/* Spaces between the words (no box in this flex layout): "SmoothY Starter Locked". */}
                <span className="island-chip-text" aria-hidden="true">
                  <span className="island-chip-title">{c.title[lang]}</span>{' '}
                  <span className="island-chip-state">{state}</span>
                </span>
              </LangLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function CourseMap({ course, world }: { course: CourseView; world: CourseView[] }) {
  const { t } = useTranslation('learning');
  const lang = useLang();
  const db = useUserDb();
  const trialRef = useRef<HTMLDivElement>(null);
  const c = course.data.course;
  const title = c.title[lang];
  const next = course.stones.find((s) => s.stone.id === course.nextStoneId);
  const nextHref = next ? stoneHref(course, next) : null;
  const blocker = course.blockedBy ? world.find((w) => w.id === course.blockedBy) : undefined;
  const trialLocked = course.data.is_trial && course.stones.some((s) => s.status.lockReason === 'trial');
  const percent = course.counts.playable ? Math.round((100 * course.counts.done) / course.counts.playable) : 0;
  const showTrial = () => {
    const panel = trialRef.current?.querySelector<HTMLElement>('.trial-panel');
    panel?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    panel?.focus({ preventScroll: true });
  };

  return (
    <section
      className={`course-map card track-${c.track}`}
      aria-labelledby="course-map-title"
      data-testid="course-map"
      data-course={course.id}
    >
      <header className="course-map-head">
        <span className="track-icon" aria-hidden="true">
          <Icon name={TRACK_ICON[c.track]} size={32} />
        </span>
        <div className="course-map-title">
          <h2 id="course-map-title">{title}</h2>
          {course.counts.playable > 0 && (
            <div className="course-meter">
              <progress
                max={course.counts.playable}
                value={course.counts.done}
                aria-label={t('myWorld.islandProgress', { done: course.counts.done, total: course.counts.playable })}
              />
              <span>
                {t('myWorld.islandProgress', {
                  done: formatNumber(course.counts.done, lang),
                  total: formatNumber(course.counts.playable, lang),
                })}
              </span>
              <span className="sr-only">{percent}%</span>
            </div>
          )}
        </div>
        <div className="course-map-actions">
          {nextHref && next && (
            <LangLink className="button button-primary button-large" to={nextHref} data-testid="continue-link">
              {t('myWorld.continue', { title: next.stone.title[lang] })}
              <Icon name="chevron" className="flip-forward" />
            </LangLink>
          )}
          <LangLink className="button" to={`/lessonsList/${course.id}`} data-testid="lessons-list-link">
            {t('myWorld.listLink')}
          </LangLink>
        </div>
      </header>

      {course.locked && (
        <p
          className="course-banner course-banner-locked"
          data-testid="course-locked"
          data-reason={course.lockReason ?? undefined}
        >
          <Icon name="lock" size={26} />
          <span>
            {course.lockReason === 'teacher'
              ? t('myWorld.courseLockedTeacher')
              : blocker
                ? t('myWorld.courseLocked', { title: blocker.data.course.title[lang] })
                : t('myWorld.courseLockedPlain')}
          </span>
        </p>
      )}
      {course.completed && (
        <p className="course-banner course-banner-done">
          <Icon name="sparkle" size={26} />
          <span>{t('myWorld.allDone')}</span>
          <CertificateLink variant="mapDone" />
        </p>
      )}
      {!course.locked && !course.data.has_seen_modal && course.counts.playable > 0 && course.data.hasMap && (
        <div className="course-welcome" data-testid="course-welcome">
          <div>
            <h3>{t('myWorld.welcomeTitle', { title })}</h3>
            {c.description[lang] && <p>{c.description[lang]}</p>}
          </div>
          <button
            type="button"
            className="button button-primary"
            onClick={() => db && void markCourseWelcomed(db, course.id).catch(() => undefined)}
          >
            {t('myWorld.welcomeGo')}
          </button>
        </div>
      )}

      {!course.data.hasMap ? (
        <CourseDownloading />
      ) : course.stones.length === 0 ? (
        <p className="muted center">{t('myWorld.noStones')}</p>
      ) : (
        <StonePath course={course} onTrialStone={showTrial} />
      )}
      {trialLocked && (
        <div ref={trialRef}>
          <TrialPanel freeLessons={course.data.free_lessons} />
        </div>
      )}
    </section>
  );
}
