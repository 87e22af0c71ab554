import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { addDays, localDate } from '../../server/shared/calendar-date';
import { advanceDelivery } from '../../server/composition-root';
import { tipCents } from '../../server/modules/tips/tip-service';
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
  stockProduct,
} from './helpers/checkout-fixtures';
import { addCard } from './helpers/billing-world';
import { withCheckoutWorld } from './helpers/checkout-world';

const TIP = `mutation Tip($deliveryId: ID!, $amount: Float!, $note: String, $ua: String) {
  checkoutTipCart(deliveryId: $deliveryId, amount: $amount, note: $note, userAgentInfo: $ua) {
    deliveryId tip { id hasTipped amount tipOrderPaymentStatus note }
  }
}`;
const ONE = `query One($id: ID!) {
  getDelivery(deliveryId: $id) { id status hasTipped tipOrderPaymentStatus canTip
    tip { id hasTipped amount tipOrderPaymentStatus note } }
}`;
const RECEIPT = `query Receipt($orderId: ID!) {
  getOrderReceiptData(orderId: $orderId) { id totalcharged tips { amount note paidAt cardtype cardlastfourdigits } }
}`;
const RECEIPTS = `query { orderReceipts { receipts { id tipped } } }`;

interface TipAnswer {
  checkoutTipCart: {
    deliveryId: string;
    tip: { id: string; hasTipped: boolean; amount: number; tipOrderPaymentStatus: string };
  };
}

const backends = await testBackends();

describe('tip amounts', () => {
  it('takes dollars and cents within the limits and refuses anything else with its reason', () => {
    expect(tipCents(20)).toBe(2_000);
    expect(tipCents(12.5)).toBe(1_250);
    expect(tipCents(10.1 + 0.2)).toBe(1_030);
    expect(tipCents(1.1)).toBe(110);
    const refusal = (amount: number) => {
      try {
        tipCents(amount);
        return null;
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(refusal(0)).toBe('Enter a tip greater than $0.');
    expect(refusal(-5)).toBe('Enter a tip greater than $0.');
    expect(refusal(0.5)).toBe('The smallest tip is $1.00.');
    expect(refusal(250.01)).toBe('The largest tip we can take online is $250.00.');
    expect(refusal(1e12)).toBe('The largest tip we can take online is $250.00.');
    expect(refusal(10.005)).toBe('A tip is in dollars and cents: use at most two decimals.');
    expect(refusal(Number.NaN)).toBe('Enter the tip as an amount in dollars.');
    expect(refusal(Number.POSITIVE_INFINITY)).toBe('Enter the tip as an amount in dollars.');
  });
});

describe.each(backends)('tips on $name', (backend) => {
  let database: DatabaseHandle;
  let server: CheckoutServer;
  let toronto: CityFacts;
  withCheckoutWorld(backend, (world) => ({ database, server, toronto } = world));

  const torontoDay = (days: number) => addDays(localDate(new Date(), 'America/Toronto'), days);

  /** A customer with a card on file and one ordered piece, its delivery done unless `done` is false. */
  async function delivered(
    skip: number,
    done = true,
  ): Promise<{ customer: TestCustomer; token: string; order: CheckoutOrder; deliveryId: string }> {
    const customer = await createCustomer(database, toronto);
    const token = await server.tokenFor(customer.customerId);
    const table = await stockProduct(database, toronto.id, 5, skip, { everyWay: true });
    const variables = {
      ...checkoutVariables(toronto, customer, [], {
        source: await server.cardToken('4242424242424242'),
        saveCard: true,
      }),
      products: [{ productId: String(table.id), quantity: 1, purchaseOption: 'ownv3' }],
      deliverydate: torontoDay(toronto.defaultDeliveryDays + 3),
      deliverytimetype: 'MORNING',
    };
    const answer = await server.graphql<{ checkout: CheckoutOrder }>(CHECKOUT, variables, token);
    expect(answer.errors).toBeUndefined();
    const order = answer.data!.checkout;
    const [row] = await database.query<{ id: string }>(
      'select id from deliveries where order_id = $1',
      [order.id],
    );
    if (done) await advanceDelivery(database, row!.id, 'COMPLETED', new Date());
    return { customer, token, order, deliveryId: row!.id };
  }

  const tipCharges = (customerId: string) =>
    database.query<{ idempotency_key: string; status: string; amount_cents: number }>(
      `select c.idempotency_key, c.status, c.amount_cents from sandbox_charges c
        where c.idempotency_key in (select p.idempotency_key from payments p
                                     where p.customer_id = $1 and p.idempotency_key like 'tip:%')
        order by c.created_at`,
      [customerId],
    );

  it('charges the card on file once, shows on the delivery and on the order’s receipt', async () => {
    const { customer, token, order, deliveryId } = await delivered(40);
    const before = await server.graphql<{ getDelivery: Record<string, unknown> }>(
      ONE,
      { id: deliveryId },
      token,
    );
    expect(before.data!.getDelivery).toMatchObject({
      status: 'COMPLETED',
      hasTipped: false,
      tipOrderPaymentStatus: null,
      canTip: true,
      tip: null,
    });

    const answer = await server.graphql<TipAnswer>(
      TIP,
      { deliveryId, amount: 20, note: '  Thanks for carrying it up!  ', ua: 'Vitest' },
      token,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.checkoutTipCart).toMatchObject({
      deliveryId,
      tip: { hasTipped: true, amount: 20, tipOrderPaymentStatus: 'SUCCEEDED' },
    });
    expect(await tipCharges(customer.customerId)).toEqual([
      expect.objectContaining({ status: 'succeeded', amount_cents: 2_000 }),
    ]);

    const after = await server.graphql<{ getDelivery: Record<string, unknown> }>(
      ONE,
      { id: deliveryId },
      token,
    );
    expect(after.data!.getDelivery).toMatchObject({
      hasTipped: true,
      tipOrderPaymentStatus: 'SUCCEEDED',
      canTip: false,
      tip: { amount: 20, note: 'Thanks for carrying it up!' },
    });

    const receipt = await server.graphql<{
      getOrderReceiptData: { totalcharged: number; tips: Record<string, unknown>[] };
    }>(RECEIPT, { orderId: order.id }, token);
    expect(receipt.data!.getOrderReceiptData.tips).toEqual([
      expect.objectContaining({
        amount: 20,
        note: 'Thanks for carrying it up!',
        cardtype: 'VISA',
        cardlastfourdigits: '4242',
      }),
    ]);
    const list = await server.graphql<{
      orderReceipts: { receipts: { id: string; tipped: number }[] };
    }>(RECEIPTS, {}, token);
    expect(list.data!.orderReceipts.receipts.find((row) => row.id === order.id)?.tipped).toBe(20);

    // The same tip again answers with the paid tip; another amount is refused; nothing charged.
    const again = await server.graphql<TipAnswer>(TIP, { deliveryId, amount: 20 }, token);
    expect(again.data!.checkoutTipCart.tip.id).toBe(answer.data!.checkoutTipCart.tip.id);
    const more = await server.graphql(TIP, { deliveryId, amount: 40 }, token);
    expect(more.errors?.[0]).toMatchObject({
      message: 'You already tipped this crew $20.00. Thank you!',
      extensions: { code: 'CONFLICT' },
    });
    expect(await tipCharges(customer.customerId)).toHaveLength(1);
  });

  it('charges once under 20 parallel retries', async () => {
    const { customer, token, deliveryId } = await delivered(41);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        server.graphql<TipAnswer>(TIP, { deliveryId, amount: 15.5 }, token),
      ),
    );
    const paid = answers.filter((answer) => answer.data?.checkoutTipCart);
    // Every retry either shares the one charge's answer or is told it is being processed.
    for (const answer of answers) {
      if (answer.errors) expect(answer.errors[0]!.extensions).toMatchObject({ code: 'CONFLICT' });
    }
    expect(paid.length).toBeGreaterThan(0);
    expect(new Set(paid.map((answer) => answer.data!.checkoutTipCart.tip.id)).size).toBe(1);
    const charges = await tipCharges(customer.customerId);
    expect(charges).toEqual([
      expect.objectContaining({ status: 'succeeded', amount_cents: 1_550 }),
    ]);
    const [tips] = await database.query<{ count: number; payments: number }>(
      `select count(*)::int as count,
              (select count(*)::int from payments p join tips t on t.id = p.tip_id
                where t.delivery_id = $1) as payments
         from tips where delivery_id = $1`,
      [deliveryId],
    );
    expect(tips).toEqual({ count: 1, payments: 1 });
  });

  it('refuses bad amounts, a visit not done and another customer’s visit, charging nothing', async () => {
    const { customer, token, deliveryId } = await delivered(42);
    const upcoming = await delivered(43, false);
    for (const [amount, message] of [
      [0, 'Enter a tip greater than $0.'],
      [-10, 'Enter a tip greater than $0.'],
      [1_000_000, 'The largest tip we can take online is $250.00.'],
      [5.001, 'A tip is in dollars and cents: use at most two decimals.'],
    ] as const) {
      const answer = await server.graphql(TIP, { deliveryId, amount }, token);
      expect(answer.errors?.[0]).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT', field: 'amount' },
      });
    }
    const long = await server.graphql(
      TIP,
      { deliveryId, amount: 10, note: 'x'.repeat(501) },
      token,
    );
    expect(long.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'note' });

    const notDone = await server.graphql(
      TIP,
      { deliveryId: upcoming.deliveryId, amount: 10 },
      upcoming.token,
    );
    expect(notDone.errors?.[0]).toMatchObject({
      message: 'You can tip the crew once the delivery is done.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const theirs = await server.graphql(
      TIP,
      { deliveryId: upcoming.deliveryId, amount: 10 },
      token,
    );
    const unknown = await server.graphql(
      TIP,
      { deliveryId: '00000000-0000-4000-8000-000000000000', amount: 10 },
      token,
    );
    expect(theirs.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    expect(theirs.errors?.[0]?.message).toBe(unknown.errors?.[0]?.message);
    const guest = await server.graphql(TIP, { deliveryId, amount: 10 });
    expect(guest.errors?.[0]?.extensions).toMatchObject({ code: 'NO_AUTH' });

    expect(await tipCharges(customer.customerId)).toEqual([]);
    expect(await tipCharges(upcoming.customer.customerId)).toEqual([]);
    const [row] = await database.query<{ count: number }>(
      'select count(*)::int as count from tips where delivery_id = any($1::uuid[])',
      [[deliveryId, upcoming.deliveryId]],
    );
    expect(row!.count).toBe(0);
  });

  it('a declined card records the attempt, charges nothing, and another card can tip once', async () => {
    const { customer, token, deliveryId } = await delivered(44);
    await addCard(database, customer.customerId, await server.cardToken('4000000000000002'));
    const declined = await server.graphql(TIP, { deliveryId, amount: 10 }, token);
    expect(declined.errors?.[0]).toMatchObject({
      message: 'Your card was declined. Update your card on file and try again.',
      extensions: { code: 'PAYMENT_DECLINED', field: 'payment' },
    });
    const seen = await server.graphql<{ getDelivery: Record<string, unknown> }>(
      ONE,
      { id: deliveryId },
      token,
    );
    expect(seen.data!.getDelivery).toMatchObject({
      hasTipped: false,
      tipOrderPaymentStatus: 'DECLINED',
      canTip: true,
    });
    await addCard(database, customer.customerId, await server.cardToken('4242424242424242'));
    const paid = await server.graphql<TipAnswer>(TIP, { deliveryId, amount: 10 }, token);
    expect(paid.data!.checkoutTipCart.tip).toMatchObject({
      hasTipped: true,
      tipOrderPaymentStatus: 'SUCCEEDED',
    });
    const charges = await tipCharges(customer.customerId);
    expect(charges.map((charge) => charge.status)).toEqual(['declined', 'succeeded']);
  });
});
