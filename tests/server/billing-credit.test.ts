import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { runInTransaction } from '../../server/db/transaction';
import {
  accountCreditHistory,
  grantAccountCredit,
  spendAccountCredit,
} from '../../server/modules/billing/account-credit';
import { createMembershipsForOrder } from '../../server/modules/billing/memberships';
import { testBackends } from './helpers/backends';
import { billingCustomer } from './helpers/billing-world';

const backends = await testBackends();

describe.each(backends)('account credit and memberships on $name', (backend) => {
  let database: DatabaseHandle;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ handle: database, dispose } = await backend.open());
  }, 120_000);
  afterAll(async () => {
    await dispose();
  });

  const balanceOf = async (customerId: string) => {
    const [row] = await database.query<{ balance_cents: number; ledger: number }>(
      `select balance_cents,
              (select coalesce(sum(amount_cents), 0)::int from credit_ledger_entries
                where customer_id = c.id) as ledger
         from customers c where id = $1`,
      [customerId],
    );
    return row!;
  };

  it('grants and spends through the ledger, and never goes below zero', async () => {
    const { customerId } = await billingCustomer(database);
    expect(await grantAccountCredit(database, customerId, 1000, { kind: 'REFERRAL' })).toBe(1000);
    expect(await spendAccountCredit(database, customerId, 600)).toBe(true);
    expect(await spendAccountCredit(database, customerId, 600)).toBe(false);
    expect(await balanceOf(customerId)).toEqual({ balance_cents: 400, ledger: 400 });
    const history = await accountCreditHistory(database, customerId);
    expect(history.map((entry) => [entry.kind, entry.amountCents]).sort()).toEqual([
      ['CHECKOUT', -600],
      ['REFERRAL', 1000],
    ]);
    expect(Math.min(...history.map((entry) => entry.balanceAfterCents))).toBeGreaterThanOrEqual(0);

    // Ten spends of 100 at once against 400: exactly four go through.
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        runInTransaction(database, (tx) =>
          spendAccountCredit(tx, customerId, 100, { kind: 'BILL', note: 'race' }),
        ),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(4);
    expect(await balanceOf(customerId)).toEqual({ balance_cents: 0, ledger: 0 });

    // A spend rolled back with its transaction leaves no entry.
    await grantAccountCredit(database, customerId, 500, { kind: 'GOODWILL', note: 'sorry' });
    await expect(
      runInTransaction(database, async (tx) => {
        expect(await spendAccountCredit(tx, customerId, 500)).toBe(true);
        throw new Error('checkout failed');
      }),
    ).rejects.toThrow('checkout failed');
    expect(await balanceOf(customerId)).toEqual({ balance_cents: 500, ledger: 500 });

    // The database refuses a negative balance, whoever writes it.
    await expect(
      database.query('update customers set balance_cents = -1 where id = $1', [customerId]),
    ).rejects.toThrow(/customers_balance_check/);
    await expect(spendAccountCredit(database, customerId, 0)).rejects.toThrow(RangeError);
    await expect(
      grantAccountCredit(database, '00000000-0000-4000-8000-000000000000', 5, { kind: 'REFUND' }),
    ).rejects.toThrow(/No customer/);
  });

  it('createMembershipsForOrder writes one ordered unit per quantity, payment 1 made, next bill a month on', async () => {
    const customer = await billingCustomer(database);
    const ids = await runInTransaction(database, (tx) =>
      createMembershipsForOrder(tx, {
        customerId: customer.customerId,
        orderId: customer.orderId,
        addressId: customer.addressId,
        startDate: '2026-01-31',
        lines: [
          {
            productId: customer.productId,
            purchaseOption: 'subscribe',
            termLengthMonths: null,
            quantity: 2,
            monthlyPriceCents: 4999,
            pivotCareCents: 1000,
            retailValueCents: 90_000,
            paymentsDue: 18,
          },
          {
            productId: customer.productId,
            purchaseOption: 'monthlyv3',
            termLengthMonths: 12,
            quantity: 1,
            monthlyPriceCents: 7500,
            pivotCareCents: 0,
            retailValueCents: 90_000,
            paymentsDue: 12,
          },
          {
            productId: customer.productId,
            purchaseOption: 'rentv2',
            termLengthMonths: null,
            quantity: 1,
            monthlyPriceCents: 3000,
            pivotCareCents: 600,
            retailValueCents: 90_000,
            paymentsDue: null,
          },
          {
            productId: customer.productId,
            purchaseOption: 'subscribev2',
            termLengthMonths: null,
            quantity: 1,
            monthlyPriceCents: 80_000,
            pivotCareCents: 0,
            retailValueCents: 90_000,
            paymentsDue: 1,
          },
        ],
      }),
    );
    expect(ids).toHaveLength(5);
    const rows = await database.query(
      `select purchase_option, subscription_status, monthly_price_cents, pivot_care,
              pivot_care_cents, retail_value_cents, payments_due, payments_made, next_bill_date,
              start_date, order_id, address_id
         from membership_products where id = any($1::uuid[])
        order by array_position($1::uuid[], id)`,
      [ids],
    );
    const common = {
      subscription_status: 'PENDING_DELIVERY',
      payments_made: 1,
      start_date: '2026-01-31',
      order_id: customer.orderId,
      address_id: customer.addressId,
      retail_value_cents: 90_000,
    };
    const subscription = {
      ...common,
      purchase_option: 'subscribe',
      monthly_price_cents: 4999,
      pivot_care: true,
      pivot_care_cents: 1000,
      payments_due: 18,
      next_bill_date: '2026-02-28',
    };
    expect(rows).toEqual([
      subscription,
      subscription,
      {
        ...common,
        purchase_option: 'monthlyv3',
        monthly_price_cents: 7500,
        pivot_care: false,
        pivot_care_cents: 0,
        payments_due: 12,
        next_bill_date: '2026-02-28',
      },
      {
        ...common,
        purchase_option: 'rentv2',
        monthly_price_cents: 3000,
        pivot_care: true,
        pivot_care_cents: 600,
        payments_due: null,
        next_bill_date: '2026-02-28',
      },
      {
        ...common,
        purchase_option: 'subscribev2',
        monthly_price_cents: 80_000,
        pivot_care: false,
        pivot_care_cents: 0,
        payments_due: 1,
        next_bill_date: null,
      },
    ]);
    await expect(
      createMembershipsForOrder(database, {
        customerId: customer.customerId,
        orderId: customer.orderId,
        addressId: customer.addressId,
        startDate: '2026-01-31',
        lines: [
          {
            productId: customer.productId,
            purchaseOption: 'ownv3',
            termLengthMonths: null,
            quantity: 1,
            monthlyPriceCents: 1,
            pivotCareCents: 0,
            retailValueCents: 1,
            paymentsDue: 1,
          },
        ],
      }),
    ).rejects.toThrow(/paid once/);
  });
});
