import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Value } from 'typebox/value';
import {
  checkSlides,
  emptySlide,
  MAX_SLIDES,
  moveSlide,
  SlideDeck,
  type GamePicture,
  type Slide,
  type SlidesGameFile,
} from '@codeyard/shared-schema';
import { formatNumber, useLang } from '../../ui/kit/format';
import { Icon } from '../../ui/kit/icons';
import { GamePictureView, type useGameSound } from '../games';
import { useKeptWork, workKey } from './kept-work';
import {
  Checklist,
  FinishBar,
  OfficeEnd,
  OfficeStonePage,
  useOfficeFinish,
  type OfficeStoneProps,
} from './OfficeParts';

/**
 * /presentation?lessonId=: the slides (course 11's presentation game). The child adds, moves and deletes
 * slides, gives each a title, words and one of the task's pictures, and shows them one by one (the arrow
 * keys, Escape to close). The checklist ticks as the presentation meets each goal.
 */
export default function SlidesPage() {
  return (
    <OfficeStonePage<SlidesGameFile> tool="slides">
      {(props) => <SlidesTask key={props.lessonId} {...props} />}
    </OfficeStonePage>
  );
}

const freshDeck = (): SlideDeck => ({ slides: [emptySlide()] });

function SlidesTask({
  file,
  lessonId,
  courseId,
  db,
  top,
  sound,
}: OfficeStoneProps<SlidesGameFile> & { top: ReactNode; sound: ReturnType<typeof useGameSound> }) {
  const { t } = useTranslation('office-games');
  const lang = useLang();
  const n = (value: number) => formatNumber(value, lang);
  const [deck, keep] = useKeptWork<SlideDeck>(db, workKey('slides', lessonId), freshDeck, (w) =>
    Value.Check(SlideDeck, w),
  );
  const [current, setCurrent] = useState(0);
  const [showing, setShowing] = useState<number | null>(null);
  const finishing = useOfficeFinish({ courseId, lessonId, kind: 'game', sound });
  if (!deck) return null;
  const check = checkSlides(file, deck);
  const at = Math.min(current, Math.max(0, deck.slides.length - 1));
  const slide = deck.slides[at];

  const change = (slides: Slide[], select = at) => {
    keep({ slides });
    setCurrent(select);
  };
  const edit = (patch: Partial<Slide>) => change(deck.slides.map((s, i) => (i === at ? { ...s, ...patch } : s)));

  const again = () => {
    keep(freshDeck());
    setCurrent(0);
    finishing.again();
  };

  if (showing !== null && deck.slides.length > 0)
    return <SlideShow deck={deck} start={showing} onClose={() => setShowing(null)} rtl={lang === 'ar'} />;

  return (
    <section className="page game-page office-page" aria-labelledby="office-title" data-testid="slides-game">
      {top}
      <h1 id="office-title" className="game-title">
        {finishing.title ? finishing.title[lang] : t('kind.slides')}
      </h1>
      <p className="game-how">{file.brief[lang]}</p>
      {finishing.finished ? (
        <OfficeEnd check={check} finishing={finishing} courseId={courseId} onAgain={again} />
      ) : (
        <div className="office-layout">
          <div className="office-work office-slides">
            <nav className="office-slide-list card" aria-label={t('slides.list')}>
              <ol>
                {deck.slides.map((s, i) => (
                  <li key={i}>
                    <button
                      type="button"
                      className="office-slide-thumb"
                      aria-current={i === at ? 'true' : undefined}
                      onClick={() => setCurrent(i)}
                      data-testid={`slide-thumb-${i}`}
                    >
                      <span className="office-slide-number">{n(i + 1)}</span>
                      {s.picture && <GamePictureView name={s.picture} size={36} />}
                      <span className="office-slide-thumb-title">{s.title.trim() || t('slides.untitled')}</span>
                    </button>
                  </li>
                ))}
              </ol>
              {deck.slides.length === 0 && <p>{t('slides.none')}</p>}
              <div className="office-slide-actions">
                <button
                  type="button"
                  className="button"
                  disabled={deck.slides.length >= MAX_SLIDES}
                  onClick={() => {
                    sound.beep('turn');
                    change([...deck.slides, emptySlide()], deck.slides.length);
                  }}
                  data-testid="slide-add"
                >
                  <Icon name="plus" />
                  {t('slides.add')}
                </button>
                <button
                  type="button"
                  className="button"
                  disabled={at === 0 || !slide}
                  onClick={() => change(moveSlide(deck, at, -1).slides, at - 1)}
                  data-testid="slide-up"
                >
                  <Icon name="arrowUp" />
                  {t('slides.up')}
                </button>
                <button
                  type="button"
                  className="button"
                  disabled={at >= deck.slides.length - 1}
                  onClick={() => change(moveSlide(deck, at, 1).slides, at + 1)}
                  data-testid="slide-down"
                >
                  <Icon name="arrowDown" />
                  {t('slides.down')}
                </button>
                <button
                  type="button"
                  className="button"
                  disabled={!slide}
                  onClick={() =>
                    change(
                      deck.slides.filter((_, i) => i !== at),
                      Math.max(0, at - 1),
                    )
                  }
                  data-testid="slide-delete"
                >
                  <Icon name="trash" />
                  {t('slides.remove')}
                </button>
              </div>
            </nav>
            {slide && (
              <div className="office-slide-editor card" data-testid="slide-editor">
                <h2>{t('slides.slide', { n: n(at + 1) })}</h2>
                <label className="office-field">
                  <span>{t('slides.title')}</span>
                  <input
                    value={slide.title}
                    maxLength={80}
                    onChange={(event) => edit({ title: event.target.value })}
                    data-testid="slide-title"
                  />
                </label>
                <label className="office-field">
                  <span>{t('slides.text')}</span>
                  <textarea
                    value={slide.text}
                    maxLength={300}
                    rows={3}
                    onChange={(event) => edit({ text: event.target.value })}
                    data-testid="slide-text"
                  />
                </label>
                <fieldset className="office-pictures">
                  <legend>{t('slides.picture')}</legend>
                  {file.pictures.map((picture: GamePicture) => (
                    <button
                      key={picture}
                      type="button"
                      className="office-picture"
                      aria-pressed={slide.picture === picture}
                      aria-label={t('slides.pictureName', { name: t(`games:pictures.${picture}`) })}
                      onClick={() => {
                        sound.beep('pair');
                        edit({ picture });
                      }}
                      data-testid={`slide-picture-${picture}`}
                    >
                      <GamePictureView name={picture} size={52} />
                    </button>
                  ))}
                </fieldset>
                <button
                  type="button"
                  className="button button-large"
                  onClick={() => setShowing(at)}
                  data-testid="slide-show"
                >
                  <Icon name="play" className="flip-forward" />
                  {t('slides.show')}
                </button>
              </div>
            )}
          </div>
          <div className="office-side">
            <Checklist check={check} />
            <FinishBar said={finishing.said} onFinish={() => void finishing.finish(check, { slides: deck })} />
          </div>
        </div>
      )}
    </section>
  );
}

/** The slideshow: one slide large, the arrow keys (the reading way) or the buttons go on and back, Escape closes. */
function SlideShow({
  deck,
  start,
  onClose,
  rtl,
}: {
  deck: SlideDeck;
  start: number;
  onClose: () => void;
  rtl: boolean;
}) {
  const { t } = useTranslation('office-games');
  const lang = useLang();
  const n = (value: number) => formatNumber(value, lang);
  const [at, setAt] = useState(start);
  const ref = useRef<HTMLDivElement>(null);
  const total = deck.slides.length;
  const go = (by: number) => setAt((i) => Math.min(total - 1, Math.max(0, i + by)));
  // The keys work wherever the focus is in the show (a full-screen view, like a presentation program's).
  useEffect(() => {
    ref.current?.focus();
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === forward || event.key === 'ArrowDown' || event.key === 'PageDown')
        setAt((i) => Math.min(total - 1, i + 1));
      else if (event.key === back || event.key === 'ArrowUp' || event.key === 'PageUp')
        setAt((i) => Math.max(0, i - 1));
      else if (event.key === 'Escape') onClose();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [rtl, total, onClose]);
  const slide = deck.slides[at]!;
  return (
    <div
      ref={ref}
      className="office-show"
      role="dialog"
      aria-modal="true"
      aria-label={t('slides.showing', { n: n(at + 1), total: n(deck.slides.length) })}
      tabIndex={-1}
      data-testid="slide-show-view"
      data-slide={at + 1}
    >
      <div className="office-show-slide">
        <h2>{slide.title}</h2>
        {slide.picture && <GamePictureView name={slide.picture} size={180} />}
        <p>{slide.text}</p>
      </div>
      <div className="office-show-bar">
        <button type="button" className="button button-large" onClick={() => go(-1)} disabled={at === 0}>
          <Icon name="chevron" className="flip-back" />
          {t('slides.previous')}
        </button>
        <span role="status">{t('slides.showing', { n: n(at + 1), total: n(deck.slides.length) })}</span>
        <button
          type="button"
          className="button button-large"
          onClick={() => go(1)}
          disabled={at === deck.slides.length - 1}
        >
          {t('slides.next')}
          <Icon name="chevron" className="flip-forward" />
        </button>
        <button type="button" className="button button-large" onClick={onClose} data-testid="slide-show-close">
          <Icon name="cross" />
          {t('slides.close')}
        </button>
      </div>
      <p className="game-keys">{t('slides.showKeys')}</p>
    </div>
  );
}
