import { describe, expect, it } from 'vitest';
import { AccessTokenSigner } from '../../server/auth/tokens';
import { MAX_STREAMS_PER_CUSTOMER } from '../../server/api/delivery-events';
import type { DatabaseHandle } from '../../server/db/client';
import { localDate } from '../../server/shared/calendar-date';
import { scheduleVisit } from '../../server/modules/deliveries/delivery-service';
import { testBackends } from './helpers/backends';
import type { CheckoutServer, CityFacts } from './helpers/checkout-fixtures';
import { createCustomer } from './helpers/checkout-fixtures';
import { withCheckoutWorld } from './helpers/checkout-world';
import { endOf, positions } from './helpers/tracker-events';

const backends = await testBackends();

/** Reads a stream to its end: the `event: end` reason (null when none) and when it came. */
describe.each(backends)('tracker events on $name', (backend) => {
  let database: DatabaseHandle;
  let server: CheckoutServer;
  let toronto: CityFacts;
  withCheckoutWorld(backend, (world) => ({ database, server, toronto } = world));

  it("streams the visit's updates to its customer only", async () => {
    const customer = await createCustomer(database, toronto);
    const [order] = await database.query<{ id: string }>(
      `insert into orders (customer_id, city_id, status, shipping_address_id)
       values ($1, $2, 'CONFIRMED', $3) returning id`,
      [customer.customerId, toronto.id, customer.addressId],
    );
    const deliveryId = await scheduleVisit(database, {
      orderId: order!.id,
      customerId: customer.customerId,
      cityId: toronto.id,
      addressId: customer.addressId,
      kind: 'DELIVERY',
      date: localDate(new Date(), toronto.timezone),
      timeType: 'ANYTIME',
    });
    const url = `${server.url}/deliveries/${deliveryId}/events`;
    expect((await fetch(url)).status).toBe(401);
    const stranger = await createCustomer(database, toronto);
    const theirs = await fetch(url, {
      headers: { authorization: `Bearer ${await server.tokenFor(stranger.customerId)}` },
    });
    expect(theirs.status).toBe(404);

    const response = await fetch(url, {
      headers: { authorization: `Bearer ${await server.tokenFor(customer.customerId)}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reading = positions(response, 1);
    await server.app.services.deliveryFeed.tick();
    const [update] = await reading;
    expect(update).toMatchObject({ deliveryId, depot: { x: 0, y: 0 } });
    expect(['SCHEDULED', 'OUT_FOR_DELIVERY', 'ARRIVED', 'COMPLETED']).toContain(update!.status);
  });

  async function visitOf(customer: Awaited<ReturnType<typeof createCustomer>>) {
    const [order] = await database.query<{ id: string }>(
      `insert into orders (customer_id, city_id, status, shipping_address_id)
       values ($1, $2, 'CONFIRMED', $3) returning id`,
      [customer.customerId, toronto.id, customer.addressId],
    );
    return scheduleVisit(database, {
      orderId: order!.id,
      customerId: customer.customerId,
      cityId: toronto.id,
      addressId: customer.addressId,
      kind: 'DELIVERY',
      date: localDate(new Date(), toronto.timezone),
      timeType: 'ANYTIME',
    });
  }

  it('ends the stream within 5 s of the session ending, and when the token expires', async () => {
    const customer = await createCustomer(database, toronto);
    const deliveryId = await visitOf(customer);
    const url = `${server.url}/deliveries/${deliveryId}/events`;
    // Its own session (as a sign-in starts), ended as a sign-out on another instance would:
    // the row goes from the shared database.
    const session = await server.app.auth.sessions.start(customer.customerId, 'test');
    const signer = new AccessTokenSigner(server.app.auth.keys);
    const { token } = await signer.sign({
      userId: customer.customerId,
      roles: ['customer'],
      sessionId: session.sessionId,
      authTime: session.authTime,
    });
    const stream = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    expect(stream.status).toBe(200);
    const ending = endOf(stream);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const signedOut = Date.now();
    await database.query('delete from auth_sessions where id = $1', [session.sessionId]);
    const ended = await ending;
    expect(ended.reason).toBe('session-ended');
    expect(ended.at - signedOut).toBeLessThanOrEqual(5_000 + 500);

    // A token that runs out ends its stream at its expiry (2 s here), session or not.
    const fresh = await server.app.auth.sessions.start(customer.customerId, 'test');
    const short = new AccessTokenSigner(server.app.auth.keys, Date.now, 2);
    const { token: brief } = await short.sign({
      userId: customer.customerId,
      roles: ['customer'],
      sessionId: fresh.sessionId,
      authTime: fresh.authTime,
    });
    const opened = Date.now();
    const expiring = await fetch(url, { headers: { authorization: `Bearer ${brief}` } });
    expect(expiring.status).toBe(200);
    const expired = await endOf(expiring);
    expect(expired.reason).toBe('token-expired');
    expect(expired.at - opened).toBeLessThan(2_000 + 2_500);
  });

  it(`keeps ${MAX_STREAMS_PER_CUSTOMER} streams per customer: one more ends the oldest`, async () => {
    const customer = await createCustomer(database, toronto);
    const deliveryId = await visitOf(customer);
    const url = `${server.url}/deliveries/${deliveryId}/events`;
    const token = await server.tokenFor(customer.customerId);
    const streams: Response[] = [];
    for (let count = 0; count < MAX_STREAMS_PER_CUSTOMER; count += 1) {
      const stream = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      expect(stream.status).toBe(200);
      streams.push(stream);
    }
    const oldest = endOf(streams[0]!);
    const extra = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    expect(extra.status).toBe(200);
    expect((await oldest).reason).toBe('replaced');
    // The others still stream: a tick reaches the newest.
    const reading = positions(extra, 1);
    await server.app.services.deliveryFeed.tick();
    expect((await reading)[0]).toMatchObject({ deliveryId });
    for (const stream of streams.slice(1)) await stream.body!.cancel();
  });
});
