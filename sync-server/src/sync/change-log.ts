import type { Tx } from '../db/index.js';
import { orderChangesOf } from '../db/sql.js';
import { changeLog } from '../db/tables.js';

export type ChangeEntity = 'progress' | 'points' | 'notification' | 'course' | 'awards' | 'profile' | 'project';

/**
 * Notes that something changed for a user, inside the caller's unit of work, so that their devices pull
 * it (GET /sync/pull?cursor=). The seq is the cursor: monotonic, never a timestamp.
 */
export async function recordChange(
  tx: Tx,
  userId: number,
  entity: ChangeEntity,
  entityId?: string | number,
  data?: unknown,
): Promise<void> {
  await orderChangesOf(tx, userId);
  await tx
    .insert(changeLog)
    .values({ userId, entity, entityId: entityId === undefined ? null : String(entityId), data: data ?? null });
}
