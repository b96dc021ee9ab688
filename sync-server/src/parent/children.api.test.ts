import { ar, en } from '@codeyard/shared-schema';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { studentProfiles, users } from '../db/tables.js';
import { login, PASSWORD, registerStudent } from '../test-support/accounts.js';
import { addAnotherFamily, as, OTHER_PASSWORD, profileIdOf } from '../test-support/parents.js';
import { tokenFor } from '../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
afterEach(async () => t?.close());

async function seeded() {
  t = await startTestApp({ seedDemoData: true });
  return t.app;
}

const thisYear = new Date().getUTCFullYear();
const newChild = {
  first_name: 'Rami',
  last_name: 'Saleh',
  username: 'rami.s',
  password: 'Rami-2020',
  password_confirmation: 'Rami-2020',
  year_of_birth: thisYear - 9,
};

describe('POST /create-new-child', () => {
  it("creates a trial child linked to the parent, who can sign in, and refuses the add-kid form's mistakes", async () => {
    const app = await seeded();
    const res = await as(app, 'parent1', 'POST', '/api/create-new-child', newChild);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      message: en.parent.childCreated,
      child: { username: 'rami.s', first_name: 'Rami', status: 'active', is_school_student: false },
    });
    const kids = (await as(app, 'parent1', 'GET', '/api/get-kids-info')).json().data.kids;
    expect(kids.find((k: { username: string }) => k.username === 'rami.s')).toMatchObject({ is_trial: true });
    expect((await login(app, 'rami.s', 'Rami-2020')).statusCode).toBe(200);

    const bad = await as(
      app,
      'parent1',
      'POST',
      '/api/create-new-child',
      { ...newChild, username: 'ab', first_name: 'R2', password: '12345', password_confirmation: '12345' },
      'ar',
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.username).toContain(ar.validation.usernameMin_few.replace('{{limit}}', '3'));
    expect(bad.json().errors.password).toContain(ar.validation.passwordMin_few.replace('{{limit}}', '6'));
    expect(Object.keys(bad.json().errors)).toContain('first_name');

    const young = await as(app, 'parent1', 'POST', '/api/create-new-child', {
      ...newChild,
      username: 'tiny1',
      year_of_birth: thisYear - 5,
    });
    expect(young.statusCode).toBe(422);
    expect(young.json().errors.year_of_birth).toEqual([en.validation.tooYoung_other.replace('{{min}}', '8')]);

    const taken = await as(app, 'parent1', 'POST', '/api/create-new-child', { ...newChild, username: 'STUDENT3' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.username).toEqual([en.validation.usernameTaken]);

    const mismatch = await as(app, 'parent1', 'POST', '/api/create-new-child', {
      ...newChild,
      username: 'rami2',
      password_confirmation: 'Other-2020',
    });
    expect(mismatch.json().errors.password_confirmation).toEqual([en.validation.passwordsIdentical]);
  });

  it('is for parents only', async () => {
    const app = await seeded();
    expect((await as(app, 'teacher1', 'POST', '/api/create-new-child', newChild)).statusCode).toBe(403);
    expect((await as(app, 'student1', 'POST', '/api/create-new-child', newChild)).statusCode).toBe(403);
  });
});

describe('POST /link-parent-child', () => {
  it('links a child without a parent by username and password, once', async () => {
    const app = await seeded();
    await registerStudent(app, { username: 'solo1', parent_email: 'someone@example.com' });
    const res = await as(app, 'parent1', 'POST', '/api/link-parent-child', { username: 'Solo1', password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ message: en.parent.childLinked, child: { username: 'solo1' } });
    const kids = (await as(app, 'parent1', 'GET', '/api/get-kids-info')).json().data.kids;
    expect(kids.map((k: { username: string }) => k.username)).toContain('solo1');

    // Linked now: another parent with the right password gets the spec's message.
    await addAnotherFamily(app);
    const again = await as(app, 'parent2', 'POST', '/api/link-parent-child', { username: 'solo1', password: PASSWORD });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.username).toEqual([en.errors.childHasParent]);
  });

  it("refuses a wrong password and another parent's child with the same message, in Arabic too", async () => {
    const app = await seeded();
    await addAnotherFamily(app);
    await registerStudent(app, { username: 'solo2' });
    const wrong = await as(
      app,
      'parent1',
      'POST',
      '/api/link-parent-child',
      { username: 'solo2', password: 'nope-nope' },
      'ar',
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.username).toEqual([ar.errors.childHasParent]);
    const theirs = await as(app, 'parent1', 'POST', '/api/link-parent-child', {
      username: 'otherkid',
      password: OTHER_PASSWORD,
    });
    expect(theirs.statusCode).toBe(422);
    expect(theirs.json().errors.username).toEqual([en.errors.childHasParent]);
    const [row] = await app.db
      .select()
      .from(studentProfiles)
      .where(eq(studentProfiles.id, await profileIdOf(app, 'otherkid')));
    expect(row!.parentProfileId).not.toBeNull();
    expect(await profileIdOf(app, 'otherkid')).toBeGreaterThan(0);

    const neither = await as(app, 'parent1', 'POST', '/api/link-parent-child', { username: 'solo2' });
    expect(neither.statusCode).toBe(422);
    expect(neither.json().errors.password).toEqual([en.validation.required]);
  });

  it("links by email only a child who named this parent's email", async () => {
    const app = await seeded();
    await registerStudent(app, {
      username: 'mine1',
      email: 'mine1@example.com',
      parent_email: 'Maryam.Saleh@example.com',
    });
    await registerStudent(app, { username: 'notmine', email: 'notmine@example.com', parent_email: 'x@example.com' });
    const other = await as(app, 'parent1', 'POST', '/api/link-parent-child', { email: 'notmine@example.com' });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors.email).toEqual([en.errors.childHasParent]);
    const mine = await as(app, 'parent1', 'POST', '/api/link-parent-child', { email: 'MINE1@example.com' });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.child.username).toBe('mine1');
  });
});

describe('enable, disable, reset password and edit a child', () => {
  it("disabling ends the child's sessions at once; enabling lets them sign in again", async () => {
    const app = await seeded();
    const kid = await profileIdOf(app, 'kid1');
    const childToken = await tokenFor(app, 'kid1');
    const before = await as(app, { token: childToken }, 'POST', '/api/change-language', { lang: 'en' });
    expect(before.statusCode).toBe(200);
    const off = await as(app, 'parent1', 'POST', '/api/disable-child', { student_profile_id: kid });
    expect(off.json().data).toMatchObject({ message: en.parent.childDisabled, child: { status: 'disabled' } });
    expect((await as(app, { token: childToken }, 'POST', '/api/change-language', { lang: 'en' })).statusCode).toBe(401);
    expect((await login(app, 'kid1', 'Demo1234')).statusCode).toBe(403);
    const on = await as(app, 'parent1', 'POST', '/api/enable-child', { student_profile_id: kid });
    expect(on.json().data.child.status).toBe('active');
    expect((await login(app, 'kid1', 'Demo1234')).statusCode).toBe(200);
  });

  it("reaches no other parent's child: 403 and nothing changes", async () => {
    const app = await seeded();
    const { otherKidId } = await addAnotherFamily(app);
    for (const [url, body] of [
      ['/api/disable-child', { student_profile_id: otherKidId }],
      ['/api/enable-child', { student_profile_id: otherKidId }],
      ['/api/reset-student-password', { student_profile_id: otherKidId, password: 'Taken-123' }],
      ['/api/update-child-info', { student_profile_id: otherKidId, first_name: 'Hacked' }],
      [`/api/edit-kid-info/${otherKidId}`, { first_name: 'Hacked' }],
    ] as const) {
      const res = await as(app, 'parent1', 'POST', url, body);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe(en.errors.notParentOfChild);
    }
    const [kid] = await app.db.select().from(users).where(eq(users.usernameKey, 'otherkid'));
    expect(kid!.status).toBe('active');
    expect((await login(app, 'otherkid', OTHER_PASSWORD)).statusCode).toBe(200);
    const [profile] = await app.db.select().from(studentProfiles).where(eq(studentProfiles.id, otherKidId));
    expect(profile!.firstName).toBe('Other');
  });

  it('a new password ends the old sessions and signs in', async () => {
    const app = await seeded();
    const kid = await profileIdOf(app, 'kid1');
    const childToken = await tokenFor(app, 'kid1');
    const res = await as(app, 'parent1', 'POST', '/api/reset-student-password', {
      student_profile_id: kid,
      password: 'Fresh-456',
      password_confirmation: 'Fresh-456',
    });
    expect(res.json().data.message).toBe(en.parent.childPasswordReset);
    expect((await as(app, { token: childToken }, 'POST', '/api/change-language', { lang: 'en' })).statusCode).toBe(401);
    expect((await login(app, 'kid1', 'Demo1234')).statusCode).toBe(422);
    expect((await login(app, 'kid1', 'Fresh-456')).statusCode).toBe(200);
    const short = await as(app, 'parent1', 'POST', '/api/reset-student-password', {
      student_profile_id: kid,
      password: '123',
    });
    expect(short.statusCode).toBe(422);
  });

  it('edits names, year and username by either path; a taken username is refused', async () => {
    const app = await seeded();
    const kid = await profileIdOf(app, 'kid1');
    const one = await as(app, 'parent1', 'POST', `/api/edit-kid-info/${kid}`, {
      first_name: 'Leena',
      year_of_birth: thisYear - 10,
    });
    expect(one.json().data).toMatchObject({ message: en.parent.childSaved, child: { first_name: 'Leena' } });
    const two = await as(app, 'parent1', 'POST', '/api/update-child-info', {
      student_profile_id: kid,
      username: 'leena.s',
    });
    expect(two.json().data.child.username).toBe('leena.s');
    const kids = (await as(app, 'parent1', 'GET', '/api/get-kids-info')).json().data.kids;
    expect(kids.find((k: { username: string }) => k.username === 'leena.s')).toMatchObject({
      first_name: 'Leena',
      year_of_birth: thisYear - 10,
    });
    const taken = await as(app, 'parent1', 'POST', '/api/update-child-info', {
      student_profile_id: kid,
      username: 'student1',
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.username).toEqual([en.validation.usernameTaken]);
    const young = await as(app, 'parent1', 'POST', `/api/edit-kid-info/${kid}`, { year_of_birth: thisYear - 2 });
    expect(young.statusCode).toBe(422);
  });
});

describe('GET /get-kids-info', () => {
  it("lists every child of the parent and no one else's", async () => {
    const app = await seeded();
    await addAnotherFamily(app);
    const kids = (await as(app, 'parent1', 'GET', '/api/get-kids-info')).json().data.kids;
    expect(kids.map((k: { username: string }) => k.username)).toEqual(['student1', 'student2', 'kid1']);
    expect(kids[2]).toMatchObject({ is_trial: true, is_school_student: false });
    const theirs = (await as(app, 'parent2', 'GET', '/api/get-kids-info')).json().data.kids;
    expect(theirs.map((k: { username: string }) => k.username)).toEqual(['otherkid']);
  });
});
