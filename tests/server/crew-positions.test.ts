import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { addDays, localDate } from '../../server/shared/calendar-date';
import type { TrackerUpdate } from '../../server/modules/deliveries/delivery-feed';
import { scheduleVisit } from '../../server/modules/deliveries/delivery-service';
import { DEMO_UPCOMING_DAYS_AHEAD } from '../../server/db/seed/deliveries';
import { testBackends } from './helpers/backends';
import { TEST_REFERENCE_DATE } from './helpers/test-database';
import type { CheckoutServer, CityFacts } from './helpers/checkout-fixtures';
import { cityNamed, createCustomer, startCheckoutServer } from './helpers/checkout-fixtures';

const backends = await testBackends();

const TORONTO_KEY = 'toronto-crew-key-0123456789abcdef';
const MONTREAL_KEY = 'montreal-crew-key-0123456789abcdef';

describe.each(backends)('crew positions on $name', (backend) => {
  let database: DatabaseHandle;
  let server: CheckoutServer;
  let toronto: CityFacts;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    const opened = await backend.open();
    database = opened.handle;
    dispose = opened.dispose;
    server = await startCheckoutServer(
      database,
      {},
      {
        CREW_KEYS: `toronto=${TORONTO_KEY},montreal=${MONTREAL_KEY}`,
        // These tests post a day's steps at once; the limit has its own test.
        CREW_POST_INTERVAL_MS: '0',
      },
    );
    toronto = await cityNamed(database, 'Toronto');
  }, 120_000);
  afterAll(async () => {
    await server?.app.close();
    await dispose?.();
  });

  async function visit(date: string) {
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
      date,
      timeType: 'ANYTIME',
    });
    return { deliveryId, customer };
  }

  const post = (key: string | null, body: unknown) =>
    fetch(`${server.url}/crew/positions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(key === null ? {} : { 'x-depot-key': key }),
      },
      body: JSON.stringify(body),
    });

  const status = async (deliveryId: string) =>
    (
      await database.query<{ status: string; nearby_at: Date | null }>(
        'select status, nearby_at from deliveries where id = $1',
        [deliveryId],
      )
    )[0];

  it('refuses a missing or wrong key (401) and another depot’s key (403), changing nothing', async () => {
    const { deliveryId } = await visit(localDate(new Date(), toronto.timezone));
    const body = { deliveryId, position: { x: 1, y: 2 } };
    const none = await post(null, body);
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ code: 'CREW_KEY_INVALID' });
    const wrong = await post('not-a-key-of-any-depot-at-all', body);
    expect(wrong.status).toBe(401);
    const other = await post(MONTREAL_KEY, body);
    expect(other.status).toBe(403);
    expect(await other.json()).toMatchObject({ code: 'WRONG_DEPOT' });
    expect(await status(deliveryId)).toMatchObject({ status: 'SCHEDULED', nearby_at: null });
    const bad = await post(TORONTO_KEY, { deliveryId, position: { x: 'east' } });
    expect(bad.status).toBe(400);
    const tomorrow = await visit(addDays(localDate(new Date(), toronto.timezone), 1));
    const early = await post(TORONTO_KEY, {
      deliveryId: tomorrow.deliveryId,
      position: { x: 0, y: 0 },
    });
    expect(early.status).toBe(409);
    expect(await status(tomorrow.deliveryId)).toMatchObject({ status: 'SCHEDULED' });
  });

  it('feeds the tracker: the customer’s stream hears the post, the timeline moves, notices once', async () => {
    const { deliveryId, customer } = await visit(localDate(new Date(), toronto.timezone));
    const stream = await fetch(`${server.url}/deliveries/${deliveryId}/events`, {
      headers: { authorization: `Bearer ${await server.tokenFor(customer.customerId)}` },
    });
    const reader = stream.body!.getReader();
    const far = await post(TORONTO_KEY, {
      deliveryId,
      position: { x: 0.5, y: 0.5 },
      etaMinutes: 55,
      stopsBefore: 2,
    });
    expect(far.status).toBe(202);
    let text = '';
    while (!text.includes('event: position')) {
      const { value } = await reader.read();
      text += new TextDecoder().decode(value);
    }
    const data = text.split('\n').find((line) => line.startsWith('data: '))!;
    const update = JSON.parse(data.slice(6)) as TrackerUpdate;
    expect(update).toMatchObject({
      deliveryId,
      status: 'OUT_FOR_DELIVERY',
      etaMinutes: 55,
      stopsBefore: 2,
      crew: { x: 0.5, y: 0.5 },
    });
    await reader.cancel();
    expect(await status(deliveryId)).toMatchObject({ status: 'OUT_FOR_DELIVERY', nearby_at: null });
    expect(
      (await post(TORONTO_KEY, { deliveryId, position: { x: 1, y: 1 }, etaMinutes: 20 })).status,
    ).toBe(202);
    expect(
      (await post(TORONTO_KEY, { deliveryId, position: { x: 1, y: 1 }, etaMinutes: 10 })).status,
    ).toBe(202);
    const nearby = await status(deliveryId);
    expect(nearby!.nearby_at).not.toBeNull();
    // Two posts under 30 minutes: one "30 minutes away" notice (this customer hears by mail),
    // sent by the server's notices job about a second after the step (decision 186).
    const subjects = async () =>
      (
        await database.query<{ subject: string }>(
          `select subject from auth_mail_outbox where text_body like $1 order by subject`,
          [`%/delivery/${deliveryId}%`],
        )
      ).map((notice) => notice.subject);
    await expect
      .poll(subjects, { timeout: 15_000, interval: 200 })
      .toEqual(['Our crew is 30 minutes away', 'Your delivery is on its way today']);
    const done = await post(TORONTO_KEY, {
      deliveryId,
      position: { x: 1, y: 1 },
      step: 'COMPLETED',
    });
    expect(done.status).toBe(202);
    expect(await status(deliveryId)).toMatchObject({ status: 'COMPLETED' });
    const after = await post(TORONTO_KEY, { deliveryId, position: { x: 1, y: 1 } });
    expect(after.status).toBe(409);
  });

  it('seeds Alex a coming delivery, and tells the client no map style is set', async () => {
    const [alex] = await database.query<{ id: string }>(
      `select id from customers where email = 'alex.tremblay@example.ca'`,
    );
    const token = await server.tokenFor(alex!.id);
    const answer = await server.graphql<{
      getDeliveries: { upcoming: { date: string; status: string; items: unknown[] }[] };
      trackerMapStyle: string | null;
    }>('{ getDeliveries { upcoming { date status items { name } } } trackerMapStyle }', {}, token);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.trackerMapStyle).toBeNull();
    // Three days after the seed's reference date, in the morning window.
    expect(answer.data!.getDeliveries.upcoming).toEqual([
      expect.objectContaining({
        date: addDays(TEST_REFERENCE_DATE, DEMO_UPCOMING_DAYS_AHEAD),
        status: 'SCHEDULED',
        items: [expect.objectContaining({ name: expect.any(String) })],
      }),
    ]);
  });
});
