import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryVerificationCodeStore } from '../../server/modules/account/account-verification';
import type { VerificationCodeStore } from '../../server/modules/account/account-verification';
import { RedisVerificationCodeStore } from '../../server/modules/account/account-verification-store';
import { clearRedisPrefix, redisForTests, TEST_REDIS_URL } from './helpers/auth-redis';

const prefix = `storefront-test:verify:${randomUUID()}:`;
const redis = (await redisForTests())
  ? await RedisVerificationCodeStore.connect(TEST_REDIS_URL, { prefix })
  : null;

afterAll(async () => {
  await redis?.close();
  if (redis) await clearRedisPrefix(prefix);
});

const stores: { name: string; store: VerificationCodeStore }[] = [
  { name: 'memory', store: new MemoryVerificationCodeStore() },
  ...(redis ? [{ name: 'Redis', store: redis }] : []),
];

describe.each(stores)('verification code store ($name)', ({ store }) => {
  it('keeps a pending code until it expires or is deleted', async () => {
    const customer = randomUUID();
    const code = {
      phone: '+14165550134',
      salt: 'c2FsdA',
      hash: 'aGFzaA',
      sentAt: Date.now(),
      expiresAt: Date.now() + 60_000,
    };
    await store.putCode(customer, code);
    expect(await store.getCode(customer)).toEqual(code);
    await store.deleteCode(customer);
    expect(await store.getCode(customer)).toBeNull();
    await store.putCode(customer, { ...code, expiresAt: Date.now() + 30 });
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await store.getCode(customer)).toBeNull();
  });

  it('counts tries sent at the same time one by one', async () => {
    const customer = randomUUID();
    const counts = await Promise.all(
      Array.from({ length: 20 }, () => store.addAttempt(customer, 60_000)),
    );
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(await store.attempts(customer)).toBe(20);
    await store.reset(customer);
    expect(await store.attempts(customer)).toBe(0);
  });

  it('keeps the later lock, and forgets it once it has passed', async () => {
    const customer = randomUUID();
    const later = Date.now() + 60_000;
    await store.lock(customer, later);
    await store.lock(customer, Date.now() + 1_000);
    expect(await store.lockedUntil(customer)).toBe(later);
    const other = randomUUID();
    await store.lock(other, Date.now() + 30);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await store.lockedUntil(other)).toBeNull();
  });
});
