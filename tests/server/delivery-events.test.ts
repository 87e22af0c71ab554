import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { localDate } from '../../server/domain/calendar-date';
import type { TrackerUpdate } from '../../server/domain/deliveries/delivery-feed';
import { scheduleVisit } from '../../server/domain/deliveries/delivery-service';
import { testBackends } from '../../server/testing/backends';
import type { CheckoutServer, CityFacts } from '../../server/testing/checkout-fixtures';
import { createCustomer } from '../../server/testing/checkout-fixtures';
import { withCheckoutWorld } from './helpers/checkout-world';

const backends = await testBackends();

/** Reads server-sent events until `count` position events came. */
async function positions(response: Response, count: number): Promise<TrackerUpdate[]> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const found: TrackerUpdate[] = [];
  while (found.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    const blocks = text.split('\n\n');
    text = blocks.pop() ?? '';
    for (const block of blocks) {
      const data = block.split('\n').find((line) => line.startsWith('data: '));
      if (block.includes('event: position') && data) found.push(JSON.parse(data.slice(6)));
    }
  }
  await reader.cancel();
  return found;
}

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
});
