import { tooManyRequests } from '../http/errors.js';
import { THROTTLE_POLICY } from './policy.js';

/** Counts events per key in fixed windows that start with the key's first event. In memory, per server. */
export class WindowCounter {
  private readonly entries = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  count(key: string): number {
    const entry = this.entries.get(key);
    return entry && entry.resetAt > this.now() ? entry.count : 0;
  }

  /** Records one event and answers the count in the current window, this one included. */
  hit(key: string): number {
    const now = this.now();
    const entry = this.entries.get(key);
    if (!entry || entry.resetAt <= now) {
      if (this.entries.size >= 50_000) this.prune(now);
      this.entries.set(key, { count: 1, resetAt: now + this.windowMs });
      return 1;
    }
    entry.count += 1;
    return entry.count;
  }

  reset(key: string): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }

  private prune(now: number): void {
    for (const [key, entry] of this.entries) if (entry.resetAt <= now) this.entries.delete(key);
  }
}

export type AddressBucket = 'sensitive' | 'lookup';
export type FailureScope = 'login' | 'safe-answer';

/**
 * The account area's limits (policy.ts): failures per account and address, requests per address, and
 * messages per recipient. Each check throws the 429 of the error catalogue.
 */
export class Throttle {
  private readonly failures: WindowCounter;
  private readonly addresses: Record<AddressBucket, WindowCounter>;
  private readonly messages: WindowCounter;

  constructor(policy: typeof THROTTLE_POLICY = THROTTLE_POLICY, now: () => number = () => Date.now()) {
    const counter = (p: { max: number; windowMs: number }) => new WindowCounter(p.max, p.windowMs, now);
    this.failures = counter(policy.failuresPerAccountAndAddress);
    this.addresses = { sensitive: counter(policy.sensitivePerAddress), lookup: counter(policy.lookupPerAddress) };
    this.messages = counter(policy.messagesPerRecipient);
  }

  /** One request from an address; over the ceiling → 429. */
  address(bucket: AddressBucket, ip: string): void {
    const counter = this.addresses[bucket];
    if (counter.hit(ip) > counter.max) throw tooManyRequests();
  }

  /** Before checking a secret: too many failures for this account from this address → 429. */
  assertMayTry(scope: FailureScope, account: string, ip: string): void {
    if (this.failures.count(failureKey(scope, account, ip)) >= this.failures.max) throw tooManyRequests();
  }

  failed(scope: FailureScope, account: string, ip: string): void {
    this.failures.hit(failureKey(scope, account, ip));
  }

  succeeded(scope: FailureScope, account: string, ip: string): void {
    this.failures.reset(failureKey(scope, account, ip));
  }

  /** One message for a recipient (or one request naming it); over the budget → 429. */
  message(recipient: string): void {
    if (this.messages.hit(recipient.trim().toLowerCase()) > this.messages.max) throw tooManyRequests();
  }
}

function failureKey(scope: FailureScope, account: string, ip: string): string {
  return `${scope}\u0000${account.trim().toLowerCase()}\u0000${ip}`;
}
