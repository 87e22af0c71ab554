// Several instances (hardening issue, "Several instances"): two full servers (site off) on one
// PostgreSQL and one Redis, as production runs them behind a load balancer. Sign-in limits are
// shared, the last units are sold once, a token refreshed on one works on the other, and a
// session ended on one is refused on the other within 5 s.
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { testBackends } from '../../server/testing/backends';
import type {
  CheckoutOrder,
  CheckoutServer,
  CityFacts,
} from '../../server/testing/checkout-fixtures';
import {
  CHECKOUT,
  checkoutVariables,
  cityNamed,
  createCustomer,
  startCheckoutServer,
  stockOf,
  stockProduct,
} from '../../server/testing/checkout-fixtures';
import { clearRedisPrefix, redisForTests, TEST_REDIS_URL } from './helpers/auth-redis';
import { strongPassword, uniqueEmail, type SessionBody } from './helpers/auth-server';

const postgres = (await testBackends()).find((backend) => backend.name === 'PostgreSQL');
const redis = await redisForTests();

async function courier<T = Record<string, unknown>>(
  server: CheckoutServer,
  action: string,
  actionData: Record<string, unknown>,
): Promise<{ status: number; body: T & { code?: string } }> {
  const response = await fetch(`${server.url}/courier`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'courier', action, actionData }),
  });
  return { status: response.status, body: (await response.json()) as T & { code?: string } };
}

async function me(server: CheckoutServer, token: string): Promise<string> {
  const answer = await server.graphql<{ me: { userId: string } }>('{ me { userId } }', {}, token);
  return answer.data?.me.userId ?? `${answer.errors?.[0]?.extensions?.code}`;
}

describe.runIf(postgres && redis)('two instances on one PostgreSQL and Redis', () => {
  let database: DatabaseHandle;
  let dispose: () => Promise<void>;
  let one: CheckoutServer;
  let two: CheckoutServer;
  let toronto: CityFacts;
  const prefix = `test:multi:${randomUUID()}:`;

  beforeAll(async () => {
    ({ handle: database, dispose } = await postgres!.open());
    toronto = await cityNamed(database, 'Toronto');
    // What every instance shares in production: the signing key and Redis.
    const { privateKey } = generateKeyPairSync('ed25519', {
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    const env = { AUTH_PRIVATE_KEY: privateKey, REDIS_URL: TEST_REDIS_URL };
    const build = { auth: { redisPrefix: prefix } };
    one = await startCheckoutServer(database, build, env);
    two = await startCheckoutServer(database, build, env);
  });

  afterAll(async () => {
    await one?.app.close();
    await two?.app.close();
    await dispose?.();
    await clearRedisPrefix(prefix);
  });

  it('shares the sign-in limits: failures on either instance block the account on both', async () => {
    const email = uniqueEmail('multi');
    const password = strongPassword();
    expect((await courier(one, 'create', { email, password })).status).toBe(201);
    // Eight wrong passwords, half on each instance: alone, each saw four, within the five free.
    for (let i = 0; i < 8; i += 1) {
      const answer = await courier(i % 2 === 0 ? one : two, 'login', {
        email,
        password: `${password}-wrong`,
      });
      expect([401, 429]).toContain(answer.status);
    }
    const right = await courier(two, 'login', { email, password });
    expect(right.status).toBe(429);
    expect(right.body.code).toBe('too_many_attempts');
  });

  it('sells the last 3 units once when both instances take orders', async () => {
    const product = await stockProduct(database, toronto.id, 3, 40);
    const shoppers = await Promise.all(
      Array.from({ length: 20 }, async (_, index) => {
        const server = index % 2 === 0 ? one : two;
        const customer = await createCustomer(database, toronto);
        return { server, customer, token: await server.tokenFor(customer.customerId) };
      }),
    );
    const source = await one.cardToken('4242424242424242');
    const answers = await Promise.all(
      shoppers.map(({ server, customer, token }) =>
        server.graphql<{ checkout: CheckoutOrder }>(
          CHECKOUT,
          checkoutVariables(toronto, customer, [{ productId: product.id, quantity: 1 }], {
            source,
          }),
          token,
        ),
      ),
    );
    const placed = answers.filter((answer) => answer.data?.checkout.status === 'CONFIRMED');
    expect(placed).toHaveLength(3);
    expect(
      new Set(answers.filter((a) => a.errors).map((a) => a.errors?.[0]?.extensions?.code)),
    ).toEqual(new Set(['OUT_OF_STOCK']));
    expect(await stockOf(database, toronto.id, product.id)).toBe(0);
  });

  it('takes a token refreshed on one on the other, and refuses it there once the session ends', async () => {
    const created = await courier<SessionBody>(one, 'create', {
      email: uniqueEmail('multi'),
      password: strongPassword(),
    });
    expect(created.status).toBe(201);
    const refreshed = await courier<SessionBody>(two, 'refresh', {
      token: created.body.refreshToken,
    });
    expect(refreshed.status).toBe(200);
    expect(await me(one, refreshed.body.token)).toBe(created.body.userId);
    expect(await me(two, refreshed.body.token)).toBe(created.body.userId);
    // The next refresh works on the first instance.
    const again = await courier<SessionBody>(one, 'refresh', {
      token: refreshed.body.refreshToken,
    });
    expect(again.status).toBe(200);

    // Sign-out on one instance: the other refuses the token within 5 s.
    expect(await me(two, again.body.token)).toBe(created.body.userId);
    expect((await courier(one, 'logout', { token: again.body.refreshToken })).status).toBe(200);
    const started = Date.now();
    let answer = await me(two, again.body.token);
    while (answer === created.body.userId && Date.now() - started < 7_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      answer = await me(two, again.body.token);
    }
    expect(answer).toBe('invalid-jwt');
    expect(Date.now() - started).toBeLessThanOrEqual(5_000);
  });
});
