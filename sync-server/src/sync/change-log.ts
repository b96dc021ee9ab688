import type { Db } from '../db/client.js';
import { changeLog } from '../db/schema.js';

type Tx = Pick<Db, 'insert'>;

export type ChangeEntity = 'progress' | 'points' | 'notification' | 'course' | 'awards' | 'profile' | 'project';

/**
 * Notes that something changed for a user, inside the caller's transaction, so that their devices pull
 * it (GET /sync/pull?cursor=). The seq is the cursor: monotonic, never a timestamp.
 */
export function recordChange(tx: Tx, userId: number, entity: ChangeEntity, entityId?: string | number, data?: unknown): void {
  tx.insert(changeLog).values({ userId, entity, entityId: entityId === undefined ? null : String(entityId), data: data ?? null }).run();
}
