import {
  SIGINT,
  cancelAnswer,
  createRing,
  createStdinBuffer,
  ringDrain,
  writeAnswer,
  type DrawCommand,
  type FromWorker,
  type PythonErrorInfo,
  type ToWorker,
} from './protocol';
import { PYODIDE_URL } from '../../storage/python-runtime-files';

export type RunnerState = 'loading' | 'ready' | 'running' | 'asking' | 'failed';

export interface RunOutcome {
  interrupted: boolean;
  error: PythonErrorInfo | null;
  ms: number;
}

/** How an exercise's check ended: the harness's verdict (JSON text), or null when stopped or broken. */
export interface CheckOutcome {
  verdict: string | null;
  interrupted: boolean;
  failure: string | null;
}

export interface RunnerEvents {
  onState: (state: RunnerState) => void;
  onOutput: (kind: 'out' | 'err', text: string) => void;
  onDraw: (cmd: DrawCommand) => void;
  onDone: (outcome: RunOutcome) => void;
  /** Pyodide loaded: how long it took in the worker (ms), and whether input() can ask the child. */
  onReady?: (info: { ms: number; version: string; canAsk: boolean }) => void;
}

/** With the interrupt buffer, a stopped run that has not ended after this long gets its worker replaced. */
const STOP_GRACE_MS = 800;

/** True when this page may use SharedArrayBuffer (served with COOP same-origin + COEP). */
export function canShareMemory(): boolean {
  return typeof SharedArrayBuffer !== 'undefined' && globalThis.crossOriginIsolated === true;
}

/**
 * The page's side of the Python worker: starts it (Pyodide begins loading at once), runs programs,
 * answers input(), and stops runs — through the interrupt buffer when the page is cross-origin isolated,
 * otherwise (or when the interrupt is not honoured in time) by ending the worker and starting a new one.
 */
export class PythonRunner {
  readonly isolated = canShareMemory();
  private worker: Worker | null = null;
  private interrupt: Int32Array | null = null;
  private stdin: Int32Array | null = null;
  private stdoutRing: Int32Array | null = null;
  private stderrRing: Int32Array | null = null;
  private readonly outDecoder = new TextDecoder();
  private readonly errDecoder = new TextDecoder();
  private pump: number | null = null;
  private runId = 0;
  private state: RunnerState = 'loading';
  private stopTimer: number | null = null;
  private disposed = false;
  private pendingCheck: { id: number; resolve: (o: CheckOutcome) => void } | null = null;

  constructor(
    private readonly events: RunnerEvents,
    private readonly indexURL = PYODIDE_URL,
  ) {
    if (this.isolated) {
      this.interrupt = new Int32Array(new SharedArrayBuffer(4));
      this.stdin = createStdinBuffer();
      this.stdoutRing = createRing();
      this.stderrRing = createRing();
    }
    this.spawn();
  }

  get current(): RunnerState {
    return this.state;
  }

  private setState(s: RunnerState) {
    this.state = s;
    this.events.onState(s);
    if ((s === 'running' || s === 'asking') && this.stdoutRing && this.pump === null)
      this.pump = requestAnimationFrame(this.drainLoop);
  }

  /** Hands what the program printed (shared rings) to the page. */
  private drain() {
    if (!this.stdoutRing || !this.stderrRing) return;
    const out = ringDrain(this.stdoutRing);
    if (out.length) this.events.onOutput('out', this.outDecoder.decode(out, { stream: true }));
    const err = ringDrain(this.stderrRing);
    if (err.length) this.events.onOutput('err', this.errDecoder.decode(err, { stream: true }));
  }

  private readonly drainLoop = () => {
    this.pump = null;
    if (this.disposed) return;
    this.drain();
    if (this.state === 'running' || this.state === 'asking') this.pump = requestAnimationFrame(this.drainLoop);
  };

  private spawn() {
    this.setState('loading');
    const worker = new Worker(new URL('./python.worker.ts', import.meta.url), { type: 'module', name: 'python' });
    worker.onmessage = (e: MessageEvent<FromWorker>) => this.receive(e.data);
    worker.onerror = (e) => {
      console.error('The Python worker failed', e);
      this.setState('failed');
    };
    this.worker = worker;
    const init: ToWorker = {
      type: 'init',
      indexURL: new URL(this.indexURL, location.href).href,
      interrupt: this.interrupt,
      stdin: this.stdin,
      stdout: this.stdoutRing,
      stderr: this.stderrRing,
    };
    worker.postMessage(init);
  }

  private receive(m: FromWorker) {
    if (this.disposed) return;
    switch (m.type) {
      case 'ready':
        this.setState('ready');
        this.events.onReady?.({ ms: m.ms, version: m.version, canAsk: m.canAsk });
        return;
      case 'loadError':
        console.error('Pyodide did not load:', m.message);
        this.setState('failed');
        return;
      case 'stdout':
      case 'stderr':
        if (m.id === this.runId) this.events.onOutput(m.type === 'stdout' ? 'out' : 'err', m.text);
        return;
      case 'draw':
        if (m.id === this.runId) this.events.onDraw(m.cmd);
        return;
      case 'input':
        if (m.id !== this.runId) return;
        this.drain(); // the question printed before input() waits
        this.setState('asking');
        return;
      case 'checked':
        if (m.id !== this.runId || !this.pendingCheck) return;
        this.clearStopTimer();
        this.setState('ready');
        this.settleCheck({
          verdict: m.verdict,
          interrupted: /KeyboardInterrupt/.test(m.failure ?? ''),
          failure: m.failure,
        });
        return;
      case 'done':
        if (m.id !== this.runId) return;
        this.drain();
        this.clearStopTimer();
        this.setState('ready');
        this.events.onDone({ interrupted: m.interrupted, error: m.error, ms: m.ms });
    }
  }

  /** Runs a program (ignored unless Python is ready and idle). */
  run(code: string): boolean {
    if (this.state !== 'ready' || !this.worker) return false;
    this.runId += 1;
    this.setState('running');
    this.worker.postMessage({ type: 'run', id: this.runId, code } satisfies ToWorker);
    return true;
  }

  /**
   * Runs an exercise's harness source (pythonHarness) and resolves with its verdict; null at once unless
   * Python is ready and idle. Stop ends it like a run (interrupted).
   */
  check(source: string): Promise<CheckOutcome> | null {
    if (this.state !== 'ready' || !this.worker) return null;
    this.runId += 1;
    const id = this.runId;
    this.setState('running');
    const done = new Promise<CheckOutcome>((resolve) => {
      this.pendingCheck = { id, resolve };
    });
    this.worker.postMessage({ type: 'check', id, source } satisfies ToWorker);
    return done;
  }

  private settleCheck(outcome: CheckOutcome) {
    const pending = this.pendingCheck;
    this.pendingCheck = null;
    pending?.resolve(outcome);
  }

  /** The child's answer to input(). */
  answer(text: string) {
    if (this.state !== 'asking' || !this.worker) return;
    this.setState('running');
    if (this.stdin) writeAnswer(this.stdin, text);
    else this.worker.postMessage({ type: 'answer', id: this.runId, text } satisfies ToWorker);
  }

  /** Stops the running program. Resolves nothing: onDone reports the end (interrupted: true). */
  stop() {
    if (this.state !== 'running' && this.state !== 'asking') return;
    if (this.interrupt && this.stdin) {
      Atomics.store(this.interrupt, 0, SIGINT);
      if (this.state === 'asking') cancelAnswer(this.stdin);
      // A program stuck where Python does not check for the interrupt (deep inside a C call) still ends.
      this.stopTimer = window.setTimeout(() => this.restart(), STOP_GRACE_MS);
    } else {
      this.restart();
    }
  }

  /** Ends the worker and starts a fresh one; the stopped run ends as interrupted. */
  private restart() {
    this.clearStopTimer();
    this.worker?.terminate();
    this.worker = null;
    const stopped = this.state === 'running' || this.state === 'asking';
    this.runId += 1; // messages still in flight from the old worker are ignored
    if (this.interrupt) Atomics.store(this.interrupt, 0, 0);
    if (this.stdin) Atomics.store(this.stdin, 0, 0);
    for (const ring of [this.stdoutRing, this.stderrRing]) {
      if (ring) {
        Atomics.store(ring, 0, 0);
        Atomics.store(ring, 1, 0);
      }
    }
    this.spawn();
    if (this.pendingCheck) this.settleCheck({ verdict: null, interrupted: true, failure: null });
    else if (stopped) this.events.onDone({ interrupted: true, error: null, ms: 0 });
  }

  private clearStopTimer() {
    if (this.stopTimer !== null) window.clearTimeout(this.stopTimer);
    this.stopTimer = null;
  }

  dispose() {
    this.disposed = true;
    this.settleCheck({ verdict: null, interrupted: true, failure: null });
    if (this.pump !== null) cancelAnimationFrame(this.pump);
    this.clearStopTimer();
    this.worker?.terminate();
    this.worker = null;
  }
}
