import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveCaptcha } from '../test-support/captcha.js';
import { startTestApp, testDatabaseSpace, type TestApp, type TestDatabaseSpace } from '../test-support/test-app.js';
import { FORM_RATE_LIMIT } from './routes.js';

/**
 * Two servers on one PostgreSQL share the public forms' limit and the captcha's memory (both live in the
 * database). PostgreSQL project only (vitest.config.ts).
 */
let space: TestDatabaseSpace;
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  space = testDatabaseSpace();
  a = await startTestApp({}, { space });
  b = await startTestApp({}, { space });
}, 240_000);
afterAll(async () => {
  await a?.close();
  await b?.close();
  await space?.drop();
});

const newsletter = (server: TestApp, email: string, remoteAddress: string) =>
  server.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email }, remoteAddress });

describe('two servers on one PostgreSQL', () => {
  it('count one address’s forms on both against one limit', async () => {
    for (let i = 0; i < FORM_RATE_LIMIT.max; i++) {
      expect((await newsletter(i % 2 === 0 ? a : b, `reader${i}@example.com`, '192.0.2.50')).statusCode).toBe(200);
    }
    expect((await newsletter(a, 'one.more@example.com', '192.0.2.50')).statusCode).toBe(429);
    expect((await newsletter(b, 'one.more@example.com', '192.0.2.50')).statusCode).toBe(429);
    expect((await newsletter(b, 'one.more@example.com', '192.0.2.51')).statusCode).toBe(200);
  });

  it('accept a captcha solution once, whichever server it reaches', async () => {
    const captcha = await solveCaptcha(a.app);
    const recover = (server: TestApp) =>
      server.app.inject({ method: 'POST', url: '/api/password/email', payload: { username: 'nobody', captcha } });
    expect((await recover(b)).statusCode).toBe(200);
    const again = await recover(a);
    expect(again.statusCode).toBe(422);
    expect(Object.keys(again.json().errors)).toEqual(['captcha']);
  });
});
