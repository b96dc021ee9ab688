import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { memoryStageOf, memoryStars, type MemoryGameFile, type Stars as StarCount } from '@codeyard/shared-schema';
import { formatNumber, useLang } from '../../ui/kit/format';
import { Icon } from '../../ui/kit/icons';
import { submitGameDone, useGame, useUserDb } from '../learning';
import { clock, GameEnd, useStoneNav } from './game-end';
import { columnsFor, faceUp, flip, hideAll, moveFocus, stageDone, startStage, type StageState } from './memory-rules';
import { GameTop, GameUnavailable } from './GameTop';
import { GamePictureView } from './pictures';
import { useGameSound } from '../../ui/kit/sound';
import './games.css';

/**
 * /memoryGame/{lessonId} and /memoryGame/stage/{stageId}/{lessonId}: the memory game of a game stone, from
 * the device (the course download, offline too). Stage after stage the child turns two cards at a time to
 * find each picture and its word ("all" stages show every card first). At the end, the stars by moves and
 * time (memoryStars, the rule the server checks) and, when the whole game was played from its first stage,
 * the stone completes here at once and POST /submit-game-lesson is queued with it (submitGameDone).
 */
export default function MemoryGamePage() {
  const { lessonId: lessonParam, stageId } = useParams();
  const { t } = useTranslation('games');
  const lessonId = Number(lessonParam);
  const game = useGame(lessonId);
  if (game === undefined || game === null || game.game !== 'memory') {
    return <GameUnavailable loading={game === undefined} kind={t('memory.kind')} />;
  }
  const file = game.file as unknown as MemoryGameFile;
  const stage = stageId ? memoryStageOf(Number(stageId)) : null;
  const first = stage && stage.stoneId === lessonId ? Math.min(stage.number, file.stages.length) - 1 : 0;
  return (
    <MemoryGame
      key={`${lessonId}:${first}`}
      file={file}
      lessonId={lessonId}
      courseId={game.course_id}
      firstStage={first}
    />
  );
}

type Phase = 'play' | 'stageDone' | 'done';

interface Finish {
  stars: StarCount;
  moves: number;
  seconds: number;
  points?: number;
  queued?: boolean;
  syncRef?: string;
}

function MemoryGame({
  file,
  lessonId,
  courseId,
  firstStage,
}: {
  file: MemoryGameFile;
  lessonId: number;
  courseId: number;
  firstStage: number;
}) {
  const { t } = useTranslation('games');
  const lang = useLang();
  const db = useUserDb();
  const sound = useGameSound();
  const [stageIndex, setStageIndex] = useState(firstStage);
  const stageFile = file.stages[stageIndex]!;
  const [state, setState] = useState<StageState>(() => startStage(stageFile.pairs.length, stageFile.reveal));
  const [phase, setPhase] = useState<Phase>('play');
  const [said, setSaid] = useState('');
  const [finish, setFinish] = useState<Finish | null>(null);
  const [problem, setProblem] = useState('');
  const [now, setNow] = useState(() => Date.now());
  // Moves and time of the stages finished before this one; the game's clock starts at its first stage.
  const before = useRef({ moves: 0, pairs: 0 });
  const startedAt = useRef(Date.now());
  const cardRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const submitted = useRef(false);

  // The clock on screen, once a second while playing.
  useEffect(() => {
    if (phase === 'done') return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [phase]);

  const { title, nextHref } = useStoneNav(courseId, lessonId);
  const seconds = Math.max(
    0,
    Math.round(((finish ? startedAt.current + finish.seconds * 1000 : now) - startedAt.current) / 1000),
  );
  const wholeGame = firstStage === 0;

  const endGame = async (last: StageState) => {
    const moves = before.current.moves + last.moves;
    const pairs = before.current.pairs + last.cards.length / 2;
    const took = Math.max(0, Math.round((Date.now() - startedAt.current) / 1000));
    const stars = memoryStars({ pairs, moves, seconds: took });
    sound.beep('win');
    setFinish({ stars, moves, seconds: took });
    setPhase('done');
    if (!wholeGame || !db || !title || submitted.current) return;
    submitted.current = true;
    try {
      const result = await submitGameDone(db, { courseId, lessonId, title, stars, lang, moves, seconds: took });
      setFinish({ stars, moves, seconds: took, points: result.points, queued: result.queued, syncRef: result.ref });
    } catch (error) {
      submitted.current = false;
      setProblem((error as Error).message);
    }
  };

  const turn = (index: number) => {
    if (phase !== 'play') return;
    const { state: next, event } = flip(state, index);
    if (event === 'none') return;
    setState(next);
    if (event === 'pair') {
      sound.beep('pair');
      setSaid(t('memory.pair'));
    } else if (event === 'miss') {
      sound.beep('miss');
      setSaid(t('memory.miss'));
    } else {
      sound.beep('turn');
      setSaid('');
    }
    if (!stageDone(next)) return;
    if (stageIndex + 1 < file.stages.length) {
      sound.beep('win');
      setPhase('stageDone');
    } else void endGame(next);
  };

  const nextStage = () => {
    before.current = {
      moves: before.current.moves + state.moves,
      pairs: before.current.pairs + state.cards.length / 2,
    };
    const upcoming = file.stages[stageIndex + 1]!;
    setStageIndex(stageIndex + 1);
    setState(startStage(upcoming.pairs.length, upcoming.reveal));
    setPhase('play');
    setSaid('');
    headingRef.current?.focus();
  };

  const again = () => {
    const stage = file.stages[firstStage]!;
    before.current = { moves: 0, pairs: 0 };
    startedAt.current = Date.now();
    submitted.current = false;
    setStageIndex(firstStage);
    setState(startStage(stage.pairs.length, stage.reveal));
    setFinish(null);
    setPhase('play');
    setSaid('');
    setNow(Date.now());
    headingRef.current?.focus();
  };

  const cols = columnsFor(state.cards.length);
  const onCardKey = (event: KeyboardEvent<HTMLButtonElement>, at: number) => {
    const to = moveFocus(at, event.key, cols, state.cards.length, lang === 'ar');
    if (to === null) return;
    event.preventDefault();
    cardRefs.current[to]?.focus();
  };

  /** A plural string: its form by the count, its number written in the page's language. */
  const counted = (key: string, count: number) => t(key, { count, n: formatNumber(count, lang) });
  const matchedPairs = state.matched.filter(Boolean).length / 2;
  const moves = before.current.moves + state.moves;
  const headingId = `memory-title-${lessonId}`;

  return (
    <section
      className="page game-page memory-page"
      aria-labelledby={headingId}
      data-testid="memory-game"
      data-stage={stageIndex + 1}
      data-phase={phase}
    >
      <GameTop courseId={courseId} kind={t('memory.kind')} sound={sound} />
      <h1 id={headingId} ref={headingRef} tabIndex={-1} className="game-title">
        {title ? title[lang] : t('memory.kind')}
      </h1>

      {phase !== 'done' && (
        <>
          <div className="game-status card" data-testid="memory-status">
            <strong>
              {t('memory.stage', {
                n: formatNumber(stageIndex + 1, lang),
                total: formatNumber(file.stages.length, lang),
              })}
            </strong>
            <span data-testid="memory-moves" data-moves={moves}>
              {counted('memory.moves', moves)}
            </span>
            <span>{counted('memory.pairsLeft', state.cards.length / 2 - matchedPairs)}</span>
            <span>{t('memory.time', { time: clock(seconds, lang) })}</span>
          </div>
          <p className="game-how">{stageFile.reveal === 'all' ? t('memory.howAll') : t('memory.howOne')}</p>
          <p className="game-keys">{t('memory.keys')}</p>
        </>
      )}

      {phase === 'play' && state.preview && (
        <button
          type="button"
          className="button button-primary button-large"
          onClick={() => {
            setState(hideAll(state));
            cardRefs.current[0]?.focus();
          }}
          data-testid="memory-hide"
        >
          {t('memory.hide')}
        </button>
      )}

      {phase !== 'done' && (
        <div
          className="memory-grid"
          style={{ gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))` }}
          data-testid="memory-grid"
        >
          {state.cards.map((card, i) => {
            const pair = stageFile.pairs[card.pair]!;
            const up = faceUp(state, i);
            const matched = state.matched[i]!;
            const word = pair.word[lang];
            const n = formatNumber(i + 1, lang);
            const label = matched
              ? t('memory.cardMatched', { n, word })
              : !up
                ? t('memory.cardDown', { n })
                : card.face === 'picture'
                  ? t('memory.cardPicture', { n, word })
                  : t('memory.cardWord', { n, word });
            return (
              <button
                key={i}
                ref={(el) => {
                  cardRefs.current[i] = el;
                }}
                type="button"
                className={`memory-card${up ? ' memory-card-up' : ''}${matched ? ' memory-card-matched' : ''}`}
                aria-label={label}
                aria-disabled={matched || (up && !state.preview) || state.preview || phase !== 'play'}
                onClick={() => turn(i)}
                onKeyDown={(event) => onCardKey(event, i)}
                data-testid={`memory-card-${i}`}
                data-up={up}
                data-matched={matched}
                data-pair={up ? card.pair : undefined}
              >
                {up ? (
                  card.face === 'picture' ? (
                    <GamePictureView name={pair.picture} size={72} />
                  ) : (
                    <span className="memory-word" lang={lang}>
                      {word}
                    </span>
                  )
                ) : (
                  <CardBack />
                )}
              </button>
            );
          })}
        </div>
      )}

      <p className="sr-only" role="status" aria-live="polite">
        {said}
      </p>

      {phase === 'stageDone' && (
        <div className="game-end card" role="status" data-testid="memory-stage-done">
          <strong>{t('memory.stageDone', { n: formatNumber(stageIndex + 1, lang) })}</strong>
          <button
            type="button"
            className="button button-primary button-large"
            onClick={nextStage}
            data-testid="memory-next-stage"
          >
            {t('memory.nextStage')}
            <Icon name="chevron" className="flip-forward" />
          </button>
        </div>
      )}

      {phase === 'done' && finish && (
        <GameEnd
          testId="memory"
          stars={finish.stars}
          heading={t('memory.done')}
          summary={t('memory.result', {
            moves: counted('memory.moves', finish.moves),
            time: clock(finish.seconds, lang),
          })}
          outcome={finish}
          problem={problem}
          onAgain={again}
          nextHref={nextHref}
          courseId={courseId}
        >
          {finish.stars === 0 && <p>{t('memory.noStars')}</p>}
          {!wholeGame && <p>{t('memory.practice', { n: formatNumber(firstStage + 1, lang) })}</p>}
        </GameEnd>
      )}
    </section>
  );
}

/** The back of a card: the same friendly pattern on every card. */
function CardBack() {
  return (
    <svg viewBox="0 0 64 64" width="56" height="56" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="22" fill="#ffffff" opacity="0.35" />
      <path
        d="M32 18l4 9 10 1-7.5 6.5 2.5 9.5-9-5.5-9 5.5 2.5-9.5L18 28l10-1z"
        fill="#f6c43e"
        stroke="#1e4e8c"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}
