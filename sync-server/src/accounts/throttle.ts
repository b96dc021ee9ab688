import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import { rateCounters } from '../db/tables.js';
import { accountWaitMs } from '@codeyard/shared-schema';
import { HttpError, tooManyRequests } from '../http/errors.js';
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

  /** Adds `delta` to a live count (a try that turned out not to count takes its hit back). */
  async add(key: string, delta: number): Promise<void> {
    await this.db.write((tx) =>
      tx
        .update(rateCounters)
        .set({ count: sql`${rateCounters.count} + ${delta}` })
        .where(and(eq(rateCounters.key, this.keyOf(key)), gt(rateCounters.resetAt, this.now()))),
    );
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

  private keyOf(key: string): string {
    return counterKey(this.name, key);
  }
}

/**
 * Waits per key (an account that must wait before its next try): a row of rate_counters whose reset_at is
 * when the wait ends. `take` is one atomic conditional upsert, so that of concurrent tries (on any server)
 * only one finds the wait over and starts the next one.
 */
export class Waits {
  constructor(
    private readonly db: Database,
    readonly name: string,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** When the key's wait ends, if it has not ended yet. */
  async endsAt(key: string): Promise<number | undefined> {
    const [row] = await this.db
      .select({ resetAt: rateCounters.resetAt })
      .from(rateCounters)
      .where(and(eq(rateCounters.key, counterKey(this.name, key)), gt(rateCounters.resetAt, this.now())));
    return row?.resetAt;
  }

  /** Starts a wait until `until`, whatever was there. */
  async start(key: string, until: number): Promise<void> {
    await this.db.write((tx) =>
      tx
        .insert(rateCounters)
        .values({ key: counterKey(this.name, key), count: 1, resetAt: until })
        .onConflictDoUpdate({ target: rateCounters.key, set: { count: 1, resetAt: until } }),
    );
  }

  /** Only when no wait is running: starts one until `until` and answers true; otherwise false. */
  async take(key: string, until: number): Promise<boolean> {
    const now = this.now();
    const taken = await this.db.write((tx) =>
      tx
        .insert(rateCounters)
        .values({ key: counterKey(this.name, key), count: 1, resetAt: until })
        .onConflictDoUpdate({
          target: rateCounters.key,
          set: { count: 1, resetAt: until },
          setWhere: sql`${rateCounters.resetAt} <= ${now}`,
        })
        .returning({ key: rateCounters.key }),
    );
    return taken.length > 0;
  }

  async clear(key: string): Promise<void> {
    await this.db.write((tx) => tx.delete(rateCounters).where(eq(rateCounters.key, counterKey(this.name, key))));
  }
}

export type AddressBucket = 'sensitive' | 'lookup' | 'sign-in' | 'probe';
export type FailureScope = 'login' | 'safe-answer';

const POLICY_OF_SCOPE = { login: 'login', 'safe-answer': 'safeAnswer' } as const;

/**
 * The account area's limits (shared-schema's ACCOUNT_PROTECTION): failures per account and address, per
 * account across every address (growing waits), per address across accounts; requests per address; and
 * messages per recipient. Each check throws the 429 of the error catalogue. The counts are shared by every
 * server on the database; call these outside a unit of work, so that a refusal never undoes a count.
 *
 * A secret is checked in three steps: `assertMayTry` (cheap reads: is a wait running, is this account or
 * this address over its failures?), then `startTry` (the try is counted for the account before the secret
 * is checked, atomically, so that concurrent guesses cannot slip through together), then `failed` or
 * `succeeded`.
 */
export class Throttle {
  private readonly failures: WindowCounter;
  private readonly accountFailures: Record<FailureScope, WindowCounter>;
  private readonly accountWaits: Waits;
  private readonly addressFailures: Record<FailureScope, WindowCounter>;
  private readonly addresses: Record<AddressBucket, WindowCounter>;
  private readonly messages: WindowCounter;

  constructor(
    db: Database,
    private readonly policy: typeof THROTTLE_POLICY = THROTTLE_POLICY,
    private readonly now: () => number = () => Date.now(),
  ) {
    const counter = (name: string, p: { max: number; windowMs: number }) =>
      new WindowCounter(db, name, p.max, p.windowMs, now);
    const perScope = (make: (scope: FailureScope) => WindowCounter) => ({
      login: make('login'),
      'safe-answer': make('safe-answer'),
    });
    this.failures = counter('failures', policy.failuresPerAccountAndAddress);
    this.accountFailures = perScope((scope) => {
      const p = policy.accountWait[POLICY_OF_SCOPE[scope]];
      return counter(`account-failures-${scope}`, { max: p.freeFailures, windowMs: p.windowMs });
    });
    this.accountWaits = new Waits(db, 'account-wait', now);
    this.addressFailures = perScope((scope) =>
      counter(`address-failures-${scope}`, policy.failuresPerAddress[POLICY_OF_SCOPE[scope]]),
    );
    this.addresses = {
      sensitive: counter('address-sensitive', policy.sensitivePerAddress),
      lookup: counter('address-lookup', policy.lookupPerAddress),
      'sign-in': counter('address-sign-in', policy.signInRequestsPerAddress),
      probe: counter('address-probe', policy.accountProbesPerAddress),
    };
    this.messages = counter('messages', policy.messagesPerRecipient);
  }

  /** One request from an address; over the ceiling → 429. */
  async address(bucket: AddressBucket, ip: string): Promise<void> {
    const counter = this.addresses[bucket];
    if ((await counter.hit(ip)) > counter.max) throw tooManyRequests();
  }

  /**
   * Before anything else of a try: the account is waiting (429 with the time left), or too many failures
   * for this account from this address, or from this address over every account → 429.
   */
  async assertMayTry(scope: FailureScope, account: string, ip: string): Promise<void> {
    const waitEnds = await this.accountWaits.endsAt(accountKey(scope, account));
    if (waitEnds !== undefined) throw accountWaiting(waitEnds - this.now());
    if ((await this.failures.count(failureKey(scope, account, ip))) >= this.failures.max) throw tooManyRequests();
    const address = this.addressFailures[scope];
    if ((await address.count(ip)) >= address.max) throw tooManyRequests();
  }

  /** The safe question asks for the captcha once the account (from anywhere) or the address failed a few times. */
  async captchaNeeded(scope: FailureScope, account: string, ip: string): Promise<boolean> {
    const after = this.policy.safeAnswerCaptchaAfter;
    return (
      (await this.accountFailures[scope].count(account.trim().toLowerCase())) >= after ||
      (await this.addressFailures[scope].count(ip)) >= after
    );
  }

  /**
   * The try is counted for the account as a failure until it succeeds (one atomic upsert: concurrent tries
   * each get their own number). Past the free failures, each try must find the account's wait over, and
   * starts the next, longer one; a try that finds it running is not counted and answers 429.
   */
  async startTry(scope: FailureScope, account: string): Promise<void> {
    const key = account.trim().toLowerCase();
    const p = this.policy.accountWait[POLICY_OF_SCOPE[scope]];
    const tries = await this.accountFailures[scope].hit(key);
    if (tries < p.freeFailures) return;
    const until = this.now() + accountWaitMs(p, tries);
    if (tries === p.freeFailures) return this.accountWaits.start(accountKey(scope, account), until);
    if (await this.accountWaits.take(accountKey(scope, account), until)) return;
    await this.accountFailures[scope].add(key, -1);
    throw accountWaiting(((await this.accountWaits.endsAt(accountKey(scope, account))) ?? this.now()) - this.now());
  }

  async failed(scope: FailureScope, account: string, ip: string): Promise<void> {
    await this.failures.hit(failureKey(scope, account, ip));
    await this.addressFailures[scope].hit(ip);
  }

  async succeeded(scope: FailureScope, account: string, ip: string): Promise<void> {
    await this.failures.reset(failureKey(scope, account, ip));
    await this.accountFailures[scope].reset(account.trim().toLowerCase());
    await this.accountWaits.clear(accountKey(scope, account));
  }

  /** One message for a recipient (or one request naming it); over the budget → 429. */
  async message(recipient: string): Promise<void> {
    if ((await this.messages.hit(recipient.trim().toLowerCase())) > this.messages.max) throw tooManyRequests();
  }
}

function failureKey(scope: FailureScope, account: string, ip: string): string {
  return JSON.stringify([scope, account.trim().toLowerCase(), ip]);
}

function accountKey(scope: FailureScope, account: string): string {
  return JSON.stringify([scope, account.trim().toLowerCase()]);
}

/** PostgreSQL's text never holds a NUL, and a key may carry what someone typed. */
function counterKey(name: string, key: string): string {
  return `${name}:${key.replaceAll('\u0000', '\\u0000')}`;
}

/** 429 for an account that must wait: says so, and when to try again (Retry-After, in seconds). */
function accountWaiting(msLeft: number): HttpError {
  return tooManyRequests('errors.accountWait', Math.max(1, Math.ceil(msLeft / 1000)));
}
