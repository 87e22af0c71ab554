import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { scheduleVisit } from '../../server/modules/deliveries/delivery-service';
import { localDate } from '../../server/shared/calendar-date';
import { testBackends } from './helpers/backends';
import {
  CHECKOUT,
  checkoutVariables,
  cityNamed,
  createCustomer,
  startCheckoutServer,
  stockProduct,
} from './helpers/checkout-fixtures';
import type { CheckoutOrder, CheckoutServer, CityFacts } from './helpers/checkout-fixtures';
import { startSpawnedServer } from './helpers/spawned-server';

const backends = await testBackends();

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe.each(backends)('a stopping server on $name', (backend) => {
  let database: DatabaseHandle | undefined;
  let dispose: (() => Promise<void>) | undefined;
  let server: CheckoutServer | undefined;

  async function open(build: Parameters<typeof startCheckoutServer>[1] = {}) {
    const opened = await backend.open();
    database = opened.handle;
    dispose = opened.dispose;
    server = await startCheckoutServer(database, build);
    return { database, server, toronto: await cityNamed(database, 'Toronto') };
  }

  afterEach(async () => {
    await server?.app.close();
    await dispose?.();
    server = undefined;
    dispose = undefined;
  });

  it('lets a checkout already charging finish and answer, and refuses new requests', async () => {
    const charged = deferred();
    const release = deferred();
    const world = await open({
      checkout: {
        hooks: {
          afterCharge: async () => {
            charged.resolve();
            await release.promise;
          },
        },
      },
    });
    const customer = await createCustomer(world.database, world.toronto);
    const token = await world.server.tokenFor(customer.customerId);
    const product = await stockProduct(world.database, world.toronto.id, 3, 11);
    const source = await world.server.cardToken('4242424242424242');
    const answer = world.server.graphql<{ checkout: CheckoutOrder }>(
      CHECKOUT,
      checkoutVariables(world.toronto, customer, [{ productId: product.id, quantity: 1 }], {
        source,
      }),
      token,
    );
    await charged.promise;
    let closed = false;
    const closing = world.server.app.close().then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(closed).toBe(false);
    // A new request is not served while the running one finishes.
    const late = await fetch(`${world.server.url}/healthz`).then(
      (response) => response.status,
      () => 'refused',
    );
    expect([503, 'refused']).toContain(late);

    release.resolve();
    const placed = await answer;
    expect(placed.errors).toBeUndefined();
    expect(placed.data?.checkout.payment?.status).toBeTruthy();
    const started = Date.now();
    await closing;
    // Drained, not timed out: the server stops once the checkout has answered.
    expect(Date.now() - started).toBeLessThan(3_000);
    const [order] = await world.database.query<{ status: string }>(
      'select status from orders where id = $1',
      [placed.data!.checkout.id],
    );
    expect(order?.status).not.toBe('PENDING');
  }, 60_000);

  it('ends open tracker streams, so stopping does not wait for them', async () => {
    const world = await open();
    const customer = await createCustomer(world.database, world.toronto);
    const deliveryId = await visitOf(world.database, world.toronto, customer);
    const response = await fetch(`${world.server.url}/deliveries/${deliveryId}/events`, {
      headers: { authorization: `Bearer ${await world.server.tokenFor(customer.customerId)}` },
    });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    await reader.read();
    const started = Date.now();
    await world.server.app.close();
    expect(Date.now() - started).toBeLessThan(3_000);
    // The stream has ended: reading it to the end takes no time.
    for (;;) {
      const { done } = await reader.read();
      if (done) break;
    }
  }, 60_000);
});

async function visitOf(
  database: DatabaseHandle,
  city: CityFacts,
  customer: Awaited<ReturnType<typeof createCustomer>>,
): Promise<string> {
  const [order] = await database.query<{ id: string }>(
    `insert into orders (customer_id, city_id, status, shipping_address_id)
     values ($1, $2, 'CONFIRMED', $3) returning id`,
    [customer.customerId, city.id, customer.addressId],
  );
  return scheduleVisit(database, {
    orderId: order!.id,
    customerId: customer.customerId,
    cityId: city.id,
    addressId: customer.addressId,
    kind: 'DELIVERY',
    date: localDate(new Date(), city.timezone),
    timeType: 'ANYTIME',
  });
}

describe('SIGTERM', () => {
  it('stops the server cleanly, though a client keeps its connection and the signal comes twice', async () => {
    // A process manager may signal twice (and the tsx command passed its own on, late on a busy
    // machine): a second SIGTERM must not cut the stop short (it used to exit 143 at once).
    const server = await startSpawnedServer('PGlite');
    try {
      // A kept-alive connection, idle after its answer.
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      const started = Date.now();
      server.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 100));
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await server.dispose();
    }
  }, 120_000);
});
