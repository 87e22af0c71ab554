import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { claimDelinquentAttempt } from '../../server/modules/billing/billing-repository';
import { runBilling } from '../../server/modules/billing/billing-run';
import { SandboxGateway } from '../../server/payments/sandbox-gateway';
import { testBackends } from './helpers/backends';
import type { CheckoutServer } from './helpers/checkout-fixtures';
import {
  addCard,
  addMembership,
  billingCustomer,
  billsOf,
  chargesOf,
  membershipState,
} from './helpers/billing-world';
import { withCheckoutWorld } from './helpers/checkout-world';

const ORDER_STATUS = `query GetOrderStatus { getOrderStatus { id totalremaining } }`;
const PAY = `mutation Pay($paymentMethodId: ID, $source: String) {
  payOverdueBalance(paymentMethodId: $paymentMethodId, source: $source) {
    paid remaining { id totalremaining }
  }
}`;

interface PayAnswer {
  payOverdueBalance: { paid: number; remaining: { id: string; totalremaining: number }[] };
}
interface StatusAnswer {
  getOrderStatus: { id: string; totalremaining: number }[];
}

const DAY = 86_400_000;
const backends = await testBackends();

describe.each(backends)('declined bills and paying them off on $name', (backend) => {
  let database: DatabaseHandle;
  let server: CheckoutServer;

  withCheckoutWorld(backend, (world) => ({ database, server } = world));

  const runAt = (at: Date) =>
    runBilling(database, { gateway: new SandboxGateway(database, () => at), now: () => at });

  const record = async (customerId: string) => {
    const [row] = await database.query<{
      id: string;
      bill_id: string;
      total_remaining_cents: number;
      retry_count: number;
      next_retry_at: Date | null;
      resolved_at: Date | null;
    }>(
      `select id, bill_id, total_remaining_cents, retry_count, next_retry_at, resolved_at
         from delinquent_records where customer_id = $1 order by created_at, id limit 1`,
      [customerId],
    );
    return row!;
  };

  it('a declined bill opens a delinquent record, retried on day 1, 3 and 7, then weekly, then left to the customer', async () => {
    const customer = await billingCustomer(database, { card: 'tok_chargeDeclined' });
    await addMembership(database, customer, { startDate: '2026-03-02' });
    const declinedAt = new Date('2026-04-02T12:00:00Z');
    const summary = await runAt(declinedAt);
    expect(summary.declined).toBeGreaterThanOrEqual(1);

    const [bill] = await billsOf(database, customer.customerId);
    expect(bill).toMatchObject({ status: 'DECLINED', amount_charged_cents: 5650 });
    const opened = await record(customer.customerId);
    expect(opened).toMatchObject({
      bill_id: bill!.id,
      total_remaining_cents: 5650,
      retry_count: 0,
      resolved_at: null,
    });
    expect(opened.next_retry_at?.toISOString()).toBe(
      new Date(declinedAt.getTime() + DAY).toISOString(),
    );
    const [payment] = await database.query<{ status: string; charge_details: string }>(
      'select status, charge_details from payments where bill_id = $1',
      [bill!.id],
    );
    expect(payment).toEqual({ status: 'DECLINED', charge_details: 'Card declined' });

    const expectRetry = async (at: Date, count: number, nextDays: number | null) => {
      await runAt(at);
      const row = await record(customer.customerId);
      expect(row.retry_count).toBe(count);
      expect(row.resolved_at).toBeNull();
      expect(row.next_retry_at?.toISOString() ?? null).toBe(
        nextDays === null ? null : new Date(declinedAt.getTime() + nextDays * DAY).toISOString(),
      );
    };
    await expectRetry(new Date(declinedAt.getTime() + DAY + 3_600_000), 1, 3);
    await expectRetry(new Date(declinedAt.getTime() + 2 * DAY), 1, 3); // not due yet
    await expectRetry(new Date(declinedAt.getTime() + 3 * DAY + 60_000), 2, 7);
    await expectRetry(new Date(declinedAt.getTime() + 7 * DAY + 60_000), 3, 14);
    await expectRetry(new Date(declinedAt.getTime() + 14 * DAY + 60_000), 4, 21);
    // Days missed: one attempt, then no retry is left. (The next month's bill, declined too,
    // opens a record of its own.)
    await expectRetry(new Date(declinedAt.getTime() + 29 * DAY), 5, null);
    await expectRetry(new Date(declinedAt.getTime() + 60 * DAY), 5, null);
    const first = await record(customer.customerId);
    const keys = (await chargesOf(database, customer.customerId))
      .map((charge) => charge.key)
      .filter((key) => key.startsWith(`delinquent:${first.id}:`));
    expect(keys.sort()).toEqual([1, 2, 3, 4, 5].map((n) => `delinquent:${first.id}:${n}`));
    const records = await database.query<{ count: number }>(
      'select count(*)::int as count from delinquent_records where customer_id = $1 and resolved_at is null',
      [customer.customerId],
    );
    expect(records[0]!.count).toBe(2);
  });

  it('a retry after the customer fixed their card pays the bill and clears the alert', async () => {
    const customer = await billingCustomer(database, { card: 'tok_chargeDeclined' });
    await addMembership(database, customer, { startDate: '2026-03-04' });
    const declinedAt = new Date('2026-04-04T12:00:00Z');
    await runAt(declinedAt);
    await addCard(database, customer.customerId, 'tok_visa');
    await runAt(new Date(declinedAt.getTime() + DAY + 60_000));
    expect((await billsOf(database, customer.customerId))[0]!.status).toBe('PAID');
    expect((await record(customer.customerId)).resolved_at).not.toBeNull();
  });

  it('an attempt interrupted after it was claimed is finished with the same key', async () => {
    const customer = await billingCustomer(database, { card: 'tok_chargeDeclined' });
    await addMembership(database, customer, { startDate: '2026-03-06' });
    const declinedAt = new Date('2026-04-06T12:00:00Z');
    await runAt(declinedAt);
    const open = await record(customer.customerId);
    // A good card, claimed and charged, then the process died before recording the answer.
    const claimed = await claimDelinquentAttempt(database, open.id, 'tok_visa', declinedAt);
    await new SandboxGateway(database).charge({
      idempotencyKey: claimed!.attemptKey!,
      amountCents: claimed!.owedCents,
      source: 'tok_visa',
      customerId: customer.customerId,
    });
    await runAt(new Date(declinedAt.getTime() + 3_600_000));
    expect((await record(customer.customerId)).resolved_at).not.toBeNull();
    const charges = await chargesOf(database, customer.customerId);
    expect(charges.filter((charge) => charge.status === 'succeeded')).toHaveLength(1);
  });

  it('payOverdueBalance over GraphQL: refused without sign-in, declined with the bad card, then paid with a good one; getOrderStatus empties', async () => {
    const customer = await billingCustomer(database, { card: 'tok_chargeDeclined' });
    // The last payment of a subscription is the one declined.
    const membership = await addMembership(database, customer, {
      startDate: '2026-03-08',
      paymentsDue: 2,
    });
    await runAt(new Date('2026-04-08T12:00:00Z'));
    expect(await membershipState(database, membership)).toMatchObject({
      subscription_status: 'DELIVERED',
      payments_made: 2,
      next_bill_date: null,
    });
    const token = await server.tokenFor(customer.customerId);
    const owed = await record(customer.customerId);

    const status = await server.graphql<StatusAnswer>(ORDER_STATUS, {}, token);
    expect(status.data?.getOrderStatus).toEqual([{ id: owed.id, totalremaining: 56.5 }]);

    const guest = await server.graphql<PayAnswer>(PAY, {});
    expect(guest.errors?.[0]?.extensions?.code).toBe('NO_AUTH');

    const declined = await server.graphql<PayAnswer>(PAY, {}, token);
    expect(declined.errors?.[0]?.extensions?.code).toBe('PAYMENT_DECLINED');
    expect(
      (await server.graphql<StatusAnswer>(ORDER_STATUS, {}, token)).data?.getOrderStatus,
    ).toHaveLength(1);

    const unknown = await server.graphql<PayAnswer>(
      PAY,
      { paymentMethodId: '00000000-0000-4000-8000-000000000000' },
      token,
    );
    expect(unknown.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    for (const variables of [{ paymentMethodId: 'not-a-card' }, { source: 'tok_nonsense' }]) {
      const bad = await server.graphql<PayAnswer>(PAY, variables, token);
      expect(bad.status).toBe(200);
      expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }

    // A new card token pays it.
    const source = await server.cardToken('4242424242424242');
    const paid = await server.graphql<PayAnswer>(PAY, { source }, token);
    expect(paid.errors).toBeUndefined();
    expect(paid.data?.payOverdueBalance).toEqual({ paid: 56.5, remaining: [] });
    expect(
      (await server.graphql<StatusAnswer>(ORDER_STATUS, {}, token)).data?.getOrderStatus,
    ).toEqual([]);

    const [bill] = await billsOf(database, customer.customerId);
    expect(bill!.status).toBe('PAID');
    expect(await membershipState(database, membership)).toMatchObject({
      subscription_status: 'OWNED',
    });
    const [linked] = await database.query<{ status: string; amount_cents: number }>(
      'select p.status, p.amount_cents from bills b join payments p on p.id = b.payment_id where b.id = $1',
      [bill!.id],
    );
    expect(linked).toEqual({ status: 'SUCCEEDED', amount_cents: 5650 });

    // Paying again charges nothing.
    const again = await server.graphql<PayAnswer>(PAY, { source }, token);
    expect(again.data?.payOverdueBalance).toEqual({ paid: 0, remaining: [] });
    const succeeded = (await chargesOf(database, customer.customerId)).filter(
      (charge) => charge.status === 'succeeded',
    );
    expect(succeeded).toHaveLength(1);
  });
});
