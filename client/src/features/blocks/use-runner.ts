import { useCallback, useEffect, useRef, useState } from 'react';
import {
  createRun,
  initialWorld,
  type LevelDefinition,
  type Outcome,
  type Program,
  type Run,
  type RunError,
  type StepEvent,
  type StepResult,
  type World,
} from '@codeyard/shared-schema/smoothy';
import { toProgram, type SerializedWorkspace } from './to-program';

/**
 * Running a SmoothY program on the stage, step by step, shared by the playground and the challenge screens:
 * Run (a timer at the chosen speed), Step, Stop, Reset, the running block to highlight, and a status to say.
 * The program is read from the workspace when a run starts (`read`).
 */

export const RUN_STEP_BUDGET = 10_000;
export const KEY_NAMES: Record<string, string> = {
  ' ': 'space',
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

export type RunStatusKey =
  'ready' | 'running' | 'paused' | 'done' | 'goal' | 'keys' | 'empty' | 'hole' | 'crashed' | 'outOfSteps' | 'error';
export interface RunStatus {
  key: RunStatusKey;
  errorCode?: RunError['code'];
}

export interface RunEnd {
  outcome: Exclude<Outcome, 'running'>;
  world: World;
  program: Program;
  error?: RunError;
}

export interface RunnerOptions {
  /** The current workspace (read when a run starts). */
  read: () => SerializedWorkspace | null;
  /** Key presses replayed after the start scripts (a challenge's `keys`). */
  keys?: string[];
  /** Called once when a run ends by itself (not on Stop or Reset). */
  onEnd?: (end: RunEnd) => void;
  /** Called after every step (e.g. to play a "play sound" block's sound). */
  onStep?: (result: StepResult) => void;
}

/** How long one step of a run lasts at a speed of the slider (1-6). */
export const stepDelay = (speed: number): number => Math.round(900 / speed);

/** The last step of the run shown: its event (Robo's pose follows it) and how many steps ran so far. */
export interface LastStep {
  event: StepEvent | null;
  steps: number;
}

export interface Runner {
  world: World;
  last: LastStep;
  highlight: string | null;
  running: boolean;
  speed: number;
  setSpeed: (speed: number) => void;
  status: RunStatus;
  start: () => void;
  step: () => void;
  stop: () => void;
  reset: () => void;
  /** For the stage's onKeyDown: arrow keys and space reach "when key pressed" scripts. */
  onStageKey: (e: React.KeyboardEvent) => void;
}

const NO_STEP: LastStep = { event: null, steps: 0 };

export function useRunner(level: LevelDefinition, options: RunnerOptions): Runner {
  const [world, setWorld] = useState<World>(() => initialWorld(level));
  const [highlight, setHighlight] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const [speed, setSpeed] = useState(3);
  const [status, setStatus] = useState<RunStatus>({ key: 'ready' });
  const [last, setLast] = useState<LastStep>(NO_STEP);
  const listens = useRef(false);
  const run = useRef<Run | null>(null);
  const program = useRef<Program | null>(null);
  const timer = useRef<number | null>(null);
  const opts = useRef(options);
  opts.current = options;
  const levelRef = useRef(level);
  levelRef.current = level;

  const stopTimer = useCallback(() => {
    if (timer.current !== null) window.clearInterval(timer.current);
    timer.current = null;
    setRunning(false);
  }, []);

  const reset = useCallback(() => {
    stopTimer();
    run.current = null;
    program.current = null;
    setWorld(initialWorld(levelRef.current));
    setLast(NO_STEP);
    setHighlight(null);
    listens.current = false;
    setStatus({ key: 'ready' });
  }, [stopTimer]);

  // A new level (by content: a fresh copy of the same level read again changes nothing): back to its start.
  const levelKey = JSON.stringify(level);
  const firstLevel = useRef(levelKey);
  useEffect(() => {
    if (firstLevel.current === levelKey) return;
    firstLevel.current = levelKey;
    reset();
  }, [levelKey, reset]);
  useEffect(
    () => () => {
      if (timer.current !== null) window.clearInterval(timer.current);
    },
    [],
  );

  /** Creates the run from the current blocks; null (with a status saying why) when it cannot run. */
  const ensureRun = (): Run | null => {
    if (run.current) return run.current;
    const { program: p, problems } = toProgram(opts.current.read());
    if (problems.length > 0) {
      setHighlight(problems[0]!.id);
      setStatus({ key: 'hole' });
      return null;
    }
    if (!p.scripts.some((s) => s.body.length > 0) && !p.scripts.some((s) => s.event === 'key')) {
      setStatus({ key: 'empty' });
      return null;
    }
    setWorld(initialWorld(levelRef.current));
    setLast(NO_STEP);
    const keys = opts.current.keys ?? [];
    listens.current = keys.length === 0 && p.scripts.some((s) => s.event === 'key');
    program.current = p;
    run.current = createRun(p, levelRef.current, { stepBudget: RUN_STEP_BUDGET, ...(keys.length ? { keys } : {}) });
    return run.current;
  };

  /** One step; returns true when the run has ended. */
  const stepOnce = (r: Run): boolean => {
    const res: StepResult = r.step();
    opts.current.onStep?.(res);
    setHighlight(res.blockId);
    setLast({ event: res.event, steps: res.steps });
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
    } else if (res.outcome === 'crashed') setStatus({ key: 'crashed' });
    else if (res.outcome === 'out_of_steps') setStatus({ key: 'outOfSteps' });
    else setStatus({ key: 'error', errorCode: res.error?.code ?? 'internal' });
    if (program.current && res.outcome !== 'running') {
      opts.current.onEnd?.({
        outcome: res.outcome,
        world: w,
        program: program.current,
        ...(res.error ? { error: res.error } : {}),
      });
    }
    return true;
  };

  const startTimer = (r: Run, delay: number) => {
    if (timer.current !== null) window.clearInterval(timer.current);
    timer.current = window.setInterval(() => {
      if (stepOnce(r)) stopTimer();
    }, delay);
  };

  const start = () => {
    const r = ensureRun();
    if (!r) return;
    if (r.outcome !== 'running' && !listens.current) {
      // Run again after a run ended: from the start.
      run.current = null;
      const again = ensureRun();
      if (!again) return;
      setRunning(true);
      startTimer(again, stepDelay(speed));
      return;
    }
    setRunning(true);
    startTimer(r, stepDelay(speed));
  };

  const step = () => {
    stopTimer();
    let r = ensureRun();
    if (r && r.outcome !== 'running' && !listens.current) {
      run.current = null;
      r = ensureRun();
    }
    if (!r) return;
    if (!stepOnce(r)) setStatus({ key: 'paused' });
  };

  // A new speed takes effect at once while running.
  useEffect(() => {
    if (!running || !run.current) return;
    startTimer(run.current, stepDelay(speed));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [speed]);

  const onStageKey = (e: React.KeyboardEvent) => {
    const key = KEY_NAMES[e.key];
    const r = run.current;
    if (!key || !r) return;
    e.preventDefault();
    if (r.press(key) && timer.current === null) start();
  };

  return { world, last, highlight, running, speed, setSpeed, status, start, step, stop: stopTimer, reset, onStageKey };
}
