import { projects } from '@codeyard/shared-schema';
import { queueCall, removeEntry, type OutboxEntry, type UserDb } from '../../../storage';

/**
 * A teacher's approve / disapprove goes through the teacher's outbox (queueCall): validated with the
 * contract at once (422 with keyed field errors, nothing queued), kept on the device with a local record
 * of the decision in the same Dexie transaction, and sent by the sync engine when it can — exactly once,
 * by its Idempotency-Key. The review screen follows the record and its outbox entry: waiting (entry
 * pending), sent (record without entry), or refused (entry needing attention: 409 resubmitted when the
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
}

export const recordId = (submissionId: number, version: number) => `review:${submissionId}:${version}`;

export async function queueDecision(db: UserDb, input: DecisionInput): Promise<OutboxEntry> {
  const decidedAt = new Date().toISOString();
  const record: DecisionRecord = {
    submissionId: input.submissionId,
    version: input.version,
    approve: input.approve,
    points: input.approve ? (input.points ?? null) : null,
    comment: input.comment,
    decidedAt,
  };
  const applyLocal = async () => {
    await db.submissions.put({ id: recordId(input.submissionId, input.version), createdAt: decidedAt, data: record });
  };
  const what = {
    key: input.approve ? 'projects:outbox.approve' : 'projects:outbox.disapprove',
    vars: { project: input.projectName },
  };
  const common = { submission_id: input.submissionId, version: input.version, comment: input.comment };
  return input.approve
    ? // points may be missing here: the contract's check refuses it with its keyed message before anything is queued.
      queueCall(
        db,
        projects.approveStudentSubmission,
        { body: { ...common, points: input.points as number } },
        applyLocal,
        { what },
      )
    : queueCall(db, projects.disapproveStudentSubmission, { body: common }, applyLocal, { what });
}

const DECISION_PATHS = new Set([projects.approveStudentSubmission.path, projects.disapproveStudentSubmission.path]);

/** The outbox entry carrying the decision on this version, if it has not reached the server yet. */
export async function decisionEntry(
  db: UserDb,
  submissionId: number,
  version: number,
): Promise<OutboxEntry | undefined> {
  return db.outbox
    .filter((e) => {
      const body = e.body as { submission_id?: number; version?: number } | undefined;
      return DECISION_PATHS.has(e.path) && body?.submission_id === submissionId && body.version === version;
    })
    .first();
}

/** Forgets a refused decision: its outbox entry and its record (the screen then shows the project as the server has it). */
export async function dismissDecision(
  db: UserDb,
  submissionId: number,
  version: number,
  entry: OutboxEntry | undefined,
): Promise<void> {
  if (entry?.seq !== undefined) await removeEntry(db, entry.seq);
  await db.submissions.delete(recordId(submissionId, version));
}
