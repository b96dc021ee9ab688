import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  isSolved,
  moveGap,
  moveOfTile,
  puzzleDistance,
  puzzleStars,
  shufflePuzzle,
  type PuzzleGameFile,
  type PuzzleMove,
} from '@codeyard/shared-schema';
import { formatNumber, useLang } from '../../ui/kit/format';
import { Icon } from '../../ui/kit/icons';
import { LangLink } from '../../ui/LangLink';
import { useGame } from '../learning';
import { clock, GameEnd, GameTop, GameUnavailable, useGameDone, useGameSound, useStoneNav } from '../games';
import { isTouchOnly, moveOfArrow, newSeed } from './puzzle-keys';
import { TilePicture, WholePicture } from './pictures';
import './puzzle.css';

const touchOnly = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? isTouchOnly((q) => window.matchMedia(q).matches)
    : false;

/**
 * /puzzleGame/{lessonId}: the sliding puzzle of a game stone, from the device (the course download, offline
 * too). A laptop game (spec 001 §9.5): on a touch-only device the child is told so kindly and offered the
 * next stone. The board is shuffled from a seed; the solved picture sends the seed and the moves
 * (POST /submit-game-lesson through the outbox), which the server replays.
 */
export default function PuzzleGamePage() {
  const { lessonId: lessonParam } = useParams();
  const { t } = useTranslation('puzzle-game');
  const lessonId = Number(lessonParam);
  const game = useGame(lessonId);
  const [touch] = useState(touchOnly);
  if (touch) return <NeedsLaptop lessonId={lessonId} courseId={game?.course_id ?? null} />;
  if (game === undefined || game === null || game.game !== 'puzzle') {
    return <GameUnavailable loading={game === undefined} kind={t('kind')} />;
  }
  return (
    <Puzzle
      key={lessonId}
      file={game.file as unknown as PuzzleGameFile}
      lessonId={lessonId}
      courseId={game.course_id}
    />
  );
}

function NeedsLaptop({ lessonId, courseId }: { lessonId: number; courseId: number | null }) {
  const { t } = useTranslation('puzzle-game');
  const { nextHref } = useStoneNav(courseId, lessonId);
  return (
    <section className="page page-narrow puzzle-laptop" data-testid="puzzle-needs-laptop">
      <h1>{t('laptopTitle')}</h1>
      <div className="puzzle-laptop-body card">
        <LaptopPicture />
        <div>
          <p>{t('laptop')}</p>
          <p>{nextHref ? t('laptopNext') : t('laptopLater')}</p>
        </div>
      </div>
      <div className="game-end-actions">
        {nextHref && (
          <LangLink className="button button-primary button-large" to={nextHref} data-testid="puzzle-skip-next">
            {t('next')}
            <Icon name="chevron" className="flip-forward" />
          </LangLink>
        )}
        <LangLink className="button button-large" to={courseId ? `/Myworld?course=${courseId}` : '/Myworld'}>
          {t('toMap')}
        </LangLink>
      </div>
    </section>
  );
}

function LaptopPicture() {
  return (
    <svg viewBox="0 0 96 64" width="120" height="80" aria-hidden="true" focusable="false">
      <rect x="18" y="6" width="60" height="40" rx="4" fill="#8ecae6" stroke="#2b2d42" strokeWidth="3" />
      <path d="M30 30l8-8 6 6 10-10 12 12" fill="none" stroke="#ffffff" strokeWidth="3" strokeLinecap="round" />
      <path d="M8 50h80l-6 8H14z" fill="#d9d9e3" stroke="#2b2d42" strokeWidth="3" strokeLinejoin="round" />
    </svg>
  );
}

interface Play {
  seed: number;
  start: number[];
  board: number[];
  path: string;
  startedAt: number;
}

function newPlay(size: 3 | 4): Play {
  const seed = newSeed();
  const start = shufflePuzzle(size, seed);
  return { seed, start, board: start, path: '', startedAt: Date.now() };
}

function Puzzle({ file, lessonId, courseId }: { file: PuzzleGameFile; lessonId: number; courseId: number }) {
  const { t } = useTranslation('puzzle-game');
  const lang = useLang();
  const sound = useGameSound();
  const { title, nextHref } = useStoneNav(courseId, lessonId);
  const finish = useGameDone(title);
  const size = file.size;
  const [play, setPlay] = useState(() => newPlay(size));
  const [seconds, setSeconds] = useState(0);
  const [said, setSaid] = useState('');
  const tileRefs = useRef(new Map<number, HTMLButtonElement | null>());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const solved = isSolved(play.board);

  useEffect(() => {
    if (solved) return;
    const timer = window.setInterval(() => setSeconds(Math.round((Date.now() - play.startedAt) / 1000)), 1000);
    return () => window.clearInterval(timer);
  }, [solved, play.startedAt]);

  const counted = (key: string, count: number) => t(key, { count, n: formatNumber(count, lang) });

  const slide = (move: PuzzleMove | null, focusTile?: number) => {
    if (!move || solved) return;
    const board = moveGap(play.board, size, move);
    if (!board) return;
    const path = play.path + move;
    setPlay({ ...play, board, path });
    if (focusTile !== undefined) requestAnimationFrame(() => tileRefs.current.get(focusTile)?.focus());
    if (!isSolved(board)) {
      sound.beep('turn');
      return;
    }
    const took = Math.round((Date.now() - play.startedAt) / 1000);
    setSeconds(took);
    sound.beep('win');
    setSaid(t('done'));
    const stars = puzzleStars(path.length, puzzleDistance(play.start, size));
    void finish.done({ courseId, lessonId, stars, seed: play.seed, path, moves: path.length, seconds: took });
  };

  const onKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const move = moveOfArrow(event.key);
    if (!move) return;
    event.preventDefault();
    const board = moveGap(play.board, size, move);
    // Keep the focus on the piece that moved, so the child can go on with the arrows.
    slide(move, board ? play.board[board.indexOf(0)] : undefined);
  };

  const again = () => {
    finish.again();
    setPlay(newPlay(size));
    setSeconds(0);
    setSaid('');
    headingRef.current?.focus();
  };

  const stars = solved ? puzzleStars(play.path.length, puzzleDistance(play.start, size)) : 0;
  const headingId = `puzzle-title-${lessonId}`;
  return (
    <section
      className="page game-page puzzle-page"
      aria-labelledby={headingId}
      data-testid="puzzle-game"
      data-size={size}
      data-board={play.board.join(',')}
      data-solved={solved}
    >
      <GameTop courseId={courseId} kind={t('kind')} sound={sound} />
      <h1 id={headingId} ref={headingRef} tabIndex={-1} className="game-title">
        {title ? title[lang] : t('kind')}
      </h1>
      {!solved && (
        <>
          <div className="game-status card">
            <span data-testid="puzzle-moves" data-moves={play.path.length}>
              {counted('moves', play.path.length)}
            </span>
            <span>{clock(seconds, lang)}</span>
          </div>
          <p className="game-how">{t('how')}</p>
          <p className="game-keys">{t('keys')}</p>
        </>
      )}
      <div className="puzzle-area">
        <div
          className="puzzle-board"
          role="group"
          aria-label={t('board')}
          style={{ gridTemplateColumns: `repeat(${size}, 1fr)` }}
          dir="ltr"
          data-testid="puzzle-board"
        >
          {play.board.map((tile, place) =>
            tile === 0 ? (
              <div key="gap" className="puzzle-gap" aria-hidden="true" />
            ) : (
              <button
                key={tile}
                ref={(el) => {
                  tileRefs.current.set(tile, el);
                }}
                type="button"
                className={`puzzle-tile${moveOfTile(play.board, size, place) ? ' puzzle-tile-movable' : ''}`}
                aria-label={
                  moveOfTile(play.board, size, place)
                    ? t('tileMoves', { n: formatNumber(tile, lang) })
                    : t('tile', { n: formatNumber(tile, lang) })
                }
                aria-disabled={solved || !moveOfTile(play.board, size, place)}
                onClick={() => slide(moveOfTile(play.board, size, place), tile)}
                onKeyDown={onKey}
                data-testid={`puzzle-tile-${tile}`}
              >
                <TilePicture picture={file.picture} tile={tile} size={size} />
                {!solved && <span className="puzzle-tile-number">{formatNumber(tile, lang)}</span>}
              </button>
            ),
          )}
        </div>
        <figure className="puzzle-goal">
          <WholePicture picture={file.picture} />
          <figcaption>{t('goal')}</figcaption>
        </figure>
      </div>
      <p className="sr-only" role="status" aria-live="polite">
        {said}
      </p>
      {solved && (
        <GameEnd
          testId="puzzle"
          stars={stars}
          heading={t('done')}
          summary={t('result', { moves: counted('moves', play.path.length), time: clock(seconds, lang) })}
          outcome={finish.outcome}
          problem={finish.problem}
          onAgain={again}
          nextHref={nextHref}
          courseId={courseId}
        />
      )}
    </section>
  );
}
