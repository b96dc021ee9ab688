import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  checkColouring,
  COLOURING_PALETTE,
  COLOURING_PICTURES,
  colouringLegend,
  regionsOf,
  type ColouringGame,
  type ColouringGameFile,
  type ColouringPage,
} from '@codeyard/shared-schema';
import { formatNumber, useLang } from '../../ui/kit/format';
import { Icon } from '../../ui/kit/icons';
import type { UserDb } from '../../storage/user-db';
import { GameStoneFromSearch, GameTop, NextStoneLink, useGameSound, useStoneNav } from '../games';
import { submitGameDone, SyncNote, useUserDb } from '../learning';
import { colourRegion, emptyWork, readWork, resultColours, workKey, type ColouringWork } from './colouring-rules';
import './colouring.css';

/**
 * /coloring and /coloring2 (?lessonId=): a colouring stone's pictures, from the device (the course download,
 * offline too), coloured by choice or by numbers. The work is kept on the device as the child colours
 * (UserDb.codeDrafts, so a reload keeps it); when every part of every picture is coloured (by numbers:
 * rightly) the stone completes here and POST /submit-game-lesson is queued with the colours.
 */
export function ColouringStonePage({ type }: { type: ColouringGame }) {
  const { t } = useTranslation('colouring-game');
  return (
    <GameStoneFromSearch type={type} kind={t(`kind.${type}`)}>
      {({ file, lessonId, courseId }) => (
        <ColouringStone key={lessonId} file={file as ColouringGameFile} lessonId={lessonId} courseId={courseId} />
      )}
    </GameStoneFromSearch>
  );
}

function ColouringStone({ file, lessonId, courseId }: { file: ColouringGameFile; lessonId: number; courseId: number }) {
  const { t } = useTranslation('colouring-game');
  const lang = useLang();
  const db = useUserDb();
  const sound = useGameSound();
  const { title, nextHref } = useStoneNav(courseId, lessonId);
  return (
    <ColouringGameView
      type={file.game}
      pages={file.pages}
      title={title ? title[lang] : t(`kind.${file.game}`)}
      db={db}
      keepKey={workKey(lessonId)}
      sound={sound}
      top={<GameTop courseId={courseId} kind={t(`kind.${file.game}`)} sound={sound} />}
      onFinished={async (colours) => {
        if (!db || !title) return {};
        const done = await submitGameDone(db, { courseId, lessonId, title, stars: 0, lang, colours });
        return { syncRef: done.ref };
      }}
      after={<NextStoneLink testId="colouring" nextHref={nextHref} courseId={courseId} />}
    />
  );
}

const colourOf = (id: string | undefined) => COLOURING_PALETTE.find((c) => c.id === id);

/**
 * A colouring game: its pages one after another. The work is kept under `keepKey` on the device when a
 * database is given (else only while the page is open: the guest demo). `onFinished` records the result.
 */
export function ColouringGameView({
  type,
  pages,
  title,
  db,
  keepKey,
  top,
  sound,
  onFinished,
  after,
}: {
  type: ColouringGame;
  pages: ColouringPage[];
  title: string;
  db: UserDb | null;
  keepKey: string;
  top: ReactNode;
  sound: ReturnType<typeof useGameSound>;
  onFinished?: (colours: string[][]) => Promise<{ syncRef?: string }>;
  after?: ReactNode;
}) {
  const { t } = useTranslation('colouring-game');
  const lang = useLang();
  const [work, setWork] = useState<ColouringWork | null>(db ? null : emptyWork(pages.length));
  const [crayon, setCrayon] = useState<string>(COLOURING_PALETTE[0].id);
  const [phase, setPhase] = useState<'play' | 'pageDone' | 'done'>('play');
  const [said, setSaid] = useState('');
  const [wrong, setWrong] = useState<string[]>([]);
  const [syncRef, setSyncRef] = useState<string | undefined>();
  const [problem, setProblem] = useState('');
  const submitted = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const n = (value: number) => formatNumber(value, lang);

  // The work kept on this device, read once (a reload comes back to it).
  useEffect(() => {
    if (!db) return;
    let live = true;
    void db.codeDrafts.get(keepKey).then((row) => {
      if (live) setWork(readWork(typeof row?.code === 'string' ? row.code : undefined, pages.length));
    });
    return () => {
      live = false;
    };
  }, [db, keepKey, pages.length]);

  if (!work) return null;
  const pageIndex = work.page;
  const page = pages[pageIndex]!;
  const picture = COLOURING_PICTURES[page.picture];
  const regions = regionsOf(page.picture);
  const coloured = work.pages[pageIndex] ?? {};
  const legend = type === 'colouring-numbers' ? colouringLegend(page) : null;
  const crayons = legend ? legend.colours.map((id) => colourOf(id)!) : COLOURING_PALETTE;
  const left = checkColouring(type, page, coloured).empty.length;

  const keep = (next: ColouringWork) => {
    setWork(next);
    if (db) void db.codeDrafts.put({ key: keepKey, code: JSON.stringify(next), updatedAt: new Date().toISOString() });
  };

  const paint = (region: string) => {
    if (phase !== 'play') return;
    sound.beep('turn');
    keep(colourRegion(work, pageIndex, region, crayon));
    setWrong((w) => w.filter((id) => id !== region));
    setSaid('');
  };

  const finishPage = async () => {
    const check = checkColouring(type, page, coloured);
    if (check.empty.length) {
      sound.beep('miss');
      setSaid(t('notYet', { count: check.empty.length, n: n(check.empty.length) }));
      return;
    }
    if (check.wrong.length) {
      sound.beep('miss');
      setWrong(check.wrong);
      setSaid(t('wrong', { count: check.wrong.length, n: n(check.wrong.length) }));
      return;
    }
    sound.beep('win');
    setSaid('');
    if (pageIndex + 1 < pages.length) {
      setPhase('pageDone');
      return;
    }
    setPhase('done');
    if (!onFinished || submitted.current) return;
    submitted.current = true;
    try {
      setSyncRef((await onFinished(resultColours(pages, work))).syncRef);
    } catch (error) {
      submitted.current = false;
      setProblem((error as Error).message);
    }
  };

  const nextPage = () => {
    keep({ ...work, page: pageIndex + 1 });
    setPhase('play');
    setWrong([]);
    headingRef.current?.focus();
  };

  const again = () => {
    keep(emptyWork(pages.length));
    submitted.current = false;
    setSyncRef(undefined);
    setProblem('');
    setWrong([]);
    setPhase('play');
    headingRef.current?.focus();
  };

  const onRegionKey = (event: KeyboardEvent<SVGPathElement>, region: string) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    paint(region);
  };

  const headingId = `colouring-title-${keepKey.replace(':', '-')}`;

  return (
    <section
      className="page game-page colouring-page"
      aria-labelledby={headingId}
      data-testid="colouring-game"
      data-page={pageIndex + 1}
      data-phase={phase}
    >
      {top}
      <h1 id={headingId} ref={headingRef} tabIndex={-1} className="game-title">
        {title}
      </h1>
      <div className="game-status card">
        <strong>{t('page', { n: n(pageIndex + 1), total: n(pages.length) })}</strong>
        {phase === 'play' && <span data-testid="colouring-left">{t('left', { count: left, n: n(left) })}</span>}
        {db && <span className="colouring-saved">{t('saved')}</span>}
      </div>
      {phase === 'play' && (
        <>
          <p className="game-how">{legend ? t('howNumbers') : t('howChoice')}</p>
          <p className="game-keys">{t('keys')}</p>
        </>
      )}

      <div className="colouring-play">
        <svg
          className="colouring-picture"
          viewBox="0 0 400 300"
          role="group"
          aria-label={t('picture', { name: picture[lang] })}
          data-testid="colouring-picture"
        >
          {regions.map((region) => {
            const colour = colourOf(coloured[region.id]);
            const number = legend?.numberOf[region.id];
            const part = region[lang];
            const label = number
              ? t('regionNumber', { part, n: n(number), colour: colour ? colour[lang] : t('white') })
              : t('region', { part, colour: colour ? colour[lang] : t('white') });
            return (
              <path
                key={region.id}
                d={region.d}
                className={`colouring-region${wrong.includes(region.id) ? ' colouring-wrong' : ''}`}
                fill={colour?.hex ?? '#ffffff'}
                fillRule="nonzero"
                role="button"
                tabIndex={phase === 'play' ? 0 : -1}
                aria-label={label}
                onClick={() => paint(region.id)}
                onKeyDown={(event) => onRegionKey(event, region.id)}
                data-testid={`colouring-region-${region.id}`}
                data-colour={coloured[region.id] ?? ''}
              />
            );
          })}
          {picture.lines.map((d, i) => (
            <path key={i} d={d} className="colouring-line" aria-hidden="true" />
          ))}
          {legend &&
            regions.map((region) => (
              <text
                key={region.id}
                x={region.at[0]}
                y={region.at[1]}
                className="colouring-number"
                aria-hidden="true"
                textAnchor="middle"
              >
                {n(legend.numberOf[region.id]!)}
              </text>
            ))}
        </svg>

        {phase === 'play' && (
          <div className="colouring-side">
            <div className="colouring-crayons card" role="group" aria-label={t('crayons')}>
              {crayons.map((c, i) => (
                <button
                  key={c.id}
                  type="button"
                  className="colouring-crayon"
                  aria-pressed={crayon === c.id}
                  aria-label={
                    legend ? t('crayonNumber', { n: n(i + 1), colour: c[lang] }) : t('crayon', { colour: c[lang] })
                  }
                  onClick={() => setCrayon(c.id)}
                  data-testid={`colouring-crayon-${c.id}`}
                >
                  <span className="colouring-swatch" style={{ background: c.hex }} aria-hidden="true">
                    {legend && <span className="colouring-swatch-number">{n(i + 1)}</span>}
                  </span>
                  <span className="colouring-crayon-name">{c[lang]}</span>
                </button>
              ))}
            </div>
            {wrong.length > 0 && legend && (
              <ul className="colouring-hints card" data-testid="colouring-hints">
                {wrong.map((id) => (
                  <li key={id}>
                    {t('wrongPart', {
                      part: regions.find((r) => r.id === id)![lang],
                      n: n(legend.numberOf[id]!),
                    })}
                  </li>
                ))}
              </ul>
            )}
            <button
              type="button"
              className="button button-primary button-large"
              onClick={() => void finishPage()}
              data-testid="colouring-finished"
            >
              {t('finished')}
            </button>
          </div>
        )}
      </div>

      <p className="sr-only" role="status" aria-live="polite" data-testid="colouring-said">
        {said}
      </p>
      {phase === 'play' && said && (
        <p className="state card colouring-note" aria-hidden="true">
          {said}
        </p>
      )}

      {phase === 'pageDone' && (
        <div className="game-end card" role="status" data-testid="colouring-page-done">
          <strong>{t('pageDone', { n: n(pageIndex + 1) })}</strong>
          <button type="button" className="button button-primary button-large" onClick={nextPage}>
            {t('nextPage')}
            <Icon name="chevron" className="flip-forward" />
          </button>
        </div>
      )}

      {phase === 'done' && (
        <div className="game-end card" role="status" data-testid="colouring-done">
          <strong className="game-done">{t('done')}</strong>
          {syncRef && <SyncNote syncRef={syncRef} />}
          {problem && (
            <p className="state" role="alert">
              {problem}
            </p>
          )}
          <div className="game-end-actions">
            <button type="button" className="button button-large" onClick={again} data-testid="colouring-again">
              {t('colourAgain')}
            </button>
            {after}
          </div>
        </div>
      )}
    </section>
  );
}
