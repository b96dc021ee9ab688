import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import { rateCounters } from '../db/tables.js';
import { tooManyRequests } from '../http/errors.js';
import { THROTTLE_POLICY } from './policy.js';

const DAY = 86_400_000;
/** One hit in this many also clears the counters whose window ended more than a day ago. */
const PRUNE_ONE_IN = 1_000;

/**
 * Counts events per key in fixed windows that start with the key's first event. The counts live in the
 * database (rate_counters), so that every server on it counts together; keys are prefixed with the
 * counter's name, so that two counters never share one.
 */
export class WindowCounter {
  constructor(
    private readonly db: Database,
    readonly name: string,
    readonly max: number,
    readonly windowMs: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  async count(key: string): Promise<number> {
    const [row] = await this.db
      .select({ count: rateCounters.count })
      .from(rateCounters)
      .where(and(eq(rateCounters.key, this.keyOf(key)), gt(rateCounters.resetAt, this.now())));
    return row?.count ?? 0;
  }

  /** Records one event and answers the count in the current window, this one included (one atomic upsert). */
  async hit(key: string): Promise<number> {
    const now = this.now();
    const windowEnd = now + this.windowMs;
    const expired = sql`${rateCounters.resetAt} <= ${now}`;
    const [row] = await this.db.write((tx) =>
      tx
        .insert(rateCounters)
        .values({ key: this.keyOf(key), count: 1, resetAt: windowEnd })
        .onConflictDoUpdate({
          target: rateCounters.key,
          set: {
            count: sql`case when ${expired} then 1 else ${rateCounters.count} + 1 end`,
            resetAt: sql`case when ${expired} then ${windowEnd} else ${rateCounters.resetAt} end`,
          },
        })
        .returning({ count: rateCounters.count }),
    );
    if (Math.random() * PRUNE_ONE_IN < 1) await this.prune();
    return row!.count;
  }

  async reset(key: string): Promise<void> {
    await this.db.write((tx) => tx.delete(rateCounters).where(eq(rateCounters.key, this.keyOf(key))));
  }

  /**
   * Deletes the counters (of every name) whose window ended more than a day ago. An ended window counts
   * as nothing already; the day's margin keeps a server whose clock runs ahead off the others' counters.
   */
  async prune(): Promise<void> {
    await this.db.write((tx) => tx.delete(rateCounters).where(lt(rateCounters.resetAt, this.now() - DAY)));
  }

  /** PostgreSQL's text never holds a NUL, and a key may carry what someone typed. */
  private keyOf(key: string): string {
    return `${this.name}:${key.replaceAll('\u0000', '\\u0000')}`;
  }
}

export type AddressBucket = 'sensitive' | 'lookup';
export type FailureScope = 'login' | 'safe-answer';

/**
 * The account area's limits (policy.ts): failures per account and address, requests per address, and
 * messages per recipient. Each check throws the 429 of the error catalogue. The counts are shared by
 * every server on the database; call these outside a unit of work, so that a refusal never undoes a count.
 */
export class Throttle {
  private readonly failures: WindowCounter;
  private readonly addresses: Record<AddressBucket, WindowCounter>;
  private readonly messages: WindowCounter;

  constructor(db: Database, policy: typeof THROTTLE_POLICY = THROTTLE_POLICY, now: () => number = () => Date.now()) {
    const counter = (name: string, p: { max: number; windowMs: number }) =>
      new WindowCounter(db, name, p.max, p.windowMs, now);
    this.failures = counter('failures', policy.failuresPerAccountAndAddress);
    this.addresses = {
      sensitive: counter('address-sensitive', policy.sensitivePerAddress),
      lookup: counter('address-lookup', policy.lookupPerAddress),
    };
    this.messages = counter('messages', policy.messagesPerRecipient);
  }

  /** One request from an address; over the ceiling → 429. */
  async address(bucket: AddressBucket, ip: string): Promise<void> {
    const counter = this.addresses[bucket];
    if ((await counter.hit(ip)) > counter.max) throw tooManyRequests();
  }

  /** Before checking a secret: too many failures for this account from this address → 429. */
  async assertMayTry(scope: FailureScope, account: string, ip: string): Promise<void> {
    if ((await this.failures.count(failureKey(scope, account, ip))) >= this.failures.max) throw tooManyRequests();
  }

  async failed(scope: FailureScope, account: string, ip: string): Promise<void> {
    await this.failures.hit(failureKey(scope, account, ip));
  }

  async succeeded(scope: FailureScope, account: string, ip: string): Promise<void> {
    await this.failures.reset(failureKey(scope, account, ip));
  }

  /** One message for a recipient (or one request naming it); over the budget → 429. */
  async message(recipient: string): Promise<void> {
    if ((await this.messages.hit(recipient.trim().toLowerCase())) > this.messages.max) throw tooManyRequests();
  }
}

function failureKey(scope: FailureScope, account: string, ip: string): string {
  return JSON.stringify([scope, account.trim().toLowerCase(), ip]);
}
