import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { DEMO_CUSTOMERS } from '../../server/db/seed/demo-customers';
import { runBilling } from '../../server/modules/billing/billing-run';
import { addMonths } from '../../server/shared/calendar-date';
import { SandboxGateway } from '../../server/payments/sandbox-gateway';
import { testBackends } from './helpers/backends';
import { TEST_REFERENCE_DATE } from './helpers/test-database';
import { noonOf } from './helpers/billing-world';

const [ALEX, SAM, JORDAN] = DEMO_CUSTOMERS as [
  (typeof DEMO_CUSTOMERS)[number],
  (typeof DEMO_CUSTOMERS)[number],
  (typeof DEMO_CUSTOMERS)[number],
];
const backends = await testBackends();

describe.each(backends)('the demo customers’ billing histories on $name', (backend) => {
  let database: DatabaseHandle;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ handle: database, dispose } = await backend.open());
  }, 120_000);
  afterAll(async () => {
    await dispose();
  });

  const units = (customerId: string) =>
    database.query<{
      purchase_option: string;
      subscription_status: string;
      payments_due: number | null;
      payments_made: number;
      next_bill_date: string | null;
    }>(
      `select mp.purchase_option, mp.subscription_status, mp.payments_due, mp.payments_made,
              mp.next_bill_date
         from membership_products mp join memberships m on m.id = mp.membership_id
        where m.customer_id = $1 order by mp.start_date, mp.id`,
      [customerId],
    );

  it('shows memberships of every kind and age, past bills in three provinces, a delinquent account tied to a declined bill, and credit through the ledger', async () => {
    const alex = await units(ALEX.id);
    // A subscription one payment from being owned, others running, one returned.
    expect(
      alex.some(
        (unit) =>
          unit.purchase_option === 'subscribe' &&
          unit.payments_due !== null &&
          unit.payments_made === unit.payments_due - 1 &&
          unit.next_bill_date !== null,
      ),
    ).toBe(true);
    expect(alex.some((unit) => unit.subscription_status === 'RETURNED')).toBe(true);
    const sam = await units(SAM.id);
    expect(sam.filter((unit) => unit.purchase_option === 'monthlyv3')).toEqual([
      expect.objectContaining({
        subscription_status: 'OWNED',
        payments_due: 12,
        payments_made: 12,
      }),
      expect.objectContaining({ subscription_status: 'DELIVERED', payments_due: 24 }),
    ]);
    const jordan = await units(JORDAN.id);
    expect(jordan.find((unit) => unit.purchase_option === 'rentv2')).toMatchObject({
      subscription_status: 'DELIVERED',
      payments_due: null,
    });
    // Nothing of the seed is due on the reference date: a fresh start bills nobody at once.
    for (const unit of [...alex, ...sam, ...jordan]) {
      if (unit.next_bill_date) expect(unit.next_bill_date > TEST_REFERENCE_DATE).toBe(true);
    }

    const provinces = await database.query<{ province: string; taxes: string[] }>(
      `select b.province, array_agg(distinct t.name order by t.name) as taxes
         from bills b join bill_taxes t on t.bill_id = b.id group by b.province order by 1`,
    );
    expect(provinces).toEqual([
      { province: 'BC', taxes: ['GST', 'PST'] },
      { province: 'ON', taxes: ['HST'] },
      { province: 'QC', taxes: ['GST', 'QST'] },
    ]);
    const sums = await database.query<{ bad: number }>(
      `select count(*)::int as bad from bills b
        where total_cents <> (select sum(amount_cents) from bill_lines where bill_id = b.id)
                             + (select coalesce(sum(amount_cents), 0) from bill_taxes where bill_id = b.id)
           or (status = 'PAID') <> (payment_id is not null)`,
    );
    expect(sums[0]!.bad).toBe(0);

    const records = await database.query<{
      customer_id: string;
      status: string;
      owed: number;
      total: number;
    }>(
      `select d.customer_id, b.status, d.total_remaining_cents as owed, b.amount_charged_cents as total
         from delinquent_records d join bills b on b.id = d.bill_id where d.resolved_at is null`,
    );
    expect(records).toEqual([
      {
        customer_id: JORDAN.id,
        status: 'DECLINED',
        owed: expect.any(Number),
        total: expect.any(Number),
      },
    ]);
    expect(records[0]!.owed).toBe(records[0]!.total);

    const ledger = await database.query<{ id: string; balance_cents: number; ledger: number }>(
      `select c.id, c.balance_cents,
              (select coalesce(sum(amount_cents), 0)::int from credit_ledger_entries e
                where e.customer_id = c.id) as ledger
         from customers c where c.balance_cents > 0 or exists
              (select 1 from credit_ledger_entries e where e.customer_id = c.id)`,
    );
    expect(ledger).toEqual([{ id: ALEX.id, balance_cents: 2500, ledger: 2500 }]);
  });

  it('bills the next month of the seeded histories: Alex’s subscription becomes owned, Jordan declines again', async () => {
    const nextMonth = addMonths(TEST_REFERENCE_DATE, 1);
    const summary = await runBilling(database, {
      gateway: new SandboxGateway(database, noonOf(nextMonth)),
      now: noonOf(nextMonth),
    });
    expect(summary.billsWritten).toBeGreaterThanOrEqual(3);
    expect(summary.owned).toBeGreaterThanOrEqual(1);
    const alex = await units(ALEX.id);
    expect(alex.some((unit) => unit.subscription_status === 'OWNED')).toBe(true);
    const open = await database.query<{ count: number }>(
      `select count(*)::int as count from delinquent_records where customer_id = $1 and resolved_at is null`,
      [JORDAN.id],
    );
    expect(open[0]!.count).toBeGreaterThanOrEqual(2);
    // Alex's credit went to the bill first.
    const [balance] = await database.query<{ balance_cents: number }>(
      'select balance_cents from customers where id = $1',
      [ALEX.id],
    );
    expect(balance!.balance_cents).toBe(0);
  });
});
