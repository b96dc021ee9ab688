import { eq } from 'drizzle-orm';
import { generateKeyPair, UnsecuredJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parentProfiles, users } from '../db/tables.js';
import { startFakeIdentityProvider, type FakeIdentityProvider } from '../test-support/identity-provider.js';
import { bearer } from '../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { IdentityProviders } from './providers.js';
import { redactSsoToken } from './routes.js';
import { identityFromClaims, IdentityTokenRejected, JwksIdentityVerifier } from './verifier.js';

const GOOGLE = { issuer: 'https://accounts.google.test', audience: 'codeyard-google-client' };
const B12 = { issuer: 'https://b12.school.test', audience: 'codeyard-b12' };
const SSO = { issuer: 'https://sso.school.test', audience: 'codeyard-sso' };

let idp: FakeIdentityProvider;
let t: TestApp;

beforeAll(async () => {
  idp = await startFakeIdentityProvider();
});
afterAll(async () => idp.close());
afterEach(async () => t?.close());

async function start(
  providers = {
    google: idp.config(GOOGLE.issuer, GOOGLE.audience),
    b12: idp.config(B12.issuer, B12.audience),
    sso: idp.config(SSO.issuer, SSO.audience),
  },
) {
  t = await startTestApp({ seedDemoData: true, identityProviders: providers });
  return t.app;
}

const social = (loginType: string, body: Record<string, unknown>, lang = 'en') =>
  t.app.inject({ method: 'POST', url: `/api/login-register-social/${loginType}?lang=${lang}`, payload: body });

describe('POST /login-register-social/{loginType}', () => {
  it('registers a new parent from a valid token and answers the login answer; the token then works', async () => {
    const app = await start();
    const token = await idp.sign(
      { sub: 'g-100', email: 'Rania.Fares@Example.com', email_verified: true, name: 'Rania Fares' },
      GOOGLE,
    );
    const res = await social('google', { token, name: 'Someone Else' });
    expect(res.statusCode).toBe(200);
    const [item] = res.json().data;
    expect(item).toMatchObject({
      user_type: 'parent',
      parent_email: 'rania.fares@example.com',
      parent_profile: { first_name: 'Rania', last_name: 'Fares', school_id: null },
    });
    expect(item.username).toMatch(/^raniafares\d+$/);

    const user = (await app.db.select().from(users).where(eq(users.id, item.id)).limit(1))[0]!;
    expect(user).toMatchObject({
      externalId: 'google:g-100',
      status: 'active',
      userType: 'parent',
      email: 'rania.fares@example.com',
      passwordHash: null,
    });
    expect(await app.db.select().from(parentProfiles).where(eq(parentProfiles.userId, user.id))).toHaveLength(1);

    const children = await app.inject({
      method: 'GET',
      url: '/api/get-parent-children-info',
      headers: bearer(item.api_token),
    });
    expect(children.statusCode).toBe(200);
    expect(children.json().data.children).toEqual([]);
  });

  it('signs the same person in again without a second account', async () => {
    const app = await start();
    const first = await social('google', {
      token: await idp.sign({ sub: 'g-200', email: 'sam@example.com', name: 'Sam Lee' }, GOOGLE),
    });
    // The second token has no email: the subject alone finds the account.
    const second = await social('google', { token: await idp.sign({ sub: 'g-200' }, GOOGLE) });
    expect(second.statusCode).toBe(200);
    expect(second.json().data[0].id).toBe(first.json().data[0].id);
    expect(await app.db.select().from(users).where(eq(users.externalId, 'google:g-200'))).toHaveLength(1);
  });

  it('signs an existing parent in by the verified email and links the account', async () => {
    const app = await start();
    const res = await social('google', {
      token: await idp.sign({ sub: 'g-300', email: 'maryam.saleh@example.com', email_verified: true }, GOOGLE),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({ username: 'parent1', user_type: 'parent' });
    expect((await app.db.select().from(users).where(eq(users.username, 'parent1')).limit(1))[0]?.externalId).toBe(
      'google:g-300',
    );
  });

  it('does not trust an email the provider marks unverified, nor the email the client sends', async () => {
    const app = await start();
    const token = await idp.sign(
      { sub: 'g-400', email: 'maryam.saleh@example.com', email_verified: false, name: 'Mallory' },
      GOOGLE,
    );
    const res = await social('google', { token, email: 'maryam.saleh@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0].username).not.toBe('parent1');
    expect(res.json().data[0].parent_email).toBeNull();
    expect((await app.db.select().from(users).where(eq(users.username, 'parent1')).limit(1))[0]?.externalId).toBeNull();
  });

  it('refuses a token for another audience', async () => {
    await start();
    const res = await social('google', {
      token: await idp.sign({ sub: 'g-500', email: 'x@example.com' }, { ...GOOGLE, audience: 'someone-else' }),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: 'identity_rejected',
      message: 'We could not confirm your sign-in. Please try again.',
    });
  });

  it('refuses a token from another issuer (a school platform token is not a Google token)', async () => {
    await start();
    const res = await social('google', { token: await idp.sign({ sub: 'g-501' }, B12) });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('identity_rejected');
  });

  it('refuses an expired token, in Arabic when asked', async () => {
    await start();
    const token = await idp.sign(
      { sub: 'g-600', email: 'late@example.com' },
      { ...GOOGLE, expiresAt: Math.floor(Date.now() / 1000) - 3600 },
    );
    const res = await social('google', { token }, 'ar');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('لم نتمكن من تأكيد تسجيل دخولك. يرجى المحاولة مرة أخرى.');
  });

  it('refuses a token signed by another key, even under the published key id', async () => {
    const app = await start();
    const other = await generateKeyPair('RS256');
    const res = await social('google', {
      token: await idp.sign({ sub: 'g-700', email: 'forged@example.com' }, { ...GOOGLE, key: other.privateKey }),
    });
    expect(res.statusCode).toBe(401);
    const unknownKid = await social('google', {
      token: await idp.sign({ sub: 'g-701' }, { ...GOOGLE, key: other.privateKey, kid: 'unknown-key' }),
    });
    expect(unknownKid.statusCode).toBe(401);
    expect(await app.db.select().from(users).where(eq(users.email, 'forged@example.com'))).toHaveLength(0);
  });

  it('refuses an unsigned token', async () => {
    await start();
    const token = new UnsecuredJWT({ sub: 'g-800' })
      .setIssuer(GOOGLE.issuer)
      .setAudience(GOOGLE.audience)
      .setExpirationTime('1h')
      .encode();
    const res = await social('google', { token });
    expect(res.statusCode).toBe(401);
  });

  it('answers 422 not_configured for a provider this deployment does not have, naming it in the request language', async () => {
    await start();
    const token = await idp.sign({ sub: 'f-1' }, GOOGLE);
    const en = await social('facebook', { token });
    expect(en.statusCode).toBe(422);
    expect(en.json()).toMatchObject({
      code: 'not_configured',
      message: 'Sign-in with facebook is not set up for this school.',
    });
    const ar = await social('facebook', { token }, 'ar');
    expect(ar.json().message).toBe('تسجيل الدخول عبر facebook غير مُعد لهذه المدرسة.');
  });

  it('never lets the school platform or single sign-on providers register parents', async () => {
    await start();
    const res = await social('b12', { token: await idp.sign({ sub: 'b-1', email: 'new@example.com' }, B12) });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('not_configured');
  });

  it('refuses a disabled account', async () => {
    const app = await start();
    await app.db.write((tx) => tx.update(users).set({ status: 'disabled' }).where(eq(users.username, 'parent1')));
    const res = await social('google', {
      token: await idp.sign({ sub: 'g-900', email: 'maryam.saleh@example.com' }, GOOGLE),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('account_disabled');
  });

  it('validates the body against the contract', async () => {
    await start();
    const res = await social('google', { token: 'short', extra: 1 });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['extra', 'token']);
  });
});

describe('POST /b12-login', () => {
  const b12 = (token: string) => t.app.inject({ method: 'POST', url: '/api/b12-login', payload: { token } });

  it('signs an existing student in by email, marks them a third-party school user and links the subject', async () => {
    const app = await start();
    const res = await b12(await idp.sign({ sub: 'b12-student-1', email: 'yousef.saleh@example.com' }, B12));
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({
      username: 'student1',
      user_type: 'student',
      is_third_party_school: true,
      is_school_student: true,
    });
    expect((await app.db.select().from(users).where(eq(users.username, 'student1')).limit(1))[0]).toMatchObject({
      isThirdPartySchool: true,
      externalId: 'b12:b12-student-1',
    });
    // Next time the subject alone is enough.
    const again = await b12(await idp.sign({ sub: 'b12-student-1' }, B12));
    expect(again.json().data[0].username).toBe('student1');
  });

  it('signs a teacher in', async () => {
    await start();
    const res = await b12(await idp.sign({ sub: 'b12-teacher-1', email: 'lina.mansour@example.com' }, B12));
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({
      username: 'teacher1',
      user_type: 'teacher',
      is_third_party_school: true,
    });
  });

  it('refuses parents, school administrators and unknown people with 401 identityRejected', async () => {
    const app = await start();
    for (const email of ['maryam.saleh@example.com', 'salma.haddad@example.com', 'nobody@example.com']) {
      const res = await b12(await idp.sign({ sub: `b12-${email}`, email }, B12));
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('identity_rejected');
    }
    expect(await app.db.select().from(users).where(eq(users.isThirdPartySchool, true))).toHaveLength(0);
  });

  it('refuses a social provider token', async () => {
    await start();
    const res = await b12(await idp.sign({ sub: 'x', email: 'yousef.saleh@example.com' }, GOOGLE));
    expect(res.statusCode).toBe(401);
  });

  it('answers not_configured when the deployment has no school platform', async () => {
    await start({ google: idp.config(GOOGLE.issuer, GOOGLE.audience) } as never);
    const res = await b12(await idp.sign({ sub: 'x', email: 'yousef.saleh@example.com' }, B12));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'not_configured',
      message: 'Sign-in with b12 is not set up for this school.',
    });
  });
});

describe('GET /sso/{ssoToken}', () => {
  it('signs an existing user in and keeps the token out of the log', async () => {
    await start();
    const token = await idp.sign({ sub: 'sso-1', email: 'salma.haddad@example.com' }, SSO);
    const res = await t.app.inject({ method: 'GET', url: `/api/sso/${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({
      username: 'schooladmin1',
      user_type: 'schooladmin',
      school_name: 'Demo School',
    });
    expect(t.logs()).toContain('/api/sso/[redacted]');
    expect(t.logs()).not.toContain(token.split('.')[2]);
  });

  it('refuses an unknown person and a token of another provider', async () => {
    await start();
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/sso/${await idp.sign({ sub: 'sso-2', email: 'nobody@example.com' }, SSO)}`,
    });
    expect(unknown.statusCode).toBe(401);
    const google = await t.app.inject({
      method: 'GET',
      url: `/api/sso/${await idp.sign({ sub: 'sso-3', email: 'salma.haddad@example.com' }, GOOGLE)}`,
    });
    expect(google.statusCode).toBe(401);
  });

  it('answers not_configured without an sso provider', async () => {
    await start({} as never);
    const res = await t.app.inject({ method: 'GET', url: `/api/sso/${await idp.sign({ sub: 'sso-4' }, SSO)}` });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('not_configured');
  });
});

describe('the verifier', () => {
  it('reads only verified emails and builds a name from given and family names', () => {
    expect(
      identityFromClaims({ sub: 's', email: 'A@Example.com', given_name: 'Ada', family_name: 'Lovelace' }),
    ).toEqual({ subject: 's', email: 'a@example.com', name: 'Ada Lovelace' });
    expect(identityFromClaims({ sub: 's', email: 'a@example.com', email_verified: 'false' })).toEqual({ subject: 's' });
    expect(() => identityFromClaims({ email: 'a@example.com' })).toThrow(IdentityTokenRejected);
  });

  it('keeps one verifier per provider, so the key set is fetched once', async () => {
    const providers = new IdentityProviders({ google: idp.config(GOOGLE.issuer, GOOGLE.audience) });
    expect(providers.verifierFor('google')).toBe(providers.verifierFor('google'));
    const before = idp.fetches();
    const verifier = providers.verifierFor('google');
    await verifier.verify(await idp.sign({ sub: 'a' }, GOOGLE));
    await verifier.verify(await idp.sign({ sub: 'b' }, GOOGLE));
    expect(idp.fetches() - before).toBe(1);
    expect(() => providers.verifierFor('github')).toThrow();
  });

  it('rejects when the key set cannot be fetched', async () => {
    const verifier = new JwksIdentityVerifier({ ...GOOGLE, jwksUrl: idp.jwksUrl.replace('/jwks', '/missing') });
    await expect(verifier.verify(await idp.sign({ sub: 'a' }, GOOGLE))).rejects.toBeInstanceOf(IdentityTokenRejected);
  });

  it('redacts the token of an sso path', () => {
    expect(redactSsoToken('/api/sso/abc.def.ghi?lang=ar')).toBe('/api/sso/[redacted]?lang=ar');
  });
});
