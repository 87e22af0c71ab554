/**
 * Buyouts (docs/decisions/117-buyout-pricing.md): the customer's held items with what pricing
 * a buyout needs, the BUYOUT order written while its card is charged, and settling it. Every
 * read is scoped by the customer, so another customer's item is indistinguishable from none.
 */
import type { DatabaseHandle } from '../../db/client';
import type { CardType, PurchaseOption, TaxName } from '../../db/constants';

export interface BuyoutItemRecord {
  id: string;
  productId: number;
  name: string;
  /** The catalogue's French name, null where none was written (decision 185). */
  nameFr: string | null;
  imageUrl: string | null;
  purchaseOption: PurchaseOption;
  subscriptionStatus: string;
  monthlyPriceCents: number;
  /** PivotCare a month, 0 without it (never part of the buyout price). */
  pivotCareCents: number;
  paymentsMade: number;
  /** Of the months billed, those whose bill is not paid (declined, or not charged yet). */
  unpaidMonths: number;
  /** Payments after which the item is the customer's (null: rentals, never). */
  paymentsDue: number | null;
  retailValueCents: number | null;
  addressId: string;
  province: string;
  cityId: number;
  repaired: boolean;
  buyoutPending: boolean;
}

interface BuyoutItemRow {
  id: string;
  product_id: number;
  name: string;
  name_fr: string | null;
  image_url: string | null;
  purchase_option: PurchaseOption;
  subscription_status: string;
  monthly_price_cents: number;
  pivot_care_cents: number;
  payments_made: number;
  unpaid_months: number;
  payments_due: number | null;
  retail_value_cents: number | null;
  address_id: string;
  province: string;
  city_id: number;
  repaired: boolean;
  buyout_pending: boolean;
}

const ITEM_COLUMNS = `mp.id, mp.product_id, p.name, p.name_fr, p.image_url, mp.purchase_option,
  mp.subscription_status, coalesce(mp.monthly_price_cents, 0) as monthly_price_cents,
  mp.pivot_care_cents, mp.payments_made, mp.payments_due,
  (select count(*) from bill_lines bl join bills b on b.id = bl.bill_id
    where bl.membership_product_id = mp.id and b.status <> 'PAID')::int as unpaid_months, mp.retail_value_cents, a.id as address_id, a.province,
  coalesce(a.city_id, o.city_id) as city_id,
  (mp.repaired_membership_product_id is not null or exists (
     select 1 from membership_products r where r.repaired_membership_product_id = mp.id)) as repaired,
  exists (select 1 from order_lines ol join orders bo on bo.id = ol.order_id
           where ol.membership_product_id = mp.id and bo.type = 'BUYOUT'
             and bo.status = 'PENDING') as buyout_pending`;

/** The address a held item is at: its own, else the customer's primary shipping address. */
const ITEM_FROM = `memberships m
  join membership_products mp on mp.membership_id = m.id
  join products p on p.id = mp.product_id
  join orders o on o.id = mp.order_id
  join addresses a on a.id = coalesce(mp.address_id, (
    select pa.id from addresses pa where pa.customer_id = m.customer_id and pa.type = 'SHIPPING'
     order by pa.is_primary desc, pa.created_at, pa.id limit 1))`;

function toRecord(row: BuyoutItemRow): BuyoutItemRecord {
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
    paymentsMade: row.payments_made,
    unpaidMonths: row.unpaid_months,
    paymentsDue: row.payments_due,
    retailValueCents: row.retail_value_cents,
    addressId: row.address_id,
    province: row.province,
    cityId: row.city_id,
    repaired: row.repaired,
    buyoutPending: row.buyout_pending,
  };
}

/** Every item the customer holds or held, oldest first. */
export async function listHeldItems(
  handle: DatabaseHandle,
  customerId: string,
): Promise<BuyoutItemRecord[]> {
  const rows = await handle.query<BuyoutItemRow & Record<string, unknown>>(
    `select ${ITEM_COLUMNS} from ${ITEM_FROM}
      where m.customer_id = $1 order by mp.start_date, mp.id`,
    [customerId],
  );
  return rows.map(toRecord);
}

/**
 * The customer's items among `ids`, locked for this transaction (in id order, so two buyouts of
 * overlapping items wait for each other instead of deadlocking). Ids not theirs are left out.
 */
export async function lockHeldItems(
  tx: DatabaseHandle,
  customerId: string,
  ids: readonly string[],
  options: { lock: boolean } = { lock: true },
): Promise<BuyoutItemRecord[]> {
  if (options.lock)
    await tx.query(
      `select mp.id from memberships m join membership_products mp on mp.membership_id = m.id
      where m.customer_id = $1 and mp.id = any($2::uuid[]) order by mp.id for update of mp`,
      [customerId, ids],
    );
  const rows = await tx.query<BuyoutItemRow & Record<string, unknown>>(
    `select ${ITEM_COLUMNS} from ${ITEM_FROM}
      where m.customer_id = $1 and mp.id = any($2::uuid[]) order by mp.id`,
    [customerId, ids],
  );
  return rows.map(toRecord);
}

/** The order holding a buyout idempotency key, with the items it bought. */
export interface BuyoutOrderRecord {
  id: string;
  orderNumber: string;
  customerId: string;
  status: string;
  requestHash: string | null;
  totalChargedCents: number;
  totalCents: number;
  chargeKey: string | null;
}

export async function findBuyoutOrderByKey(
  handle: DatabaseHandle,
  idempotencyKey: string,
): Promise<BuyoutOrderRecord | null> {
  const [row] = await handle.query<{
    id: string;
    order_number: string;
    customer_id: string;
    status: string;
    request_hash: string | null;
    total_charged_cents: number;
    total_cents: number;
    charge_key: string | null;
  }>(
    `select o.id, o.order_number, o.customer_id, o.status, o.request_hash, o.total_charged_cents,
            o.total_cents,
            (select p.idempotency_key from payments p where p.order_id = o.id
              order by p.created_at desc limit 1) as charge_key
       from orders o where o.idempotency_key = $1 and o.type = 'BUYOUT'`,
    [idempotencyKey],
  );
  return row
    ? {
        id: row.id,
        orderNumber: row.order_number,
        customerId: row.customer_id,
        status: row.status,
        requestHash: row.request_hash,
        totalChargedCents: row.total_charged_cents,
        totalCents: row.total_cents,
        chargeKey: row.charge_key,
      }
    : null;
}

export interface NewBuyoutLine {
  membershipProductId: string;
  productId: number;
  name: string;
  thumbUrl: string | null;
  optionValueNames: string[];
  purchaseOption: PurchaseOption;
  amountCents: number;
  retailValueCents: number;
}

export interface NewBuyoutOrder {
  customerId: string;
  cityId: number;
  addressId: string;
  subtotalCents: number;
  originalSubtotalCents: number;
  taxTotalCents: number;
  totalCents: number;
  idempotencyKey: string;
  requestHash: string;
  lines: readonly NewBuyoutLine[];
  taxes: readonly { name: TaxName; ratePercent: number; amountCents: number }[];
}

/**
 * Writes the PENDING buyout order, its lines and taxes, claiming the idempotency key. Null when
 * another request holds the key (on PostgreSQL this waits for that request's transaction).
 */
export async function insertPendingBuyout(
  tx: DatabaseHandle,
  order: NewBuyoutOrder,
): Promise<{ id: string; orderNumber: string } | null> {
  const [row] = await tx.query<{ id: string; order_number: string }>(
    `insert into orders (customer_id, city_id, type, status, shipping_address_id,
       products_subtotal_cents, original_products_subtotal_cents, tax_total_cents, total_cents,
       idempotency_key, request_hash)
     values ($1, $2, 'BUYOUT', 'PENDING', $3, $4, $5, $6, $7, $8, $9)
     on conflict (idempotency_key) do nothing
     returning id, order_number`,
    [
      order.customerId,
      order.cityId,
      order.addressId,
      order.subtotalCents,
      order.originalSubtotalCents,
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
         option_value_names, quantity, purchase_option, price_cents, original_price_cents, pos)
       values ($1, 'PRODUCT', $2, $3, $4, $5, $6::text[], 1, $7, $8, $9, $10)`,
      [
        row.id,
        line.productId,
        line.membershipProductId,
        line.name,
        line.thumbUrl,
        line.optionValueNames,
        line.purchaseOption,
        line.amountCents,
        line.retailValueCents,
        index + 1,
      ],
    );
  }
  // Billing stops at once: a pending buyout's items are not due (released: see releaseBuyout).
  await tx.query(
    'update membership_products set next_bill_date = null where id = any($1::uuid[])',
    [order.lines.map((line) => line.membershipProductId)],
  );
  for (const [index, tax] of order.taxes.entries()) {
    await tx.query(
      `insert into order_taxes (order_id, name, rate_percent, amount_cents, pos)
       values ($1, $2, $3, $4, $5)`,
      [row.id, tax.name, tax.ratePercent, tax.amountCents, index + 1],
    );
  }
  return { id: row.id, orderNumber: row.order_number };
}

/** The pending payment of a buyout attempt, keyed by the gateway key. */
export async function insertBuyoutPayment(
  tx: DatabaseHandle,
  payment: { orderId: string; customerId: string; amountCents: number; chargeKey: string },
): Promise<void> {
  await tx.query(
    `insert into payments (order_id, customer_id, amount_cents, charge_type, status,
       idempotency_key)
     values ($1, $2, $3, 'CHARGE', 'PENDING', $4)`,
    [payment.orderId, payment.customerId, payment.amountCents, payment.chargeKey],
  );
}

export interface SettledCharge {
  chargeKey: string;
  chargedCents: number;
  gatewayReference: string;
  cardType: CardType | null;
  cardLastFour: string | null;
  cardExpiryMonth: number | null;
  cardExpiryYear: number | null;
}

/**
 * The buyout is paid: the order is CONFIRMED (paid; nothing is delivered), its payment SUCCEEDED, and its items OWNED from
 * `today` with nothing more to bill. False when the order was not pending any more.
 */
export async function completeBuyout(
  tx: DatabaseHandle,
  orderId: string,
  charge: SettledCharge,
  today: string,
): Promise<boolean> {
  const done = await tx.query(
    `update orders set status = 'CONFIRMED', total_charged_cents = $2, purchase_date = now(),
            updated_at = now()
      where id = $1 and status = 'PENDING' returning id`,
    [orderId, charge.chargedCents],
  );
  if (done.length === 0) return false;
  await tx.query(
    `update payments set status = 'SUCCEEDED', charge_success = true, charge_time = now(),
            charge_details = 'Approved', gateway_reference = $3, card_type = $4,
            card_last_four = $5, card_expiry_month = $6, card_expiry_year = $7
      where order_id = $1 and idempotency_key = $2`,
    [
      orderId,
      charge.chargeKey,
      charge.gatewayReference,
      charge.cardType,
      charge.cardLastFour,
      charge.cardExpiryMonth,
      charge.cardExpiryYear,
    ],
  );
  await tx.query(
    `update membership_products set subscription_status = 'OWNED', next_bill_date = null,
            end_date = $2::date
      where id in (select membership_product_id from order_lines where order_id = $1)`,
    [orderId, today],
  );
  return true;
}

/**
 * The card was refused: the pending order goes, its payment row stays (without order) as the
 * record of the attempt, and the key is free for another card. False when it was not pending.
 */
export async function releaseBuyout(
  tx: DatabaseHandle,
  orderId: string,
  attempt: { chargeKey: string; details: string; gatewayReference: string | null },
): Promise<boolean> {
  const [order] = await tx.query<{ id: string }>(
    `select id from orders where id = $1 and status = 'PENDING' and type = 'BUYOUT' for update`,
    [orderId],
  );
  if (!order) return false;
  await tx.query(
    `update payments set order_id = null, status = 'DECLINED', charge_success = false,
            charge_time = now(), charge_details = $3, gateway_reference = $4
      where order_id = $1 and idempotency_key = $2`,
    [orderId, attempt.chargeKey, attempt.details, attempt.gatewayReference],
  );
  // Billed again as before: the next period is start_date + payments_made months.
  await tx.query(
    `update membership_products set next_bill_date = case
        when payments_due is null or payments_made < payments_due
        then (start_date + make_interval(months => payments_made))::date end
      where id in (select membership_product_id from order_lines where order_id = $1)
        and subscription_status = 'DELIVERED'`,
    [orderId],
  );
  await tx.query('delete from orders where id = $1', [orderId]);
  return true;
}

/** A customer's PENDING buyout last touched at least `graceMs` ago, with its latest charge key. */
export interface StaleBuyout {
  id: string;
  orderNumber: string;
  idempotencyKey: string;
  chargeKey: string | null;
}

export async function staleBuyouts(
  handle: DatabaseHandle,
  /** Null: every customer's (the settling pass). */
  customerId: string | null,
  graceMs: number,
): Promise<StaleBuyout[]> {
  const rows = await handle.query<{
    id: string;
    order_number: string;
    idempotency_key: string;
    charge_key: string | null;
  }>(
    `select o.id, o.order_number, o.idempotency_key,
            (select p.idempotency_key from payments p where p.order_id = o.id
              order by p.created_at desc limit 1) as charge_key
       from orders o
      where ($1::uuid is null or o.customer_id = $1) and o.type = 'BUYOUT' and o.status = 'PENDING'
        and o.updated_at <= clock_timestamp() - make_interval(secs => $2::float8 / 1000)`,
    [customerId, graceMs],
  );
  return rows.map((row) => ({
    id: row.id,
    orderNumber: row.order_number,
    idempotencyKey: row.idempotency_key,
    chargeKey: row.charge_key,
  }));
}
