/**
 * Counters and blocks for rate limits, behind one interface with two stores: in memory (one
 * process) and Redis (shared by every instance, `REDIS_URL`). Counters are fixed windows that
 * start at the first hit; blocks are keys that expire.
 */
import { Redis } from 'ioredis';
import { AuthError } from './auth-errors';
import { tr } from '../i18n/localized';
import { m } from '../i18n/paraglide/messages.js';

export interface Counter {
  count: number;
  /** Milliseconds until the window ends and the count starts again from zero. */
  resetMs: number;
}

/** When a counter reaches `threshold`, `blockKey` is blocked. */
export type BlockRule =
  /** For `baseMs * 2^(count - threshold)`, at most `maxMs`. */
  | { kind: 'backoff'; blockKey: string; threshold: number; baseMs: number; maxMs: number }
  /** For the rest of the counter's window. */
  | { kind: 'window'; blockKey: string; threshold: number };

/**
 * One attempt, reserved in a single step: refused when any of `blockKeys` is blocked; otherwise
 * each counter gets one more and its rules block what they must, before the next attempt can
 * look. Nothing can slip between the check and the count, however many attempts arrive at once.
 */
export interface ReservePlan {
  blockKeys: readonly string[];
  counters: readonly { key: string; windowMs: number; rules: readonly BlockRule[] }[];
}

/** The block length a rule sets for a counter at `count` with `resetMs` left, or 0. */
export function ruleBlockMs(rule: BlockRule, count: number, resetMs: number): number {
  if (count < rule.threshold) return 0;
  if (rule.kind === 'window') return resetMs;
  return Math.min(rule.baseMs * 2 ** (count - rule.threshold), rule.maxMs);
}

export interface AttemptStore {
  readonly kind: 'memory' | 'redis';
  /** Reserves one attempt (see ReservePlan): the milliseconds still blocked, or 0 when taken. */
  reserve(plan: ReservePlan): Promise<number>;
  /** Takes one back from each counter (an attempt that turned out not to count). */
  decrement(keys: readonly string[]): Promise<void>;
  /** Adds one to `key`; the window of `windowMs` starts at the first hit. */
  increment(key: string, windowMs: number): Promise<Counter>;
  /** Refuses `key` for `ms` (an existing longer block is kept). */
  block(key: string, ms: number): Promise<void>;
  /** Milliseconds left of a block on `key`, 0 when none. */
  blockedFor(key: string): Promise<number>;
  clear(keys: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

interface Entry {
  count: number;
  expiresAt: number;
}

/** One process's counters. Expired entries are swept as the map grows. */
export class MemoryAttemptStore implements AttemptStore {
  readonly kind = 'memory';
  private readonly counters = new Map<string, Entry>();
  private readonly blocks = new Map<string, number>();
  private nextSweep = 0;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 100_000,
  ) {}

  private sweep(now: number): void {
    if (now < this.nextSweep && this.counters.size + this.blocks.size < this.maxEntries) return;
    this.nextSweep = now + 60_000;
    for (const [key, entry] of this.counters) if (entry.expiresAt <= now) this.counters.delete(key);
    for (const [key, until] of this.blocks) if (until <= now) this.blocks.delete(key);
    // Still full of live entries: drop the oldest, so memory stays bounded under a flood.
    while (this.counters.size > this.maxEntries) {
      const oldest = this.counters.keys().next().value;
      if (oldest === undefined) break;
      this.counters.delete(oldest);
    }
  }

  async increment(key: string, windowMs: number): Promise<Counter> {
    return this.incrementNow(key, windowMs);
  }

  private incrementNow(key: string, windowMs: number): Counter {
    const now = this.now();
    this.sweep(now);
    const entry = this.counters.get(key);
    if (!entry || entry.expiresAt <= now) {
      this.counters.set(key, { count: 1, expiresAt: now + windowMs });
      return { count: 1, resetMs: windowMs };
    }
    entry.count += 1;
    return { count: entry.count, resetMs: entry.expiresAt - now };
  }

  async reserve(plan: ReservePlan): Promise<number> {
    // No await from the check to the last block: one attempt at a time, by construction.
    const blocked = Math.max(0, ...plan.blockKeys.map((key) => this.blockedForNow(key)));
    if (blocked > 0) return blocked;
    for (const counter of plan.counters) {
      const { count, resetMs } = this.incrementNow(counter.key, counter.windowMs);
      for (const rule of counter.rules) {
        const ms = ruleBlockMs(rule, count, resetMs);
        if (ms > 0) this.blockNow(rule.blockKey, ms);
      }
    }
    return 0;
  }

  async decrement(keys: readonly string[]): Promise<void> {
    const now = this.now();
    for (const key of keys) {
      const entry = this.counters.get(key);
      if (entry && entry.expiresAt > now && entry.count > 0) entry.count -= 1;
    }
  }

  async block(key: string, ms: number): Promise<void> {
    this.blockNow(key, ms);
  }

  private blockNow(key: string, ms: number): void {
    const until = this.now() + ms;
    if ((this.blocks.get(key) ?? 0) < until) this.blocks.set(key, until);
  }

  async blockedFor(key: string): Promise<number> {
    return this.blockedForNow(key);
  }

  private blockedForNow(key: string): number {
    const until = this.blocks.get(key);
    if (until === undefined) return 0;
    const left = until - this.now();
    if (left <= 0) this.blocks.delete(key);
    return Math.max(0, left);
  }

  async clear(keys: readonly string[]): Promise<void> {
    for (const key of keys) {
      this.counters.delete(key);
      this.blocks.delete(key);
    }
  }

  async close(): Promise<void> {
    this.counters.clear();
    this.blocks.clear();
  }
}

const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

const BLOCK = `
local ttl = redis.call('PTTL', KEYS[1])
if ttl < tonumber(ARGV[1]) then
  redis.call('SET', KEYS[1], '1', 'PX', ARGV[1])
end
return 1`;

/**
 * ReservePlan in one script, so every instance's attempts are taken one at a time. KEYS: the
 * block keys (those checked first, then those only rules set), then the counter keys. ARGV[1]:
 * how many block keys are checked; ARGV[2]: the rules as JSON, one list per counter, each
 * { kind, blockKey (index into KEYS), threshold, baseMs, maxMs }; ARGV[3]: the counters'
 * windows as JSON; ARGV[4]: how many block keys there are in all.
 */
const RESERVE = `
local blockCount = tonumber(ARGV[1])
local worst = 0
for i = 1, blockCount do
  local ttl = redis.call('PTTL', KEYS[i])
  if ttl > worst then worst = ttl end
end
if worst > 0 then return worst end
local rules = cjson.decode(ARGV[2])
local windows = cjson.decode(ARGV[3])
local allBlocks = tonumber(ARGV[4])
for c = 1, #windows do
  local key = KEYS[allBlocks + c]
  local count = redis.call('INCR', key)
  local ttl = redis.call('PTTL', key)
  if ttl < 0 then
    redis.call('PEXPIRE', key, windows[c])
    ttl = windows[c]
  end
  for _, rule in ipairs(rules[c]) do
    if count >= rule.threshold then
      local ms
      if rule.kind == 'window' then
        ms = ttl
      else
        ms = math.min(rule.baseMs * 2 ^ (count - rule.threshold), rule.maxMs)
      end
      ms = math.floor(ms)
      local blockKey = KEYS[rule.blockKey]
      if ms > 0 and redis.call('PTTL', blockKey) < ms then
        redis.call('SET', blockKey, '1', 'PX', ms)
      end
    end
  end
end
return 0`;

const DECREMENT = `
for i = 1, #KEYS do
  local count = tonumber(redis.call('GET', KEYS[i]) or '0')
  if count > 0 then redis.call('DECR', KEYS[i]) end
end
return 1`;

/** Counters in Redis, shared by every instance. Keys are `${prefix}${key}`. */
export class RedisAttemptStore implements AttemptStore {
  readonly kind = 'redis';

  private constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  /**
   * Connects to `url` and waits until Redis answers (at most `timeoutMs`); a Redis that
   * does not answer is an error at start-up, not at the first sign-in.
   */
  static async connect(
    url: string,
    options: { prefix?: string; timeoutMs?: number; onError?: (error: Error) => void } = {},
  ): Promise<RedisAttemptStore> {
    const redis = new Redis(url, {
      lazyConnect: true,
      connectTimeout: options.timeoutMs ?? 5_000,
      maxRetriesPerRequest: 1,
      // Fail fast while disconnected instead of queueing sign-ins behind a dead connection.
      enableOfflineQueue: false,
    });
    redis.on('error', (error: Error) => options.onError?.(error));
    try {
      await redis.connect();
      await redis.ping();
    } catch (error) {
      redis.disconnect();
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`REDIS_URL does not answer (${reason})`, { cause: error });
    }
    return new RedisAttemptStore(redis, options.prefix ?? 'storefront:auth:');
  }

  /** Without its counters sign-in cannot be limited, so it is refused (503) rather than unlimited. */
  private async call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw new AuthError(503, 'service_unavailable', tr(m.errors_auth_unavailable), {}, 30, {
        cause: error,
      });
    }
  }

  async increment(key: string, windowMs: number): Promise<Counter> {
    const [count, ttl] = await this.call(
      async () =>
        (await this.redis.eval(
          INCREMENT,
          1,
          this.prefix + key,
          Math.max(1, Math.round(windowMs)),
        )) as [number, number],
    );
    return { count: Number(count), resetMs: Number(ttl) };
  }

  async reserve(plan: ReservePlan): Promise<number> {
    // Every key the script touches is passed as a key (Redis Cluster-safe); rules name theirs
    // by index. The checked block keys come first, then block keys only rules set.
    const blockKeys = [...plan.blockKeys];
    const keyIndex = (key: string): number => {
      if (!blockKeys.includes(key)) blockKeys.push(key);
      return blockKeys.indexOf(key) + 1;
    };
    const rules = plan.counters.map((counter) =>
      counter.rules.map((rule) => ({
        kind: rule.kind,
        blockKey: keyIndex(rule.blockKey),
        threshold: rule.threshold,
        baseMs: rule.kind === 'backoff' ? rule.baseMs : 0,
        maxMs: rule.kind === 'backoff' ? rule.maxMs : 0,
      })),
    );
    const keys = [...blockKeys, ...plan.counters.map((counter) => counter.key)].map(
      (key) => this.prefix + key,
    );
    const windows = plan.counters.map((counter) => Math.max(1, Math.round(counter.windowMs)));
    const blocked = await this.call(
      async () =>
        (await this.redis.eval(
          RESERVE,
          keys.length,
          ...keys,
          plan.blockKeys.length,
          JSON.stringify(rules),
          JSON.stringify(windows),
          blockKeys.length,
        )) as number,
    );
    return Number(blocked);
  }

  async decrement(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.call(() =>
      this.redis.eval(DECREMENT, keys.length, ...keys.map((key) => this.prefix + key)),
    );
  }

  async block(key: string, ms: number): Promise<void> {
    await this.call(() =>
      this.redis.eval(BLOCK, 1, this.prefix + key, Math.max(1, Math.round(ms))),
    );
  }

  async blockedFor(key: string): Promise<number> {
    const ttl = await this.call(() => this.redis.pttl(this.prefix + key));
    return ttl > 0 ? ttl : 0;
  }

  async clear(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.call(() => this.redis.del(...keys.map((key) => this.prefix + key)));
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
