/**
 * Tips for a crew (decision 132): one row per visit, its payment attempts in `payments` (tip_id,
 * gateway key `tip:<tip id>:<attempt>`). Every read is scoped by the customer.
 */
import type { DatabaseHandle } from '../../db/client';
import type { CardType, DeliveryStatus, TipStatus } from '../../db/constants';

export interface TipRecord {
  id: string;
  deliveryId: string;
  orderId: string;
  amountCents: number;
  note: string | null;
  status: TipStatus;
  /** The latest attempt's gateway key and status. */
  chargeKey: string | null;
  paymentStatus: string | null;
  attempts: number;
  updatedAt: Date;
}

interface TipRow {
  id: string;
  delivery_id: string;
  order_id: string;
  amount_cents: number;
  note: string | null;
  status: TipStatus;
  charge_key: string | null;
  payment_status: string | null;
  attempts: number;
  updated_at: Date | string;
}

const TIP_COLUMNS = `t.id, t.delivery_id, t.order_id, t.amount_cents, t.note, t.status, t.updated_at,
  (select p.idempotency_key from payments p where p.tip_id = t.id
    order by p.created_at desc, p.id desc limit 1) as charge_key,
  (select p.status from payments p where p.tip_id = t.id
    order by p.created_at desc, p.id desc limit 1) as payment_status,
  (select count(*)::int from payments p where p.tip_id = t.id) as attempts`;

function toTipRecord(row: TipRow): TipRecord {
  return {
    id: row.id,
    deliveryId: row.delivery_id,
    orderId: row.order_id,
    amountCents: row.amount_cents,
    note: row.note,
    status: row.status,
    chargeKey: row.charge_key,
    paymentStatus: row.payment_status,
    attempts: row.attempts,
    updatedAt: row.updated_at instanceof Date ? row.updated_at : new Date(row.updated_at),
  };
}

/** The visit to tip, locked for this transaction; null when it is not the customer's. */
export async function lockTippableDelivery(
  tx: DatabaseHandle,
  customerId: string,
  deliveryId: string,
): Promise<{ id: string; orderId: string; status: DeliveryStatus; orderStatus: string } | null> {
  const [row] = await tx.query<{
    id: string;
    order_id: string;
    status: DeliveryStatus;
    order_status: string;
  }>(
    `select d.id, d.order_id, d.status, o.status as order_status
       from deliveries d join orders o on o.id = d.order_id
      where d.id = $1 and d.customer_id = $2
      for update of d`,
    [deliveryId, customerId],
  );
  return row
    ? { id: row.id, orderId: row.order_id, status: row.status, orderStatus: row.order_status }
    : null;
}

export async function findTipForDelivery(
  handle: DatabaseHandle,
  customerId: string,
  deliveryId: string,
): Promise<TipRecord | null> {
  const [row] = await handle.query<TipRow & Record<string, unknown>>(
    `select ${TIP_COLUMNS} from tips t where t.delivery_id = $1 and t.customer_id = $2`,
    [deliveryId, customerId],
  );
  return row ? toTipRecord(row) : null;
}

export interface TipAttempt {
  customerId: string;
  deliveryId: string;
  orderId: string;
  amountCents: number;
  note: string | null;
  userAgent: string | null;
}

/**
 * Writes the tip PENDING (a new row, or the declined one tried again) and its pending payment
 * with the next attempt's gateway key. Returns the tip id and that key.
 */
export async function startTipAttempt(
  tx: DatabaseHandle,
  attempt: TipAttempt,
  existing: TipRecord | null,
  chargePrefix: string,
): Promise<{ tipId: string; chargeKey: string }> {
  let tipId: string;
  if (existing) {
    await tx.query(
      `update tips set status = 'PENDING', amount_cents = $2, note = $3, user_agent = $4,
              updated_at = now()
        where id = $1`,
      [existing.id, attempt.amountCents, attempt.note, attempt.userAgent],
    );
    tipId = existing.id;
  } else {
    const [row] = await tx.query<{ id: string }>(
      `insert into tips (order_id, delivery_id, customer_id, amount_cents, note, status, user_agent)
       values ($1, $2, $3, $4, $5, 'PENDING', $6) returning id`,
      [
        attempt.orderId,
        attempt.deliveryId,
        attempt.customerId,
        attempt.amountCents,
        attempt.note,
        attempt.userAgent,
      ],
    );
    tipId = (row as { id: string }).id;
  }
  const chargeKey = `${chargePrefix}${tipId}:${(existing?.attempts ?? 0) + 1}`;
  await tx.query(
    `insert into payments (tip_id, customer_id, amount_cents, charge_type, status, idempotency_key)
     values ($1, $2, $3, 'CHARGE', 'PENDING', $4)`,
    [tipId, attempt.customerId, attempt.amountCents, chargeKey],
  );
  return { tipId, chargeKey };
}

export interface TipCharge {
  chargeKey: string;
  gatewayReference: string | null;
  cardType: CardType | null;
  cardLastFour: string | null;
  cardExpiryMonth: number | null;
  cardExpiryYear: number | null;
  details: string;
}

/** The card was charged: the tip is PAID. False when it was not pending any more. */
export async function markTipPaid(
  tx: DatabaseHandle,
  tipId: string,
  charge: TipCharge & { chargedCents: number },
): Promise<boolean> {
  const done = await tx.query(
    `update tips set status = 'PAID', amount_cents = $2, updated_at = now()
      where id = $1 and status = 'PENDING' returning id`,
    [tipId, charge.chargedCents],
  );
  if (done.length === 0) return false;
  await tx.query(
    `update payments set status = 'SUCCEEDED', charge_success = true, charge_time = now(),
            charge_details = $3, gateway_reference = $4, card_type = $5, card_last_four = $6,
            card_expiry_month = $7, card_expiry_year = $8
      where tip_id = $1 and idempotency_key = $2`,
    [
      tipId,
      charge.chargeKey,
      charge.details,
      charge.gatewayReference,
      charge.cardType,
      charge.cardLastFour,
      charge.cardExpiryMonth,
      charge.cardExpiryYear,
    ],
  );
  return true;
}

/** The card was refused (or the attempt voided): the tip is FAILED and may be tried again. */
export async function markTipFailed(
  tx: DatabaseHandle,
  tipId: string,
  charge: TipCharge,
): Promise<boolean> {
  const done = await tx.query(
    `update tips set status = 'FAILED', updated_at = now()
      where id = $1 and status = 'PENDING' returning id`,
    [tipId],
  );
  if (done.length === 0) return false;
  await tx.query(
    `update payments set status = 'DECLINED', charge_success = false, charge_time = now(),
            charge_details = $3, gateway_reference = $4, card_type = $5, card_last_four = $6,
            card_expiry_month = $7, card_expiry_year = $8
      where tip_id = $1 and idempotency_key = $2`,
    [
      tipId,
      charge.chargeKey,
      charge.details,
      charge.gatewayReference,
      charge.cardType,
      charge.cardLastFour,
      charge.cardExpiryMonth,
      charge.cardExpiryYear,
    ],
  );
  return true;
}

/** The customer's tips still PENDING whose latest attempt is older than `graceMs`. */
export async function staleTips(
  handle: DatabaseHandle,
  /** Null: every customer's (the settling pass). */
  customerId: string | null,
  graceMs: number,
): Promise<TipRecord[]> {
  const rows = await handle.query<TipRow & Record<string, unknown>>(
    `select ${TIP_COLUMNS} from tips t
      where ($1::uuid is null or t.customer_id = $1) and t.status = 'PENDING'
        and t.updated_at <= clock_timestamp() - make_interval(secs => $2::float8 / 1000)`,
    [customerId, graceMs],
  );
  return rows.map(toTipRecord);
}

/** Paid tips on the customer's orders, for receipts: per order, oldest first. */
export interface ReceiptTipRecord {
  orderId: string;
  deliveryId: string | null;
  amountCents: number;
  note: string | null;
  paidAt: Date;
  cardType: CardType | null;
  cardLastFour: string | null;
}

export async function paidTipsOfOrders(
  handle: DatabaseHandle,
  customerId: string,
  orderIds: readonly string[],
): Promise<ReceiptTipRecord[]> {
  if (orderIds.length === 0) return [];
  const rows = await handle.query<{
    order_id: string;
    delivery_id: string | null;
    amount_cents: number;
    note: string | null;
    paid_at: Date | string;
    card_type: CardType | null;
    card_last_four: string | null;
  }>(
    `select t.order_id, t.delivery_id, t.amount_cents, t.note,
            coalesce(p.charge_time, t.updated_at) as paid_at, p.card_type, p.card_last_four
       from tips t
       left join lateral (select charge_time, card_type, card_last_four from payments
                           where tip_id = t.id and status = 'SUCCEEDED'
                           order by created_at desc limit 1) p on true
      where t.customer_id = $1 and t.order_id = any($2::uuid[]) and t.status = 'PAID'
      order by paid_at, t.id`,
    [customerId, orderIds],
  );
  return rows.map((row) => ({
    orderId: row.order_id,
    deliveryId: row.delivery_id,
    amountCents: row.amount_cents,
    note: row.note,
    paidAt: row.paid_at instanceof Date ? row.paid_at : new Date(row.paid_at),
    cardType: row.card_type,
    cardLastFour: row.card_last_four,
  }));
}
