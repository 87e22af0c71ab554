/**
 * Reads of a customer's receipts: their placed orders, newest first, and one order with its
 * lines, stored tax lines, delivery address and payments. Every read is scoped by the customer
 * id, so another customer's order is indistinguishable from a missing one.
 */
import type {
  CardType,
  ChargeType,
  DeliveryTimeType,
  OrderStatus,
  OrderType,
  PaymentStatus,
} from '../constants';
import type { DatabaseHandle } from '../client';
import type { OrderAmounts, OrderLineRecord, OrderTaxRecord } from './order-repository';
import {
  ORDER_LINE_JSON,
  ORDER_TAXES_JSON,
  toOrderLineRecord,
  toOrderTaxRecord,
} from './order-repository';
import type { OrderLineJson, OrderTaxJson } from './order-repository';

/**
 * Orders that have a receipt: everything placed, and those still waiting for their payment to
 * be settled (charged or being charged, shown as being confirmed: a crash between the charge
 * and its commit must never hide what the customer paid for); not those whose payment failed
 * (nothing was charged). A declined pending order is deleted, so it never shows.
 */
const HAS_RECEIPT = `o.status <> 'PAYMENT_FAILED'`;

export interface ReceiptSummaryRecord {
  id: string;
  orderNumber: string;
  type: OrderType;
  status: OrderStatus;
  createdAt: Date;
  deliveryDate: string | null;
  itemCount: number;
  firstItemName: string | null;
  /** The first item's French name (decision 185), null where none was written. */
  firstItemNameFr: string | null;
  totalCents: number;
  totalChargedCents: number;
  /** Tips paid for the order's crews (decision 132), charged apart from the total. */
  tippedCents: number;
}

interface ReceiptSummaryRow {
  id: string;
  order_number: string;
  type: OrderType;
  status: OrderStatus;
  created_at: Date;
  delivery_date: string | null;
  item_count: number;
  first_item_name: string | null;
  first_item_name_fr: string | null;
  total_cents: number;
  total_charged_cents: number;
  tipped_cents: number;
}

function toReceiptSummaryRecord(row: ReceiptSummaryRow): ReceiptSummaryRecord {
  return {
    id: row.id,
    orderNumber: row.order_number,
    type: row.type,
    status: row.status,
    createdAt: row.created_at,
    deliveryDate: row.delivery_date,
    itemCount: row.item_count,
    firstItemName: row.first_item_name,
    firstItemNameFr: row.first_item_name_fr,
    totalCents: row.total_cents,
    totalChargedCents: row.total_charged_cents,
    tippedCents: row.tipped_cents,
  };
}

/** Paid tips of the order `o` (decision 132). */
const TIPPED_CENTS = `coalesce((select sum(t.amount_cents)::int from tips t
                       where t.order_id = o.id and t.status = 'PAID'), 0)`;

/**
 * One page of the customer's receipts, newest first (orders_customer_created_idx), and how
 * many they have in all.
 */
export async function listCustomerReceipts(
  handle: DatabaseHandle,
  customerId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: ReceiptSummaryRecord[]; totalCount: number }> {
  const rows = await handle.query<ReceiptSummaryRow & Record<string, unknown>>(
    `select o.id, o.order_number, o.type, o.status, o.created_at,
            coalesce(o.delivery_date, o.return_date) as delivery_date,
            coalesce((select sum(l.quantity)::int from order_lines l
                       where l.order_id = o.id and l.kind = 'PRODUCT'), 0) as item_count,
            first_line.name as first_item_name, first_line.name_fr as first_item_name_fr,
            o.total_cents, o.total_charged_cents, ${TIPPED_CENTS} as tipped_cents
       from orders o
       left join lateral (select l.name, l.name_fr from order_lines l
                           where l.order_id = o.id and l.kind = 'PRODUCT'
                           order by l.pos, l.id limit 1) first_line on true
      where o.customer_id = $1 and ${HAS_RECEIPT}
      order by o.created_at desc, o.id desc
      limit $2 offset $3`,
    [customerId, page.limit, page.offset],
  );
  const [count] = await handle.query<{ count: number }>(
    `select count(*)::int as count from orders o where o.customer_id = $1 and ${HAS_RECEIPT}`,
    [customerId],
  );
  return { rows: rows.map(toReceiptSummaryRecord), totalCount: count?.count ?? 0 };
}

/** A receipt line is an order line as checkout reads it back, without its position. */
export type ReceiptLineRecord = Omit<OrderLineRecord, 'pos'>;

export interface ReceiptPaymentRecord {
  chargeTime: string;
  chargeSuccess: boolean;
  chargeType: ChargeType;
  status: PaymentStatus;
  amountCents: number;
  cardType: CardType | null;
  cardLastFour: string | null;
  cardExpiryMonth: number | null;
  cardExpiryYear: number | null;
}

export interface ReceiptRecord extends OrderAmounts {
  id: string;
  orderNumber: string;
  type: OrderType;
  status: OrderStatus;
  cityId: number;
  cityName: string;
  createdAt: Date;
  purchaseDate: Date | null;
  deliveryDate: string | null;
  deliveryTimeType: DeliveryTimeType | null;
  customerFirstName: string;
  customerLastName: string;
  email: string;
  address: {
    firstName: string;
    lastName: string;
    streetAddress: string;
    unitNumber: string | null;
    city: string;
    province: string;
    postalCode: string;
    country: string;
  } | null;
  /** MOVE orders: where the products go (spec section 3, move address). */
  moveAddress: ReceiptRecord['address'];
  /** MOVE orders: what the fee was based on (zone or road kilometres), as quoted. */
  moveBasis: string | null;
  lines: ReceiptLineRecord[];
  taxes: OrderTaxRecord[];
  payments: ReceiptPaymentRecord[];
  /** Tips paid for the crews that delivered the order, oldest first. */
  tips: ReceiptTipRecord[];
}

export interface ReceiptTipRecord {
  amountCents: number;
  note: string | null;
  paidAt: string;
  cardType: CardType | null;
  cardLastFour: string | null;
}

interface ReceiptPaymentJson {
  charge_time: string;
  charge_success: boolean;
  charge_type: ChargeType;
  status: PaymentStatus;
  amount_cents: number;
  card_type: CardType | null;
  card_last_four: string | null;
  card_expiry_month: number | null;
  card_expiry_year: number | null;
}

interface ReceiptRow {
  id: string;
  order_number: string;
  type: OrderType;
  status: OrderStatus;
  city_id: number;
  city_name: string;
  created_at: Date;
  purchase_date: Date | null;
  delivery_date: string | null;
  delivery_time_type: DeliveryTimeType | null;
  customer_first_name: string;
  customer_last_name: string;
  email: string;
  products_subtotal_cents: number;
  original_products_subtotal_cents: number;
  delivery_cents: number;
  assembly_cents: number;
  discount_cents: number;
  tax_total_cents: number;
  total_cents: number;
  total_charged_cents: number;
  balance_used_cents: number;
  address: {
    first_name: string;
    last_name: string;
    street_address: string;
    unit_number: string | null;
    city: string;
    province: string;
    postal_code: string;
    country: string;
  } | null;
  move_address: ReceiptRow['address'];
  move_basis: string | null;
  lines: OrderLineJson[];
  taxes: OrderTaxJson[];
  payments: ReceiptPaymentJson[];
  tips: {
    amount_cents: number;
    note: string | null;
    paid_at: string;
    card_type: CardType | null;
    card_last_four: string | null;
  }[];
}

function toReceiptLineRecord(line: OrderLineJson): ReceiptLineRecord {
  const { pos: _pos, ...rest } = toOrderLineRecord(line);
  return rest;
}

function toReceiptRecord(row: ReceiptRow): ReceiptRecord {
  return {
    id: row.id,
    orderNumber: row.order_number,
    type: row.type,
    status: row.status,
    cityId: row.city_id,
    cityName: row.city_name,
    createdAt: row.created_at,
    purchaseDate: row.purchase_date,
    deliveryDate: row.delivery_date,
    deliveryTimeType: row.delivery_time_type,
    customerFirstName: row.customer_first_name,
    customerLastName: row.customer_last_name,
    email: row.email,
    productsSubtotalCents: row.products_subtotal_cents,
    originalProductsSubtotalCents: row.original_products_subtotal_cents,
    deliveryCents: row.delivery_cents,
    assemblyCents: row.assembly_cents,
    discountCents: row.discount_cents,
    taxTotalCents: row.tax_total_cents,
    totalCents: row.total_cents,
    totalChargedCents: row.total_charged_cents,
    balanceUsedCents: row.balance_used_cents,
    address: row.address
      ? {
          firstName: row.address.first_name,
          lastName: row.address.last_name,
          streetAddress: row.address.street_address,
          unitNumber: row.address.unit_number,
          city: row.address.city,
          province: row.address.province,
          postalCode: row.address.postal_code,
          country: row.address.country,
        }
      : null,
    moveAddress: row.move_address
      ? {
          firstName: row.move_address.first_name,
          lastName: row.move_address.last_name,
          streetAddress: row.move_address.street_address,
          unitNumber: row.move_address.unit_number,
          city: row.move_address.city,
          province: row.move_address.province,
          postalCode: row.move_address.postal_code,
          country: row.move_address.country,
        }
      : null,
    moveBasis: row.move_basis,
    lines: row.lines.map(toReceiptLineRecord),
    taxes: row.taxes.map(toOrderTaxRecord),
    payments: row.payments.map((payment) => ({
      chargeTime: payment.charge_time,
      chargeSuccess: payment.charge_success,
      chargeType: payment.charge_type,
      status: payment.status,
      amountCents: payment.amount_cents,
      cardType: payment.card_type,
      cardLastFour: payment.card_last_four,
      cardExpiryMonth: payment.card_expiry_month,
      cardExpiryYear: payment.card_expiry_year,
    })),
    tips: row.tips.map((tip) => ({
      amountCents: tip.amount_cents,
      note: tip.note,
      paidAt: tip.paid_at,
      cardType: tip.card_type,
      cardLastFour: tip.card_last_four,
    })),
  };
}

/**
 * One of the customer's receipts; null when the order does not exist, is not theirs or has no
 * receipt yet. Lines, taxes and payments come in their stored order.
 */
export async function loadCustomerReceipt(
  handle: DatabaseHandle,
  customerId: string,
  orderId: string,
): Promise<ReceiptRecord | null> {
  const [row] = await handle.query<ReceiptRow & Record<string, unknown>>(
    `select o.id, o.order_number, o.type, o.status, o.city_id, ci.name as city_name,
            o.created_at, o.purchase_date,
            -- A return's receipt shows its pickup day and window.
            coalesce(o.delivery_date, o.return_date) as delivery_date,
            coalesce(o.delivery_time_type, o.return_time_type) as delivery_time_type,
            c.first_name as customer_first_name, c.last_name as customer_last_name, c.email,
            o.products_subtotal_cents, o.original_products_subtotal_cents, o.delivery_cents,
            o.assembly_cents, o.discount_cents, o.tax_total_cents, o.total_cents,
            o.total_charged_cents, o.balance_used_cents, o.move_basis,
            (select json_build_object('first_name', a.first_name, 'last_name', a.last_name,
                      'street_address', a.street_address, 'unit_number', a.unit_number,
                      'city', a.city, 'province', a.province, 'postal_code', a.postal_code,
                      'country', a.country)
               from addresses a where a.id = o.shipping_address_id) as address,
            (select json_build_object('first_name', a.first_name, 'last_name', a.last_name,
                      'street_address', a.street_address, 'unit_number', a.unit_number,
                      'city', a.city, 'province', a.province, 'postal_code', a.postal_code,
                      'country', a.country)
               from addresses a where a.id = o.move_address_id) as move_address,
            coalesce((select json_agg(${ORDER_LINE_JSON} order by l.pos, l.id)
                        from order_lines l where l.order_id = o.id), '[]'::json) as lines,
            ${ORDER_TAXES_JSON} as taxes,
            coalesce((select json_agg(json_build_object('charge_time', p.charge_time,
                        'charge_success', p.charge_success, 'charge_type', p.charge_type,
                        'status', p.status, 'amount_cents', p.amount_cents,
                        'card_type', p.card_type, 'card_last_four', p.card_last_four,
                        'card_expiry_month', p.card_expiry_month,
                        'card_expiry_year', p.card_expiry_year)
                        order by p.charge_time, p.created_at, p.id)
                        from payments p where p.order_id = o.id), '[]'::json) as payments,
            coalesce((select json_agg(json_build_object('amount_cents', t.amount_cents,
                        'note', t.note, 'paid_at', coalesce(tp.charge_time, t.updated_at),
                        'card_type', tp.card_type, 'card_last_four', tp.card_last_four)
                        order by t.updated_at, t.id)
                        from tips t
                        left join lateral (select p.charge_time, p.card_type, p.card_last_four
                                             from payments p
                                            where p.tip_id = t.id and p.status = 'SUCCEEDED'
                                            order by p.created_at desc limit 1) tp on true
                       where t.order_id = o.id and t.status = 'PAID'), '[]'::json) as tips
       from orders o
       join customers c on c.id = o.customer_id
       join cities ci on ci.id = o.city_id
      where o.id = $2 and o.customer_id = $1 and ${HAS_RECEIPT}`,
    [customerId, orderId],
  );
  return row ? toReceiptRecord(row) : null;
}
