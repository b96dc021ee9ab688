import {
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import {
  PAINT_CHALLENGES,
  PAINT_COLOURS,
  PAINT_HEIGHT,
  PAINT_WIDTH,
  paintGoals,
  paintHistory,
  paintStars,
  type Drawing,
  type PaintAction,
  type PaintChallenge,
  type PaintColour,
  type PaintGame,
  type Stars as StarCount,
} from '@codeyard/shared-schema';
import { formatNumber, useLang } from '../../ui/kit/format';
import { Icon, type IconName } from '../../ui/kit/icons';
import type { UserDb } from '../../storage/user-db';
import { GameEnd, type GameOutcome, type useGameSound } from '../games';
import { DrawingView, ShapeView } from './PaintCanvas';
import {
  addPoint,
  clampPoint,
  moveCursor,
  readActions,
  SHAPE_TOOLS,
  shapeBetween,
  TOOLS,
  type Point,
  type Tool,
} from './paint-tool';
import './paint.css';

const TOOL_ICON: Record<Tool, IconName> = {
  free: 'pencil',
  line: 'line',
  rect: 'rectangle',
  ellipse: 'ellipse',
  triangle: 'triangle',
  fill: 'bucket',
  erase: 'eraser',
  text: 'text',
};

const HOW: Record<Tool, string> = {
  free: 'howFree',
  line: 'howShape',
  rect: 'howShape',
  ellipse: 'howShape',
  triangle: 'howShape',
  fill: 'howFill',
  erase: 'howErase',
  text: 'howText',
};

/** The target picture, its words in the child's language. */
function targetIn(challenge: PaintChallenge, lang: 'en' | 'ar'): Drawing {
  const words = challenge.targetWords?.[lang];
  if (!words) return challenge.target;
  return { ...challenge.target, shapes: challenge.target.shapes.map((s) => (s.t === 'text' ? { ...s, s: words } : s)) };
}

/** What is being drawn by the pointer right now (not yet an action). */
type Drag = { tool: 'free'; points: Point[] } | { tool: Tool; from: Point; to: Point };

/**
 * A paint challenge: the tools, the paper, the target beside it and the goals ticking as the child works.
 * The drawing is the challenge's given shapes with the child's actions replayed (shared-schema), kept on the
 * device under `keepKey` as they come (a reload comes back to it). "Check my picture" ends it: every goal met
 * gives the stars (paintStars, the rule the server checks) and `onFinished` records the result.
 */
export function PaintGameView({
  game,
  title,
  db,
  keepKey,
  top,
  sound,
  onFinished,
  outcome = {},
  problem = '',
  onAgain,
  nextHref = null,
  courseId = null,
}: {
  game: PaintGame;
  title: string;
  db: UserDb | null;
  keepKey: string;
  top: ReactNode;
  sound: ReturnType<typeof useGameSound>;
  onFinished?: (actions: PaintAction[], stars: StarCount) => void | Promise<void>;
  outcome?: GameOutcome;
  problem?: string;
  onAgain?: () => void;
  nextHref?: string | null;
  courseId?: number | null;
}) {
  const { t } = useTranslation('paint-game');
  const lang = useLang();
  const n = (value: number) => formatNumber(value, lang);
  const challenge = PAINT_CHALLENGES[game];
  const [actions, setActions] = useState<PaintAction[] | null>(db ? null : []);
  const [tool, setTool] = useState<Tool>('rect');
  const [colour, setColour] = useState<PaintColour>('black');
  const [drag, setDrag] = useState<Drag | null>(null);
  const [cursor, setCursor] = useState<Point>([PAINT_WIDTH / 2, PAINT_HEIGHT / 2]);
  const [anchor, setAnchor] = useState<Point | null>(null);
  const [textAt, setTextAt] = useState<Point | null>(null);
  const [words, setWords] = useState('');
  const [said, setSaid] = useState('');
  const [phase, setPhase] = useState<'play' | 'done'>('play');
  const [stars, setStars] = useState<StarCount>(0);
  const svgRef = useRef<SVGSVGElement>(null);
  const textRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const metBefore = useRef<Set<string> | null>(null);

  // The work kept on this device, read once.
  useEffect(() => {
    if (!db) return;
    let live = true;
    void db.codeDrafts.get(keepKey).then((row) => {
      if (live) setActions(readActions(typeof row?.code === 'string' ? row.code : undefined));
    });
    return () => {
      live = false;
    };
  }, [db, keepKey]);

  useEffect(() => {
    if (textAt) textRef.current?.focus();
  }, [textAt]);

  const history = actions ? paintHistory(challenge.start, actions) : [challenge.start];
  const drawing = history[history.length - 1]!;
  const goals = paintGoals(game, drawing);
  const goalText = (id: string) => {
    const goal = challenge.goals.find((g) => g.id === id)!;
    return goal[lang];
  };

  // A goal that ticks is said aloud (and beeps); the first reading only notes which were met.
  useEffect(() => {
    if (!actions) return;
    const met = new Set(goals.filter((g) => g.met).map((g) => g.id));
    if (metBefore.current) {
      const fresh = [...met].filter((id) => !metBefore.current!.has(id));
      if (fresh.length) {
        sound.beep('pair');
        setSaid(t('ticked', { goal: goalText(fresh[0]!) }));
      }
    }
    metBefore.current = met;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the drawing changes
  }, [actions]);

  if (!actions) return null;

  const keep = (next: PaintAction[]) => {
    setActions(next);
    if (db)
      void db.codeDrafts.put({
        key: keepKey,
        code: JSON.stringify({ actions: next }),
        updatedAt: new Date().toISOString(),
      });
  };
  const act = (action: PaintAction) => {
    if (phase !== 'play') return;
    sound.beep('turn');
    keep([...actions, action]);
  };

  /** The tool used at one point: fill, erase, or the place of the words. */
  const applyTool = ([x, y]: Point) => {
    if (tool === 'fill') act({ a: 'fill', x, y, c: colour });
    else if (tool === 'erase') {
      // Only a press that erases something is a step.
      const after = paintHistory(drawing, [{ a: 'erase', x, y }]);
      if (after[after.length - 1]!.shapes.length < drawing.shapes.length) act({ a: 'erase', x, y });
    } else if (tool === 'text') {
      setTextAt([x, y]);
      setWords('');
    }
  };

  const pointOf = (event: PointerEvent<SVGSVGElement>): Point => {
    const box = svgRef.current!.getBoundingClientRect();
    return clampPoint(
      ((event.clientX - box.left) / box.width) * PAINT_WIDTH,
      ((event.clientY - box.top) / box.height) * PAINT_HEIGHT,
    );
  };

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if (phase !== 'play' || event.button !== 0) return;
    const at = pointOf(event);
    setCursor(at);
    if (tool === 'free' || SHAPE_TOOLS.includes(tool)) {
      svgRef.current?.setPointerCapture?.(event.pointerId);
      setDrag(tool === 'free' ? { tool, points: [at] } : { tool, from: at, to: at });
      return;
    }
    applyTool(at);
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    if (!drag) return;
    const at = pointOf(event);
    setDrag(
      drag.tool === 'free' && 'points' in drag ? { ...drag, points: addPoint(drag.points, at) } : { ...drag, to: at },
    );
  };
  const onPointerUp = () => {
    if (!drag) return;
    if ('points' in drag) act({ a: 'draw', s: { t: 'free', c: colour, p: drag.points } });
    else {
      const shape = shapeBetween(drag.tool, colour, drag.from, drag.to);
      if (shape) act({ a: 'draw', s: shape });
    }
    setDrag(null);
  };

  const onCanvasKey = (event: KeyboardEvent<SVGSVGElement>) => {
    if (phase !== 'play') return;
    const moved = moveCursor(cursor, event.key, event.shiftKey);
    if (moved) {
      event.preventDefault();
      setCursor(moved);
      return;
    }
    if (event.key === 'Escape' && anchor) {
      setAnchor(null);
      return;
    }
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    if (SHAPE_TOOLS.includes(tool)) {
      if (!anchor) {
        setAnchor(cursor);
        setSaid(t('firstCorner'));
        return;
      }
      const shape = shapeBetween(tool, colour, anchor, cursor);
      if (shape) act({ a: 'draw', s: shape });
      setAnchor(null);
      return;
    }
    applyTool(cursor);
  };

  const putText = (event: FormEvent) => {
    event.preventDefault();
    const s = words.trim().slice(0, 40);
    if (s && textAt) act({ a: 'draw', s: { t: 'text', c: colour, x: textAt[0], y: textAt[1], s } });
    setTextAt(null);
    svgRef.current?.focus();
  };

  const check = async () => {
    const open = goals.filter((g) => !g.met).length;
    if (open > 0) {
      sound.beep('miss');
      setSaid(t('notYet', { count: open, n: n(open) }));
      return;
    }
    const earned = paintStars(game, actions);
    sound.beep('win');
    setStars(earned);
    setSaid('');
    setPhase('done');
    await onFinished?.(actions, earned);
  };

  const again = () => {
    keep([]);
    setPhase('play');
    setStars(0);
    setSaid('');
    metBefore.current = null;
    onAgain?.();
    headingRef.current?.focus();
  };

  const preview =
    drag && 'points' in drag
      ? ({ t: 'free', c: colour, p: drag.points } as const)
      : drag
        ? shapeBetween(drag.tool, colour, drag.from, drag.to)
        : anchor
          ? shapeBetween(tool, colour, anchor, cursor)
          : null;
  const headingId = `paint-title-${keepKey.replace(/[^a-z0-9]/gi, '-')}`;
  const open = goals.filter((g) => !g.met).length;

  return (
    <section
      className="page game-page paint-page"
      aria-labelledby={headingId}
      data-testid="paint-game"
      data-game={game}
      data-phase={phase}
    >
      {top}
      <h1 id={headingId} ref={headingRef} tabIndex={-1} className="game-title">
        {title}
      </h1>
      <p className="game-how paint-brief">{challenge.brief[lang]}</p>

      {phase === 'done' ? (
        <GameEnd
          testId="paint"
          stars={stars}
          heading={t('done')}
          summary={t('summary', { count: actions.length, n: n(actions.length) })}
          outcome={outcome}
          problem={problem}
          onAgain={again}
          nextHref={nextHref}
          courseId={courseId}
        >
          <svg className="paint-result" viewBox={`0 0 ${PAINT_WIDTH} ${PAINT_HEIGHT}`} role="img" aria-label={title}>
            <DrawingView drawing={drawing} />
          </svg>
        </GameEnd>
      ) : (
        <div className="paint-play">
          <div className="paint-box">
            <div className="paint-tools card" role="group" aria-label={t('tools')}>
              {TOOLS.map((id) => (
                <button
                  key={id}
                  type="button"
                  className="paint-tool"
                  aria-pressed={tool === id}
                  onClick={() => {
                    setTool(id);
                    setAnchor(null);
                  }}
                  data-testid={`paint-tool-${id}`}
                >
                  <Icon name={TOOL_ICON[id]} size={30} />
                  <span>{t(`tool.${id}`)}</span>
                </button>
              ))}
              <button
                type="button"
                className="paint-tool"
                onClick={() => act({ a: 'undo' })}
                disabled={history.length < 2}
                data-testid="paint-undo"
              >
                <Icon name="undo" size={30} />
                <span>{t('undo')}</span>
              </button>
              <button
                type="button"
                className="paint-tool"
                onClick={() => act({ a: 'clear' })}
                disabled={drawing === challenge.start}
                data-testid="paint-clear"
              >
                <Icon name="bin" size={30} />
                <span>{t('clear')}</span>
              </button>
            </div>
            <div className="paint-colours card" role="group" aria-label={t('colours')}>
              {PAINT_COLOURS.map((c) => (
                <button
                  key={c.id}
                  type="button"
                  className="paint-colour"
                  aria-pressed={colour === c.id}
                  aria-label={c[lang]}
                  title={c[lang]}
                  onClick={() => setColour(c.id as PaintColour)}
                  data-testid={`paint-colour-${c.id}`}
                >
                  <span className="paint-swatch" style={{ background: c.hex }} aria-hidden="true" />
                </button>
              ))}
            </div>
          </div>

          <div className="paint-paper">
            <p className="paint-how">{t(HOW[tool])}</p>
            <svg
              ref={svgRef}
              className={`paint-canvas paint-canvas-${tool}`}
              viewBox={`0 0 ${PAINT_WIDTH} ${PAINT_HEIGHT}`}
              role="application"
              aria-label={t('canvas')}
              aria-describedby="paint-keys"
              tabIndex={0}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
              onPointerCancel={() => setDrag(null)}
              onKeyDown={onCanvasKey}
              data-testid="paint-canvas"
              data-shapes={drawing.shapes.length}
            >
              <DrawingView drawing={drawing} />
              {preview && (
                <g className="paint-preview">
                  <ShapeView shape={preview} />
                </g>
              )}
              <g className="paint-cursor" aria-hidden="true">
                <path d={`M${cursor[0] - 10} ${cursor[1]}h20M${cursor[0]} ${cursor[1] - 10}v20`} />
                {anchor && <circle cx={anchor[0]} cy={anchor[1]} r={5} />}
              </g>
            </svg>
            {textAt && (
              <form className="paint-words card" onSubmit={putText} data-testid="paint-words">
                <label>
                  {t('writeHere')}
                  <input
                    ref={textRef}
                    value={words}
                    maxLength={40}
                    onChange={(event) => setWords(event.target.value)}
                    data-testid="paint-words-input"
                  />
                </label>
                <button type="submit" className="button button-primary" data-testid="paint-words-put">
                  {t('putText')}
                </button>
                <button type="button" className="button" onClick={() => setTextAt(null)}>
                  {t('cancel')}
                </button>
              </form>
            )}
            <p id="paint-keys" className="game-keys">
              {t('keys')}
            </p>
          </div>

          <div className="paint-side">
            <figure className="paint-target card">
              <svg viewBox={`0 0 ${PAINT_WIDTH} ${PAINT_HEIGHT}`} aria-hidden="true" data-testid="paint-target">
                <DrawingView drawing={targetIn(challenge, lang)} />
              </svg>
              <figcaption>{t('target')}</figcaption>
            </figure>
            <div className="paint-goals card">
              <h2>{t('goals')}</h2>
              <ul data-testid="paint-goals">
                {goals.map((g) => (
                  <li
                    key={g.id}
                    className={g.met ? 'paint-goal-met' : undefined}
                    data-testid={`paint-goal-${g.id}`}
                    data-met={g.met}
                  >
                    <span className="paint-tick" aria-hidden="true">
                      {g.met && <Icon name="check" size={22} />}
                    </span>
                    <span className="sr-only">{g.met ? t('goalMet') : t('goalOpen')}</span>
                    {goalText(g.id)}
                  </li>
                ))}
              </ul>
            </div>
            <button
              type="button"
              className="button button-primary button-large"
              onClick={() => void check()}
              data-testid="paint-check"
              data-open={open}
            >
              {t('check')}
            </button>
            <p className="paint-steps" data-testid="paint-steps">
              {t('steps', { count: actions.length, n: n(actions.length) })}
              <br />
              {t('starsRule', { par: n(challenge.par) })}
            </p>
            {db && <p className="paint-saved">{t('saved')}</p>}
          </div>
        </div>
      )}

      <p className="sr-only" role="status" aria-live="polite" data-testid="paint-said">
        {said}
      </p>
      {phase === 'play' && said && (
        <p className="state card paint-note" aria-hidden="true" data-testid="paint-note">
          {said}
        </p>
      )}
    </section>
  );
}
