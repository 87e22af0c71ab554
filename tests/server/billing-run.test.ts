import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { runBilling, type BillingRunOptions } from '../../server/modules/billing/billing-run';
import { SandboxGateway } from '../../server/payments/sandbox-gateway';
import { testBackends } from './helpers/backends';
import {
  addAddress,
  addMembership,
  addMemberships,
  billingCustomer,
  billsOf,
  chargesOf,
  membershipState,
  noonOf,
} from './helpers/billing-world';

const backends = await testBackends();

describe.each(backends)('the billing run on $name', (backend) => {
  let database: DatabaseHandle;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ handle: database, dispose } = await backend.open());
  }, 120_000);
  afterAll(async () => {
    await dispose();
  });

  const run = (clock: () => Date, options: Partial<BillingRunOptions> = {}) =>
    runBilling(database, { gateway: new SandboxGateway(database, clock), now: clock, ...options });

  it('bills every due membership once, one invoice per address and bill date, and a second run charges nobody', async () => {
    const customer = await billingCustomer(database, { province: 'ON' });
    const montreal = await addAddress(database, customer.customerId, 'QC');
    const toronto = await addMemberships(database, customer, {
      startDate: '2026-03-05',
      quantity: 2,
      feeCents: 4000,
      pivotCareCents: 800,
    });
    const quebec = await addMembership(database, customer, {
      startDate: '2026-03-07',
      addressId: montreal,
      option: 'rentv2',
      paymentsDue: null,
      feeCents: 10000,
    });
    // Not due: ordered but not delivered yet, and one returned.
    const pending = await addMembership(database, customer, {
      startDate: '2026-03-01',
      status: 'PENDING_DELIVERY',
    });
    const returned = await addMembership(database, customer, {
      startDate: '2026-03-01',
      status: 'RETURNED',
    });

    const first = await run(noonOf('2026-04-08'));
    expect(first.skipped).toBe(false);
    const bills = await billsOf(database, customer.customerId);
    expect(bills).toEqual([
      expect.objectContaining({
        bill_date: '2026-04-05',
        province: 'ON',
        status: 'PAID',
        lines: 2,
        subtotal_cents: 9600,
        tax_total_cents: 1248,
        total_cents: 10848,
        amount_charged_cents: 10848,
      }),
      expect.objectContaining({
        bill_date: '2026-04-07',
        province: 'QC',
        status: 'PAID',
        lines: 1,
        subtotal_cents: 10000,
        tax_total_cents: 500 + 998,
        total_cents: 11498,
      }),
    ]);
    const taxes = await database.query<{
      name: string;
      rate_percent: number;
      amount_cents: number;
    }>(
      `select t.name, t.rate_percent, t.amount_cents from bill_taxes t join bills b on b.id = t.bill_id
        where b.customer_id = $1 order by b.bill_date, t.pos`,
      [customer.customerId],
    );
    expect(taxes).toEqual([
      { name: 'HST', rate_percent: 13, amount_cents: 1248 },
      { name: 'GST', rate_percent: 5, amount_cents: 500 },
      { name: 'QST', rate_percent: 9.975, amount_cents: 998 },
    ]);
    for (const id of [...toronto, quebec]) {
      expect((await membershipState(database, id)).payments_made).toBe(2);
    }
    expect(await membershipState(database, toronto[0]!)).toMatchObject({
      next_bill_date: '2026-05-05',
    });
    expect(await membershipState(database, pending)).toMatchObject({ payments_made: 1 });
    expect(await membershipState(database, returned)).toMatchObject({ payments_made: 1 });

    const charges = await chargesOf(database, customer.customerId);
    // Charged side by side: compare them in amount order.
    const byAmount = [...charges].sort((a, b) => a.amount_cents - b.amount_cents);
    expect(byAmount.map((charge) => [charge.amount_cents, charge.status])).toEqual([
      [10848, 'succeeded'],
      [11498, 'succeeded'],
    ]);
    const payments = await database.query<{ amount_cents: number; status: string }>(
      `select p.amount_cents, p.status from payments p join bills b on b.payment_id = p.id
        where b.customer_id = $1 order by p.amount_cents`,
      [customer.customerId],
    );
    expect(payments).toEqual([
      { amount_cents: 10848, status: 'SUCCEEDED' },
      { amount_cents: 11498, status: 'SUCCEEDED' },
    ]);

    // The same day again, and a later day before the next due date: nothing more.
    await run(noonOf('2026-04-08'));
    await run(noonOf('2026-05-04'));
    expect(await billsOf(database, customer.customerId)).toHaveLength(2);
    expect(await chargesOf(database, customer.customerId)).toHaveLength(2);
  });

  it('stops a subscription at its last payment: OWNED, and never billed again', async () => {
    const customer = await billingCustomer(database);
    const id = await addMembership(database, customer, {
      startDate: '2024-11-20',
      paymentsDue: 19,
      paymentsMade: 18,
    });
    expect(await membershipState(database, id)).toMatchObject({ next_bill_date: '2026-05-20' });
    await run(noonOf('2026-05-21'));
    expect(await membershipState(database, id)).toEqual({
      subscription_status: 'OWNED',
      payments_made: 19,
      next_bill_date: null,
    });
    await run(noonOf('2026-06-21'));
    await run(noonOf('2026-08-21'));
    const bills = await billsOf(database, customer.customerId);
    expect(bills).toHaveLength(1);
    const [line] = await database.query<{ period: number }>(
      'select period from bill_lines where membership_product_id = $1',
      [id],
    );
    expect(line!.period).toBe(19);
  });

  it('ends financing after its term: OWNED after payment 12', async () => {
    const customer = await billingCustomer(database);
    const id = await addMembership(database, customer, {
      option: 'monthlyv3',
      startDate: '2025-06-03',
      paymentsDue: 12,
      paymentsMade: 11,
    });
    await run(noonOf('2026-05-03'));
    expect(await membershipState(database, id)).toEqual({
      subscription_status: 'OWNED',
      payments_made: 12,
      next_bill_date: null,
    });
    await run(noonOf('2026-07-03'));
    expect(await billsOf(database, customer.customerId)).toHaveLength(1);
  });

  it('keeps billing rent month after month, and stops once it is returned', async () => {
    const customer = await billingCustomer(database);
    const id = await addMembership(database, customer, {
      option: 'rentv2',
      paymentsDue: null,
      startDate: '2023-01-31',
      paymentsMade: 40,
    });
    expect(await membershipState(database, id)).toMatchObject({ next_bill_date: '2026-05-31' });
    await run(noonOf('2026-05-31'));
    await run(noonOf('2026-06-30'));
    await run(noonOf('2026-07-31'));
    const bills = await billsOf(database, customer.customerId);
    // Month ends clamp and never drift: May 31, June 30, July 31.
    expect(bills.map((bill) => bill.bill_date)).toEqual(['2026-05-31', '2026-06-30', '2026-07-31']);
    expect(await membershipState(database, id)).toMatchObject({
      subscription_status: 'DELIVERED',
      payments_made: 43,
      next_bill_date: '2026-08-31',
    });
    await database.query(
      `update membership_products set subscription_status = 'RETURNED' where id = $1`,
      [id],
    );
    await run(noonOf('2026-09-02'));
    expect(await billsOf(database, customer.customerId)).toHaveLength(3);
  });

  it('catches up month by month, each bill taxed at the rate of its own date (NS HST 15% then 14%)', async () => {
    const customer = await billingCustomer(database, { province: 'NS' });
    await addMembership(database, customer, { startDate: '2025-02-15', feeCents: 10000 });
    await run(noonOf('2025-04-20'));
    const bills = await billsOf(database, customer.customerId);
    expect(
      bills.map((bill) => [bill.bill_date, bill.province, bill.tax_total_cents, bill.status]),
    ).toEqual([
      ['2025-03-15', 'NS', 1500, 'PAID'],
      ['2025-04-15', 'NS', 1400, 'PAID'],
    ]);
  });

  it('waits for the day to start in the depot’s time zone', async () => {
    const customer = await billingCustomer(database, { province: 'BC' });
    await addMembership(database, customer, { startDate: '2026-01-10' });
    // 07:30 UTC on 10 February is 23:30 on the 9th in Vancouver.
    const early = new Date('2026-02-10T07:30:00Z');
    await run(() => early);
    expect(await billsOf(database, customer.customerId)).toHaveLength(0);
    const morning = new Date('2026-02-10T08:30:00Z');
    await run(() => morning);
    expect((await billsOf(database, customer.customerId)).map((bill) => bill.bill_date)).toEqual([
      '2026-02-10',
    ]);
  });

  it('draws account credit first, through the ledger, and charges only the rest', async () => {
    const partly = await billingCustomer(database, { balanceCents: 3000 });
    const fully = await billingCustomer(database, { balanceCents: 100_000 });
    await addMembership(database, partly, { startDate: '2026-02-12' });
    await addMembership(database, fully, { startDate: '2026-02-12' });
    await run(noonOf('2026-03-12'));

    const [partBill] = await billsOf(database, partly.customerId);
    expect(partBill).toMatchObject({
      status: 'PAID',
      total_cents: 5650,
      balance_used_cents: 3000,
      amount_charged_cents: 2650,
    });
    expect((await chargesOf(database, partly.customerId)).map((c) => c.amount_cents)).toEqual([
      2650,
    ]);
    const [fullBill] = await billsOf(database, fully.customerId);
    expect(fullBill).toMatchObject({
      status: 'PAID',
      balance_used_cents: 5650,
      amount_charged_cents: 0,
    });
    expect(await chargesOf(database, fully.customerId)).toHaveLength(0);

    const ledger = await database.query<{
      customer_id: string;
      kind: string;
      amount_cents: number;
      balance_after_cents: number;
      bill_id: string;
    }>(
      `select customer_id, kind, amount_cents, balance_after_cents, bill_id from credit_ledger_entries
        where customer_id = any($1::uuid[]) order by amount_cents`,
      [[partly.customerId, fully.customerId]],
    );
    expect(ledger).toEqual([
      {
        customer_id: fully.customerId,
        kind: 'BILL',
        amount_cents: -5650,
        balance_after_cents: 100_000 - 5650,
        bill_id: fullBill!.id,
      },
      {
        customer_id: partly.customerId,
        kind: 'BILL',
        amount_cents: -3000,
        balance_after_cents: 0,
        bill_id: partBill!.id,
      },
    ]);
    const balances = await database.query<{ balance_cents: number }>(
      'select balance_cents from customers where id = any($1::uuid[]) order by balance_cents',
      [[partly.customerId, fully.customerId]],
    );
    expect(balances.map((row) => row.balance_cents)).toEqual([0, 100_000 - 5650]);
  });

  for (const where of ['between charging and recording', 'between writing and charging'] as const) {
    it(`restarts after a crash ${where}: nobody charged twice, nobody missed`, async () => {
      const customers = [];
      for (let index = 0; index < 4; index += 1) {
        const customer = await billingCustomer(database);
        await addMemberships(database, customer, {
          startDate: '2026-06-09',
          quantity: index + 1,
        });
        customers.push(customer);
      }
      const clock = noonOf('2026-07-09');
      let charged = 0;
      const crash = run(clock, {
        concurrency: 1,
        hooks:
          where === 'between charging and recording'
            ? {
                afterCharge: () => {
                  charged += 1;
                  if (charged === 2) throw new Error('power cut');
                },
              }
            : {
                afterWrite: () => {
                  throw new Error('power cut');
                },
              },
      });
      await expect(crash).rejects.toThrow('power cut');
      const open = await database.query<{ count: number }>(
        `select count(*)::int as count from bills where status = 'OPEN' and customer_id = any($1::uuid[])`,
        [customers.map((customer) => customer.customerId)],
      );
      expect(open[0]!.count).toBeGreaterThan(0);

      const restart = await run(clock);
      expect(restart.resumedBills).toBeGreaterThan(0);
      for (const [index, customer] of customers.entries()) {
        const bills = await billsOf(database, customer.customerId);
        expect(bills).toHaveLength(1);
        expect(bills[0]).toMatchObject({ status: 'PAID', lines: index + 1 });
        const charges = await chargesOf(database, customer.customerId);
        expect(charges).toEqual([
          {
            key: expect.any(String),
            amount_cents: bills[0]!.amount_charged_cents,
            status: 'succeeded',
          },
        ]);
        const payments = await database.query<{ count: number }>(
          'select count(*)::int as count from payments where bill_id = $1',
          [bills[0]!.id],
        );
        expect(payments[0]!.count).toBe(1);
      }
      // And again: nothing more.
      await run(clock);
      for (const customer of customers) {
        expect(await chargesOf(database, customer.customerId)).toHaveLength(1);
      }
    });
  }
});
