import { describe, expect, it, vi } from 'vitest';
import { createAutosaver, flushOnHide, type Timers } from './autosave';

/** Timers the test drives by hand. */
function manualTimers() {
  let next = 1;
  const due = new Map<number, () => void>();
  const timers: Timers = {
    set: (fn) => {
      const id = next++;
      due.set(id, fn);
      return id;
    },
    clear: (h) => {
      due.delete(h as number);
    },
  };
  return {
    timers,
    fire: () => {
      const fns = [...due.values()];
      due.clear();
      fns.forEach((f) => f());
    },
    pending: () => due.size,
  };
}

describe('createAutosaver', () => {
  it('writes only the latest value after the quiet time (debounced)', async () => {
    const saved: number[] = [];
    const clock = manualTimers();
    const a = createAutosaver<number>(
      (v) => {
        saved.push(v);
      },
      500,
      clock.timers,
    );
    a.schedule(1);
    a.schedule(2);
    a.schedule(3);
    expect(clock.pending()).toBe(1);
    expect(a.dirty).toBe(true);
    clock.fire();
    await a.flush();
    expect(saved).toEqual([3]);
    expect(a.dirty).toBe(false);
  });

  it('flush writes at once (the lid closes before the quiet time ends) and stops the timer', async () => {
    const saved: string[] = [];
    const clock = manualTimers();
    const a = createAutosaver<string>(
      (v) => {
        saved.push(v);
      },
      500,
      clock.timers,
    );
    a.schedule('blocks v1');
    await a.flush();
    expect(saved).toEqual(['blocks v1']);
    expect(clock.pending()).toBe(0);
    await a.flush();
    expect(saved).toEqual(['blocks v1']);
  });

  it('keeps writes in order even when a write is slow', async () => {
    const saved: number[] = [];
    let release!: () => void;
    const slow = new Promise<void>((r) => {
      release = r;
    });
    const a = createAutosaver<number>(
      async (v) => {
        if (v === 1) await slow;
        saved.push(v);
      },
      10,
      manualTimers().timers,
    );
    a.schedule(1);
    const first = a.flush();
    a.schedule(2);
    const second = a.flush();
    release();
    await Promise.all([first, second]);
    expect(saved).toEqual([1, 2]);
  });

  it('cancel forgets the waiting value; a failed write does not stop the next', async () => {
    const saved: number[] = [];
    const a = createAutosaver<number>(
      (v) => {
        if (v === 1) throw new Error('disk');
        saved.push(v);
      },
      10,
      manualTimers().timers,
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    a.schedule(1);
    await a.flush();
    a.schedule(2);
    a.cancel();
    await a.flush();
    a.schedule(3);
    await a.flush();
    expect(saved).toEqual([3]);
    warn.mockRestore();
  });
});

describe('flushOnHide', () => {
  it('flushes on pagehide and when the page becomes hidden, and stops listening', () => {
    const win = new EventTarget() as unknown as Window;
    const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });
    Object.defineProperty(win, 'document', { value: doc });
    const flush = vi.fn(async () => undefined);
    const stop = flushOnHide({ flush }, win);
    win.dispatchEvent(new Event('pagehide'));
    expect(flush).toHaveBeenCalledTimes(1);
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(flush).toHaveBeenCalledTimes(1);
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(flush).toHaveBeenCalledTimes(2);
    stop();
    win.dispatchEvent(new Event('pagehide'));
    expect(flush).toHaveBeenCalledTimes(2);
  });
});
