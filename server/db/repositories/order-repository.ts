/**
 * Reads of placed orders (with lines, taxes, address, city and payment) and their subscription
 * agreements. Every read is scoped by the customer id.
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
import type { AddressRecord, AddressRow } from './address-repository';
import { addressJson, toAddressRecord } from './address-repository';
import type { NewOrderLine } from './checkout-repository';

/** One line of a placed order: a product sold, or a return picked up. */
export interface OrderLineRecord extends NewOrderLine {
  /** The French snapshot (decision 185): null name where no French was written. */
  nameFr: string | null;
  optionValueNamesFr: string[] | null;
  handlingPriceCents: number;
  kind: 'PRODUCT' | 'RETURN';
  pos: number;
}

export interface OrderTaxRecord {
  name: TaxName;
  ratePercent: number;
  amountCents: number;
}

/** What an order costs and what was charged, in cents: orders and receipts alike. */
export interface OrderAmounts {
  productsSubtotalCents: number;
  originalProductsSubtotalCents: number;
  deliveryCents: number;
  assemblyCents: number;
  discountCents: number;
  taxTotalCents: number;
  totalCents: number;
  totalChargedCents: number;
  balanceUsedCents: number;
}

export interface OrderRecord extends OrderAmounts {
  id: string;
  orderNumber: string;
  status: OrderStatus;
  customerId: string;
  email: string;
  createdAt: Date;
  purchaseDate: Date | null;
  deliveryDate: string | null;
  deliveryTimeType: DeliveryTimeType | null;
  returnDate: string | null;
  returnTimeType: DeliveryTimeType | null;
  deferred: boolean;
  includeAssembly: boolean;
  hasSignedAgreement: boolean;
  referrerId: string | null;
  city: {
    id: number;
    name: string;
    timezone: string;
    deliveryStartHour: number;
    deliveryEndHour: number;
  };
  address: AddressRecord | null;
  lines: OrderLineRecord[];
  taxes: OrderTaxRecord[];
  payment: {
    status: PaymentStatus;
    amountCents: number;
    cardType: CardType | null;
    cardLastFour: string | null;
    cardExpiryMonth: number | null;
    cardExpiryYear: number | null;
    chargeTime: string;
  } | null;
}

/** An order line as json_build_object writes it (ORDER_LINE_JSON). */
export interface OrderLineJson {
  product_id: number;
  name: string;
  thumb_url: string | null;
  option_value_names: string[];
  name_fr: string | null;
  option_value_names_fr: string[] | null;
  condition: ProductCondition;
  quantity: number;
  purchase_option: PurchaseOption;
  term_length_months: number | null;
  price_cents: number;
  original_price_cents: number;
  assembly_cents: number;
  handling_price_cents: number;
  pivot_care: boolean;
  pivot_care_cents: number;
  final_sale: boolean;
  kind: 'PRODUCT' | 'RETURN';
  pos: number;
}

/** `json_build_object` of an order line aliased `l`: an OrderLineJson. */
export const ORDER_LINE_JSON = `json_build_object(
  'product_id', l.product_id, 'name', l.name, 'thumb_url', l.thumb_url,
  'option_value_names', l.option_value_names, 'name_fr', l.name_fr,
  'option_value_names_fr', l.option_value_names_fr, 'condition', l.condition,
  'quantity', l.quantity, 'purchase_option', l.purchase_option,
  'term_length_months', l.term_length_months, 'price_cents', l.price_cents,
  'original_price_cents', l.original_price_cents, 'assembly_cents', l.assembly_cents,
  'handling_price_cents', l.handling_price_cents, 'final_sale', l.final_sale,
  'pivot_care', l.pivot_care, 'pivot_care_cents', l.pivot_care_cents,
  'kind', l.kind, 'pos', l.pos)`;

export function toOrderLineRecord(line: OrderLineJson): OrderLineRecord {
  return {
    productId: line.product_id,
    name: line.name,
    thumbUrl: line.thumb_url,
    optionValueNames: line.option_value_names,
    nameFr: line.name_fr,
    optionValueNamesFr: line.option_value_names_fr,
    condition: line.condition,
    quantity: line.quantity,
    purchaseOption: line.purchase_option,
    termLengthMonths: line.term_length_months,
    priceCents: line.price_cents,
    originalPriceCents: line.original_price_cents,
    assemblyCents: line.assembly_cents,
    handlingPriceCents: line.handling_price_cents,
    pivotCare: line.pivot_care,
    pivotCareCents: line.pivot_care_cents,
    finalSale: line.final_sale,
    kind: line.kind,
    pos: line.pos,
  };
}

export interface OrderTaxJson {
  name: TaxName;
  rate_percent: number;
  amount_cents: number;
}

/** The JSON array of an order's stored tax lines, in order, for an order aliased `o`. */
export const ORDER_TAXES_JSON = `coalesce((select json_agg(json_build_object('name', t.name,
    'rate_percent', t.rate_percent, 'amount_cents', t.amount_cents) order by t.pos, t.id)
    from order_taxes t where t.order_id = o.id), '[]'::json)`;

export function toOrderTaxRecord(tax: OrderTaxJson): OrderTaxRecord {
  return { name: tax.name, ratePercent: tax.rate_percent, amountCents: tax.amount_cents };
}

interface OrderRow {
  id: string;
  order_number: string;
  status: OrderStatus;
  customer_id: string;
  email: string;
  created_at: Date;
  purchase_date: Date | null;
  delivery_date: string | null;
  delivery_time_type: DeliveryTimeType | null;
  return_date: string | null;
  return_time_type: DeliveryTimeType | null;
  deferred: boolean;
  include_assembly: boolean;
  has_signed_agreement: boolean;
  products_subtotal_cents: number;
  original_products_subtotal_cents: number;
  delivery_cents: number;
  assembly_cents: number;
  discount_cents: number;
  tax_total_cents: number;
  total_cents: number;
  total_charged_cents: number;
  balance_used_cents: number;
  referrer_id: string | null;
  city: {
    id: number;
    name: string;
    timezone: string;
    delivery_start_hour: number;
    delivery_end_hour: number;
  };
  address: AddressRow | null;
  lines: OrderLineJson[];
  taxes: OrderTaxJson[];
  payment: {
    status: PaymentStatus;
    amount_cents: number;
    card_type: CardType | null;
    card_last_four: string | null;
    card_expiry_month: number | null;
    card_expiry_year: number | null;
    charge_time: string;
  } | null;
}

function toOrderRecord(row: OrderRow): OrderRecord {
  return {
    id: row.id,
    orderNumber: row.order_number,
    status: row.status,
    customerId: row.customer_id,
    email: row.email,
    createdAt: row.created_at,
    purchaseDate: row.purchase_date,
    deliveryDate: row.delivery_date,
    deliveryTimeType: row.delivery_time_type,
    returnDate: row.return_date,
    returnTimeType: row.return_time_type,
    deferred: row.deferred,
    includeAssembly: row.include_assembly,
    hasSignedAgreement: row.has_signed_agreement,
    productsSubtotalCents: row.products_subtotal_cents,
    originalProductsSubtotalCents: row.original_products_subtotal_cents,
    deliveryCents: row.delivery_cents,
    assemblyCents: row.assembly_cents,
    discountCents: row.discount_cents,
    taxTotalCents: row.tax_total_cents,
    totalCents: row.total_cents,
    totalChargedCents: row.total_charged_cents,
    balanceUsedCents: row.balance_used_cents,
    referrerId: row.referrer_id,
    city: {
      id: row.city.id,
      name: row.city.name,
      timezone: row.city.timezone,
      deliveryStartHour: row.city.delivery_start_hour,
      deliveryEndHour: row.city.delivery_end_hour,
    },
    address: row.address ? toAddressRecord(row.address) : null,
    lines: row.lines.map(toOrderLineRecord),
    taxes: row.taxes.map(toOrderTaxRecord),
    payment: row.payment
      ? {
          status: row.payment.status,
          amountCents: row.payment.amount_cents,
          cardType: row.payment.card_type,
          cardLastFour: row.payment.card_last_four,
          cardExpiryMonth: row.payment.card_expiry_month,
          cardExpiryYear: row.payment.card_expiry_year,
          chargeTime: row.payment.charge_time,
        }
      : null,
  };
}

/** The customer's orders among `orderIds`, each with its lines, taxes, address, city and payment. */
export async function loadCustomerOrders(
  handle: DatabaseHandle,
  customerId: string,
  orderIds: readonly string[],
): Promise<OrderRecord[]> {
  if (orderIds.length === 0) return [];
  const rows = await handle.query<OrderRow & Record<string, unknown>>(
    `select o.id, o.order_number, o.status, o.customer_id, c.email, o.created_at, o.purchase_date,
            o.delivery_date, o.delivery_time_type, o.return_date, o.return_time_type, o.deferred,
            o.include_assembly, o.has_signed_agreement, o.products_subtotal_cents,
            o.original_products_subtotal_cents, o.delivery_cents, o.assembly_cents,
            o.discount_cents, o.tax_total_cents, o.total_cents, o.total_charged_cents,
            o.balance_used_cents, o.referrer_id,
            json_build_object('id', ci.id, 'name', ci.name, 'timezone', ci.timezone,
                              'delivery_start_hour', ci.delivery_start_hour,
                              'delivery_end_hour', ci.delivery_end_hour) as city,
            (select ${addressJson('a')} from addresses a where a.id = o.shipping_address_id) as address,
            coalesce((select json_agg(${ORDER_LINE_JSON} order by l.pos, l.id)
                        from order_lines l where l.order_id = o.id), '[]'::json) as lines,
            ${ORDER_TAXES_JSON} as taxes,
            (select json_build_object('status', p.status, 'amount_cents', p.amount_cents,
                        'card_type', p.card_type, 'card_last_four', p.card_last_four,
                        'card_expiry_month', p.card_expiry_month,
                        'card_expiry_year', p.card_expiry_year, 'charge_time', p.charge_time)
               from payments p where p.order_id = o.id and p.charge_type = 'CHARGE'
              order by p.created_at desc limit 1) as payment
       from orders o
       join customers c on c.id = o.customer_id
       join cities ci on ci.id = o.city_id
      where o.customer_id = $1 and o.id = any($2::uuid[])
      order by o.created_at desc`,
    [customerId, orderIds],
  );
  return rows.map(toOrderRecord);
}

/** An order's status; null when there is no such order (any more). */
export async function findOrderStatus(
  handle: DatabaseHandle,
  orderId: string,
): Promise<OrderStatus | null> {
  const [row] = await handle.query<{ status: OrderStatus }>(
    'select status from orders where id = $1',
    [orderId],
  );
  return row?.status ?? null;
}

/**
 * An order needs a signed agreement when one of its product lines is a subscription: those lines
 * keep the subscription's term (`term_length_months`), purchases have none.
 */
const NEEDS_AGREEMENT = `exists (select 1 from order_lines l
   where l.order_id = o.id and l.kind = 'PRODUCT' and l.term_length_months is not null)`;

/** The customer's placed orders with subscriptions whose agreement is not signed, newest first. */
export async function listUnsignedAgreementOrderIds(
  handle: DatabaseHandle,
  customerId: string,
  limit: number,
): Promise<string[]> {
  const rows = await handle.query<{ id: string }>(
    `select o.id from orders o
      where o.customer_id = $1 and o.type = 'ORDER' and not o.has_signed_agreement
        and o.status not in ('PENDING', 'CANCELLED', 'PAYMENT_FAILED') and ${NEEDS_AGREEMENT}
      order by o.created_at desc limit $2`,
    [customerId, limit],
  );
  return rows.map((row) => row.id);
}

/**
 * Signs the agreement of one of the customer's placed subscription orders. 'signed' when it is
 * signed now or already was; 'not-found' when the order is not theirs, not placed, or has no
 * subscription.
 */
export async function signOrderAgreement(
  handle: DatabaseHandle,
  customerId: string,
  orderId: string,
  agreementVersion: string,
): Promise<'signed' | 'not-found'> {
  // Signed again: the version first signed stays.
  const rows = await handle.query<{ id: string }>(
    `update orders o set has_signed_agreement = true, updated_at = now(),
        agreement_version = coalesce(o.agreement_version, $3)
      where o.id = $2 and o.customer_id = $1 and o.type = 'ORDER'
        and o.status not in ('PENDING', 'CANCELLED', 'PAYMENT_FAILED') and ${NEEDS_AGREEMENT}
      returning o.id`,
    [customerId, orderId, agreementVersion],
  );
  return rows.length > 0 ? 'signed' : 'not-found';
}
