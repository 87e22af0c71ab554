/**
 * A swap or a move is one booking (decision 148): its two visits move together and are cancelled
 * together with the refund the policy gives, never one alone; two changes at once, one wins.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { listUpcomingMemberships } from '../../server/modules/billing/billing-repository';
import { addDays, localDate } from '../../server/shared/calendar-date';
import { testBackends } from './helpers/backends';
import type { CheckoutServer } from './helpers/checkout-fixtures';
import { addAddress, addMembership, billingCustomer } from './helpers/billing-world';
import { withCheckoutWorld } from './helpers/checkout-world';

const REPLACEMENTS = `query R($id: ID!) { swapReplacements(membershipProductId: $id) { productId } }`;
const SWAP = `mutation S($id: ID!, $p: ID!, $d: String!, $t: String!, $k: String!) {
  createSwapOrder(membershipProductId: $id, productId: $p, swapdate: $d, swaptimetype: $t, idempotencyKey: $k) {
    orderId chargedamount } }`;
const MOVE = `mutation M($ids: [ID!]!, $to: ID!, $d: String!, $t: String!, $k: String!) {
  createMoveOrder(productIds: $ids, toAddressId: $to, movedate: $d, movetimetype: $t, idempotencyKey: $k) {
    orderId chargedamount } }`;
const DELIVERIES = `query { getDeliveries {
  upcoming { id orderId orderType kind status date canMove canCancel canCancelBooking }
  past { id orderId orderType kind status date canMove canCancel canCancelBooking } } }`;
const CANCEL_PICKUP = `mutation C($id: ID!) { cancelPickup(deliveryId: $id) { id status } }`;
const RESCHEDULE = `mutation R($id: ID!, $d: String!, $t: String!) {
  rescheduleDelivery(deliveryId: $id, date: $d, timeType: $t) { id date window { type } } }`;
const SLOTS = `query S($id: ID!) { getDeliverySlots(deliveryId: $id) { date timeType remaining } }`;
const FIELDS = `orderId orderNumber type status canCancel refusal refund refundStatus cardType
  cardLastFour firstVisitDate lastDayToCancel keeps { name monthlyPrice } notComing { name }`;
const PREVIEW = `query P($id: ID!) { getBookingCancellation(orderId: $id) { ${FIELDS} } }`;
const CANCEL = `mutation C($id: ID!) { cancelBooking(orderId: $id) { ${FIELDS} } }`;
const RECEIPT = `query R($id: ID!) { getOrderReceiptData(orderId: $id) { status
  payments { chargetype status amount cardlastfourdigits } } }`;

interface Visit {
  id: string;
  orderId: string;
  orderType: string;
  kind: string;
  status: string;
  date: string;
  canMove: boolean;
  canCancel: boolean;
  canCancelBooking: boolean;
}

interface Cancellation {
  orderId: string;
  type: string;
  status: string;
  canCancel: boolean;
  refusal: string | null;
  refund: number;
  refundStatus: string | null;
  cardType: string | null;
  cardLastFour: string | null;
  firstVisitDate: string;
  lastDayToCancel: string;
  keeps: { name: string; monthlyPrice: number | null }[];
  notComing: { name: string }[];
}

const backends = await testBackends();

describe.each(backends)('one booking: a swap’s or a move’s two visits on $name', (backend) => {
  let database: DatabaseHandle;
  let server: CheckoutServer;

  withCheckoutWorld(backend, (world) => ({ database, server } = world));

  const today = () => localDate(new Date(), 'America/Toronto');

  /** What a booking changed, read back for "nothing changed" and "undone" checks. */
  async function snapshot(orderId: string, heldId: string) {
    const [state] = await database.query<Record<string, unknown>>(
      `select (select status from orders where id = $1) as order_status,
              (select json_agg(json_build_object('kind', kind, 'status', status,
                       'date', to_char(delivery_date, 'YYYY-MM-DD'), 'window', time_type)
                       order by kind) from deliveries where order_id = $1) as visits,
              (select json_build_object('status', subscription_status,
                       'end', to_char(end_date, 'YYYY-MM-DD'),
                       'next', to_char(next_bill_date, 'YYYY-MM-DD'),
                       'fee', monthly_price_cents, 'address', address_id)
                 from membership_products where id = $2) as held,
              (select count(*)::int from membership_products where order_id = $1) as new_units,
              (select json_agg(json_build_object('type', charge_type, 'status', status,
                       'amount', amount_cents) order by created_at, id)
                 from payments where order_id = $1) as payments`,
      [orderId, heldId],
    );
    return state!;
  }

  const stockOf = async (productId: string) =>
    (
      await database.query<{ available: number }>(
        `select available from depot_availability
          where product_id = $1 and city_id = (select id from cities where name = 'Toronto')`,
        [Number(productId)],
      )
    )[0]?.available;

  const gatewayStatus = async (key: string) =>
    (
      await database.query<{ status: string }>(
        'select status from sandbox_charges where idempotency_key = $1',
        [key],
      )
    )[0]?.status;

  async function visitsOf(token: string, orderId: string): Promise<Visit[]> {
    const answer = await server.graphql<{ getDeliveries: { upcoming: Visit[]; past: Visit[] } }>(
      DELIVERIES,
      {},
      token,
    );
    expect(answer.errors).toBeUndefined();
    const { upcoming, past } = answer.data!.getDeliveries;
    return [...upcoming, ...past]
      .filter((visit) => visit.orderId === orderId)
      .sort((a, b) => a.kind.localeCompare(b.kind));
  }

  async function bookSwap(day = addDays(today(), 3), window = 'MORNING') {
    const customer = await billingCustomer(database, { province: 'ON' });
    const held = await addMembership(database, customer, {
      startDate: '2026-09-10',
      paymentsMade: 3,
      feeCents: 6400,
      pivotCareCents: 1280,
    });
    const token = await server.tokenFor(customer.customerId);
    const before = await snapshot(randomUUID(), held);
    const options = await server.graphql<{ swapReplacements: { productId: string }[] }>(
      REPLACEMENTS,
      { id: held },
      token,
    );
    const product = options.data!.swapReplacements[0]!.productId;
    const stock = await stockOf(product);
    const booked = await server.graphql<{
      createSwapOrder: { orderId: string; chargedamount: number };
    }>(SWAP, { id: held, p: product, d: day, t: window, k: randomUUID() }, token);
    expect(booked.errors).toBeUndefined();
    const { orderId, chargedamount } = booked.data!.createSwapOrder;
    // Only the fields the API always had, so the defect's test runs against the old API too.
    const [delivery, pickup] = await database.query<{ id: string; kind: string; date: string }>(
      `select id, kind, to_char(delivery_date, 'YYYY-MM-DD') as date from deliveries
        where order_id = $1 order by kind`,
      [orderId],
    );
    return {
      customer,
      held,
      token,
      before,
      product,
      stock,
      orderId,
      chargedamount,
      delivery: delivery!,
      pickup: pickup!,
    };
  }

  it('never cancels the pickup of a swap alone: refused, the swap and its charge untouched', async () => {
    // The defect: the pickup cancelled alone left half a swap (two pieces, two fees).
    const swap = await bookSwap();
    const booked = await snapshot(swap.orderId, swap.held);
    const half = await server.graphql(CANCEL_PICKUP, { id: swap.pickup.id }, swap.token);
    expect(half.errors?.[0]?.extensions).toMatchObject({ field: 'deliveryId' });
    expect(await snapshot(swap.orderId, swap.held)).toEqual(booked);
  });

  it('refuses to cancel half a swap; cancelling the swap cancels both visits, keeps the old piece at its fee and refunds the visit charge once', async () => {
    const swap = await bookSwap();
    const [listedDelivery, listedPickup] = await visitsOf(swap.token, swap.orderId);
    expect(listedDelivery).toMatchObject({
      kind: 'DELIVERY',
      orderType: 'SWAP',
      canCancel: false,
      canCancelBooking: true,
    });
    expect(listedPickup).toMatchObject({
      kind: 'PICKUP',
      orderType: 'SWAP',
      canCancel: false,
      canCancelBooking: true,
    });
    const booked = await snapshot(swap.orderId, swap.held);
    expect(booked).toMatchObject({ order_status: 'CONFIRMED', new_units: 1 });
    expect(booked.held).toMatchObject({ status: 'RETURN_SCHEDULED' });

    // Neither half alone, through the API directly: refused, nothing changed or refunded.
    for (const visit of [swap.pickup, swap.delivery]) {
      const half = await server.graphql(CANCEL_PICKUP, { id: visit.id }, swap.token);
      expect(half.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'deliveryId',
      });
      expect(half.errors?.[0]?.message).toMatch(/half of swap SF\d+.*Cancel the swap instead/);
    }
    expect(await snapshot(swap.orderId, swap.held)).toEqual(booked);

    // What the customer gets back, shown before confirming.
    const preview = await server.graphql<{ getBookingCancellation: Cancellation }>(
      PREVIEW,
      { id: swap.orderId },
      swap.token,
    );
    expect(preview.errors).toBeUndefined();
    expect(preview.data!.getBookingCancellation).toMatchObject({
      type: 'SWAP',
      status: 'CONFIRMED',
      canCancel: true,
      refusal: null,
      refund: swap.chargedamount,
      refundStatus: null,
      cardType: 'VISA',
      cardLastFour: '4242',
      firstVisitDate: swap.delivery.date,
      lastDayToCancel: addDays(swap.delivery.date, -1),
      keeps: [{ monthlyPrice: 76.8 }],
    });
    expect(preview.data!.getBookingCancellation.notComing).toHaveLength(1);
    expect(swap.chargedamount).toBeGreaterThan(0);

    // Twice at once: one cancels, the other is told it is already cancelled.
    const answers = await Promise.all([
      server.graphql<{ cancelBooking: Cancellation }>(CANCEL, { id: swap.orderId }, swap.token),
      server.graphql<{ cancelBooking: Cancellation }>(CANCEL, { id: swap.orderId }, swap.token),
    ]);
    const won = answers.filter((answer) => answer.errors === undefined);
    const lost = answers.filter((answer) => answer.errors !== undefined);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]!.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'orderId',
    });
    expect(lost[0]!.errors![0]!.message).toBe('This swap is already cancelled.');
    expect(won[0]!.data!.cancelBooking).toMatchObject({
      status: 'CANCELLED',
      canCancel: false,
      refund: swap.chargedamount,
      refundStatus: 'SUCCEEDED',
      cardLastFour: '4242',
    });

    // Both visits cancelled; the old piece stays, at its fee, billed as before; the new one never comes.
    const cancelled = await snapshot(swap.orderId, swap.held);
    expect(cancelled.order_status).toBe('CANCELLED');
    expect((cancelled.visits as { status: string }[]).map((visit) => visit.status)).toEqual([
      'CANCELLED',
      'CANCELLED',
    ]);
    expect(cancelled.held).toEqual(swap.before.held);
    expect(cancelled.new_units).toBe(0);
    expect(await stockOf(swap.product)).toBe(swap.stock);
    const cents = Math.round(swap.chargedamount * 100);
    expect(cancelled.payments).toEqual([
      { type: 'CHARGE', status: 'SUCCEEDED', amount: cents },
      { type: 'REFUND', status: 'SUCCEEDED', amount: cents },
    ]);
    expect(await gatewayStatus(`swap:${swap.orderId}`)).toBe('refunded');
    const visits = await visitsOf(swap.token, swap.orderId);
    expect(visits.map((visit) => [visit.status, visit.canMove, visit.canCancelBooking])).toEqual([
      ['CANCELLED', false, false],
      ['CANCELLED', false, false],
    ]);

    // The swap's receipt shows the refund to the card.
    const receipt = await server.graphql<{
      getOrderReceiptData: { status: string; payments: Record<string, unknown>[] };
    }>(RECEIPT, { id: swap.orderId }, swap.token);
    expect(receipt.data!.getOrderReceiptData.status).toBe('CANCELLED');
    expect(receipt.data!.getOrderReceiptData.payments).toContainEqual({
      chargetype: 'REFUND',
      status: 'SUCCEEDED',
      amount: swap.chargedamount,
      cardlastfourdigits: '4242',
    });

    // Again: refused, nothing more refunded; the piece can be swapped again.
    const again = await server.graphql(CANCEL, { id: swap.orderId }, swap.token);
    expect(again.errors?.[0]?.message).toBe('This swap is already cancelled.');
    expect((await snapshot(swap.orderId, swap.held)).payments).toEqual(cancelled.payments);
    const swappable = await server.graphql<{
      swappableItems: { id: string; monthlyPrice: number }[];
    }>('query { swappableItems { id monthlyPrice } }', {}, swap.token);
    expect(swappable.data!.swappableItems).toContainEqual({ id: swap.held, monthlyPrice: 76.8 });
  });

  it('reschedules a swap as one visit: both halves move, twice at once one wins, the notice and a full window hold', async () => {
    const swap = await bookSwap(addDays(today(), 3), 'MORNING');
    const later = addDays(today(), 5);
    const moved = await server.graphql(
      RESCHEDULE,
      { id: swap.pickup.id, d: later, t: 'AFTERNOON' },
      swap.token,
    );
    expect(moved.errors).toBeUndefined();
    const state = await snapshot(swap.orderId, swap.held);
    expect(state.visits).toEqual([
      { kind: 'DELIVERY', status: 'SCHEDULED', date: later, window: 'AFTERNOON' },
      { kind: 'PICKUP', status: 'SCHEDULED', date: later, window: 'AFTERNOON' },
    ]);
    // The old piece now ends on the new swap day; the new one starts that day.
    expect(state.held).toMatchObject({ status: 'RETURN_SCHEDULED', end: later });
    const [order] = await database.query<{
      delivery_date: string;
      return_date: string;
      start: string;
    }>(
      `select to_char(o.delivery_date, 'YYYY-MM-DD') as delivery_date,
              to_char(o.return_date, 'YYYY-MM-DD') as return_date,
              (select to_char(start_date, 'YYYY-MM-DD') from membership_products
                where order_id = o.id) as start
         from orders o where o.id = $1`,
      [swap.orderId],
    );
    expect(order).toEqual({ delivery_date: later, return_date: later, start: later });

    // A swap keeps its two days' notice.
    const soon = await server.graphql(
      RESCHEDULE,
      { id: swap.delivery.id, d: addDays(today(), 1), t: 'MORNING' },
      swap.token,
    );
    expect(soon.errors?.[0]?.extensions).toMatchObject({ field: 'deliverydate' });
    expect(soon.errors?.[0]?.message).toMatch(/A swap needs 2 days’ notice/);
    const slots = await server.graphql<{
      getDeliverySlots: { date: string; timeType: string; remaining: number }[];
    }>(SLOTS, { id: swap.delivery.id }, swap.token);
    expect(slots.data!.getDeliverySlots.length).toBeGreaterThan(0);
    expect(slots.data!.getDeliverySlots.every((slot) => slot.date >= addDays(today(), 2))).toBe(
      true,
    );

    // A window with one place left cannot take the swap's two visits: not offered, refused.
    const full = addDays(today(), 7);
    for (let n = 0; n < 11; n += 1) {
      await database.query(
        `insert into deliveries (order_id, customer_id, city_id, address_id, kind, delivery_date,
                                 time_type, notify_channel)
         values ($1, $2, (select id from cities where name = 'Toronto'), $3, 'DELIVERY', $4,
                 'EVENING', 'EMAIL')`,
        [swap.customer.orderId, swap.customer.customerId, swap.customer.addressId, full],
      );
    }
    const offered = await server.graphql<{
      getDeliverySlots: { date: string; timeType: string }[];
    }>(SLOTS, { id: swap.pickup.id }, swap.token);
    expect(offered.data!.getDeliverySlots).not.toContainEqual(
      expect.objectContaining({ date: full, timeType: 'EVENING' }),
    );
    const crowded = await server.graphql(
      RESCHEDULE,
      { id: swap.pickup.id, d: full, t: 'EVENING' },
      swap.token,
    );
    expect(crowded.errors?.[0]?.extensions).toMatchObject({ field: 'deliverytimetype' });
    expect(crowded.errors?.[0]?.message).toMatch(/is full/);

    // Both halves moved to one window at once: one moves the swap, the other finds it there.
    const target = addDays(today(), 6);
    const answers = await Promise.all([
      server.graphql(RESCHEDULE, { id: swap.delivery.id, d: target, t: 'MORNING' }, swap.token),
      server.graphql(RESCHEDULE, { id: swap.pickup.id, d: target, t: 'MORNING' }, swap.token),
    ]);
    expect(answers.filter((answer) => answer.errors === undefined)).toHaveLength(1);
    const refused = answers.find((answer) => answer.errors !== undefined)!;
    expect(refused.errors![0]!.message).toMatch(/already booked in that window/);
    expect((await snapshot(swap.orderId, swap.held)).visits).toEqual([
      { kind: 'DELIVERY', status: 'SCHEDULED', date: target, window: 'MORNING' },
      { kind: 'PICKUP', status: 'SCHEDULED', date: target, window: 'MORNING' },
    ]);
    // Nothing was charged for moving it.
    expect((await snapshot(swap.orderId, swap.held)).payments).toHaveLength(1);
  });

  it('refuses to cancel or move a swap on its day, and another customer’s or an order that is not a swap', async () => {
    const swap = await bookSwap();
    const stranger = await bookSwap();
    const nothing = async (orderId: string, token: string) =>
      (await server.graphql(CANCEL, { id: orderId }, token)).errors?.[0];
    expect(await nothing(stranger.orderId, swap.token)).toMatchObject({
      extensions: { code: 'NOT_FOUND', field: 'orderId' },
    });
    expect(await nothing(swap.customer.orderId, swap.token)).toMatchObject({
      extensions: { code: 'NOT_FOUND' },
    });
    expect(await nothing('not-an-id', swap.token)).toMatchObject({
      extensions: { code: 'NOT_FOUND' },
    });
    expect(
      (await server.graphql(CANCEL, { id: swap.orderId })).errors?.[0]?.extensions,
    ).toMatchObject({
      code: 'NO_AUTH',
    });
    // Its day has come: the crew is routed, so no self-service cancel or move.
    await database.query(`update deliveries set delivery_date = $2 where order_id = $1`, [
      swap.orderId,
      today(),
    ]);
    const onTheDay = await snapshot(swap.orderId, swap.held);
    const refused = await nothing(swap.orderId, swap.token);
    expect(refused).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'orderId' } });
    expect(refused!.message).toMatch(/cannot be cancelled online on its day/);
    const preview = await server.graphql<{ getBookingCancellation: Cancellation }>(
      PREVIEW,
      { id: swap.orderId },
      swap.token,
    );
    expect(preview.data!.getBookingCancellation).toMatchObject({ canCancel: false, refund: 0 });
    const move = await server.graphql(
      RESCHEDULE,
      { id: swap.pickup.id, d: addDays(today(), 4), t: 'MORNING' },
      swap.token,
    );
    expect(move.errors?.[0]?.message).toMatch(/cannot be moved on its day/);
    expect(await snapshot(swap.orderId, swap.held)).toEqual(onTheDay);
    expect(await snapshot(stranger.orderId, stranger.held)).toMatchObject({
      order_status: 'CONFIRMED',
    });
  });

  it('treats a move’s pickup and delivery as one booking: moved together, never cancelled apart, cancelled with its fee refunded', async () => {
    const customer = await billingCustomer(database, { province: 'ON' });
    const held = await addMembership(database, customer, {
      startDate: '2026-09-10',
      paymentsMade: 3,
    });
    const to = await addAddress(database, customer.customerId, 'QC');
    const token = await server.tokenFor(customer.customerId);
    const before = await snapshot(randomUUID(), held);
    const booked = await server.graphql<{
      createMoveOrder: { orderId: string; chargedamount: number };
    }>(MOVE, { ids: [held], to, d: addDays(today(), 8), t: 'AFTERNOON', k: randomUUID() }, token);
    expect(booked.errors).toBeUndefined();
    const { orderId, chargedamount } = booked.data!.createMoveOrder;
    const [delivery, pickup] = await visitsOf(token, orderId);
    // Toronto to Montréal: delivered the day after the pickup.
    expect(delivery!.date).toBe(addDays(pickup!.date, 1));
    expect([delivery!.canCancel, pickup!.canCancel]).toEqual([false, false]);

    const half = await server.graphql(CANCEL_PICKUP, { id: pickup!.id }, token);
    expect(half.errors?.[0]?.message).toMatch(/half of move SF\d+.*Cancel the move instead/);

    // Moving the pickup moves the delivery, a day after it still; a week's notice holds.
    const early = await server.graphql(
      RESCHEDULE,
      { id: pickup!.id, d: addDays(today(), 6), t: 'AFTERNOON' },
      token,
    );
    expect(early.errors?.[0]?.message).toMatch(/A move needs 7 days’ notice/);
    const moved = await server.graphql(
      RESCHEDULE,
      { id: pickup!.id, d: addDays(today(), 10), t: 'MORNING' },
      token,
    );
    expect(moved.errors).toBeUndefined();
    expect((await snapshot(orderId, held)).visits).toEqual([
      { kind: 'DELIVERY', status: 'SCHEDULED', date: addDays(today(), 11), window: 'MORNING' },
      { kind: 'PICKUP', status: 'SCHEDULED', date: addDays(today(), 10), window: 'MORNING' },
    ]);
    // Bills from the new delivery day are taxed in Québec.
    await database.query('update membership_products set next_bill_date = $2 where id = $1', [
      held,
      addDays(today(), 11),
    ]);
    expect((await listUpcomingMemberships(database, customer.customerId))[0]?.province).toBe('QC');

    const cancelled = await server.graphql<{ cancelBooking: Cancellation }>(
      CANCEL,
      { id: orderId },
      token,
    );
    expect(cancelled.errors).toBeUndefined();
    expect(cancelled.data!.cancelBooking).toMatchObject({
      type: 'MOVE',
      status: 'CANCELLED',
      refund: chargedamount,
      refundStatus: 'SUCCEEDED',
      notComing: [],
    });
    const state = await snapshot(orderId, held);
    expect((state.visits as { status: string }[]).map((visit) => visit.status)).toEqual([
      'CANCELLED',
      'CANCELLED',
    ]);
    // The piece stays where it is, billed there.
    expect(state.held).toMatchObject({
      status: 'DELIVERED',
      address: (before.held as { address: string }).address,
    });
    expect((await listUpcomingMemberships(database, customer.customerId))[0]?.province).toBe('ON');
    expect(await gatewayStatus(`move:${orderId}`)).toBe('refunded');
  });
});
