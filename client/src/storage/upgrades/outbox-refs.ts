import { learning, projects } from '@codeyard/shared-schema';
import type { Transaction } from 'dexie';
import type { OutboxEntry } from '../user-db';

/**
 * Version 6: a row names the queued change that carries it by the entry's `seq` (docs/sync.md, "One
 * reference"). Rows written by earlier versions named it in four other ways; they are renamed here, in the
 * upgrade's own transaction, so a change queued before the app updated still shows as waiting (and its
 * local progress, points and flags are kept) until it reaches the server.
 *
 * The old names, by what holds them:
 * - learning progress, attempts and point events: "METHOD /path|lesson_id=…|answered_at=…|hint_key=…";
 * - projects: the entry's Idempotency-Key, in `outboxId` (now `outboxRef`);
 * - a notification marked seen: no name, its entry was found by the path of the call;
 * - a teacher's decision record: no name, its entry was found by submission and version.
 * A name with no entry (already sent) stays as it is: it matches no entry, so it reads as sent.
 */
export async function renameOutboxRefs(tx: Transaction): Promise<void> {
  const entries = (await tx.table('outbox').toArray()) as OutboxEntry[];
  const byOldName = new Map<string, string>();
  const seenNotifications = new Map<number, string>();
  const decisions = new Map<string, string>();
  for (const entry of entries) {
    const ref = String(entry.seq);
    byOldName.set(entry.id, ref);
    byOldName.set(learningName(entry), ref);
    const seen = SEEN_PATH.exec(entry.path);
    if (seen) seenNotifications.set(Number(seen[1]), ref);
    const body = entry.body as { submission_id?: number; version?: number } | undefined;
    if (DECISION_PATHS.has(entry.path) && body?.submission_id !== undefined)
      decisions.set(`review:${body.submission_id}:${body.version}`, ref);
  }
  const renamed = (name: string | undefined) => (name === undefined ? name : (byOldName.get(name) ?? name));

  await tx
    .table('progress')
    .toCollection()
    .modify((row: { data?: { local?: { ref?: string } } }) => {
      if (row.data?.local?.ref !== undefined) row.data.local.ref = renamed(row.data.local.ref)!;
    });
  await tx
    .table('submissions')
    .toCollection()
    .modify((row: { id: string | number; data?: { ref?: string } }) => {
      if (!row.data) return;
      const decision = decisions.get(String(row.id));
      if (decision) row.data.ref = decision;
      else if (row.data.ref !== undefined) row.data.ref = renamed(row.data.ref);
    });
  await tx
    .table('profile')
    .where('key')
    .equals('pointEvents')
    .modify((row: { data?: Record<string, { ref: string }> }) => {
      for (const event of Object.values(row.data ?? {})) if (event.ref) event.ref = renamed(event.ref)!;
    });
  await tx
    .table('notifications')
    .toCollection()
    .modify((row: { id: number; seenRef?: string }) => {
      const ref = seenNotifications.get(Number(row.id));
      if (ref) row.seenRef = ref;
    });
  await tx
    .table('projects')
    .toCollection()
    .modify((row: { outboxId?: string | null; outboxRef?: string | null }) => {
      if (!('outboxId' in row)) return;
      row.outboxRef = row.outboxId ? (byOldName.get(row.outboxId) ?? null) : null;
      delete row.outboxId;
    });
}

const DECISION_PATHS = new Set([projects.approveStudentSubmission.path, projects.disapproveStudentSubmission.path]);
const SEEN_PATH = new RegExp(`^${learning.changeNotificationSeen.path.replace('{id}', '(\\d+)')}$`);

/** The name learning rows gave a change before version 6 (its call and the body fields that tell changes apart). */
function learningName({ method, path, body }: OutboxEntry): string {
  const fields = (body ?? {}) as Record<string, unknown>;
  const parts = [`${method} ${path}`];
  for (const field of ['lesson_id', 'answered_at', 'hint_key'] as const)
    if (fields[field] !== undefined && fields[field] !== null) parts.push(`${field}=${String(fields[field])}`);
  return parts.join('|');
}
