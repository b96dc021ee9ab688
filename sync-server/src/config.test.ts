import { describe, expect, it } from 'vitest';
import { CAPTCHA_POLICY } from './captcha/captcha.js';
import { loadConfig } from './config.js';
import { TEST_CAPTCHA_POLICY } from './test-support/captcha.js';

const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-production-secret-of-32-characters!!',
  CAPTCHA_HMAC_KEY: 'a-key',
};

describe('configuration', () => {
  it('refuses a lighter captcha in production: only test servers may ask for less work', () => {
    expect(() =>
      loadConfig(production, { databasePath: '/tmp/unused.db', captchaPolicy: TEST_CAPTCHA_POLICY }),
    ).toThrow(/captcha/);
    expect(loadConfig(production, { databasePath: '/tmp/unused.db' }).captchaPolicy).toBeUndefined();
  });

  it('the test policy is the real one with fewer hashes', () => {
    expect(TEST_CAPTCHA_POLICY).toMatchObject({
      algorithm: CAPTCHA_POLICY.algorithm,
      lifetimeMs: CAPTCHA_POLICY.lifetimeMs,
    });
    expect(TEST_CAPTCHA_POLICY.counterMax).toBeLessThan(CAPTCHA_POLICY.counterMin);
  });

  it('keeps the local outbox off HTTP unless DEV_OUTBOX_HTTP=true, and never allows it in production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }, { databasePath: ':memory:' }).devOutboxHttp).toBe(false);
    expect(loadConfig({}, { databasePath: ':memory:' }).devOutboxHttp).toBe(false);
    expect(loadConfig({ DEV_OUTBOX_HTTP: 'true' }, { databasePath: ':memory:' }).devOutboxHttp).toBe(true);
    expect(() => loadConfig({ ...production, DEV_OUTBOX_HTTP: 'true' }, { databasePath: '/tmp/unused.db' })).toThrow(
      /DEV_OUTBOX_HTTP/,
    );
  });
});
