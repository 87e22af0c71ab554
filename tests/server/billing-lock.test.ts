import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { runBilling } from '../../server/modules/billing/billing-run';
import { SandboxGateway } from '../../server/payments/sandbox-gateway';
import {
  createSeededPostgresTestDatabase,
  isPostgresReachable,
  type PostgresTestDatabase,
} from './helpers/test-database';
import { addMemberships, billingCustomer, chargesOf, noonOf } from './helpers/billing-world';

const reachable = await isPostgresReachable();
if (!reachable && process.env.CI) throw new Error('CI must run this on PostgreSQL');

describe.skipIf(!reachable)('two billing runs at once on PostgreSQL', () => {
  let database: PostgresTestDatabase;
  let other: DatabaseHandle;

  beforeAll(async () => {
    database = (await createSeededPostgresTestDatabase())!;
    // A second instance of the server: its own pool on the same database.
    other = await openDatabase({ databaseUrl: database.url });
  }, 120_000);
  afterAll(async () => {
    await other?.close();
    await database?.drop();
  });

  it('charges each membership once: one run holds the advisory lock, the other skips', async () => {
    const customers = [];
    for (let index = 0; index < 12; index += 1) {
      const customer = await billingCustomer(database.handle);
      await addMemberships(database.handle, customer, { startDate: '2026-09-14', quantity: 2 });
      customers.push(customer);
    }
    const clock = noonOf('2026-10-14');
    const slow = {
      afterWrite: () => new Promise<void>((resolve) => setTimeout(resolve, 200)),
    };
    const [a, b] = await Promise.all([
      runBilling(database.handle, {
        gateway: new SandboxGateway(database.handle, clock),
        now: clock,
        hooks: slow,
        batchCustomers: 4,
      }),
      runBilling(other, {
        gateway: new SandboxGateway(other, clock),
        now: clock,
        hooks: slow,
        batchCustomers: 4,
      }),
    ]);
    expect([a.skipped, b.skipped].sort()).toEqual([false, true]);
    for (const customer of customers) {
      const charges = await chargesOf(database.handle, customer.customerId);
      expect(charges).toHaveLength(1);
      expect(charges[0]!.status).toBe('succeeded');
    }
    // Once the lock is free, the next run proceeds and finds nothing left to charge.
    const after = await runBilling(other, {
      gateway: new SandboxGateway(other, clock),
      now: clock,
    });
    expect(after.skipped).toBe(false);
    for (const customer of customers) {
      expect(await chargesOf(database.handle, customer.customerId)).toHaveLength(1);
    }
  });

  it('without the lock (two writers racing), row locks and the unique period still bill each period once', async () => {
    const customers = [];
    for (let index = 0; index < 12; index += 1) {
      const customer = await billingCustomer(database.handle);
      await addMemberships(database.handle, customer, { startDate: '2026-09-16', quantity: 3 });
      customers.push(customer);
    }
    const clock = noonOf('2026-10-16');
    // Both instances run at once without the advisory lock.
    const runs = await Promise.all(
      [database.handle, other].map((handle) =>
        runBilling(handle, {
          gateway: new SandboxGateway(handle, clock),
          now: clock,
          batchCustomers: 3,
          lock: false,
        }),
      ),
    );
    expect(runs.map((summary) => summary.skipped)).toEqual([false, false]);
    for (const customer of customers) {
      const charges = await chargesOf(database.handle, customer.customerId);
      expect(charges).toHaveLength(1);
      expect(charges[0]!.status).toBe('succeeded');
    }
    const [lines] = await database.handle.query<{ count: number; distinct_periods: number }>(
      `select count(*)::int as count,
              count(distinct (membership_product_id, period))::int as distinct_periods
         from bill_lines l join bills b on b.id = l.bill_id
        where b.customer_id = any($1::uuid[])`,
      [customers.map((customer) => customer.customerId)],
    );
    expect(lines).toEqual({ count: 36, distinct_periods: 36 });
  });
});
