import { and, asc, eq, gt } from 'drizzle-orm';
import type { Reader } from '../db/index.js';
import { changeLog } from '../db/tables.js';

/** How many changes one pull answers when the device does not say (the contract's default). */
export const PULL_DEFAULT_LIMIT = 200;

export interface PulledChange {
  seq: number;
  entity: string;
  entity_id: string | null;
  data: unknown;
  created_at: string;
}
export interface PullPage {
  changes: PulledChange[];
  cursor: number;
  has_more: boolean;
}

/**
 * The user's changes after the cursor (the last seq the device holds), oldest first. The new cursor is the
 * last seq answered, or the given one when nothing is new; has_more says to pull again at once.
 */
export async function pullChanges(
  db: Reader,
  userId: number,
  cursor = 0,
  limit = PULL_DEFAULT_LIMIT,
): Promise<PullPage> {
  const rows = await db
    .select()
    .from(changeLog)
    .where(and(eq(changeLog.userId, userId), gt(changeLog.seq, cursor)))
    .orderBy(asc(changeLog.seq))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    changes: page.map((row) => ({
      seq: row.seq,
      entity: row.entity,
      entity_id: row.entityId,
      data: row.data ?? null,
      created_at: row.createdAt,
    })),
    cursor: page.at(-1)?.seq ?? cursor,
    has_more: rows.length > limit,
  };
}
