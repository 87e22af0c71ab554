/**
 * Limits on failed sign-ins, per account and per client address, over an AttemptStore:
 *
 * - per account: 5 failures in 15 minutes are free; each further failure blocks the account
 *   for a growing delay (30 s, 1 min, 2 min ... up to 15 min);
 * - per account, a hard cap: 100 failures in an hour block it for the rest of that hour;
 * - per address: 100 failures in 15 minutes block the address for the rest of the window.
 *
 * While blocked, sign-in is refused with 429 and Retry-After before any password is checked,
 * so a correct password does not get through either. Each attempt is reserved (counted as a
 * failure, blocks applied) in one step of the store before its password is checked, so parallel
 * guesses get no more checks than sequential ones; a success takes its reservation back and
 * clears the account's 15-minute counter. Requests that send mail or create accounts have their own plain
 * counters (`limit`).
 */
import type { AttemptStore } from './attempt-store';
import { tooManyAttempts } from './auth-errors';
import { digest } from './secrets';

export interface BruteForceLimits {
  accountFreeFailures: number;
  accountWindowMs: number;
  accountBaseDelayMs: number;
  accountMaxDelayMs: number;
  accountHourlyCap: number;
  addressFailures: number;
  addressWindowMs: number;
}

export const DEFAULT_BRUTE_FORCE_LIMITS: BruteForceLimits = {
  accountFreeFailures: 5,
  accountWindowMs: 15 * 60_000,
  accountBaseDelayMs: 30_000,
  accountMaxDelayMs: 15 * 60_000,
  accountHourlyCap: 100,
  addressFailures: 100,
  addressWindowMs: 15 * 60_000,
};

/** The part of an address that one client controls: the address, or an IPv6 /64. */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === '' ? [] : tail.split(':');
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export class BruteForceGuard {
  constructor(
    private readonly store: AttemptStore,
    private readonly limits: BruteForceLimits = DEFAULT_BRUTE_FORCE_LIMITS,
  ) {}

  private keys(email: string, ip: string) {
    const account = digest(email);
    return {
      accountBlock: `login:block:account:${account}`,
      accountWindow: `login:fail:account:${account}`,
      accountHour: `login:fail-hour:account:${account}`,
      addressBlock: `login:block:address:${addressKey(ip)}`,
      addressWindow: `login:fail:address:${addressKey(ip)}`,
    };
  }

  /**
   * Reserves one sign-in attempt before its password is checked, counting it as a failure
   * (`succeeded` takes that back): throws 429 when the account or the address is blocked. The
   * check and the count are one step in the store, so of any number of attempts sent at once
   * only as many are checked as the limits allow.
   */
  async reserve(email: string, ip: string): Promise<void> {
    const keys = this.keys(email, ip);
    const limits = this.limits;
    const wait = await this.store.reserve({
      blockKeys: [keys.accountBlock, keys.addressBlock],
      counters: [
        {
          key: keys.accountWindow,
          windowMs: limits.accountWindowMs,
          rules: [
            {
              kind: 'backoff',
              blockKey: keys.accountBlock,
              threshold: limits.accountFreeFailures,
              baseMs: limits.accountBaseDelayMs,
              maxMs: limits.accountMaxDelayMs,
            },
          ],
        },
        {
          key: keys.accountHour,
          windowMs: 60 * 60_000,
          rules: [
            { kind: 'window', blockKey: keys.accountBlock, threshold: limits.accountHourlyCap },
          ],
        },
        {
          key: keys.addressWindow,
          windowMs: limits.addressWindowMs,
          rules: [
            { kind: 'window', blockKey: keys.addressBlock, threshold: limits.addressFailures },
          ],
        },
      ],
    });
    if (wait > 0) throw tooManyAttempts(wait / 1000);
  }

  /**
   * The reserved attempt had the right password: it was no failure. The account's window and
   * block go (the owner proved themselves, as before a failure is recorded), and the hourly and
   * address counts lose the one the reservation added.
   */
  async succeeded(email: string, ip: string): Promise<void> {
    const keys = this.keys(email, ip);
    await Promise.all([
      this.store.clear([keys.accountWindow, keys.accountBlock]),
      this.store.decrement([keys.accountHour, keys.addressWindow]),
    ]);
  }

  /** Forgets an account's failures and block (after a password reset proved the owner). */
  async forgive(email: string): Promise<void> {
    const account = digest(email);
    await this.store.clear([
      `login:fail:account:${account}`,
      `login:fail-hour:account:${account}`,
      `login:block:account:${account}`,
    ]);
  }

  /** Counts one request under `key`; throws 429 once more than `max` came in the window. */
  async limit(key: string, max: number, windowMs: number): Promise<void> {
    const counter = await this.store.increment(`limit:${key}`, windowMs);
    if (counter.count > max) throw tooManyAttempts(counter.resetMs / 1000);
  }

  /** Like `limit`, but answers whether the request is within it instead of throwing. */
  async within(key: string, max: number, windowMs: number): Promise<boolean> {
    const counter = await this.store.increment(`limit:${key}`, windowMs);
    return counter.count <= max;
  }
}
