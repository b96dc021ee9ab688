import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Slide } from '@codeyard/shared-schema';
import { formatNumber, useLang } from '../../ui/kit/format';
import { Icon } from '../../ui/kit/icons';
import { GamePictureView } from '../games';

/** One slide as it is shown: its title, its picture and its words (the show, and a teacher's read-only view). */
export function SlideFace({
  slide,
  size = 180,
  heading = 'h2',
}: {
  slide: Slide;
  size?: number;
  heading?: 'h2' | 'h3';
}) {
  const Title = heading;
  return (
    <div className="office-show-slide">
      <Title>{slide.title}</Title>
      {slide.picture && <GamePictureView name={slide.picture} size={size} />}
      <p>{slide.text}</p>
    </div>
  );
}

/** The slideshow: one slide large, the arrow keys (the reading way) or the buttons go on and back, Escape closes. */
export function SlideShow({
  slides,
  start,
  onClose,
  rtl,
}: {
  slides: readonly Slide[];
  start: number;
  onClose: () => void;
  rtl: boolean;
}) {
  const { t } = useTranslation('office-games');
  const lang = useLang();
  const n = (value: number) => formatNumber(value, lang);
  const [at, setAt] = useState(start);
  const ref = useRef<HTMLDivElement>(null);
  const total = slides.length;
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
  const slide = slides[at]!;
  return (
    <div
      ref={ref}
      className="office-show"
      role="dialog"
      aria-modal="true"
      aria-label={t('slides.showing', { n: n(at + 1), total: n(total) })}
      tabIndex={-1}
      data-testid="slide-show-view"
      data-slide={at + 1}
    >
      <SlideFace slide={slide} />
      <div className="office-show-bar">
        <button type="button" className="button button-large" onClick={() => go(-1)} disabled={at === 0}>
          <Icon name="chevron" className="flip-back" />
          {t('slides.previous')}
        </button>
        <span role="status">{t('slides.showing', { n: n(at + 1), total: n(total) })}</span>
        <button type="button" className="button button-large" onClick={() => go(1)} disabled={at === total - 1}>
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
