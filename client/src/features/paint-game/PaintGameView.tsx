import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PAINT_CHALLENGES,
  PAINT_HEIGHT,
  PAINT_WIDTH,
  paintGoals,
  paintHistory,
  paintStars,
  type Drawing,
  type PaintAction,
  type PaintChallenge,
  type PaintGame,
  type Stars as StarCount,
} from '@codeyard/shared-schema';
import { formatNumber, useLang } from '../../ui/kit/format';
import { Icon } from '../../ui/kit/icons';
import type { UserDb } from '../../storage/user-db';
import { GameEnd, type GameOutcome, type useGameSound } from '../games';
import { PaintBoard } from './PaintBoard';
import { DrawingView } from './PaintCanvas';
import { readActions } from './paint-tool';
import './paint.css';

/** The target picture, its words in the child's language. */
function targetIn(challenge: PaintChallenge, lang: 'en' | 'ar'): Drawing {
  const words = challenge.targetWords?.[lang];
  if (!words) return challenge.target;
  return { ...challenge.target, shapes: challenge.target.shapes.map((s) => (s.t === 'text' ? { ...s, s: words } : s)) };
}

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
  const [said, setSaid] = useState('');
  const [phase, setPhase] = useState<'play' | 'done'>('play');
  const [stars, setStars] = useState<StarCount>(0);
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
          <PaintBoard
            drawing={drawing}
            onAct={act}
            canUndo={history.length > 1}
            canClear={drawing !== challenge.start}
            onSay={setSaid}
          />

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
