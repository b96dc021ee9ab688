import type { Reader } from './handle.js';

const CURRENT = Symbol('codeyard.currentHandle');

/**
 * The read builders of whichever handle `current` names at the moment of the call: inside a unit of work
 * its transaction (a unit sees its own writes), outside it the connection for committed reads.
 */
export function readerOver(current: () => Reader): Reader {
  const forward = <K extends keyof Reader>(name: K) =>
    function (...args: unknown[]) {
      const handle = current();
      return (handle[name] as (...a: unknown[]) => unknown).apply(handle, args);
    } as unknown as Reader[K];
  const reader = {
    select: forward('select'),
    selectDistinct: forward('selectDistinct'),
    $with: forward('$with'),
    with: forward('with'),
  };
  Object.defineProperty(reader, CURRENT, { value: current, enumerable: true });
  return reader;
}

/** The handle a reader stands for now: a forwarding reader's current handle, or the handle itself. */
export function currentHandle(db: Reader): Reader {
  const current = (db as unknown as { [CURRENT]?: () => Reader })[CURRENT];
  return current ? current() : db;
}
