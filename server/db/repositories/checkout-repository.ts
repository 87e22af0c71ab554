/**
 * The SQL of placing an order: customers' credit, the idempotent pending order, stock taken with
 * one conditional UPDATE per product, order lines, taxes and payments, and settling the order
 * once the gateway answered. Functions that write take the transaction's handle
 * (server/db/transaction). Reads of placed orders: ./order-repository; saved cards:
 * ./payment-method-repository.
 */
import type {
  CardType,
  DeliveryTimeType,
  OrderStatus,
  PaymentStatus,
  ProductCondition,
  PurchaseOption,
  TaxName,
} from '../constants';
import type { DatabaseHandle } from '../client';

// ---------------------------------------------------------------- customers

export interface CheckoutCustomer {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  balanceCents: number;
  referrerId: string | null;
}

export async function findCheckoutCustomer(
  handle: DatabaseHandle,
  customerId: string,
): Promise<CheckoutCustomer | null> {
  const [row] = await handle.query<{
    id: string;
    email: string;
    first_name: string;
    last_name: string;
    balance_cents: number;
    referrer_id: string | null;
  }>(
    `select id, email, first_name, last_name, balance_cents, referrer_id from customers where id = $1`,
    [customerId],
  );
  return row
    ? {
        id: row.id,
        email: row.email,
        firstName: row.first_name,
        lastName: row.last_name,
        balanceCents: row.balance_cents,
        referrerId: row.referrer_id,
      }
    : null;
}

export async function customerExists(handle: DatabaseHandle, customerId: string): Promise<boolean> {
  const rows = await handle.query('select 1 from customers where id = $1', [customerId]);
  return rows.length > 0;
}

// ---------------------------------------------------------------- stock

/**
 * Takes `quantity` units of a product at a depot with one conditional statement; false means
 * there are not that many left (the CHECK available >= 0 backs it). Made-to-order rows
 * (`tied_to_inventory` false) are never counted down; callers skip them.
 */
export async function takeStock(
  tx: DatabaseHandle,
  cityId: number,
  productId: number,
  quantity: number,
): Promise<boolean> {
  const rows = await tx.query(
    `update depot_availability set available = available - $3
      where product_id = $1 and city_id = $2 and tied_to_inventory and available >= $3
      returning available`,
    [productId, cityId, quantity],
  );
  return rows.length === 1;
}

/** Whether each product's stock at the depot is counted (false: made to order). */
export async function inventoryTracking(
  tx: DatabaseHandle,
  cityId: number,
  productIds: readonly number[],
): Promise<Map<number, boolean>> {
  if (productIds.length === 0) return new Map();
  const rows = await tx.query<{ product_id: number; tied_to_inventory: boolean }>(
    `select product_id, tied_to_inventory from depot_availability
      where city_id = $1 and product_id = any($2::int[])`,
    [cityId, productIds],
  );
  return new Map(rows.map((row) => [row.product_id, row.tied_to_inventory]));
}

/** How many units of a product an order line took. */
export interface StockLine {
  productId: number;
  quantity: number;
}

/** Puts back what an order took, one product at a time in id order (the order stock is taken in). */
export async function restoreStock(
  tx: DatabaseHandle,
  cityId: number,
  lines: readonly StockLine[],
): Promise<void> {
  const byProduct = new Map<number, number>();
  for (const line of lines) {
    byProduct.set(line.productId, (byProduct.get(line.productId) ?? 0) + line.quantity);
  }
  for (const [productId, quantity] of [...byProduct].sort(([a], [b]) => a - b)) {
    await tx.query(
      `update depot_availability set available = available + $3
        where product_id = $1 and city_id = $2 and tied_to_inventory`,
      [productId, cityId, quantity],
    );
  }
}

/**
 * The option value names of each variant (its colour, fabric, finish ...), for order lines; in
 * French (English where none was written) with `locale` 'fr'.
 */
export async function optionValueNames(
  handle: DatabaseHandle,
  productIds: readonly number[],
  locale: 'en' | 'fr' = 'en',
): Promise<Map<number, string[]>> {
  if (productIds.length === 0) return new Map();
  const name = locale === 'fr' ? 'coalesce(v.name_fr, v.name)' : 'v.name';
  const rows = await handle.query<{ product_id: number; names: string[] }>(
    `select pov.product_id, array_agg(${name} order by o.pos, o.id) as names
       from product_option_values pov
       join option_values v on v.id = pov.option_value_id
       join options o on o.id = v.option_id
      where pov.product_id = any($1::int[])
      group by pov.product_id`,
    [productIds],
  );
  return new Map(rows.map((row) => [row.product_id, row.names]));
}

// ---------------------------------------------------------------- orders

/** The order that holds an idempotency key, and where its payment stands. */
export interface OrderKeyRecord {
  id: string;
  customerId: string | null;
  cityId: number;
  status: OrderStatus;
  requestHash: string | null;
  idempotencyKey: string;
  balanceUsedCents: number;
  /** Milliseconds since the order last changed, by the database's clock. */
  ageMs: number;
  /** The pending checkout payment's gateway key and amount, when the order awaits payment. */
  chargeKey: string | null;
  chargeAmountCents: number | null;
}

interface OrderKeyRow {
  id: string;
  customer_id: string | null;
  city_id: number;
  status: OrderStatus;
  request_hash: string | null;
  idempotency_key: string;
  balance_used_cents: number;
  age_ms: number;
  charge_key: string | null;
  charge_amount_cents: number | null;
}

function toOrderKeyRecord(row: OrderKeyRow): OrderKeyRecord {
  return {
    id: row.id,
    customerId: row.customer_id,
    cityId: row.city_id,
    status: row.status,
    requestHash: row.request_hash,
    idempotencyKey: row.idempotency_key,
    balanceUsedCents: row.balance_used_cents,
    ageMs: row.age_ms,
    chargeKey: row.charge_key,
    chargeAmountCents: row.charge_amount_cents,
  };
}

const ORDER_KEY_COLUMNS = `o.id, o.customer_id, o.city_id, o.status, o.request_hash, o.idempotency_key,
  o.balance_used_cents,
  (extract(epoch from (clock_timestamp() - o.updated_at)) * 1000)::float8 as age_ms,
  p.idempotency_key as charge_key, p.amount_cents as charge_amount_cents`;

const PENDING_PAYMENT_JOIN = `left join payments p
  on p.order_id = o.id and p.status = 'PENDING' and p.idempotency_key like 'checkout:%'`;

export async function findOrderByKey(
  handle: DatabaseHandle,
  idempotencyKey: string,
): Promise<OrderKeyRecord | null> {
  const [row] = await handle.query<OrderKeyRow & Record<string, unknown>>(
    `select ${ORDER_KEY_COLUMNS} from orders o ${PENDING_PAYMENT_JOIN}
      where o.idempotency_key = $1`,
    [idempotencyKey],
  );
  return row ? toOrderKeyRecord(row) : null;
}

/** Checkout orders still waiting for their payment, untouched for at least `olderThanMs`. */
export async function listPendingCheckoutOrders(
  handle: DatabaseHandle,
  olderThanMs: number,
): Promise<OrderKeyRecord[]> {
  const rows = await handle.query<OrderKeyRow & Record<string, unknown>>(
    `select ${ORDER_KEY_COLUMNS} from orders o
       join payments p
         on p.order_id = o.id and p.status = 'PENDING' and p.idempotency_key like 'checkout:%'
      where o.status = 'PENDING' and o.type = 'ORDER'
        and o.updated_at <= clock_timestamp() - make_interval(secs => $1::float8 / 1000)
      order by o.created_at`,
    [olderThanMs],
  );
  return rows.map(toOrderKeyRecord);
}

export interface NewOrder {
  customerId: string;
  cityId: number;
  status: 'PENDING' | 'CONFIRMED';
  shippingAddressId: string | null;
  deliveryDate: string | null;
  deliveryTimeType: DeliveryTimeType | null;
  includeAssembly: boolean;
  productsSubtotalCents: number;
  originalProductsSubtotalCents: number;
  deliveryCents: number;
  assemblyCents: number;
  taxTotalCents: number;
  totalCents: number;
  totalChargedCents: number;
  balanceUsedCents: number;
  referrerId: string | null;
  clientVersion: string | null;
  idempotencyKey: string;
  requestHash: string;
  hasSignedAgreement: boolean;
  /** The return-policy version of the agreement signed with the order, null when unsigned. */
  agreementVersion: string | null;
  /** The agreement's text as signed with the order (decision 160), null when unsigned. */
  agreementText?: string | null;
  /** The language that text is written in, 'en' or 'fr' (decision 179), null when unsigned. */
  agreementLanguage?: 'en' | 'fr' | null;
}

/**
 * Claims the idempotency key with the new order. Null when another request holds the key: on
 * PostgreSQL this waits for that request's transaction, so a null means it committed.
 */
export async function insertOrder(
  tx: DatabaseHandle,
  order: NewOrder,
): Promise<{ id: string; orderNumber: string } | null> {
  const [row] = await tx.query<{ id: string; order_number: string }>(
    `insert into orders (customer_id, city_id, type, status, shipping_address_id, delivery_date,
       delivery_time_type, include_assembly, products_subtotal_cents,
       original_products_subtotal_cents, delivery_cents, assembly_cents, discount_cents,
       tax_total_cents, total_cents, total_charged_cents, balance_used_cents, referrer_id,
       has_signed_agreement, client_version, idempotency_key, request_hash, purchase_date,
       agreement_version, agreement_text, agreement_language)
     values ($1, $2, 'ORDER', $3, $4, $5, $6, $7, $8, $9, $10, $11, 0, $12, $13, $14, $15, $16,
       $20, $17, $18, $19, case when $3 = 'CONFIRMED' then now() end, $21, $22, $23)
     on conflict (idempotency_key) do nothing
     returning id, order_number`,
    [
      order.customerId,
      order.cityId,
      order.status,
      order.shippingAddressId,
      order.deliveryDate,
      order.deliveryTimeType,
      order.includeAssembly,
      order.productsSubtotalCents,
      order.originalProductsSubtotalCents,
      order.deliveryCents,
      order.assemblyCents,
      order.taxTotalCents,
      order.totalCents,
      order.totalChargedCents,
      order.balanceUsedCents,
      order.referrerId,
      order.clientVersion,
      order.idempotencyKey,
      order.requestHash,
      order.hasSignedAgreement,
      order.agreementVersion,
      order.agreementText ?? null,
      order.agreementText ? (order.agreementLanguage ?? 'en') : null,
    ],
  );
  return row ? { id: row.id, orderNumber: row.order_number } : null;
}

export interface NewOrderLine {
  productId: number;
  name: string;
  thumbUrl: string | null;
  optionValueNames: string[];
  condition: ProductCondition;
  quantity: number;
  purchaseOption: PurchaseOption;
  termLengthMonths: number | null;
  priceCents: number;
  originalPriceCents: number;
  assemblyCents: number;
  /** PivotCare chosen, and its monthly price per unit (0 without it). */
  pivotCare: boolean;
  pivotCareCents: number;
  finalSale: boolean;
}

export async function insertOrderLines(
  tx: DatabaseHandle,
  orderId: string,
  lines: readonly NewOrderLine[],
): Promise<void> {
  if (lines.length === 0) return;
  const values: unknown[] = [];
  const tuples = lines.map((line, index) => {
    const base = values.length;
    values.push(
      orderId,
      line.productId,
      line.name,
      line.thumbUrl,
      line.optionValueNames,
      line.condition,
      line.quantity,
      line.purchaseOption,
      line.termLengthMonths,
      line.priceCents,
      line.originalPriceCents,
      line.assemblyCents,
      line.finalSale,
      index + 1,
      line.pivotCare,
      line.pivotCareCents,
    );
    const slots = Array.from({ length: 16 }, (_, offset) => `$${base + offset + 1}`);
    slots[4] = `${slots[4]}::text[]`;
    return `(${slots.join(', ')}, 'PRODUCT')`;
  });
  await tx.query(
    `insert into order_lines (order_id, product_id, name, thumb_url, option_value_names,
       condition, quantity, purchase_option, term_length_months, price_cents,
       original_price_cents, assembly_cents, final_sale, pos, pivot_care, pivot_care_cents, kind)
     values ${tuples.join(', ')}`,
    values,
  );
}

export async function insertOrderTaxes(
  tx: DatabaseHandle,
  orderId: string,
  taxes: readonly { name: TaxName; ratePercent: number; amountCents: number }[],
): Promise<void> {
  for (const [index, tax] of taxes.entries()) {
    await tx.query(
      `insert into order_taxes (order_id, name, rate_percent, amount_cents, pos)
       values ($1, $2, $3, $4, $5)`,
      [orderId, tax.name, tax.ratePercent, tax.amountCents, index + 1],
    );
  }
}

export interface CardColumns {
  cardType: CardType | null;
  cardLastFour: string | null;
  cardExpiryMonth: number | null;
  cardExpiryYear: number | null;
}

/** The pending payment of a checkout, keyed by the gateway's idempotency key. */
export async function insertPendingPayment(
  tx: DatabaseHandle,
  payment: {
    orderId: string;
    customerId: string;
    amountCents: number;
    chargeKey: string;
  } & CardColumns,
): Promise<void> {
  await tx.query(
    `insert into payments (order_id, customer_id, amount_cents, charge_success, charge_type,
       card_type, card_last_four, card_expiry_month, card_expiry_year, status, idempotency_key)
     values ($1, $2, $3, false, 'CHARGE', $4, $5, $6, $7, 'PENDING', $8)`,
    [
      payment.orderId,
      payment.customerId,
      payment.amountCents,
      payment.cardType,
      payment.cardLastFour,
      payment.cardExpiryMonth,
      payment.cardExpiryYear,
      payment.chargeKey,
    ],
  );
}

/**
 * Marks a pending order paid and its payment succeeded. False when the order is no longer
 * pending (completed or cancelled by a concurrent reconciliation): nothing changes.
 */
export async function markOrderPaid(
  tx: DatabaseHandle,
  orderId: string,
  payment: { chargeKey: string; chargedCents: number; gatewayReference: string } & CardColumns,
): Promise<boolean> {
  const rows = await tx.query(
    `update orders set status = 'CONFIRMED', total_charged_cents = $2, purchase_date = now(),
            updated_at = now()
      where id = $1 and status = 'PENDING' returning id`,
    [orderId, payment.chargedCents],
  );
  if (rows.length === 0) return false;
  await tx.query(
    `update payments set status = 'SUCCEEDED', charge_success = true, charge_time = now(),
            charge_details = 'Approved', gateway_reference = $3,
            card_type = coalesce($4, card_type), card_last_four = coalesce($5, card_last_four),
            card_expiry_month = coalesce($6, card_expiry_month),
            card_expiry_year = coalesce($7, card_expiry_year)
      where order_id = $1 and idempotency_key = $2`,
    [
      orderId,
      payment.chargeKey,
      payment.gatewayReference,
      payment.cardType,
      payment.cardLastFour,
      payment.cardExpiryMonth,
      payment.cardExpiryYear,
    ],
  );
  return true;
}

export interface AbandonedOrder {
  cityId: number;
  customerId: string | null;
  balanceUsedCents: number;
  lines: StockLine[];
}

/**
 * Removes a pending order whose payment failed or never happened, keeping its payment row
 * (detached from the order) as the record of the attempt. Null when the order is not pending
 * any more: someone else settled it, and the caller must not put stock back.
 */
export async function deletePendingOrder(
  tx: DatabaseHandle,
  orderId: string,
  attempt: {
    chargeKey: string;
    status: PaymentStatus;
    details: string;
    gatewayReference: string | null;
  },
): Promise<AbandonedOrder | null> {
  const [order] = await tx.query<{
    city_id: number;
    customer_id: string | null;
    balance_used_cents: number;
  }>(
    `select city_id, customer_id, balance_used_cents from orders
      where id = $1 and status = 'PENDING' for update`,
    [orderId],
  );
  if (!order) return null;
  const lines = await tx.query<{ product_id: number; quantity: number }>(
    `select product_id, quantity from order_lines where order_id = $1 and kind = 'PRODUCT'`,
    [orderId],
  );
  await tx.query(
    `update payments set order_id = null, status = $3, charge_success = false,
            charge_time = now(), charge_details = $4, gateway_reference = $5
      where order_id = $1 and idempotency_key = $2`,
    [orderId, attempt.chargeKey, attempt.status, attempt.details, attempt.gatewayReference],
  );
  // The unpaid order's membership units were never delivered: they go with it.
  await tx.query('delete from membership_products where order_id = $1', [orderId]);
  await tx.query('delete from orders where id = $1', [orderId]);
  return {
    cityId: order.city_id,
    customerId: order.customer_id,
    balanceUsedCents: order.balance_used_cents,
    lines: lines.map((line) => ({ productId: line.product_id, quantity: line.quantity })),
  };
}
