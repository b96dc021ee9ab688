import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { Language } from '@codeyard/shared-schema';
import { formatNumber, useLang } from '../../ui/kit/format';
import { keepFocusNear } from '../../ui/keep-focus';
import { ContentPicture } from '../../ui/kit/content-picture';
import { Icon } from '../../ui/kit/icons';
import { LangLink } from '../../ui/LangLink';
import { useReducedMotion } from '../../ui/use-reduced-motion';
import {
  AFTER_VOICE_MS,
  CAPTION_START_S,
  GROUP_DELAY_S,
  captionGroups,
  motionFor,
  readingTimeMs,
} from './model/intro-story';
import { LessonGate, type OpenLesson } from './parts/LessonGate';
import { ReadAloud, speak, speechSupported } from './parts/ReadAloud';

/**
 * /lessonprevideo/{courseId}/{lessonId}/{isLock}: the lesson's introduction as a short animated story, one
 * illustrated step at a time (the picture enters and moves, the caption appears a few words at a time).
 * "Play" reads each caption aloud in the interface language and moves on when the voice ends (or after a
 * reading time without a voice), until the last step; Pause, Watch again, Back and Next; Space and the
 * arrows too. With reduced motion: the still version (nothing moves, steps change only by Next, a read-aloud
 * button). The lock shown comes from the device's own map; {isLock} only helps when the map is not on the
 * device.
 */
export default function LessonIntroPage() {
  const { courseId, lessonId, isLock } = useParams();
  return (
    <LessonGate courseId={Number(courseId)} lessonId={Number(lessonId)} isLock={isLock === '1' || isLock === 'true'}>
      {(open) => <Intro key={open.bundle.lesson.lesson_id} open={open} courseId={Number(courseId)} />}
    </LessonGate>
  );
}

/** Keys typed into a field, or pressed on a control that uses them itself, are not the story's. */
function keyBelongsToControl(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return true;
  return key === ' ' && /^(BUTTON|A|SUMMARY)$/.test(target.tagName);
}

/** Plays the story while `playing`: reads the step, then calls `onDone` (once) when it is time to move on. */
function useStoryClock(playing: boolean, text: string, lang: Language, step: string, onDone: () => void) {
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (!playing) return;
    let live = true;
    const timers: number[] = [];
    const finish = () => {
      if (!live) return;
      live = false;
      done.current();
    };
    const after = (ms: number) => timers.push(window.setTimeout(finish, ms));
    const reading = readingTimeMs(text);
    const voice = speechSupported();
    if (voice) {
      window.speechSynthesis.cancel();
      speak(text, lang, {
        onEnd: () => live && after(AFTER_VOICE_MS),
        onError: () => live && after(reading),
      });
      // Some voices never say they ended: the story does not wait for ever.
      after(reading * 3);
    } else {
      after(reading);
    }
    return () => {
      live = false;
      timers.forEach((t) => window.clearTimeout(t));
      if (voice) window.speechSynthesis.cancel();
    };
  }, [playing, text, lang, step]);
}

function Intro({ open, courseId }: { open: OpenLesson; courseId: number }) {
  const { t } = useTranslation('learning');
  const lang = useLang();
  const still = useReducedMotion();
  const { lesson } = open.bundle;
  const steps = lesson.intro;
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  /** Counts "Watch again": the step's animation starts over even when the step stays the same. */
  const [run, setRun] = useState(0);
  const navRef = useRef<HTMLDivElement>(null);
  const step = steps[Math.min(index, steps.length - 1)];
  const last = index >= steps.length - 1;
  const playerHref = `/lesson/${courseId}/${lesson.lesson_id}`;
  const best = open.view?.progress;
  const text = step?.text[lang] ?? '';
  const animated = !still;
  const isPlaying = animated && playing;

  /** Moves to a step; a control that disappears by it (Next at the last step) hands focus to its neighbour. */
  const goTo = (next: number) => {
    const active = document.activeElement;
    if (active instanceof HTMLElement && navRef.current?.contains(active))
      keepFocusNear(active, () => navRef.current?.querySelector<HTMLElement>('.button-primary'));
    setIndex(Math.max(0, Math.min(steps.length - 1, next)));
  };

  useStoryClock(isPlaying, text, lang, `${index}:${run}`, () => {
    if (last) setPlaying(false);
    else goTo(index + 1);
  });

  const replay = () => {
    setIndex(0);
    setRun((r) => r + 1);
    setPlaying(true);
  };

  const keys = useRef<(e: KeyboardEvent) => void>(() => {});
  keys.current = (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey || keyBelongsToControl(e.target, e.key)) return;
    const forward = lang === 'ar' ? 'ArrowLeft' : 'ArrowRight';
    const backward = lang === 'ar' ? 'ArrowRight' : 'ArrowLeft';
    if (e.key === forward) goTo(index + 1);
    else if (e.key === backward) goTo(index - 1);
    else if (e.key === ' ' && animated) setPlaying((p) => !p);
    else return;
    e.preventDefault();
  };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => keys.current(e);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

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
        <div
          className={`intro-card card${animated ? ' is-animated' : ' is-still'}${isPlaying ? ' is-playing' : ''}`}
          data-testid="intro-story"
          data-mode={animated ? 'animated' : 'still'}
          data-playing={isPlaying}
        >
          <p className="intro-step-count" data-testid="intro-step">
            {t('intro.stepOf', { n: formatNumber(index + 1, lang), total: formatNumber(steps.length, lang) })}
          </p>
          <div key={`${index}:${run}`} className="intro-scene">
            <div className={`intro-picture motion-${motionFor(index)}`} data-testid="intro-picture">
              <ContentPicture emoji={step.picture} size={160} />
            </div>
            <p className="intro-text" aria-live="polite" data-testid="intro-text">
              {animated
                ? captionGroups(text).map((group, i) => (
                    <span key={i}>
                      {i > 0 && ' '}
                      <span
                        className="caption-group"
                        style={{ animationDelay: `${CAPTION_START_S + i * GROUP_DELAY_S}s` }}
                      >
                        {group}
                      </span>
                    </span>
                  ))
                : text}
            </p>
          </div>
          {still && <ReadAloud text={text} lang={lang} />}
          <ol className="intro-dots" aria-hidden="true" data-testid="intro-dots">
            {steps.map((_, i) => (
              <li key={i} className={i === index ? 'is-current' : i < index ? 'is-done' : ''} />
            ))}
          </ol>
          <div className="intro-nav" ref={navRef}>
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
            {animated && (
              <div className="intro-controls">
                <button
                  type="button"
                  className="button button-large intro-play"
                  aria-pressed={isPlaying}
                  onClick={() => setPlaying((p) => !p)}
                  data-testid="intro-play"
                >
                  <Icon name={isPlaying ? 'pause' : 'play'} />
                  {isPlaying ? t('intro.pause') : t('intro.play')}
                </button>
                <button type="button" className="button button-large" onClick={replay} data-testid="intro-replay">
                  <Icon name="replay" />
                  {t('intro.replay')}
                </button>
              </div>
            )}
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
          {animated && <p className="intro-keys">{t('intro.storyHelp')}</p>}
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
