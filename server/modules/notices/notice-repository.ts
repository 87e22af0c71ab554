/**
 * The notices outbox (table `notices`, decision 154): rows written in the transaction of what
 * causes them, one per cause (`dedupe_key`), claimed and stamped by the senders.
 */
import type { DatabaseHandle } from '../../db/client';

export type NoticeKind =
  | 'ORDER'
  | 'TIP'
  | 'DELIVERED'
  | 'VISIT_ON_THE_WAY'
  | 'VISIT_NEARBY'
  | 'VISIT_REMINDER'
  | 'VISIT_CANCELLED'
  | 'BILL_PAID'
  | 'BILL_DECLINED'
  | 'OVERDUE_PAID'
  | 'RETURN_FEE_PAID'
  | 'RETURN_FEE_DECLINED';

export interface NewNotice {
  kind: NoticeKind;
  dedupeKey: string;
  customerId: string;
  orderId?: string | null;
  deliveryId?: string | null;
  billId?: string | null;
  paymentKey?: string | null;
}

/** Writes a notice unless one with its key exists; true when this call wrote it. */
export async function insertNotice(tx: DatabaseHandle, notice: NewNotice): Promise<boolean> {
  const rows = await tx.query(
    `insert into notices (kind, dedupe_key, customer_id, order_id, delivery_id, bill_id,
                          payment_key)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (dedupe_key) do nothing returning id`,
    [
      notice.kind,
      notice.dedupeKey,
      notice.customerId,
      notice.orderId ?? null,
      notice.deliveryId ?? null,
      notice.billId ?? null,
      notice.paymentKey ?? null,
    ],
  );
  return rows.length > 0;
}

/** The confirmation of a placed order of any type, for its customer (none for a guest). */
export async function insertOrderNotice(tx: DatabaseHandle, orderId: string): Promise<void> {
  await tx.query(
    `insert into notices (kind, dedupe_key, customer_id, order_id)
     select 'ORDER', 'order:' || o.id, o.customer_id, o.id
       from orders o where o.id = $1 and o.customer_id is not null
     on conflict (dedupe_key) do nothing`,
    [orderId],
  );
}

/** A paid tip's receipt. */
export async function insertTipNotice(tx: DatabaseHandle, tipId: string): Promise<void> {
  await tx.query(
    `insert into notices (kind, dedupe_key, customer_id, order_id, delivery_id)
     select 'TIP', 'tip:' || t.id, t.customer_id, t.order_id, t.delivery_id
       from tips t where t.id = $1 and t.status = 'PAID' and t.customer_id is not null
     on conflict (dedupe_key) do nothing`,
    [tipId],
  );
}

/** Each visit notice's key: its prefix and the visit's id. */
const VISIT_NOTICE_KEYS = {
  DELIVERED: 'delivered:',
  VISIT_CANCELLED: 'visit-cancelled:',
  VISIT_ON_THE_WAY: 'on-the-way:',
  VISIT_NEARBY: 'nearby:',
} as const;

/** A visit's notice (on its way, 30 minutes away, delivered, cancelled), keyed by kind and visit. */
export async function insertVisitNotice(
  tx: DatabaseHandle,
  kind: keyof typeof VISIT_NOTICE_KEYS,
  deliveryId: string,
): Promise<void> {
  await tx.query(
    `insert into notices (kind, dedupe_key, customer_id, order_id, delivery_id)
     select $1, $2 || d.id, d.customer_id, d.order_id, d.id
       from deliveries d where d.id = $3
     on conflict (dedupe_key) do nothing`,
    [kind, VISIT_NOTICE_KEYS[kind], deliveryId],
  );
}

/** The outcome of monthly bills just settled: a receipt when paid, a request to pay when declined. */
export async function insertBillNotices(
  tx: DatabaseHandle,
  billIds: readonly string[],
): Promise<void> {
  if (billIds.length === 0) return;
  await tx.query(
    `insert into notices (kind, dedupe_key, customer_id, bill_id)
     select case b.status when 'PAID' then 'BILL_PAID' else 'BILL_DECLINED' end,
            case b.status when 'PAID' then 'bill-paid:' else 'bill-declined:' end || b.id,
            b.customer_id, b.id
       from bills b where b.id = any($1::uuid[]) and b.status in ('PAID', 'DECLINED')
     on conflict (dedupe_key) do nothing`,
    [billIds],
  );
}

/**
 * Scheduled visits on `day` (a depot's tomorrow) that have no reminder for that day yet: one
 * per visit and day, so two passes (or two instances) write it once, and a visit moved to
 * another day is reminded again for its new day.
 */
export async function insertVisitReminders(
  handle: DatabaseHandle,
  cityIds: readonly number[],
  day: string,
): Promise<number> {
  if (cityIds.length === 0) return 0;
  const rows = await handle.query(
    `insert into notices (kind, dedupe_key, customer_id, order_id, delivery_id)
     select 'VISIT_REMINDER', 'reminder:' || d.id || ':' || d.delivery_date, d.customer_id,
            d.order_id, d.id
       from deliveries d
      where d.city_id = any($1::int[]) and d.delivery_date = $2 and d.status = 'SCHEDULED'
     on conflict (dedupe_key) do nothing returning id`,
    [cityIds, day],
  );
  return rows.length;
}

/** Depots and their time zones, for the reminder pass's "tomorrow" of each. */
export async function depotZones(
  handle: DatabaseHandle,
): Promise<{ cityId: number; timezone: string }[]> {
  const rows = await handle.query<{ id: number; timezone: string }>(
    'select id, timezone from cities order by id',
  );
  return rows.map((row) => ({ cityId: row.id, timezone: row.timezone }));
}

export interface NoticeRecord {
  id: string;
  kind: NoticeKind;
  dedupeKey: string;
  customerId: string;
  orderId: string | null;
  deliveryId: string | null;
  billId: string | null;
  paymentKey: string | null;
  attempts: number;
  mailSentAt: Date | null;
  smsSentAt: Date | null;
  createdAt: Date;
}

interface NoticeRow {
  id: string;
  kind: NoticeKind;
  dedupe_key: string;
  customer_id: string;
  order_id: string | null;
  delivery_id: string | null;
  bill_id: string | null;
  payment_key: string | null;
  attempts: number;
  mail_sent_at: Date | null;
  sms_sent_at: Date | null;
  created_at: Date;
}

/**
 * Claims up to `limit` due notices for `leaseMs`: PENDING, due, and not claimed by another
 * sender whose claim still runs. `skip locked` lets several instances claim side by side.
 */
export async function claimDueNotices(
  handle: DatabaseHandle,
  now: Date,
  limit: number,
  leaseMs: number,
): Promise<NoticeRecord[]> {
  const rows = await handle.query<NoticeRow & Record<string, unknown>>(
    `update notices n set locked_until = $1::timestamptz + make_interval(secs => $3::float8 / 1000),
            attempts = n.attempts + 1
      where n.id in (
        select id from notices
         where status = 'PENDING' and next_attempt_at <= $1
           and (locked_until is null or locked_until <= $1)
         order by next_attempt_at, created_at
         limit $2
         for update skip locked)
     returning n.id, n.kind, n.dedupe_key, n.customer_id, n.order_id, n.delivery_id, n.bill_id,
               n.payment_key,                n.attempts, n.mail_sent_at, n.sms_sent_at, n.created_at`,
    [now, limit, leaseMs],
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    dedupeKey: row.dedupe_key,
    customerId: row.customer_id,
    orderId: row.order_id,
    deliveryId: row.delivery_id,
    billId: row.bill_id,
    paymentKey: row.payment_key,
    attempts: row.attempts,
    mailSentAt: row.mail_sent_at,
    smsSentAt: row.sms_sent_at,
    createdAt: row.created_at,
  }));
}

/** The mail went: stamped once (false when another sender stamped it first). */
export async function markNoticeMailed(
  tx: DatabaseHandle,
  id: string,
  to: string,
  subject: string,
  at: Date,
): Promise<boolean> {
  const rows = await tx.query(
    `update notices set mail_sent_at = $4, mail_to = $2, mail_subject = $3
      where id = $1 and mail_sent_at is null returning id`,
    [id, to, subject, at],
  );
  return rows.length > 0;
}

export async function markNoticeTexted(
  tx: DatabaseHandle,
  id: string,
  to: string,
  at: Date,
): Promise<boolean> {
  const rows = await tx.query(
    `update notices set sms_sent_at = $3, sms_to = $2
      where id = $1 and sms_sent_at is null returning id`,
    [id, to, at],
  );
  return rows.length > 0;
}

export async function markNoticeDone(
  handle: DatabaseHandle,
  id: string,
  status: 'SENT' | 'FAILED',
  at: Date,
  error: string | null = null,
): Promise<void> {
  await handle.query(
    `update notices set status = $2, sent_at = case when $2 = 'SENT' then $3::timestamptz end,
            locked_until = null, last_error = coalesce($4, last_error)
      where id = $1`,
    [id, status, at, error],
  );
}

/** A failed attempt: tried again at `next`, the claim released. */
export async function markNoticeRetry(
  handle: DatabaseHandle,
  id: string,
  next: Date,
  error: string,
): Promise<void> {
  await handle.query(
    `update notices set next_attempt_at = $2, locked_until = null, last_error = $3 where id = $1`,
    [id, next, error.slice(0, 500)],
  );
}

// ---------------------------------------------------------------------------
// What a notice says, read when it is sent (the same stored figures as the receipts)
// ---------------------------------------------------------------------------

export interface NoticeContact {
  email: string;
  firstName: string;
  /** The confirmed mobile, when there is one. */
  mobile: string | null;
  /** Opted into texts with a confirmed mobile (the default channel of new visits). */
  texts: boolean;
}

export async function noticeContactOf(
  handle: DatabaseHandle,
  customerId: string,
): Promise<NoticeContact | null> {
  const [row] = await handle.query<{
    email: string;
    first_name: string;
    phone1: string | null;
    mobile_verified: boolean;
    delivery_sms_opt_in: boolean;
  }>(
    `select email, first_name, phone1, mobile_verified, delivery_sms_opt_in
       from customers where id = $1`,
    [customerId],
  );
  if (!row) return null;
  const mobile = row.mobile_verified && row.phone1 ? row.phone1 : null;
  return {
    email: row.email,
    firstName: row.first_name,
    mobile,
    texts: mobile !== null && row.delivery_sms_opt_in,
  };
}

/** An order's facts the receipt does not carry: its partner showroom and its visits. */
export async function noticeOrderFacts(
  handle: DatabaseHandle,
  orderId: string,
): Promise<{ partnerStore: string | null; visitIds: string[] } | null> {
  const [order] = await handle.query<{ partner_store: string | null }>(
    'select partner_store from orders where id = $1',
    [orderId],
  );
  if (!order) return null;
  const visits = await handle.query<{ id: string }>(
    `select id from deliveries where order_id = $1
      order by delivery_date, (kind = 'DELIVERY'), created_at`,
    [orderId],
  );
  return { partnerStore: order.partner_store, visitIds: visits.map((visit) => visit.id) };
}

export interface NoticePayment {
  amountCents: number;
  status: string;
  cardType: string | null;
  cardLastFour: string | null;
  chargeTime: Date | null;
}

/** A payment by its idempotency key. */
export async function noticePaymentByKey(
  handle: DatabaseHandle,
  key: string,
): Promise<NoticePayment | null> {
  const [row] = await handle.query<{
    amount_cents: number;
    status: string;
    card_type: string | null;
    card_last_four: string | null;
    charge_time: Date | null;
  }>(
    `select amount_cents, status, card_type, card_last_four, charge_time
       from payments where idempotency_key = $1 order by created_at desc limit 1`,
    [key],
  );
  return row
    ? {
        amountCents: row.amount_cents,
        status: row.status,
        cardType: row.card_type,
        cardLastFour: row.card_last_four,
        chargeTime: row.charge_time,
      }
    : null;
}

/**
 * What was refunded on an order (refunds recorded as payments of type REFUND), counting a refund
 * the card processor has not confirmed yet: it is owed and retried until made (decision 148).
 */
export async function noticeRefundedCents(
  handle: DatabaseHandle,
  orderId: string,
): Promise<number> {
  const [row] = await handle.query<{ cents: number }>(
    `select coalesce(sum(abs(amount_cents)), 0)::int as cents from payments
      where order_id = $1 and charge_type = 'REFUND' and status in ('PENDING', 'SUCCEEDED', 'REFUNDED')`,
    [orderId],
  );
  return row?.cents ?? 0;
}

export interface NoticeTip {
  amountCents: number;
  note: string | null;
  cardType: string | null;
  cardLastFour: string | null;
}

export async function noticeTipOf(
  handle: DatabaseHandle,
  deliveryId: string,
): Promise<NoticeTip | null> {
  const [row] = await handle.query<{
    amount_cents: number;
    note: string | null;
    card_type: string | null;
    card_last_four: string | null;
  }>(
    `select t.amount_cents, t.note, p.card_type, p.card_last_four
       from tips t left join payments p on p.tip_id = t.id and p.status = 'SUCCEEDED'
      where t.delivery_id = $1 and t.status = 'PAID' limit 1`,
    [deliveryId],
  );
  return row
    ? {
        amountCents: row.amount_cents,
        note: row.note,
        cardType: row.card_type,
        cardLastFour: row.card_last_four,
      }
    : null;
}

export interface NoticeBill {
  id: string;
  billDate: string;
  status: string;
  subtotalCents: number;
  taxTotalCents: number;
  totalCents: number;
  balanceUsedCents: number;
  amountChargedCents: number;
  address: { streetAddress: string; unitNumber: string | null; city: string; province: string };
  lines: {
    name: string;
    /** The catalogue's French name, null where none was written (decision 185). */
    nameFr: string | null;
    period: number;
    feeCents: number;
    pivotCareCents: number;
    amountCents: number;
  }[];
  taxes: { name: string; ratePercent: number; amountCents: number }[];
  cardType: string | null;
  cardLastFour: string | null;
}

export async function noticeBillOf(
  handle: DatabaseHandle,
  billId: string,
): Promise<NoticeBill | null> {
  const [bill] = await handle.query<{
    id: string;
    bill_date: string;
    status: string;
    subtotal_cents: number;
    tax_total_cents: number;
    total_cents: number;
    balance_used_cents: number;
    amount_charged_cents: number;
    street_address: string;
    unit_number: string | null;
    city: string;
    province: string;
    card_type: string | null;
    card_last_four: string | null;
  }>(
    `select b.id, b.bill_date, b.status, b.subtotal_cents, b.tax_total_cents, b.total_cents,
            b.balance_used_cents, b.amount_charged_cents, a.street_address, a.unit_number,
            a.city, a.province,
            coalesce(p.card_type, pm.card_type) as card_type,
            coalesce(p.card_last_four, pm.card_last_four) as card_last_four
       from bills b join addresses a on a.id = b.address_id
       left join payments p on p.id = b.payment_id
       left join payment_methods pm on pm.id = b.payment_method_id
      where b.id = $1`,
    [billId],
  );
  if (!bill) return null;
  const lines = await handle.query<{
    name: string;
    name_fr: string | null;
    period: number;
    fee_cents: number;
    pivot_care_cents: number;
    amount_cents: number;
  }>(
    `select p.name, p.name_fr, l.period, l.fee_cents, l.pivot_care_cents, l.amount_cents
       from bill_lines l join products p on p.id = l.product_id
      where l.bill_id = $1 order by p.name, l.period, l.id`,
    [billId],
  );
  const taxes = await handle.query<{ name: string; rate_percent: number; amount_cents: number }>(
    'select name, rate_percent, amount_cents from bill_taxes where bill_id = $1 order by pos, id',
    [billId],
  );
  return {
    id: bill.id,
    billDate: bill.bill_date,
    status: bill.status,
    subtotalCents: bill.subtotal_cents,
    taxTotalCents: bill.tax_total_cents,
    totalCents: bill.total_cents,
    balanceUsedCents: bill.balance_used_cents,
    amountChargedCents: bill.amount_charged_cents,
    address: {
      streetAddress: bill.street_address,
      unitNumber: bill.unit_number,
      city: bill.city,
      province: bill.province,
    },
    lines: lines.map((line) => ({
      name: line.name,
      nameFr: line.name_fr,
      period: line.period,
      feeCents: line.fee_cents,
      pivotCareCents: line.pivot_care_cents,
      amountCents: line.amount_cents,
    })),
    taxes: taxes.map((tax) => ({
      name: tax.name,
      ratePercent: tax.rate_percent,
      amountCents: tax.amount_cents,
    })),
    cardType: bill.card_type,
    cardLastFour: bill.card_last_four,
  };
}
