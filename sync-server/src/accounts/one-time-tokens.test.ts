import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/index.js';
import { oneTimeTokens, users } from '../db/tables.js';
import { startTestDatabase } from '../test-support/test-database.js';
import { OneTimeTokens, sha256 } from './one-time-tokens.js';

let db: Database;
let close: () => Promise<void>;
let now: Date;
let tokens: OneTimeTokens;
let userId: number;

beforeEach(async () => {
  ({ db, close } = await startTestDatabase());
  now = new Date('2026-03-01T10:00:00Z');
  tokens = new OneTimeTokens(db, () => now);
  userId = (
    await db.write((tx) => tx.insert(users).values({ username: 'u', usernameKey: 'u', userType: 'parent' }).returning())
  )[0]!.id;
});
afterEach(async () => close());

describe('link tokens', () => {
  it('stores only the SHA-256 hash and works once', async () => {
    const token = await tokens.issueLink(userId, 'parent-verify', 60_000, 'a@example.com');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await db.select().from(oneTimeTokens);
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect((await tokens.consumeLink('parent-verify', token))?.userId).toBe(userId);
    expect(await tokens.consumeLink('parent-verify', token)).toBeUndefined();
  });

  it('is refused for another purpose, after expiry, and when a newer one was issued', async () => {
    const first = await tokens.issueLink(userId, 'password-reset', 60_000);
    expect(await tokens.peekLink('parent-verify', first)).toBeUndefined();
    const second = await tokens.issueLink(userId, 'password-reset', 60_000);
    expect(await tokens.consumeLink('password-reset', first)).toBeUndefined();
    now = new Date(now.getTime() + 60_001);
    expect(await tokens.consumeLink('password-reset', second)).toBeUndefined();
  });

  it('peeking does not use the token', async () => {
    const token = await tokens.issueLink(userId, 'parent-set-password', 60_000);
    expect(await tokens.peekLink('parent-set-password', token)).toBeDefined();
    expect(await tokens.consumeLink('parent-set-password', token)).toBeDefined();
  });

  it('revokeAll ends the live tokens of the purposes named', async () => {
    const reset = await tokens.issueLink(userId, 'password-reset', 60_000);
    const verify = await tokens.issueLink(userId, 'parent-verify', 60_000);
    await tokens.revokeAll(userId, ['password-reset']);
    expect(await tokens.peekLink('password-reset', reset)).toBeUndefined();
    expect(await tokens.peekLink('parent-verify', verify)).toBeDefined();
  });
});

describe('codes', () => {
  it('are six digits, checked against the recipient, and work once', async () => {
    const code = await tokens.issueCode(userId, 'phone-reset', 60_000, '+201000000001');
    expect(code).toMatch(/^[0-9]{6}$/);
    expect((await db.select().from(oneTimeTokens).limit(1))[0]!.tokenHash).not.toBe(sha256(code));
    expect(await tokens.consumeCode('phone-reset', '+201000000002', code, 5)).toBeUndefined();
    expect((await tokens.consumeCode('phone-reset', '+201000000001', code, 5))?.userId).toBe(userId);
    expect(await tokens.consumeCode('phone-reset', '+201000000001', code, 5)).toBeUndefined();
  });

  it('die after 5 wrong tries: the right code no longer works', async () => {
    const code = await tokens.issueCode(userId, 'parent-verify', 60_000, '+201000000001');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect(await tokens.consumeCode('parent-verify', '+201000000001', wrong, 5)).toBeUndefined();
    expect(await tokens.consumeCode('parent-verify', '+201000000001', code, 5)).toBeUndefined();
    expect((await db.select().from(oneTimeTokens).limit(1))[0]!.attempts).toBe(5);
  });

  it('work on the fifth try, and expire after their lifetime', async () => {
    const code = await tokens.issueCode(userId, 'parent-verify', 60_000, '+201000000001');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) await tokens.consumeCode('parent-verify', '+201000000001', wrong, 5);
    expect(await tokens.consumeCode('parent-verify', '+201000000001', code, 5)).toBeDefined();
    const late = await tokens.issueCode(userId, 'parent-verify', 60_000, '+201000000001');
    now = new Date(now.getTime() + 60_001);
    expect(await tokens.consumeCode('parent-verify', '+201000000001', late, 5)).toBeUndefined();
  });
});
