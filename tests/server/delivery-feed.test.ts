import { describe, expect, it } from 'vitest';
import { readOutbox } from '../../server/auth/mail';
import type { DatabaseHandle } from '../../server/db/client';
import { addDays, localDate } from '../../server/shared/calendar-date';
import type { TrackerUpdate } from '../../server/modules/deliveries/delivery-feed';
import { SimulatedDeliveryFeed, zonedInstant } from '../../server/modules/deliveries/delivery-feed';
import { NoticeSender } from '../../server/modules/notices/index';
import { createDeliveryEvents } from '../../server/composition-root';
import { SandboxGateway } from '../../server/payments/sandbox-gateway';
import { OutboxSmsGateway } from '../../server/sms/sms-gateway';
import { testBackends } from './helpers/backends';
import type {
  CheckoutOrder,
  CheckoutServer,
  CityFacts,
  TestCustomer,
} from './helpers/checkout-fixtures';
import {
  CHECKOUT,
  checkoutVariables,
  createCustomer,
  offerOf,
  stockProduct,
} from './helpers/checkout-fixtures';
import { withCheckoutWorld } from './helpers/checkout-world';

const backends = await testBackends();

describe.each(backends)('the simulated delivery feed on $name', (backend) => {
  let database: DatabaseHandle;
  let server: CheckoutServer;
  let toronto: CityFacts;
  withCheckoutWorld(backend, (world) => ({ database, server, toronto } = world));

  async function order(
    skip: number,
    day: string,
  ): Promise<{ customer: TestCustomer; order: CheckoutOrder; deliveryId: string }> {
    const customer = await createCustomer(database, toronto);
    const token = await server.tokenFor(customer.customerId);
    const sofa = await stockProduct(database, toronto.id, 5, skip, { everyWay: true });
    const subscription = await offerOf(database, sofa.id, ['subscribe']);
    const answer = await server.graphql<{ checkout: CheckoutOrder }>(
      CHECKOUT,
      {
        ...checkoutVariables(toronto, customer, [], {
          source: await server.cardToken('4242424242424242'),
        }),
        products: [
          {
            productId: String(sofa.id),
            quantity: 1,
            purchaseOption: 'subscribe',
            termLength: subscription.termLength,
          },
        ],
        deliverydate: day,
        deliverytimetype: 'AFTERNOON',
      },
      token,
    );
    expect(answer.errors).toBeUndefined();
    const [row] = await database.query<{ id: string }>(
      'select id from deliveries where order_id = $1',
      [answer.data!.checkout.id],
    );
    return { customer, order: answer.data!.checkout, deliveryId: row!.id };
  }

  it('drives the crew through a day in seconds: timeline, one notice of each kind, units delivered', async () => {
    const day = addDays(localDate(new Date(), 'America/Toronto'), toronto.defaultDeliveryDays + 20);
    const first = await order(300, day);
    const second = await order(310, day);
    // The second customer hears by text.
    await database.query(
      `update customers set phone1 = '+14165550123', mobile_verified = true where id = $1`,
      [second.customer.customerId],
    );
    await database.query(`update deliveries set notify_channel = 'SMS' where id = $1`, [
      second.deliveryId,
    ]);

    let clock = zonedInstant(day, 6, 'America/Toronto').getTime();
    const end = zonedInstant(day, 22, 'America/Toronto').getTime();
    const sms = new OutboxSmsGateway(() => undefined, 200);
    // The crew's notices go through the notices outbox (decision 186), sent by its job's pass.
    const notices = new NoticeSender({
      handle: database,
      mail: { kind: 'outbox', keep: 200 },
      sms,
      siteUrl: 'https://shop.example.ca/',
      log: { info: () => undefined, warn: () => undefined },
    });
    const events = createDeliveryEvents(database, new SandboxGateway(database));
    const feed = new SimulatedDeliveryFeed(database, events, () => new Date(clock));
    const seen: TrackerUpdate[] = [];
    const unsubscribe = feed.subscribe(second.deliveryId, (update) => seen.push(update));

    const started = performance.now();
    for (; clock <= end; clock += 5 * 60_000) {
      await feed.tick();
      await notices.runOnce();
    }
    const firstPass = seen.length;
    // Once more over the same day: nothing is sent twice.
    for (
      clock = zonedInstant(day, 12, 'America/Toronto').getTime();
      clock <= end;
      clock += 30 * 60_000
    ) {
      await feed.tick();
      await notices.runOnce();
    }
    unsubscribe();
    expect(performance.now() - started).toBeLessThan(60_000);

    const timeline = await database.query<{
      id: string;
      status: string;
      out_for_delivery_at: Date;
      nearby_at: Date;
      arrived_at: Date;
      completed_at: Date;
    }>(
      `select id, status, out_for_delivery_at, nearby_at, arrived_at, completed_at
         from deliveries where id = any($1::uuid[])`,
      [[first.deliveryId, second.deliveryId]],
    );
    const noon = zonedInstant(day, 12, 'America/Toronto').getTime();
    const five = zonedInstant(day, 17, 'America/Toronto').getTime();
    for (const row of timeline) {
      expect(row.status).toBe('COMPLETED');
      const times = [row.out_for_delivery_at, row.nearby_at, row.arrived_at, row.completed_at].map(
        (value) => new Date(value).getTime(),
      );
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      expect(times[0]).toBeGreaterThanOrEqual(noon);
      expect(times[3]).toBeLessThanOrEqual(five);
      expect(times[2]! - times[1]!).toBeLessThanOrEqual(30 * 60_000);
    }

    // The first customer by email, the second by text: each notice once (the order's
    // confirmation and "delivered" are the notices outbox's, decision 154).
    const feedSubjects = ['Our crew is 30 minutes away', 'Your delivery is on its way today'];
    const mails = (await readOutbox(database, 200)).filter(
      (mail) =>
        mail.toAddress === `shopper-${first.customer.customerId}@example.ca` &&
        feedSubjects.includes(mail.subject),
    );
    expect(
      (await readOutbox(database, 200)).filter(
        (mail) =>
          mail.toAddress === `shopper-${second.customer.customerId}@example.ca` &&
          feedSubjects.includes(mail.subject),
      ),
    ).toEqual([]);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Our crew is 30 minutes away',
      'Your delivery is on its way today',
    ]);
    // By text instead of mail ("delivered" is a text too, by the visit's choice).
    const texts = sms
      .messages()
      .filter((text) => text.to === '+14165550123' && text.body.includes('Follow'));
    expect(texts).toHaveLength(2);
    expect(texts.map((text) => text.body).join('\n')).toContain('30 minutes away');
    // A text has no page to be relative to: its link is the whole address, from SITE_URL.
    expect(
      texts.every((text) =>
        text.body.includes(`https://shop.example.ca/delivery/${second.deliveryId}`),
      ),
    ).toBe(true);
    for (const mail of mails) {
      expect(mail.textBody).toContain(`https://shop.example.ca/delivery/${first.deliveryId}`);
    }

    // The listener saw the stop before it, the ETA count down and the crew move.
    const underWay = seen
      .slice(0, firstPass)
      .filter((update) => update.status === 'OUT_FOR_DELIVERY');
    expect(underWay.length).toBeGreaterThan(3);
    const stopsBefore = underWay.map((update) => update.stopsBefore);
    expect(Math.max(...stopsBefore)).toBeGreaterThanOrEqual(1);
    expect(stopsBefore.at(-1)).toBe(0);
    const etas = underWay.map((update) => update.etaMinutes!);
    expect([...etas].sort((a, b) => b - a)).toEqual(etas);
    expect(
      new Set(underWay.map((update) => `${update.crew!.x},${update.crew!.y}`)).size,
    ).toBeGreaterThan(2);
    expect(seen[firstPass - 1]!.status).toBe('COMPLETED');

    const units = await database.query<{ subscription_status: string; start_date: string }>(
      `select subscription_status, start_date::text from membership_products
        where order_id = any($1::uuid[])`,
      [[first.order.id, second.order.id]],
    );
    expect(units).toEqual([
      { subscription_status: 'DELIVERED', start_date: day },
      { subscription_status: 'DELIVERED', start_date: day },
    ]);
  });
});
