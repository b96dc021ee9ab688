import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Database, Tx } from '../db/index.js';
import { oneTimeTokens } from '../db/tables.js';

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
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** A random link token (43 url-safe characters, 256 bits). */
  async issueLink(
    userId: number,
    purpose: TokenPurpose,
    lifetimeMs: number,
    target: string | null = null,
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.store(userId, purpose, sha256(token), lifetimeMs, target);
    return token;
  }

  /** A 6-digit code for a phone (or another recipient). */
  async issueCode(userId: number, purpose: TokenPurpose, lifetimeMs: number, target: string): Promise<string> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.store(userId, purpose, codeHash(purpose, target, code), lifetimeMs, target);
    return code;
  }

  /** The live row of a link token, without using it. */
  async peekLink(purpose: TokenPurpose, token: string): Promise<TokenRow | undefined> {
    const [row] = await this.db
      .select()
      .from(oneTimeTokens)
      .where(
        and(
          eq(oneTimeTokens.tokenHash, sha256(token)),
          eq(oneTimeTokens.purpose, purpose),
          isNull(oneTimeTokens.usedAt),
          gt(oneTimeTokens.expiresAt, this.now().toISOString()),
        ),
      )
      .orderBy(oneTimeTokens.id)
      .limit(1);
    return row;
  }

  /** Uses a link token: its row once, then never again (on any server: the mark is conditional). */
  consumeLink(purpose: TokenPurpose, token: string): Promise<TokenRow | undefined> {
    return this.db.write(async (tx) => {
      const row = await this.peekLink(purpose, token);
      if (!row || !(await this.markUsed(tx, row.id))) return undefined;
      return row;
    });
  }

  /** Checks a code sent to `target`; each call counts as a try, and after `maxAttempts` the code is dead. */
  consumeCode(purpose: TokenPurpose, target: string, code: string, maxAttempts: number): Promise<TokenRow | undefined> {
    return this.db.write(async (tx) => {
      const [row] = await tx
        .select()
        .from(oneTimeTokens)
        .where(
          and(
            eq(oneTimeTokens.purpose, purpose),
            eq(oneTimeTokens.target, target),
            isNull(oneTimeTokens.usedAt),
            gt(oneTimeTokens.expiresAt, this.now().toISOString()),
          ),
        )
        .orderBy(desc(oneTimeTokens.id))
        .limit(1);
      if (!row) return undefined;
      // The try is counted in the row itself, so that concurrent tries on several servers all count.
      const counted = await tx
        .update(oneTimeTokens)
        .set({ attempts: sql`${oneTimeTokens.attempts} + 1` })
        .where(and(eq(oneTimeTokens.id, row.id), lt(oneTimeTokens.attempts, maxAttempts)))
        .returning({ id: oneTimeTokens.id });
      if (counted.length === 0) return undefined;
      const expected = Buffer.from(row.tokenHash, 'hex');
      const given = Buffer.from(codeHash(purpose, target, code), 'hex');
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
      return (await this.markUsed(tx, row.id)) ? row : undefined;
    });
  }

  /** Ends every live token of these purposes for a user (a password was just changed, say). */
  async revokeAll(userId: number, purposes: readonly TokenPurpose[]): Promise<void> {
    await this.db.write((tx) => this.revokeIn(tx, userId, purposes));
  }

  private async revokeIn(tx: Tx, userId: number, purposes: readonly TokenPurpose[]): Promise<void> {
    await tx
      .update(oneTimeTokens)
      .set({ usedAt: this.now().toISOString() })
      .where(
        and(
          eq(oneTimeTokens.userId, userId),
          inArray(oneTimeTokens.purpose, [...purposes]),
          isNull(oneTimeTokens.usedAt),
        ),
      );
  }

  private async store(
    userId: number,
    purpose: TokenPurpose,
    tokenHash: string,
    lifetimeMs: number,
    target: string | null,
  ): Promise<void> {
    const now = this.now();
    await this.db.write(async (tx) => {
      await this.revokeIn(tx, userId, [purpose]);
      await tx
        .insert(oneTimeTokens)
        .values({ purpose, userId, tokenHash, target, expiresAt: new Date(now.getTime() + lifetimeMs).toISOString() });
    });
  }

  private async markUsed(tx: Tx, id: number): Promise<boolean> {
    const used = await tx
      .update(oneTimeTokens)
      .set({ usedAt: this.now().toISOString() })
      .where(and(eq(oneTimeTokens.id, id), isNull(oneTimeTokens.usedAt)))
      .returning({ id: oneTimeTokens.id });
    return used.length === 1;
  }
}
