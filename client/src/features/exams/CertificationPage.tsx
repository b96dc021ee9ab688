import { AGES, EXAM_PASS_RATE, EXAM_TRACKS, EXAMS, SPECIALISATION_EXAMS } from '@codeyard/shared-schema';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/use-session';
import { LangLink } from '../../ui/LangLink';
import { useLang } from '../../ui/kit/format';
import { Icon } from '../../ui/kit/icons';
import { PageHeader } from '../../ui/kit/states';
import { TRACK_ICON } from '../../ui/kit/tracks';
import { percent } from './parts';
import './exams.css';

/**
 * /Certification (open): what the exams are (seven in three specialisations, the master certificate for
 * all three) and who may sit them (8 to 18, their own account, the course finished first).
 */
export default function CertificationPage() {
  const { t } = useTranslation('exams');
  const lang = useLang();
  const session = useSession();
  const first = EXAMS[0]!;
  return (
    <section
      className="page exams-page certification-page"
      aria-labelledby="certification-title"
      data-testid="certification"
    >
      <PageHeader id="certification-title" icon="star" title={t('about.title')} lead={t('about.lead')}>
        {session?.userType === 'student' ? (
          <LangLink className="button button-primary" to="/exams">
            {t('about.myExams')}
          </LangLink>
        ) : (
          <LangLink className="button button-primary" to="/examLogin" data-testid="exam-sign-in">
            {t('about.signIn')}
          </LangLink>
        )}
      </PageHeader>
      <div className="certification-grid">
        <section className="card" aria-labelledby="what-title">
          <h2 id="what-title">{t('about.whatTitle')}</h2>
          <p>{t('about.what')}</p>
          <ul className="certification-tracks">
            {EXAM_TRACKS.map((track) => (
              <li key={track}>
                <Icon name={TRACK_ICON[track]} size={28} />
                <span>
                  <strong>{t(`tracks.${track}`)}</strong>
                  <br />
                  <span className="muted">{t('about.exams', { count: SPECIALISATION_EXAMS[track] })}</span>
                </span>
                <ul className="certification-exams">
                  {EXAMS.filter((e) => e.track === track).map((e) => (
                    <li key={e.id}>{e.title[lang]}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
        <section className="card" aria-labelledby="who-title">
          <h2 id="who-title">{t('about.whoTitle')}</h2>
          <p>
            <Icon name="age" size={24} /> {t('about.who', { min: AGES.examMin, max: AGES.examMax })}
          </p>
          <h2 id="how-title">{t('about.howTitle')}</h2>
          <ol className="steps" aria-labelledby="how-title">
            <li>{t('about.how1')}</li>
            <li>{t('about.how2')}</li>
            <li>{t('about.how3')}</li>
            <li>
              {t('about.how4', { questions: first.questions, minutes: first.minutes, rate: percent(EXAM_PASS_RATE) })}
            </li>
          </ol>
        </section>
      </div>
    </section>
  );
}
