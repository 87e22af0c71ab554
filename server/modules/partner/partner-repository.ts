/**
 * Partner orders (decision 140): orders a partner showroom rang up for a customer, waiting for
 * the customer's delivery address and billing details.
 */
import type { DatabaseHandle } from '../../db/client';

export interface PartnerOrderRecord {
  id: string;
  orderNumber: string;
  customerId: string;
  cityId: number;
  status: string;
  partnerStore: string;
  partnerReference: string | null;
  deliveryDate: string | null;
  deliveryTimeType: string | null;
  shippingAddressId: string | null;
  addressLabel: string | null;
  subtotalCents: number;
  taxCents: number;
  totalChargedCents: number;
  completedAt: Date | null;
}

export interface PartnerOrderLineRecord {
  productId: number;
  name: string;
  thumbUrl: string | null;
  options: string[];
  purchaseOption: string;
  termLengthMonths: number | null;
  quantity: number;
  priceCents: number;
  pivotCareCents: number;
  retailValueCents: number;
}

const COLUMNS = `o.id, o.order_number, o.customer_id, o.city_id, o.status, o.partner_store,
  o.partner_reference, o.delivery_date::text as delivery_date, o.delivery_time_type,
  o.shipping_address_id, o.products_subtotal_cents, o.tax_total_cents, o.total_charged_cents,
  o.partner_details_completed_at,
  (select case when a.id is null then null else
     a.first_name || ' ' || a.last_name || ', ' || coalesce(a.unit_number || '-', '') ||
     a.street_address || ', ' || a.city || ', ' || a.province || ' ' || a.postal_code end
     from addresses a where a.id = o.shipping_address_id) as address_label`;

interface Row {
  id: string;
  order_number: string;
  customer_id: string;
  city_id: number;
  status: string;
  partner_store: string;
  partner_reference: string | null;
  delivery_date: string | null;
  delivery_time_type: string | null;
  shipping_address_id: string | null;
  products_subtotal_cents: number;
  tax_total_cents: number;
  total_charged_cents: number;
  partner_details_completed_at: Date | null;
  address_label: string | null;
}

const toRecord = (row: Row): PartnerOrderRecord => ({
  id: row.id,
  orderNumber: row.order_number,
  customerId: row.customer_id,
  cityId: row.city_id,
  status: row.status,
  partnerStore: row.partner_store,
  partnerReference: row.partner_reference,
  deliveryDate: row.delivery_date,
  deliveryTimeType: row.delivery_time_type,
  shippingAddressId: row.shipping_address_id,
  addressLabel: row.address_label,
  subtotalCents: row.products_subtotal_cents,
  taxCents: row.tax_total_cents,
  totalChargedCents: row.total_charged_cents,
  completedAt: row.partner_details_completed_at,
});

/**
 * The customer's partner order to complete (the oldest still waiting), else their latest
 * completed one; null when they have none.
 */
export async function findCustomerPartnerOrder(
  handle: DatabaseHandle,
  customerId: string,
): Promise<PartnerOrderRecord | null> {
  const [row] = await handle.query<Row & Record<string, unknown>>(
    `select ${COLUMNS} from orders o
      where o.customer_id = $1 and o.partner_store is not null and o.type = 'ORDER'
        and o.status <> 'CANCELLED'
      order by (o.status = 'PENDING') desc,
               case when o.status = 'PENDING' then o.created_at end asc,
               o.created_at desc
      limit 1`,
    [customerId],
  );
  return row ? toRecord(row) : null;
}

/** One of the customer's partner orders, locked when asked; null for anyone else's. */
export async function findPartnerOrder(
  handle: DatabaseHandle,
  customerId: string,
  orderId: string,
  lock = false,
): Promise<PartnerOrderRecord | null> {
  const [row] = await handle.query<Row & Record<string, unknown>>(
    `select ${COLUMNS} from orders o
      where o.id = $1 and o.customer_id = $2 and o.partner_store is not null and o.type = 'ORDER'
      ${lock ? 'for update' : ''}`,
    [orderId, customerId],
  );
  return row ? toRecord(row) : null;
}

export async function partnerOrderLines(
  handle: DatabaseHandle,
  orderId: string,
): Promise<PartnerOrderLineRecord[]> {
  const rows = await handle.query<{
    product_id: number;
    name: string;
    thumb_url: string | null;
    option_value_names: string[];
    purchase_option: string;
    term_length_months: number | null;
    quantity: number;
    price_cents: number;
    pivot_care_cents: number;
    retail_price_cents: number;
  }>(
    `select l.product_id, l.name, l.thumb_url, l.option_value_names, l.purchase_option,
            l.term_length_months, l.quantity, l.price_cents, l.pivot_care_cents,
            p.retail_price_cents
       from order_lines l join products p on p.id = l.product_id
      where l.order_id = $1 and l.kind = 'PRODUCT' order by l.pos`,
    [orderId],
  );
  return rows.map((row) => ({
    productId: row.product_id,
    name: row.name,
    thumbUrl: row.thumb_url,
    options: row.option_value_names,
    purchaseOption: row.purchase_option,
    termLengthMonths: row.term_length_months,
    quantity: row.quantity,
    priceCents: row.price_cents,
    pivotCareCents: row.pivot_care_cents,
    retailValueCents: row.retail_price_cents,
  }));
}

export async function setPartnerOrderAddress(
  tx: DatabaseHandle,
  orderId: string,
  addressId: string,
  cityId: number,
): Promise<void> {
  await tx.query(
    `update orders set shipping_address_id = $2, city_id = $3, updated_at = now()
      where id = $1 and status = 'PENDING'`,
    [orderId, addressId, cityId],
  );
}

/** The customer's details are in: the order is confirmed for its delivery day. */
export async function confirmPartnerOrder(
  tx: DatabaseHandle,
  orderId: string,
  deliveryDate: string,
  now: Date,
): Promise<boolean> {
  const rows = await tx.query<{ id: string }>(
    `update orders set status = 'CONFIRMED', delivery_date = $2::date,
            partner_details_completed_at = $3, updated_at = now()
      where id = $1 and status = 'PENDING' returning id`,
    [orderId, deliveryDate, now],
  );
  return rows.length > 0;
}
