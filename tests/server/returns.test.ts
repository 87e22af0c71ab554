import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { addDays, addMonths, localDate } from '../../server/shared/calendar-date';
import { SEED_AGREEMENT_VERSION } from '../../server/db/seed/demo-customers';
import {
  freeReturnTermMonths,
  returnPolicyInForce,
  returnTermsText,
} from '../../server/modules/returns/return-policy';
import { testBackends } from './helpers/backends';
import type { CheckoutServer } from './helpers/checkout-fixtures';
import { addMembership, billingCustomer } from './helpers/billing-world';
import type { BillingCustomer } from './helpers/billing-world';
import { withCheckoutWorld } from './helpers/checkout-world';

const RETURNABLE = `query { returnableItems { id name subscriptionPrice monthlyPrice earlyReturnFee startdate freeReturnFrom agreementVersion addressId address } }`;
const PRICE = `query Price($cityId: ID!, $returns: [CartReturnInput!]) {
  priceCart(cityId: $cityId, products: [], returns: $returns) {
    returns { id pricedHandling { price type } happinessGuaranteeError }
    returnsSubtotal returnsTax returnsTaxes { name price } returnsTotal
  }
}`;
const RETURN = `mutation Return($returns: [ReturnItemInput!]!, $returndate: String!, $returntimetype: String!, $idempotencyKey: String!, $orderType: String!) {
  createReturnOrder(returns: $returns, orderType: $orderType, returndate: $returndate,
                    returntimetype: $returntimetype, idempotencyKey: $idempotencyKey) {
    orderId orderNumber returnFee total
  }
}`;

interface ReturnAnswer {
  createReturnOrder: { orderId: string; orderNumber: string; returnFee: number; total: number };
}

const backends = await testBackends();

describe('free-return term', () => {
  it('is the term of the policy in force when the subscription started', () => {
    expect(freeReturnTermMonths('2021-06-01')).toBe(6);
    expect(freeReturnTermMonths('2022-01-01')).toBe(24);
    expect(freeReturnTermMonths('2023-12-31')).toBe(24);
    expect(freeReturnTermMonths('2024-01-01')).toBe(48);
  });
});

describe('return policy versions', () => {
  it('are the agreement text: each version says its own term and fee', () => {
    expect(returnPolicyInForce('2021-06-01').version).toBe('2021-01');
    expect(returnPolicyInForce('2026-11-27')).toMatchObject({
      version: '2024-01',
      freeReturnAfterMonths: 48,
      earlyReturnFeeMonths: 2,
    });
    expect(returnTermsText(returnPolicyInForce('2021-06-01'))).toContain(
      'A pickup in the first 6 months of an item’s subscription costs twice its monthly fee',
    );
    expect(returnTermsText(returnPolicyInForce('2026-11-27'))).toContain(
      'A pickup in the first 4 years of an item’s subscription costs twice its monthly fee',
    );
  });
});

describe.each(backends)('returns on $name', (backend) => {
  let database: DatabaseHandle;
  let server: CheckoutServer;

  withCheckoutWorld(backend, (world) => ({ database, server } = world));

  const torontoDay = (days: number) => addDays(localDate(new Date(), 'America/Toronto'), days);

  const statusOf = async (id: string) => {
    const [row] = await database.query<{ subscription_status: string }>(
      'select subscription_status from membership_products where id = $1',
      [id],
    );
    return row!.subscription_status;
  };

  async function customerWithItems(): Promise<{
    customer: BillingCustomer;
    recent: string;
    recent2: string;
    old: string;
    financed: string;
    returned: string;
  }> {
    const customer = await billingCustomer(database, { province: 'ON' });
    const recent = await addMembership(database, customer, {
      startDate: '2026-01-10',
      feeCents: 5_000,
      pivotCareCents: 1_000,
    });
    const recent2 = await addMembership(database, customer, {
      startDate: '2026-02-10',
      feeCents: 3_000,
    });
    // Started under the six-month policy: free to return now.
    const old = await addMembership(database, customer, {
      startDate: '2021-03-01',
      feeCents: 4_000,
      paymentsDue: null,
      option: 'rentv2',
    });
    const financed = await addMembership(database, customer, {
      startDate: '2026-01-10',
      option: 'monthlyv3',
      paymentsDue: 12,
    });
    const returned = await addMembership(database, customer, {
      startDate: '2026-01-10',
      status: 'RETURNED',
    });
    return { customer, recent, recent2, old, financed, returned };
  }

  const line = (id: string) => ({ id, reason: 'MOVING', condition: 'LIGHT_WEAR' });

  const book = async (
    customer: BillingCustomer,
    returns: unknown[],
    extra: Record<string, unknown> = {},
  ) =>
    server.graphql<ReturnAnswer>(
      RETURN,
      {
        returns,
        returndate: torontoDay(5),
        returntimetype: 'MORNING',
        idempotencyKey: randomUUID(),
        orderType: 'RETURN',
        ...extra,
      },
      await server.tokenFor(customer.customerId),
    );

  it('lists what can be returned and prices the pickup: twice the fee inside the term, free after it', async () => {
    const { customer, recent, recent2, old } = await customerWithItems();
    const token = await server.tokenFor(customer.customerId);
    const listed = await server.graphql<{
      returnableItems: {
        id: string;
        subscriptionPrice: number;
        monthlyPrice: number;
        earlyReturnFee: number;
        freeReturnFrom: string;
      }[];
    }>(RETURNABLE, {}, token);
    expect(listed.errors).toBeUndefined();
    expect(listed.data!.returnableItems.map((item) => item.id).sort()).toEqual(
      [recent, recent2, old].sort(),
    );
    // The monthly amount the customer pays (fee and PivotCare) beside what an early pickup costs:
    // twice the fee alone, as the price below charges it.
    expect(listed.data!.returnableItems.find((item) => item.id === recent)).toMatchObject({
      subscriptionPrice: 50,
      monthlyPrice: 60,
      earlyReturnFee: 100,
      freeReturnFrom: '2030-01-10',
    });
    expect(listed.data!.returnableItems.find((item) => item.id === old)).toMatchObject({
      subscriptionPrice: 40,
      monthlyPrice: 40,
      earlyReturnFee: 80,
    });
    const [city] = await database.query<{ id: number }>(
      `select id from cities where name = 'Toronto'`,
    );
    const priced = await server.graphql<{
      priceCart: {
        returns: {
          id: string;
          pricedHandling: { price: number; type: string };
          happinessGuaranteeError: string | null;
        }[];
        returnsSubtotal: number;
        returnsTax: number;
        returnsTotal: number;
      };
    }>(
      PRICE,
      {
        cityId: String(city!.id),
        returns: [
          { id: recent, quantity: 1 },
          { id: old, quantity: 1 },
        ],
      },
      token,
    );
    expect(priced.errors).toBeUndefined();
    const cart = priced.data!.priceCart;
    expect(cart.returns).toEqual([
      {
        id: recent,
        pricedHandling: { price: 100, type: 'EARLY_RETURN_FEE' },
        happinessGuaranteeError:
          'Free returns start on January 10, 2030; before then the pickup costs twice the monthly membership fee.',
      },
      { id: old, pricedHandling: { price: 0, type: 'FREE_RETURN' }, happinessGuaranteeError: null },
    ]);
    expect(cart).toMatchObject({ returnsSubtotal: 100, returnsTax: 13, returnsTotal: 113 });
  });

  it('names each tax of a return as receipts do: GST and QST in Quebec, HST in Ontario', async () => {
    const quebec = await billingCustomer(database, { province: 'QC' });
    const chair = await addMembership(database, quebec, {
      startDate: '2026-07-10',
      feeCents: 5_000,
    });
    const ontario = await customerWithItems();
    const priceFor = async (customer: BillingCustomer, city: string, id: string) => {
      const [row] = await database.query<{ id: number }>('select id from cities where name = $1', [
        city,
      ]);
      const answer = await server.graphql<{
        priceCart: { returnsTax: number; returnsTaxes: { name: string; price: number }[] };
      }>(
        PRICE,
        { cityId: String(row!.id), returns: [{ id, quantity: 1 }] },
        await server.tokenFor(customer.customerId),
      );
      expect(answer.errors).toBeUndefined();
      return answer.data!.priceCart;
    };
    // Twice $50: GST 5% and QST 9.975% on $100, each on its own line, summing to the tax.
    expect(await priceFor(quebec, 'Montreal', chair)).toMatchObject({
      returnsTax: 14.98,
      returnsTaxes: [
        { name: 'GST 5%', price: 5 },
        { name: 'QST 9.975%', price: 9.98 },
      ],
    });
    expect(await priceFor(ontario.customer, 'Toronto', ontario.recent)).toMatchObject({
      returnsTax: 13,
      returnsTaxes: [{ name: 'HST 13%', price: 13 }],
    });
  });

  it('gives every visit one lead time: the schedule offers the first day the booking accepts', async () => {
    const [city] = await database.query<{ id: number }>(
      `select id from cities where name = 'Toronto'`,
    );
    const answer = await server.graphql<{
      deliverySchedule: {
        today: string;
        visitLeadTimes: { flow: string; days: number; earliestDate: string; rule: string }[];
      };
    }>(
      `query S($cityId: ID!) { deliverySchedule(cityId: $cityId) { today visitLeadTimes { flow days earliestDate rule } } }`,
      { cityId: String(city!.id) },
    );
    expect(answer.errors).toBeUndefined();
    const schedule = answer.data!.deliverySchedule;
    expect(schedule.today).toBe(torontoDay(0));
    expect(schedule.visitLeadTimes).toEqual([
      {
        flow: 'RETURN_PICKUP',
        days: 2,
        earliestDate: torontoDay(2),
        rule: 'Pickups need two days’ notice.',
      },
      { flow: 'SWAP', days: 2, earliestDate: torontoDay(2), rule: 'Swaps need two days’ notice.' },
      {
        flow: 'MOVE',
        days: 7,
        earliestDate: torontoDay(7),
        rule: 'Moves need at least a week’s notice.',
      },
    ]);
    // The first day offered for a pickup is booked.
    const { customer, recent } = await customerWithItems();
    const booked = await book(customer, [line(recent)], { returndate: torontoDay(2) });
    expect(booked.errors).toBeUndefined();
    expect(await statusOf(recent)).toBe('RETURN_SCHEDULED');
  });

  it('applies the terms of the agreement each item was signed under, in the list, the price and the booking', async () => {
    // Two chairs started four months ago at $50: one signed under the six-month agreement
    // (2021-01), one under today's four-year agreement (2024-01), one never versioned.
    const start = addDays(torontoDay(0), -122);
    const sixMonths = await billingCustomer(database, { province: 'ON' });
    const signedEarly = await addMembership(database, sixMonths, {
      startDate: start,
      feeCents: 5_000,
    });
    await database.query(`update orders set agreement_version = '2021-01' where id = $1`, [
      sixMonths.orderId,
    ]);
    const fourYears = await billingCustomer(database, { province: 'ON' });
    const signedNow = await addMembership(database, fourYears, {
      startDate: start,
      feeCents: 5_000,
    });
    await database.query(`update orders set agreement_version = '2024-01' where id = $1`, [
      fourYears.orderId,
    ]);
    // Eight months ago under the six-month agreement: free now, whatever today's terms say.
    const oldStart = addDays(torontoDay(0), -245);
    const older = await addMembership(database, sixMonths, {
      startDate: oldStart,
      feeCents: 5_000,
    });

    const listed = async (customer: BillingCustomer) =>
      (
        await server.graphql<{
          returnableItems: {
            id: string;
            earlyReturnFee: number;
            freeReturnFrom: string;
            agreementVersion: string;
          }[];
        }>(RETURNABLE, {}, await server.tokenFor(customer.customerId))
      ).data!.returnableItems;
    const early = (await listed(sixMonths)).find((item) => item.id === signedEarly)!;
    const now = (await listed(fourYears)).find((item) => item.id === signedNow)!;
    const old = (await listed(sixMonths)).find((item) => item.id === older)!;
    expect(early).toMatchObject({ agreementVersion: '2021-01', earlyReturnFee: 100 });
    expect(early.freeReturnFrom).toBe(addMonths(start, 6));
    expect(now).toMatchObject({ agreementVersion: '2024-01', earlyReturnFee: 100 });
    expect(now.freeReturnFrom).toBe(addMonths(start, 48));
    expect(old.freeReturnFrom).toBe(addMonths(oldStart, 6));

    const [city] = await database.query<{ id: number }>(
      `select id from cities where name = 'Toronto'`,
    );
    const price = async (customer: BillingCustomer, id: string) =>
      (
        await server.graphql<{
          priceCart: { returns: { pricedHandling: { price: number; type: string } }[] };
        }>(
          PRICE,
          { cityId: String(city!.id), returns: [{ id, quantity: 1 }] },
          await server.tokenFor(customer.customerId),
        )
      ).data!.priceCart.returns[0]!.pricedHandling;
    expect(await price(sixMonths, signedEarly)).toEqual({ price: 100, type: 'EARLY_RETURN_FEE' });
    expect(await price(fourYears, signedNow)).toEqual({ price: 100, type: 'EARLY_RETURN_FEE' });
    expect(await price(sixMonths, older)).toEqual({ price: 0, type: 'FREE_RETURN' });
    // Booked: the signed six-month terms make the eight-month-old chair free.
    const booked = await book(sixMonths, [line(older)]);
    expect(booked.errors).toBeUndefined();
    expect(booked.data!.createReturnOrder).toMatchObject({ returnFee: 0, total: 0 });
  });

  it('gives every seeded signed agreement the version in force the day its order was placed', async () => {
    const rows = await database.query<{ agreement_version: string | null; day: string }>(
      `select agreement_version, (created_at at time zone 'America/Toronto')::date::text as day
         from orders where has_signed_agreement and client_version in ('seed', 'partner')`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.agreement_version).toBe(SEED_AGREEMENT_VERSION);
      expect(returnPolicyInForce(row.day).version).toBe(row.agreement_version);
    }
  });

  it('books a pickup of two items once: fee with tax, items RETURN_SCHEDULED, a RETURN receipt', async () => {
    const { customer, recent, recent2 } = await customerWithItems();
    const token = await server.tokenFor(customer.customerId);
    const variables = {
      returns: [line(recent), { ...line(recent2), reason: 'OTHER', note: 'Too big for the flat' }],
      returndate: torontoDay(5),
      returntimetype: 'AFTERNOON',
      idempotencyKey: randomUUID(),
      orderType: 'RETURN',
    };
    const first = await server.graphql<ReturnAnswer>(RETURN, variables, token);
    expect(first.errors).toBeUndefined();
    // Twice $50 and twice $30, with Ontario's 13% HST.
    expect(first.data!.createReturnOrder).toMatchObject({ returnFee: 160, total: 180.8 });
    const again = await server.graphql<ReturnAnswer>(RETURN, variables, token);
    expect(again.data!.createReturnOrder.orderId).toBe(first.data!.createReturnOrder.orderId);

    expect(await statusOf(recent)).toBe('RETURN_SCHEDULED');
    expect(await statusOf(recent2)).toBe('RETURN_SCHEDULED');
    const lines = await database.query<{
      kind: string;
      handling_price_cents: number;
      condition: string;
      return_reason: string;
    }>(
      `select kind, handling_price_cents, condition, return_reason from order_lines
        where order_id = $1 order by pos`,
      [first.data!.createReturnOrder.orderId],
    );
    expect(lines).toEqual([
      {
        kind: 'RETURN',
        handling_price_cents: 10_000,
        condition: 'LIGHT_WEAR',
        return_reason: 'MOVING',
      },
      {
        kind: 'RETURN',
        handling_price_cents: 6_000,
        condition: 'LIGHT_WEAR',
        return_reason: 'OTHER: Too big for the flat',
      },
    ]);
    const receipts = await server.graphql<{
      orderReceipts: { receipts: { id: string; type: string }[] };
    }>(`query { orderReceipts { receipts { id type } } }`, {}, token);
    expect(receipts.data!.orderReceipts.receipts).toContainEqual({
      id: first.data!.createReturnOrder.orderId,
      type: 'RETURN',
    });

    // Booked: not offered again, and a second return of it is refused under its field.
    const second = await book(customer, [line(recent)]);
    expect(second.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'returns[0].id',
    });
  });

  it('refuses bad input under its field and changes nothing', async () => {
    const { customer, recent, financed, returned } = await customerWithItems();
    const other = await customerWithItems();
    const cases: [unknown[], Record<string, unknown>, string, RegExp][] = [
      [[line(other.recent)], {}, 'returns[0].id', /not one of yours/],
      [[line(returned)], {}, 'returns[0].id', /already returned/],
      [[line(financed)], {}, 'returns[0].id', /cannot be returned/],
      [[line(randomUUID())], {}, 'returns[0].id', /not one of yours/],
      [[line('not-an-id')], {}, 'returns[0].id', /not one of yours/],
      [[{ ...line(recent), reason: 'BORED' }], {}, 'returns[0].reason', /why/],
      [[{ ...line(recent), reason: 'OTHER' }], {}, 'returns[0].note', /few words/],
      [[{ ...line(recent), condition: 'SHINY' }], {}, 'returns[0].condition', /condition/],
      [[line(recent)], { returndate: torontoDay(-1) }, 'returndate', /earliest pickup day/],
      // Two days' notice (decision 153): today and tomorrow are too soon for the crew.
      [[line(recent)], { returndate: torontoDay(0) }, 'returndate', /two days’ notice/],
      [[line(recent)], { returndate: torontoDay(1) }, 'returndate', /two days’ notice/],
      [[line(recent)], { returndate: torontoDay(90) }, 'returndate', /up to 60 days/],
      [[line(recent)], { returndate: 'tomorrow' }, 'returndate', /pickup day/],
      [[line(recent)], { returntimetype: 'MIDNIGHT' }, 'returntimetype', /pickup time/],
      [[], {}, 'returns', /at least one/],
      [[line(recent)], { orderType: 'SWAP' }, 'orderType', /Only returns/],
    ];
    for (const [returns, extra, field, message] of cases) {
      const answer = await book(customer, returns, extra);
      expect(answer.errors?.[0]?.extensions, JSON.stringify(answer.errors)).toMatchObject({
        code: 'BAD_USER_INPUT',
        field,
      });
      expect(answer.errors?.[0]?.message).toMatch(message);
    }
    expect(await statusOf(recent)).toBe('DELIVERED');
    expect(await statusOf(other.recent)).toBe('DELIVERED');
    const [orders] = await database.query<{ count: number }>(
      `select count(*)::int as count from orders where customer_id = $1 and type = 'RETURN'`,
      [customer.customerId],
    );
    expect(orders!.count).toBe(0);
    const guest = await server.graphql(RETURNABLE);
    expect(guest.errors?.[0]?.extensions?.code).toBe('NO_AUTH');
  });
});
