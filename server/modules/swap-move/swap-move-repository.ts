/**
 * Swaps and moves (decision 135): the customer's held items as the two flows need them, the
 * replacements a swap can bring, and the SWAP and MOVE orders with what booking, paying and
 * releasing them changes. Every read is scoped by the customer, so another customer's item is
 * indistinguishable from none.
 */
import type { DatabaseHandle } from '../../db/client';
import type { DeliveryTimeType, PurchaseOption, TaxName } from '../../db/constants';

export interface VisitItemRecord {
  id: string;
  membershipId: string;
  productId: number;
  parentProductId: number;
  name: string;
  /** The catalogue's French name, null where none was written (decision 185). */
  nameFr: string | null;
  imageUrl: string | null;
  purchaseOption: PurchaseOption;
  termLengthMonths: number | null;
  subscriptionStatus: string;
  monthlyPriceCents: number;
  /** Whether the unit has PivotCare; `pivotCareCents` is its monthly price when it has. */
  pivotCare: boolean;
  pivotCareCents: number;
  addressId: string;
  streetAddress: string;
  unitNumber: string | null;
  city: string;
  province: string;
  postalCode: string;
  /** The depot serving the item's address (its own city, else the order's). */
  cityId: number;
  /** A return, swap or move of the item is booked and not done yet. */
  visitPending: boolean;
  buyoutPending: boolean;
}

interface VisitItemRow {
  id: string;
  membership_id: string;
  product_id: number;
  parent_product_id: number;
  name: string;
  name_fr: string | null;
  image_url: string | null;
  purchase_option: PurchaseOption;
  term_length_months: number | null;
  subscription_status: string;
  monthly_price_cents: number;
  pivot_care: boolean;
  pivot_care_cents: number;
  address_id: string;
  street_address: string;
  unit_number: string | null;
  city: string;
  province: string;
  postal_code: string;
  city_id: number;
  visit_pending: boolean;
  buyout_pending: boolean;
}

const ITEM_COLUMNS = `mp.id, mp.membership_id, mp.product_id, p.parent_product_id, p.name,
  p.name_fr, p.image_url, mp.purchase_option, mp.term_length_months, mp.subscription_status,
  coalesce(mp.monthly_price_cents, 0) as monthly_price_cents, mp.pivot_care, mp.pivot_care_cents,
  a.id as address_id, a.street_address, a.unit_number, a.city, a.province, a.postal_code,
  coalesce(a.city_id, o.city_id) as city_id,
  exists (select 1 from order_lines ol join orders vo on vo.id = ol.order_id
           where ol.membership_product_id = mp.id and vo.type in ('RETURN', 'SWAP', 'MOVE')
             and vo.status not in ('COMPLETED', 'CANCELLED', 'PAYMENT_FAILED')) as visit_pending,
  exists (select 1 from order_lines ol join orders bo on bo.id = ol.order_id
           where ol.membership_product_id = mp.id and bo.type = 'BUYOUT'
             and bo.status = 'PENDING') as buyout_pending`;

const ITEM_FROM = `memberships m
  join membership_products mp on mp.membership_id = m.id
  join products p on p.id = mp.product_id
  join orders o on o.id = mp.order_id
  join addresses a on a.id = coalesce(mp.address_id, (
    select pa.id from addresses pa where pa.customer_id = m.customer_id and pa.type = 'SHIPPING'
     order by pa.is_primary desc, pa.created_at, pa.id limit 1))`;

function toRecord(row: VisitItemRow): VisitItemRecord {
  return {
    id: row.id,
    membershipId: row.membership_id,
    productId: row.product_id,
    parentProductId: row.parent_product_id,
    name: row.name,
    nameFr: row.name_fr,
    imageUrl: row.image_url,
    purchaseOption: row.purchase_option,
    termLengthMonths: row.term_length_months,
    subscriptionStatus: row.subscription_status,
    monthlyPriceCents: row.monthly_price_cents,
    pivotCare: row.pivot_care,
    pivotCareCents: row.pivot_care_cents,
    addressId: row.address_id,
    streetAddress: row.street_address,
    unitNumber: row.unit_number,
    city: row.city,
    province: row.province,
    postalCode: row.postal_code,
    cityId: row.city_id,
    visitPending: row.visit_pending,
    buyoutPending: row.buyout_pending,
  };
}

/**
 * The customer's items among `ids` (all when null), oldest first; with `lock`, their rows are
 * locked for the transaction in id order (two bookings of one item wait for each other).
 */
export async function findVisitItems(
  handle: DatabaseHandle,
  customerId: string,
  ids: readonly string[] | null,
  options: { lock?: boolean } = {},
): Promise<VisitItemRecord[]> {
  if (options.lock && ids) {
    await handle.query(
      `select mp.id from memberships m join membership_products mp on mp.membership_id = m.id
        where m.customer_id = $1 and mp.id = any($2::uuid[]) order by mp.id for update of mp`,
      [customerId, ids],
    );
  }
  const rows = await handle.query<VisitItemRow & Record<string, unknown>>(
    `select ${ITEM_COLUMNS} from ${ITEM_FROM}
      where m.customer_id = $1 and ($2::uuid[] is null or mp.id = any($2::uuid[]))
      order by mp.start_date, mp.id`,
    [customerId, ids === null ? null : [...ids]],
  );
  return rows.map(toRecord);
}

export interface ReplacementRecord {
  productId: number;
  name: string;
  /** The French name, null where none was written (decision 185). */
  nameFr: string | null;
  imageUrl: string | null;
  priceCents: number;
  termLengthMonths: number | null;
}

/**
 * Variants a swap can bring in place of `variantId`: visible, in stock (or made to order) at the
 * depot, offered with the same way to pay, from the same leaf category first, then any; cheapest
 * first. `search` narrows by name.
 */
export async function findReplacements(
  handle: DatabaseHandle,
  args: {
    variantId: number;
    purchaseOption: string;
    cityId: number;
    search: string | null;
    limit: number;
    productIds?: readonly number[];
  },
): Promise<ReplacementRecord[]> {
  const rows = await handle.query<{
    product_id: number;
    name: string;
    name_fr: string | null;
    image_url: string | null;
    price_cents: number;
    term_length_months: number | null;
  }>(
    `select distinct on (p.id) p.id as product_id, p.name, p.name_fr, coalesce(p.image_url, pp.image_url) as image_url,
            pr.price_cents, pr.term_length_months,
            (pp.primary_category_id is not distinct from (
               select hp.primary_category_id from products h
                 join parent_products hp on hp.id = h.parent_product_id where h.id = $1)) as same_category
       from products p
       join parent_products pp on pp.id = p.parent_product_id and pp.visible
       join product_prices pr on pr.product_id = p.id and pr.purchase_option = $2
       join depot_availability da on da.product_id = p.id and da.city_id = $3 and da.visible
                                 and (not da.tied_to_inventory or da.available > 0)
      where p.id <> $1
        and ($4::text is null or p.name ilike '%' || $4 || '%' or pp.name ilike '%' || $4 || '%'
             or p.name_fr ilike '%' || $4 || '%' or pp.name_fr ilike '%' || $4 || '%')
        and ($5::int[] is null or p.id = any($5::int[]))
      order by p.id, pr.term_length_months nulls first`,
    [
      args.variantId,
      args.purchaseOption,
      args.cityId,
      args.search,
      args.productIds ? [...args.productIds] : null,
    ],
  );
  const sameCategory = (row: (typeof rows)[number]) =>
    (row as unknown as { same_category: boolean }).same_category ? 0 : 1;
  return rows
    .sort((a, b) => sameCategory(a) - sameCategory(b) || a.price_cents - b.price_cents)
    .slice(0, args.limit)
    .map((row) => ({
      productId: row.product_id,
      name: row.name,
      nameFr: row.name_fr,
      imageUrl: row.image_url,
      priceCents: row.price_cents,
      termLengthMonths: row.term_length_months,
    }));
}

export interface VisitOrderRecord {
  id: string;
  orderNumber: string;
  customerId: string;
  type: string;
  status: string;
  requestHash: string | null;
  totalCents: number;
  totalChargedCents: number;
}

/** The SWAP or MOVE order holding an idempotency key. */
export async function findVisitOrderByKey(
  handle: DatabaseHandle,
  idempotencyKey: string,
): Promise<VisitOrderRecord | null> {
  const [row] = await handle.query<{
    id: string;
    order_number: string;
    customer_id: string;
    type: string;
    status: string;
    request_hash: string | null;
    total_cents: number;
    total_charged_cents: number;
  }>(
    `select id, order_number, customer_id, type, status, request_hash, total_cents,
            total_charged_cents
       from orders where idempotency_key = $1 and type in ('SWAP', 'MOVE')`,
    [idempotencyKey],
  );
  return row
    ? {
        id: row.id,
        orderNumber: row.order_number,
        customerId: row.customer_id,
        type: row.type,
        status: row.status,
        requestHash: row.request_hash,
        totalCents: row.total_cents,
        totalChargedCents: row.total_charged_cents,
      }
    : null;
}

export interface NewVisitLine {
  kind: 'PRODUCT' | 'RETURN';
  membershipProductId: string | null;
  productId: number;
  name: string;
  thumbUrl: string | null;
  optionValueNames: string[];
  purchaseOption: PurchaseOption;
  termLengthMonths: number | null;
  priceCents: number;
  /** Monthly PivotCare of the line's unit, when it has it. */
  pivotCareCents?: number;
}

export interface NewVisitOrder {
  type: 'SWAP' | 'MOVE';
  customerId: string;
  cityId: number;
  addressId: string;
  moveAddressId: string | null;
  /** The day the crew delivers (a move: the day the items arrive at the move address). */
  date: string;
  /** The day the crew picks up (a swap: the same day). */
  pickupDate: string;
  timeType: DeliveryTimeType;
  feeCents: number;
  taxTotalCents: number;
  totalCents: number;
  idempotencyKey: string;
  requestHash: string;
  lines: readonly NewVisitLine[];
  taxes: readonly { name: TaxName; ratePercent: number; amountCents: number }[];
  /** MOVE orders: the road kilometres the fee was priced on, and its basis in words. */
  moveDistanceKm?: number | null;
  moveBasis?: string | null;
}

/**
 * Writes the PENDING order, its lines and taxes, claiming the idempotency key; null when another
 * request holds the key. The visit fee is the order's delivery fee.
 */
export async function insertVisitOrder(
  tx: DatabaseHandle,
  order: NewVisitOrder,
): Promise<{ id: string; orderNumber: string } | null> {
  const [row] = await tx.query<{ id: string; order_number: string }>(
    `insert into orders (customer_id, city_id, type, status, shipping_address_id, move_address_id,
       delivery_date, delivery_time_type, return_date, return_time_type, delivery_cents,
       tax_total_cents, total_cents, idempotency_key, request_hash, move_distance_km, move_basis)
     values ($1, $2, $3, 'PENDING', $4, $5, $6, $7, $13, $7, $8, $9, $10, $11, $12, $14, $15)
     on conflict (idempotency_key) do nothing
     returning id, order_number`,
    [
      order.customerId,
      order.cityId,
      order.type,
      order.addressId,
      order.moveAddressId,
      order.date,
      order.timeType,
      order.feeCents,
      order.taxTotalCents,
      order.totalCents,
      order.idempotencyKey,
      order.requestHash,
      order.pickupDate,
      order.moveDistanceKm ?? null,
      order.moveBasis ?? null,
    ],
  );
  if (!row) return null;
  for (const [index, line] of order.lines.entries()) {
    await tx.query(
      `insert into order_lines (order_id, kind, product_id, membership_product_id, name, thumb_url,
         option_value_names, quantity, purchase_option, term_length_months, price_cents,
         original_price_cents, pos, pivot_care, pivot_care_cents)
       values ($1, $2, $3, $4, $5, $6, $7::text[], 1, $8, $9, $10, $10, $11, $12 > 0, $12)`,
      [
        row.id,
        line.kind,
        line.productId,
        line.membershipProductId,
        line.name,
        line.thumbUrl,
        line.optionValueNames,
        line.purchaseOption,
        line.termLengthMonths,
        line.priceCents,
        index + 1,
        line.pivotCareCents ?? 0,
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
  return { id: row.id, orderNumber: row.order_number };
}

/** The pending payment of the order's fee, keyed by the gateway key. */
export async function insertVisitPayment(
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

/** The gateway key of the order's pending payment, if any. */
export async function pendingChargeKey(
  handle: DatabaseHandle,
  orderId: string,
): Promise<string | null> {
  const [row] = await handle.query<{ idempotency_key: string }>(
    `select idempotency_key from payments where order_id = $1 order by created_at desc limit 1`,
    [orderId],
  );
  return row?.idempotency_key ?? null;
}

/** A swap or move a crash left PENDING, and the gateway key of its fee (null: no fee). */
export interface StaleVisitOrder {
  id: string;
  orderNumber: string;
  chargeKey: string | null;
}

/** Every PENDING swap and move untouched for `graceMs` (no live request is charging it). */
export async function staleVisitOrders(
  handle: DatabaseHandle,
  graceMs: number,
): Promise<StaleVisitOrder[]> {
  const rows = await handle.query<{ id: string; order_number: string; charge_key: string | null }>(
    `select o.id, o.order_number,
            (select p.idempotency_key from payments p where p.order_id = o.id
              order by p.created_at desc limit 1) as charge_key
       from orders o
      where o.type in ('SWAP', 'MOVE') and o.status = 'PENDING'
        and o.updated_at <= clock_timestamp() - make_interval(secs => $1::float8 / 1000)
      order by o.created_at`,
    [graceMs],
  );
  return rows.map((row) => ({
    id: row.id,
    orderNumber: row.order_number,
    chargeKey: row.charge_key,
  }));
}

/**
 * The fee is paid (or there was none): the order is CONFIRMED, its payment SUCCEEDED. False
 * when it was not pending any more.
 */
export async function confirmVisitOrder(
  tx: DatabaseHandle,
  orderId: string,
  charge: {
    chargeKey: string;
    chargedCents: number;
    gatewayReference: string;
    cardType: string | null;
    cardLastFour: string | null;
    cardExpiryMonth: number | null;
    cardExpiryYear: number | null;
  } | null,
): Promise<boolean> {
  const done = await tx.query(
    `update orders set status = 'CONFIRMED', total_charged_cents = $2, purchase_date = now(),
            updated_at = now()
      where id = $1 and status = 'PENDING' returning id`,
    [orderId, charge?.chargedCents ?? 0],
  );
  if (done.length === 0) return false;
  if (charge) {
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
  }
  return true;
}

/**
 * Swap booked: the held item is picked up on the swap date (RETURN_SCHEDULED, its membership
 * product ends that day and is not billed for a period starting on or after it), and the
 * replacement is a new membership product of the same membership, starting on the swap date
 * with its first period billed that day once delivered.
 */
export async function bookSwapUnits(
  tx: DatabaseHandle,
  args: {
    orderId: string;
    heldId: string;
    swapDate: string;
    replacement: {
      productId: number;
      purchaseOption: PurchaseOption;
      termLengthMonths: number | null;
      monthlyPriceCents: number;
      pivotCareCents: number;
      retailValueCents: number;
      paymentsDue: number | null;
    };
    cityId: number;
  },
): Promise<void> {
  await tx.query(
    `update membership_products set subscription_status = 'RETURN_SCHEDULED', end_date = $2::date,
            next_bill_date = case when next_bill_date >= $2::date then null else next_bill_date end
      where id = $1`,
    [args.heldId, args.swapDate],
  );
  const r = args.replacement;
  await tx.query(
    `insert into membership_products (membership_id, product_id, address_id, order_id, start_date,
       subscription_status, purchase_option, term_length_months, monthly_price_cents, pivot_care,
       pivot_care_cents, retail_value_cents, payments_due, payments_made, next_bill_date)
     select membership_id, $2, address_id, $3, $4::date, 'PENDING_DELIVERY', $5, $6, $7, $8 > 0,
            $8, $9, $10, 0, null
       from membership_products where id = $1`,
    [
      args.heldId,
      r.productId,
      args.orderId,
      args.swapDate,
      r.purchaseOption,
      r.termLengthMonths,
      r.monthlyPriceCents,
      r.pivotCareCents,
      r.retailValueCents,
      r.paymentsDue,
    ],
  );
  await tx.query(
    `update depot_availability set available = available - 1
      where product_id = $1 and city_id = $2 and tied_to_inventory and available > 0`,
    [r.productId, args.cityId],
  );
}

/**
 * The fee was refused: the pending order goes (its payment row stays, without order, as the
 * record of the attempt), and what booking it changed is undone. False when it was not pending.
 */
export async function releaseVisitOrder(
  tx: DatabaseHandle,
  orderId: string,
  attempt: { chargeKey: string; details: string; gatewayReference: string | null } | null,
): Promise<boolean> {
  const [order] = await tx.query<{ id: string; type: string; city_id: number }>(
    `select id, type, city_id from orders where id = $1 and status = 'PENDING' for update`,
    [orderId],
  );
  if (!order) return false;
  if (attempt) {
    await tx.query(
      `update payments set order_id = null, status = 'DECLINED', charge_success = false,
              charge_time = now(), charge_details = $3, gateway_reference = $4
        where order_id = $1 and idempotency_key = $2`,
      [orderId, attempt.chargeKey, attempt.details, attempt.gatewayReference],
    );
  }
  if (order.type === 'SWAP') await undoSwapUnits(tx, orderId, order.city_id);
  await tx.query('delete from deliveries where order_id = $1', [orderId]);
  await tx.query('delete from orders where id = $1', [orderId]);
  return true;
}

/**
 * Undoes what booking a swap did to the units: the replacement never came (its unit goes and its
 * stock returns to the depot) and the held item stays, DELIVERED, billed as before the swap
 * (its next bill a month after the last one paid, unless it is paid off).
 */
async function undoSwapUnits(tx: DatabaseHandle, orderId: string, cityId: number): Promise<void> {
  const added = await tx.query<{ product_id: number }>(
    `delete from membership_products
      where order_id = $1 and subscription_status = 'PENDING_DELIVERY' returning product_id`,
    [orderId],
  );
  for (const unit of added) {
    await tx.query(
      `update depot_availability set available = available + 1
        where product_id = $1 and city_id = $2 and tied_to_inventory`,
      [unit.product_id, cityId],
    );
  }
  await tx.query(
    `update membership_products set subscription_status = 'DELIVERED', end_date = null,
            next_bill_date = case
              when payments_due is null or payments_made < payments_due
              then (start_date + make_interval(months => payments_made))::date end
      where id in (select membership_product_id from order_lines
                    where order_id = $1 and kind = 'RETURN')
        and subscription_status = 'RETURN_SCHEDULED'`,
    [orderId],
  );
}

/**
 * A swap moved to another day: the held item now ends that day, and is billed for every period
 * that starts before it (a bill dated on or after the swap day is not made).
 */
export async function rescheduleSwapReturn(
  tx: DatabaseHandle,
  orderId: string,
  swapDate: string,
): Promise<void> {
  await tx.query(
    `update membership_products
        set end_date = $2::date,
            next_bill_date = case
              when (payments_due is null or payments_made < payments_due)
               and (start_date + make_interval(months => payments_made))::date < $2::date
              then (start_date + make_interval(months => payments_made))::date end
      where id in (select membership_product_id from order_lines
                    where order_id = $1 and kind = 'RETURN')
        and subscription_status = 'RETURN_SCHEDULED'`,
    [orderId, swapDate],
  );
}

/** A swap or move as its cancellation needs it, the customer's own only. */
export interface BookingRecord {
  id: string;
  orderNumber: string;
  customerId: string;
  type: 'SWAP' | 'MOVE';
  status: string;
  cityId: number;
  totalChargedCents: number;
  cancelledAt: Date | null;
}

/** The customer's SWAP or MOVE order; `lock` holds its row until the transaction ends. */
export async function findBooking(
  handle: DatabaseHandle,
  customerId: string,
  orderId: string,
  lock = false,
): Promise<BookingRecord | null> {
  const [row] = await handle.query<{
    id: string;
    order_number: string;
    customer_id: string;
    type: 'SWAP' | 'MOVE';
    status: string;
    city_id: number;
    total_charged_cents: number;
    cancelled_at: Date | string | null;
  }>(
    `select id, order_number, customer_id, type, status, city_id, total_charged_cents,
            cancelled_at
       from orders
      where id = $1 and customer_id = $2 and type in ('SWAP', 'MOVE')
        and status not in ('PENDING', 'PAYMENT_FAILED')${lock ? ' for update' : ''}`,
    [orderId, customerId],
  );
  return row
    ? {
        id: row.id,
        orderNumber: row.order_number,
        customerId: row.customer_id,
        type: row.type,
        status: row.status,
        cityId: row.city_id,
        totalChargedCents: row.total_charged_cents,
        cancelledAt:
          row.cancelled_at === null
            ? null
            : row.cancelled_at instanceof Date
              ? row.cancelled_at
              : new Date(row.cancelled_at),
      }
    : null;
}

/** A charge or refund recorded on an order, with the card it went to. */
export interface BookingPaymentRecord {
  id: string;
  chargeType: 'CHARGE' | 'REFUND';
  status: string;
  amountCents: number;
  idempotencyKey: string | null;
  cardType: string | null;
  cardLastFour: string | null;
  cardExpiryMonth: number | null;
  cardExpiryYear: number | null;
  chargeTime: Date;
}

/** The order's charges and refunds, oldest first. */
export async function bookingPayments(
  handle: DatabaseHandle,
  orderId: string,
): Promise<BookingPaymentRecord[]> {
  const rows = await handle.query<{
    id: string;
    charge_type: 'CHARGE' | 'REFUND';
    status: string;
    amount_cents: number;
    idempotency_key: string | null;
    card_type: string | null;
    card_last_four: string | null;
    card_expiry_month: number | null;
    card_expiry_year: number | null;
    charge_time: Date | string;
  }>(
    `select id, charge_type, status, amount_cents, idempotency_key, card_type, card_last_four,
            card_expiry_month, card_expiry_year, charge_time
       from payments where order_id = $1 and charge_type in ('CHARGE', 'REFUND')
      order by created_at, id`,
    [orderId],
  );
  return rows.map((row) => ({
    id: row.id,
    chargeType: row.charge_type,
    status: row.status,
    amountCents: row.amount_cents,
    idempotencyKey: row.idempotency_key,
    cardType: row.card_type,
    cardLastFour: row.card_last_four,
    cardExpiryMonth: row.card_expiry_month,
    cardExpiryYear: row.card_expiry_year,
    chargeTime: row.charge_time instanceof Date ? row.charge_time : new Date(row.charge_time),
  }));
}

/** A booking's lines: what a swap takes back and brings, what a move carries. */
export async function bookingLines(
  handle: DatabaseHandle,
  orderId: string,
): Promise<
  {
    kind: 'PRODUCT' | 'RETURN';
    name: string;
    nameFr: string | null;
    membershipProductId: string | null;
    monthlyPriceCents: number | null;
    pivotCareCents: number;
    priceCents: number;
  }[]
> {
  const rows = await handle.query<{
    kind: 'PRODUCT' | 'RETURN';
    name: string;
    name_fr: string | null;
    membership_product_id: string | null;
    monthly_price_cents: number | null;
    pivot_care_cents: number | null;
    price_cents: number;
  }>(
    `select l.kind, l.name, l.name_fr, l.membership_product_id, mp.monthly_price_cents, mp.pivot_care_cents,
            l.price_cents
       from order_lines l left join membership_products mp on mp.id = l.membership_product_id
      where l.order_id = $1 order by l.pos, l.id`,
    [orderId],
  );
  return rows.map((row) => ({
    kind: row.kind,
    name: row.name,
    nameFr: row.name_fr,
    membershipProductId: row.membership_product_id,
    monthlyPriceCents: row.monthly_price_cents,
    pivotCareCents: row.pivot_care_cents ?? 0,
    priceCents: row.price_cents,
  }));
}

/**
 * Cancels a booked swap or move as one: both visits, the order, and (a swap) what it did to the
 * units (`undoSwapUnits`). The refund is recorded by `insertBookingRefund`.
 */
export async function cancelBookingRows(
  tx: DatabaseHandle,
  booking: { id: string; type: 'SWAP' | 'MOVE'; cityId: number },
  at: Date,
): Promise<void> {
  await tx.query(
    `update deliveries set status = 'CANCELLED', cancelled_at = $2, updated_at = now()
      where order_id = $1 and status = 'SCHEDULED'`,
    [booking.id, at],
  );
  await tx.query(
    `update orders set status = 'CANCELLED', cancelled_at = $2, updated_at = now() where id = $1`,
    [booking.id, at],
  );
  if (booking.type === 'SWAP') await undoSwapUnits(tx, booking.id, booking.cityId);
}

/** The refund of a booking's charge, PENDING until the card processor has made it. */
export async function insertBookingRefund(
  tx: DatabaseHandle,
  refund: {
    orderId: string;
    customerId: string;
    amountCents: number;
    refundKey: string;
    card: {
      cardType: string | null;
      cardLastFour: string | null;
      cardExpiryMonth: number | null;
      cardExpiryYear: number | null;
    };
  },
): Promise<void> {
  await tx.query(
    `insert into payments (order_id, customer_id, amount_cents, charge_type, status,
       idempotency_key, card_type, card_last_four, card_expiry_month, card_expiry_year)
     values ($1, $2, $3, 'REFUND', 'PENDING', $4, $5, $6, $7, $8)`,
    [
      refund.orderId,
      refund.customerId,
      refund.amountCents,
      refund.refundKey,
      refund.card.cardType,
      refund.card.cardLastFour,
      refund.card.cardExpiryMonth,
      refund.card.cardExpiryYear,
    ],
  );
}

/** The processor made the refund: SUCCEEDED, once. */
export async function settleBookingRefund(
  handle: DatabaseHandle,
  refundKey: string,
  gatewayReference: string,
): Promise<void> {
  await handle.query(
    `update payments set status = 'SUCCEEDED', charge_success = true, charge_time = now(),
            charge_details = 'Refunded', gateway_reference = $2
      where idempotency_key = $1 and charge_type = 'REFUND' and status = 'PENDING'`,
    [refundKey, gatewayReference],
  );
}

/** A move's delivery is done: its items are at the move address from now on. */
export async function moveOrderUnits(tx: DatabaseHandle, orderId: string): Promise<void> {
  await tx.query(
    `update membership_products mp set address_id = o.move_address_id
       from order_lines l join orders o on o.id = l.order_id
      where l.order_id = $1 and o.type = 'MOVE' and o.move_address_id is not null
        and l.membership_product_id = mp.id`,
    [orderId],
  );
}

/** A saved shipping address of the customer, for a move. */
export interface MoveAddressRecord {
  id: string;
  streetAddress: string;
  unitNumber: string | null;
  city: string;
  province: string;
  postalCode: string;
}

/**
 * One of the customer's active shipping addresses; with `lock`, its row is held (shared) until
 * the transaction ends, so the address cannot be removed while a booking to it is written.
 */
export async function findCustomerAddress(
  handle: DatabaseHandle,
  customerId: string,
  addressId: string,
  options: { lock?: boolean } = {},
): Promise<MoveAddressRecord | null> {
  const [row] = await handle.query<{
    id: string;
    street_address: string;
    unit_number: string | null;
    city: string;
    province: string;
    postal_code: string;
  }>(
    `select id, street_address, unit_number, city, province, postal_code from addresses
      where id = $1 and customer_id = $2 and type = 'SHIPPING' and active
      ${options.lock ? 'for share' : ''}`,
    [addressId, customerId],
  );
  return row
    ? {
        id: row.id,
        streetAddress: row.street_address,
        unitNumber: row.unit_number,
        city: row.city,
        province: row.province,
        postalCode: row.postal_code,
      }
    : null;
}
