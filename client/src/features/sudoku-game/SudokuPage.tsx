import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  sudokuEmpties,
  sudokuStars,
  type GamePicture,
  type Stars as StarCount,
  type SudokuGame as SudokuType,
  type SudokuGameFile,
  type SudokuPuzzle,
} from '@codeyard/shared-schema';
import { formatNumber, useLang } from '../../ui/kit/format';
import { Icon } from '../../ui/kit/icons';
import { GamePictureView, GameStoneFromSearch, GameTop, NextStoneLink, useGameSound, useStoneNav } from '../games';
import { Stars, submitGameDone, SyncNote, useUserDb } from '../learning';
import {
  boxEdges,
  gridText,
  isSolved,
  keyValue,
  moveCell,
  oopsCells,
  place,
  startSudoku,
  type SudokuState,
} from './sudoku-rules';
import './sudoku.css';

/**
 * /sudoku1, /sudoku2 and /sudoku3 (?lessonId=): a sudoku stone's puzzles, from the device (the course
 * download, offline too), one after another. A square is chosen by pointer or arrows and filled from the
 * picker or the number keys; a symbol that does not fit is shown kindly at once (the puzzle has one
 * solution, known on the device). At the end the stars by mistakes (sudokuStars, the rule the server
 * checks) and the stone completes here, POST /submit-game-lesson queued with the solved grids.
 */
export function SudokuStonePage({ type }: { type: SudokuType }) {
  const { t } = useTranslation('sudoku-game');
  return (
    <GameStoneFromSearch type={type} kind={t(`kind.${type}`)}>
      {({ file, lessonId, courseId }) => (
        <SudokuStone key={lessonId} file={file as SudokuGameFile} lessonId={lessonId} courseId={courseId} />
      )}
    </GameStoneFromSearch>
  );
}

function SudokuStone({ file, lessonId, courseId }: { file: SudokuGameFile; lessonId: number; courseId: number }) {
  const { t } = useTranslation('sudoku-game');
  const lang = useLang();
  const db = useUserDb();
  const sound = useGameSound();
  const { title, nextHref } = useStoneNav(courseId, lessonId);

  return (
    <SudokuGame
      type={file.game}
      puzzles={file.puzzles}
      pictures={file.pictures}
      title={title ? title[lang] : t(`kind.${file.game}`)}
      testId={`sudoku-${lessonId}`}
      sound={sound}
      top={<GameTop courseId={courseId} kind={t(`kind.${file.game}`)} sound={sound} />}
      onFinished={async (result) => {
        if (!db || !title) return {};
        const done = await submitGameDone(db, { courseId, lessonId, title, lang, ...result });
        return { points: done.points, queued: done.queued, syncRef: done.ref };
      }}
      after={<NextStoneLink testId="sudoku" nextHref={nextHref} courseId={courseId} />}
    />
  );
}

export interface SudokuResult {
  stars: StarCount;
  moves: number;
  seconds: number;
  grids: string[];
}

interface Finish extends SudokuResult {
  points?: number;
  queued?: boolean;
  syncRef?: string;
}

/**
 * A sudoku game: its puzzles one after another, then the stars. `onFinished` records the result (a stone:
 * through the outbox; the guest demo: nothing) and says the points it earned.
 */
export function SudokuGame({
  type,
  puzzles,
  pictures,
  title,
  testId,
  top,
  sound,
  onFinished,
  after,
}: {
  type: SudokuType;
  puzzles: SudokuPuzzle[];
  pictures?: readonly GamePicture[];
  title: string;
  testId: string;
  top: ReactNode;
  sound: ReturnType<typeof useGameSound>;
  onFinished?: (result: SudokuResult) => Promise<{ points?: number; queued?: boolean; syncRef?: string }>;
  after?: ReactNode;
}) {
  const { t } = useTranslation('sudoku-game');
  const lang = useLang();
  const [index, setIndex] = useState(0);
  const [state, setState] = useState<SudokuState>(() => startSudoku(puzzles[0]!));
  const [selected, setSelected] = useState(() => state.given.findIndex((g) => !g));
  const [phase, setPhase] = useState<'play' | 'puzzleDone' | 'done'>('play');
  const [said, setSaid] = useState('');
  const [finish, setFinish] = useState<Finish | null>(null);
  const [problem, setProblem] = useState('');
  const before = useRef({ moves: 0, mistakes: 0, grids: [] as string[] });
  const startedAt = useRef(Date.now());
  const submitted = useRef(false);
  const cellRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const size = state.size;
  const n = (value: number) => formatNumber(value, lang);
  const counted = (key: string, count: number) => t(key, { count, n: n(count) });

  const symbolName = (value: number) => (pictures ? t(`games:pictures.${pictures[value - 1]!}`) : n(value));
  const symbolView = (value: number, px: number) =>
    pictures ? (
      <GamePictureView name={pictures[value - 1]!} size={px} />
    ) : (
      <span className="sudoku-digit">{n(value)}</span>
    );

  const end = async (last: SudokuState) => {
    const grids = [...before.current.grids, gridText(last)];
    const moves = before.current.moves + last.moves;
    const empties = puzzles.reduce((sum, p) => sum + sudokuEmpties(p), 0);
    const stars = sudokuStars({ empties, moves });
    const seconds = Math.max(0, Math.round((Date.now() - startedAt.current) / 1000));
    const result: Finish = { stars, moves, seconds, grids };
    sound.beep('win');
    setFinish(result);
    setPhase('done');
    if (!onFinished || submitted.current) return;
    submitted.current = true;
    try {
      setFinish({ ...result, ...(await onFinished({ stars, moves, seconds, grids })) });
    } catch (error) {
      submitted.current = false;
      setProblem((error as Error).message);
    }
  };

  const put = (value: number, at = selected) => {
    if (phase !== 'play') return;
    if (at < 0) {
      setSaid(t('choose'));
      return;
    }
    const { state: next, event } = place(state, at, value);
    if (event === 'given') setSaid(t('givenCell'));
    if (event === 'same' || event === 'given') return;
    setState(next);
    if (event === 'oops') {
      sound.beep('miss');
      setSaid(t('oops', { symbol: symbolName(value) }));
    } else if (event === 'right') {
      sound.beep('turn');
      setSaid(t('right', { symbol: symbolName(value) }));
    } else setSaid('');
    if (!isSolved(next)) return;
    if (index + 1 < puzzles.length) {
      sound.beep('win');
      setPhase('puzzleDone');
    } else void end(next);
  };

  const nextPuzzle = () => {
    before.current = {
      moves: before.current.moves + state.moves,
      mistakes: before.current.mistakes + state.mistakes,
      grids: [...before.current.grids, gridText(state)],
    };
    const upcoming = startSudoku(puzzles[index + 1]!);
    setIndex(index + 1);
    setState(upcoming);
    setSelected(upcoming.given.findIndex((g) => !g));
    setPhase('play');
    setSaid('');
    headingRef.current?.focus();
  };

  const again = () => {
    const first = startSudoku(puzzles[0]!);
    before.current = { moves: 0, mistakes: 0, grids: [] };
    startedAt.current = Date.now();
    submitted.current = false;
    setIndex(0);
    setState(first);
    setSelected(first.given.findIndex((g) => !g));
    setFinish(null);
    setProblem('');
    setPhase('play');
    setSaid('');
    headingRef.current?.focus();
  };

  const onCellKey = (event: KeyboardEvent<HTMLButtonElement>, at: number) => {
    const to = moveCell(at, event.key, size, lang === 'ar');
    if (to !== null) {
      event.preventDefault();
      setSelected(to);
      cellRefs.current[to]?.focus();
      return;
    }
    const value = keyValue(event.key, size);
    if (value === null) return;
    event.preventDefault();
    setSelected(at);
    put(value, at);
  };

  const oops = oopsCells(state);
  const left = state.cells.filter((v) => v === 0).length;
  const headingId = `${testId}-title`;
  const cellPx = size === 4 ? 88 : size === 6 ? 68 : 52;

  return (
    <section
      className="page game-page sudoku-page"
      aria-labelledby={headingId}
      data-testid="sudoku-game"
      data-puzzle={index + 1}
      data-phase={phase}
    >
      {top}
      <h1 id={headingId} ref={headingRef} tabIndex={-1} className="game-title">
        {title}
      </h1>

      {phase !== 'done' && (
        <>
          <div className="game-status card" data-testid="sudoku-status">
            <strong>{t('puzzle', { n: n(index + 1), total: n(puzzles.length) })}</strong>
            <span data-testid="sudoku-left">{counted('left', left)}</span>
            {oops.length > 0 && <span className="sudoku-oops-count">{counted('oopsLeft', oops.length)}</span>}
          </div>
          <p className="game-how">
            {t('how', { what: type === 'sudoku-pictures' ? t('whatPictures') : t('whatDigits') })}
          </p>
          <p className="game-keys">{t('keys')}</p>
        </>
      )}

      {phase !== 'done' && (
        <div className="sudoku-play">
          <div
            className={`sudoku-grid sudoku-size-${size}`}
            role="group"
            aria-label={t('grid', { size: n(size) })}
            style={{ gridTemplateColumns: `repeat(${size}, ${cellPx}px)`, gridAutoRows: `${cellPx}px` }}
            data-testid="sudoku-grid"
          >
            {state.cells.map((value, i) => {
              const edges = boxEdges(i, size);
              const given = state.given[i]!;
              const wrong = oops.includes(i);
              const what = !value
                ? t('cellEmpty')
                : given
                  ? t('cellGiven', { symbol: symbolName(value) })
                  : wrong
                    ? t('cellOops', { symbol: symbolName(value) })
                    : symbolName(value);
              return (
                <button
                  key={i}
                  ref={(el) => {
                    cellRefs.current[i] = el;
                  }}
                  type="button"
                  className={[
                    'sudoku-cell',
                    given && 'sudoku-given',
                    wrong && 'sudoku-oops',
                    i === selected && 'sudoku-selected',
                    edges.right && 'sudoku-edge-end',
                    edges.bottom && 'sudoku-edge-bottom',
                  ]
                    .filter(Boolean)
                    .join(' ')}
                  tabIndex={i === selected || (selected < 0 && i === 0) ? 0 : -1}
                  aria-label={t('cell', { row: n(Math.floor(i / size) + 1), col: n((i % size) + 1), what })}
                  aria-pressed={i === selected}
                  aria-disabled={phase !== 'play'}
                  onClick={() => setSelected(i)}
                  onFocus={() => setSelected(i)}
                  onKeyDown={(event) => onCellKey(event, i)}
                  data-testid={`sudoku-cell-${i}`}
                  data-value={value}
                  data-given={given}
                  data-oops={wrong}
                >
                  {value > 0 && symbolView(value, Math.round(cellPx * 0.68))}
                </button>
              );
            })}
          </div>

          {phase === 'play' && (
            <div
              className="sudoku-picker card"
              role="group"
              aria-label={t('picker')}
              style={{ gridTemplateColumns: `repeat(${size === 4 ? 2 : 3}, minmax(72px, 1fr))` }}
            >
              {Array.from({ length: size }, (_, k) => k + 1).map((value) => (
                <button
                  key={value}
                  type="button"
                  className="sudoku-pick"
                  onClick={() => put(value)}
                  aria-label={t('put', { symbol: symbolName(value) })}
                  data-testid={`sudoku-pick-${value}`}
                >
                  {symbolView(value, 44)}
                  {pictures && <span className="sudoku-pick-key">{n(value)}</span>}
                </button>
              ))}
              <button type="button" className="button sudoku-clear" onClick={() => put(0)} data-testid="sudoku-clear">
                {t('clear')}
              </button>
            </div>
          )}
        </div>
      )}

      <p className="sr-only" role="status" aria-live="polite" data-testid="sudoku-said">
        {said}
      </p>
      {phase === 'play' && said && (
        <p className={`state card${oops.length ? ' sudoku-kind-note' : ''}`} aria-hidden="true">
          {said}
        </p>
      )}

      {phase === 'puzzleDone' && (
        <div className="game-end card" role="status" data-testid="sudoku-puzzle-done">
          <strong>{t('puzzleDone', { n: n(index + 1) })}</strong>
          <button
            type="button"
            className="button button-primary button-large"
            onClick={nextPuzzle}
            data-testid="sudoku-next-puzzle"
          >
            {t('nextPuzzle')}
            <Icon name="chevron" className="flip-forward" />
          </button>
        </div>
      )}

      {phase === 'done' && finish && (
        <div className="game-end card" role="status" data-testid="sudoku-done" data-stars={finish.stars}>
          <strong className="game-done">{t('done')}</strong>
          <Stars n={finish.stars} label={counted('stars', finish.stars)} />
          <p data-testid="sudoku-result">
            {counted('result', finish.moves - puzzles.reduce((sum, p) => sum + sudokuEmpties(p), 0))}
          </p>
          {finish.points !== undefined &&
            (finish.points > 0 ? (
              <p data-testid="sudoku-points">{counted('points', finish.points)}</p>
            ) : (
              !finish.queued && <p>{t('noNewPoints')}</p>
            ))}
          {finish.syncRef && <SyncNote syncRef={finish.syncRef} />}
          {problem && (
            <p className="state" role="alert">
              {problem}
            </p>
          )}
          <div className="game-end-actions">
            <button type="button" className="button button-large" onClick={again} data-testid="sudoku-again">
              {t('tryAgain')}
            </button>
            {after}
          </div>
        </div>
      )}
    </section>
  );
}
