/**
 * Issue 29, defect 2 (decision 149): a move keeps its items (the pickup lists them, the receipt
 * shows what they cost a month and calls the fee a move fee), it is priced on the published
 * road table (or one depot's zone) with its basis shown, the quote says when buying out is
 * cheaper, and no address can leave the book while a crew visit is booked at it.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { CITY_SEEDS } from '../../server/db/seed/data/cities';
import { addDays, localDate } from '../../server/shared/calendar-date';
import { createDeliveryForOrder } from '../../server/modules/deliveries/delivery-service';
import {
  ROAD_LEGS,
  moveFee,
  placeName,
  roadDistance,
  straightLineKm,
} from '../../server/modules/swap-move/move-fee';
import { testBackends } from './helpers/backends';
import type { CheckoutServer } from './helpers/checkout-fixtures';
import { addAddress, addMembership, billingCustomer } from './helpers/billing-world';
import type { BillingCustomer } from './helpers/billing-world';
import { withCheckoutWorld } from './helpers/checkout-world';

const MOVE_QUOTE = `query Q($ids: [ID!]!, $to: ID!) { moveQuote(productIds: $ids, toAddressId: $to) {
  fee total zone basis route checkRouteUrl buyoutTotal costsMoreThanBuyout distanceKm } }`;
const MOVE = `mutation M($ids: [ID!]!, $to: ID!, $d: String!, $t: String!, $k: String!) {
  createMoveOrder(productIds: $ids, toAddressId: $to, movedate: $d, movetimetype: $t, idempotencyKey: $k) {
    orderId orderNumber chargedamount } }`;
const SWAP = `mutation S($id: ID!, $p: ID!, $d: String!, $t: String!, $k: String!) {
  createSwapOrder(membershipProductId: $id, productId: $p, swapdate: $d, swaptimetype: $t, idempotencyKey: $k) {
    orderId orderNumber } }`;
const REPLACEMENTS = `query R($id: ID!) { swapReplacements(membershipProductId: $id) { productId } }`;
const MOVABLE = `query { movableItems { id monthlyPrice } }`;
const DELIVERIES = `query { getDeliveries { upcoming { orderId kind address { id } items { name } } } }`;
const RECEIPT = `query R($id: ID!) { getOrderReceiptData(orderId: $id) {
  type shippingprice movebasis total
  products { name price pivotCare termLength lineTotal purchaseOption } } }`;
const ADDRESSES = `query { getCustomerShippingAddress { address { id } deactivateBlockedReason } }`;
const DEACTIVATE = `mutation($id: ID!) { deactivateShippingAddress(addressId: $id) }`;

const NAMES = Object.fromEntries(CITY_SEEDS.map((city) => [city.slug, city.name]));
const depot = (slug: string, fee = 9900) => ({
  id: slug.length,
  slug,
  name: slug,
  deliveryFeeCents: fee,
});

const backends = await testBackends();

describe('the published road table', () => {
  it('prices Vancouver to Calgary on the 973 km of road, not the 673 km straight line', () => {
    expect(straightLineKm('vancouver', 'calgary')).toBe(673);
    const fee = moveFee(depot('vancouver'), { ...depot('calgary'), id: 99 }, 1);
    expect(fee).toMatchObject({ zone: 'BETWEEN_DEPOTS', distanceKm: 973, transitDays: 2 });
    expect(fee.feeCents).toBe(9900 + 9900 + 973 * 75);
    // Montréal to Moncton goes by Rivière-du-Loup and Fredericton, not Québec City.
    expect(roadDistance('montreal', 'moncton')).toEqual({
      km: 430 + 400 + 180,
      via: ['montreal', 'riviere-du-loup', 'fredericton', 'moncton'],
    });
  });

  it('gives every pair of depots a road distance of at least the straight line and at most 2.5 times it', () => {
    for (const [i, a] of CITY_SEEDS.entries()) {
      for (const b of CITY_SEEDS.slice(i + 1)) {
        const road = roadDistance(a.slug, b.slug);
        const line = straightLineKm(a.slug, b.slug);
        expect(road, `${a.slug}-${b.slug}`).not.toBeNull();
        expect(road!.km, `${a.slug}-${b.slug}`).toBeGreaterThanOrEqual(line);
        expect(road!.km, `${a.slug}-${b.slug}`).toBeLessThanOrEqual(line * 2.5);
      }
    }
  });

  it('is the table docs/pricing.md publishes, leg by leg and depot pair by depot pair', () => {
    // As written, with the padding a formatter adds to table cells taken out.
    const docs = readFileSync(new URL('../../docs/pricing.md', import.meta.url), 'utf8').replace(
      / {2,}/g,
      ' ',
    );
    const name = (slug: string) => placeName(slug, NAMES);
    for (const leg of ROAD_LEGS) {
      expect(docs).toContain(
        `| ${name(leg.from)} | ${name(leg.to)} | ${leg.km.toLocaleString('en-CA')} | ${leg.route} |`,
      );
    }
    for (const [i, a] of CITY_SEEDS.entries()) {
      for (const b of CITY_SEEDS.slice(i + 1)) {
        const road = roadDistance(a.slug, b.slug)!;
        expect(docs).toContain(`| ${a.name} and ${b.name} | ${road.km.toLocaleString('en-CA')} |`);
      }
    }
  });
});

describe.each(backends)('moves and addresses on $name', (backend) => {
  let database: DatabaseHandle;
  let server: CheckoutServer;

  withCheckoutWorld(backend, (world) => ({ database, server } = world));

  const today = () => localDate(new Date(), 'America/Toronto');

  /** An order of `type` with one visit of `kind` at `addressId`, booked and paid. */
  async function bookedVisit(
    customer: BillingCustomer,
    addressId: string,
    type: 'ORDER' | 'RETURN',
    kind: 'DELIVERY' | 'PICKUP',
  ): Promise<string> {
    const day = addDays(today(), 5);
    const [order] = await database.query<{ id: string; order_number: string }>(
      `insert into orders (customer_id, city_id, type, status, shipping_address_id, delivery_date,
                           return_date)
       values ($1, (select id from cities where name = 'Toronto'), $2, 'CONFIRMED', $3,
               case when $2 = 'ORDER' then $4::date end, case when $2 = 'RETURN' then $4::date end)
       returning id, order_number`,
      [customer.customerId, type, addressId, day],
    );
    await createDeliveryForOrder(database, {
      orderId: order!.id,
      customerId: customer.customerId,
      cityId: (
        await database.query<{ id: number }>(`select id from cities where name = 'Toronto'`)
      )[0]!.id,
      addressId,
      kind,
      date: day,
      timeType: 'MORNING',
    });
    return order!.order_number;
  }

  it('keeps a move’s items and address: the pickup lists them, the quote says its basis and the buyout, the receipt the monthly amounts and the move fee', async () => {
    const customer = await billingCustomer(database, { province: 'ON' });
    const token = await server.tokenFor(customer.customerId);
    // A $12.37/mo end table on 24 monthly payments, 3 made; a $50 subscription with $10 PivotCare.
    const table = await addMembership(database, customer, {
      option: 'monthlyv3',
      feeCents: 1237,
      paymentsDue: 24,
      paymentsMade: 3,
      retailValueCents: 25_000,
      startDate: '2026-01-10',
    });
    const sofa = await addMembership(database, customer, {
      feeCents: 5000,
      pivotCareCents: 1000,
      paymentsMade: 3,
      startDate: '2026-01-10',
    });
    const movable = await server.graphql<{ movableItems: { id: string; monthlyPrice: number }[] }>(
      MOVABLE,
      {},
      token,
    );
    expect(new Map(movable.data!.movableItems.map((item) => [item.id, item.monthlyPrice]))).toEqual(
      new Map([
        [table, 12.37],
        [sofa, 60],
      ]),
    );
    const montreal = await addAddress(database, customer.customerId, 'QC');
    const nextDoor = await addAddress(database, customer.customerId, 'ON');

    // Toronto to Montréal: 541 km of road, more than the table's buyout ($250 − 3 × $12.37).
    const far = await server.graphql<{ moveQuote: Record<string, unknown> }>(
      MOVE_QUOTE,
      { ids: [table], to: montreal },
      token,
    );
    expect(far.errors).toBeUndefined();
    expect(far.data!.moveQuote).toMatchObject({
      fee: (9900 + 9900 + 541 * 75) / 100,
      zone: 'BETWEEN_DEPOTS',
      basis: '541 km by road, Toronto depot to Montreal depot',
      route: ['Toronto', 'Montreal'],
      distanceKm: 541,
      buyoutTotal: 212.89,
      costsMoreThanBuyout: true,
    });
    expect(far.data!.moveQuote.checkRouteUrl).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/directions\?engine=fossgis_osrm_car&route=43\.6532/,
    );
    // Within Toronto: the depot's zone, less than the buyout, no suggestion.
    const near = await server.graphql<{ moveQuote: Record<string, unknown> }>(
      MOVE_QUOTE,
      { ids: [table], to: nextDoor },
      token,
    );
    expect(near.data!.moveQuote).toMatchObject({
      fee: 99,
      zone: 'SAME_DEPOT',
      basis: 'Within our Toronto depot’s area',
      route: ['Toronto'],
      checkRouteUrl: null,
      distanceKm: 0,
      costsMoreThanBuyout: false,
    });
    // Both pieces: their buyout ($212.89 + $800) is more than the fee.
    const both = await server.graphql<{ moveQuote: Record<string, unknown> }>(
      MOVE_QUOTE,
      { ids: [table, sofa], to: montreal },
      token,
    );
    expect(both.data!.moveQuote).toMatchObject({
      buyoutTotal: 1012.89,
      costsMoreThanBuyout: false,
    });

    const booked = await server.graphql<{ createMoveOrder: { orderId: string } }>(
      MOVE,
      { ids: [table, sofa], to: montreal, d: addDays(today(), 8), t: 'MORNING', k: randomUUID() },
      token,
    );
    expect(booked.errors).toBeUndefined();
    const orderId = booked.data!.createMoveOrder.orderId;

    const visits = await server.graphql<{
      getDeliveries: {
        upcoming: { orderId: string; kind: string; address: { id: string }; items: unknown[] }[];
      };
    }>(DELIVERIES, {}, token);
    const ofMove = visits.data!.getDeliveries.upcoming.filter((visit) => visit.orderId === orderId);
    expect(
      ofMove.map((visit) => [visit.kind, visit.address.id, visit.items.length]).sort(),
    ).toEqual([
      ['DELIVERY', montreal, 2],
      ['PICKUP', customer.addressId, 2],
    ]);

    const receipt = await server.graphql<{
      getOrderReceiptData: {
        shippingprice: number;
        movebasis: string;
        products: {
          price: number;
          pivotCare: number | null;
          termLength: number | null;
          lineTotal: number;
        }[];
      };
    }>(RECEIPT, { id: orderId }, token);
    expect(receipt.errors).toBeUndefined();
    const paper = receipt.data!.getOrderReceiptData;
    expect(paper).toMatchObject({
      shippingprice: (9900 + 9900 + 541 * 75 + 2500) / 100,
      movebasis: '541 km by road, Toronto depot to Montreal depot',
    });
    expect(
      paper.products
        .map((line) => [line.price, line.pivotCare, line.termLength, line.lineTotal])
        .sort(),
    ).toEqual([
      [12.37, null, 24, 0],
      [50, 10, null, 0],
    ]);
  });

  it('refuses to remove an address under any booked visit, naming it and changing nothing', async () => {
    const customer = await billingCustomer(database, { province: 'ON' });
    const token = await server.tokenFor(customer.customerId);
    const moved = await addMembership(database, customer, {
      startDate: '2026-01-10',
      paymentsMade: 3,
    });
    const moveTo = await addAddress(database, customer.customerId, 'QC');
    const deliveryAt = await addAddress(database, customer.customerId, 'ON');
    const returnAt = await addAddress(database, customer.customerId, 'ON');
    const swapAt = await addAddress(database, customer.customerId, 'ON');
    const swapped = await addMembership(database, customer, {
      startDate: '2026-01-10',
      paymentsMade: 3,
      addressId: swapAt,
    });
    await addMembership(database, customer, {
      startDate: '2026-01-10',
      paymentsMade: 3,
      addressId: returnAt,
      status: 'RETURN_SCHEDULED',
    });

    const move = await server.graphql<{ createMoveOrder: { orderNumber: string } }>(
      MOVE,
      { ids: [moved], to: moveTo, d: addDays(today(), 8), t: 'AFTERNOON', k: randomUUID() },
      token,
    );
    expect(move.errors).toBeUndefined();
    const replacement = await server.graphql<{ swapReplacements: { productId: string }[] }>(
      REPLACEMENTS,
      { id: swapped },
      token,
    );
    const swap = await server.graphql<{ createSwapOrder: { orderNumber: string } }>(
      SWAP,
      {
        id: swapped,
        p: replacement.data!.swapReplacements[0]!.productId,
        d: addDays(today(), 3),
        t: 'MORNING',
        k: randomUUID(),
      },
      token,
    );
    expect(swap.errors).toBeUndefined();
    const delivery = await bookedVisit(customer, deliveryAt, 'ORDER', 'DELIVERY');
    const pickup = await bookedVisit(customer, returnAt, 'RETURN', 'PICKUP');

    const moveNumber = move.data!.createMoveOrder.orderNumber;
    const swapNumber = swap.data!.createSwapOrder.orderNumber;
    const cases: [string, string, RegExp][] = [
      [
        moveTo,
        moveNumber,
        new RegExp(`the move ${moveNumber}, delivering here on \\w+ \\d+, \\d{4}\\.`),
      ],
      [customer.addressId, moveNumber, new RegExp(`the move ${moveNumber}, picking up here`)],
      [
        deliveryAt,
        delivery,
        new RegExp(`the delivery of order ${delivery} on \\w+ \\d+, \\d{4}\\.`),
      ],
      [returnAt, pickup, new RegExp(`the return pickup ${pickup} on `)],
      [swapAt, swapNumber, new RegExp(`the swap ${swapNumber} on .* and 1 more visit\\.`)],
    ];
    const before = await database.query(
      `select d.id, d.status, d.address_id, o.status as order_status from deliveries d
         join orders o on o.id = d.order_id where d.customer_id = $1 order by d.id`,
      [customer.customerId],
    );
    expect(before).toHaveLength(6);
    const listed = await server.graphql<{
      getCustomerShippingAddress: {
        address: { id: string };
        deactivateBlockedReason: string | null;
      }[];
    }>(ADDRESSES, {}, token);
    for (const [addressId, orderNumber, named] of cases) {
      const refused = await server.graphql(DEACTIVATE, { id: addressId }, token);
      expect(refused.errors?.[0]?.extensions, addressId).toMatchObject({
        code: 'CONFLICT',
        reason: 'ADDRESS_HAS_VISITS',
      });
      expect(refused.errors?.[0]?.extensions?.visits).toContain(orderNumber);
      expect(refused.errors?.[0]?.message).toMatch(/^A crew visit is booked here: /);
      expect(refused.errors?.[0]?.message).toMatch(named);
      // The address book says the same before anyone tries.
      expect(
        listed.data!.getCustomerShippingAddress.find((entry) => entry.address.id === addressId)
          ?.deactivateBlockedReason,
      ).toBe(refused.errors?.[0]?.message);
    }
    const stillThere = await database.query<{ id: string }>(
      `select id from addresses where customer_id = $1 and active and id = any($2::uuid[])`,
      [customer.customerId, cases.map(([id]) => id)],
    );
    expect(stillThere).toHaveLength(cases.length);
    expect(
      await database.query(
        `select d.id, d.status, d.address_id, o.status as order_status from deliveries d
           join orders o on o.id = d.order_id where d.customer_id = $1 order by d.id`,
        [customer.customerId],
      ),
    ).toEqual(before);

    // Once the delivery is done, its address can go.
    await database.query(
      `update deliveries set status = 'COMPLETED', completed_at = now()
        where address_id = $1`,
      [deliveryAt],
    );
    const gone = await server.graphql(DEACTIVATE, { id: deliveryAt }, token);
    expect(gone.errors).toBeUndefined();
  });

  it('never both books a move to an address and removes it', async () => {
    const customer = await billingCustomer(database, { province: 'ON' });
    const token = await server.tokenFor(customer.customerId);
    const moved = await addMembership(database, customer, {
      startDate: '2026-01-10',
      paymentsMade: 3,
    });
    const moveTo = await addAddress(database, customer.customerId, 'QC');
    const [booking, removal] = await Promise.all([
      server.graphql(
        MOVE,
        { ids: [moved], to: moveTo, d: addDays(today(), 8), t: 'MORNING', k: randomUUID() },
        token,
      ),
      server.graphql(DEACTIVATE, { id: moveTo }, token),
    ]);
    const booked = booking.errors === undefined;
    const removed = removal.errors === undefined;
    expect(booked !== removed, JSON.stringify([booking.errors, removal.errors])).toBe(true);
    const [address] = await database.query<{ active: boolean }>(
      'select active from addresses where id = $1',
      [moveTo],
    );
    expect(address!.active).toBe(booked);
  });
});
