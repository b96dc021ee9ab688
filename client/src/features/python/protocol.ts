/**
 * The messages between the Python screen and its Pyodide worker, and the shared-memory layouts they use.
 * Pure: imported by the worker and by the page, unit-tested in protocol.test.ts.
 *
 * Stopping a run:
 * - cross-origin isolated (SharedArrayBuffer exists): the page writes SIGINT (2) into the interrupt buffer
 *   that Pyodide polls; Python raises KeyboardInterrupt within milliseconds, the worker stays warm.
 * - not isolated: the page terminates the worker and starts a fresh one (Pyodide loads again from the cache).
 *
 * input():
 * - isolated: the worker posts `input` and blocks in Atomics.wait on the stdin buffer until the page writes
 *   the child's answer into it (writeAnswer) and notifies.
 * - not isolated: the worker runs the program through JSPI (`run_sync`): input() awaits an `answer` message.
 *   Where the browser has no JSPI either, input() says it cannot ask here.
 */

export const SIGINT = 2;

/** A drawing command of the `turtle` module, in canvas pixels with (0, 0) in the centre, y upwards as in turtle. */
export type DrawCommand =
  | { op: 'line'; x1: number; y1: number; x2: number; y2: number; color: string; width: number }
  | { op: 'dot'; x: number; y: number; size: number; color: string }
  | { op: 'fill'; points: [number, number][]; color: string }
  | { op: 'text'; x: number; y: number; text: string; color: string; size: number }
  | { op: 'turtle'; x: number; y: number; heading: number; visible: boolean; color: string }
  | { op: 'bgcolor'; color: string }
  | { op: 'clear' };

export interface PythonErrorInfo {
  /** The exception's class name, e.g. 'NameError'. */
  type: string;
  /** str(exception) (for a SyntaxError: its msg). */
  message: string;
  /** The line of the child's program where it happened (the last frame in main.py), or null. */
  line: number | null;
  /** The traceback with our own harness frames removed. */
  traceback: string;
}

export type ToWorker =
  | {
      type: 'init';
      indexURL: string;
      interrupt: Int32Array | null;
      stdin: Int32Array | null;
      stdout: Int32Array | null;
      stderr: Int32Array | null;
    }
  | { type: 'run'; id: number; code: string }
  /** An exercise's check: the harness source (shared-schema pythonHarness); its last expression is the verdict. */
  | { type: 'check'; id: number; source: string }
  /** The child's answer to input(), when the worker waits for it by message (no shared memory). */
  | { type: 'answer'; id: number; text: string | null };

export type FromWorker =
  | { type: 'ready'; ms: number; version: string; canAsk: boolean }
  | { type: 'loadError'; message: string }
  | { type: 'stdout'; id: number; text: string }
  | { type: 'stderr'; id: number; text: string }
  | { type: 'input'; id: number }
  | { type: 'draw'; id: number; cmd: DrawCommand }
  | { type: 'done'; id: number; ms: number; interrupted: boolean; error: PythonErrorInfo | null }
  /** A check ended: the harness's verdict (JSON text), or why it could not give one. */
  | { type: 'checked'; id: number; ms: number; verdict: string | null; failure: string | null };

/* ------------------------------------------------------------------ the stdin buffer (shared memory) */

/** stdin buffer, as Int32 words: [0] state, [1] byte length of the answer, then the UTF-8 bytes from byte 8. */
export const STDIN_WAITING = 0;
export const STDIN_READY = 1;
/** The run was stopped while asking: input() ends with EOF and KeyboardInterrupt follows. */
export const STDIN_CANCELLED = 2;
export const STDIN_HEADER_BYTES = 8;
/** Room for the answer: a child's line of text, generously. */
export const STDIN_CAPACITY = 16 * 1024;

export function createStdinBuffer(capacity = STDIN_CAPACITY): Int32Array {
  const size = STDIN_HEADER_BYTES + Math.ceil(capacity / 4) * 4;
  return new Int32Array(new SharedArrayBuffer(size));
}

/** Writes the child's answer (cut at the buffer's size on a character boundary) and wakes the worker. */
export function writeAnswer(stdin: Int32Array, text: string): void {
  const room = stdin.byteLength - STDIN_HEADER_BYTES;
  const bytes = new TextEncoder().encode(text);
  let length = Math.min(bytes.length, room);
  // Never cut a UTF-8 sequence in half: step back over continuation bytes (10xxxxxx).
  while (length > 0 && length < bytes.length && (bytes[length]! & 0xc0) === 0x80) length--;
  new Uint8Array(stdin.buffer, stdin.byteOffset + STDIN_HEADER_BYTES, room).set(bytes.subarray(0, length));
  Atomics.store(stdin, 1, length);
  Atomics.store(stdin, 0, STDIN_READY);
  Atomics.notify(stdin, 0);
}

/** Tells a waiting worker that no answer will come (the run was stopped). */
export function cancelAnswer(stdin: Int32Array): void {
  Atomics.store(stdin, 0, STDIN_CANCELLED);
  Atomics.notify(stdin, 0);
}

/** Worker side: the answer once the state is READY (null when CANCELLED); resets the buffer for the next ask. */
export function takeAnswer(stdin: Int32Array): string | null {
  const state = Atomics.load(stdin, 0);
  if (state === STDIN_WAITING) throw new Error('takeAnswer: no answer yet');
  Atomics.store(stdin, 0, STDIN_WAITING);
  if (state === STDIN_CANCELLED) return null;
  const length = Atomics.load(stdin, 1);
  // TextDecoder refuses views of shared memory: copy the bytes out first.
  const copy = new Uint8Array(length);
  copy.set(new Uint8Array(stdin.buffer, stdin.byteOffset + STDIN_HEADER_BYTES, length));
  return new TextDecoder().decode(copy);
}

/* ------------------------------------------------------------------ output rings (shared memory) */

/**
 * stdout and stderr travel through a ring of shared memory each when the page is isolated: the worker
 * writes bytes and never posts a message per line, the page drains the rings every animation frame. A
 * printing endless loop therefore cannot flood the page with messages (Stop and its "Stopped" come at once),
 * and a full ring makes the program wait for the page (back-pressure) instead of piling up.
 * Layout: Int32 [0] bytes written so far, [1] bytes read so far (both grow modulo 2^31), data from byte 8.
 */
export const RING_HEADER_BYTES = 8;
export const RING_CAPACITY = 64 * 1024;

/** `capacity` must be a power of two (the counters wrap at 2^31, a multiple of it). */
export function createRing(capacity = RING_CAPACITY): Int32Array {
  if (capacity <= 0 || (capacity & (capacity - 1)) !== 0)
    throw new Error('createRing: capacity must be a power of two');
  return new Int32Array(new SharedArrayBuffer(RING_HEADER_BYTES + capacity));
}

const ringCapacity = (ring: Int32Array) => ring.byteLength - RING_HEADER_BYTES;
const wrap = (n: number) => n & 0x7fffffff;

/** Bytes the ring can still take. */
export function ringFree(ring: Int32Array): number {
  const used = wrap(Atomics.load(ring, 0) - Atomics.load(ring, 1));
  return ringCapacity(ring) - used;
}

/** Worker side: writes as many of `bytes` as fit; returns how many. */
export function ringWrite(ring: Int32Array, bytes: Uint8Array): number {
  const cap = ringCapacity(ring);
  const n = Math.min(bytes.length, ringFree(ring));
  if (n === 0) return 0;
  const written = Atomics.load(ring, 0);
  const data = new Uint8Array(ring.buffer, ring.byteOffset + RING_HEADER_BYTES, cap);
  const at = written % cap;
  const first = Math.min(n, cap - at);
  data.set(bytes.subarray(0, first), at);
  if (n > first) data.set(bytes.subarray(first, n), 0);
  Atomics.store(ring, 0, wrap(written + n));
  return n;
}

/** Page side: takes every byte written so far (a copy) and wakes a worker waiting for room. */
export function ringDrain(ring: Int32Array): Uint8Array {
  const cap = ringCapacity(ring);
  const written = Atomics.load(ring, 0);
  const read = Atomics.load(ring, 1);
  const n = wrap(written - read);
  const out = new Uint8Array(n);
  if (n > 0) {
    const data = new Uint8Array(ring.buffer, ring.byteOffset + RING_HEADER_BYTES, cap);
    const at = read % cap;
    const first = Math.min(n, cap - at);
    out.set(data.subarray(at, at + first), 0);
    if (n > first) out.set(data.subarray(0, n - first), first);
    Atomics.store(ring, 1, written);
    Atomics.notify(ring, 1);
  }
  return out;
}

/* ------------------------------------------------------------------ the console's lines */

export type ConsoleKind = 'out' | 'err' | 'input' | 'info';
export interface ConsoleChunk {
  kind: ConsoleKind;
  text: string;
}

/** Keeps at most this many characters in the console (a printing loop must not eat the tab's memory). */
export const CONSOLE_LIMIT = 100_000;

/**
 * Appends text to the console, merging with the last chunk of the same kind (streamed output arrives in
 * pieces), and drops the oldest text beyond `limit` characters. Returns a new array (React state).
 */
export function appendToConsole(
  chunks: readonly ConsoleChunk[],
  add: readonly ConsoleChunk[],
  limit = CONSOLE_LIMIT,
): ConsoleChunk[] {
  const next = chunks.slice();
  for (const c of add) {
    if (!c.text) continue;
    const last = next[next.length - 1];
    if (last && last.kind === c.kind) next[next.length - 1] = { kind: c.kind, text: last.text + c.text };
    else next.push({ ...c });
  }
  let total = next.reduce((n, c) => n + c.text.length, 0);
  while (total > limit && next.length > 0) {
    const first = next[0]!;
    const over = total - limit;
    if (first.text.length <= over) {
      next.shift();
      total -= first.text.length;
    } else {
      next[0] = { kind: first.kind, text: first.text.slice(over) };
      total -= over;
    }
  }
  return next;
}
