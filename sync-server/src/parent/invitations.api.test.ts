import { ar, en, PARENT_INVITATIONS } from '@codeyard/shared-schema';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { parentInvitations } from '../db/tables.js';
import {
  get,
  lastMessage,
  linkToken,
  login,
  outbox,
  post,
  PASSWORD,
  registerStudent,
} from '../test-support/accounts.js';
import { as } from '../test-support/parents.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
afterEach(async () => t?.close());

/** The invitation token of the last mail or SMS to `to`. */
async function invitationTokenFor(to: string): Promise<string> {
  const { body } = await lastMessage(t.app, to);
  const match = /\/register\/parent\?invitation=([A-Za-z0-9_-]+)/.exec(body);
  if (!match) throw new Error(`no invitation link in: ${body}`);
  return match[1];
}

/** A trial child who registered alone (no parent linked), signed in. */
async function loneChild(username = 'sami') {
  const child = await registerStudent(t.app, { username, parent_email: 'typed@example.com' });
  return { token: child.api_token, profileId: child.student_profile.id };
}

describe('a child invites a parent (issue 15 item 5)', () => {
  it('sends a sign-up link by mail or SMS, each parent once, at most the daily number of messages', async () => {
    t = await startTestApp();
    const child = await loneChild();

    const before = await as(t.app, child, 'GET', '/api/parent-invitations');
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toEqual({
      can_invite: true,
      has_parent: false,
      left_today: PARENT_INVITATIONS.perChildPerDay,
      per_day: PARENT_INVITATIONS.perChildPerDay,
      sent: [],
    });

    const first = await as(t.app, child, 'POST', '/api/invite-parent', { email: 'Mum@Example.com' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.message).toBe(en.success.invitationSent);
    expect(first.json().data.invitations).toMatchObject({
      left_today: PARENT_INVITATIONS.perChildPerDay - 1,
      sent: [{ channel: 'email', to: 'mum@example.com', accepted: false }],
    });
    const mail = await lastMessage(t.app, 'mum@example.com');
    expect(mail.subject).toBe(en.mail.inviteSubject.replace('{{child}}', 'sami'));
    expect(await invitationTokenFor('mum@example.com')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // The same parent again, however it is written: the spec's words, in the child's language.
    const again = await as(t.app, child, 'POST', '/api/invite-parent', { email: 'mum@EXAMPLE.com' }, 'ar');
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.email).toEqual([ar.errors.invitationAlreadySent]);
    const againEn = await as(t.app, child, 'POST', '/api/invite-parent', { email: 'MUM@example.com' });
    expect(againEn.json().errors.email).toEqual(['You already sent the invitation']);

    const bySms = await as(t.app, child, 'POST', '/api/invite-parent', { phone: '+962791000077' });
    expect(bySms.statusCode, bySms.body).toBe(200);
    expect((await lastMessage(t.app, '+962791000077')).body).toMatch(/\/register\/parent\?invitation=/);
    const samePhone = await as(t.app, child, 'POST', '/api/invite-parent', { phone: '+962791000077' });
    expect(samePhone.json().errors.phone).toEqual([en.errors.invitationAlreadySent]);

    for (let n = 3; n <= PARENT_INVITATIONS.perChildPerDay; n++)
      expect((await as(t.app, child, 'POST', '/api/invite-parent', { email: `aunt${n}@example.com` })).statusCode).toBe(
        200,
      );
    const over = await as(t.app, child, 'POST', '/api/invite-parent', { email: 'uncle@example.com' });
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe(en.errors.invitationLimit);
    expect(await outbox(t.app, 'uncle@example.com')).toEqual([]);
    const after = (await as(t.app, child, 'GET', '/api/parent-invitations')).json().data;
    expect(after).toMatchObject({ can_invite: true, left_today: 0 });
    expect(after.sent).toHaveLength(PARENT_INVITATIONS.perChildPerDay);
  });

  it("counts only today's messages against the limit", async () => {
    t = await startTestApp();
    const child = await loneChild();
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
    await t.app.db.write((tx) =>
      tx.insert(parentInvitations).values(
        Array.from({ length: PARENT_INVITATIONS.perChildPerDay }, (_, i) => ({
          studentProfileId: child.profileId,
          channel: 'email' as const,
          target: `old${i}@example.com`,
          tokenHash: `hash${i}`,
          expiresAt: new Date(Date.now() + 60_000).toISOString(),
          createdAt: yesterday,
        })),
      ),
    );
    const state = (await as(t.app, child, 'GET', '/api/parent-invitations')).json().data;
    expect(state.left_today).toBe(PARENT_INVITATIONS.perChildPerDay);
    expect((await as(t.app, child, 'POST', '/api/invite-parent', { email: 'dad@example.com' })).statusCode).toBe(200);
    // An address of yesterday is still the same parent.
    const old = await as(t.app, child, 'POST', '/api/invite-parent', { email: 'old0@example.com' });
    expect(old.json().errors.email).toEqual([en.errors.invitationAlreadySent]);
  });

  it("links the child when the parent finishes signing up from the invitation's link", async () => {
    t = await startTestApp();
    const child = await loneChild('lina');
    const other = await loneChild('omar');
    await as(t.app, child, 'POST', '/api/invite-parent', { email: 'hana@example.com' });
    const invitation = await invitationTokenFor('hana@example.com');

    const start = await post(t.app, '/api/register_Parent', {
      first_name: 'Hana',
      last_name: 'Saleh',
      country: 'jo',
      parent_email: 'hana@example.com',
      invitation,
    });
    expect(start.statusCode, start.body).toBe(200);
    const verified = await get(
      t.app,
      `/api/parent/verify/${linkToken((await lastMessage(t.app, 'hana@example.com')).body, 'register/create')}`,
    );
    const finished = await post(t.app, `/api/parent-set-password/${verified.json().data.verification}`, {
      parent_username: 'hana.s',
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(finished.statusCode, finished.body).toBe(200);

    const parentToken = { token: finished.json().data[0].api_token };
    const kids = (await as(t.app, parentToken, 'GET', '/api/get-parent-children-info')).json().data.children;
    expect(kids.map((k: { username: string }) => k.username)).toEqual(['lina']);
    expect(kids[0].student_profile_id).toBe(child.profileId);

    const childState = (await as(t.app, child, 'GET', '/api/parent-invitations')).json().data;
    expect(childState).toMatchObject({ can_invite: false, has_parent: true, sent: [{ accepted: true }] });
    const more = await as(t.app, child, 'POST', '/api/invite-parent', { email: 'aunt@example.com' });
    expect(more.statusCode).toBe(422);
    expect(more.json().message).toBe(en.errors.alreadyHasParent);
    expect((await as(t.app, other, 'GET', '/api/parent-invitations')).json().data.has_parent).toBe(false);

    // A used link starts nobody else's sign-up.
    const reuse = await post(t.app, '/api/register_Parent', {
      first_name: 'Eve',
      last_name: 'Other',
      country: 'jo',
      parent_email: 'eve@example.com',
      invitation,
    });
    expect(reuse.statusCode).toBe(422);
    expect(reuse.json().errors.invitation).toEqual([en.errors.invalidLink]);
    const [row] = await t.app.db
      .select()
      .from(parentInvitations)
      .where(eq(parentInvitations.studentProfileId, child.profileId));
    expect(row!.tokenHash).not.toBe(invitation);
  });

  it('is only for a home learner, one address at a time, and never with an unknown link', async () => {
    t = await startTestApp({ seedDemoData: true });
    const school = await as(t.app, 'student3', 'POST', '/api/invite-parent', { email: 'p@example.com' });
    expect(school.statusCode).toBe(403);
    expect((await as(t.app, 'student3', 'GET', '/api/parent-invitations')).json().data.can_invite).toBe(false);
    expect((await as(t.app, 'parent1', 'GET', '/api/parent-invitations')).statusCode).toBe(403);
    const linked = await as(t.app, 'kid1', 'POST', '/api/invite-parent', { email: 'p@example.com' });
    expect(linked.json().message).toBe(en.errors.alreadyHasParent);

    const child = { token: (await login(t.app, 'candidate1', 'Demo1234')).json().data[0].api_token };
    const both = await as(t.app, child, 'POST', '/api/invite-parent', {
      email: 'p@example.com',
      phone: '+962791000078',
    });
    expect(both.statusCode).toBe(422);
    const none = await as(t.app, child, 'POST', '/api/invite-parent', {}, 'ar');
    expect(none.json().errors.email).toEqual([ar.validation.emailOrPhone]);
    const badEmail = await as(t.app, child, 'POST', '/api/invite-parent', { email: 'not-an-email' });
    expect(badEmail.statusCode).toBe(422);
    expect(badEmail.json().errors.email).toBeDefined();

    const forged = await post(t.app, '/api/register_Parent', {
      first_name: 'Eve',
      last_name: 'Other',
      country: 'jo',
      parent_email: 'eve@example.com',
      invitation: 'A'.repeat(43),
    });
    expect(forged.statusCode).toBe(422);
    expect(forged.json().errors.invitation).toEqual([en.errors.invalidLink]);
  });
});
