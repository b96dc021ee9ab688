import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, useLang } from '../../../ui/kit/format';
import { Icon } from '../../../ui/kit/icons';
import { LangLink } from '../../../ui/LangLink';
import { columnsFor, layoutPath, PATH_ROW, roadPath, STONE_CENTRE } from '../model/path-layout';
import type { CourseView, StoneView } from '../model/world';
import { stoneHref, stoneLabel } from './bits';
import { KindIcon } from './KindIcon';

/**
 * A course's stones as a winding path of big round stones. Each stone is a link (a lesson to open) or a
 * button (coming soon, or locked: it says why), with its place, title, kind and state in its name.
 */
export function StonePath({ course, onTrialStone }: { course: CourseView; onTrialStone: () => void }) {
  const { t } = useTranslation('learning');
  const lang = useLang();
  const [message, setMessage] = useState('');
  const title = course.data.course.title[lang];
  const boxRef = useRef<HTMLDivElement>(null);
  const [cols, setCols] = useState(4);
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const measure = () => setCols(columnsFor(box.clientWidth));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  const points = layoutPath(course.stones.length, cols);
  const rows = Math.ceil(course.stones.length / cols);
  const height = rows * PATH_ROW;
  const road = roadPath(points, cols);

  const explain = (view: StoneView) => {
    const name = view.stone.title[lang];
    if (view.status.button === 'soon') setMessage(t('stone.soonMessage', { title: name }));
    else
      setMessage(
        t('stone.lockedMessage', {
          title: name,
          reason: view.status.lockReason ? t(`stone.reasons.${view.status.lockReason}`) : '',
        }),
      );
    if (view.status.lockReason === 'trial') onTrialStone();
  };

  return (
    <div className="stone-path-wrap">
      <div className="stone-path" style={{ blockSize: height }} ref={boxRef}>
        <svg
          className="path-road"
          viewBox={`0 0 100 ${height}`}
          preserveAspectRatio="none"
          aria-hidden="true"
          focusable="false"
        >
          <path d={road} className="path-road-edge" vectorEffect="non-scaling-stroke" />
          <path d={road} className="path-road-sand" vectorEffect="non-scaling-stroke" />
          <path d={road} className="path-road-line" vectorEffect="non-scaling-stroke" />
        </svg>
        <ol className="stone-list" aria-label={t('myWorld.pathLabel', { title })}>
          {course.stones.map((view, i) => {
            const button = view.status.button;
            const href = stoneHref(course, view);
            const name = view.stone.title[lang];
            const label = stoneLabel(t, view, name, lang);
            const face = (
              <>
                <span className="stone-face" aria-hidden="true">
                  <KindIcon kind={view.stone.kind} size={40} />
                  <span className="stone-number">{formatNumber(view.number, lang)}</span>
                  {(button === 'completed' || button === 'finished') && (
                    <span className="stone-badge stone-badge-done">
                      <Icon name="check" size={22} />
                    </span>
                  )}
                  {button === 'locked' && (
                    <span className="stone-badge stone-badge-lock">
                      <Icon name="lock" size={20} />
                    </span>
                  )}
                </span>{' '}
                {/* The spaces (no box in a flex or grid layout) keep the words apart in the text that
                    voice control and axe read: "1 What is a program? Start here", not "1What…?Start here". */}
                <span className="stone-caption" aria-hidden="true">
                  <span className="stone-title">{name}</span>{' '}
                  <span className="stone-state">{t(`stone.states.${button}`)}</span>
                </span>
              </>
            );
            const common = {
              className: `stone stone-${button} stone-kind-${view.stone.kind}${view.status.lockReason ? ` stone-lock-${view.status.lockReason}` : ''}`,
              'aria-label': label,
              'data-testid': `stone-${view.stone.id}`,
              'data-state': button,
              'data-kind': view.stone.kind,
            };
            return (
              <li
                key={view.stone.id}
                className="stone-slot"
                style={{ insetBlockStart: points[i].y - STONE_CENTRE, insetInlineStart: `${points[i].x * 100}%` }}
              >
                {(button === 'start' || button === 'next') && (
                  <span className="stone-here" aria-hidden="true">
                    {t('stone.youAreHere')}
                  </span>
                )}
                {href ? (
                  <LangLink
                    to={href}
                    {...common}
                    aria-current={button === 'start' || button === 'next' ? 'step' : undefined}
                  >
                    {face}
                  </LangLink>
                ) : (
                  <button type="button" {...common} onClick={() => explain(view)}>
                    {face}
                  </button>
                )}
              </li>
            );
          })}
        </ol>
      </div>
      <p className="stone-message" role="status" aria-live="polite" data-testid="stone-message">
        {message}
      </p>
    </div>
  );
}
