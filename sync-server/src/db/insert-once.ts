import type { Tx } from './handle.js';
import { partsUnguarded, runAgainCarefully } from './postgres.js';
import { currentHandle } from './reader.js';
import { unitEnds } from './unit-end.js';

/**
 * Rows inserted unless their key is taken (`insert … on conflict do nothing`): `insert` writes some and
 * answers how many it inserted. `add` answers whether its row was inserted.
 *
 * In a unit whose parts run without savepoints (PostgreSQL's first run of a unit, db/postgres.ts) the row
 * waits for the unit's end and goes with the unit's others in one statement, and `add` answers true at once:
 * when any of them finds its key taken, the unit runs again with savepoints, and there each row is inserted
 * at once and answered as it is. A batch of a device's answers claims all its keys in one round trip.
 */
export function insertsOnce<R>(insert: (tx: Tx, rows: R[]) => Promise<number>) {
  const atEnd = async (tx: Tx, rows: R[]) => {
    if ((await insert(tx, rows)) < rows.length) runAgainCarefully(currentHandle(tx));
  };
  return {
    async add(tx: Tx, row: R): Promise<boolean> {
      const end = unitEnds.getStore();
      if (end && partsUnguarded(currentHandle(tx))) {
        end.add(atEnd as (tx: Tx, rows: unknown[]) => Promise<void>, row);
        return true;
      }
      return (await insert(tx, [row])) === 1;
    },
  };
}
