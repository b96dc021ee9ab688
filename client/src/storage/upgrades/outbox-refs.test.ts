import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { closeUserDbs, openUserDb, userDbName } from '../user-db';

const USER = 4242;

/** A user's database as version 5 left it: the stores of that version, rows naming changes the old ways. */
async function version5(fill: (db: Dexie) => Promise<void>): Promise<void> {
  const old = new Dexie(userDbName(USER));
  old.version(5).stores({
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
    levels: 'id, courseId',
    projects: 'id, status, updatedAt, submittedAt',
    codeDrafts: 'key',
    exercises: 'id, courseId',
    projectTemplates: 'id, courseId',
  });
  await old.open();
  await fill(old);
  old.close();
}

const entry = (id: string, path: string, body: unknown) => ({
  id,
  call: `POST ${path}`,
  method: 'POST',
  path,
  body,
  createdAt: '2026-11-20T08:00:00.000Z',
  attempts: 0,
  nextAttemptAt: 0,
  state: 'pending',
});

afterEach(async () => {
  closeUserDbs();
  await Dexie.delete(userDbName(USER));
});

describe('upgrade to version 6: rows name their queued change by its seq', () => {
  it('renames the old names of changes still waiting, and leaves the names of sent ones', async () => {
    const answeredAt = '2026-11-20T08:00:00.000Z';
    const lessonName = `POST /student-questions-submission|lesson_id=7|answered_at=${answeredAt}`;
    const sentName = 'POST /student-questions-submission|lesson_id=3|answered_at=2026-11-19T08:00:00.000Z';
    await version5(async (db) => {
      await db.table('outbox').add(
        entry('key-lesson-0001', '/student-questions-submission', {
          lesson_id: 7,
          course_id: 1,
          answered_at: answeredAt,
        }),
      );
      await db.table('outbox').add(entry('key-project-002', '/student-project-submission', { name: 'Cat' }));
      await db.table('outbox').add(entry('key-seen-000003', '/change-is-notification-seen-flag-to-true/55', undefined));
      await db.table('outbox').add(
        entry('key-decide-0004', '/teacher/approve-student-submission', {
          submission_id: 9,
          version: 2,
          points: 5,
          comment: '',
        }),
      );
      await db.table('progress').put({
        key: '1:7',
        courseId: 1,
        lessonId: 7,
        data: { local: { completedAt: answeredAt, bestScore: 3, maxScore: 3, ref: lessonName } },
      });
      await db.table('progress').put({
        key: '1:3',
        courseId: 1,
        lessonId: 3,
        data: { local: { completedAt: answeredAt, bestScore: 1, maxScore: 3, ref: sentName } },
      });
      await db
        .table('submissions')
        .put({ id: 'attempt-1', lessonId: 7, courseId: 1, createdAt: answeredAt, data: { ref: lessonName } });
      await db
        .table('submissions')
        .put({ id: 'review:9:2', createdAt: answeredAt, data: { submissionId: 9, version: 2 } });
      await db.table('profile').put({
        key: 'pointEvents',
        data: {
          'task:7': { points: 20, at: answeredAt, ref: lessonName, settled: false },
          'task:1': { points: 20, at: answeredAt, ref: '', settled: true },
        },
      });
      await db.table('notifications').put({ id: 55, createdAt: answeredAt, seen: true, data: {} });
      await db.table('notifications').put({ id: 56, createdAt: answeredAt, seen: false, data: {} });
      await db.table('projects').put({
        id: 'p-1',
        status: 'pending',
        updatedAt: answeredAt,
        submittedAt: answeredAt,
        outboxId: 'key-project-002',
      });
      await db
        .table('projects')
        .put({ id: 'p-2', status: 'draft', updatedAt: answeredAt, submittedAt: null, outboxId: null });
    });

    const db = openUserDb(USER);
    const progress = await db.progress.get('1:7');
    expect((progress!.data as { local: { ref: string } }).local.ref).toBe('1');
    expect(((await db.progress.get('1:3'))!.data as { local: { ref: string } }).local.ref).toBe(sentName);
    expect(((await db.submissions.get('attempt-1'))!.data as { ref: string }).ref).toBe('1');
    expect(((await db.submissions.get('review:9:2'))!.data as { ref: string }).ref).toBe('4');
    const ledger = (await db.profile.get('pointEvents'))!.data as Record<string, { ref: string }>;
    expect(ledger['task:7']!.ref).toBe('1');
    expect(ledger['task:1']!.ref).toBe('');
    expect(await db.notifications.get(55)).toMatchObject({ seenRef: '3' });
    expect(await db.notifications.get(56)).not.toHaveProperty('seenRef');
    expect(await db.projects.get('p-1')).toMatchObject({ outboxRef: '2' });
    expect(await db.projects.get('p-1')).not.toHaveProperty('outboxId');
    expect(await db.projects.get('p-2')).toMatchObject({ outboxRef: null });
  });
});
