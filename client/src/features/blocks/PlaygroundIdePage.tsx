import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createRun, initialWorld, type LevelDefinition, type Run, type StepResult, type World } from '@codeyard/shared-schema/smoothy';
import { useSession } from '../../session/use-session';
import { PageHeader } from '../../ui/kit/states';
import BlocksEditor from './BlocksEditor';
import { Stage } from './Stage';
import { toProgram, type SerializedWorkspace } from './to-program';
import { LEVELS, isLevel, starterWorkspace, type Level } from './toolboxes';
import './blocks.css';

/** The playground's world until challenges bring their own levels. */
const PLAYGROUND: LevelDefinition = {
  width: 7,
  height: 5,
  walls: [{ x: 2, y: 3 }, { x: 3, y: 3 }, { x: 4, y: 3 }, { x: 4, y: 1 }, { x: 4, y: 2 }],
  start: { x: 0, y: 4, dir: 'E' },
  stars: [{ x: 2, y: 4 }, { x: 5, y: 4 }, { x: 6, y: 2 }],
  goal: { x: 6, y: 0 },
  rules: { reach_goal: true },
};
const STEP_BUDGET = 10_000;
const KEY_NAMES: Record<string, string> = { ' ': 'space', ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };

interface Saved { level: Level; state: SerializedWorkspace | null }
type Status = { key: string; params?: Record<string, string | number> };

const storageKey = (userId: string | number | undefined) => `codeyard.blocks.playground.${userId ?? 'guest'}`;

/** The program is kept on this device, per user, in localStorage (the projects flow comes later). */
function load(userId: string | number | undefined): Saved {
  try {
    const raw = localStorage.getItem(storageKey(userId));
    const parsed = raw ? (JSON.parse(raw) as Partial<Saved>) : null;
    if (parsed && isLevel(parsed.level)) return { level: parsed.level, state: parsed.state ?? null };
  } catch { /* unreadable: start fresh */ }
  return { level: 'basic', state: starterWorkspace() as SerializedWorkspace };
}

/**
 * /playground-ide: a free block playground. The editor on one side, Robo's grid world on the other,
 * Run / Step / Reset and a speed slider; the running block is highlighted.
 */
export default function PlaygroundIdePage() {
  const { t } = useTranslation('blocks');
  const session = useSession();
  const userId = session?.userId;
  const saved = useMemo(() => load(userId), [userId]);
  const [level, setLevel] = useState<Level>(saved.level);
  const program = useRef<SerializedWorkspace | null>(saved.state);
  const [world, setWorld] = useState<World>(() => initialWorld(PLAYGROUND));
  const [highlight, setHighlight] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const [speed, setSpeed] = useState(3);
  const [status, setStatus] = useState<Status>({ key: 'ready' });
  /** Whether the current run has "when <key> is pressed" scripts (it then keeps listening after the start scripts). */
  const listens = useRef(false);
  const run = useRef<Run | null>(null);
  const timer = useRef<number | null>(null);

  const save = useCallback((next: Saved) => {
    try { localStorage.setItem(storageKey(userId), JSON.stringify(next)); } catch { /* storage full or blocked */ }
  }, [userId]);

  const onChange = useCallback((state: SerializedWorkspace) => {
    program.current = state;
    save({ level, state });
  }, [level, save]);

  const stopTimer = () => {
    if (timer.current !== null) window.clearInterval(timer.current);
    timer.current = null;
    setRunning(false);
  };

  const reset = useCallback(() => {
    stopTimer();
    run.current = null;
    setWorld(initialWorld(PLAYGROUND));
    setHighlight(null);
    listens.current = false;
    setStatus({ key: 'ready' });
  }, []);

  useEffect(() => () => { if (timer.current !== null) window.clearInterval(timer.current); }, []);

  /** Creates the run from the current blocks; null (with a status saying why) when it cannot run. */
  const ensureRun = (): Run | null => {
    if (run.current) return run.current;
    const { program: p, problems } = toProgram(program.current);
    if (problems.length > 0) {
      setHighlight(problems[0]!.id);
      setStatus({ key: 'hole' });
      return null;
    }
    if (!p.scripts.some((s) => s.body.length > 0) && !p.scripts.some((s) => s.event === 'key')) {
      setStatus({ key: 'empty' });
      return null;
    }
    setWorld(initialWorld(PLAYGROUND));
    listens.current = p.scripts.some((s) => s.event === 'key');
    run.current = createRun(p, PLAYGROUND, { stepBudget: STEP_BUDGET });
    return run.current;
  };

  /** One step; returns true when the run has ended. */
  const stepOnce = (r: Run): boolean => {
    const res: StepResult = r.step();
    setHighlight(res.blockId);
    const w = r.world();
    setWorld(w);
    if (!res.done) {
      setStatus({ key: 'running' });
      return false;
    }
    if (res.outcome === 'finished') {
      const atGoal = !!w.goal && w.robot.x === w.goal.x && w.robot.y === w.goal.y;
      setStatus({ key: atGoal ? 'goal' : listens.current ? 'keys' : 'done' });
      if (!listens.current) setHighlight(null);
      return true;
    }
    if (res.outcome === 'crashed') setStatus({ key: 'crashed' });
    else if (res.outcome === 'out_of_steps') setStatus({ key: 'outOfSteps' });
    else setStatus({ key: 'error', params: { message: t(`playground.errors.${res.error?.code ?? 'internal'}`) } });
    return true;
  };

  const start = () => {
    const r = ensureRun();
    if (!r) return;
    stopTimer();
    setRunning(true);
    const delay = Math.round(900 / speed);
    timer.current = window.setInterval(() => {
      if (stepOnce(r)) stopTimer();
    }, delay);
  };

  const step = () => {
    stopTimer();
    const r = ensureRun();
    if (!r) return;
    if (!stepOnce(r)) setStatus({ key: 'paused' });
  };

  // A new speed takes effect at once while running.
  useEffect(() => {
    if (!running || !run.current) return;
    const r = run.current;
    if (timer.current !== null) window.clearInterval(timer.current);
    timer.current = window.setInterval(() => { if (stepOnce(r)) stopTimer(); }, Math.round(900 / speed));
  }, [speed]);

  const onStageKey = (e: React.KeyboardEvent) => {
    const key = KEY_NAMES[e.key];
    const r = run.current;
    if (!key || !r) return;
    e.preventDefault();
    if (r.press(key) && timer.current === null) start();
  };

  const changeLevel = (next: Level) => {
    setLevel(next);
    save({ level: next, state: program.current });
  };

  return (
    <section className="page playground-page" aria-labelledby="playground-title" data-testid="playground-ide">
      <PageHeader id="playground-title" icon="blocks" title={t('playground.title')} lead={t('playground.lead')}>
        <label className="playground-level">
          <span>{t('playground.level')}</span>
          <select value={level} onChange={(e) => { if (isLevel(e.target.value)) changeLevel(e.target.value); }} data-testid="playground-level">
            {LEVELS.map((l) => <option key={l} value={l}>{t(`playground.levels.${l}`)}</option>)}
          </select>
        </label>
      </PageHeader>
      <div className="playground-layout">
        <BlocksEditor level={level} initial={program.current} onChange={onChange} highlightId={highlight} className="playground-editor" />
        <div className="playground-side">
          <div className="playground-stage" tabIndex={0} onKeyDown={onStageKey} aria-describedby="playground-status">
            <Stage world={world} label={t('playground.stage')} />
          </div>
          <div className="playground-controls">
            {running
              ? <button type="button" className="button button-primary button-large" onClick={stopTimer} data-testid="playground-stop">{t('playground.stop')}</button>
              : <button type="button" className="button button-primary button-large" onClick={start} data-testid="playground-run">▶ {t('playground.run')}</button>}
            <button type="button" className="button button-large" onClick={step} data-testid="playground-step">{t('playground.step')}</button>
            <button type="button" className="button button-large" onClick={reset} data-testid="playground-reset">{t('playground.reset')}</button>
            <label className="playground-speed">
              <span>{t('playground.speed')}</span>
              <input type="range" min={1} max={6} value={speed} onChange={(e) => setSpeed(Number(e.target.value))} data-testid="playground-speed" />
            </label>
          </div>
          <p id="playground-status" className="playground-status" role="status" aria-live="polite" data-testid="playground-status">
            {t(`playground.status.${status.key}`, status.params ?? {})}
            {' '}<span className="playground-stars">{t('playground.stars', { n: world.collected })}</span>
          </p>
          <p className="muted small">{t('playground.savedNote')}</p>
        </div>
      </div>
    </section>
  );
}
