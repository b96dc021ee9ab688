import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/index.js';
import { rateCounters } from '../db/tables.js';
import { HttpError } from '../http/errors.js';
import { startTestDatabase } from '../test-support/test-database.js';
import { THROTTLE_POLICY } from './policy.js';
import { Throttle, WindowCounter } from './throttle.js';

let db: Database;
let close: () => Promise<void>;
beforeEach(async () => {
  ({ db, close } = await startTestDatabase());
});
afterEach(async () => close());

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

async function status(check: Promise<void>): Promise<number | 'ok'> {
  try {
    await check;
    return 'ok';
  } catch (error) {
    return error instanceof HttpError ? error.statusCode : -1;
  }
}

describe('WindowCounter', () => {
  it('counts hits in a window that starts with the first hit and forgets them when it ends', async () => {
    const c = clock();
    const counter = new WindowCounter(db, 'test', 3, 60_000, c.now);
    expect(await counter.hit('a')).toBe(1);
    c.advance(30_000);
    expect(await counter.hit('a')).toBe(2);
    expect(await counter.count('a')).toBe(2);
    expect(await counter.count('b')).toBe(0);
    c.advance(30_000);
    expect(await counter.count('a')).toBe(0);
    expect(await counter.hit('a')).toBe(1);
  });

  it('resets a key', async () => {
    const counter = new WindowCounter(db, 'test', 3, 60_000);
    await counter.hit('a');
    await counter.reset('a');
    expect(await counter.count('a')).toBe(0);
  });

  it('keeps the keys of counters with different names apart', async () => {
    const one = new WindowCounter(db, 'one', 3, 60_000);
    const two = new WindowCounter(db, 'two', 3, 60_000);
    await one.hit('a');
    await one.hit('a');
    expect(await two.hit('a')).toBe(1);
    expect(await one.count('a')).toBe(2);
  });

  it('counts every hit of concurrent requests (servers) once: one atomic upsert each', async () => {
    const counters = [new WindowCounter(db, 'shared', 100, 60_000), new WindowCounter(db, 'shared', 100, 60_000)];
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => counters[i % 2]!.hit('school')));
    expect([...answers].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(await counters[0]!.count('school')).toBe(20);
  });

  it('prunes the counters whose window ended more than a day ago', async () => {
    const c = clock();
    const counter = new WindowCounter(db, 'test', 3, 60_000, c.now);
    await counter.hit('old');
    c.advance(86_400_000);
    await counter.hit('recent');
    c.advance(60_001);
    await counter.prune();
    expect((await db.select({ key: rateCounters.key }).from(rateCounters)).map((r) => r.key)).toEqual(['test:recent']);
  });
});

describe('Throttle', () => {
  it('blocks an account from one address after 5 failures, for a minute, not from another address', async () => {
    const c = clock();
    const throttle = new Throttle(db, THROTTLE_POLICY, c.now);
    for (let i = 0; i < 5; i++) {
      expect(await status(throttle.assertMayTry('login', 'id:sara', '10.0.0.1'))).toBe('ok');
      await throttle.failed('login', 'id:sara', '10.0.0.1');
    }
    expect(await status(throttle.assertMayTry('login', 'id:sara', '10.0.0.1'))).toBe(429);
    expect(await status(throttle.assertMayTry('login', 'ID:Sara', '10.0.0.1'))).toBe(429);
    expect(await status(throttle.assertMayTry('login', 'id:sara', '10.0.0.2'))).toBe('ok');
    expect(await status(throttle.assertMayTry('login', 'id:omar', '10.0.0.1'))).toBe('ok');
    expect(await status(throttle.assertMayTry('safe-answer', 'id:sara', '10.0.0.1'))).toBe('ok');
    c.advance(60_001);
    expect(await status(throttle.assertMayTry('login', 'id:sara', '10.0.0.1'))).toBe('ok');
  });

  it('forgets failures after a success', async () => {
    const throttle = new Throttle(db);
    for (let i = 0; i < 4; i++) await throttle.failed('login', 'id:sara', 'ip');
    await throttle.succeeded('login', 'id:sara', 'ip');
    for (let i = 0; i < 4; i++) await throttle.failed('login', 'id:sara', 'ip');
    expect(await status(throttle.assertMayTry('login', 'id:sara', 'ip'))).toBe('ok');
  });

  it('lets 300 sensitive requests a minute through from one address, then answers 429', async () => {
    const c = clock();
    const throttle = new Throttle(db, THROTTLE_POLICY, c.now);
    for (let i = 0; i < 300; i++) expect(await status(throttle.address('sensitive', 'school'))).toBe('ok');
    expect(await status(throttle.address('sensitive', 'school'))).toBe(429);
    expect(await status(throttle.address('lookup', 'school'))).toBe('ok');
    expect(await status(throttle.address('sensitive', 'home'))).toBe('ok');
    c.advance(60_000);
    expect(await status(throttle.address('sensitive', 'school'))).toBe('ok');
  });

  it('sends at most 3 messages to one recipient in 10 minutes, whatever the case of the address', async () => {
    const c = clock();
    const throttle = new Throttle(db, THROTTLE_POLICY, c.now);
    await throttle.message('Mum@example.com');
    await throttle.message('mum@example.com');
    await throttle.message('MUM@example.com');
    expect(await status(throttle.message('mum@example.com'))).toBe(429);
    expect(await status(throttle.message('dad@example.com'))).toBe('ok');
    c.advance(10 * 60_000);
    expect(await status(throttle.message('mum@example.com'))).toBe('ok');
  });

  it('counts together on several servers: a second Throttle on the same database sees the first one’s counts', async () => {
    const c = clock();
    const [one, two] = [new Throttle(db, THROTTLE_POLICY, c.now), new Throttle(db, THROTTLE_POLICY, c.now)];
    for (let i = 0; i < 5; i++) await (i % 2 ? one : two).failed('login', 'id:sara', '10.0.0.1');
    expect(await status(one.assertMayTry('login', 'id:sara', '10.0.0.1'))).toBe(429);
    expect(await status(two.assertMayTry('login', 'id:sara', '10.0.0.1'))).toBe(429);
    await one.message('mum@example.com');
    await two.message('mum@example.com');
    await one.message('mum@example.com');
    expect(await status(two.message('mum@example.com'))).toBe(429);
  });

  it('takes what someone typed as a key, even a NUL (PostgreSQL text cannot hold one)', async () => {
    const throttle = new Throttle(db);
    await throttle.failed('login', 'id:sa\u0000ra', 'ip');
    expect(await status(throttle.assertMayTry('login', 'id:sa\u0000ra', 'ip'))).toBe('ok');
    await throttle.message('mum\u0000@example.com');
  });

  it('makes an account wait after its free failures from any addresses, doubling each time, capped, never for ever', async () => {
    const c = clock();
    const throttle = new Throttle(db, THROTTLE_POLICY, c.now);
    const { freeFailures, firstWaitMs, maxWaitMs } = THROTTLE_POLICY.accountWait.login;
    const attempt = async (ip: string) => {
      await throttle.assertMayTry('login', 'user:7', ip);
      await throttle.startTry('login', 'user:7');
      await throttle.failed('login', 'user:7', ip);
    };
    for (let i = 0; i < freeFailures; i++) expect(await status(attempt(`10.0.0.${i}`))).toBe('ok');
    const waits: number[] = [];
    for (let round = 0; round < 10; round++) {
      expect(await status(attempt('10.1.0.1'))).toBe(429);
      let waited = 0;
      while ((await status(throttle.assertMayTry('login', 'user:7', '10.1.0.2'))) === 429) {
        c.advance(1_000);
        waited += 1_000;
      }
      waits.push(waited);
      expect(await status(attempt(`10.2.0.${round}`))).toBe('ok');
    }
    expect(waits.slice(0, 3)).toEqual([firstWaitMs, 2 * firstWaitMs, 4 * firstWaitMs]);
    expect(Math.max(...waits)).toBe(maxWaitMs);
    // Another account, and the same account's safe question, are not waiting.
    expect(await status(throttle.assertMayTry('login', 'user:8', '10.1.0.1'))).toBe('ok');
    expect(await status(throttle.assertMayTry('safe-answer', 'user:7', '10.1.0.1'))).toBe('ok');
    // The count ends with its window: a day later the account starts afresh.
    c.advance(THROTTLE_POLICY.accountWait.login.windowMs);
    expect(await status(attempt('10.3.0.1'))).toBe('ok');
    expect(await status(attempt('10.3.0.1'))).toBe('ok');
  });

  it('lets only one of many concurrent tries through once an account is past its free failures', async () => {
    const c = clock();
    const [one, two] = [new Throttle(db, THROTTLE_POLICY, c.now), new Throttle(db, THROTTLE_POLICY, c.now)];
    const { freeFailures, firstWaitMs } = THROTTLE_POLICY.accountWait.login;
    for (let i = 0; i < freeFailures; i++) await one.startTry('login', 'user:9');
    c.advance(firstWaitMs);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => status((i % 2 ? one : two).startTry('login', 'user:9'))),
    );
    expect(results.filter((r) => r === 'ok')).toHaveLength(1);
    expect(results.filter((r) => r === 429)).toHaveLength(19);
  });

  it('clears the account’s count and wait on a right answer', async () => {
    const throttle = new Throttle(db);
    for (let i = 0; i < THROTTLE_POLICY.accountWait.login.freeFailures; i++) await throttle.startTry('login', 'user:3');
    expect(await status(throttle.assertMayTry('login', 'user:3', 'ip'))).toBe(429);
    await throttle.succeeded('login', 'user:3', 'ip');
    expect(await status(throttle.assertMayTry('login', 'user:3', 'ip'))).toBe('ok');
  });

  it('counts failures per address over every account, and asks for the safe question’s captcha after a few', async () => {
    const c = clock();
    const throttle = new Throttle(db, THROTTLE_POLICY, c.now);
    const after = THROTTLE_POLICY.safeAnswerCaptchaAfter;
    for (let i = 0; i < after; i++) {
      expect(await throttle.captchaNeeded('safe-answer', `user:${i}`, '10.0.0.1')).toBe(false);
      await throttle.failed('safe-answer', `user:${i}`, '10.0.0.1');
    }
    expect(await throttle.captchaNeeded('safe-answer', 'user:99', '10.0.0.1')).toBe(true);
    expect(await throttle.captchaNeeded('safe-answer', 'user:99', '10.0.0.2')).toBe(false);
    const { max, windowMs } = THROTTLE_POLICY.failuresPerAddress.login;
    for (let i = 0; i < max; i++) await throttle.failed('login', `user:${i}`, '10.0.0.3');
    expect(await status(throttle.assertMayTry('login', 'user:500', '10.0.0.3'))).toBe(429);
    expect(await status(throttle.assertMayTry('login', 'user:500', '10.0.0.4'))).toBe('ok');
    c.advance(windowMs);
    expect(await status(throttle.assertMayTry('login', 'user:500', '10.0.0.3'))).toBe('ok');
  });
});
