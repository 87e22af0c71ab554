/**
 * Counters and blocks for rate limits, behind one interface with two stores: in memory (one
 * process) and Redis (shared by every instance, `REDIS_URL`). Counters are fixed windows that
 * start at the first hit; blocks are keys that expire.
 */
import { Redis } from 'ioredis';
import { AuthError } from './auth-errors';

export interface Counter {
  count: number;
  /** Milliseconds until the window ends and the count starts again from zero. */
  resetMs: number;
}

export interface AttemptStore {
  readonly kind: 'memory' | 'redis';
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

  async block(key: string, ms: number): Promise<void> {
    const until = this.now() + ms;
    if ((this.blocks.get(key) ?? 0) < until) this.blocks.set(key, until);
  }

  async blockedFor(key: string): Promise<number> {
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
      throw new AuthError(
        503,
        'service_unavailable',
        'Signing in is unavailable for a moment. Please try again shortly.',
        {},
        30,
        { cause: error },
      );
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
