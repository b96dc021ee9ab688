import { useTranslation } from 'react-i18next';
import { learning, TRIAL } from '@codeyard/shared-schema';
import { LangLink } from '../../ui/LangLink';
import { CourseFacts } from '../../ui/kit/CourseFacts';
import { formatAmount, formatNumber, useLang } from '../../ui/kit/format';
import { Icon } from '../../ui/kit/icons';
import { EmptyState, PageHeader, QueryView } from '../../ui/kit/states';
import { TRACK_ICON, byTrack } from '../../ui/kit/tracks';
import { useApiQuery } from '../../ui/kit/use-api-query';

/** /courses : the catalogue in the current language, grouped by track, with level, ages and lessons. */
export default function CoursesPage() {
  const { t } = useTranslation('public');
  const lang = useLang();
  const query = useApiQuery(learning.curriculumOverview, { query: { lang } });
  const lessons = t('freeLessons', { count: TRIAL.freeLessons, n: formatNumber(TRIAL.freeLessons, lang) });

  return (
    <section className="page" aria-labelledby="courses-title">
      <PageHeader id="courses-title" icon="book" title={t('courses.title')} lead={t('courses.lead')} />
      {/* Reserves a screen's height while the catalogue loads: the card below it never jumps (CLS). */}
      <div className="courses-list">
        <QueryView query={query}>
          {({ data }) =>
            data.length === 0 ? (
              <EmptyState icon="book" title={t('courses.empty')} />
            ) : (
              byTrack(data).map(({ track, courses }) => (
                <section key={track} className={`track-section track-${track}`} aria-labelledby={`track-${track}`}>
                  <header className="track-heading">
                    <span className="track-icon" aria-hidden="true">
                      <Icon name={TRACK_ICON[track]} size={30} />
                    </span>
                    <h2 id={`track-${track}`}>{t(`tracks.${track}`)}</h2>
                    <span className="count-chip">
                      {t('courses.trackCount', { count: courses.length, n: formatNumber(courses.length, lang) })}
                    </span>
                  </header>
                  <ul className="course-grid">
                    {courses.map((course) => (
                      <li key={course.id} className="course-card">
                        <h3>{course.title}</h3>
                        <p className="course-description">{course.description}</p>
                        <CourseFacts course={course} />
                        <p className="course-price">
                          {t('courses.price', { price: t('money', { amount: formatAmount(course.price, lang) }) })}
                        </p>
                      </li>
                    ))}
                  </ul>
                </section>
              ))
            )
          }
        </QueryView>
      </div>
      <aside className="card cta-card" aria-labelledby="courses-cta">
        <span className="audience-icon" aria-hidden="true">
          <Icon name="gift" size={30} />
        </span>
        <div>
          <h2 id="courses-cta">{t('courses.ctaTitle')}</h2>
          <p>{t('courses.ctaBody', { lessons })}</p>
        </div>
        <div className="cta-row">
          <LangLink className="button button-primary" to="/register">
            {t('courses.ctaJoin')}
          </LangLink>
          <LangLink className="button" to="/Pricing">
            {t('courses.ctaPricing')}
          </LangLink>
        </div>
      </aside>
    </section>
  );
}
