import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { runBilling } from '../../server/modules/billing/billing-run';
import { buyoutPrice } from '../../server/modules/buyout/buyout-pricing';
import { SandboxGateway } from '../../server/payments/sandbox-gateway';
import { testBackends } from './helpers/backends';
import type { CheckoutServer } from './helpers/checkout-fixtures';
import { addCard, addMembership, billingCustomer } from './helpers/billing-world';
import type { BillingCustomer } from './helpers/billing-world';
import { withCheckoutWorld } from './helpers/checkout-world';

const PRICING = `query { buyoutProductPricing { id name amount fee purchaseOption options retailValue paidToward } }`;
const BUY = `mutation Buy($productIds: [ID!]!, $idempotencyKey: String!, $paymentMethodId: ID,
                         $source: String, $expectedTotal: Float) {
  createBuyoutOrder(productIds: $productIds, idempotencyKey: $idempotencyKey,
                    paymentMethodId: $paymentMethodId, source: $source,
                    expectedTotal: $expectedTotal) {
    orderId orderNumber chargedamount paymentStatus
  }
}`;
const QUOTE = `query Quote($productIds: [ID!]!) {
  buyoutQuote(productIds: $productIds) {
    items { id amount paidToward paidMonths unpaidMonths unpaidCredit creditPercent basis monthsLeft floor monthlyFee }
    subtotal taxes { name label amount } taxTotal total
  }
}`;
const PAY_OVERDUE = `mutation { payOverdueBalance { paid } }`;
const RECEIPTS = `query { orderReceipts { receipts { id type status totalcharged } } }`;

interface PricingAnswer {
  buyoutProductPricing: {
    id: string;
    amount: number;
    fee: number;
    purchaseOption: string;
    retailValue: number;
    paidToward: number;
  }[];
}
interface QuoteAnswer {
  buyoutQuote: {
    items: {
      id: string;
      amount: number;
      paidToward: number;
      paidMonths: number;
      unpaidMonths: number;
      unpaidCredit: number;
      creditPercent: number;
      basis: string;
      monthsLeft: number | null;
      floor: number;
      monthlyFee: number;
    }[];
    subtotal: number;
    taxes: { name: string; label: string; amount: number }[];
    taxTotal: number;
    total: number;
  };
}
interface BuyAnswer {
  createBuyoutOrder: {
    orderId: string;
    orderNumber: string;
    chargedamount: number;
    paymentStatus: string;
  };
}

const backends = await testBackends();

describe('buyout price', () => {
  it('is the retail value less what was paid, never below 10% of it; rent counts half', () => {
    const base = { retailValueCents: 100_000, monthlyPriceCents: 5_000, paymentsDue: null };
    expect(buyoutPrice({ ...base, purchaseOption: 'subscribe', paidMonths: 4 })).toMatchObject({
      creditedCents: 20_000,
      amountCents: 80_000,
      floorCents: 10_000,
    });
    expect(buyoutPrice({ ...base, purchaseOption: 'rentv2', paidMonths: 4 }).amountCents).toBe(
      90_000,
    );
    expect(buyoutPrice({ ...base, purchaseOption: 'monthlyv3', paidMonths: 19 }).amountCents).toBe(
      10_000,
    );
    expect(buyoutPrice({ ...base, purchaseOption: 'subscribe', paidMonths: 0 }).amountCents).toBe(
      100_000,
    );
  });

  it('never costs more than the payments still due would', () => {
    const base = { retailValueCents: 100_000, monthlyPriceCents: 5_000 };
    // A subscription owned after 19 payments, 4 made: 15 fees left is less than retail − paid.
    expect(
      buyoutPrice({ ...base, purchaseOption: 'subscribe', paidMonths: 4, paymentsDue: 19 })
        .amountCents,
    ).toBe(75_000);
    // One instalment left is less than the 10% floor: the floor does not apply.
    expect(
      buyoutPrice({ ...base, purchaseOption: 'monthlyv3', paidMonths: 19, paymentsDue: 20 })
        .amountCents,
    ).toBe(5_000);
    // Rent has no end: only the floor and the credited half apply.
    expect(
      buyoutPrice({ ...base, purchaseOption: 'rentv2', paidMonths: 4, paymentsDue: null })
        .amountCents,
    ).toBe(90_000);
  });
});

describe.each(backends)('buyouts on $name', (backend) => {
  let database: DatabaseHandle;
  let server: CheckoutServer;

  withCheckoutWorld(backend, (world) => ({ database, server } = world));

  const chargesFor = (orderKeys: string[]) =>
    database.query<{ idempotency_key: string; status: string; amount_cents: number }>(
      `select idempotency_key, status, amount_cents from sandbox_charges
        where idempotency_key = any($1::text[]) order by created_at`,
      [orderKeys],
    );
  const buyoutCharges = (customerId: string) =>
    database.query<{ idempotency_key: string; status: string; amount_cents: number }>(
      `select c.idempotency_key, c.status, c.amount_cents from sandbox_charges c
        where c.idempotency_key in (select p.idempotency_key from payments p
                                     where p.customer_id = $1 and p.idempotency_key like 'buyout:%')
        order by c.created_at`,
      [customerId],
    );
  const membership = async (id: string) => {
    const [row] = await database.query<{
      subscription_status: string;
      next_bill_date: string | null;
    }>('select subscription_status, next_bill_date from membership_products where id = $1', [id]);
    return row!;
  };

  async function customerWithItems(card: string | null = 'tok_visa') {
    const customer = await billingCustomer(database, { card, province: 'ON' });
    const subscription = await addMembership(database, customer, {
      startDate: '2026-01-10',
      paymentsMade: 4,
      feeCents: 5_000,
      retailValueCents: 100_000,
    });
    const finalSale = await addMembership(database, customer, {
      startDate: '2026-01-10',
      option: 'finalsalemonthlyv3',
      paymentsDue: 12,
    });
    const returned = await addMembership(database, customer, {
      startDate: '2026-01-10',
      status: 'RETURNED',
    });
    const repaired = await addMembership(database, customer, { startDate: '2026-01-10' });
    await database.query(
      'update membership_products set repaired_membership_product_id = $2 where id = $1',
      [repaired, finalSale],
    );
    return { customer, subscription, finalSale, returned, repaired };
  }

  const buy = async (
    customer: BillingCustomer,
    productIds: string[],
    extra: Record<string, unknown> = {},
  ) =>
    server.graphql<BuyAnswer>(
      BUY,
      { productIds, idempotencyKey: randomUUID(), ...extra },
      await server.tokenFor(customer.customerId),
    );

  it('prices only what can be bought out: no final sale, repaired, returned or owned item', async () => {
    const { customer, subscription } = await customerWithItems();
    const answer = await server.graphql<PricingAnswer>(
      PRICING,
      {},
      await server.tokenFor(customer.customerId),
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.buyoutProductPricing).toEqual([
      expect.objectContaining({
        id: subscription,
        // Retail less paid would be $800; the 15 fees still due cost $750, and cap it.
        amount: 750,
        fee: 0,
        retailValue: 1000,
        paidToward: 200,
        purchaseOption: 'subscribe',
      }),
    ]);
    const guest = await server.graphql(PRICING);
    expect(guest.errors?.[0]?.extensions?.code).toBe('NO_AUTH');
  });

  it('charges once with tax, makes the item owned and stops its billing; the same key again charges nothing', async () => {
    const { customer, subscription } = await customerWithItems();
    const token = await server.tokenFor(customer.customerId);
    const variables = { productIds: [subscription], idempotencyKey: randomUUID() };
    const [first, second] = await Promise.all([
      server.graphql<BuyAnswer>(BUY, variables, token),
      server.graphql<BuyAnswer>(BUY, variables, token),
    ]);
    expect(first.errors).toBeUndefined();
    expect(second.errors).toBeUndefined();
    // $750 (the fees still due) and Ontario's 13% HST.
    expect(first.data!.createBuyoutOrder).toMatchObject({
      chargedamount: 847.5,
      paymentStatus: 'SUCCEEDED',
    });
    expect(second.data!.createBuyoutOrder.orderId).toBe(first.data!.createBuyoutOrder.orderId);
    const third = await server.graphql<BuyAnswer>(BUY, variables, token);
    expect(third.data!.createBuyoutOrder.orderId).toBe(first.data!.createBuyoutOrder.orderId);

    expect(await buyoutCharges(customer.customerId)).toEqual([
      expect.objectContaining({ status: 'succeeded', amount_cents: 84_750 }),
    ]);
    expect(await membership(subscription)).toEqual({
      subscription_status: 'OWNED',
      next_bill_date: null,
    });
    // The next billing run bills nothing for it.
    const at = new Date('2026-06-10T15:00:00Z');
    await runBilling(database, { gateway: new SandboxGateway(database, () => at), now: () => at });
    const lines = await database.query(
      'select id from bill_lines where membership_product_id = $1',
      [subscription],
    );
    expect(lines).toEqual([]);

    const receipts = await server.graphql<{
      orderReceipts: { receipts: { id: string; type: string; totalcharged: number }[] };
    }>(RECEIPTS, {}, token);
    expect(receipts.data!.orderReceipts.receipts).toContainEqual(
      expect.objectContaining({
        id: first.data!.createBuyoutOrder.orderId,
        type: 'BUYOUT',
        totalcharged: 847.5,
      }),
    );

    // Bought out: it is no longer offered, and a new buyout of it is refused under its field.
    const again = await buy(customer, [subscription]);
    expect(again.errors?.[0]).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', field: 'productIds[0]', reason: 'ALREADY_OWNED' },
    });
    expect(await buyoutCharges(customer.customerId)).toHaveLength(1);
  });

  it('two buyouts of one item at once (different keys) charge once', async () => {
    const { customer, subscription } = await customerWithItems();
    const answers = await Promise.all([
      buy(customer, [subscription]),
      buy(customer, [subscription]),
    ]);
    const paid = answers.filter((answer) => answer.data?.createBuyoutOrder);
    const refused = answers.filter((answer) => answer.errors);
    expect(paid).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(['CONFLICT', 'BAD_USER_INPUT']).toContain(refused[0]!.errors![0]!.extensions?.code);
    const charges = await buyoutCharges(customer.customerId);
    expect(charges.filter((charge) => charge.status === 'succeeded')).toHaveLength(1);
    expect(charges).toHaveLength(1);
  });

  it('refuses another customer’s item, a returned, final-sale or repaired one, and an unknown id, charging nothing', async () => {
    const { customer, finalSale, returned, repaired } = await customerWithItems();
    const other = await customerWithItems();
    for (const [id, reason] of [
      [other.subscription, undefined],
      [finalSale, 'FINAL_SALE'],
      [returned, 'NOT_HELD'],
      [repaired, 'REPAIRED'],
      [randomUUID(), undefined],
      ['not-an-id', undefined],
    ] as const) {
      const answer = await buy(customer, [id]);
      expect(answer.errors?.[0]).toMatchObject({
        extensions: { code: 'BAD_USER_INPUT', field: 'productIds[0]' },
      });
      if (reason) expect(answer.errors?.[0]?.extensions?.reason).toBe(reason);
    }
    const none = await buy(customer, []);
    expect(none.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'productIds',
    });
    expect(await buyoutCharges(customer.customerId)).toEqual([]);
    expect(await membership(other.subscription)).toMatchObject({
      subscription_status: 'DELIVERED',
    });
  });

  it('a declined card charges nothing and changes nothing; another card then pays with the same key', async () => {
    const { customer, subscription } = await customerWithItems();
    const token = await server.tokenFor(customer.customerId);
    const key = randomUUID();
    const declined = await server.graphql<BuyAnswer>(
      BUY,
      {
        productIds: [subscription],
        idempotencyKey: key,
        source: await server.cardToken('4000000000000002'),
      },
      token,
    );
    expect(declined.errors?.[0]).toMatchObject({
      message: 'Your card was declined. Try another card.',
      extensions: { code: 'PAYMENT_DECLINED', field: 'payment' },
    });
    // Billed again as before: payment 5 is due 4 months after the start.
    expect(await membership(subscription)).toEqual({
      subscription_status: 'DELIVERED',
      next_bill_date: '2026-05-10',
    });
    const [order] = await database.query<{ count: number }>(
      `select count(*)::int as count from orders where customer_id = $1 and type = 'BUYOUT'`,
      [customer.customerId],
    );
    expect(order!.count).toBe(0);

    const paid = await server.graphql<BuyAnswer>(
      BUY,
      {
        productIds: [subscription],
        idempotencyKey: key,
        source: await server.cardToken('4242424242424242'),
      },
      token,
    );
    expect(paid.errors).toBeUndefined();
    expect(paid.data!.createBuyoutOrder.chargedamount).toBe(847.5);
    const charges = await chargesFor(
      (
        await database.query<{ idempotency_key: string }>(
          `select idempotency_key from payments where customer_id = $1 and idempotency_key like 'buyout:%'`,
          [customer.customerId],
        )
      ).map((row) => row.idempotency_key),
    );
    expect(charges.map((charge) => charge.status).sort()).toEqual(['declined', 'succeeded']);
    expect(await membership(subscription)).toMatchObject({ subscription_status: 'OWNED' });
  });

  it('pays with a saved card chosen by id, and refuses a card that is not the customer’s', async () => {
    const { customer, subscription } = await customerWithItems(null);
    const other = await billingCustomer(database);
    const foreignCard = await addCard(database, other.customerId, 'tok_visa');
    const refused = await buy(customer, [subscription], { paymentMethodId: foreignCard });
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'payment',
    });
    const noCard = await buy(customer, [subscription]);
    expect(noCard.errors?.[0]?.message).toBe('There is no card on file. Add a card to pay.');
    const own = await addCard(database, customer.customerId, 'tok_visa');
    const paid = await buy(customer, [subscription], { paymentMethodId: own });
    expect(paid.data?.createBuyoutOrder.paymentStatus).toBe('SUCCEEDED');
  });
  it('quotes the total with tax before paying, and charges exactly that total', async () => {
    const { customer, subscription } = await customerWithItems();
    const token = await server.tokenFor(customer.customerId);
    const quote = await server.graphql<QuoteAnswer>(QUOTE, { productIds: [subscription] }, token);
    expect(quote.errors).toBeUndefined();
    // Retail $1,000 less 4 paid months of $50 would be $800; the 15 months still due cost $750.
    expect(quote.data!.buyoutQuote).toEqual({
      items: [
        {
          id: subscription,
          amount: 750,
          paidToward: 200,
          paidMonths: 4,
          unpaidMonths: 0,
          unpaidCredit: 0,
          creditPercent: 100,
          basis: 'PAYMENTS_LEFT',
          monthsLeft: 15,
          floor: 100,
          monthlyFee: 50,
        },
      ],
      subtotal: 750,
      taxes: [{ name: 'HST', label: 'HST 13%', amount: 97.5 }],
      taxTotal: 97.5,
      total: 847.5,
    });
    const paid = await buy(customer, [subscription], {
      expectedTotal: quote.data!.buyoutQuote.total,
    });
    expect(paid.errors).toBeUndefined();
    expect(paid.data!.createBuyoutOrder.chargedamount).toBe(quote.data!.buyoutQuote.total);
    expect(await buyoutCharges(customer.customerId)).toEqual([
      expect.objectContaining({ status: 'succeeded', amount_cents: 84_750 }),
    ]);
  });

  it('a total the customer was shown that is no longer the price charges nothing', async () => {
    const { customer, subscription } = await customerWithItems();
    const stale = await buy(customer, [subscription], { expectedTotal: 790.96 });
    expect(stale.errors?.[0]).toMatchObject({
      extensions: { code: 'CONFLICT', field: 'expectedTotal' },
    });
    const odd = await buy(customer, [subscription], { expectedTotal: 847.499 });
    expect(odd.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'expectedTotal',
    });
    expect(await buyoutCharges(customer.customerId)).toEqual([]);
    expect(await membership(subscription)).toMatchObject({ subscription_status: 'DELIVERED' });
  });

  it('a buyout of no items is refused, quoted or bought, and charges nothing', async () => {
    const { customer, subscription } = await customerWithItems();
    const token = await server.tokenFor(customer.customerId);
    const quote = await server.graphql<QuoteAnswer>(QUOTE, { productIds: [] }, token);
    expect(quote.errors?.[0]).toMatchObject({
      message: 'Choose at least one item to buy out.',
      extensions: { code: 'BAD_USER_INPUT', field: 'productIds' },
    });
    const none = await buy(customer, [], { expectedTotal: 0 });
    expect(none.errors?.[0]).toMatchObject({
      message: 'Choose at least one item to buy out.',
      extensions: { code: 'BAD_USER_INPUT', field: 'productIds' },
    });
    const blank = await buy(customer, ['  ']);
    expect(blank.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(await buyoutCharges(customer.customerId)).toEqual([]);
    const [orders] = await database.query<{ count: number }>(
      `select count(*)::int as count from orders where customer_id = $1 and type = 'BUYOUT'`,
      [customer.customerId],
    );
    expect(orders!.count).toBe(0);
    expect(await membership(subscription)).toMatchObject({ subscription_status: 'DELIVERED' });
  });

  it('a rental’s declined, unpaid month does not count; the buyout waits for the overdue balance', async () => {
    const customer = await billingCustomer(database, { card: 'tok_chargeDeclined' });
    // A $60 rental of a $1,200 piece, 3 months billed and paid.
    const rental = await addMembership(database, customer, {
      startDate: '2026-01-10',
      option: 'rentv2',
      paymentsDue: null,
      paymentsMade: 3,
      feeCents: 6_000,
      retailValueCents: 120_000,
    });
    // The 4th month's bill is declined.
    const at = new Date('2026-04-10T15:00:00Z');
    await runBilling(database, { gateway: new SandboxGateway(database, () => at), now: () => at });
    const [declined] = await database.query<{ status: string }>(
      `select b.status from bills b join bill_lines l on l.bill_id = b.id
        where l.membership_product_id = $1`,
      [rental],
    );
    expect(declined!.status).toBe('DECLINED');

    const token = await server.tokenFor(customer.customerId);
    const pricing = await server.graphql<{
      buyoutProductPricing: {
        id: string;
        amount: number;
        paidToward: number;
        unpaidMonths: number;
        unpaidCredit: number;
      }[];
    }>(
      `query { buyoutProductPricing { id amount paidToward unpaidMonths unpaidCredit } }`,
      {},
      token,
    );
    // 3 paid months at half of $60 count, $90: $1,110. The declined month would take $30 off.
    expect(pricing.data!.buyoutProductPricing).toEqual([
      { id: rental, amount: 1110, paidToward: 90, unpaidMonths: 1, unpaidCredit: 30 },
    ]);
    const holdings = await server.graphql<{
      getProductsByShippingAddress: { products: { id: string; buyoutPrice: number | null }[] }[];
    }>(`query { getProductsByShippingAddress { products { id buyoutPrice } } }`, {}, token);
    expect(holdings.errors).toBeUndefined();
    expect(
      holdings.data!.getProductsByShippingAddress.flatMap((group) => group.products),
    ).toContainEqual({ id: rental, buyoutPrice: 1110 });

    // Buying it out now would have the month paid twice (the overdue balance and the price).
    await addCard(database, customer.customerId, 'tok_visa');
    const quote = await server.graphql<QuoteAnswer>(QUOTE, { productIds: [rental] }, token);
    expect(quote.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'productIds[0]',
      reason: 'UNPAID_BILL',
    });
    const refused = await buy(customer, [rental]);
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'productIds[0]',
      reason: 'UNPAID_BILL',
    });
    expect(await buyoutCharges(customer.customerId)).toEqual([]);

    // Paid: the month counts, $1,080, and the buyout goes through at the quoted total.
    const overdue = await server.graphql(PAY_OVERDUE, {}, token);
    expect(overdue.errors).toBeUndefined();
    const after = await server.graphql<QuoteAnswer>(QUOTE, { productIds: [rental] }, token);
    expect(after.data!.buyoutQuote).toMatchObject({
      items: [{ amount: 1080, paidToward: 120, paidMonths: 4, unpaidMonths: 0, creditPercent: 50 }],
      subtotal: 1080,
      total: 1220.4,
    });
    const paid = await buy(customer, [rental], { expectedTotal: 1220.4 });
    expect(paid.data?.createBuyoutOrder.chargedamount).toBe(1220.4);
  });
});
