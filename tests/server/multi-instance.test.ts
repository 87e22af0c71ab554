/**
 * Several instances (docs/decisions/097-several-instances.md): two full servers, each with its own
 * connection pool, on one PostgreSQL database and one Redis, sharing the signing key as
 * production does through AUTH_PRIVATE_KEY / AUTH_PUBLIC_KEY. What one instance knows, the
 * other must too: sign-in limits, stock, sessions and refreshed tokens.
 */
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { AccessTokenSigner } from '../../server/auth/tokens';
import { openDatabase } from '../../server/db/client';
import { localDate } from '../../server/shared/calendar-date';
import { scheduleVisit } from '../../server/modules/deliveries/delivery-service';
import { runBilling } from '../../server/modules/billing/billing-run';
import type { DatabaseHandle } from '../../server/db/client';
import type { CityFacts } from './helpers/checkout-fixtures';
import {
  CHECKOUT,
  checkoutVariables,
  cityNamed,
  stockOf,
  stockProduct,
} from './helpers/checkout-fixtures';
import type { PostgresTestDatabase } from './helpers/test-database';
import { createSeededPostgresTestDatabase } from './helpers/test-database';
import { clearRedisPrefix, redisForTests, TEST_REDIS_URL } from './helpers/auth-redis';
import { startS3 } from './helpers/s3-server';
import { endOf, positions } from './helpers/tracker-events';
import type { TestS3 } from './helpers/s3-server';
import { addMembership, billingCustomer, chargesOf, noonOf } from './helpers/billing-world';
import type { AuthTestServer, SessionBody } from './helpers/auth-server';
import { startAuthServer, strongPassword, uniqueEmail } from './helpers/auth-server';

const withRedis = await redisForTests();
const postgres = withRedis ? await createSeededPostgresTestDatabase() : null;
if (!postgres && process.env.CI)
  throw new Error('CI must run the multi-instance test on PostgreSQL');

const CREW_KEY = 'toronto-crew-key-multi-0123456789';

describe.skipIf(!postgres)('two instances on one PostgreSQL and one Redis', () => {
  const prefix = `multi-${process.pid}-${Date.now().toString(36)}:`;
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const env = {
    REDIS_URL: TEST_REDIS_URL,
    CREW_KEYS: `toronto=${CREW_KEY}`,
    AUTH_PRIVATE_KEY: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    AUTH_PUBLIC_KEY: publicKey.export({ format: 'pem', type: 'spki' }).toString(),
  };
  let database: PostgresTestDatabase;
  let secondPool: DatabaseHandle;
  let one: AuthTestServer;
  let two: AuthTestServer;
  let toronto: CityFacts;
  let s3: TestS3;

  beforeAll(async () => {
    // One S3-compatible store and one photo signing key for both, as in production.
    s3 = await startS3();
    Object.assign(env, s3.env);
    process.env.PHOTO_SIGNING_KEY = 'multi-instance-photo-signing-key-0123456789';
    database = postgres!;
    secondPool = await openDatabase({ databaseUrl: database.url, poolSize: 5 });
    const auth = {
      redisPrefix: prefix,
      // Hashing cost is not what this file is about; every other auth test pays the real one.
      passwordHash: { memoryCost: 1_024, timeCost: 1, parallelism: 1 },
    };
    one = await startAuthServer({ database: database.handle, env, auth });
    two = await startAuthServer({ database: secondPool, env, auth });
    toronto = await cityNamed(database.handle, 'Toronto');
  }, 120_000);

  afterAll(async () => {
    await one?.close();
    await two?.close();
    await secondPool?.close();
    await database?.drop();
    await clearRedisPrefix(prefix);
    await s3?.close();
    delete process.env.PHOTO_SIGNING_KEY;
  });

  /** A new account, signed up on `server`, with a delivery address in Toronto. */
  async function shopper(server: AuthTestServer) {
    const email = uniqueEmail('multi');
    const password = strongPassword();
    const created = await server.courier<SessionBody>('create', { email, password });
    expect(created.status).toBe(201);
    const [address] = await database.handle.query<{ id: string }>(
      `insert into addresses (customer_id, first_name, last_name, street_address, city, province,
         postal_code, type, city_id, is_primary)
       values ($1, 'Multi', 'Shopper', '301 Front Street West', 'Toronto', 'ON', 'M5V 2T6',
         'SHIPPING', $2, true) returning id`,
      [created.body.userId, toronto.id],
    );
    return {
      email,
      password,
      session: created.body,
      customer: { customerId: created.body.userId, addressId: address!.id },
    };
  }

  it('shares the sign-in limits: failures on one lock the account on the other', async () => {
    const { email, password } = await shopper(one);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await one.courier('login', { email, password: `${password}-wrong` });
      expect(wrong.status).toBe(401);
    }
    // The sixth try goes to the other instance: it knows about the five, so even the right
    // password waits.
    const locked = await two.courier('login', { email, password });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('never oversells: both take orders for the last 3 units, 3 orders are made', async () => {
    const product = await stockProduct(database.handle, toronto.id, 3, 7);
    const buyers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => shopper(index % 2 ? two : one)),
    );
    const attempts = await Promise.all(
      buyers.map(async (buyer, index) => {
        const server = index % 2 ? two : one;
        const card = await fetch(`${server.url}/payments/sandbox/tokens`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            number: '4242424242424242',
            expMonth: 12,
            expYear: 2031,
            cvc: '123',
            name: 'Multi Shopper',
          }),
        });
        const { source } = (await card.json()) as { source: string };
        const variables = checkoutVariables(
          toronto,
          buyer.customer,
          [{ productId: product.id, quantity: 1 }],
          { source },
          { idempotencyKey: randomUUID() },
        );
        const response = await fetch(`${server.url}/graphql`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-client-version': 'test-client',
            authorization: `Bearer ${buyer.session.token}`,
          },
          body: JSON.stringify({ query: CHECKOUT, variables }),
        });
        return (await response.json()) as {
          data: { checkout: { id: string } } | null;
          errors?: { extensions?: { code?: string } }[];
        };
      }),
    );
    const placed = attempts.filter((answer) => answer.data?.checkout.id);
    const refused = attempts.filter((answer) => answer.errors);
    expect(placed).toHaveLength(3);
    expect(refused.map((answer) => answer.errors?.[0]?.extensions?.code)).toEqual(
      Array(5).fill('OUT_OF_STOCK'),
    );
    expect(await stockOf(database.handle, toronto.id, product.id)).toBe(0);
  });

  it('takes a token refreshed on one instance on the other', async () => {
    const { email, password } = await shopper(one);
    const login = await one.courier<SessionBody>('login', { email, password });
    expect(login.status).toBe(200);
    const refreshed = await two.courier<SessionBody>('refresh', {
      token: login.body.refreshToken,
    });
    expect(refreshed.status).toBe(200);
    const answer = await one.graphql(
      '{ getOrderStatus { id totalremaining } }',
      refreshed.body.token,
    );
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data).toEqual({ getOrderStatus: [] });
    // The old refresh token is spent everywhere: reusing it on the first instance ends the family.
    const reused = await one.courier('refresh', { token: login.body.refreshToken });
    expect(reused.status).toBe(401);
    expect((await two.courier('refresh', { token: refreshed.body.refreshToken })).status).toBe(401);
  });

  it('refuses on the other instance, within 5 s, a token whose session ended on one', async () => {
    const { email, password } = await shopper(one);
    const login = await one.courier<SessionBody>('login', { email, password });
    const read = (server: AuthTestServer) =>
      server.graphql('{ getOrderStatus { id } }', login.body.token);
    // Both instances take the token, and the second has its session in its short cache.
    expect((await read(two)).body.errors).toBeUndefined();
    expect((await read(one)).body.errors).toBeUndefined();
    const signedOut = await one.courier('logout', { token: login.body.refreshToken });
    expect(signedOut.status).toBeLessThan(300);
    const ended = Date.now();
    let refusedAfter: number | null = null;
    while (Date.now() - ended < 6_000) {
      const answer = await read(two);
      if (answer.body.errors?.[0]?.extensions?.code) {
        refusedAfter = Date.now() - ended;
        expect(answer.body.errors[0]!.extensions!.code).toMatch(/^(invalid-jwt|NO_AUTH)$/);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(refusedAfter).not.toBeNull();
    expect(refusedAfter!).toBeLessThanOrEqual(5_000);
  });

  it('closes, within 5 s, a tracker stream held on the other instance when its session is signed out on one', async () => {
    const { email, password, customer } = await shopper(one);
    const login = await one.courier<SessionBody>('login', { email, password });
    const [order] = await database.handle.query<{ id: string }>(
      `insert into orders (customer_id, city_id, status, shipping_address_id)
       values ($1, $2, 'CONFIRMED', $3) returning id`,
      [customer.customerId, toronto.id, customer.addressId],
    );
    const deliveryId = await scheduleVisit(database.handle, {
      orderId: order!.id,
      customerId: customer.customerId,
      cityId: toronto.id,
      addressId: customer.addressId,
      kind: 'DELIVERY',
      date: localDate(new Date(), toronto.timezone),
      timeType: 'ANYTIME',
    });
    // The tracker is open on the second instance (decision 165) ...
    const stream = await fetch(`${two.url}/deliveries/${deliveryId}/events`, {
      headers: { authorization: `Bearer ${login.body.token}` },
    });
    expect(stream.status).toBe(200);
    const ending = endOf(stream);
    // ... and stays open while the session lasts.
    const early = await Promise.race([
      ending.then(() => 'ended'),
      new Promise((resolve) => setTimeout(() => resolve('open'), 1_500)),
    ]);
    expect(early).toBe('open');
    // Signed out on the first.
    const signedOut = await one.courier('logout', { token: login.body.refreshToken });
    expect(signedOut.status).toBeLessThan(300);
    const at = Date.now();
    const ended = await Promise.race([
      ending,
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 7_000)),
    ]);
    expect(ended).not.toBeNull();
    expect(ended!.reason).toBe('session-ended');
    expect(ended!.at - at).toBeLessThanOrEqual(5_000);
  });

  it('runs the billing job once: both instances start it together, each bill is charged once', async () => {
    const customers = [];
    for (let index = 0; index < 12; index += 1) {
      const customer = await billingCustomer(database.handle, { province: 'ON' });
      await addMembership(database.handle, customer, { startDate: '2026-03-10', feeCents: 4_900 });
      customers.push(customer);
    }
    const now = noonOf('2026-04-10');
    const [first, second] = await Promise.all([
      runBilling(database.handle, { gateway: one.app.services.payments, now }),
      runBilling(secondPool, { gateway: two.app.services.payments, now }),
    ]);
    // One instance took the advisory lock; the other skipped or found nothing left to bill.
    expect(first!.billsWritten + second!.billsWritten).toBeGreaterThanOrEqual(customers.length);
    expect([first!.skipped, second!.skipped].filter(Boolean).length).toBeLessThanOrEqual(1);
    for (const customer of customers) {
      const charges = await chargesOf(database.handle, customer.customerId);
      expect(charges.map((charge) => [charge.amount_cents, charge.status])).toEqual([
        [5_537, 'succeeded'],
      ]);
    }
  });

  it('carries a crew post on one to a tracker on the other, and keeps it for a restart', async () => {
    const { session, customer } = await shopper(one);
    const [order] = await database.handle.query<{ id: string }>(
      `insert into orders (customer_id, city_id, status, shipping_address_id)
       values ($1, $2, 'CONFIRMED', $3) returning id`,
      [customer.customerId, toronto.id, customer.addressId],
    );
    const deliveryId = await scheduleVisit(database.handle, {
      orderId: order!.id,
      customerId: customer.customerId,
      cityId: toronto.id,
      addressId: customer.addressId,
      kind: 'DELIVERY',
      date: localDate(new Date(), toronto.timezone),
      timeType: 'ANYTIME',
    });
    const watch = (server: AuthTestServer) =>
      fetch(`${server.url}/deliveries/${deliveryId}/events`, {
        headers: { authorization: `Bearer ${session.token}` },
      });
    const post = (server: AuthTestServer, body: Record<string, unknown>) =>
      fetch(`${server.url}/crew/positions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-depot-key': CREW_KEY },
        body: JSON.stringify({ deliveryId, ...body }),
      });
    const onTwo = await watch(two);
    expect(onTwo.status).toBe(200);
    const heard = positions(onTwo, 1);
    const posted = await post(one, { position: { x: 3.5, y: -1.25 }, etaMinutes: 40 });
    expect(posted.status).toBe(202);
    const [update] = await heard;
    expect(update).toMatchObject({ deliveryId, crew: { x: 3.5, y: -1.25 }, etaMinutes: 40 });

    // A post again within the second is refused; arrival always passes.
    const tooSoon = await post(one, { position: { x: 3.6, y: -1.2 } });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.headers.get('retry-after')).toBe('1');

    // An instance started after the post (a restart, a new one) shows the last position at once.
    const three = await startAuthServer({ database: secondPool, env });
    try {
      const [kept] = await positions(await watch(three), 1);
      expect(kept).toMatchObject({ deliveryId, crew: { x: 3.5, y: -1.25 } });
    } finally {
      await three.close();
    }
    const arrived = await post(one, { position: { x: 3.6, y: -1.2 }, step: 'ARRIVED' });
    expect(arrived.status).toBe(202);
  });

  it('serves a photo uploaded on one from the other, from the shared object store', async () => {
    const payer = await billingCustomer(database.handle);
    const item = await addMembership(database.handle, payer, { startDate: '2026-01-10' });
    const session = await one.app.auth.sessions.start(payer.customerId, 'test');
    const { token } = await new AccessTokenSigner(one.app.auth.keys).sign({
      userId: payer.customerId,
      roles: ['customer'],
      sessionId: session.sessionId,
      authTime: session.authTime,
    });
    const picture = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#8a6d3b' },
    })
      .jpeg()
      .toBuffer();
    const uploaded = await fetch(`${one.url}/return-photos/draft/${randomUUID()}/${item}`, {
      method: 'POST',
      headers: { 'content-type': 'image/jpeg', authorization: `Bearer ${token}` },
      body: new Uint8Array(picture),
    });
    expect(uploaded.status).toBe(201);
    const { signedURL } = (await uploaded.json()) as { signedURL: string };
    const read = await fetch(`${two.url}${signedURL}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await read.arrayBuffer())).metadata()).width).toBe(640);
  });
});
