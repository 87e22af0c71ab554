/**
 * Returns (docs/decisions/118-returns.md): the customer's held items as return lines need them,
 * the RETURN order with its lines, and what a pickup changes. Every read is scoped by the
 * customer, so another customer's item is indistinguishable from none.
 */
import type { DatabaseHandle } from '../../db/client';
import type { DeliveryTimeType, ProductCondition, TaxName } from '../../db/constants';

export interface HeldItemRecord {
  id: string;
  productId: number;
  name: string;
  /** The catalogue's French name, null where none was written (decision 185). */
  nameFr: string | null;
  imageUrl: string | null;
  purchaseOption: string;
  subscriptionStatus: string;
  monthlyPriceCents: number;
  /** PivotCare a month, 0 without it: billed with the fee, not part of the return fee. */
  pivotCareCents: number;
  startDate: string;
  addressId: string;
  streetAddress: string;
  city: string;
  province: string;
  postalCode: string;
  cityId: number | null;
  pendingReturn: boolean;
  /** The return-policy version of the agreement the item's order was signed with, if any. */
  agreementVersion: string | null;
}

const ITEM_COLUMNS = `mp.id, mp.product_id, p.name, p.name_fr, p.image_url, mp.purchase_option,
  mp.subscription_status, coalesce(mp.monthly_price_cents, 0) as monthly_price_cents,
  mp.pivot_care_cents, mp.start_date, a.id as address_id, a.street_address, a.city, a.province,
  a.postal_code, a.city_id,
  (select so.agreement_version from orders so where so.id = mp.order_id) as agreement_version,
  exists (select 1 from order_lines ol join orders ro on ro.id = ol.order_id
           where ol.membership_product_id = mp.id and ro.type = 'RETURN'
             and ro.status not in ('CANCELLED', 'PAYMENT_FAILED')) as pending_return`;

const ITEM_FROM = `memberships m
  join membership_products mp on mp.membership_id = m.id
  join products p on p.id = mp.product_id
  join addresses a on a.id = coalesce(mp.address_id, (
    select pa.id from addresses pa where pa.customer_id = m.customer_id and pa.type = 'SHIPPING'
     order by pa.is_primary desc, pa.created_at, pa.id limit 1))`;

interface HeldItemRow {
  id: string;
  product_id: number;
  name: string;
  name_fr: string | null;
  image_url: string | null;
  purchase_option: string;
  subscription_status: string;
  monthly_price_cents: number;
  pivot_care_cents: number;
  start_date: string;
  address_id: string;
  street_address: string;
  city: string;
  province: string;
  postal_code: string;
  city_id: number | null;
  pending_return: boolean;
  agreement_version: string | null;
}

function toRecord(row: HeldItemRow): HeldItemRecord {
  return {
    id: row.id,
    productId: row.product_id,
    name: row.name,
    nameFr: row.name_fr,
    imageUrl: row.image_url,
    purchaseOption: row.purchase_option,
    subscriptionStatus: row.subscription_status,
    monthlyPriceCents: row.monthly_price_cents,
    pivotCareCents: row.pivot_care_cents,
    startDate: row.start_date,
    addressId: row.address_id,
    streetAddress: row.street_address,
    city: row.city,
    province: row.province,
    postalCode: row.postal_code,
    cityId: row.city_id,
    pendingReturn: row.pending_return,
    agreementVersion: row.agreement_version,
  };
}

/** The customer's items among `ids` (all of them when `ids` is null), oldest first. */
export async function findHeldItems(
  handle: DatabaseHandle,
  customerId: string,
  ids: readonly string[] | null,
  options: { lock?: boolean } = {},
): Promise<HeldItemRecord[]> {
  if (options.lock && ids) {
    await handle.query(
      `select mp.id from memberships m join membership_products mp on mp.membership_id = m.id
        where m.customer_id = $1 and mp.id = any($2::uuid[]) order by mp.id for update of mp`,
      [customerId, ids],
    );
  }
  const rows = await handle.query<HeldItemRow & Record<string, unknown>>(
    `select ${ITEM_COLUMNS} from ${ITEM_FROM}
      where m.customer_id = $1 ${ids ? 'and mp.id = any($2::uuid[])' : ''}
      order by mp.start_date, mp.id`,
    ids ? [customerId, ids] : [customerId],
  );
  return rows.map(toRecord);
}

export interface NewReturnLine {
  membershipProductId: string;
  productId: number;
  name: string;
  thumbUrl: string | null;
  purchaseOption: string;
  monthlyPriceCents: number;
  handlingPriceCents: number;
  condition: ProductCondition;
  reason: string;
}

export interface NewReturnOrder {
  customerId: string;
  cityId: number;
  addressId: string;
  returnDate: string;
  returnTimeType: DeliveryTimeType;
  subtotalCents: number;
  taxTotalCents: number;
  totalCents: number;
  idempotencyKey: string;
  requestHash: string;
  lines: readonly NewReturnLine[];
  taxes: readonly { name: TaxName; ratePercent: number; amountCents: number }[];
}

/**
 * Writes the SCHEDULED return order, its lines and taxes, and marks the items RETURN_SCHEDULED
 * (still billed until the pickup). Null when another request holds the key.
 */
export async function insertReturnOrder(
  tx: DatabaseHandle,
  order: NewReturnOrder,
): Promise<{ id: string; orderNumber: string } | null> {
  const [row] = await tx.query<{ id: string; order_number: string }>(
    `insert into orders (customer_id, city_id, type, status, shipping_address_id, return_date,
       return_time_type, products_subtotal_cents, tax_total_cents, total_cents, idempotency_key,
       request_hash)
     values ($1, $2, 'RETURN', 'SCHEDULED', $3, $4, $5, $6, $7, $8, $9, $10)
     on conflict (idempotency_key) do nothing
     returning id, order_number`,
    [
      order.customerId,
      order.cityId,
      order.addressId,
      order.returnDate,
      order.returnTimeType,
      order.subtotalCents,
      order.taxTotalCents,
      order.totalCents,
      order.idempotencyKey,
      order.requestHash,
    ],
  );
  if (!row) return null;
  for (const [index, line] of order.lines.entries()) {
    await tx.query(
      `insert into order_lines (order_id, kind, product_id, membership_product_id, name, thumb_url,
         quantity, purchase_option, price_cents, original_price_cents, handling_price_cents,
         condition, return_reason, pos)
       values ($1, 'RETURN', $2, $3, $4, $5, 1, $6, $7, $7, $8, $9, $10, $11)`,
      [
        row.id,
        line.productId,
        line.membershipProductId,
        line.name,
        line.thumbUrl,
        line.purchaseOption,
        line.monthlyPriceCents,
        line.handlingPriceCents,
        line.condition,
        line.reason,
        index + 1,
      ],
    );
  }
  for (const [index, tax] of order.taxes.entries()) {
    await tx.query(
      `insert into order_taxes (order_id, name, rate_percent, amount_cents, pos)
       values ($1, $2, $3, $4, $5)`,
      [row.id, tax.name, tax.ratePercent, tax.amountCents, index + 1],
    );
  }
  await tx.query(
    `update membership_products set subscription_status = 'RETURN_SCHEDULED', end_date = $2::date
      where id = any($1::uuid[])`,
    [order.lines.map((line) => line.membershipProductId), order.returnDate],
  );
  return { id: row.id, orderNumber: row.order_number };
}

/** The return order of an idempotency key. */
export async function findReturnOrderByKey(
  handle: DatabaseHandle,
  idempotencyKey: string,
): Promise<{
  id: string;
  orderNumber: string;
  customerId: string;
  requestHash: string | null;
  totalCents: number;
} | null> {
  const [row] = await handle.query<{
    id: string;
    order_number: string;
    customer_id: string;
    request_hash: string | null;
    total_cents: number;
  }>(
    `select id, order_number, customer_id, request_hash, total_cents from orders
      where idempotency_key = $1 and type = 'RETURN'`,
    [idempotencyKey],
  );
  return row
    ? {
        id: row.id,
        orderNumber: row.order_number,
        customerId: row.customer_id,
        requestHash: row.request_hash,
        totalCents: row.total_cents,
      }
    : null;
}

/** The return fee's payment row: claimed PENDING at the pickup, settled by the gateway's answer. */
export interface ReturnFeePayment {
  paymentId: string;
  orderId: string;
  orderNumber: string;
  customerId: string;
  amountCents: number;
  chargeKey: string;
  status: string;
}

/**
 * Claims the return fee of a RETURN order in the pickup's transaction: a PENDING payment row
 * under the gateway key, once (a second claim finds the key taken). Null for another kind of
 * order, a free return, or a fee already claimed.
 */
export async function claimReturnFee(
  tx: DatabaseHandle,
  orderId: string,
  chargeKey: string,
): Promise<ReturnFeePayment | null> {
  const [row] = await tx.query<{
    id: string;
    order_number: string;
    customer_id: string;
    amount_cents: number;
  }>(
    `insert into payments (order_id, customer_id, amount_cents, charge_type, status,
                           charge_details, idempotency_key)
     select o.id, o.customer_id, o.total_cents, 'CHARGE', 'PENDING', 'Return fee', $2
       from orders o
      where o.id = $1 and o.type = 'RETURN' and o.total_cents > 0 and o.customer_id is not null
     on conflict (idempotency_key) do nothing
     returning id, (select order_number from orders where id = $1) as order_number,
               customer_id, amount_cents`,
    [orderId, chargeKey],
  );
  if (!row) return null;
  return {
    paymentId: row.id,
    orderId,
    orderNumber: row.order_number,
    customerId: row.customer_id,
    amountCents: row.amount_cents,
    chargeKey,
    status: 'PENDING',
  };
}

/** The return fee payment of a gateway key, whatever its state. */
export async function findReturnFeePayment(
  handle: DatabaseHandle,
  chargeKey: string,
): Promise<ReturnFeePayment | null> {
  const [row] = await handle.query<{
    id: string;
    order_id: string;
    order_number: string;
    customer_id: string;
    amount_cents: number;
    status: string;
  }>(
    `select p.id, p.order_id, o.order_number, p.customer_id, p.amount_cents, p.status
       from payments p join orders o on o.id = p.order_id
      where p.idempotency_key = $1`,
    [chargeKey],
  );
  if (!row) return null;
  return {
    paymentId: row.id,
    orderId: row.order_id,
    orderNumber: row.order_number,
    customerId: row.customer_id,
    amountCents: row.amount_cents,
    chargeKey,
    status: row.status,
  };
}

/** Keys of return fees claimed and not yet answered (a crash or an outage between). */
export async function pendingReturnFeeKeys(handle: DatabaseHandle): Promise<string[]> {
  const rows = await handle.query<{ idempotency_key: string }>(
    `select p.idempotency_key from payments p join orders o on o.id = p.order_id
      where o.type = 'RETURN' and p.status = 'PENDING' and p.idempotency_key like 'return:%'
      order by p.created_at`,
  );
  return rows.map((row) => row.idempotency_key);
}

export interface ReturnFeeOutcome {
  succeeded: boolean;
  details: string;
  gatewayReference: string | null;
  cardType: string | null;
  cardLastFour: string | null;
  cardExpiryMonth: number | null;
  cardExpiryYear: number | null;
  /** Declined: when the billing run tries the card on file again. */
  nextRetryAt: Date | null;
}

/**
 * Records the gateway's answer once (the row must still be PENDING): approved, the order shows
 * it paid; declined (or no card on file), the fee becomes a delinquent record the billing run
 * retries and the customer can pay (decision 105). False when it was recorded already.
 */
export async function recordReturnFee(
  tx: DatabaseHandle,
  payment: ReturnFeePayment,
  outcome: ReturnFeeOutcome,
  now: Date,
): Promise<boolean> {
  const [row] = await tx.query<{ id: string }>(
    `update payments
        set status = $2, charge_success = $3, charge_details = $4, gateway_reference = $5,
            card_type = $6, card_last_four = $7, card_expiry_month = $8, card_expiry_year = $9,
            charge_time = $10
      where id = $1 and status = 'PENDING'
     returning id`,
    [
      payment.paymentId,
      outcome.succeeded ? 'SUCCEEDED' : 'DECLINED',
      outcome.succeeded,
      outcome.details,
      outcome.gatewayReference,
      outcome.cardType,
      outcome.cardLastFour,
      outcome.cardExpiryMonth,
      outcome.cardExpiryYear,
      now,
    ],
  );
  if (!row) return false;
  if (outcome.succeeded) {
    await tx.query(
      `update orders set total_charged_cents = $2, purchase_date = $3, updated_at = now()
        where id = $1`,
      [payment.orderId, payment.amountCents, now],
    );
  } else {
    await tx.query(
      `insert into delinquent_records (customer_id, order_id, total_remaining_cents, next_retry_at,
                                       created_at)
       values ($1, $2, $3, $4, $5)`,
      [payment.customerId, payment.orderId, payment.amountCents, outcome.nextRetryAt, now],
    );
  }
  return true;
}

/**
 * Photos the customer added to the return they are preparing (`draftId`), before it is booked,
 * counted by item (decision 153).
 */
export async function countDraftPhotos(
  handle: DatabaseHandle,
  customerId: string,
  draftId: string,
): Promise<Map<string, number>> {
  const rows = await handle.query<{ item: string; count: number }>(
    `select split_part(key, '/', 3) as item, count(*)::int as count from order_photos
      where customer_id = $1 and draft_id = $2 and order_id is null
      group by split_part(key, '/', 3)`,
    [customerId, draftId],
  );
  return new Map(rows.map((row) => [row.item, row.count]));
}

/** Attaches the draft's photos of `itemIds` to the booked return order. */
export async function attachDraftPhotos(
  tx: DatabaseHandle,
  orderId: string,
  customerId: string,
  draftId: string,
  itemIds: readonly string[],
): Promise<void> {
  await tx.query(
    `update order_photos set order_id = $1
      where customer_id = $2 and draft_id = $3 and order_id is null
        and split_part(key, '/', 3) = any($4::text[])`,
    [orderId, customerId, draftId, itemIds],
  );
}
