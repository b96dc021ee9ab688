/// <reference lib="webworker" />
/**
 * The Pyodide worker (a module worker). Pyodide itself is imported from the files we serve at indexURL
 * (copied from node_modules/pyodide into the build and precached), never from a CDN, and never bundled:
 * this chunk stays a few kilobytes. See protocol.ts for the messages, stopping and input().
 */
import type { PyodideAPI } from 'pyodide';
import { RUNNER_PY, TURTLE_PY } from './harness';
import {
  ringWrite,
  SIGINT,
  STDIN_WAITING,
  takeAnswer,
  type FromWorker,
  type PythonErrorInfo,
  type ToWorker,
} from './protocol';

declare const self: DedicatedWorkerGlobalScope;

let py: PyodideAPI | null = null;
let interrupt: Int32Array | null = null;
let stdin: Int32Array | null = null;
let stdoutRing: Int32Array | null = null;
let stderrRing: Int32Array | null = null;
let runId = 0;
let stoppedWhileAsking = false;
let pendingAnswer: ((text: string | null) => void) | null = null;
let canAsk = false;

const post = (m: FromWorker) => self.postMessage(m);
const outDecoder = new TextDecoder();
const errDecoder = new TextDecoder();

/**
 * Output: into the shared ring when there is one (the page drains it every frame; when it is full the program
 * waits for room, unless it is being stopped), otherwise one message per write.
 */
function writeOut(kind: 'stdout' | 'stderr', bytes: Uint8Array): number {
  const ring = kind === 'stdout' ? stdoutRing : stderrRing;
  if (!ring) {
    post({
      type: kind,
      id: runId,
      text: (kind === 'stdout' ? outDecoder : errDecoder).decode(bytes, { stream: true }),
    });
    return bytes.length;
  }
  let offset = 0;
  while (offset < bytes.length) {
    offset += ringWrite(ring, bytes.subarray(offset));
    if (offset < bytes.length) {
      if (interrupt && Atomics.load(interrupt, 0) === SIGINT) break; // stopping: drop the rest, let Python see the interrupt
      Atomics.wait(ring, 1, Atomics.load(ring, 1), 50);
    }
  }
  return bytes.length;
}

/** input() with shared memory: ask the page, sleep until it writes the answer (or cancels). */
function readLineBlocking(): string | null {
  post({ type: 'input', id: runId });
  const buf = stdin!;
  while (Atomics.load(buf, 0) === STDIN_WAITING) Atomics.wait(buf, 0, STDIN_WAITING, 1000);
  const answer = takeAnswer(buf);
  if (answer === null) {
    stoppedWhileAsking = true;
    return null;
  }
  return `${answer}\n`;
}

async function init(m: Extract<ToWorker, { type: 'init' }>) {
  const { indexURL } = m;
  const started = performance.now();
  try {
    const mod = (await import(/* @vite-ignore */ `${indexURL}pyodide.mjs`)) as typeof import('pyodide');
    const p = await mod.loadPyodide({ indexURL, fullStdLib: false });
    interrupt = m.interrupt;
    stdin = m.stdin;
    stdoutRing = m.stdout;
    stderrRing = m.stderr;
    p.setStdout({ write: (b: Uint8Array) => writeOut('stdout', b), isatty: false });
    p.setStderr({ write: (b: Uint8Array) => writeOut('stderr', b), isatty: false });
    if (interrupt) p.setInterruptBuffer(interrupt);
    if (stdin) {
      // autoEOF: one answer per read (with false, Pyodide keeps asking until its buffer is full).
      p.setStdin({ stdin: readLineBlocking, isatty: false, autoEOF: true });
      canAsk = true;
    } else {
      p.setStdin({ error: true });
    }
    p.registerJsModule('_codeyard', {
      draw: (json: string) => post({ type: 'draw', id: runId, cmd: JSON.parse(json) }),
      ask: () =>
        new Promise<string | null>((resolve) => {
          pendingAnswer = resolve;
          post({ type: 'input', id: runId });
        }),
    });
    p.FS.writeFile('/home/pyodide/turtle.py', TURTLE_PY);
    p.runPython(RUNNER_PY);
    if (!stdin) {
      // No shared memory: input() can still wait for the page through JSPI where the browser has it.
      canAsk = jspiAvailable();
    }
    py = p;
    post({ type: 'ready', ms: Math.round(performance.now() - started), version: p.version, canAsk });
  } catch (e) {
    post({ type: 'loadError', message: e instanceof Error ? e.message : String(e) });
  }
}

function jspiAvailable(): boolean {
  const wasm = WebAssembly as unknown as { Suspending?: unknown; promising?: unknown };
  return typeof wasm.Suspending === 'function' && typeof wasm.promising === 'function';
}

async function run(id: number, code: string) {
  const started = performance.now();
  runId = id;
  stoppedWhileAsking = false;
  if (interrupt) Atomics.store(interrupt, 0, 0);
  let error: PythonErrorInfo | null = null;
  const p = py;
  if (!p) {
    post({
      type: 'done',
      id,
      ms: 0,
      interrupted: false,
      error: { type: 'RuntimeError', message: 'Python is not ready', line: null, traceback: '' },
    });
    return;
  }
  const globals = p.globals;
  const runner = globals.get('codeyard_run');
  try {
    let result: unknown;
    if (!stdin && canAsk) {
      const makeAsk = globals.get('codeyard_jspi_input');
      const ask = makeAsk(p.pyimport('_codeyard').ask);
      // runPythonAsync gives run_sync the suspendable stack JSPI needs.
      globals.set('_codeyard_src', code);
      globals.set('_codeyard_ask', ask);
      result = await p.runPythonAsync('codeyard_run(_codeyard_src, _codeyard_ask)');
      ask.destroy?.();
      makeAsk.destroy?.();
    } else {
      result = runner(code);
    }
    if (result && typeof result === 'object' && 'toJs' in result) {
      const proxy = result as { toJs: (o: object) => unknown; destroy: () => void };
      const js = proxy.toJs({ dict_converter: Object.fromEntries }) as PythonErrorInfo;
      proxy.destroy();
      error = js;
    }
  } catch (e) {
    // An error outside the child's code (our harness); report it as it is.
    const message = e instanceof Error ? e.message : String(e);
    error = { type: (e as { type?: string }).type ?? 'Error', message, line: null, traceback: message };
  } finally {
    runner.destroy?.();
  }
  const interrupted = error?.type === 'KeyboardInterrupt' || stoppedWhileAsking;
  post({
    type: 'done',
    id,
    ms: Math.round(performance.now() - started),
    interrupted,
    error: interrupted ? null : error,
  });
}

/** Runs an exercise's harness (it captures the program's output and input itself) and posts its verdict. */
function check(id: number, source: string) {
  const started = performance.now();
  runId = id;
  if (interrupt) Atomics.store(interrupt, 0, 0);
  let verdict: string | null = null;
  let failure: string | null = null;
  try {
    if (!py) throw new Error('Python is not ready');
    const value: unknown = py.runPython(source);
    if (typeof value === 'string') verdict = value;
    else failure = 'The check gave no verdict';
  } catch (e) {
    failure = e instanceof Error ? e.message : String(e);
  }
  post({ type: 'checked', id, ms: Math.round(performance.now() - started), verdict, failure });
}

self.onmessage = (event: MessageEvent<ToWorker>) => {
  const m = event.data;
  if (m.type === 'init') void init(m);
  else if (m.type === 'run') void run(m.id, m.code);
  else if (m.type === 'check') check(m.id, m.source);
  else if (m.type === 'answer' && pendingAnswer) {
    const resolve = pendingAnswer;
    pendingAnswer = null;
    resolve(m.text);
  }
};
