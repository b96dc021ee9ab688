import { ar, en } from '@codeyard/shared-schema';
import { afterEach, describe, expect, it } from 'vitest';
import { login } from '../test-support/accounts.js';
import { addAnotherFamily, as } from '../test-support/parents.js';
import { tokenFor } from '../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
afterEach(async () => t?.close());

async function seeded() {
  t = await startTestApp({ seedDemoData: true });
  return t.app;
}

describe("the parent's own account", () => {
  it('reads and edits the profile (names and country), keeping the session', async () => {
    const app = await seeded();
    await addAnotherFamily(app);
    const token = await tokenFor(app, 'parent1');
    const profile = (await as(app, { token }, 'GET', '/api/get-parent-profile')).json().data;
    expect(profile).toMatchObject({
      username: 'parent1',
      first_name: 'Maryam',
      last_name: 'Saleh',
      email: 'maryam.saleh@example.com',
      country: 'JO',
    });
    const edit = await as(
      app,
      { token },
      'POST',
      '/api/edit-parent-profile',
      { first_name: 'Mariam', country: 'ae' },
      'ar',
    );
    expect(edit.json().data).toMatchObject({
      message: ar.parent.profileSaved,
      profile: { first_name: 'Mariam', country: 'AE' },
    });
    expect((await as(app, { token }, 'GET', '/api/get-parent-profile')).statusCode).toBe(200);
    const bad = await as(app, { token }, 'POST', '/api/edit-parent-profile', { last_name: 'S@' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['last_name']);
    // Another parent reads only their own profile.
    expect((await as(app, 'parent2', 'GET', '/api/get-parent-profile')).json().data.username).toBe('parent2');
  });

  it('changes the sign-in details only with the current password, then every session ends', async () => {
    const app = await seeded();
    await addAnotherFamily(app);
    const token = await tokenFor(app, 'parent1');
    const wrong = await as(app, { token }, 'POST', '/api/update-parent-profile', {
      current_password: 'not-it',
      username: 'maryam',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.current_password).toEqual([en.validation.wrongCurrentPassword]);
    const taken = await as(app, { token }, 'POST', '/api/update-parent-profile', {
      current_password: 'Demo1234',
      email: 'other.parent@example.com',
    });
    expect(taken.json().errors.email).toEqual([en.validation.emailTaken]);

    const res = await as(app, { token }, 'POST', '/api/update-parent-profile', {
      current_password: 'Demo1234',
      username: 'maryam',
      email: 'maryam@example.com',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      message: en.parent.signInAgain,
      profile: { username: 'maryam', email: 'maryam@example.com' },
    });
    expect((await as(app, { token }, 'GET', '/api/get-kids-info')).statusCode).toBe(401);
    expect((await login(app, 'maryam', 'Demo1234')).statusCode).toBe(200);
  });

  it('changes the password with the current one; the old sessions end', async () => {
    const app = await seeded();
    const token = await tokenFor(app, 'parent1');
    const mismatch = await as(app, { token }, 'POST', '/api/reset-parent-password', {
      current_password: 'Demo1234',
      password: 'Brand-new-1',
      password_confirmation: 'Brand-new-2',
    });
    expect(mismatch.json().errors.password_confirmation).toEqual([en.validation.passwordsIdentical]);
    const wrong = await as(app, { token }, 'POST', '/api/reset-parent-password', {
      current_password: 'nope',
      password: 'Brand-new-1',
    });
    expect(wrong.statusCode).toBe(422);
    const res = await as(app, { token }, 'POST', '/api/reset-parent-password', {
      current_password: 'Demo1234',
      password: 'Brand-new-1',
      password_confirmation: 'Brand-new-1',
    });
    expect(res.json().data.message).toBe(en.parent.passwordChanged);
    expect((await as(app, { token }, 'GET', '/api/get-kids-info')).statusCode).toBe(401);
    expect((await login(app, 'parent1', 'Brand-new-1')).statusCode).toBe(200);
  });
});
