import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { addDays, localDate } from '../../server/shared/calendar-date';
import { advanceDelivery } from '../../server/composition-root';
import { returnFeeKey } from '../../server/modules/returns/return-pickup';
import { testBackends } from './helpers/backends';
import type { CheckoutServer } from './helpers/checkout-fixtures';
import { addCard, addMembership, billingCustomer } from './helpers/billing-world';
import type { BillingCustomer } from './helpers/billing-world';
import { withCheckoutWorld } from './helpers/checkout-world';

const RETURN = `mutation Return($returns: [ReturnItemInput!]!, $returndate: String!, $returntimetype: String!, $idempotencyKey: String!) {
  createReturnOrder(returns: $returns, orderType: "RETURN", returndate: $returndate,
                    returntimetype: $returntimetype, idempotencyKey: $idempotencyKey) {
    orderId returnFee total
  }
}`;
const RECEIPT = `query Receipt($orderId: ID!) {
  getOrderReceiptData(orderId: $orderId) {
    type status totalcharged
    payments { chargesuccess chargetype status amount cardlastfourdigits }
  }
}`;
const PAY = `mutation { payOverdueBalance { paid } }`;

interface Receipt {
  getOrderReceiptData: {
    type: string;
    status: string;
    totalcharged: number;
    payments: { chargesuccess: boolean; status: string; amount: number }[];
  };
}

const backends = await testBackends();

describe.each(backends)('a return picked up on $name', (backend) => {
  let database: DatabaseHandle;
  let server: CheckoutServer;
  withCheckoutWorld(backend, (world) => ({ database, server } = world));

  const torontoDay = (days: number) => addDays(localDate(new Date(), 'America/Toronto'), days);

  /** A customer returning a recent subscription (fee: twice $50) and a free one. */
  async function bookedReturn(card: string | null) {
    const customer: BillingCustomer = await billingCustomer(database, { province: 'ON', card });
    const recent = await addMembership(database, customer, {
      startDate: '2026-01-10',
      feeCents: 5_000,
    });
    const old = await addMembership(database, customer, {
      startDate: '2021-03-01',
      feeCents: 4_000,
      paymentsDue: null,
      option: 'rentv2',
    });
    const token = await server.tokenFor(customer.customerId);
    const booked = await server.graphql<{
      createReturnOrder: { orderId: string; returnFee: number; total: number };
    }>(
      RETURN,
      {
        returns: [recent, old].map((id) => ({ id, reason: 'MOVING', condition: 'LIGHT_WEAR' })),
        returndate: torontoDay(3),
        returntimetype: 'MORNING',
        idempotencyKey: randomUUID(),
      },
      token,
    );
    expect(booked.errors).toBeUndefined();
    const { orderId } = booked.data!.createReturnOrder;
    const [pickup] = await database.query<{ id: string; kind: string; delivery_date: string }>(
      `select id, kind, delivery_date::text from deliveries where order_id = $1`,
      [orderId],
    );
    expect(pickup).toMatchObject({ kind: 'PICKUP', delivery_date: torontoDay(3) });
    return { customer, token, orderId, pickupId: pickup!.id, items: [recent, old] };
  }

  const complete = (pickupId: string) =>
    advanceDelivery(database, pickupId, 'COMPLETED', new Date(`${torontoDay(3)}T15:00:00Z`));

  const items = (ids: string[]) =>
    database.query<{ subscription_status: string; end_date: string; next_bill_date: null }>(
      `select subscription_status, end_date::text, next_bill_date from membership_products
        where id = any($1::uuid[])`,
      [ids],
    );

  const charges = (orderId: string) =>
    database.query<{ status: string; amount_cents: number }>(
      'select status, amount_cents from sandbox_charges where idempotency_key = $1',
      [returnFeeKey(orderId)],
    );

  it('returns the items, stops billing at the pickup day and charges the fee once', async () => {
    const { token, orderId, pickupId, items: ids } = await bookedReturn('tok_visa');
    // Nothing charged when the pickup is booked.
    expect(await charges(orderId)).toEqual([]);
    // The feed reports completion twice at once, then once more.
    const first = await Promise.all([complete(pickupId), complete(pickupId)]);
    expect(first.filter(Boolean)).toHaveLength(1);
    expect(await complete(pickupId)).toBe(false);

    // Twice $50 with Ontario's 13% HST; the free item adds nothing.
    expect(await charges(orderId)).toEqual([{ status: 'succeeded', amount_cents: 11_300 }]);
    expect(await items(ids)).toEqual([
      { subscription_status: 'RETURNED', end_date: torontoDay(3), next_bill_date: null },
      { subscription_status: 'RETURNED', end_date: torontoDay(3), next_bill_date: null },
    ]);
    const receipt = await server.graphql<Receipt>(RECEIPT, { orderId }, token);
    expect(receipt.errors).toBeUndefined();
    expect(receipt.data!.getOrderReceiptData).toMatchObject({
      type: 'RETURN',
      status: 'COMPLETED',
      totalcharged: 113,
      payments: [{ chargesuccess: true, status: 'SUCCEEDED', amount: 113 }],
    });
    const owed = await database.query('select 1 from delinquent_records where order_id = $1', [
      orderId,
    ]);
    expect(owed).toEqual([]);
  });

  it('a declined fee card: the items stay returned and the fee is owed until paid', async () => {
    const {
      customer,
      token,
      orderId,
      pickupId,
      items: ids,
    } = await bookedReturn('tok_chargeDeclined');
    expect(await complete(pickupId)).toBe(true);
    expect(await complete(pickupId)).toBe(false);
    expect(await charges(orderId)).toEqual([{ status: 'declined', amount_cents: 11_300 }]);
    expect((await items(ids)).map((item) => item.subscription_status)).toEqual([
      'RETURNED',
      'RETURNED',
    ]);
    const records = await database.query<{
      total_remaining_cents: number;
      resolved_at: Date | null;
      next_retry_at: Date | null;
    }>(
      `select total_remaining_cents, resolved_at, next_retry_at from delinquent_records
        where order_id = $1`,
      [orderId],
    );
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ total_remaining_cents: 11_300, resolved_at: null });
    expect(records[0]!.next_retry_at).not.toBeNull();
    const declined = await server.graphql<Receipt>(RECEIPT, { orderId }, token);
    expect(declined.data!.getOrderReceiptData).toMatchObject({
      totalcharged: 0,
      payments: [{ chargesuccess: false, status: 'DECLINED', amount: 113 }],
    });

    // The customer adds a good card and pays what is owed: once.
    await addCard(database, customer.customerId, 'tok_visa');
    const paid = await server.graphql<{ payOverdueBalance: { paid: number } }>(PAY, {}, token);
    expect(paid.errors).toBeUndefined();
    expect(paid.data!.payOverdueBalance.paid).toBe(113);
    const again = await server.graphql<{ payOverdueBalance: { paid: number } }>(PAY, {}, token);
    expect(again.data!.payOverdueBalance.paid).toBe(0);
    const after = await server.graphql<Receipt>(RECEIPT, { orderId }, token);
    expect(after.data!.getOrderReceiptData.payments.map((payment) => payment.status)).toEqual([
      'DECLINED',
      'SUCCEEDED',
    ]);
  });

  it('no card on file: the fee is owed, nothing charged', async () => {
    const { orderId, pickupId } = await bookedReturn(null);
    expect(await complete(pickupId)).toBe(true);
    expect(await charges(orderId)).toEqual([]);
    const [record] = await database.query<{ total_remaining_cents: number }>(
      'select total_remaining_cents from delinquent_records where order_id = $1',
      [orderId],
    );
    expect(record!.total_remaining_cents).toBe(11_300);
  });
});
