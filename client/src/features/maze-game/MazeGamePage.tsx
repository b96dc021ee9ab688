import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  atGoal,
  MAZE_MAX_BLOCKS,
  MAZE_MAX_TIMES,
  MAZE_PRACTICE,
  mazeStep,
  parseMaze,
  replayMazes,
  runBlocks,
  shortestPath,
  type Cell,
  type Maze,
  type MazeBlock,
  type MazeDir,
  type MazeGameFile,
} from '@codeyard/shared-schema';
import { formatNumber, useLang } from '../../ui/kit/format';
import { Icon } from '../../ui/kit/icons';
import { useGame } from '../learning';
import { GameEnd, GameTop, GameUnavailable, useGameDone, useGameSound, useStoneNav } from '../games';
import './maze.css';

const ARROW_DIR: Record<string, MazeDir> = { ArrowUp: 'U', ArrowDown: 'D', ArrowLeft: 'L', ArrowRight: 'R' };
const DIRS: readonly MazeDir[] = ['U', 'L', 'R', 'D'];
const ROTATE: Record<MazeDir, number> = { U: 0, R: 90, D: 180, L: 270 };
const STEP_MS = 250;

/**
 * /maze: a maze of a maze stone (?lessonId=, from the device, offline too) or practice. "keys" mazes are
 * walked step by step with the arrow keys or buttons; "blocks" mazes (the SmoothY courses) with a short
 * program of direction blocks that runs step by step. The stone completes when every maze of it is solved,
 * sending the steps taken (POST /submit-game-lesson through the outbox), which the server replays.
 */
export default function MazeGamePage() {
  const [params] = useSearchParams();
  const { t } = useTranslation('maze-game');
  const lessonParam = params.get('lessonId');
  const lessonId = lessonParam ? Number(lessonParam) : null;
  const game = useGame(lessonId ?? 0);
  if (lessonId === null) return <MazeGame key="practice" file={MAZE_PRACTICE} />;
  if (game === undefined || game === null || game.game !== 'maze')
    return <GameUnavailable loading={game === undefined} kind={t('kind')} />;
  return (
    <MazeGame
      key={lessonId}
      file={game.file as unknown as MazeGameFile}
      stone={{ lessonId, courseId: game.course_id }}
    />
  );
}

function MazeGame({ file, stone }: { file: MazeGameFile; stone?: { lessonId: number; courseId: number } }) {
  const { t } = useTranslation('maze-game');
  const lang = useLang();
  const sound = useGameSound();
  const { title, nextHref } = useStoneNav(stone?.courseId ?? null, stone?.lessonId ?? null);
  const finish = useGameDone(title);
  const mazes = useMemo(() => file.mazes.map((g) => parseMaze(g)!), [file]);
  const [index, setIndex] = useState(0);
  const [paths, setPaths] = useState<string[]>([]);
  const [at, setAt] = useState<Cell>(mazes[0]!.start);
  const [trail, setTrail] = useState<Cell[]>([]);
  const [path, setPath] = useState('');
  const [said, setSaid] = useState('');
  const [done, setDone] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const maze = mazes[index]!;
  const reached = atGoal(maze, at);
  const n = (x: number) => formatNumber(x, lang);
  const counted = (key: string, count: number) => t(key, { count, n: n(count) });

  const finishMaze = (mazePath: string) => {
    const all = [...paths, mazePath];
    setPaths(all);
    sound.beep('win');
    setSaid(t('reached'));
    if (all.length < mazes.length) return;
    setDone(true);
    const played = all.join('|');
    const replay = replayMazes(file, played);
    if (!stone || replay.problem) return;
    void finish.done({ courseId: stone.courseId, lessonId: stone.lessonId, stars: replay.stars, path: played });
  };

  const step = (dir: MazeDir) => {
    if (reached || done) return;
    const to = mazeStep(maze, at, dir);
    if (!to) {
      sound.beep('miss');
      setSaid(t('bump'));
      return;
    }
    sound.beep('turn');
    setSaid('');
    setAt(to);
    setTrail([...trail, to]);
    const next = path + dir;
    setPath(next);
    if (atGoal(maze, to)) finishMaze(next);
  };

  const nextMaze = () => {
    const upcoming = mazes[index + 1]!;
    setIndex(index + 1);
    setAt(upcoming.start);
    setTrail([]);
    setPath('');
    setSaid('');
    headingRef.current?.focus();
  };

  const again = () => {
    finish.again();
    setIndex(0);
    setPaths([]);
    setAt(mazes[0]!.start);
    setTrail([]);
    setPath('');
    setSaid('');
    setDone(false);
    headingRef.current?.focus();
  };

  const onBoardKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const dir = ARROW_DIR[event.key];
    if (!dir || file.mode !== 'keys') return;
    event.preventDefault();
    step(dir);
  };

  const steps = paths.reduce((s, p) => s + p.length, 0);
  const fewest = mazes.reduce((s, m) => s + (shortestPath(m) ?? 0), 0);
  const stars = done ? replayMazes(file, paths.join('|')) : null;

  return (
    <section
      className="page game-page maze-page"
      aria-labelledby="maze-title"
      data-testid="maze-game"
      data-mode={file.mode}
      data-maze={index + 1}
      data-at={`${at.row},${at.col}`}
    >
      <GameTop
        courseId={stone?.courseId ?? null}
        kind={stone ? t('kind') : `${t('kind')} — ${t('practice')}`}
        sound={sound}
      />
      <h1 id="maze-title" ref={headingRef} tabIndex={-1} className="game-title">
        {title ? title[lang] : t('kind')}
      </h1>
      {!done && (
        <>
          <p className="game-how">{file.mode === 'keys' ? t('howKeys') : t('howBlocks')}</p>
          {file.mode === 'keys' && <p className="game-keys">{t('keysFocus')}</p>}
          <div className="game-status card">
            <strong>{t('maze', { n: n(index + 1), total: n(mazes.length) })}</strong>
            <span data-testid="maze-steps">{counted('steps', path.length)}</span>
          </div>
          <div className="maze-area">
            <div
              className="maze-board"
              role={file.mode === 'keys' ? 'application' : 'img'}
              tabIndex={file.mode === 'keys' ? 0 : undefined}
              aria-label={t('board', {
                row: n(at.row + 1),
                col: n(at.col + 1),
                goalRow: n(maze.goal.row + 1),
                goalCol: n(maze.goal.col + 1),
              })}
              onKeyDown={onBoardKey}
              dir="ltr"
              data-testid="maze-board"
            >
              <MazeDrawing maze={maze} at={at} trail={trail} />
            </div>
            {file.mode === 'keys' ? (
              <ArrowPad onStep={step} disabled={reached} />
            ) : (
              <BlocksProgram
                key={index}
                maze={maze}
                disabled={reached}
                onRun={(cells) => {
                  setTrail(cells);
                  setAt(cells[cells.length - 1] ?? maze.start);
                }}
                onResult={(run) => {
                  if (run.reached) {
                    setPath(run.path);
                    finishMaze(run.path);
                  } else {
                    sound.beep('miss');
                    setSaid(run.bumped ? t('bumped') : t('short'));
                  }
                }}
              />
            )}
          </div>
          <p className="maze-said" role="status" aria-live="polite" data-testid="maze-said">
            {said}
          </p>
          {reached && index + 1 < mazes.length && (
            <button
              type="button"
              className="button button-primary button-large"
              onClick={nextMaze}
              data-testid="maze-next-maze"
            >
              {t('nextMaze')}
              <Icon name="chevron" className="flip-forward" />
            </button>
          )}
        </>
      )}
      {done && stars && !stars.problem && (
        <GameEnd
          testId="maze"
          stars={stars.stars}
          heading={t('done')}
          summary={t('result', { steps: counted('steps', steps), fewest: counted('steps', fewest) })}
          outcome={finish.outcome}
          problem={finish.problem}
          onAgain={again}
          nextHref={stone ? nextHref : null}
          courseId={stone?.courseId ?? null}
        >
          {!stone && <p>{t('practiceNote')}</p>}
        </GameEnd>
      )}
    </section>
  );
}

/** The maze drawn: walls, the path walked, Robo and the flag. */
function MazeDrawing({ maze, at, trail }: { maze: Maze; at: Cell; trail: readonly Cell[] }) {
  const S = 40;
  return (
    <svg viewBox={`0 0 ${maze.width * S} ${maze.height * S}`} aria-hidden="true" focusable="false" className="maze-svg">
      <rect width={maze.width * S} height={maze.height * S} fill="#e9f5db" />
      {maze.rows.flatMap((row, r) =>
        [...row].map((ch, c) =>
          ch === '#' ? (
            <rect key={`${r}-${c}`} x={c * S} y={r * S} width={S} height={S} fill="#52796f" stroke="#354f52" />
          ) : null,
        ),
      )}
      {trail.map((cell, i) => (
        <circle key={i} cx={cell.col * S + S / 2} cy={cell.row * S + S / 2} r={5} fill="#f4a261" />
      ))}
      <g transform={`translate(${maze.goal.col * S + 10} ${maze.goal.row * S + 6})`}>
        <path d="M2 28V2" stroke="#2b2d42" strokeWidth="3" strokeLinecap="round" />
        <path d="M2 3h20l-5 6 5 6H2z" fill="#e63946" stroke="#2b2d42" strokeWidth="2" strokeLinejoin="round" />
      </g>
      <g transform={`translate(${at.col * S + S / 2} ${at.row * S + S / 2})`} data-testid="maze-robo">
        <rect x="-14" y="-13" width="28" height="24" rx="7" fill="#8ecae6" stroke="#2b2d42" strokeWidth="2.5" />
        <circle cx="-6" cy="-2" r="3" fill="#2b2d42" />
        <circle cx="6" cy="-2" r="3" fill="#2b2d42" />
        <path d="M-5 5q5 4 10 0" fill="none" stroke="#2b2d42" strokeWidth="2" strokeLinecap="round" />
        <path d="M0-13v-5" stroke="#2b2d42" strokeWidth="2.5" />
        <circle cy="-19" r="2.5" fill="#ffd166" />
      </g>
    </svg>
  );
}

function Arrow({ dir }: { dir: MazeDir }) {
  return (
    <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
      <path
        d="M12 4l7 8h-4v8H9v-8H5z"
        fill="currentColor"
        transform={`rotate(${ROTATE[dir]} 12 12)`}
        stroke="currentColor"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Four big arrow buttons, in the shape of the keyboard's arrows (not mirrored: the maze is not). */
function ArrowPad({ onStep, disabled }: { onStep: (dir: MazeDir) => void; disabled: boolean }) {
  const { t } = useTranslation('maze-game');
  return (
    <div className="maze-pad" role="group" aria-label={t('arrows')} dir="ltr">
      {DIRS.map((dir) => (
        <button
          key={dir}
          type="button"
          className={`button maze-arrow maze-arrow-${dir}`}
          aria-label={t('step', { dir: t(`dir.${dir}`) })}
          aria-disabled={disabled}
          onClick={() => !disabled && onStep(dir)}
          data-testid={`maze-arrow-${dir}`}
        >
          <Arrow dir={dir} />
        </button>
      ))}
    </div>
  );
}

/** The program: direction blocks with their steps, added, changed and removed; Run plays it step by step. */
function BlocksProgram({
  maze,
  disabled,
  onRun,
  onResult,
}: {
  maze: Maze;
  disabled: boolean;
  onRun: (cells: Cell[]) => void;
  onResult: (run: ReturnType<typeof runBlocks>) => void;
}) {
  const { t } = useTranslation('maze-game');
  const lang = useLang();
  const [blocks, setBlocks] = useState<MazeBlock[]>([]);
  const [running, setRunning] = useState(false);
  const timer = useRef<number | null>(null);
  useEffect(() => () => void (timer.current !== null && window.clearInterval(timer.current)), []);
  const n = (x: number) => formatNumber(x, lang);
  const change = (i: number, by: number) =>
    setBlocks(
      blocks.map((b, j) => (j === i ? { ...b, times: Math.min(MAZE_MAX_TIMES, Math.max(1, b.times + by)) } : b)),
    );

  const run = () => {
    const result = runBlocks(maze, blocks);
    setRunning(true);
    onRun([]);
    let shown = 0;
    timer.current = window.setInterval(() => {
      shown++;
      onRun(result.cells.slice(0, shown));
      if (shown < result.cells.length) return;
      window.clearInterval(timer.current!);
      timer.current = null;
      setRunning(false);
      onResult(result);
    }, STEP_MS);
    if (result.cells.length === 0) {
      window.clearInterval(timer.current);
      timer.current = null;
      setRunning(false);
      onResult(result);
    }
  };

  const locked = disabled || running;
  return (
    <div className="maze-program card" data-testid="maze-program">
      <h2>{t('program')}</h2>
      {blocks.length === 0 ? (
        <p className="game-keys">{t('empty')}</p>
      ) : (
        <ol className="maze-blocks">
          {blocks.map((b, i) => (
            <li key={i} className="maze-block" data-testid={`maze-block-${i}`} data-dir={b.dir} data-times={b.times}>
              <span className="maze-block-name" dir="auto">
                <Arrow dir={b.dir} />
                {t('block', { dir: t(`dir.${b.dir}`), times: n(b.times) })}
              </span>
              <button
                type="button"
                className="button maze-small"
                aria-label={t('fewer', { n: n(i + 1) })}
                aria-disabled={locked || b.times <= 1}
                onClick={() => !locked && change(i, -1)}
              >
                −
              </button>
              <button
                type="button"
                className="button maze-small"
                aria-label={t('more', { n: n(i + 1) })}
                aria-disabled={locked || b.times >= MAZE_MAX_TIMES}
                onClick={() => !locked && change(i, 1)}
                data-testid={`maze-more-${i}`}
              >
                +
              </button>
              <button
                type="button"
                className="button maze-small"
                aria-label={t('remove', { n: n(i + 1) })}
                aria-disabled={locked}
                onClick={() => !locked && setBlocks(blocks.filter((_, j) => j !== i))}
              >
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                  <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
                </svg>
              </button>
            </li>
          ))}
        </ol>
      )}
      <p className="maze-add-label">{blocks.length >= MAZE_MAX_BLOCKS ? t('full') : t('add')}</p>
      <div className="maze-add" dir="ltr">
        {DIRS.map((dir) => (
          <button
            key={dir}
            type="button"
            className="button maze-arrow"
            aria-label={t('addDir', { dir: t(`dir.${dir}`) })}
            aria-disabled={locked || blocks.length >= MAZE_MAX_BLOCKS}
            onClick={() => !locked && blocks.length < MAZE_MAX_BLOCKS && setBlocks([...blocks, { dir, times: 1 }])}
            data-testid={`maze-add-${dir}`}
          >
            <Arrow dir={dir} />
          </button>
        ))}
      </div>
      <button
        type="button"
        className="button button-primary button-large"
        aria-disabled={locked || blocks.length === 0}
        onClick={() => !locked && blocks.length > 0 && run()}
        data-testid="maze-run"
      >
        {running ? t('running') : t('run')}
      </button>
    </div>
  );
}
