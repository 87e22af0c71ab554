import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { testBackends } from './helpers/backends';
import type { CheckoutOrder, CheckoutServer, CityFacts } from './helpers/checkout-fixtures';
import {
  CHECKOUT,
  checkoutVariables,
  countRows,
  createCustomer,
  stockOf,
  stockProduct,
} from './helpers/checkout-fixtures';
import { withCheckoutWorld } from './helpers/checkout-world';

// PGlite runs one statement at a time, so its races are interleavings of whole statements;
// PostgreSQL runs these checkouts really in parallel on its pool.
const backends = await testBackends();

describe.each(backends)('concurrent checkouts on $name', (backend) => {
  let database: DatabaseHandle;
  let server: CheckoutServer;
  let toronto: CityFacts;

  withCheckoutWorld(backend, (world) => ({ database, server, toronto } = world));

  it('sell the last 3 units to exactly 3 of 50 shoppers; stock ends at 0, never below', async () => {
    const product = await stockProduct(database, toronto.id, 3, 50);
    const shoppers = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const customer = await createCustomer(database, toronto);
        return { customer, token: await server.tokenFor(customer.customerId) };
      }),
    );
    const source = await server.cardToken('4242424242424242');
    const answers = await Promise.all(
      shoppers.map(({ customer, token }) =>
        server.graphql<{ checkout: CheckoutOrder }>(
          CHECKOUT,
          checkoutVariables(toronto, customer, [{ productId: product.id, quantity: 1 }], {
            source,
          }),
          token,
        ),
      ),
    );
    const placed = answers.filter((answer) => answer.data?.checkout);
    const refused = answers.filter((answer) => answer.errors);
    expect(placed).toHaveLength(3);
    expect(refused).toHaveLength(47);
    expect(new Set(refused.map((answer) => answer.errors?.[0]?.extensions?.code))).toEqual(
      new Set(['OUT_OF_STOCK']),
    );
    expect(placed.every((answer) => answer.data?.checkout.status === 'CONFIRMED')).toBe(true);
    expect(await stockOf(database, toronto.id, product.id)).toBe(0);
    expect(
      await countRows(
        database,
        `select 1 from orders o join order_lines l on l.order_id = o.id where l.product_id = $1`,
        [product.id],
      ),
    ).toBe(3);
    expect(
      await countRows(database, 'select 1 from sandbox_charges where source = $1', [source]),
    ).toBe(3);
  });

  it('place one order and charge once for one key sent 20 times at once', async () => {
    const product = await stockProduct(database, toronto.id, 10, 51);
    const customer = await createCustomer(database, toronto);
    const token = await server.tokenFor(customer.customerId);
    const source = await server.cardToken('4242424242424242');
    const variables = checkoutVariables(
      toronto,
      customer,
      [{ productId: product.id, quantity: 2 }],
      { source },
      { idempotencyKey: randomUUID() },
    );
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        server.graphql<{ checkout: CheckoutOrder }>(CHECKOUT, variables, token),
      ),
    );
    expect(answers.flatMap((answer) => answer.errors ?? [])).toEqual([]);
    const ids = new Set(answers.map((answer) => answer.data?.checkout.id));
    expect(ids.size).toBe(1);
    expect(
      await countRows(database, 'select 1 from orders where customer_id = $1', [
        customer.customerId,
      ]),
    ).toBe(1);
    expect(
      await countRows(database, 'select 1 from sandbox_charges where source = $1', [source]),
    ).toBe(1);
    expect(
      await countRows(database, `select 1 from payments where customer_id = $1`, [
        customer.customerId,
      ]),
    ).toBe(1);
    expect(await stockOf(database, toronto.id, product.id)).toBe(8);
  });

  it('leave nothing behind when 20 copies of one checkout meet a declined card', async () => {
    const product = await stockProduct(database, toronto.id, 10, 52);
    const customer = await createCustomer(database, toronto, { balanceCents: 1_000 });
    const token = await server.tokenFor(customer.customerId);
    const source = await server.cardToken('4000000000000002');
    const variables = checkoutVariables(
      toronto,
      customer,
      [{ productId: product.id, quantity: 1 }],
      { source },
    );
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => server.graphql(CHECKOUT, variables, token)),
    );
    expect(new Set(answers.map((answer) => answer.errors?.[0]?.extensions?.code))).toEqual(
      new Set(['PAYMENT_DECLINED']),
    );
    expect(
      await countRows(database, 'select 1 from orders where customer_id = $1', [
        customer.customerId,
      ]),
    ).toBe(0);
    expect(await stockOf(database, toronto.id, product.id)).toBe(10);
    // Copies that overlap an attempt share its decline; a copy arriving after it is a new try.
    expect(
      await countRows(
        database,
        `select 1 from sandbox_charges where source = $1 and status <> 'declined'`,
        [source],
      ),
    ).toBe(0);
    const [row] = await database.query<{ balance_cents: number }>(
      'select balance_cents from customers where id = $1',
      [customer.customerId],
    );
    expect(row!.balance_cents).toBe(1_000);
  });
});
