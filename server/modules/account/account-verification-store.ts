/**
 * Verification codes in Redis (`REDIS_URL`), shared by every API instance (decision 110): the
 * same operations as the in-memory store, each one atomic in Redis, every key expiring on its own.
 */
import { Redis } from 'ioredis';
import type { PendingCode, VerificationCodeStore } from './account-verification';

/** INCR that starts the key's window at the first hit. */
const COUNT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

/** Keeps the later of the stored and the asked lock end; the key lives until then. */
const LOCK = `local current = tonumber(redis.call('GET', KEYS[1]) or '0')
local wanted = tonumber(ARGV[1])
if wanted > current then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', math.max(1, wanted - tonumber(ARGV[2])))
end
return 1`;

export class RedisVerificationCodeStore implements VerificationCodeStore {
  private constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly now: () => number,
  ) {}

  /** Connects and waits until Redis answers; one that does not is an error at start-up. */
  static async connect(
    url: string,
    options: { prefix?: string; now?: () => number; onError?: (error: Error) => void } = {},
  ): Promise<RedisVerificationCodeStore> {
    const redis = new Redis(url, {
      lazyConnect: true,
      connectTimeout: 5_000,
      maxRetriesPerRequest: 1,
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
    return new RedisVerificationCodeStore(
      redis,
      options.prefix ?? 'storefront:verify:',
      options.now ?? Date.now,
    );
  }

  private key(kind: string, customerId: string): string {
    return `${this.prefix}${kind}:${customerId}`;
  }

  async getCode(customerId: string): Promise<PendingCode | null> {
    const raw = await this.redis.get(this.key('code', customerId));
    return raw ? (JSON.parse(raw) as PendingCode) : null;
  }
  async putCode(customerId: string, code: PendingCode): Promise<void> {
    const ttl = Math.max(1, code.expiresAt - this.now());
    await this.redis.set(this.key('code', customerId), JSON.stringify(code), 'PX', ttl);
  }
  async deleteCode(customerId: string): Promise<void> {
    await this.redis.del(this.key('code', customerId));
  }
  async addAttempt(customerId: string, windowMs: number): Promise<number> {
    return Number(await this.redis.eval(COUNT, 1, this.key('attempts', customerId), windowMs));
  }
  async attempts(customerId: string): Promise<number> {
    return Number((await this.redis.get(this.key('attempts', customerId))) ?? 0);
  }
  async addSend(customerId: string, windowMs: number): Promise<number> {
    return Number(await this.redis.eval(COUNT, 1, this.key('sends', customerId), windowMs));
  }
  async lock(customerId: string, until: number): Promise<void> {
    await this.redis.eval(LOCK, 1, this.key('lock', customerId), until, this.now());
  }
  async lockedUntil(customerId: string): Promise<number | null> {
    const until = Number((await this.redis.get(this.key('lock', customerId))) ?? 0);
    return until > this.now() ? until : null;
  }
  async reset(customerId: string): Promise<void> {
    await this.redis.del(this.key('attempts', customerId), this.key('lock', customerId));
  }
  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
