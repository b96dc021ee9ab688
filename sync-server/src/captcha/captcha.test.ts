import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/index.js';
import { captchaSolutions } from '../db/tables.js';
import { startTestDatabase } from '../test-support/test-database.js';
import { CAPTCHA_POLICY, CaptchaService } from './captcha.js';
import { solveCaptchaChallenge } from '../test-support/captcha.js';

let db: Database;
let close: () => Promise<void>;
beforeEach(async () => {
  ({ db, close } = await startTestDatabase());
});
afterEach(async () => {
  vi.useRealTimers();
  await close();
});

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

describe('CaptchaService', () => {
  it('issues cheap challenges: at most 50 000 SHA-256 hashes, expiring in 10 minutes', async () => {
    const service = new CaptchaService(db, 'key');
    const issuing = Date.now();
    const challenge = await service.challenge();
    const issued = Date.now();
    expect(challenge.parameters).toMatchObject({ algorithm: 'SHA-256', cost: 1 });
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(solution!.counter).toBeGreaterThanOrEqual(CAPTCHA_POLICY.counterMin);
    expect(solution!.counter).toBeLessThanOrEqual(CAPTCHA_POLICY.counterMax);
    // Measured around the issue, not after the (slow) solving: expiresAt is in whole seconds.
    const expiresAt = challenge.parameters.expiresAt! * 1000;
    expect(expiresAt).toBeGreaterThan(issuing + CAPTCHA_POLICY.lifetimeMs - 1_000);
    expect(expiresAt).toBeLessThanOrEqual(issued + CAPTCHA_POLICY.lifetimeMs + 1_000);
  });

  it('accepts a solution once', async () => {
    const service = new CaptchaService(db, 'key');
    const payload = await solveCaptchaChallenge(await service.challenge());
    expect(await service.verify(payload)).toBe(true);
    expect(await service.verify(payload)).toBe(false);
  });

  it('accepts a solution once across servers, also when both get it at the same moment', async () => {
    const [one, two] = [new CaptchaService(db, 'key'), new CaptchaService(db, 'key')];
    const payload = await solveCaptchaChallenge(await one.challenge());
    expect((await Promise.all([one.verify(payload), two.verify(payload)])).sort()).toEqual([false, true]);
    expect(await two.verify(payload)).toBe(false);
    const other = await solveCaptchaChallenge(await one.challenge());
    expect(await two.verify(other)).toBe(true);
    expect(await one.verify(other)).toBe(false);
  });

  it('forgets solved challenges a lifetime after they expired', async () => {
    let now = Date.now();
    const service = new CaptchaService(db, 'key', CAPTCHA_POLICY, () => now);
    expect(await service.verify(await solveCaptchaChallenge(await service.challenge()))).toBe(true);
    const remembered = async () => (await db.select().from(captchaSolutions)).length;
    now += CAPTCHA_POLICY.lifetimeMs;
    await service.prune();
    expect(await remembered()).toBe(1);
    now += CAPTCHA_POLICY.lifetimeMs + 1_000;
    await service.prune();
    expect(await remembered()).toBe(0);
  });

  it('refuses garbage, another server’s challenge, a wrong key and tampered parameters', async () => {
    const service = new CaptchaService(db, 'key');
    for (const value of [undefined, '', 'not base64 json', encode({ hello: 'world' }), 42])
      expect(await service.verify(value)).toBe(false);
    expect(
      await service.verify(await solveCaptchaChallenge(await new CaptchaService(db, 'other-key').challenge())),
    ).toBe(false);

    const challenge = await service.challenge();
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(await service.verify(encode({ challenge, solution: { ...solution, derivedKey: '00'.repeat(32) } }))).toBe(
      false,
    );
    const cheaper = { ...challenge, parameters: { ...challenge.parameters, keyPrefix: '00' } };
    expect(await service.verify(encode({ challenge: cheaper, solution }))).toBe(false);
    const otherAlgorithm = { ...challenge, parameters: { ...challenge.parameters, algorithm: 'PBKDF2/SHA-512' } };
    expect(await service.verify(encode({ challenge: otherAlgorithm, solution }))).toBe(false);
    // The untouched solution still works.
    expect(await service.verify(encode({ challenge, solution }))).toBe(true);
  });

  it('refuses a solution after the challenge expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const service = new CaptchaService(db, 'key');
    const payload = await solveCaptchaChallenge(await service.challenge());
    vi.setSystemTime(Date.now() + CAPTCHA_POLICY.lifetimeMs + 1_000);
    expect(await service.verify(payload)).toBe(false);
  });

  it('needs a key', () => {
    expect(() => new CaptchaService(db, '')).toThrow();
  });
});
