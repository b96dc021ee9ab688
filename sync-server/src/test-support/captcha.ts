import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyInstance } from 'fastify';
import { CAPTCHA_POLICY, type CaptchaPolicy } from '../captcha/captcha.js';

/**
 * Test servers ask for a few hundred hashes instead of tens of thousands: the same check (signed, single
 * use, expiring), but no test waits seconds per captcha on a busy machine. captcha.test.ts proves the real
 * policy.
 */
export const TEST_CAPTCHA_POLICY: CaptchaPolicy = { ...CAPTCHA_POLICY, counterMin: 10, counterMax: 300 };

/**
 * For tests (and other engineers' tests): fetches a challenge from GET /api/captcha/challenge and solves
 * it as the browser widget would, answering the base64 payload to post in the `captcha` field.
 */
export async function solveCaptcha(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/captcha/challenge' });
  if (res.statusCode !== 200) throw new Error(`captcha challenge answered ${res.statusCode}`);
  const challenge = res.json() as Challenge;
  return solveCaptchaChallenge(challenge);
}

/** Solves one challenge object (when a test already holds it). */
export async function solveCaptchaChallenge(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 15_000 });
  if (!solution) throw new Error('could not solve the captcha challenge');
  return Buffer.from(
    JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }),
  ).toString('base64');
}
