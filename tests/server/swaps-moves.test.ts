import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { addDays, localDate } from '../../server/shared/calendar-date';
import { moveFee } from '../../server/modules/swap-move/move-fee';
import { testBackends } from './helpers/backends';
import type { CheckoutServer } from './helpers/checkout-fixtures';
import { listUpcomingMemberships } from '../../server/modules/billing/billing-repository';
import { addAddress, addMembership, billingCustomer } from './helpers/billing-world';
import { withCheckoutWorld } from './helpers/checkout-world';

const SWAPPABLE = `query { swappableItems { id name monthlyPrice addressId cityId } }`;
const REPLACEMENTS = `query R($id: ID!) { swapReplacements(membershipProductId: $id) { productId name monthlyPrice } }`;
const SWAP_QUOTE = `query Q($id: ID!, $p: ID!) { swapQuote(membershipProductId: $id, productId: $p) {
  oldMonthly newMonthly monthlyDifference fee tax todayTotal } }`;
const SWAP = `mutation S($id: ID!, $p: ID!, $d: String!, $t: String!, $k: String!) {
  createSwapOrder(membershipProductId: $id, productId: $p, swapdate: $d, swaptimetype: $t, idempotencyKey: $k) {
    orderId orderNumber chargedamount paymentStatus } }`;
const MOVE_QUOTE = `query Q($ids: [ID!]!, $to: ID!) { moveQuote(productIds: $ids, toAddressId: $to) {
  fee tax total distanceKm fromDepot toDepot toProvince earliestDate } }`;
const MOVE = `mutation M($ids: [ID!]!, $to: ID!, $d: String!, $t: String!, $k: String!) {
  createMoveOrder(productIds: $ids, toAddressId: $to, movedate: $d, movetimetype: $t, idempotencyKey: $k) {
    orderId orderNumber chargedamount paymentStatus } }`;
const RECEIPT = `query R($id: ID!) { getOrderReceiptData(orderId: $id) { type moveaddress { city province } } }`;

interface Result {
  orderId: string;
  orderNumber: string;
  chargedamount: number;
  paymentStatus: string;
}

const backends = await testBackends();

describe('move fee', () => {
  it('is the depot fee within one depot, both fees and 75 cents a road km between depots, $25 per extra item', () => {
    const montreal = { id: 8, slug: 'montreal', name: 'Montreal', deliveryFeeCents: 9900 };
    const ottawa = { id: 7, slug: 'ottawa', name: 'Ottawa', deliveryFeeCents: 9900 };
    expect(moveFee(montreal, montreal, 1)).toEqual({
      feeCents: 9900,
      zone: 'SAME_DEPOT',
      distanceKm: 0,
      via: ['montreal'],
      transitDays: 0,
    });
    expect(moveFee(montreal, ottawa, 2)).toEqual({
      feeCents: 9900 + 9900 + 199 * 75 + 2500,
      zone: 'BETWEEN_DEPOTS',
      distanceKm: 199,
      via: ['montreal', 'ottawa'],
      transitDays: 1,
    });
  });
});

describe.each(backends)('swaps and moves on $name', (backend) => {
  let database: DatabaseHandle;
  let server: CheckoutServer;

  withCheckoutWorld(backend, (world) => ({ database, server } = world));

  const today = () => localDate(new Date(), 'America/Toronto');
  const counts = async (customerId: string) => {
    const [row] = await database.query<{ orders: number; charges: number; units: number }>(
      `select (select count(*)::int from orders where customer_id = $1 and type in ('SWAP', 'MOVE')) as orders,
              (select count(*)::int from payments where customer_id = $1 and status = 'SUCCEEDED'
                 and (idempotency_key like 'swap:%' or idempotency_key like 'move:%')) as charges,
              (select count(*)::int from membership_products mp join memberships m on m.id = mp.membership_id
                where m.customer_id = $1) as units`,
      [customerId],
    );
    return row!;
  };
  const statusOf = async (id: string) =>
    (
      await database.query<{ subscription_status: string; address_id: string | null }>(
        'select subscription_status, address_id from membership_products where id = $1',
        [id],
      )
    )[0]!;

  async function world() {
    const customer = await billingCustomer(database, { province: 'ON' });
    const held = await addMembership(database, customer, {
      startDate: '2026-01-10',
      paymentsMade: 3,
    });
    const other = await addMembership(database, customer, {
      startDate: '2026-01-10',
      paymentsMade: 3,
    });
    const returned = await addMembership(database, customer, {
      startDate: '2026-01-10',
      status: 'RETURNED',
    });
    const owned = await addMembership(database, customer, {
      startDate: '2026-01-10',
      status: 'OWNED',
    });
    return {
      customer,
      held,
      other,
      returned,
      owned,
      token: await server.tokenFor(customer.customerId),
    };
  }

  async function replacementFor(token: string, id: string): Promise<string> {
    const answer = await server.graphql<{ swapReplacements: { productId: string }[] }>(
      REPLACEMENTS,
      { id },
      token,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.swapReplacements.length).toBeGreaterThan(0);
    return answer.data!.swapReplacements[0]!.productId;
  }

  it('swaps once: quote before, one charge, the old item picked up and the new one delivered on one visit', async () => {
    const { customer, held, returned, owned, token } = await world();
    const list = await server.graphql<{ swappableItems: { id: string }[] }>(SWAPPABLE, {}, token);
    const ids = list.data!.swappableItems.map((item) => item.id);
    expect(ids).toContain(held);
    expect(ids).not.toContain(returned);
    expect(ids).not.toContain(owned);
    const product = await replacementFor(token, held);
    const quote = await server.graphql<{ swapQuote: Record<string, number> }>(
      SWAP_QUOTE,
      { id: held, p: product },
      token,
    );
    expect(quote.errors).toBeUndefined();
    expect(quote.data!.swapQuote.oldMonthly).toBe(50);
    expect(quote.data!.swapQuote.monthlyDifference).toBeCloseTo(
      quote.data!.swapQuote.newMonthly! - 50,
      2,
    );
    // Toronto's visit fee with Ontario's 13% HST.
    expect(quote.data!.swapQuote.todayTotal).toBeCloseTo(quote.data!.swapQuote.fee! * 1.13, 2);

    const variables = {
      id: held,
      p: product,
      d: addDays(today(), 3),
      t: 'MORNING',
      k: randomUUID(),
    };
    const [first, second] = await Promise.all([
      server.graphql<{ createSwapOrder: Result }>(SWAP, variables, token),
      server.graphql<{ createSwapOrder: Result }>(SWAP, variables, token),
    ]);
    expect(first.errors).toBeUndefined();
    expect(second.data!.createSwapOrder.orderId).toBe(first.data!.createSwapOrder.orderId);
    expect(first.data!.createSwapOrder.chargedamount).toBe(quote.data!.swapQuote.todayTotal);
    const orderId = first.data!.createSwapOrder.orderId;
    expect((await statusOf(held)).subscription_status).toBe('RETURN_SCHEDULED');
    const visits = await database.query<{ kind: string; delivery_date: string }>(
      `select kind, to_char(delivery_date, 'YYYY-MM-DD') as delivery_date from deliveries
        where order_id = $1 order by kind`,
      [orderId],
    );
    expect(visits).toEqual([
      { kind: 'DELIVERY', delivery_date: variables.d },
      { kind: 'PICKUP', delivery_date: variables.d },
    ]);
    const [fresh] = await database.query<{ start_date: string; subscription_status: string }>(
      `select to_char(start_date, 'YYYY-MM-DD') as start_date, subscription_status
         from membership_products where order_id = $1`,
      [orderId],
    );
    expect(fresh).toEqual({ start_date: variables.d, subscription_status: 'PENDING_DELIVERY' });
    expect(await counts(customer.customerId)).toMatchObject({ orders: 1, charges: 1, units: 5 });

    // Not twice, with another key.
    const again = await server.graphql(SWAP, { ...variables, k: randomUUID() }, token);
    expect(again.errors?.[0]?.extensions).toMatchObject({ field: 'membershipProductId' });
    expect(again.errors?.[0]?.message).toMatch(/already returned or has a pickup booked/);
    const receipt = await server.graphql<{ getOrderReceiptData: { type: string } }>(
      RECEIPT,
      { id: orderId },
      token,
    );
    expect(receipt.data!.getOrderReceiptData.type).toBe('SWAP');
  });

  it('refuses bad swaps under the right field, charging and changing nothing', async () => {
    const { customer, held, returned, owned, token } = await world();
    const stranger = await world();
    const product = await replacementFor(token, held);
    const base = { id: held, p: product, d: addDays(today(), 3), t: 'MORNING' };
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ id: returned }, 'membershipProductId', /already returned/],
      [{ id: owned }, 'membershipProductId', /yours \(paid off or bought out\)/],
      [{ id: stranger.held }, 'membershipProductId', /not one of yours/],
      [{ d: addDays(today(), -1) }, 'swapdate', /That day has passed/],
      [{ d: today() }, 'swapdate', /earliest swap day/],
      [{ t: 'MIDNIGHT' }, 'swaptimetype', /Choose a swap time/],
      [{ p: '999999999' }, 'productId', /not available/],
    ];
    for (const [change, field, message] of cases) {
      const answer = await server.graphql(SWAP, { ...base, ...change, k: randomUUID() }, token);
      expect(answer.errors?.[0]?.extensions, JSON.stringify(change)).toMatchObject({ field });
      expect(answer.errors?.[0]?.message).toMatch(message);
    }
    expect(await counts(customer.customerId)).toMatchObject({ orders: 0, charges: 0, units: 4 });
    expect((await statusOf(held)).subscription_status).toBe('DELIVERED');
    // Another customer cannot swap it either.
    const theirs = await server.graphql(SWAP, { ...base, k: randomUUID() }, stranger.token);
    expect(theirs.errors?.[0]?.message).toMatch(/not one of yours/);
  });

  it('moves to another province once: a week’s notice, the fee by distance, later bills taxed there, the receipt with the move address', async () => {
    const { customer, held, other, token } = await world();
    // Québec (Montréal depot) to Ontario is the other way round here: Toronto to Montréal.
    const to = await addAddress(database, customer.customerId, 'QC');
    const quote = await server.graphql<{ moveQuote: Record<string, number | string> }>(
      MOVE_QUOTE,
      { ids: [held, other], to },
      token,
    );
    expect(quote.errors).toBeUndefined();
    expect(quote.data!.moveQuote).toMatchObject({
      fromDepot: 'Toronto',
      toDepot: 'Montreal',
      toProvince: 'QC',
      earliestDate: addDays(today(), 7),
    });
    const base = { ids: [held, other], to, d: addDays(today(), 7), t: 'AFTERNOON' };
    const early = await server.graphql(
      MOVE,
      { ...base, d: addDays(today(), 6), k: randomUUID() },
      token,
    );
    expect(early.errors?.[0]?.extensions).toMatchObject({ field: 'movedate' });
    expect(early.errors?.[0]?.message).toMatch(/at least a week’s notice/);
    const past = await server.graphql(
      MOVE,
      { ...base, d: addDays(today(), -2), k: randomUUID() },
      token,
    );
    expect(past.errors?.[0]?.extensions).toMatchObject({ field: 'movedate' });
    expect(await counts(customer.customerId)).toMatchObject({ orders: 0, charges: 0 });

    const variables = { ...base, k: randomUUID() };
    const [first, second] = await Promise.all([
      server.graphql<{ createMoveOrder: Result }>(MOVE, variables, token),
      server.graphql<{ createMoveOrder: Result }>(MOVE, variables, token),
    ]);
    expect(first.errors).toBeUndefined();
    expect(second.data!.createMoveOrder.orderId).toBe(first.data!.createMoveOrder.orderId);
    expect(first.data!.createMoveOrder.chargedamount).toBe(quote.data!.moveQuote.total);
    expect(await counts(customer.customerId)).toMatchObject({ orders: 1, charges: 1 });
    const again = await server.graphql(MOVE, { ...variables, k: randomUUID() }, token);
    expect(again.errors?.[0]?.extensions).toMatchObject({ field: 'productIds[0]' });
    expect(again.errors?.[0]?.message).toMatch(/already booked/);

    const orderId = first.data!.createMoveOrder.orderId;
    const receipt = await server.graphql<{
      getOrderReceiptData: { type: string; moveaddress: { province: string } };
    }>(RECEIPT, { id: orderId }, token);
    expect(receipt.data!.getOrderReceiptData).toMatchObject({
      type: 'MOVE',
      moveaddress: { city: 'Montreal', province: 'QC' },
    });
    // A bill dated on or after the move day is billed at the new address, in Québec.
    await database.query('update membership_products set next_bill_date = $2 where id = $1', [
      held,
      addDays(base.d, 1),
    ]);
    const upcoming = await listUpcomingMemberships(database, customer.customerId);
    expect(upcoming.find((row) => row.id === held)?.province).toBe('QC');
    expect(upcoming.find((row) => row.id === other)?.province).toBe('ON');
  });

  it('refuses a move nobody can make: no depot there, not held, returned, another customer’s', async () => {
    const { customer, held, returned, owned, token } = await world();
    const stranger = await world();
    const [far] = await database.query<{ id: string }>(
      `insert into addresses (customer_id, street_address, city, province, postal_code, type)
       values ($1, '1 Main Street', 'Whitehorse', 'YT', 'Y1A 1A1', 'SHIPPING') returning id`,
      [customer.customerId],
    );
    const base = { ids: [held], to: far!.id, d: addDays(today(), 8), t: 'MORNING' };
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{}, 'toAddressId', /No depot serves Y1A 1A1/],
      [{ ids: [returned] }, 'productIds[0]', /already returned/],
      [{ ids: [owned] }, 'productIds[0]', /bought out/],
      [{ ids: [stranger.held] }, 'productIds[0]', /not one of yours/],
      [{ to: stranger.customer.addressId }, 'toAddressId', /Choose the address/],
    ];
    for (const [change, field, message] of cases) {
      const answer = await server.graphql(MOVE, { ...base, ...change, k: randomUUID() }, token);
      expect(answer.errors?.[0]?.extensions, JSON.stringify(change)).toMatchObject({ field });
      expect(answer.errors?.[0]?.message).toMatch(message);
    }
    expect(await counts(customer.customerId)).toMatchObject({ orders: 0, charges: 0 });
    expect(await statusOf(held)).toMatchObject({ subscription_status: 'DELIVERED' });
  });
});
