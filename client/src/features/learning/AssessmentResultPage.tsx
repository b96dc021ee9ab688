import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { rightAnswer, type Answer, type Language, type Question } from '@codeyard/shared-schema';
import { formatNumber, useLang } from '../../ui/kit/format';
import { Icon } from '../../ui/kit/icons';
import { EmptyState, Loading } from '../../ui/kit/states';
import { LangLink } from '../../ui/LangLink';
import { lessonAfter } from './model/world';
import { fetchAssessmentResult } from './offline/actions';
import { useLatestSubmission, useUserDb, useWorld } from './offline/hooks';
import { stoneHref, Stars, SyncNote } from './parts/bits';

/**
 * /assessmentresult/{lessonId}: the latest attempt at a lesson, from Dexie (graded on this device the
 * moment the lesson ended, or read back from the server when it was made elsewhere): score, stars, every
 * question with the child's answer and the right one, points earned, where to go next, and whether the
 * result has reached the server.
 */
export default function AssessmentResultPage() {
  const { t } = useTranslation('learning');
  const lang = useLang();
  const { lessonId } = useParams();
  const id = Number(lessonId);
  const db = useUserDb();
  const submission = useLatestSubmission(id);
  const world = useWorld();
  const [lookup, setLookup] = useState<'idle' | 'busy' | 'done'>('idle');

  useEffect(() => {
    if (submission !== null || !db || lookup !== 'idle') return;
    setLookup('busy');
    fetchAssessmentResult(db, id)
      .finally(() => setLookup('done'))
      .catch(() => undefined);
  }, [submission, db, lookup, id]);

  if (submission === undefined || (submission === null && lookup !== 'done'))
    return <Loading label={t('result.loading')} />;
  if (submission === null) {
    return (
      <section className="page page-narrow">
        <EmptyState icon="search" title={t('result.none')}>
          <LangLink className="button button-primary" to="/Myworld">
            {t('result.backToWorld')}
          </LangLink>
        </EmptyState>
      </section>
    );
  }

  const course = world?.find((c) => c.id === submission.course_id);
  const next = lessonAfter(course, id);
  const nextHref = next && course ? stoneHref(course, next) : null;
  const perfect = submission.results.length > 0 && submission.results.every((r) => r.correct);
  const cheer = perfect ? t('result.perfect') : submission.rate >= 60 ? t('result.good') : t('result.keep');
  const title = course?.stones.find((s) => s.stone.id === id)?.stone.title[lang];

  return (
    <section
      className="page result-page"
      aria-labelledby="result-title"
      data-testid="assessment-result"
      data-score={submission.score}
      data-max={submission.max_score}
    >
      <div className={`result-hero card${perfect ? ' is-perfect' : ''}`}>
        <p className="result-lesson">{title}</p>
        <h1 id="result-title">{cheer}</h1>
        <Stars n={submission.stars} label={t('result.stars', { n: submission.stars })} />
        <p className="result-score" data-testid="result-score">
          {t('result.score', {
            score: formatNumber(submission.score, lang),
            max: formatNumber(submission.max_score, lang),
          })}
        </p>
        {submission.points_awarded !== null && (
          <p className="result-points" data-testid="result-points" data-points={submission.points_awarded}>
            <Icon name="star" size={26} />
            {submission.points_awarded > 0
              ? t('result.pointsEarned', { n: formatNumber(submission.points_awarded, lang) })
              : t('result.noNewPoints')}
          </p>
        )}
        {submission.source === 'device' ? <SyncNote syncRef={submission.ref} /> : <SyncNote syncRef={undefined} />}
        <div className="result-actions">
          {nextHref && (
            <LangLink className="button button-primary button-large" to={nextHref} data-testid="next-lesson">
              {t('result.nextLesson')}
              <Icon name="chevron" className="flip-forward" />
            </LangLink>
          )}
          <LangLink
            className="button button-large"
            to={`/lessonprevideo/${submission.course_id}/${id}/0`}
            data-testid="try-again"
          >
            {t('result.tryAgain')}
          </LangLink>
          <LangLink
            className="button button-large"
            to={`/Myworld?course=${submission.course_id}`}
            data-testid="back-to-world"
          >
            {t('result.backToWorld')}
          </LangLink>
        </div>
      </div>

      <h2>{t('result.answers')}</h2>
      <ol className="result-list">
        {submission.results.map((r) => (
          <li
            key={r.question_id}
            className={`result-item card ${r.correct ? 'is-right' : r.rate > 0 ? 'is-partly' : 'is-wrong'}`}
            data-testid={`result-q-${r.question_id}`}
            data-correct={r.correct}
          >
            <p className="result-verdict">
              <Icon name={r.correct ? 'check' : 'alert'} size={24} />
              <strong>{r.correct ? t('result.correct') : r.rate > 0 ? t('result.partly') : t('result.wrong')}</strong>
              {r.points > 0 && <span className="result-item-points">+{formatNumber(r.points, lang)}</span>}
            </p>
            <p className="result-prompt">{r.question.prompt[lang]}</p>
            <dl className="result-answers">
              <div>
                <dt>{t('result.yourAnswer')}</dt>
                <dd>{answerText(r.question, r.answer, lang, t) ?? t('result.noAnswer')}</dd>
              </div>
              {!r.correct && (
                <div>
                  <dt>{t('result.rightAnswer')}</dt>
                  <dd>{rightAnswerText(r.question, lang, t)}</dd>
                </div>
              )}
            </dl>
            {r.question.explanation && <p className="result-explain">{r.question.explanation[lang]}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** An answer in words: the option, true/false, the typed text, the cards in order, the pairs. */
export function answerText(
  question: Question,
  answer: Answer | null,
  lang: Language,
  t: (key: string) => string,
): string | null {
  if (answer === null || answer === undefined) return null;
  const sep = lang === 'ar' ? '، ' : ', ';
  switch (question.type) {
    case 'choice':
      return typeof answer === 'number' ? (question.options[answer]?.[lang] ?? null) : null;
    case 'truefalse':
      return typeof answer === 'boolean' ? t(answer ? 'player.true' : 'player.false') : null;
    case 'fillin':
      return typeof answer === 'string' ? answer : null;
    case 'ordering':
      return Array.isArray(answer)
        ? answer.map((i) => question.items[i]?.[lang] ?? '?').join(lang === 'ar' ? ' ← ' : ' → ')
        : null;
    case 'matching':
      return Array.isArray(answer)
        ? answer.map((r, l) => `${question.pairs[l]?.left[lang]} = ${question.pairs[r]?.right[lang] ?? '?'}`).join(sep)
        : null;
  }
}

/** The right answer in words, a typed word in the interface language. */
export function rightAnswerText(question: Question, lang: Language, t: (key: string) => string): string | null {
  if (question.type === 'fillin') return question.accepted[lang][0] ?? question.accepted.en[0];
  return answerText(question, rightAnswer(question), lang, t);
}
