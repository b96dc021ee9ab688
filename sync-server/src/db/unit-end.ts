import { AsyncLocalStorage } from 'node:async_hooks';
import type { Tx } from './handle.js';

type Flush = (tx: Tx, rows: unknown[]) => Promise<void>;

/**
 * What a unit of work (or a part of one, in a savepoint) leaves to write at its end, in one statement per
 * kind instead of one per row: the change log's notes (sync/change-log.ts). A part's rows become its unit's
 * once the part succeeded, and are forgotten with it when it rolls back; the unit writes them all before it
 * commits, so they commit with it or not at all.
 */
export class UnitEnd {
  private readonly pending = new Map<Flush, unknown[]>();

  add(flush: Flush, row: unknown): void {
    const rows = this.pending.get(flush);
    if (rows) rows.push(row);
    else this.pending.set(flush, [row]);
  }

  /** A part that succeeded: its rows are its unit's (written at the unit's end, after the unit's own). */
  handTo(unit: UnitEnd): void {
    for (const [flush, rows] of this.pending) for (const row of rows) unit.add(flush, row);
    this.pending.clear();
  }

  /** Writes what is pending (before the unit commits, or when a statement of the unit must see it). */
  async flush(tx: Tx): Promise<void> {
    while (this.pending.size > 0) {
      const [flush, rows] = this.pending.entries().next().value!;
      this.pending.delete(flush);
      await flush(tx, rows);
    }
  }
}

/** The unit of work (or part) running now: both dialects' `write` run their work inside it. */
export const unitEnds = new AsyncLocalStorage<UnitEnd>();

/** Runs a unit's (or a part's) work and then writes what it left pending; a failed part leaves nothing. */
export async function withUnitEnd<T>(tx: Tx, work: () => Promise<T>, parent?: UnitEnd): Promise<T> {
  const end = new UnitEnd();
  const value = await unitEnds.run(end, work);
  if (parent) end.handTo(parent);
  else await end.flush(tx);
  return value;
}

/**
 * Rows written at the end of the unit of work they were noted in, all of them in one call of `flush`
 * (outside a unit: at once). For writes nothing in the unit reads back, such as the change log.
 */
export function deferredRows<R>(flush: (tx: Tx, rows: R[]) => Promise<void>) {
  return {
    add(tx: Tx, row: R): Promise<void> | void {
      const end = unitEnds.getStore();
      if (end) end.add(flush as Flush, row);
      else return flush(tx, [row]);
    },
    /** Writes the rows noted so far in the unit now (before a statement that must see them). */
    async now(tx: Tx): Promise<void> {
      await unitEnds.getStore()?.flush(tx);
    },
  };
}
