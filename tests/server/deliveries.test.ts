import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { addDays, addMonths, localDate } from '../../server/shared/calendar-date';
import { advanceDelivery } from '../../server/composition-root';
import {
  DELIVERY_WINDOW_CAPACITY,
  scheduleVisit,
} from '../../server/modules/deliveries/delivery-service';
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

const FIELDS = `id orderId orderNumber kind status date depot timeZone notifyChannel canMove canCancel
  window { type label startHour endHour }
  address { line1 city province postalCode }
  items { productId name quantity }
  timeline { step at }`;
const LIST = `query { getDeliveries { upcoming { ${FIELDS} } past { ${FIELDS} } } }`;
const ONE = `query One($id: ID!) { getDelivery(deliveryId: $id) { ${FIELDS} } }`;
const SLOTS = `query Slots($id: ID!) { getDeliverySlots(deliveryId: $id) { date timeType label remaining } }`;
const NOTIFY = `mutation Notify($id: ID!, $channel: NotifyChannel!) {
  setDeliveryNotification(deliveryId: $id, channel: $channel) { id notifyChannel } }`;
const MOVE = `mutation Move($id: ID!, $date: String!, $timeType: String!) {
  rescheduleDelivery(deliveryId: $id, date: $date, timeType: $timeType) { id date window { type } canMove } }`;
const CANCEL = `mutation Cancel($id: ID!) { cancelPickup(deliveryId: $id) { id status canCancel timeline { step } } }`;

interface DeliveryAnswer {
  id: string;
  orderId: string;
  kind: string;
  status: string;
  date: string;
  notifyChannel: string;
  canMove: boolean;
  canCancel: boolean;
  window: { type: string; label: string; startHour: number; endHour: number };
  items: { productId: string; name: string; quantity: number }[];
  timeline: { step: string; at: string | null }[];
}

const backends = await testBackends();

describe.each(backends)('deliveries on $name', (backend) => {
  let database: DatabaseHandle;
  let server: CheckoutServer;
  let toronto: CityFacts;
  withCheckoutWorld(backend, (world) => ({ database, server, toronto } = world));

  const torontoDay = (days: number) => addDays(localDate(new Date(), 'America/Toronto'), days);

  /** A customer who ordered a subscribed and a financed piece, delivered in `days` days. */
  async function orderDelivered(
    skip: number,
    days = toronto.defaultDeliveryDays + 3,
  ): Promise<{ customer: TestCustomer; token: string; order: CheckoutOrder; deliveryId: string }> {
    const customer = await createCustomer(database, toronto);
    const token = await server.tokenFor(customer.customerId);
    const sofa = await stockProduct(database, toronto.id, 5, skip, { everyWay: true });
    const table = await stockProduct(database, toronto.id, 5, skip + 1, { everyWay: true });
    const subscription = await offerOf(database, sofa.id, ['subscribe']);
    const variables = {
      ...checkoutVariables(toronto, customer, [], {
        source: await server.cardToken('4242424242424242'),
        saveCard: true,
      }),
      products: [
        {
          productId: String(sofa.id),
          quantity: 1,
          purchaseOption: 'subscribe',
          termLength: subscription.termLength,
        },
        { productId: String(table.id), quantity: 1, purchaseOption: 'monthlyv3', termLength: 24 },
      ],
      deliverydate: torontoDay(days),
      deliverytimetype: 'MORNING',
    };
    const answer = await server.graphql<{ checkout: CheckoutOrder }>(CHECKOUT, variables, token);
    expect(answer.errors).toBeUndefined();
    const order = answer.data!.checkout;
    const [row] = await database.query<{ id: string }>(
      'select id from deliveries where order_id = $1',
      [order.id],
    );
    return { customer, token, order, deliveryId: row!.id };
  }

  /** `count` more visits booked in Toronto's window of that day (on an order of the customer). */
  async function fill(owner: TestCustomer, orderId: string, day: string, count: number) {
    for (let index = 0; index < count; index += 1) {
      await scheduleVisit(database, {
        orderId,
        customerId: owner.customerId,
        cityId: toronto.id,
        addressId: owner.addressId,
        kind: 'DELIVERY',
        date: day,
        timeType: 'AFTERNOON',
      });
    }
  }

  it('books a delivery with every order: listed upcoming with its window, items and timeline', async () => {
    const { token, order, deliveryId } = await orderDelivered(200);
    const listed = await server.graphql<{
      getDeliveries: { upcoming: DeliveryAnswer[]; past: DeliveryAnswer[] };
    }>(LIST, {}, token);
    expect(listed.errors).toBeUndefined();
    expect(listed.data!.getDeliveries.past).toEqual([]);
    const [delivery] = listed.data!.getDeliveries.upcoming;
    expect(delivery).toMatchObject({
      id: deliveryId,
      orderId: order.id,
      kind: 'DELIVERY',
      status: 'SCHEDULED',
      date: order.deliverydate,
      notifyChannel: 'EMAIL',
      canMove: true,
      canCancel: false,
      window: { type: 'MORNING', startHour: 9, endHour: 12 },
    });
    expect(delivery!.items.map((item) => item.name).sort()).toEqual(
      order.products.map((line) => line.name).sort(),
    );
    expect(delivery!.timeline.map((step) => step.step)).toEqual([
      'SCHEDULED',
      'OUT_FOR_DELIVERY',
      'NEARBY',
      'ARRIVED',
      'COMPLETED',
    ]);
    expect(delivery!.timeline[0]!.at).not.toBeNull();
    expect(delivery!.timeline.slice(1).every((step) => step.at === null)).toBe(true);
  });

  it('shows the demo customers their delivered orders as past visits', async () => {
    const [alex] = await database.query<{ id: string; orders: number }>(
      `select c.id, (select count(*)::int from orders o
                      where o.customer_id = c.id and o.type = 'ORDER' and o.status = 'COMPLETED') as orders
         from customers c where c.email = 'alex.tremblay@example.ca'`,
    );
    const listed = await server.graphql<{
      getDeliveries: { upcoming: DeliveryAnswer[]; past: DeliveryAnswer[] };
    }>(LIST, {}, await server.tokenFor(alex!.id));
    expect(listed.errors).toBeUndefined();
    const past = listed.data!.getDeliveries.past;
    expect(past).toHaveLength(alex!.orders);
    expect(past.length).toBeGreaterThan(0);
    expect(past.every((visit) => visit.status === 'COMPLETED' && !visit.canMove)).toBe(true);
    expect(past.map((visit) => visit.date)).toEqual(
      past
        .map((visit) => visit.date)
        .sort()
        .reverse(),
    );
    expect(past.every((visit) => visit.items.length > 0)).toBe(true);
  });

  it('answers NO_AUTH without a token and another customer like an unknown id', async () => {
    const { deliveryId } = await orderDelivered(210);
    const anonymous = await server.graphql(LIST);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('NO_AUTH');
    const stranger = await createCustomer(database, toronto);
    const strangerToken = await server.tokenFor(stranger.customerId);
    const theirs = await server.graphql(ONE, { id: deliveryId }, strangerToken);
    const unknown = await server.graphql(
      ONE,
      { id: '00000000-0000-4000-8000-000000000000' },
      strangerToken,
    );
    const garbage = await server.graphql(ONE, { id: 'not-an-id' }, strangerToken);
    expect(theirs.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(theirs.errors?.[0]?.message).toBe(unknown.errors?.[0]?.message);
    expect(garbage.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const move = await server.graphql(
      MOVE,
      { id: deliveryId, date: torontoDay(9), timeType: 'AFTERNOON' },
      strangerToken,
    );
    const notify = await server.graphql(NOTIFY, { id: deliveryId, channel: 'SMS' }, strangerToken);
    expect(move.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(notify.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const [row] = await database.query<{ notify_channel: string; date: string }>(
      `select notify_channel, delivery_date::text as date from deliveries where id = $1`,
      [deliveryId],
    );
    expect(row!.notify_channel).toBe('EMAIL');
  });

  it('keeps the channel chosen for each delivery', async () => {
    const { token, deliveryId } = await orderDelivered(220);
    const chosen = await server.graphql<{ setDeliveryNotification: DeliveryAnswer }>(
      NOTIFY,
      { id: deliveryId, channel: 'SMS' },
      token,
    );
    expect(chosen.errors).toBeUndefined();
    expect(chosen.data!.setDeliveryNotification.notifyChannel).toBe('SMS');
    const again = await server.graphql<{ getDelivery: DeliveryAnswer }>(
      ONE,
      { id: deliveryId },
      token,
    );
    expect(again.data!.getDelivery.notifyChannel).toBe('SMS');
    const bad = await server.graphql(NOTIFY, { id: deliveryId, channel: 'PIGEON' }, token);
    expect(bad.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const [row] = await database.query<{ notify_channel: string }>(
      'select notify_channel from deliveries where id = $1',
      [deliveryId],
    );
    expect(row!.notify_channel).toBe('SMS');
  });

  it('moves to an open window, never a full one, the past or the day itself', async () => {
    const { customer, token, order, deliveryId } = await orderDelivered(230);
    const full = torontoDay(10);
    await fill(customer, order.id, full, DELIVERY_WINDOW_CAPACITY);
    const slots = await server.graphql<{
      getDeliverySlots: { date: string; timeType: string; remaining: number }[];
    }>(SLOTS, { id: deliveryId }, token);
    expect(slots.errors).toBeUndefined();
    const offered = slots.data!.getDeliverySlots;
    expect(offered.some((slot) => slot.date === full && slot.timeType === 'AFTERNOON')).toBe(false);
    expect(offered.some((slot) => slot.date === full && slot.timeType === 'MORNING')).toBe(true);
    expect(offered.every((slot) => slot.date > torontoDay(0) && slot.remaining > 0)).toBe(true);
    expect(
      offered.some((slot) => slot.date === order.deliverydate && slot.timeType === 'MORNING'),
    ).toBe(false);

    const refusals = [
      { date: full, timeType: 'AFTERNOON', field: 'deliverytimetype', text: /full/ },
      { date: torontoDay(-1), timeType: 'AFTERNOON', field: 'deliverydate', text: /earliest/ },
      { date: torontoDay(0), timeType: 'EVENING', field: 'deliverydate', text: /earliest/ },
      { date: torontoDay(9), timeType: 'BRUNCH', field: 'deliverytimetype', text: /Choose/ },
      { date: 'soon', timeType: 'MORNING', field: 'deliverydate', text: /Choose a delivery day/ },
    ];
    for (const refusal of refusals) {
      const answer = await server.graphql(
        MOVE,
        { id: deliveryId, date: refusal.date, timeType: refusal.timeType },
        token,
      );
      expect(answer.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: refusal.field,
      });
      expect(answer.errors?.[0]?.message).toMatch(refusal.text);
    }
    const [unchanged] = await database.query<{ date: string; time_type: string }>(
      `select delivery_date::text as date, time_type from deliveries where id = $1`,
      [deliveryId],
    );
    expect(unchanged).toEqual({ date: order.deliverydate, time_type: 'MORNING' });

    const moved = await server.graphql<{ rescheduleDelivery: DeliveryAnswer }>(
      MOVE,
      { id: deliveryId, date: full, timeType: 'EVENING' },
      token,
    );
    expect(moved.errors).toBeUndefined();
    expect(moved.data!.rescheduleDelivery).toMatchObject({
      date: full,
      window: { type: 'EVENING' },
    });
    const [orderRow] = await database.query<{ date: string; time_type: string }>(
      `select delivery_date::text as date, delivery_time_type as time_type from orders where id = $1`,
      [order.id],
    );
    expect(orderRow).toEqual({ date: full, time_type: 'EVENING' });
    const starts = await database.query<{ start_date: string }>(
      `select start_date::text from membership_products where order_id = $1`,
      [order.id],
    );
    expect(starts.map((unit) => unit.start_date)).toEqual([full, full]);
  });

  it('gives the last place of a window to one of two customers racing for it', async () => {
    const first = await orderDelivered(240);
    const second = await orderDelivered(250);
    const day = torontoDay(11);
    await fill(first.customer, first.order.id, day, DELIVERY_WINDOW_CAPACITY - 1);
    const answers = await Promise.all(
      [first, second].map((racer) =>
        server.graphql(
          MOVE,
          { id: racer.deliveryId, date: day, timeType: 'AFTERNOON' },
          racer.token,
        ),
      ),
    );
    const won = answers.filter((answer) => !answer.errors);
    const lost = answers.filter((answer) => answer.errors);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]!.errors![0]!.message).toMatch(/full/);
    const [booked] = await database.query<{ count: number }>(
      `select count(*)::int as count from deliveries
        where city_id = $1 and delivery_date = $2 and time_type = 'AFTERNOON'`,
      [toronto.id, day],
    );
    expect(booked!.count).toBe(DELIVERY_WINDOW_CAPACITY);
  });

  it('cannot be moved on its day', async () => {
    const { customer, token, order } = await orderDelivered(260);
    const today = torontoDay(0);
    const id = await scheduleVisit(database, {
      orderId: order.id,
      customerId: customer.customerId,
      cityId: toronto.id,
      addressId: customer.addressId,
      kind: 'DELIVERY',
      date: today,
      timeType: 'ANYTIME',
    });
    const answer = await server.graphql(
      MOVE,
      { id, date: torontoDay(5), timeType: 'MORNING' },
      token,
    );
    expect(answer.errors?.[0]?.message).toMatch(/on its day/);
    const slots = await server.graphql<{ getDeliverySlots: unknown[] }>(SLOTS, { id }, token);
    expect(slots.data!.getDeliverySlots).toEqual([]);
  });

  it('cancels a pickup before its day, never a delivery', async () => {
    const { customer, token, deliveryId, order } = await orderDelivered(270);
    const delivery = await server.graphql(CANCEL, { id: deliveryId }, token);
    expect(delivery.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const pickup = await scheduleVisit(database, {
      orderId: order.id,
      customerId: customer.customerId,
      cityId: toronto.id,
      addressId: customer.addressId,
      kind: 'PICKUP',
      date: torontoDay(12),
      timeType: 'MORNING',
    });
    const cancelled = await server.graphql<{
      cancelPickup: { status: string; canCancel: boolean; timeline: { step: string }[] };
    }>(CANCEL, { id: pickup }, token);
    expect(cancelled.errors).toBeUndefined();
    expect(cancelled.data!.cancelPickup).toMatchObject({ status: 'CANCELLED', canCancel: false });
    expect(cancelled.data!.cancelPickup.timeline.at(-1)!.step).toBe('CANCELLED');
    const twice = await server.graphql(CANCEL, { id: pickup }, token);
    expect(twice.errors?.[0]?.message).toMatch(/already cancelled/);
  });

  it('delivered: units DELIVERED from the day, a one-payment subscription OWNED, the order COMPLETED', async () => {
    const { token, order, deliveryId } = await orderDelivered(280);
    // A subscription whose payment at checkout was its only one.
    await database.query(
      `update membership_products set payments_due = 1
        where order_id = $1 and purchase_option = 'subscribe'`,
      [order.id],
    );
    const day = order.deliverydate;
    const arrived = new Date(`${day}T15:00:00Z`);
    await advanceDelivery(
      database,
      deliveryId,
      'OUT_FOR_DELIVERY',
      new Date(arrived.getTime() - 3_600_000),
    );
    await advanceDelivery(database, deliveryId, 'COMPLETED', arrived);
    const units = await database.query<{
      purchase_option: string;
      subscription_status: string;
      start_date: string;
      next_bill_date: string | null;
    }>(
      `select purchase_option, subscription_status, start_date::text, next_bill_date::text
         from membership_products where order_id = $1 order by purchase_option`,
      [order.id],
    );
    expect(units).toEqual([
      {
        purchase_option: 'monthlyv3',
        subscription_status: 'DELIVERED',
        start_date: day,
        next_bill_date: addMonths(day, 1),
      },
      {
        purchase_option: 'subscribe',
        subscription_status: 'OWNED',
        start_date: day,
        next_bill_date: null,
      },
    ]);
    const [orderRow] = await database.query<{ status: string }>(
      'select status from orders where id = $1',
      [order.id],
    );
    expect(orderRow!.status).toBe('COMPLETED');
    const listed = await server.graphql<{
      getDeliveries: { upcoming: DeliveryAnswer[]; past: DeliveryAnswer[] };
    }>(LIST, {}, token);
    expect(listed.data!.getDeliveries.upcoming).toEqual([]);
    const [past] = listed.data!.getDeliveries.past;
    expect(past).toMatchObject({ id: deliveryId, status: 'COMPLETED', canMove: false });
    expect(past!.timeline.find((step) => step.step === 'COMPLETED')!.at).toBe(
      arrived.toISOString(),
    );
    // Done is done: a late position report changes nothing.
    await advanceDelivery(database, deliveryId, 'ARRIVED', new Date());
    const again = await server.graphql<{ getDelivery: DeliveryAnswer }>(
      ONE,
      { id: deliveryId },
      token,
    );
    expect(again.data!.getDelivery.status).toBe('COMPLETED');
  });
});
