import { useTranslation } from 'react-i18next';
import { landing } from '@codeyard/shared-schema';
import { useSession } from '../../session/use-session';
import { CourseFacts } from '../../ui/kit/CourseFacts';
import { formatNumber, useLang } from '../../ui/kit/format';
import { Icon } from '../../ui/kit/icons';
import { EmptyState, QueryView } from '../../ui/kit/states';
import { TRACK_ICON, byTrack } from '../../ui/kit/tracks';
import { useApiQuery } from '../../ui/kit/use-api-query';

/**
 * /Myworld : a student's first landing. The catalogue as a map of course islands, one sea per track.
 * Only the catalogue is shown here: lesson stones and their states come with the course map later, so no
 * progress is drawn that the child has not made. Only the signed-in child's own first name appears.
 */
export default function MyWorldPage() {
  const { t } = useTranslation('learning');
  const { t: tp } = useTranslation('public');
  const lang = useLang();
  const session = useSession();
  const query = useApiQuery(landing.curriculumOverview, { query: { lang } });
  const name = session?.firstName || session?.username || '';

  return (
    <section className="page my-world" aria-labelledby="my-world-title">
      <header className="world-hello">
        <span className="world-hello-icon" aria-hidden="true"><Icon name="sparkle" size={40} /></span>
        <div>
          <h1 id="my-world-title">{t('myWorld.hello', { name })}</h1>
          <p className="lead">{t('myWorld.lead')}</p>
        </div>
      </header>

      <QueryView query={query}>
        {({ data }) =>
          data.length === 0 ? (
            <EmptyState icon="wave" title={t('myWorld.empty')} />
          ) : (
            <div className="world-map" role="region" aria-label={t('myWorld.mapLabel')}>
              {byTrack(data).map(({ track, courses }) => (
                <section key={track} className={`sea track-${track}${courses.length > 2 ? ' sea-wide' : ''}`} aria-labelledby={`sea-${track}`}>
                  <header className="sea-heading">
                    <span className="track-icon" aria-hidden="true"><Icon name={TRACK_ICON[track]} size={32} /></span>
                    <div>
                      <h2 id={`sea-${track}`}>{t(`myWorld.regions.${track}`)}</h2>
                      <p className="sea-track">{tp(`tracks.${track}`)}</p>
                    </div>
                  </header>
                  <ol className="islands">
                    {courses.map((course, index) => (
                      <li key={course.id} className="island">
                        <div className="island-art" aria-hidden="true">
                          <IslandPicture />
                          <span className="island-icon"><Icon name={TRACK_ICON[track]} size={28} /></span>
                        </div>
                        <div className="island-sign">
                          <span className="island-stop">{t('myWorld.stop', { n: formatNumber(index + 1, lang) })}</span>
                          <h3 className="island-title">{course.title}</h3>
                          <CourseFacts course={course} />
                        </div>
                      </li>
                    ))}
                  </ol>
                </section>
              ))}
            </div>
          )
        }
      </QueryView>
    </section>
  );
}

/** An island seen from above: water ring, sand, a hill in the track colour, a palm and a flag. Decorative. */
function IslandPicture() {
  return (
    <svg className="island-picture" viewBox="0 0 200 120" focusable="false">
      <ellipse cx="100" cy="78" rx="96" ry="38" fill="#e0f2fe" opacity="0.8" />
      <ellipse cx="100" cy="76" rx="82" ry="30" fill="#fde68a" />
      <path d="M38 78c10-26 38-40 62-40s52 14 62 40c-20 10-104 10-124 0z" fill="currentColor" opacity="0.85" />
      <path d="M150 70V34" stroke="#7c5a3a" strokeWidth="4" strokeLinecap="round" />
      <path d="M150 34c-8-6-18-6-24 0M150 34c8-6 18-6 24 0M150 34c-4-8-12-12-20-10M150 34c4-8 12-12 20-10" stroke="#2f855a" strokeWidth="4" fill="none" strokeLinecap="round" />
      <path d="M52 72V40" stroke="#4a5568" strokeWidth="3" strokeLinecap="round" />
      <path d="M54 41l20 7-20 7z" fill="#f6c43e" />
    </svg>
  );
}
