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
  TaxName,
} from '../constants';
import type { DatabaseHandle } from '../client';
import type { OrderLineJson } from './checkout-repository';

/**
 * Orders that have a receipt: everything placed, not those still waiting for their payment
 * (a checkout in progress) or whose payment failed (nothing was charged).
 */
const HAS_RECEIPT = `o.status not in ('PENDING', 'PAYMENT_FAILED')`;

export interface ReceiptSummaryRow {
  id: string;
  order_number: string;
  type: OrderType;
  status: OrderStatus;
  created_at: Date;
  delivery_date: string | null;
  item_count: number;
  first_item_name: string | null;
  total_cents: number;
  total_charged_cents: number;
}

/**
 * One page of the customer's receipts, newest first (orders_customer_created_idx), and how
 * many they have in all.
 */
export async function listCustomerReceipts(
  handle: DatabaseHandle,
  customerId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: ReceiptSummaryRow[]; totalCount: number }> {
  const rows = await handle.query<ReceiptSummaryRow & Record<string, unknown>>(
    `select o.id, o.order_number, o.type, o.status, o.created_at, o.delivery_date,
            coalesce((select sum(l.quantity)::int from order_lines l
                       where l.order_id = o.id and l.kind = 'PRODUCT'), 0) as item_count,
            (select l.name from order_lines l
              where l.order_id = o.id and l.kind = 'PRODUCT'
              order by l.pos, l.id limit 1) as first_item_name,
            o.total_cents, o.total_charged_cents
       from orders o
      where o.customer_id = $1 and ${HAS_RECEIPT}
      order by o.created_at desc, o.id desc
      limit $2 offset $3`,
    [customerId, page.limit, page.offset],
  );
  const [count] = await handle.query<{ count: number }>(
    `select count(*)::int as count from orders o where o.customer_id = $1 and ${HAS_RECEIPT}`,
    [customerId],
  );
  return { rows, totalCount: count?.count ?? 0 };
}

/** A receipt line is an order line as checkout reads it back, without its position. */
export type ReceiptLineJson = Omit<OrderLineJson, 'pos'>;

export interface ReceiptPaymentJson {
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

export interface ReceiptRow {
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
  lines: ReceiptLineJson[];
  taxes: { name: TaxName; rate_percent: number; amount_cents: number }[];
  payments: ReceiptPaymentJson[];
}

/**
 * One of the customer's receipts; null when the order does not exist, is not theirs or has no
 * receipt yet. Lines, taxes and payments come in their stored order.
 */
export async function loadCustomerReceipt(
  handle: DatabaseHandle,
  customerId: string,
  orderId: string,
): Promise<ReceiptRow | null> {
  const [row] = await handle.query<ReceiptRow & Record<string, unknown>>(
    `select o.id, o.order_number, o.type, o.status, o.city_id, ci.name as city_name,
            o.created_at, o.purchase_date, o.delivery_date, o.delivery_time_type,
            c.first_name as customer_first_name, c.last_name as customer_last_name, c.email,
            o.products_subtotal_cents, o.original_products_subtotal_cents, o.delivery_cents,
            o.assembly_cents, o.discount_cents, o.tax_total_cents, o.total_cents,
            o.total_charged_cents, o.balance_used_cents,
            (select json_build_object('first_name', a.first_name, 'last_name', a.last_name,
                      'street_address', a.street_address, 'unit_number', a.unit_number,
                      'city', a.city, 'province', a.province, 'postal_code', a.postal_code,
                      'country', a.country)
               from addresses a where a.id = o.shipping_address_id) as address,
            coalesce((select json_agg(json_build_object(
                        'product_id', l.product_id, 'name', l.name, 'thumb_url', l.thumb_url,
                        'option_value_names', l.option_value_names, 'condition', l.condition,
                        'quantity', l.quantity, 'purchase_option', l.purchase_option,
                        'term_length_months', l.term_length_months, 'price_cents', l.price_cents,
                        'original_price_cents', l.original_price_cents,
                        'assembly_cents', l.assembly_cents,
                        'handling_price_cents', l.handling_price_cents,
                        'final_sale', l.final_sale, 'kind', l.kind)
                        order by l.pos, l.id)
                        from order_lines l where l.order_id = o.id), '[]'::json) as lines,
            coalesce((select json_agg(json_build_object('name', t.name,
                        'rate_percent', t.rate_percent, 'amount_cents', t.amount_cents)
                        order by t.pos, t.id)
                        from order_taxes t where t.order_id = o.id), '[]'::json) as taxes,
            coalesce((select json_agg(json_build_object('charge_time', p.charge_time,
                        'charge_success', p.charge_success, 'charge_type', p.charge_type,
                        'status', p.status, 'amount_cents', p.amount_cents,
                        'card_type', p.card_type, 'card_last_four', p.card_last_four,
                        'card_expiry_month', p.card_expiry_month,
                        'card_expiry_year', p.card_expiry_year)
                        order by p.charge_time, p.created_at, p.id)
                        from payments p where p.order_id = o.id), '[]'::json) as payments
       from orders o
       join customers c on c.id = o.customer_id
       join cities ci on ci.id = o.city_id
      where o.id = $2 and o.customer_id = $1 and ${HAS_RECEIPT}`,
    [customerId, orderId],
  );
  return row ?? null;
}
