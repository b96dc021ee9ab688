import { useTranslation } from 'react-i18next';
import { emptySlide, MAX_SLIDES, moveSlide, type GamePicture, type Slide } from '@codeyard/shared-schema';
import { formatNumber, useLang } from '../../ui/kit/format';
import { Icon } from '../../ui/kit/icons';
import { GamePictureView } from '../games';
import { PictureChooser } from './PictureChooser';

/**
 * The slides editor (the presentation game's and a presentation project's): the list of slides to choose, add,
 * move and delete, and the chosen slide's title, words and picture (one of `pictures`), with the way to show them.
 */
export function SlideDeckEditor({
  slides,
  pictures,
  current,
  onSelect,
  onChange,
  onShow,
  beep,
}: {
  slides: readonly Slide[];
  pictures: readonly GamePicture[];
  /** The chosen slide (kept within the list). */
  current: number;
  onSelect: (index: number) => void;
  /** The slides changed, and the slide to choose then. */
  onChange: (slides: Slide[], select: number) => void;
  onShow: (from: number) => void;
  beep?: (sound: 'turn' | 'pair') => void;
}) {
  const { t } = useTranslation('office-games');
  const lang = useLang();
  const n = (value: number) => formatNumber(value, lang);
  const at = Math.min(current, Math.max(0, slides.length - 1));
  const slide = slides[at];
  const change = (next: Slide[], select = at) => onChange(next, select);
  const edit = (patch: Partial<Slide>) => change(slides.map((s, i) => (i === at ? { ...s, ...patch } : s)));
  return (
    <div className="office-work office-slides">
      <nav className="office-slide-list card" aria-label={t('slides.list')}>
        <ol>
          {slides.map((s, i) => (
            <li key={i}>
              <button
                type="button"
                className="office-slide-thumb"
                aria-current={i === at ? 'true' : undefined}
                onClick={() => onSelect(i)}
                data-testid={`slide-thumb-${i}`}
              >
                <span className="office-slide-number">{n(i + 1)}</span>
                {s.picture && <GamePictureView name={s.picture} size={36} />}
                <span className="office-slide-thumb-title">{s.title.trim() || t('slides.untitled')}</span>
              </button>
            </li>
          ))}
        </ol>
        {slides.length === 0 && <p>{t('slides.none')}</p>}
        <div className="office-slide-actions">
          <button
            type="button"
            className="button"
            disabled={slides.length >= MAX_SLIDES}
            onClick={() => {
              beep?.('turn');
              change([...slides, emptySlide()], slides.length);
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
            onClick={() => change(moveSlide({ slides: [...slides] }, at, -1).slides, at - 1)}
            data-testid="slide-up"
          >
            <Icon name="arrowUp" />
            {t('slides.up')}
          </button>
          <button
            type="button"
            className="button"
            disabled={at >= slides.length - 1}
            onClick={() => change(moveSlide({ slides: [...slides] }, at, 1).slides, at + 1)}
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
                slides.filter((_, i) => i !== at),
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
          <PictureChooser
            pictures={pictures}
            chosen={slide.picture}
            onChoose={(picture) => {
              beep?.('pair');
              edit({ picture });
            }}
          />
          <button type="button" className="button button-large" onClick={() => onShow(at)} data-testid="slide-show">
            <Icon name="play" className="flip-forward" />
            {t('slides.show')}
          </button>
        </div>
      )}
    </div>
  );
}
