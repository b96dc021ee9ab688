import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { projects as contract } from '@codeyard/shared-schema';
import { ApiError } from '../../api/client';
import { outboxStates } from '../../outbox';
import { entryOf } from '../../test-support/outbox';
import { closeUserDbs, openUserDb } from '../../storage/user-db';
import { localPage } from './media';
import { shownState } from './ProjectStatus';
import { onProjectChange } from './pull';
import {
  applyServerProject,
  createProject,
  deleteDraft,
  getProject,
  listProjects,
  renameProject,
  saveContent,
  shareProject,
  sharedCodeHref,
  submitProject,
  submittedOn,
  type ProjectContent,
  type ServerProject,
} from './store';

let nextUser = 9400;
afterEach(() => closeUserDbs());
const content = (n = 1): ProjectContent => ({
  level: 'basic',
  workspace: { blocks: { blocks: [{ type: 'sy_when_flag', id: `s${n}` }] } },
  costume: 'animals/cat',
  background: null,
});
const input = { studentProfileId: 7, code: '{"format":"smoothy-project/1"}', thumbUri: null };

function server(id: number, extra: Partial<ServerProject> = {}): ServerProject {
  return {
    id,
    type: 'individual',
    status: 'pending',
    version: 1,
    project_name: 'Dance',
    thumb_uri: null,
    course_id: null,
    lesson_id: null,
    lesson_project_template_id: null,
    is_graduation_project: false,
    comment: null,
    points: null,
    submitted_at: '2026-03-02T10:00:00.000Z',
    resubmitted_at: null,
    review_due_at: '2026-03-09T10:00:00.000Z',
    resubmit_until: null,
    updated_at: '2026-03-02T10:00:00.000Z',
    ...extra,
  };
}

describe('projects on the device', () => {
  it('are made, saved as they change, renamed and listed newest first', async () => {
    const db = openUserDb(nextUser++);
    const a = await createProject(db, { name: 'First', content: content(1) }, new Date('2026-03-01T10:00:00Z'));
    const b = await createProject(db, { name: 'Second', content: content(2) }, new Date('2026-03-01T11:00:00Z'));
    await saveContent(db, a.id, content(3), 'data:image/png;base64,AA', new Date('2026-03-01T12:00:00Z'));
    await renameProject(db, b.id, '  Robo dance  ', new Date('2026-03-01T13:00:00Z'));
    await renameProject(db, b.id, '   ');
    const list = await listProjects(db);
    expect(list.map((p) => p.name)).toEqual(['Robo dance', 'First']);
    expect(list[1]).toMatchObject({
      status: 'draft',
      thumb: 'data:image/png;base64,AA',
      content: content(3),
      kind: 'individual',
    });
  });

  it('deletes only drafts that never left the device', async () => {
    const db = openUserDb(nextUser++);
    const draft = await createProject(db, { name: 'Draft', content: content() });
    const sent = await createProject(db, { name: 'Sent', content: content() });
    await submitProject(db, sent.id, input);
    expect(await deleteDraft(db, sent.id)).toBe(false);
    expect(await deleteDraft(db, draft.id)).toBe(true);
    expect((await listProjects(db)).map((p) => p.name)).toEqual(['Sent']);
  });

  it('a submission marks the project pending and queues POST /student-project-submission in the same transaction', async () => {
    const db = openUserDb(nextUser++);
    const p = await createProject(db, { name: 'Maze runner', content: content() });
    const now = new Date('2026-03-02T09:00:00Z');
    const ref = await submitProject(db, p.id, input, now);
    const [entry] = await db.outbox.toArray();
    expect(await entryOf(db, ref)).toEqual(entry);
    expect(entry).toMatchObject({
      call: 'POST /student-project-submission',
      path: '/student-project-submission',
      state: 'pending',
    });
    expect(entry!.body).toMatchObject({
      project_name: 'Maze runner',
      student_profile_id: 7,
      gm_task_id: 4,
      is_course_project: false,
      is_confirmed_submission: true,
      project_id: null,
    });
    const row = await getProject(db, p.id);
    expect(row).toMatchObject({
      status: 'pending',
      version: 1,
      submittedAt: now.toISOString(),
      reviewDueAt: '2026-03-09T09:00:00.000Z',
      outboxRef: ref,
    });
    const outbox = new Map([...(await outboxStates(db))].map(([r, e]) => [r, e.state] as const));
    expect(shownState(row!, outbox)).toBe('waiting');
    expect(shownState(row!, new Map())).toBe('pending');
  });

  it('a course project goes to POST /course-project-submission with its lesson fields', async () => {
    const db = openUserDb(nextUser++);
    const p = await createProject(db, {
      name: 'My letter',
      content: content(),
      course: { courseId: 1, lessonId: 12, templateId: 101, isGraduation: false },
    });
    await submitProject(db, p.id, input);
    const [entry] = await db.outbox.toArray();
    expect(entry!.call).toBe('POST /course-project-submission');
    expect(entry!.body).toMatchObject({
      is_course_project: true,
      lesson_id: 12,
      course_id: 1,
      lesson_project_template_id: 101,
      is_graduation_project: false,
      gm_task_id: 4,
    });
  });

  it("refuses a fourth new project on the same UTC day at once, offline, with the spec's message; the next UTC day it may go", async () => {
    const db = openUserDb(nextUser++);
    const day = new Date('2026-03-02T23:30:00Z');
    for (let i = 0; i < 3; i++) {
      const p = await createProject(db, { name: `P${i}`, content: content(i) });
      await submitProject(db, p.id, input, day);
    }
    const fourth = await createProject(db, { name: 'P4', content: content(4) });
    const refusal = await submitProject(db, fourth.id, input, new Date('2026-03-02T23:59:00Z')).catch(
      (e: unknown) => e,
    );
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).message).toBe('Submitted three projects today: save and submit tomorrow.');
    expect((refusal as ApiError).code).toBe('daily_project_limit');
    expect(await db.outbox.count()).toBe(3);
    expect((await getProject(db, fourth.id))!.status).toBe('draft');
    // 00:30 UTC the next day: a new day for the rule (whatever the device's time zone).
    await submitProject(db, fourth.id, input, new Date('2026-03-03T00:30:00Z'));
    expect(await db.outbox.count()).toBe(4);
  });

  it('a correction of a pending project or a resubmission does not count against the day', async () => {
    const db = openUserDb(nextUser++);
    const day = new Date('2026-03-02T10:00:00Z');
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const p = await createProject(db, { name: `P${i}`, content: content(i) });
      await submitProject(db, p.id, input, day);
      ids.push(p.id);
    }
    await applyServerProject(db, server(41, { project_name: 'P0' }));
    await applyServerProject(
      db,
      server(42, {
        project_name: 'P1',
        status: 'disapproved',
        comment: 'Add a sound',
        resubmit_until: '2026-03-10T10:00:00.000Z',
      }),
    );
    await submitProject(db, ids[0]!, input, day);
    await submitProject(db, ids[1]!, input, day);
    const bodies = (await db.outbox.toArray()).slice(3).map((e) => (e.body as { project_id: number }).project_id);
    expect(bodies).toEqual([41, 42]);
    expect(submittedOn(await listProjects(db), day)).toBe(3);
  });

  it('a correction waits until the server has numbered the project', async () => {
    const db = openUserDb(nextUser++);
    const p = await createProject(db, { name: 'Waiting', content: content() });
    await submitProject(db, p.id, input);
    await expect(submitProject(db, p.id, input)).rejects.toBeInstanceOf(ApiError);
    expect(await db.outbox.count()).toBe(1);
  });

  it('the contract accepts the queued body (checked before queueing)', async () => {
    const db = openUserDb(nextUser++);
    const p = await createProject(db, { name: '', content: content() });
    await expect(submitProject(db, p.id, input)).rejects.toMatchObject({ status: 422 });
    expect(contract.studentProjectSubmission.queueable).toBe(true);
  });
});

describe('pulled project changes', () => {
  it('link a project sent offline to its server id, then bring the review: approval with points and comment', async () => {
    const db = openUserDb(nextUser++);
    const p = await createProject(db, { name: 'Dance', content: content() });
    await submitProject(db, p.id, input, new Date('2026-03-02T10:00:00Z'));
    await onProjectChange({ seq: 1, entity: 'project', entity_id: '55', data: server(55), created_at: '' } as never, {
      db,
      userId: db.userId,
    });
    expect((await getProject(db, p.id))!.serverId).toBe(55);
    await onProjectChange(
      {
        seq: 2,
        entity: 'project',
        entity_id: '55',
        data: server(55, { status: 'approved', points: 300, comment: 'Great loops!' }),
        created_at: '',
      } as never,
      { db, userId: db.userId },
    );
    expect(await getProject(db, p.id)).toMatchObject({
      status: 'approved',
      points: 300,
      comment: 'Great loops!',
      content: content(),
    });
    expect(await listProjects(db)).toHaveLength(1);
  });

  it('a disapproval brings the comment and the resubmit date; projects made elsewhere are added without code', async () => {
    const db = openUserDb(nextUser++);
    await applyServerProject(
      db,
      server(60, {
        project_name: 'Made on the laptop',
        status: 'disapproved',
        comment: 'Finish the maze',
        resubmit_until: '2026-03-12T00:00:00.000Z',
      }),
    );
    const row = await getProject(db, 's-60');
    expect(row).toMatchObject({
      serverId: 60,
      status: 'disapproved',
      comment: 'Finish the maze',
      resubmitUntil: '2026-03-12T00:00:00.000Z',
      hasContent: false,
    });
    await applyServerProject(
      db,
      server(60, {
        status: 'disapproved',
        version: 1,
        comment: 'Finish the maze',
        updated_at: '2026-03-05T00:00:00.000Z',
      }),
    );
    expect(await listProjects(db)).toHaveLength(1);
  });

  it("a Python or web project made elsewhere keeps the server's editor; SmoothY and local content are never relabelled", async () => {
    const db = openUserDb(nextUser++);
    await applyServerProject(db, server(80, { project_name: 'Quiz', editor: 'python' }));
    await applyServerProject(db, server(81, { project_name: 'Page', editor: 'web' }));
    await applyServerProject(db, server(82, { project_name: 'Robot', editor: 'blocks' }));
    expect(await getProject(db, 's-80')).toMatchObject({
      serverId: 80,
      editor: 'python',
      content: null,
      hasContent: false,
    });
    expect(await getProject(db, 's-81')).toMatchObject({ serverId: 81, editor: 'web', hasContent: false });
    expect((await getProject(db, 's-82'))!.editor).toBeUndefined();
    // A row from an older list (no editor then) learns it on the next answer.
    await db.projects.put({ ...(await getProject(db, 's-80'))!, id: 's-83', serverId: 83, editor: undefined });
    await applyServerProject(db, server(83, { project_name: 'Quiz', editor: 'python' }));
    expect((await getProject(db, 's-83'))!.editor).toBe('python');
    // A SmoothY project sent from this device stays SmoothY whatever an answer says.
    const mine = await createProject(db, { name: 'Mine', content: content() });
    await submitProject(db, mine.id, input);
    await applyServerProject(db, server(84, { project_name: 'Mine', editor: 'web' }));
    expect(await getProject(db, mine.id)).toMatchObject({ serverId: 84 });
    expect((await getProject(db, mine.id))!.editor).toBeUndefined();
  });

  it("a local correction newer than the server's copy keeps its own state", async () => {
    const db = openUserDb(nextUser++);
    const p = await createProject(db, { name: 'Fix me', content: content() });
    await submitProject(db, p.id, input);
    await applyServerProject(
      db,
      server(70, {
        project_name: 'Fix me',
        status: 'disapproved',
        comment: 'Again',
        resubmit_until: '2099-01-01T00:00:00.000Z',
      }),
    );
    await submitProject(db, p.id, input);
    expect((await getProject(db, p.id))!.version).toBe(2);
    await applyServerProject(
      db,
      server(70, {
        project_name: 'Fix me',
        status: 'disapproved',
        comment: 'Again',
        resubmit_until: '2099-01-01T00:00:00.000Z',
      }),
    );
    expect((await getProject(db, p.id))!.status).toBe('pending');
  });
});

describe('sharing an approved project (issue 11)', () => {
  it('queues POST /share-project through the outbox, offline too; the link is the pulled token', async () => {
    const db = openUserDb(nextUser++);
    await applyServerProject(db, server(70, { status: 'approved', points: 200, share_token: null, shared_by: null }));
    const ref = await shareProject(db, 's-70', true);
    const entry = await entryOf(db, ref);
    expect(entry).toMatchObject({
      call: 'POST /share-project',
      path: '/share-project',
      body: { project_id: 70, shared: true },
      state: 'pending',
      what: { key: 'projects:outbox.share', vars: { name: 'Dance' } },
    });
    expect(await getProject(db, 's-70')).toMatchObject({ shareRef: ref, shareWanted: true });
    // The server's answer comes back as a pulled project with its token.
    const token = 'AbCdEfGhIjKlMnOpQrStUv';
    await applyServerProject(db, server(70, { status: 'approved', share_token: token, shared_by: 'student' }));
    expect(await getProject(db, 's-70')).toMatchObject({ shareToken: token, sharedBy: 'student' });
    expect(sharedCodeHref(token, 'individual')).toBe(`/guest/sharedCode/${token}/individual`);
    // Stopping takes the link away here at once; the change waits in the outbox.
    const off = await shareProject(db, 's-70', false);
    expect((await entryOf(db, off))?.body).toEqual({ project_id: 70, shared: false });
    expect(await getProject(db, 's-70')).toMatchObject({ shareToken: null, shareWanted: false, shareRef: off });
  });

  it('refuses at once, with nothing queued, a project that is not approved', async () => {
    const db = openUserDb(nextUser++);
    await applyServerProject(db, server(71, { status: 'pending' }));
    const p = await createProject(db, { name: 'Draft', content: content() });
    for (const id of ['s-71', p.id]) {
      await expect(shareProject(db, id, true)).rejects.toMatchObject({ status: 409, code: 'not_approved' });
    }
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('the media library offline', () => {
  it('pages a category as the server does', () => {
    const first = localPage('images', 'animals', 1, 4);
    expect(first.items.map((i) => i.id)).toEqual(['animals/cat', 'animals/dog', 'animals/fish', 'animals/bird']);
    expect(first).toMatchObject({ page: 1, pages: 2, offline: true });
    expect(localPage('images', 'animals', 2, 4).items).toHaveLength(2);
    expect(localPage('images', 'animals', 3, 4).items).toEqual([]);
    expect(localPage('sounds', 'nope', 1, 4).items).toEqual([]);
  });
});
