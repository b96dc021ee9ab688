import type { ErrorCode } from '@codeyard/shared-schema';
import Dexie, { type EntityTable, type Table } from 'dexie';
import { renameOutboxRefs } from './upgrades/outbox-refs';

/**
 * One IndexedDB database per user on this device: 'codeyard-user-<userId>'. On a shared Chromebook each
 * child's downloads, progress and queued work live apart; a second child signing in opens their own
 * database and never reads or sends the first child's outbox. A user's database is never deleted on
 * logout (unsent work waits for the next sign-in) and never renamed without a migration.
 *
 * Tables and keys (Dexie schema strings: first entry = primary key, the rest = indexes):
 *
 *   outbox        ++seq, &id, state      the queued calls, replayed in seq order (see OutboxEntry)
 *   meta          key                    engine state: pull cursor, lastSyncedAt, status, …
 *   courses       id                     { id: course id, data, updatedAt }
 *   stones        id, courseId           one stone (stop) of a course map
 *   lessons       id, courseId, stoneId  a lesson's content, downloaded for offline use
 *   questions     id, lessonId           the questions of a lesson
 *   progress      key, courseId, lessonId  the child's state per lesson; key = deterministic, e.g. `${courseId}:${lessonId}`
 *   submissions   id, lessonId, courseId, createdAt  answers, results, project submissions (client ids)
 *   profile       key                    points, level and other single values: { key: 'points', data }
 *   notifications id, createdAt          the child's notifications (seen is a plain field: booleans are not indexable)
 *   awards        id, kind               trophies, badges, certificates
 *   levels        id, courseId           (version 2) a SmoothY level of a challenge/code stone, downloaded for offline use (IdeLevel: no solution)
 *   projects      id, status, updatedAt, submittedAt  (version 3) the child's SmoothY projects made on this device (id
 *                                        'p-<uuid>', serverId once the server has it): name, code, thumbnail, status, dates
 *   codeDrafts    key                    (version 4) code typed in the Python/web editors, kept as it changes: { key, code, updatedAt }
 *   exercises     id, courseId           (version 5) a Python or Web exercise of a code/challenge/project stone, from the course
 *                                        download (CodeExercise: no solution), read by the editors' loader (features/code-editor/exercise.ts)
 *   projectTemplates id, courseId        (version 5) the templates of a project stone, from the course download (CourseProjectTemplates)
 *   photos        key                    (version 7) children's uploaded photos this user may see, fetched with the token
 *                                        (the server serves them to no <img src>): { key: img_uri, data: Blob, updatedAt }
 *   community     key                    (version 8) the community's last answers (feed pages, posts with comments, friends,
 *                                        profiles, notifications, access) and its changes waiting to be sent ('pending:<ref>'),
 *                                        so the last feed shows offline (features/community/store.ts)
 *
 * Data rows are deliberately loose (`DataRow`): the screens that fill them decide their `data`; the indexed
 * fields above are the ones worth querying by. A change of indexes needs a new `this.version(n)` below,
 * never an edit of version 1.
 */

export type OutboxState = 'pending' | 'needs-attention';

/** Why the server refused a queued call for good, in the user's language, as the single call would say it. */
export interface OutboxError {
  status: number;
  message: string;
  fieldErrors: Record<string, string[]>;
  code?: ErrorCode;
}

/** What the queued change was, for the needs-attention list: an i18next key (with its namespace) and values. */
export interface OutboxLabel {
  key: string;
  vars?: Record<string, string | number>;
}

export interface OutboxEntry {
  /** Queue order (auto-increment): replay goes strictly by it. */
  seq?: number;
  /** The Idempotency-Key (crypto.randomUUID), sent with the call; a new one only when the user retries a rejected entry. */
  id: string;
  /** The contract call, "METHOD /path/{pattern}" (callKey), to say what it was. */
  call: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The filled path without the /api prefix, as POST /sync/batch takes it. */
  path: string;
  body?: unknown;
  createdAt: string;
  /** Failed tries (network, 5xx, 429) of this entry; drives the backoff. */
  attempts: number;
  /** Epoch ms before which the engine does not send it again (0: now). */
  nextAttemptAt: number;
  state: OutboxState;
  error?: OutboxError;
  what?: OutboxLabel;
}

export interface MetaRow {
  key: string;
  value: unknown;
}

/** A cached server record: its id, the server's payload, and the indexed fields its table lists. */
export interface DataRow {
  id: string | number;
  data?: unknown;
  updatedAt?: string;
  [field: string]: unknown;
}

/** A record keyed by a deterministic key (student × lesson, 'points', …) rather than a server id. */
export interface KeyedRow {
  key: string;
  data?: unknown;
  updatedAt?: string;
  [field: string]: unknown;
}

export class UserDb extends Dexie {
  outbox!: EntityTable<OutboxEntry, 'seq'>;
  meta!: Table<MetaRow, string>;
  courses!: Table<DataRow, string | number>;
  stones!: Table<DataRow, string | number>;
  lessons!: Table<DataRow, string | number>;
  questions!: Table<DataRow, string | number>;
  progress!: Table<KeyedRow, string>;
  submissions!: Table<DataRow, string | number>;
  profile!: Table<KeyedRow, string>;
  notifications!: Table<DataRow, string | number>;
  awards!: Table<DataRow, string | number>;
  codeDrafts!: Table<KeyedRow, string>;
  projects!: Table<DataRow, string>;
  levels!: Table<DataRow, string | number>;
  exercises!: Table<DataRow, string | number>;
  projectTemplates!: Table<DataRow, string | number>;
  photos!: Table<KeyedRow, string>;
  community!: Table<KeyedRow, string>;

  constructor(readonly userId: number) {
    super(userDbName(userId));
    this.version(1).stores({
      outbox: '++seq, &id, state',
      meta: 'key',
      courses: 'id',
      stones: 'id, courseId',
      lessons: 'id, courseId, stoneId',
      questions: 'id, lessonId',
      progress: 'key, courseId, lessonId',
      submissions: 'id, lessonId, courseId, createdAt',
      profile: 'key',
      notifications: 'id, createdAt',
      awards: 'id, kind',
    });
    // SmoothY levels (challenge and code stones) for the /ide screens offline.
    this.version(2).stores({ levels: 'id, courseId' });
    // SmoothY projects made on this device (the playground, course projects), saved as they change.
    this.version(3).stores({ projects: 'id, status, updatedAt, submittedAt' });
    // Code drafts of the Python (and web) editors; key e.g. 'python:free', 'python:lesson:12', 'python:project:7'.
    this.version(4).stores({ codeDrafts: 'key' });
    // Python and Web exercises and the project stones' templates from the course download, for the editors offline.
    this.version(5).stores({ exercises: 'id, courseId', projectTemplates: 'id, courseId' });
    // Rows name their queued change by the entry's seq (docs/sync.md): older names are renamed.
    this.version(6).stores({}).upgrade(renameOutboxRefs);
    // Children's photos, fetched once with the token and shown from here (as blob: URLs), offline too.
    this.version(7).stores({ photos: 'key' });
    // The community's last answers and its waiting changes, to show offline.
    this.version(8).stores({ community: 'key' });
  }
}

export function userDbName(userId: number): string {
  return `codeyard-user-${userId}`;
}

const open = new Map<number, UserDb>();

/** The database of one user, opened once per tab and kept for the tab's life (Dexie opens lazily). */
export function openUserDb(userId: number): UserDb {
  if (!Number.isInteger(userId) || userId <= 0) throw new Error(`openUserDb: not a user id: ${userId}`);
  let db = open.get(userId);
  if (!db) {
    db = new UserDb(userId);
    open.set(userId, db);
  }
  return db;
}

/** Closes the connections this tab holds (tests; a page unload closes them anyway). Never deletes data. */
export function closeUserDbs(): void {
  for (const db of open.values()) db.close();
  open.clear();
}

export async function getMeta<T>(db: UserDb, key: string): Promise<T | undefined> {
  return (await db.meta.get(key))?.value as T | undefined;
}

export async function setMeta(db: UserDb, key: string, value: unknown): Promise<void> {
  await db.meta.put({ key, value });
}

/** Keys of the meta table the engine uses. */
export const META = {
  pullCursor: 'pullCursor',
  lastSyncedAt: 'lastSyncedAt',
  status: 'syncStatus',
  paused401: 'paused401',
  persistAsked: 'persistAsked',
} as const;

/** True for the browser's "disk full" refusal, however Dexie wraps it. */
export function isQuotaError(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const name = (e as { name?: string }).name;
    if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED') return true;
    e = (e as { inner?: unknown }).inner;
  }
  return false;
}
