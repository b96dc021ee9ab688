import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/client.js';
import { oneTimeTokens } from '../db/schema.js';

export type TokenPurpose = (typeof oneTimeTokens.$inferSelect)['purpose'];
export type TokenRow = typeof oneTimeTokens.$inferSelect;

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A code's hash names its purpose and recipient too: the same six digits for another phone never match. */
function codeHash(purpose: TokenPurpose, target: string, code: string): string {
  return sha256(`${purpose}:${target}:${code}`);
}

/**
 * One-time links and codes. Only SHA-256 hashes are stored; a new token of a purpose ends the user's
 * earlier ones of that purpose; a used or expired token never works again; an SMS code dies after
 * `maxAttempts` wrong tries.
 */
export class OneTimeTokens {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** A random link token (43 url-safe characters, 256 bits). */
  issueLink(userId: number, purpose: TokenPurpose, lifetimeMs: number, target: string | null = null): string {
    const token = randomBytes(32).toString('base64url');
    this.store(userId, purpose, sha256(token), lifetimeMs, target);
    return token;
  }

  /** A 6-digit code for a phone (or another recipient). */
  issueCode(userId: number, purpose: TokenPurpose, lifetimeMs: number, target: string): string {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    this.store(userId, purpose, codeHash(purpose, target, code), lifetimeMs, target);
    return code;
  }

  /** The live row of a link token, without using it. */
  peekLink(purpose: TokenPurpose, token: string): TokenRow | undefined {
    return this.db
      .select()
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.tokenHash, sha256(token)), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, this.now().toISOString())))
      .get();
  }

  /** Uses a link token: its row once, then never again. */
  consumeLink(purpose: TokenPurpose, token: string): TokenRow | undefined {
    return this.db.transaction(() => {
      const row = this.peekLink(purpose, token);
      if (!row || !this.markUsed(row.id)) return undefined;
      return row;
    });
  }

  /** Checks a code sent to `target`; each call counts as a try, and after `maxAttempts` the code is dead. */
  consumeCode(purpose: TokenPurpose, target: string, code: string, maxAttempts: number): TokenRow | undefined {
    return this.db.transaction(() => {
      const row = this.db
        .select()
        .from(oneTimeTokens)
        .where(and(eq(oneTimeTokens.purpose, purpose), eq(oneTimeTokens.target, target), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, this.now().toISOString())))
        .orderBy(desc(oneTimeTokens.id))
        .get();
      if (!row || row.attempts >= maxAttempts) return undefined;
      this.db.update(oneTimeTokens).set({ attempts: row.attempts + 1 }).where(eq(oneTimeTokens.id, row.id)).run();
      const expected = Buffer.from(row.tokenHash, 'hex');
      const given = Buffer.from(codeHash(purpose, target, code), 'hex');
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
      return this.markUsed(row.id) ? row : undefined;
    });
  }

  /** Ends every live token of these purposes for a user (a password was just changed, say). */
  revokeAll(userId: number, purposes: readonly TokenPurpose[]): void {
    this.db
      .update(oneTimeTokens)
      .set({ usedAt: this.now().toISOString() })
      .where(and(eq(oneTimeTokens.userId, userId), inArray(oneTimeTokens.purpose, [...purposes]), isNull(oneTimeTokens.usedAt)))
      .run();
  }

  private store(userId: number, purpose: TokenPurpose, tokenHash: string, lifetimeMs: number, target: string | null): void {
    const now = this.now();
    this.db.transaction(() => {
      this.revokeAll(userId, [purpose]);
      this.db.insert(oneTimeTokens).values({ purpose, userId, tokenHash, target, expiresAt: new Date(now.getTime() + lifetimeMs).toISOString() }).run();
    });
  }

  private markUsed(id: number): boolean {
    const result = this.db.update(oneTimeTokens).set({ usedAt: this.now().toISOString() }).where(and(eq(oneTimeTokens.id, id), isNull(oneTimeTokens.usedAt))).run();
    return result.changes === 1;
  }
}
