import type { Reader } from './handle.js';

/**
 * Which database a handle belongs to: every handle the seam gives out (the database, a unit's Tx) is
 * marked with one token per opened database, so a process-wide cache of data that rarely changes (the
 * catalogue) can be kept per database — tests open many in one process.
 */
const ORIGIN = Symbol('codeyard.database');

export function markOrigin<T extends object>(handle: T, origin: object): T {
  if (!(ORIGIN in handle)) Object.defineProperty(handle, ORIGIN, { value: origin });
  return handle;
}

export function originOf(handle: Reader): object {
  return (handle as unknown as { [ORIGIN]?: object })[ORIGIN] ?? handle;
}
