import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors.js';
import { THROTTLE_POLICY } from './policy.js';
import { Throttle, WindowCounter } from './throttle.js';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

function status(fn: () => void): number | 'ok' {
  try {
    fn();
    return 'ok';
  } catch (error) {
    return error instanceof HttpError ? error.statusCode : -1;
  }
}

describe('WindowCounter', () => {
  it('counts hits in a window that starts with the first hit and forgets them when it ends', () => {
    const c = clock();
    const counter = new WindowCounter(3, 60_000, c.now);
    expect(counter.hit('a')).toBe(1);
    c.advance(30_000);
    expect(counter.hit('a')).toBe(2);
    expect(counter.count('a')).toBe(2);
    expect(counter.count('b')).toBe(0);
    c.advance(30_000);
    expect(counter.count('a')).toBe(0);
    expect(counter.hit('a')).toBe(1);
  });

  it('resets a key', () => {
    const counter = new WindowCounter(3, 60_000);
    counter.hit('a');
    counter.reset('a');
    expect(counter.count('a')).toBe(0);
  });
});

describe('Throttle', () => {
  it('blocks an account from one address after 5 failures, for a minute, not from another address', () => {
    const c = clock();
    const throttle = new Throttle(THROTTLE_POLICY, c.now);
    for (let i = 0; i < 5; i++) {
      expect(status(() => throttle.assertMayTry('login', 'id:sara', '10.0.0.1'))).toBe('ok');
      throttle.failed('login', 'id:sara', '10.0.0.1');
    }
    expect(status(() => throttle.assertMayTry('login', 'id:sara', '10.0.0.1'))).toBe(429);
    expect(status(() => throttle.assertMayTry('login', 'ID:Sara', '10.0.0.1'))).toBe(429);
    expect(status(() => throttle.assertMayTry('login', 'id:sara', '10.0.0.2'))).toBe('ok');
    expect(status(() => throttle.assertMayTry('login', 'id:omar', '10.0.0.1'))).toBe('ok');
    expect(status(() => throttle.assertMayTry('safe-answer', 'id:sara', '10.0.0.1'))).toBe('ok');
    c.advance(60_001);
    expect(status(() => throttle.assertMayTry('login', 'id:sara', '10.0.0.1'))).toBe('ok');
  });

  it('forgets failures after a success', () => {
    const throttle = new Throttle();
    for (let i = 0; i < 4; i++) throttle.failed('login', 'id:sara', 'ip');
    throttle.succeeded('login', 'id:sara', 'ip');
    for (let i = 0; i < 4; i++) throttle.failed('login', 'id:sara', 'ip');
    expect(status(() => throttle.assertMayTry('login', 'id:sara', 'ip'))).toBe('ok');
  });

  it('lets 300 sensitive requests a minute through from one address, then answers 429', () => {
    const c = clock();
    const throttle = new Throttle(THROTTLE_POLICY, c.now);
    for (let i = 0; i < 300; i++) expect(status(() => throttle.address('sensitive', 'school'))).toBe('ok');
    expect(status(() => throttle.address('sensitive', 'school'))).toBe(429);
    expect(status(() => throttle.address('lookup', 'school'))).toBe('ok');
    expect(status(() => throttle.address('sensitive', 'home'))).toBe('ok');
    c.advance(60_000);
    expect(status(() => throttle.address('sensitive', 'school'))).toBe('ok');
  });

  it('sends at most 3 messages to one recipient in 10 minutes, whatever the case of the address', () => {
    const c = clock();
    const throttle = new Throttle(THROTTLE_POLICY, c.now);
    throttle.message('Mum@example.com');
    throttle.message('mum@example.com');
    throttle.message('MUM@example.com');
    expect(status(() => throttle.message('mum@example.com'))).toBe(429);
    expect(status(() => throttle.message('dad@example.com'))).toBe('ok');
    c.advance(10 * 60_000);
    expect(status(() => throttle.message('mum@example.com'))).toBe('ok');
  });
});
