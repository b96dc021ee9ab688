import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { lt } from 'drizzle-orm';
import { createHmac } from 'node:crypto';
import type { Database } from '../db/index.js';
import { captchaSolutions } from '../db/tables.js';

/**
 * The self-hosted human check (ALTCHA v2 proof of work, no third party). A challenge asks the browser to
 * find a counter below `counterMax` whose SHA-256 key starts with a signed prefix: about 5 000 to 50 000
 * hashes, well under a couple of seconds on a school Chromebook, and worthless to replay because every
 * solved challenge is remembered until it expires (in the database: a solution is accepted once, whichever
 * server it reaches).
 */
export const CAPTCHA_POLICY = {
  algorithm: 'SHA-256',
  cost: 1,
  counterMin: 5_000,
  counterMax: 50_000,
  lifetimeMs: 10 * 60_000,
} as const;

export type CaptchaPolicy = {
  [K in keyof typeof CAPTCHA_POLICY]: (typeof CAPTCHA_POLICY)[K] extends string ? string : number;
};

/** One accepted solution in this many also clears the remembered solutions that expired. */
const PRUNE_ONE_IN = 100;

export class CaptchaService {
  private readonly keySecret: string;

  constructor(
    private readonly db: Database,
    private readonly secret: string,
    private readonly policy: CaptchaPolicy = CAPTCHA_POLICY,
    private readonly now: () => number = () => Date.now(),
  ) {
    if (!secret) throw new Error('The captcha needs an HMAC key (CAPTCHA_HMAC_KEY).');
    this.keySecret = createHmac('sha256', secret).update('altcha-derived-key-signature').digest('hex');
  }

  challenge(): Promise<Challenge> {
    return createChallenge({
      algorithm: this.policy.algorithm,
      cost: this.policy.cost,
      counter: randomInt(this.policy.counterMax, this.policy.counterMin),
      deriveKey,
      expiresAt: new Date(this.now() + this.policy.lifetimeMs),
      hmacSignatureSecret: this.secret,
      hmacKeySignatureSecret: this.keySecret,
    });
  }

  /** True once for a correct, unexpired solution of one of our challenges (the widget's base64 payload). */
  async verify(encoded: unknown): Promise<boolean> {
    const payload = parsePayload(encoded);
    if (!payload) return false;
    let verified = false;
    try {
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: this.secret,
        hmacKeySignatureSecret: this.keySecret,
      });
      verified = result.verified;
    } catch {
      verified = false;
    }
    if (!verified) return false;
    // The mark is the check: of two requests with one solution (on any servers), one inserts the row.
    const signature = payload.challenge.signature as string;
    const expiresAt = (payload.challenge.parameters.expiresAt ?? 0) * 1000 || this.now() + this.policy.lifetimeMs;
    const marked = await this.db.write((tx) =>
      tx
        .insert(captchaSolutions)
        .values({ signature, expiresAt })
        .onConflictDoNothing()
        .returning({ signature: captchaSolutions.signature }),
    );
    if (marked.length === 0) return false;
    if (Math.random() * PRUNE_ONE_IN < 1) await this.prune();
    return true;
  }

  /**
   * Forgets the solutions whose challenge expired (they are refused as expired anyway), a lifetime late,
   * so that a server whose clock runs ahead never forgets one that another server still accepts.
   */
  async prune(): Promise<void> {
    await this.db.write((tx) =>
      tx.delete(captchaSolutions).where(lt(captchaSolutions.expiresAt, this.now() - this.policy.lifetimeMs)),
    );
  }
}

function parsePayload(encoded: unknown): Payload | undefined {
  if (typeof encoded !== 'string' || encoded.length > 4096) return undefined;
  try {
    const value = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as Payload;
    const parameters = value?.challenge?.parameters;
    if (!parameters || typeof parameters !== 'object' || typeof value.challenge.signature !== 'string')
      return undefined;
    if (!value.solution || typeof value.solution !== 'object') return undefined;
    // Only challenges of the kind we issue: never let a payload choose a costlier algorithm for us.
    if (parameters.algorithm !== CAPTCHA_POLICY.algorithm) return undefined;
    return value;
  } catch {
    return undefined;
  }
}
