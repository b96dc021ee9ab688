import type { ChangeData, ChangeEntity } from '@codeyard/shared-schema';
import { sql } from 'drizzle-orm';
import { statement, type Tx } from '../db/index.js';
import { orderChangesOf } from '../db/sql.js';
import { changeLog } from '../db/tables.js';

/**
 * Notes that something changed for a user, inside the caller's unit of work, so that their devices pull
 * it (GET /sync/pull?cursor=). The seq is the cursor: monotonic, never a timestamp. The data is the
 * contract's for that entity (shared-schema contract/changes.ts), what the device's handlers read.
 */
export async function recordChange<E extends ChangeEntity>(
  tx: Tx,
  userId: number,
  entity: E,
  entityId: string | number,
  data: ChangeData[E],
): Promise<void> {
  await orderChangesOf(tx, userId);
  await noteChange(tx, { userId, entity, entityId: String(entityId), data });
}

const noteChange = statement('note-change', (tx: Tx) =>
  tx.insert(changeLog).values({
    userId: sql.placeholder('userId'),
    entity: sql.placeholder('entity'),
    entityId: sql.placeholder('entityId'),
    data: sql.placeholder('data'),
  }),
);
