/**
 * Referrals (decision 115): who a customer referred, where each stands, and the REFERRAL
 * entries of the credit ledger that reward them. Every read is scoped to the customer.
 */
import type { DatabaseHandle } from '../../db/client';

export interface ReferredCustomer {
  id: string;
  firstName: string;
  lastInitial: string;
  joinedAt: Date;
  /** A placed order (paid, not cancelled). */
  ordered: boolean;
  /** The referrer's reward for this customer's first delivered order, in cents; 0 before. */
  rewardCents: number;
}

/** Customers who signed up through `referrerId`'s link, newest first (at most 200). */
export async function listReferredCustomers(
  handle: DatabaseHandle,
  referrerId: string,
): Promise<ReferredCustomer[]> {
  const rows = await handle.query<{
    id: string;
    first_name: string;
    last_name: string;
    created_at: Date;
    ordered: boolean;
    reward_cents: number;
  }>(
    `select c.id, c.first_name, c.last_name, c.created_at,
            exists (select 1 from orders o where o.customer_id = c.id and o.type = 'ORDER'
                      and o.status not in ('PENDING', 'CANCELLED', 'PAYMENT_FAILED')) as ordered,
            coalesce((select sum(e.amount_cents) from credit_ledger_entries e
                        join orders o on o.id = e.order_id
                       where e.customer_id = $1 and e.kind = 'REFERRAL' and e.amount_cents > 0
                         and o.customer_id = c.id), 0)::int as reward_cents
       from customers c
      where c.referrer_id = $1
      order by c.created_at desc, c.id limit 200`,
    [referrerId],
  );
  return rows.map((row) => ({
    id: row.id,
    firstName: row.first_name,
    lastInitial: row.last_name.charAt(0),
    joinedAt: row.created_at,
    ordered: row.ordered,
    rewardCents: row.reward_cents,
  }));
}

/** Referral credit the customer earned for referring others (REFERRAL entries for an order). */
export async function referralCreditEarned(
  handle: DatabaseHandle,
  customerId: string,
): Promise<number> {
  const [row] = await handle.query<{ cents: number }>(
    `select coalesce(sum(amount_cents), 0)::int as cents from credit_ledger_entries
      where customer_id = $1 and kind = 'REFERRAL' and amount_cents > 0 and order_id is not null`,
    [customerId],
  );
  return row?.cents ?? 0;
}

export interface DeliveredOrderFacts {
  orderId: string;
  orderNumber: string;
  customerId: string;
  firstName: string;
  lastName: string;
  /** The order's referrer, else the customer's. */
  referrerId: string | null;
  delivered: boolean;
}

/** The order with its customer locked until the transaction ends; null when unknown. */
export async function lockOrderForReferral(
  tx: DatabaseHandle,
  orderId: string,
): Promise<DeliveredOrderFacts | null> {
  const [row] = await tx.query<{
    id: string;
    order_number: string;
    customer_id: string;
    first_name: string;
    last_name: string;
    referrer_id: string | null;
    delivered: boolean;
  }>(
    `select o.id, o.order_number, c.id as customer_id, c.first_name, c.last_name,
            coalesce(o.referrer_id, c.referrer_id) as referrer_id,
            (o.type = 'ORDER' and o.status = 'COMPLETED') as delivered
       from orders o join customers c on c.id = o.customer_id
      where o.id = $1
      for update of c`,
    [orderId],
  );
  return row
    ? {
        orderId: row.id,
        orderNumber: row.order_number,
        customerId: row.customer_id,
        firstName: row.first_name,
        lastName: row.last_name,
        referrerId: row.referrer_id,
        delivered: row.delivered,
      }
    : null;
}

/** Whether `referrerId` was already rewarded for any order of `customerId`. */
export async function alreadyRewarded(
  tx: DatabaseHandle,
  referrerId: string,
  customerId: string,
): Promise<boolean> {
  const [row] = await tx.query<{ found: boolean }>(
    `select exists (select 1 from credit_ledger_entries e join orders o on o.id = e.order_id
                     where e.customer_id = $1 and e.kind = 'REFERRAL' and e.amount_cents > 0
                       and o.customer_id = $2) as found`,
    [referrerId, customerId],
  );
  return row?.found ?? false;
}

/**
 * Sets the referrer of a customer who has none (and is not their own); false when the referrer
 * does not exist or one was set already.
 */
export async function setReferrer(
  tx: DatabaseHandle,
  customerId: string,
  referrerId: string,
): Promise<boolean> {
  const rows = await tx.query<{ id: string }>(
    `update customers set referrer_id = $2, updated_at = now()
      where id = $1 and referrer_id is null and $1 <> $2
        and exists (select 1 from customers r where r.id = $2)
      returning id`,
    [customerId, referrerId],
  );
  return rows.length > 0;
}

/**
 * The delivered order's referral intent (decision 186), in the visit's transaction: one per
 * order (its key). True when this call wrote it.
 */
export async function insertReferralIntent(
  tx: DatabaseHandle,
  orderId: string,
  deliveryId: string,
): Promise<boolean> {
  const rows = await tx.query(
    `insert into referral_credits (order_id, delivery_id) values ($1, $2)
     on conflict (order_id) do nothing returning order_id`,
    [orderId, deliveryId],
  );
  return rows.length > 0;
}

/**
 * Locks one due, unsettled intent (that order's, with `orderId`) for the caller's transaction;
 * another pass skips it. Null when there is none.
 */
export async function claimReferralIntent(
  tx: DatabaseHandle,
  orderId: string | null,
): Promise<string | null> {
  const [row] = await tx.query<{ order_id: string }>(
    `select order_id from referral_credits
      where done_at is null and next_attempt_at <= now()
        and ($1::uuid is null or order_id = $1::uuid)
      order by next_attempt_at
      limit 1
      for update skip locked`,
    [orderId],
  );
  return row?.order_id ?? null;
}

/** Settled, in the transaction that credited (or found nothing to credit). */
export async function markReferralIntentDone(
  tx: DatabaseHandle,
  orderId: string,
  outcome: string,
): Promise<void> {
  await tx.query(
    `update referral_credits set done_at = now(), outcome = $2, attempts = attempts + 1
      where order_id = $1`,
    [orderId, outcome],
  );
}

/** A failed try: tried again after 1 min, 2 min, 4 min ... at most 6 h. */
export async function markReferralIntentRetry(
  handle: DatabaseHandle,
  orderId: string,
  error: string,
): Promise<void> {
  await handle.query(
    `update referral_credits
        set attempts = attempts + 1, last_error = $2,
            next_attempt_at = now() + least(interval '6 hours',
                                            interval '1 minute' * power(2, attempts))
      where order_id = $1 and done_at is null`,
    [orderId, error.slice(0, 500)],
  );
}
