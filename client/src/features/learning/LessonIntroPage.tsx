import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatNumber, useLang } from '../../ui/kit/format';
import { keepFocusNear } from '../../ui/keep-focus';
import { Icon } from '../../ui/kit/icons';
import { LangLink } from '../../ui/LangLink';
import { LessonGate, type OpenLesson } from './parts/LessonGate';
import { ReadAloud } from './parts/ReadAloud';

/**
 * /lessonprevideo/{courseId}/{lessonId}/{isLock}: the lesson's introduction, one illustrated step at a
 * time (a big picture and a short text), read aloud where the browser can, then "Start the questions".
 * The lock shown comes from the device's own map; {isLock} only helps when the map is not on the device.
 */
export default function LessonIntroPage() {
  const { courseId, lessonId, isLock } = useParams();
  return (
    <LessonGate courseId={Number(courseId)} lessonId={Number(lessonId)} isLock={isLock === '1' || isLock === 'true'}>
      {(open) => <Intro key={open.bundle.lesson.lesson_id} open={open} courseId={Number(courseId)} />}
    </LessonGate>
  );
}

function Intro({ open, courseId }: { open: OpenLesson; courseId: number }) {
  const { t } = useTranslation('learning');
  const lang = useLang();
  const { lesson } = open.bundle;
  const steps = lesson.intro;
  const [index, setIndex] = useState(0);
  const step = steps[Math.min(index, steps.length - 1)];
  const last = index >= steps.length - 1;
  const playerHref = `/lesson/${courseId}/${lesson.lesson_id}`;
  const best = open.view?.progress;

  return (
    <section className="page lesson-intro" aria-labelledby="intro-title" data-testid="lesson-intro">
      <header className="lesson-top">
        <LangLink className="button" to={`/Myworld?course=${courseId}`}>
          <Icon name="chevron" className="flip-back" />
          {t('intro.backToMap')}
        </LangLink>
        <h1 id="intro-title">{lesson.title[lang]}</h1>
        {best && best.maxScore > 0 && (
          <p className="lesson-best">
            {t('intro.score', { score: formatNumber(best.bestScore, lang), max: formatNumber(best.maxScore, lang) })}
          </p>
        )}
      </header>

      {step && (
        <div className="intro-card card">
          <p className="intro-step-count" data-testid="intro-step">
            {t('intro.stepOf', { n: formatNumber(index + 1, lang), total: formatNumber(steps.length, lang) })}
          </p>
          <div className="intro-picture" aria-hidden="true">
            {step.picture}
          </div>
          <p className="intro-text" aria-live="polite" data-testid="intro-text">
            {step.text[lang]}
          </p>
          <ReadAloud text={step.text[lang]} lang={lang} />
          <ol className="intro-dots" aria-hidden="true">
            {steps.map((_, i) => (
              <li key={i} className={i === index ? 'is-current' : i < index ? 'is-done' : ''} />
            ))}
          </ol>
          <div className="intro-nav">
            <button
              type="button"
              className="button button-large"
              onClick={(e) => {
                // Back is disabled at the first step: focus goes to the step's way forward.
                const nav = e.currentTarget.parentElement;
                keepFocusNear(e.currentTarget, () => nav?.querySelector<HTMLElement>('.button-primary'));
                setIndex((i) => Math.max(0, i - 1));
              }}
              disabled={index === 0}
              data-testid="intro-back"
            >
              <Icon name="chevron" className="flip-back" />
              {t('intro.back')}
            </button>
            {last ? (
              <LangLink className="button button-primary button-large" to={playerHref} data-testid="start-questions">
                {t('intro.start')}
                <Icon name="chevron" className="flip-forward" />
              </LangLink>
            ) : (
              <button
                type="button"
                className="button button-primary button-large"
                onClick={(e) => {
                  // At the last step "Next" gives its place to "Start the questions": focus follows.
                  const nav = e.currentTarget.parentElement;
                  keepFocusNear(e.currentTarget, () => nav?.querySelector<HTMLElement>('.button-primary'));
                  setIndex((i) => Math.min(steps.length - 1, i + 1));
                }}
                data-testid="intro-next"
              >
                {t('intro.next')}
                <Icon name="chevron" className="flip-forward" />
              </button>
            )}
          </div>
        </div>
      )}
      {!last && (
        <p className="center intro-skip">
          <LangLink to={playerHref} data-testid="skip-intro">
            {t('intro.skip')}
          </LangLink>
        </p>
      )}
    </section>
  );
}
