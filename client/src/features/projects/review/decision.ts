import { projects } from '@codeyard/shared-schema';
import { queueChange, removeChange, type OutboxRef } from '../../../outbox';
import type { UserDb } from '../../../storage';

/**
 * A teacher's approve / disapprove goes through the teacher's outbox (queueChange): validated with the
 * contract at once (422 with keyed field errors, nothing queued), kept on the device with a local record
 * of the decision in the same Dexie transaction, and sent by the sync engine when it can — exactly once,
 * by its Idempotency-Key. The record keeps the change's outbox reference; the review screen follows the
 * record and its entry (useOutboxEntry): waiting (entry pending), sent (entry gone), or refused (entry needing attention: 409 resubmitted when the
 * student sent a new version meanwhile, 409 already_reviewed).
 */

export interface DecisionInput {
  submissionId: number;
  /** The version the teacher saw. */
  version: number;
  approve: boolean;
  /** Approval only: 100 to 500 (checked by the contract); undefined when not typed. */
  points?: number;
  comment: string;
  projectName: string;
}

/** The device's record of a decision (db.submissions, id review:<submission>:<version>). */
export interface DecisionRecord {
  submissionId: number;
  version: number;
  approve: boolean;
  points: number | null;
  comment: string;
  decidedAt: string;
  /** The queued call carrying it (absent on records kept before references). */
  ref?: OutboxRef;
}

export const recordId = (submissionId: number, version: number) => `review:${submissionId}:${version}`;

export async function queueDecision(db: UserDb, input: DecisionInput): Promise<OutboxRef> {
  const decidedAt = new Date().toISOString();
  const record: DecisionRecord = {
    submissionId: input.submissionId,
    version: input.version,
    approve: input.approve,
    points: input.approve ? (input.points ?? null) : null,
    comment: input.comment,
    decidedAt,
  };
  const apply = async (ref: OutboxRef) => {
    const data: DecisionRecord = { ...record, ref };
    await db.submissions.put({ id: recordId(input.submissionId, input.version), createdAt: decidedAt, data });
  };
  const what = {
    key: input.approve ? 'projects:outbox.approve' : 'projects:outbox.disapprove',
    vars: { project: input.projectName },
  };
  const common = { submission_id: input.submissionId, version: input.version, comment: input.comment };
  return input.approve
    ? // points may be missing here: the contract's check refuses it with its keyed message before anything is queued.
      queueChange(
        db,
        projects.approveStudentSubmission,
        { body: { ...common, points: input.points as number } },
        { what, apply },
      )
    : queueChange(db, projects.disapproveStudentSubmission, { body: common }, { what, apply });
}

/** Forgets a refused decision: its outbox entry and its record (the screen then shows the project as the server has it). */
export async function dismissDecision(db: UserDb, record: DecisionRecord): Promise<void> {
  if (record.ref) await removeChange(db, record.ref);
  await db.submissions.delete(recordId(record.submissionId, record.version));
}

/**
 * A teacher shares an approved project in the class showcase, or stops sharing it (issue 11): through the
 * teacher's outbox like a decision, with a device record (db.submissions, id share:<submission>) of what was
 * asked while it waits. The public link is the server's (a random token), shown once the change has arrived.
 */
export interface ShareRecord {
  submissionId: number;
  shared: boolean;
  ref?: OutboxRef;
}

export const shareRecordId = (submissionId: number) => `share:${submissionId}`;

export async function queueTeacherShare(
  db: UserDb,
  input: { submissionId: number; shared: boolean; projectName: string },
): Promise<OutboxRef> {
  return queueChange(
    db,
    projects.teacherShareSubmission,
    { body: { submission_id: input.submissionId, shared: input.shared } },
    {
      what: {
        key: input.shared ? 'projects:outbox.showcase' : 'projects:outbox.unshowcase',
        vars: { project: input.projectName },
      },
      apply: async (ref) => {
        const data: ShareRecord = { submissionId: input.submissionId, shared: input.shared, ref };
        await db.submissions.put({ id: shareRecordId(input.submissionId), createdAt: new Date().toISOString(), data });
      },
    },
  );
}

/** Forgets the record once its change has left the outbox (the screen then reads the project again). */
export async function forgetShare(db: UserDb, submissionId: number): Promise<void> {
  await db.submissions.delete(shareRecordId(submissionId));
}
