import type { ChangeData, ChangeEntity } from '@codeyard/shared-schema';
import { deferredRows, type Tx } from '../db/index.js';
import { writeChanges, type ChangeRow } from '../db/sql.js';

/**
 * Notes that something changed for a user, inside the caller's unit of work, so that their devices pull
 * it (GET /sync/pull?cursor=). The seq is the cursor: monotonic, never a timestamp. The data is the
 * contract's for that entity (shared-schema contract/changes.ts), what the device's handlers read.
 *
 * The notes of a unit are written at its end, in one statement (a batch of 100 answers noted 200 rows
 * with one statement each); a part of the unit that rolls back takes its notes with it. Nothing in a unit
 * reads the change log back, except a unit that deletes a user's notes: it calls `writePendingChanges` first.
 */
export async function recordChange<E extends ChangeEntity>(
  tx: Tx,
  userId: number,
  entity: E,
  entityId: string | number,
  data: ChangeData[E],
): Promise<void> {
  await changes.add(tx, { userId, entity, entityId: String(entityId), data });
}

const changes = deferredRows<ChangeRow>(writeChanges);

/** Writes the notes this unit has made so far, before a statement that must see them. */
export const writePendingChanges = (tx: Tx) => changes.now(tx);
