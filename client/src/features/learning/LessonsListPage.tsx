import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatNumber, useLang } from '../../ui/kit/format';
import { Icon } from '../../ui/kit/icons';
import { EmptyState, Loading, PageHeader } from '../../ui/kit/states';
import { TRACK_ICON } from '../../ui/kit/tracks';
import { LangLink } from '../../ui/LangLink';
import { useWorld } from './offline/hooks';
import { CourseDownloading, stoneHref, stoneLabel, TrialPanel } from './parts/bits';
import { KindIcon } from './parts/KindIcon';

/** /lessonsList/{id}: the same course as the map, as a plain list (id = the course id). */
export default function LessonsListPage() {
  const { t } = useTranslation('learning');
  const lang = useLang();
  const { id } = useParams();
  const world = useWorld();
  if (world === undefined) return <Loading />;
  const course = world.find((c) => c.id === Number(id));
  if (!course) {
    return (
      <section className="page page-narrow">
        <EmptyState icon="search" title={t('lessonsList.notFound')}>
          <LangLink className="button button-primary" to="/Myworld">
            {t('lessonsList.back')}
          </LangLink>
        </EmptyState>
      </section>
    );
  }
  const c = course.data.course;
  const title = c.title[lang];
  const trialLocked = course.data.is_trial && course.stones.some((s) => s.status.lockReason === 'trial');
  return (
    <section
      className={`page lessons-list-page track-${c.track}`}
      aria-labelledby="lessons-list-title"
      data-testid="lessons-list"
    >
      <PageHeader
        id="lessons-list-title"
        icon={TRACK_ICON[c.track]}
        title={t('lessonsList.title', { title })}
        lead={t('myWorld.islandProgress', {
          done: formatNumber(course.counts.done, lang),
          total: formatNumber(course.counts.playable, lang),
        })}
      >
        <LangLink className="button" to={`/Myworld?course=${course.id}`}>
          <Icon name="chevron" className="flip-back" />
          {t('lessonsList.back')}
        </LangLink>
      </PageHeader>
      {course.locked && (
        <p className="course-banner course-banner-locked">
          <Icon name="lock" size={26} />
          <span>
            {t(course.lockReason === 'teacher' ? 'myWorld.courseLockedTeacher' : 'myWorld.courseLockedPlain')}
          </span>
        </p>
      )}
      {!course.data.hasMap && <CourseDownloading />}
      <ol className="lessons-list">
        {course.stones.map((view) => {
          const href = stoneHref(course, view);
          const name = view.stone.title[lang];
          const button = view.status.button;
          return (
            <li
              key={view.stone.id}
              className={`lessons-row stone-${button}`}
              data-testid={`list-stone-${view.stone.id}`}
              data-state={button}
            >
              <span className="lessons-row-stone" aria-hidden="true">
                <KindIcon kind={view.stone.kind} size={28} />
              </span>
              <div className="lessons-row-text">
                <span className="lessons-row-title">
                  {formatNumber(view.number, lang)}. {name}
                </span>
                <span className="lessons-row-meta">
                  {t(`kinds.${view.stone.kind}`)} · {t(`stone.states.${button}`)}
                  {view.status.button === 'locked' && view.status.lockReason
                    ? ` · ${t(`stone.reasons.${view.status.lockReason}`)}`
                    : ''}
                  {view.progress.maxScore > 0 &&
                    ` · ${t('stone.score', { score: formatNumber(view.progress.bestScore, lang), max: formatNumber(view.progress.maxScore, lang) })}`}
                </span>
              </div>
              {(button === 'completed' || button === 'finished') && (
                <span className="lessons-row-done" aria-hidden="true">
                  <Icon name="check" size={26} />
                </span>
              )}
              {button === 'locked' && (
                <span className="lessons-row-lock" aria-hidden="true">
                  <Icon name="lock" size={24} />
                </span>
              )}
              {href && (
                <LangLink
                  className={`button${button === 'start' || button === 'next' ? ' button-primary' : ''}`}
                  to={href}
                  aria-label={t('lessonsList.openLabel', { stone: stoneLabel(t, view, name, lang) })}
                >
                  {t('lessonsList.open')}
                </LangLink>
              )}
            </li>
          );
        })}
      </ol>
      {trialLocked && <TrialPanel freeLessons={course.data.free_lessons} />}
    </section>
  );
}
