/**
 * From checkout to the monthly bill (decision 096, pricing contract): an order with a subscription
 * (PivotCare), financing and a purchase charges exactly the quote's `total` today and leaves one
 * membership unit per unit of each monthly line; once delivered, the billing run a month later
 * charges the monthly amounts on the card kept at checkout, taxed like the quote's monthly bill.
 * A declined checkout leaves no membership and gives the credit it spent back through the ledger.
 */
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { runBilling } from '../../server/modules/billing/billing-run';
import { addMonths } from '../../server/shared/calendar-date';
import { testBackends } from './helpers/backends';
import type { CheckoutOrder, CheckoutServer, CityFacts } from './helpers/checkout-fixtures';
import {
  CHECKOUT,
  checkoutVariables,
  countRows,
  createCustomer,
  offerOf,
  stockProduct,
} from './helpers/checkout-fixtures';
import { withCheckoutWorld } from './helpers/checkout-world';

const PRICE = `query Price($cityId: ID!, $products: [CartProductInput!]!) {
  priceCart(cityId: $cityId, products: $products) {
    total subscriptionSubtotal ownPurchase monthlyBill { subtotal totalTax total }
    products { productId kind paymentsDue monthlyTotal }
  }
}`;

interface Priced {
  priceCart: {
    total: number;
    subscriptionSubtotal: number;
    ownPurchase: number;
    monthlyBill: { subtotal: number; totalTax: number; total: number };
    products: {
      productId: string;
      kind: string;
      paymentsDue: number | null;
      monthlyTotal: number;
    }[];
  };
}

const cents = (dollars: number) => Math.round(dollars * 100);
const backends = await testBackends();

describe.each(backends)('checkout to monthly bill on $name', (backend) => {
  let database: DatabaseHandle;
  let server: CheckoutServer;
  let toronto: CityFacts;
  withCheckoutWorld(backend, (world) => ({ database, server, toronto } = world));

  async function mixedLines(skip: number) {
    const sofa = await stockProduct(database, toronto.id, 5, skip, { everyWay: true });
    const table = await stockProduct(database, toronto.id, 5, skip + 1, { everyWay: true });
    const lamp = await stockProduct(database, toronto.id, 5, skip + 2, { everyWay: true });
    const subscription = await offerOf(database, sofa.id, ['subscribe']);
    return [
      {
        productId: String(sofa.id),
        quantity: 1,
        purchaseOption: 'subscribe',
        termLength: subscription.termLength,
        pivotCare: true,
      },
      { productId: String(table.id), quantity: 2, purchaseOption: 'monthlyv3', termLength: 24 },
      { productId: String(lamp.id), quantity: 1, purchaseOption: 'ownv3' },
    ];
  }

  it('charges today what the quote says, then bills the monthly lines a month after delivery', async () => {
    const customer = await createCustomer(database, toronto);
    const token = await server.tokenFor(customer.customerId);
    const lines = await mixedLines(60);
    const quote = (
      await server.graphql<Priced>(PRICE, { cityId: String(toronto.id), products: lines })
    ).data!.priceCart;
    const variables = {
      ...checkoutVariables(toronto, customer, [], {
        source: await server.cardToken('4242424242424242'),
        saveCard: true,
      }),
      products: lines,
      expectedAmountDue: quote.total,
    };
    const answer = await server.graphql<{ checkout: CheckoutOrder }>(CHECKOUT, variables, token);
    expect(answer.errors).toBeUndefined();
    const order = answer.data!.checkout;
    expect(order.payment).toMatchObject({ status: 'SUCCEEDED', amount: quote.total });
    expect(order.amountCharged).toBe(quote.total);

    // One unit per unit of each monthly line, ordered, starting on the delivery day.
    const units = await database.query<{
      purchase_option: string;
      subscription_status: string;
      start_date: string;
      pivot_care_cents: number;
      payments_due: number | null;
      payments_made: number;
    }>(
      `select purchase_option, subscription_status, start_date::text, pivot_care_cents,
              payments_due, payments_made
         from membership_products where order_id = $1 order by purchase_option, id`,
      [order.id],
    );
    const [financed] = quote.products.filter((line) => line.kind === 'FINANCING');
    const [subscribed] = quote.products.filter((line) => line.kind === 'SUBSCRIPTION');
    expect(
      units.map((unit) => [unit.purchase_option, unit.payments_due, unit.payments_made]),
    ).toEqual([
      ['monthlyv3', 24, 1],
      ['monthlyv3', 24, 1],
      ['subscribe', subscribed!.paymentsDue, 1],
    ]);
    expect(financed!.paymentsDue).toBe(24);
    expect(units.every((unit) => unit.subscription_status === 'PENDING_DELIVERY')).toBe(true);
    expect(units.every((unit) => unit.start_date === order.deliverydate)).toBe(true);
    expect(
      units.find((unit) => unit.purchase_option === 'subscribe')!.pivot_care_cents,
    ).toBeGreaterThan(0);

    // Nothing is billed before delivery (the run bills the seeded customers' due months too:
    // this customer's bills are what is checked).
    const billDay = new Date(`${addMonths(order.deliverydate, 1)}T17:00:00Z`);
    const bill = () =>
      runBilling(database, { gateway: server.app.services.payments, now: () => billDay });
    const billsOfCustomer = () =>
      database.query<{ total_cents: number; subtotal_cents: number; status: string }>(
        'select total_cents, subtotal_cents, status from bills where customer_id = $1',
        [customer.customerId],
      );
    await bill();
    expect(await billsOfCustomer()).toEqual([]);

    // Delivered: a month later the bill is the quote's monthly bill (same day's tax rates).
    await database.query(
      `update membership_products set subscription_status = 'DELIVERED' where order_id = $1`,
      [order.id],
    );
    await bill();
    expect(await billsOfCustomer()).toEqual([
      {
        total_cents: cents(quote.monthlyBill.total),
        subtotal_cents: cents(quote.monthlyBill.subtotal),
        status: 'PAID',
      },
    ]);
    // Running it again charges nobody twice.
    await bill();
    expect(await billsOfCustomer()).toHaveLength(1);
    const charges = await database.query<{ count: number }>(
      `select count(*)::int as count from sandbox_charges
        where idempotency_key in (select charge_key from bills where customer_id = $1)`,
      [customer.customerId],
    );
    expect(charges[0]!.count).toBe(1);
  });

  it('leaves no membership and gives credit back when the card is declined', async () => {
    const customer = await createCustomer(database, toronto, { balanceCents: 1_000 });
    const token = await server.tokenFor(customer.customerId);
    const lines = await mixedLines(70);
    const variables = {
      ...checkoutVariables(toronto, customer, [], {
        source: await server.cardToken('4000000000000002'),
      }),
      products: lines,
    };
    const answer = await server.graphql(CHECKOUT, variables, token);
    expect(answer.errors?.[0]?.extensions?.code).toBe('PAYMENT_DECLINED');
    expect(
      await countRows(
        database,
        `select 1 from membership_products mp join memberships m on m.id = mp.membership_id
          where m.customer_id = $1`,
        [customer.customerId],
      ),
    ).toBe(0);
    const [after] = await database.query<{ balance_cents: number }>(
      'select balance_cents from customers where id = $1',
      [customer.customerId],
    );
    expect(after!.balance_cents).toBe(1_000);
    const ledger = await database.query<{ amount_cents: number; kind: string }>(
      `select amount_cents, kind from credit_ledger_entries where customer_id = $1 order by created_at, amount_cents`,
      [customer.customerId],
    );
    expect(ledger.map((entry) => [entry.kind, entry.amount_cents]).sort()).toEqual(
      [
        ['CHECKOUT', -1_000],
        ['CHECKOUT', 1_000],
      ].sort(),
    );
  });
});
