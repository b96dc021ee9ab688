import { exams as calls, type ResponseOf } from '@codeyard/shared-schema';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError, callApi } from '../../api/client';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { LangLink } from '../../ui/LangLink';
import { Icon } from '../../ui/kit/icons';
import { EmptyState, PageHeader, QueryView } from '../../ui/kit/states';
import { useApiQuery } from '../../ui/kit/use-api-query';
import { clock, OfflineExams, percent, useOnline } from './parts';
import './exams.css';

type Sitting = ResponseOf<typeof calls.startExam>['data'];
type Result = ResponseOf<typeof calls.finishExam>['data'];
type Answer = number | boolean | string;

/**
 * /exams/:examId: one sitting. The server draws the questions and keeps the deadline; the device counts
 * down from the seconds it was given, keeps the answers in this tab (a reload comes back to them) and sends
 * them when the child finishes or the time is up. The server grades them; the device shows its result.
 */
export default function ExamSittingPage() {
  const { t } = useTranslation('exams');
  const online = useOnline();
  const examId = Number(useParams().examId);
  const [result, setResult] = useState<Result>();
  const query = useApiQuery(calls.startExam, { params: { examId } }, online && !result && examId > 0);
  return (
    <section className="page page-narrow exams-page" aria-labelledby="sitting-title" data-testid="exam-sitting">
      {result ? (
        <ResultView result={result} />
      ) : !online ? (
        <>
          <PageHeader id="sitting-title" icon="star" title={t('list.title')} />
          <OfflineExams />
        </>
      ) : query.error?.status === 409 ? (
        <>
          <PageHeader id="sitting-title" icon="star" title={t('list.title')} />
          <EmptyState icon="lock" title={query.error.message}>
            <LangLink className="button button-primary" to="/exams">
              {t('sitting.toExams')}
            </LangLink>
          </EmptyState>
        </>
      ) : (
        <QueryView query={query}>{(answer) => <SittingView sitting={answer.data} onResult={setResult} />}</QueryView>
      )}
    </section>
  );
}

const storageKey = (attemptId: number) => `codeyard-exam-${attemptId}`;

function SittingView({ sitting, onResult }: { sitting: Sitting; onResult: (r: Result) => void }) {
  const { t } = useTranslation('exams');
  const lang = sitting.language;
  const [answers, setAnswers] = useState<Record<number, Answer>>(() => {
    try {
      return JSON.parse(sessionStorage.getItem(storageKey(sitting.attempt_id)) ?? '{}') as Record<number, Answer>;
    } catch {
      return {};
    }
  });
  const [index, setIndex] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<ApiError>();
  const deadline = useRef(Date.now() + sitting.seconds_left * 1000);
  const [left, setLeft] = useState(sitting.seconds_left);
  const sent = useRef(false);

  useEffect(() => {
    sessionStorage.setItem(storageKey(sitting.attempt_id), JSON.stringify(answers));
  }, [answers, sitting.attempt_id]);

  const send = useCallback(async () => {
    if (sent.current) return;
    sent.current = true;
    setConfirming(false);
    setSending(true);
    try {
      const list = Object.entries(answers)
        .filter(([, a]) => a !== '')
        .map(([id, answer]) => ({ question_id: Number(id), answer }));
      const answer = await callApi(calls.finishExam, {
        params: { attemptId: sitting.attempt_id },
        body: { answers: list },
      });
      sessionStorage.removeItem(storageKey(sitting.attempt_id));
      onResult(answer.data);
    } catch (error) {
      setFailure(error instanceof ApiError ? error : new ApiError(-1, String(error)));
      // A network failure may be tried again; a refusal (time over, already sent) is final.
      if (error instanceof ApiError && error.status === 0) sent.current = false;
    } finally {
      setSending(false);
    }
  }, [answers, onResult, sitting.attempt_id]);

  useEffect(() => {
    const timer = window.setInterval(() => {
      const seconds = Math.max(0, Math.round((deadline.current - Date.now()) / 1000));
      setLeft(seconds);
      if (seconds === 0) {
        window.clearInterval(timer);
        void send();
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, [send]);

  useEffect(() => {
    document.getElementById('exam-question')?.focus();
  }, [index]);

  const question = sitting.questions[index]!;
  const total = sitting.questions.length;
  const isAnswered = (id: number) => answers[id] !== undefined && answers[id] !== '';
  const unanswered = sitting.questions.filter((q) => !isAnswered(q.id)).length;
  const choose = (value: Answer) => setAnswers((a) => ({ ...a, [question.id]: value }));

  return (
    <>
      <PageHeader id="sitting-title" icon="star" title={sitting.title[lang]}>
        <p
          className={`exam-timer${left <= 60 ? ' is-short' : ''}`}
          role="timer"
          aria-live="off"
          data-testid="exam-timer"
        >
          <Icon name="clock" size={22} />
          <span className="sr-only">{t('sitting.timeLeft')}</span> {clock(left)}
        </p>
      </PageHeader>
      {failure && (
        <div className="card exam-failure" role="alert" data-testid="exam-failure">
          <p>{failure.message}</p>
          {failure.status !== 0 && (
            <LangLink className="button" to="/exams">
              {t('sitting.toExams')}
            </LangLink>
          )}
        </div>
      )}
      {sending && <p role="status">{left === 0 ? t('sitting.timeUp') : t('sitting.sending')}</p>}
      <nav className="exam-question-nav" aria-label={t('sitting.navLabel')}>
        {sitting.questions.map((q, i) => (
          <button
            key={q.id}
            type="button"
            className={`chip${i === index ? ' chip-active' : ''}${isAnswered(q.id) ? ' is-answered' : ''}`}
            aria-current={i === index ? 'step' : undefined}
            aria-label={`${t('sitting.questionOf', { n: i + 1, total })}${isAnswered(q.id) ? `, ${t('sitting.answered')}` : ''}`}
            onClick={() => setIndex(i)}
          >
            {i + 1}
          </button>
        ))}
      </nav>
      <div className="card exam-question" data-testid="exam-question" data-question-type={question.type}>
        <p className="muted">{t('sitting.questionOf', { n: index + 1, total })}</p>
        <h2 id="exam-question" tabIndex={-1} lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'}>
          {question.prompt[lang]}
        </h2>
        {question.type === 'choice' && (
          <div
            className="exam-options"
            role="radiogroup"
            aria-labelledby="exam-question"
            dir={lang === 'ar' ? 'rtl' : 'ltr'}
          >
            {(question.options ?? []).map((option, i) => (
              <label key={i} className={`exam-option${answers[question.id] === i ? ' is-chosen' : ''}`} lang={lang}>
                <input
                  type="radio"
                  name={`q-${question.id}`}
                  checked={answers[question.id] === i}
                  onChange={() => choose(i)}
                  data-testid={`option-${i}`}
                />
                <span>{option[lang]}</span>
              </label>
            ))}
          </div>
        )}
        {question.type === 'truefalse' && (
          <div className="exam-options exam-options-two" role="radiogroup" aria-labelledby="exam-question">
            {[true, false].map((value) => (
              <label key={String(value)} className={`exam-option${answers[question.id] === value ? ' is-chosen' : ''}`}>
                <input
                  type="radio"
                  name={`q-${question.id}`}
                  checked={answers[question.id] === value}
                  onChange={() => choose(value)}
                  data-testid={`option-${value}`}
                />
                <span>{value ? t('sitting.true') : t('sitting.false')}</span>
              </label>
            ))}
          </div>
        )}
        {question.type === 'fillin' && (
          <div className="field">
            <label htmlFor="exam-fillin">{t('sitting.typeAnswer')}</label>
            <input
              id="exam-fillin"
              value={typeof answers[question.id] === 'string' ? (answers[question.id] as string) : ''}
              onChange={(e) => choose(e.target.value)}
              maxLength={200}
              autoComplete="off"
              lang={lang}
              data-testid="fillin"
            />
          </div>
        )}
        <div className="exam-wizard-actions">
          {index > 0 && (
            <button type="button" className="button" onClick={() => setIndex(index - 1)}>
              {t('sitting.previous')}
            </button>
          )}
          {index < total - 1 ? (
            <button
              type="button"
              className="button button-primary"
              onClick={() => setIndex(index + 1)}
              data-testid="next-question"
            >
              {t('sitting.next')}
            </button>
          ) : (
            <button
              type="button"
              className="button button-primary"
              disabled={sending || sent.current}
              onClick={() => setConfirming(true)}
              data-testid="finish-exam"
            >
              {t('sitting.finish')}
            </button>
          )}
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('sitting.confirmTitle')}
        confirmLabel={t('sitting.send')}
        cancelLabel={t('sitting.keepGoing')}
        onConfirm={() => void send()}
        onCancel={() => setConfirming(false)}
        testId="finish-confirm"
      >
        <p>{unanswered === 0 ? t('sitting.allAnswered') : t('sitting.unanswered', { count: unanswered })}</p>
      </ConfirmDialog>
    </>
  );
}

function ResultView({ result }: { result: Result }) {
  const { t } = useTranslation('exams');
  useEffect(() => {
    document.getElementById('sitting-title')?.focus();
  }, []);
  return (
    <div
      className={`card exam-outcome ${result.passed ? 'is-passed' : 'is-failed'}`}
      data-testid="exam-result"
      data-passed={result.passed}
    >
      <span className="exam-outcome-icon" aria-hidden="true">
        <Icon name={result.passed ? 'star' : 'heart'} size={64} />
      </span>
      <h1 id="sitting-title" tabIndex={-1}>
        {result.passed ? t('sitting.passedTitle') : t('sitting.failedTitle')}
      </h1>
      <p data-testid="exam-score">
        {t('sitting.score', { right: result.right, total: result.total, rate: percent(result.rate) })}
      </p>
      {!result.passed && <p>{t('sitting.need', { rate: percent(result.pass_rate) })}</p>}
      <LangLink className="button button-primary" to="/exams" data-testid="back-to-exams">
        {t('sitting.toExams')}
      </LangLink>
    </div>
  );
}
