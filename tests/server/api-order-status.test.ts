import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { DEMO_CUSTOMERS } from '../../server/db/seed/demo-customers';
import { testBackends } from './helpers/backends';
import type { CheckoutServer, CityFacts } from './helpers/checkout-fixtures';
import { createCustomer } from './helpers/checkout-fixtures';
import { withCheckoutWorld } from './helpers/checkout-world';

const ORDER_STATUS = `query GetOrderStatus { getOrderStatus { id totalremaining } }`;

interface OrderStatusAnswer {
  getOrderStatus: { id: string; totalremaining: number }[];
}

const demo = (email: string) => {
  const customer = DEMO_CUSTOMERS.find((entry) => entry.email === email);
  if (!customer) throw new Error(`no demo customer ${email}`);
  return customer;
};

const JORDAN = demo('jordan.lee@example.ca');
const ALEX = demo('alex.tremblay@example.ca');

const backends = await testBackends();

describe.each(backends)('getOrderStatus on $name', (backend) => {
  let database: DatabaseHandle;
  let server: CheckoutServer;
  let toronto: CityFacts;

  withCheckoutWorld(backend, (world) => ({ database, server, toronto } = world));

  it('answers NO_AUTH without an access token, and invalid-jwt with a bad one', async () => {
    const guest = await server.graphql<OrderStatusAnswer>(ORDER_STATUS);
    expect(guest.data).toBeNull();
    expect(guest.errors?.[0]?.extensions?.code).toBe('NO_AUTH');

    const forged = await server.graphql<OrderStatusAnswer>(ORDER_STATUS, {}, 'not-a-token');
    expect(forged.data).toBeNull();
    expect(forged.errors?.[0]?.extensions?.code).toBe('invalid-jwt');
  });

  it('lists the seeded delinquent demo account’s open record, in dollars', async () => {
    const [row] = await database.query<{ id: string; total_remaining_cents: number }>(
      `select id, total_remaining_cents from delinquent_records
        where customer_id = $1 and resolved_at is null`,
      [JORDAN.id],
    );
    expect(row).toBeDefined();
    const answer = await server.graphql<OrderStatusAnswer>(
      ORDER_STATUS,
      {},
      await server.tokenFor(JORDAN.id),
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.getOrderStatus).toEqual([
      { id: row!.id, totalremaining: row!.total_remaining_cents / 100 },
    ]);
  });

  it('is empty for a customer in good standing', async () => {
    const answer = await server.graphql<OrderStatusAnswer>(
      ORDER_STATUS,
      {},
      await server.tokenFor(ALEX.id),
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.getOrderStatus).toEqual([]);
  });

  it('shows only the caller’s own open records: resolved ones and other customers’ stay out', async () => {
    const customer = await createCustomer(database, toronto);
    const token = await server.tokenFor(customer.customerId);
    expect((await server.graphql<OrderStatusAnswer>(ORDER_STATUS, {}, token)).data).toEqual({
      getOrderStatus: [],
    });

    const openId = randomUUID();
    await database.query(
      `insert into delinquent_records (id, customer_id, total_remaining_cents, created_at)
       values ($1, $2, 12345, now() - interval '2 days'),
              ($3, $2, 500, now() - interval '9 days')`,
      [openId, customer.customerId, randomUUID()],
    );
    await database.query(
      `update delinquent_records set resolved_at = now()
        where customer_id = $1 and total_remaining_cents = 500`,
      [customer.customerId],
    );
    const answer = await server.graphql<OrderStatusAnswer>(ORDER_STATUS, {}, token);
    expect(answer.data?.getOrderStatus).toEqual([{ id: openId, totalremaining: 123.45 }]);

    // Jordan still sees exactly their own record.
    const jordan = await server.graphql<OrderStatusAnswer>(
      ORDER_STATUS,
      {},
      await server.tokenFor(JORDAN.id),
    );
    expect(jordan.data?.getOrderStatus.map((record) => record.id)).not.toContain(openId);
    expect(jordan.data?.getOrderStatus).toHaveLength(1);

    // Paying it off clears the alert.
    await database.query(`update delinquent_records set resolved_at = now() where id = $1`, [
      openId,
    ]);
    expect((await server.graphql<OrderStatusAnswer>(ORDER_STATUS, {}, token)).data).toEqual({
      getOrderStatus: [],
    });
  });
});
