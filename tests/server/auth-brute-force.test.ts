import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryAttemptStore, RedisAttemptStore } from '../../server/auth/attempt-store';
import type { AttemptStore } from '../../server/auth/attempt-store';
import { addressKey } from '../../server/auth/brute-force';
import type { DatabaseHandle } from '../../server/db/client';
import { clearRedisPrefix, redisForTests, TEST_REDIS_URL } from './helpers/auth-redis';
import {
  startAuthServer,
  strongPassword,
  uniqueEmail,
  type AuthTestServer,
} from './helpers/auth-server';
import { openSeededTestDatabase } from './helpers/test-database';

const withRedis = await redisForTests();
const prefix = `storefront-test:${process.pid}:${Date.now().toString(36)}:`;

interface StoreCase {
  name: string;
  /** A store; `scope` keeps its keys apart from other stores' (Redis is shared). */
  open: (scope?: string) => Promise<AttemptStore>;
}

const stores: StoreCase[] = [
  { name: 'in memory', open: async () => new MemoryAttemptStore() },
  ...(withRedis
    ? [
        {
          name: 'in Redis (127.0.0.1:6379)',
          open: (scope = '') =>
            RedisAttemptStore.connect(TEST_REDIS_URL, { prefix: `${prefix}${scope}` }),
        },
      ]
    : []),
];

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openSeededTestDatabase();
});

afterAll(async () => {
  await database?.close();
  if (withRedis) await clearRedisPrefix(prefix);
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(stores)('failed sign-ins, counted $name', ({ open }) => {
  let server: AuthTestServer;
  let store: AttemptStore;

  beforeAll(async () => {
    store = await open();
    server = await startAuthServer({
      database,
      auth: {
        store,
        // Production limits, except a one-second first delay so the growth is quick to see
        // and a small per-address limit so it is reached without hundreds of requests.
        bruteForce: { accountBaseDelayMs: 1_000, addressFailures: 12 },
      },
    });
  });

  afterAll(async () => {
    await server?.close();
    await store?.close();
  });

  it('allows 5 failures, then answers 429 with a growing Retry-After, even for the right password', async () => {
    const email = uniqueEmail('victim');
    const password = strongPassword();
    await server.courier('create', { email, password });
    const headers = { 'x-forwarded-for': '1' }; // ignored: trustProxy is off outside production
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const answer = await server.courier(
        'login',
        { email, password: `wrong-guess-${attempt}` },
        headers,
      );
      expect(answer.status).toBe(401);
    }
    const blocked = await server.courier('login', { email, password });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('1');
    expect(blocked.body).toMatchObject({ code: 'too_many_attempts', retryAfter: 1 });
    expect(blocked.body.message).toMatch(/^Too many attempts\. Please wait 1 second/);

    await sleep(1_100);
    expect((await server.courier('login', { email, password: 'wrong-guess-6' })).status).toBe(401);
    const longer = await server.courier('login', { email, password });
    expect(longer.status).toBe(429);
    expect(longer.headers.get('retry-after')).toBe('2');

    await sleep(2_100);
    const ok = await server.courier('login', { email, password });
    expect(ok.status).toBe(200);
  });

  it('limits failures per client address across accounts', async () => {
    const emails = Array.from({ length: 12 }, () => uniqueEmail('spray'));
    // The first test's 6 failures count for this address too (one server, one address).
    let status = 0;
    let answered = 0;
    for (const email of emails) {
      const answer = await server.courier('login', { email, password: 'Summer-guess-2025' });
      status = answer.status;
      answered += 1;
      if (status === 429) break;
    }
    expect(status).toBe(429);
    expect(answered).toBeLessThanOrEqual(12);
    // A different account from the same address is refused before its password is checked.
    const other = await server.courier('login', {
      email: uniqueEmail('innocent'),
      password: 'whatever-it-is',
    });
    expect(other.status).toBe(429);
    expect(Number(other.headers.get('retry-after'))).toBeGreaterThan(800);
  });
});

describe.each(stores)('parallel guesses, counted $name', ({ open }) => {
  let server: AuthTestServer;
  let store: AttemptStore;

  beforeAll(async () => {
    store = await open('parallel:');
    // Production account limits; the address limit out of the way, so only the account's counts.
    server = await startAuthServer({
      database,
      auth: { store, bruteForce: { addressFailures: 10_000 } },
    });
  });

  afterAll(async () => {
    await server?.close();
    await store?.close();
  });

  it('checks exactly 5 passwords of 40 guesses sent at once', async () => {
    const email = uniqueEmail('burst');
    await server.courier('create', { email, password: strongPassword() });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, attempt) =>
        server.courier('login', { email, password: `wrong-guess-${attempt}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(35);
  });

  it('gives no session to the right password sent after 5 guesses of a burst of 30', async () => {
    const email = uniqueEmail('burst-right');
    const password = strongPassword();
    await server.courier('create', { email, password });
    // Five guesses are in flight before the right password is sent with 24 more.
    const first = Array.from({ length: 5 }, (_, attempt) =>
      server.courier('login', { email, password: `wrong-first-${attempt}` }),
    );
    await sleep(0);
    const rest = Array.from({ length: 25 }, (_, attempt) =>
      server.courier('login', { email, password: attempt === 12 ? password : `wrong-${attempt}` }),
    );
    const answers = await Promise.all([...first, ...rest]);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(0);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(answers.every((answer) => !('accessToken' in answer.body))).toBe(true);
  });

  it('still signs in the owner whose right password is among the first five', async () => {
    const email = uniqueEmail('burst-owner');
    const password = strongPassword();
    await server.courier('create', { email, password });
    const answer = await server.courier('login', { email, password });
    expect(answer.status).toBe(200);
    // A success takes back its reservation: five more failures are free afterwards.
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await server.courier('login', { email, password: `wrong-${attempt}` })).status).toBe(
        401,
      );
    }
    expect((await server.courier('login', { email, password })).status).toBe(429);
  });
});

describe.each(stores)('the attempt store $name', ({ open }) => {
  it('counts in fixed windows, blocks for the longer time, and clears', async () => {
    const store = await open();
    try {
      const key = `unit:${Math.random()}`;
      expect(await store.increment(key, 60_000)).toMatchObject({ count: 1 });
      const second = await store.increment(key, 60_000);
      expect(second.count).toBe(2);
      expect(second.resetMs).toBeGreaterThan(50_000);
      expect(second.resetMs).toBeLessThanOrEqual(60_000);

      await store.block(`${key}:block`, 5_000);
      await store.block(`${key}:block`, 1_000); // a shorter block does not shorten it
      expect(await store.blockedFor(`${key}:block`)).toBeGreaterThan(4_000);
      await store.clear([key, `${key}:block`]);
      expect(await store.blockedFor(`${key}:block`)).toBe(0);
      expect((await store.increment(key, 60_000)).count).toBe(1);

      const short = `${key}:short`;
      await store.increment(short, 50);
      await sleep(80);
      expect((await store.increment(short, 50)).count).toBe(1);
    } finally {
      await store.close();
      if (store.kind === 'redis') await clearRedisPrefix(prefix);
    }
  });

  it('caps an account at 100 failures an hour, whatever the delays', async () => {
    const store = await open();
    const server = await startAuthServer({
      database,
      auth: {
        store,
        // Delays off, so only the hourly cap can stop the attempts.
        bruteForce: { accountFreeFailures: 1_000, addressFailures: 1_000 },
        passwordHash: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
      },
    });
    try {
      const email = uniqueEmail('capped');
      let failures = 0;
      for (;;) {
        const answer = await server.courier('login', { email, password: 'not-it-at-all' });
        if (answer.status === 429) {
          expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(3_000);
          break;
        }
        expect(answer.status).toBe(401);
        failures += 1;
        if (failures > 150) throw new Error('no cap');
      }
      expect(failures).toBe(100);
    } finally {
      await server.close();
      await store.close();
    }
  });
});

describe.skipIf(!withRedis)('a Redis that stops answering', () => {
  it('refuses sign-in with 503 instead of leaving it unlimited', async () => {
    const store = await RedisAttemptStore.connect(TEST_REDIS_URL, { prefix });
    await store.close();
    await expect(store.increment('after-close', 1_000)).rejects.toMatchObject({
      status: 503,
      code: 'service_unavailable',
      retryAfter: 30,
    });
  });

  it('is reported at start-up when REDIS_URL does not answer', async () => {
    await expect(
      RedisAttemptStore.connect('redis://127.0.0.1:1', { timeoutMs: 500 }),
    ).rejects.toThrow(/^REDIS_URL does not answer/);
  });
});

describe('client addresses', () => {
  it('group IPv6 clients by /64 and read IPv4-mapped addresses as IPv4', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
  });
});
