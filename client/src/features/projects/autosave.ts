/**
 * Saving as the child works: each change is kept in memory and written after a short quiet time
 * (debounced), and at once when the page is hidden or closed (pagehide, visibilitychange → hidden: a
 * closed lid or a switched tab loses nothing). Pure timing logic, unit-tested; useAutosave binds it to a screen.
 */
export interface Autosaver<T> {
  /** Remembers the latest value and (re)starts the quiet-time timer. */
  schedule(value: T): void;
  /** Writes the latest value now, if one waits; resolves when it is written. */
  flush(): Promise<void>;
  /** Forgets a waiting value (e.g. after the project was deleted). */
  cancel(): void;
  readonly dirty: boolean;
}

export interface Timers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const realTimers: Timers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

export function createAutosaver<T>(
  save: (value: T) => Promise<void> | void,
  delayMs = 600,
  timers: Timers = realTimers,
): Autosaver<T> {
  let waiting: { value: T } | null = null;
  let handle: unknown = null;
  let writing: Promise<void> = Promise.resolve();
  const stopTimer = () => {
    if (handle !== null) timers.clear(handle);
    handle = null;
  };
  const flush = (): Promise<void> => {
    stopTimer();
    if (!waiting) return writing;
    const { value } = waiting;
    waiting = null;
    // Writes one after another, in order: a slow write never lands after a newer one.
    writing = writing.then(() => save(value)).catch((error: unknown) => console.warn('autosave failed', error));
    return writing;
  };
  return {
    schedule(value) {
      waiting = { value };
      stopTimer();
      handle = timers.set(() => {
        void flush();
      }, delayMs);
    },
    flush,
    cancel() {
      stopTimer();
      waiting = null;
    },
    get dirty() {
      return waiting !== null;
    },
  };
}

/** Flushes when the page is hidden or left; returns the function that stops listening. */
export function flushOnHide(autosaver: Pick<Autosaver<unknown>, 'flush'>, target: Window = window): () => void {
  const onHide = () => {
    void autosaver.flush();
  };
  const onVisibility = () => {
    if (target.document.visibilityState === 'hidden') void autosaver.flush();
  };
  target.addEventListener('pagehide', onHide);
  target.document.addEventListener('visibilitychange', onVisibility);
  return () => {
    target.removeEventListener('pagehide', onHide);
    target.document.removeEventListener('visibilitychange', onVisibility);
  };
}
