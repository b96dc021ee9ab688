import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAPTCHA_POLICY, CaptchaService } from './captcha.js';
import { solveCaptchaChallenge } from './test-helper.js';

afterEach(() => vi.useRealTimers());

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

describe('CaptchaService', () => {
  it('issues cheap challenges: at most 50 000 SHA-256 hashes, expiring in 10 minutes', async () => {
    const service = new CaptchaService('key');
    const challenge = await service.challenge();
    expect(challenge.parameters).toMatchObject({ algorithm: 'SHA-256', cost: 1 });
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(solution!.counter).toBeGreaterThanOrEqual(CAPTCHA_POLICY.counterMin);
    expect(solution!.counter).toBeLessThanOrEqual(CAPTCHA_POLICY.counterMax);
    expect(challenge.parameters.expiresAt! * 1000 - Date.now()).toBeGreaterThan(CAPTCHA_POLICY.lifetimeMs - 2_000);
  });

  it('accepts a solution once', async () => {
    const service = new CaptchaService('key');
    const payload = await solveCaptchaChallenge(await service.challenge());
    expect(await service.verify(payload)).toBe(true);
    expect(await service.verify(payload)).toBe(false);
    expect(service.rememberedCount).toBe(1);
  });

  it('refuses garbage, another server’s challenge, a wrong key and tampered parameters', async () => {
    const service = new CaptchaService('key');
    for (const value of [undefined, '', 'not base64 json', encode({ hello: 'world' }), 42]) expect(await service.verify(value)).toBe(false);
    expect(await service.verify(await solveCaptchaChallenge(await new CaptchaService('other-key').challenge()))).toBe(false);

    const challenge = await service.challenge();
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(await service.verify(encode({ challenge, solution: { ...solution, derivedKey: '00'.repeat(32) } }))).toBe(false);
    const cheaper = { ...challenge, parameters: { ...challenge.parameters, keyPrefix: '00' } };
    expect(await service.verify(encode({ challenge: cheaper, solution }))).toBe(false);
    const otherAlgorithm = { ...challenge, parameters: { ...challenge.parameters, algorithm: 'PBKDF2/SHA-512' } };
    expect(await service.verify(encode({ challenge: otherAlgorithm, solution }))).toBe(false);
    // The untouched solution still works.
    expect(await service.verify(encode({ challenge, solution }))).toBe(true);
  });

  it('refuses a solution after the challenge expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const service = new CaptchaService('key');
    const payload = await solveCaptchaChallenge(await service.challenge());
    vi.setSystemTime(Date.now() + CAPTCHA_POLICY.lifetimeMs + 1_000);
    expect(await service.verify(payload)).toBe(false);
  });

  it('needs a key', () => {
    expect(() => new CaptchaService('')).toThrow();
  });
});
