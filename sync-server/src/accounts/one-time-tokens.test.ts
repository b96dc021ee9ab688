import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/client.js';
import { oneTimeTokens, users } from '../db/schema.js';
import { OneTimeTokens, sha256 } from './one-time-tokens.js';

let dir: string;
let db: Db;
let now: Date;
let tokens: OneTimeTokens;
let userId: number;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'codeyard-tokens-'));
  db = openDatabase(join(dir, 'app.db'));
  now = new Date('2026-03-01T10:00:00Z');
  tokens = new OneTimeTokens(db, () => now);
  userId = db.insert(users).values({ username: 'u', usernameKey: 'u', userType: 'parent' }).returning().get().id;
});
afterEach(() => {
  db.$client.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('link tokens', () => {
  it('stores only the SHA-256 hash and works once', () => {
    const token = tokens.issueLink(userId, 'parent-verify', 60_000, 'a@example.com');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = db.select().from(oneTimeTokens).all();
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(tokens.consumeLink('parent-verify', token)?.userId).toBe(userId);
    expect(tokens.consumeLink('parent-verify', token)).toBeUndefined();
  });

  it('is refused for another purpose, after expiry, and when a newer one was issued', () => {
    const first = tokens.issueLink(userId, 'password-reset', 60_000);
    expect(tokens.peekLink('parent-verify', first)).toBeUndefined();
    const second = tokens.issueLink(userId, 'password-reset', 60_000);
    expect(tokens.consumeLink('password-reset', first)).toBeUndefined();
    now = new Date(now.getTime() + 60_001);
    expect(tokens.consumeLink('password-reset', second)).toBeUndefined();
  });

  it('peeking does not use the token', () => {
    const token = tokens.issueLink(userId, 'parent-set-password', 60_000);
    expect(tokens.peekLink('parent-set-password', token)).toBeDefined();
    expect(tokens.consumeLink('parent-set-password', token)).toBeDefined();
  });

  it('revokeAll ends the live tokens of the purposes named', () => {
    const reset = tokens.issueLink(userId, 'password-reset', 60_000);
    const verify = tokens.issueLink(userId, 'parent-verify', 60_000);
    tokens.revokeAll(userId, ['password-reset']);
    expect(tokens.peekLink('password-reset', reset)).toBeUndefined();
    expect(tokens.peekLink('parent-verify', verify)).toBeDefined();
  });
});

describe('codes', () => {
  it('are six digits, checked against the recipient, and work once', () => {
    const code = tokens.issueCode(userId, 'phone-reset', 60_000, '+201000000001');
    expect(code).toMatch(/^[0-9]{6}$/);
    expect(db.select().from(oneTimeTokens).get()!.tokenHash).not.toBe(sha256(code));
    expect(tokens.consumeCode('phone-reset', '+201000000002', code, 5)).toBeUndefined();
    expect(tokens.consumeCode('phone-reset', '+201000000001', code, 5)?.userId).toBe(userId);
    expect(tokens.consumeCode('phone-reset', '+201000000001', code, 5)).toBeUndefined();
  });

  it('die after 5 wrong tries: the right code no longer works', () => {
    const code = tokens.issueCode(userId, 'parent-verify', 60_000, '+201000000001');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect(tokens.consumeCode('parent-verify', '+201000000001', wrong, 5)).toBeUndefined();
    expect(tokens.consumeCode('parent-verify', '+201000000001', code, 5)).toBeUndefined();
    expect(db.select().from(oneTimeTokens).get()!.attempts).toBe(5);
  });

  it('work on the fifth try, and expire after their lifetime', () => {
    const code = tokens.issueCode(userId, 'parent-verify', 60_000, '+201000000001');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) tokens.consumeCode('parent-verify', '+201000000001', wrong, 5);
    expect(tokens.consumeCode('parent-verify', '+201000000001', code, 5)).toBeDefined();
    const late = tokens.issueCode(userId, 'parent-verify', 60_000, '+201000000001');
    now = new Date(now.getTime() + 60_001);
    expect(tokens.consumeCode('parent-verify', '+201000000001', late, 5)).toBeUndefined();
  });
});
