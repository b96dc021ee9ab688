import { exams as calls, type ResponseOf } from '@codeyard/shared-schema';
import { useTranslation } from 'react-i18next';
import { LangLink } from '../../ui/LangLink';
import { formatDate, useLang } from '../../ui/kit/format';
import { Icon } from '../../ui/kit/icons';
import { PageHeader, QueryView } from '../../ui/kit/states';
import { TRACK_ICON } from '../../ui/kit/tracks';
import { useApiQuery } from '../../ui/kit/use-api-query';
import { OfflineExams, percent, useOnline } from './parts';
import './exams.css';

type List = ResponseOf<typeof calls.studentExams>['data'];
type Entry = List['exams'][number];

/**
 * /exams: the exam area. Each exam shows Completed, In progress, Open to you, Locked (and why) or Released
 * soon (spec 000 §4), with its eligibility ID, its window and the best result; the specialisations earned.
 */
export default function ExamsPage() {
  const { t } = useTranslation('exams');
  const online = useOnline();
  const query = useApiQuery(calls.studentExams, {}, online);
  return (
    <section className="page exams-page" aria-labelledby="exams-title" data-testid="exams">
      <PageHeader id="exams-title" icon="star" title={t('list.title')} lead={t('list.lead')}>
        <LangLink className="button button-primary" to="/registerExam">
          {t('list.register')}
        </LangLink>
      </PageHeader>
      {!online ? <OfflineExams /> : <QueryView query={query}>{(answer) => <ExamList list={answer.data} />}</QueryView>}
    </section>
  );
}

function ExamList({ list }: { list: List }) {
  const { t } = useTranslation('exams');
  return (
    <>
      {list.tracks.map((track) => (
        <section key={track.track} className="exam-track" aria-labelledby={`track-${track.track}`}>
          <h2 id={`track-${track.track}`} className="exam-track-title">
            <Icon name={TRACK_ICON[track.track]} size={28} />
            {t(`tracks.${track.track}`)}
            <span className={`exam-track-progress${track.earned ? ' is-earned' : ''}`}>
              {track.earned ? t('list.earned') : t('list.progress', { passed: track.passed, exams: track.exams })}
            </span>
          </h2>
          <ul className="exam-cards">
            {list.exams
              .filter((e) => e.track === track.track)
              .map((exam) => (
                <ExamCard key={exam.id} exam={exam} />
              ))}
          </ul>
        </section>
      ))}
      <p className={`exam-master card${list.master ? ' is-earned' : ''}`}>
        <Icon name={list.master ? 'sparkle' : 'shield'} size={28} />
        {list.master ? t('list.masterEarned') : t('list.master')}
      </p>
    </>
  );
}

function ExamCard({ exam }: { exam: Entry }) {
  const { t } = useTranslation('exams');
  const lang = useLang();
  const stateIcon = {
    completed: 'check',
    'in-progress': 'clock',
    available: 'unlock',
    locked: 'lock',
    soon: 'sparkle',
  } as const;
  return (
    <li className={`exam-card card is-${exam.state}`} data-testid={`exam-${exam.id}`} data-state={exam.state}>
      <div className="exam-card-head">
        <h3>{exam.title[lang]}</h3>
        <span className={`exam-state is-${exam.state}`}>
          <Icon name={stateIcon[exam.state]} size={20} />
          {t(`list.states.${exam.state}`)}
        </span>
      </div>
      <p className="muted">
        {t('list.questions', { count: exam.questions })} · {t('list.minutes', { count: exam.minutes })}
      </p>
      {exam.state === 'soon' && <p>{t('list.soon')}</p>}
      {exam.state === 'locked' && (
        <ul className="exam-locks">
          {exam.locks.map((lock) => (
            <li key={lock}>{t(`list.locks.${lock}`, { course: exam.required_course.title[lang] })}</li>
          ))}
        </ul>
      )}
      {exam.registration && exam.state !== 'completed' && (
        <p className="exam-registration">
          {t('list.eligibility', { id: exam.registration.eligibility_id })}
          <br />
          {t('list.window', { date: formatDate(exam.registration.window_ends_at, lang) })}
          <br />
          <LangLink to={`/exams/letters/${exam.registration.eligibility_id}`} data-testid={`letter-link-${exam.id}`}>
            {t('letter.short')}
          </LangLink>
        </p>
      )}
      {exam.result && (
        <p className="exam-result" data-testid={`exam-${exam.id}-result`}>
          <strong>{exam.result.passed ? t('list.passed') : t('list.notPassed')}</strong>
          {' · '}
          {t('list.best', { rate: percent(exam.result.rate) })}
        </p>
      )}
      <div className="exam-actions">
        {exam.state === 'available' && (
          <LangLink className="button" to={`/registerExam?exam=${exam.id}`}>
            {t('list.registerOne')}
          </LangLink>
        )}
        {exam.state === 'in-progress' && (
          <LangLink className="button button-primary" to={`/exams/${exam.id}`} data-testid={`start-exam-${exam.id}`}>
            {exam.open_attempt ? t('list.continue') : exam.result ? t('list.tryAgain') : t('list.start')}
          </LangLink>
        )}
      </div>
    </li>
  );
}
