import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../ui/kit/format';
import { mediaCategories, mediaPage, playSound, type CategoryView, type ItemView, type MediaKind } from './media';
import { Icon } from '../../ui/kit/icons';

export type PickerTab = 'costume' | 'background' | 'sound';
const PAGE_SIZE = 8;

/**
 * The media library as a big-button panel: the categories of costumes, backgrounds or sounds, then a
 * category's items a page at a time ("More"). A picture is chosen with one press; a sound is played
 * (▶) or added to the program. Online it reads the library calls; offline the list built into the app.
 */
export function MediaPicker({
  tab,
  onTab,
  current,
  onPick,
  onAddSound,
  onClose,
}: {
  tab: PickerTab;
  onTab: (tab: PickerTab) => void;
  current: string | null;
  onPick: (id: string | null) => void;
  onAddSound: (id: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('projects');
  const lang = useLang();
  const kind: MediaKind = tab === 'sound' ? 'sounds' : 'images';
  const [categories, setCategories] = useState<CategoryView[]>([]);
  const [offline, setOffline] = useState(false);
  const [category, setCategory] = useState<string | null>(null);
  const [items, setItems] = useState<ItemView[]>([]);
  const [page, setPage] = useState(1);
  const [pages, setPages] = useState(1);

  useEffect(() => {
    let cancelled = false;
    setCategory(null);
    void mediaCategories(kind)
      .then((r) => {
        if (cancelled) return;
        const shown = r.categories.filter((c) =>
          tab === 'sound' ? true : tab === 'background' ? c.kind === 'background' : c.kind === 'costume',
        );
        setCategories(shown);
        setOffline(r.offline);
        setCategory(shown[0]?.id ?? null);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [kind, tab]);

  useEffect(() => {
    if (!category) {
      setItems([]);
      return;
    }
    let cancelled = false;
    setPage(1);
    void mediaPage(kind, category, 1, PAGE_SIZE)
      .then((r) => {
        if (cancelled) return;
        setItems(r.items);
        setPages(r.pages);
        setOffline((o) => o || r.offline);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [kind, category]);

  const more = () => {
    if (!category || page >= pages) return;
    void mediaPage(kind, category, page + 1, PAGE_SIZE).then((r) => {
      setItems((list) => [...list, ...r.items]);
      setPage(r.page);
      setPages(r.pages);
    });
  };

  return (
    <div
      className="media-picker"
      role="dialog"
      aria-modal="false"
      aria-labelledby="media-picker-title"
      data-testid="media-picker"
    >
      <div className="media-picker-head">
        <h2 id="media-picker-title">{t('media.title')}</h2>
        <button type="button" className="button" onClick={onClose} data-testid="media-close">
          {t('bar.close')}
        </button>
      </div>
      <div className="media-tabs" role="tablist">
        {(['costume', 'background', 'sound'] as const).map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={tab === k}
            className={`button${tab === k ? ' button-primary' : ''}`}
            onClick={() => onTab(k)}
            data-testid={`media-tab-${k}`}
          >
            {t(k === 'costume' ? 'media.costumes' : k === 'background' ? 'media.backgrounds' : 'media.sounds')}
          </button>
        ))}
      </div>
      {offline && <p className="muted small">{t('media.offline')}</p>}
      <div className="media-categories" role="group" aria-label={t('media.title')}>
        {categories.map((c) => (
          <button
            key={c.id}
            type="button"
            className={`media-category${category === c.id ? ' is-current' : ''}`}
            aria-pressed={category === c.id}
            onClick={() => setCategory(c.id)}
            data-testid={`media-category-${c.id}`}
          >
            {c.cover_url && tab !== 'sound' && <img src={c.cover_url} alt="" width={32} height={32} />}
            <span>{c.name[lang]}</span>
          </button>
        ))}
      </div>
      <ul className="media-items">
        {tab !== 'sound' && (
          <li>
            <button
              type="button"
              className={`media-item${current === null ? ' is-current' : ''}`}
              aria-pressed={current === null}
              onClick={() => onPick(null)}
              data-testid="media-item-none"
            >
              <span className="media-item-none">
                <Icon name={tab === 'costume' ? 'robot' : 'cross'} size={36} />
              </span>
              <span>{tab === 'costume' ? t('media.noneRobo') : t('media.none')}</span>
            </button>
          </li>
        )}
        {items.map((item) => (
          <li key={item.id}>
            {tab === 'sound' ? (
              <div className="media-sound">
                <button
                  type="button"
                  className="button button-large"
                  aria-label={t('media.play', { name: item.name[lang] })}
                  onClick={() => playSound(item.id)}
                  data-testid={`media-play-${item.id}`}
                >
                  ▶ {item.name[lang]}
                </button>
                <button
                  type="button"
                  className="button"
                  onClick={() => onAddSound(item.id)}
                  data-testid={`media-add-${item.id}`}
                >
                  {t('media.addSound', { name: item.name[lang] })}
                </button>
              </div>
            ) : (
              <button
                type="button"
                className={`media-item${current === item.id ? ' is-current' : ''}`}
                aria-pressed={current === item.id}
                aria-label={t('media.choose', { name: item.name[lang] })}
                onClick={() => onPick(item.id)}
                data-testid={`media-item-${item.id}`}
              >
                <img src={item.url} alt="" width={64} height={64} />
                <span>{item.name[lang]}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
      {page < pages && (
        <button type="button" className="button" onClick={more} data-testid="media-more">
          {t('media.more')}
        </button>
      )}
    </div>
  );
}
