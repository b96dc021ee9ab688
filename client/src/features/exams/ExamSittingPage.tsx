import { exams as calls, type BodyOf, type ResponseOf } from '@codeyard/shared-schema';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError, callApi } from '../../api/client';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { LangLink } from '../../ui/LangLink';
import { Icon } from '../../ui/kit/icons';
import { EmptyState, Loading, PageHeader, QueryView } from '../../ui/kit/states';
import { useApiQuery } from '../../ui/kit/use-api-query';
import { clock, OfflineExams, percent, useOnline } from './parts';
import './exams.css';

type Sitting = ResponseOf<typeof calls.startExam>['data'];
type Result = ResponseOf<typeof calls.finishExam>['data'];
type Answer = number | boolean | string;
type Task = NonNullable<Sitting['task']>;
type TaskAnswer = NonNullable<BodyOf<typeof calls.finishExam>['task']>;

// The track's own editor, loaded only when a sitting's task needs it.
const LevelTask = lazy(() => import('../blocks').then((m) => ({ default: m.LevelTask })));
const WebTask = lazy(() => import('../web').then((m) => ({ default: m.WebTask })));
const PythonTask = lazy(() => import('../python').then((m) => ({ default: m.PythonTask })));

/**
 * /exams/:examId: one sitting. The server draws the questions and keeps the deadline; the device counts
 * down from the seconds it was given, keeps the answers in this tab (a reload comes back to them) and sends
 * them when the child finishes or the time is up. After the questions comes the practical task, done in
 * its track's editor (the blocks, or the Web or Python editor): a SmoothY program is sent as it stands, Web
 * or Python code as it was last checked. The server grades all of it; the device shows its result.
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
  const task = sitting.task;
  const [taskAnswer, setTaskAnswer] = useState<TaskAnswer>();

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
        body: { answers: list, ...(taskAnswer && { task: taskAnswer }) },
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
  }, [answers, onResult, sitting.attempt_id, taskAnswer]);

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
    document.getElementById(index < sitting.questions.length ? 'exam-question' : 'exam-task-title')?.focus();
  }, [index, sitting.questions.length]);

  const total = sitting.questions.length;
  const onTask = task !== null && index === total;
  const question = sitting.questions[Math.min(index, total - 1)]!;
  const last = task ? total : total - 1;
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
        {task && (
          <button
            type="button"
            className={`chip${onTask ? ' chip-active' : ''}${taskAnswer ? ' is-answered' : ''}`}
            aria-current={onTask ? 'step' : undefined}
            onClick={() => setIndex(total)}
            data-testid="task-chip"
          >
            {t('sitting.taskNav')}
          </button>
        )}
      </nav>
      {task && (
        <TaskStep
          task={task}
          lang={lang}
          hidden={!onTask}
          answer={taskAnswer}
          onAnswer={setTaskAnswer}
          actions={
            <div className="exam-wizard-actions">
              <button type="button" className="button" onClick={() => setIndex(total - 1)}>
                {t('sitting.previous')}
              </button>
              <button
                type="button"
                className="button button-primary"
                disabled={sending || sent.current}
                onClick={() => setConfirming(true)}
                data-testid="finish-exam"
              >
                {t('sitting.finish')}
              </button>
            </div>
          }
        />
      )}
      <div
        className="card exam-question"
        data-testid="exam-question"
        data-question-type={question.type}
        hidden={onTask}
      >
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
          {index < last ? (
            <button
              type="button"
              className="button button-primary"
              onClick={() => setIndex(index + 1)}
              data-testid="next-question"
            >
              {t('sitting.next')}
            </button>
          ) : (
            // With a task, the sitting is finished from the task's step.
            !task && (
              <button
                type="button"
                className="button button-primary"
                disabled={sending || sent.current}
                onClick={() => setConfirming(true)}
                data-testid="finish-exam"
              >
                {t('sitting.finish')}
              </button>
            )
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
        {task && !taskAnswer && <p>{t('sitting.taskOpen')}</p>}
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
      {result.task_max > 0 && (
        <p data-testid="exam-task-score">
          {t('sitting.taskScore', { score: result.task_score, max: result.task_max })}
        </p>
      )}
      {!result.passed && <p>{t('sitting.need', { rate: percent(result.pass_rate) })}</p>}
      {result.awards.map((a) => (
        <p key={a.award} className="exam-award" data-testid={`exam-award-${a.award}`}>
          <Icon name="star" size={24} /> {t('sitting.newCertificate', { award: t(`sitting.awards.${a.award}`) })}
        </p>
      ))}
      <div className="exam-wizard-actions">
        {result.awards.length > 0 && (
          <LangLink className="button" to="/certificates" data-testid="to-certificates">
            {t('sitting.toCertificates')}
          </LangLink>
        )}
        <LangLink className="button button-primary" to="/exams" data-testid="back-to-exams">
          {t('sitting.toExams')}
        </LangLink>
      </div>
    </div>
  );
}

/**
 * The practical task: its instructions, then its track's editor. It stays mounted while the child goes back
 * to the questions (hidden), so nothing built or written is lost.
 */
function TaskStep({
  task,
  lang,
  hidden,
  answer,
  onAnswer,
  actions,
}: {
  task: Task;
  lang: 'en' | 'ar';
  hidden: boolean;
  answer: TaskAnswer | undefined;
  onAnswer: (answer: TaskAnswer) => void;
  actions: React.ReactNode;
}) {
  const { t } = useTranslation('exams');
  const content = task.level ?? task.exercise;
  const code = task.track !== 'smoothy';
  return (
    <div className="card exam-task" hidden={hidden} data-testid="exam-task" data-track={task.track}>
      <p className="muted">{t('sitting.task')}</p>
      <h2 id="exam-task-title" tabIndex={-1} lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'}>
        {content?.title[lang]}
      </h2>
      <p lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'} data-testid="exam-task-instructions">
        {content?.instructions[lang]}
      </p>
      <p className="muted">
        {t('sitting.taskLead', { points: task.points })} {t(code ? 'sitting.taskCode' : 'sitting.taskBlocks')}
      </p>
      {code && (
        <p className="exam-task-state" role="status" data-testid="exam-task-state" data-checked={Boolean(answer)}>
          {answer ? t('sitting.taskChecked') : t('sitting.taskNotChecked')}
        </p>
      )}
      <Suspense fallback={<Loading />}>
        {task.level && <LevelTask task={task.level} onAnswer={(program) => onAnswer({ program })} />}
        {task.exercise?.language === 'web' && <WebTask exercise={task.exercise} onAnswer={onAnswer} />}
        {task.exercise?.language === 'python' && <PythonTask exercise={task.exercise} onAnswer={onAnswer} />}
      </Suspense>
      {actions}
    </div>
  );
}
