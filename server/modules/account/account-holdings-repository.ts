/**
 * What a customer holds and has coming (the account pages, decision 113): membership products
 * with their product, options and payments, the next delivery or pickup, an order's counts.
 * Every statement is scoped to the customer, so another customer's ids find nothing.
 */
import type { CardType, PurchaseOption, SubscriptionStatus } from '../../db/constants';
import type { DatabaseHandle } from '../../db/client';
import type { Locale } from '../../i18n/locale';
import type { AddressRecord, AddressRow } from '../../db/repositories/address-repository';
import { addressJson, toAddressRecord } from '../../db/repositories/address-repository';

export interface HeldProductRecord {
  id: string;
  /** The address it is at (its own, else the customer's primary address); null without any. */
  addressId: string | null;
  productId: number;
  parentProductId: number;
  slug: string;
  name: string;
  thumbUrl: string | null;
  options: { name: string; value: string }[];
  startDate: string;
  status: SubscriptionStatus;
  purchaseOption: PurchaseOption;
  termLengthMonths: number | null;
  monthlyPriceCents: number | null;
  purchasePriceCents: number | null;
  pivotCareCents: number;
  retailValueCents: number | null;
  paymentsDue: number | null;
  paymentsMade: number;
  nextBillDate: string | null;
  /** Fees of billed periods not paid (declined or still open bills). */
  unpaidFeeCents: number;
  /** Months billed whose bill is not paid (declined): not counted toward a buyout. */
  unpaidMonths: number;
  repairedMembershipProductId: string | null;
}

interface HeldProductRow {
  id: string;
  address_id: string | null;
  product_id: number;
  parent_product_id: number;
  slug: string;
  name: string;
  thumb_url: string | null;
  options: { name: string; value: string }[];
  start_date: string;
  status: SubscriptionStatus;
  purchase_option: PurchaseOption;
  term_length_months: number | null;
  monthly_price_cents: number | null;
  purchase_price_cents: number | null;
  pivot_care_cents: number;
  retail_value_cents: number | null;
  payments_due: number | null;
  payments_made: number;
  next_bill_date: string | null;
  unpaid_fee_cents: number;
  unpaid_months: number;
  repaired_membership_product_id: string | null;
}

/**
 * The customer's membership products, newest first; with `addressIds`, only those at these
 * addresses (ids of other customers' addresses match nothing). Names in `locale`, English
 * where the catalogue has no French (decision 185).
 */
export async function listHeldProducts(
  handle: DatabaseHandle,
  customerId: string,
  addressIds: readonly string[] | null = null,
  locale: Locale = 'en',
): Promise<HeldProductRecord[]> {
  const fr = locale === 'fr';
  const rows = await handle.query<HeldProductRow & Record<string, unknown>>(
    `select * from (
       select mp.id,
              coalesce(mp.address_id, (select pa.id from addresses pa
                 where pa.customer_id = m.customer_id and pa.type = 'SHIPPING'
                 order by pa.is_primary desc, pa.created_at, pa.id limit 1)) as address_id,
              mp.product_id, pp.id as parent_product_id, pp.slug,
              ${fr ? 'coalesce(pp.name_fr, pp.name)' : 'pp.name'} as name,
              coalesce(p.image_url, pp.image_url) as thumb_url,
              coalesce((select json_agg(json_build_object(
                                          'name', ${fr ? 'coalesce(o.name_fr, o.name)' : 'o.name'},
                                          'value', ${fr ? 'coalesce(ov.name_fr, ov.name)' : 'ov.name'})
                                        order by o.pos, o.id)
                          from product_option_values pov
                          join option_values ov on ov.id = pov.option_value_id
                          join options o on o.id = ov.option_id
                         where pov.product_id = mp.product_id), '[]'::json) as options,
              to_char(mp.start_date, 'YYYY-MM-DD') as start_date,
              mp.subscription_status as status, mp.purchase_option, mp.term_length_months,
              mp.monthly_price_cents, mp.purchase_price_cents, mp.pivot_care_cents,
              mp.retail_value_cents, mp.payments_due, mp.payments_made,
              to_char(mp.next_bill_date, 'YYYY-MM-DD') as next_bill_date,
              coalesce((select sum(bl.fee_cents) from bill_lines bl
                          join bills b on b.id = bl.bill_id
                         where bl.membership_product_id = mp.id and b.status <> 'PAID'),
                       0)::int as unpaid_fee_cents,
              (select count(*) from bill_lines bl join bills b on b.id = bl.bill_id
                where bl.membership_product_id = mp.id and b.status <> 'PAID')::int
                as unpaid_months,
              mp.repaired_membership_product_id, mp.created_at
         from memberships m
         join membership_products mp on mp.membership_id = m.id
         join products p on p.id = mp.product_id
         join parent_products pp on pp.id = p.parent_product_id
        where m.customer_id = $1) held
      where $2::uuid[] is null or held.address_id = any($2::uuid[])
      order by held.start_date desc, held.created_at desc, held.id`,
    [customerId, addressIds === null ? null : [...addressIds]],
  );
  return rows.map((row) => ({
    id: row.id,
    addressId: row.address_id,
    productId: row.product_id,
    parentProductId: row.parent_product_id,
    slug: row.slug,
    name: row.name,
    thumbUrl: row.thumb_url,
    options: row.options,
    startDate: row.start_date,
    status: row.status,
    purchaseOption: row.purchase_option,
    termLengthMonths: row.term_length_months,
    monthlyPriceCents: row.monthly_price_cents,
    purchasePriceCents: row.purchase_price_cents,
    pivotCareCents: row.pivot_care_cents,
    retailValueCents: row.retail_value_cents,
    paymentsDue: row.payments_due,
    paymentsMade: row.payments_made,
    nextBillDate: row.next_bill_date,
    unpaidFeeCents: row.unpaid_fee_cents,
    unpaidMonths: row.unpaid_months,
    repairedMembershipProductId: row.repaired_membership_product_id,
  }));
}

/** The customer's active shipping address ids among `addressIds` (others are not theirs). */
export async function ownAddressIds(
  handle: DatabaseHandle,
  customerId: string,
  addressIds: readonly string[],
): Promise<Set<string>> {
  const rows = await handle.query<{ id: string }>(
    `select id from addresses
      where customer_id = $1 and id = any($2::uuid[]) and type = 'SHIPPING' and active`,
    [customerId, [...addressIds]],
  );
  return new Set(rows.map((row) => row.id));
}

export interface UpcomingVisit {
  orderId: string;
  orderNumber: string;
  /** DELIVERY brings furniture (orders, swaps, moves); PICKUP takes it away (returns). */
  kind: 'DELIVERY' | 'PICKUP';
  date: string;
  timeType: string | null;
}

/** The customer's next scheduled delivery or pickup on or after `today` ('YYYY-MM-DD'). */
export async function nextVisit(
  handle: DatabaseHandle,
  customerId: string,
  today: string,
): Promise<UpcomingVisit | null> {
  const [row] = await handle.query<{
    id: string;
    order_number: string;
    kind: 'DELIVERY' | 'PICKUP';
    date: string;
    time_type: string | null;
  }>(
    `select * from (
       select o.id, o.order_number, 'DELIVERY' as kind,
              to_char(o.delivery_date, 'YYYY-MM-DD') as date, o.delivery_time_type as time_type
         from orders o
        where o.customer_id = $1 and o.type <> 'RETURN' and o.delivery_date >= $2::date
          and o.status in ('CONFIRMED', 'SCHEDULED', 'OUT_FOR_DELIVERY')
       union all
       select o.id, o.order_number, 'PICKUP' as kind,
              to_char(coalesce(o.return_date, o.delivery_date), 'YYYY-MM-DD') as date,
              coalesce(o.return_time_type, o.delivery_time_type) as time_type
         from orders o
        where o.customer_id = $1 and o.type = 'RETURN'
          and coalesce(o.return_date, o.delivery_date) >= $2::date
          and o.status in ('CONFIRMED', 'SCHEDULED', 'OUT_FOR_DELIVERY')) visits
      order by date, kind, order_number limit 1`,
    [customerId, today],
  );
  return row
    ? {
        orderId: row.id,
        orderNumber: row.order_number,
        kind: row.kind,
        date: row.date,
        timeType: row.time_type,
      }
    : null;
}

export interface OrderProductCounts {
  orderId: string;
  orderNumber: string;
  /** Units delivered by the order. */
  products: number;
  /** Units picked up by the order. */
  returns: number;
}

/** Units of products and returns on one of the customer's orders; null when not theirs. */
export async function orderProductCounts(
  handle: DatabaseHandle,
  customerId: string,
  orderId: string,
): Promise<OrderProductCounts | null> {
  const [row] = await handle.query<{
    id: string;
    order_number: string;
    products: number;
    returns: number;
  }>(
    `select o.id, o.order_number,
            coalesce(sum(l.quantity) filter (where l.kind = 'PRODUCT'), 0)::int as products,
            coalesce(sum(l.quantity) filter (where l.kind = 'RETURN'), 0)::int as returns
       from orders o left join order_lines l on l.order_id = o.id
      where o.id = $1 and o.customer_id = $2
      group by o.id, o.order_number`,
    [orderId, customerId],
  );
  return row
    ? {
        orderId: row.id,
        orderNumber: row.order_number,
        products: row.products,
        returns: row.returns,
      }
    : null;
}

/** The customer's account credit, in cents. */
export async function creditBalance(handle: DatabaseHandle, customerId: string): Promise<number> {
  const [row] = await handle.query<{ balance_cents: number }>(
    'select balance_cents from customers where id = $1',
    [customerId],
  );
  return row?.balance_cents ?? 0;
}

/** Every shipping address of the customer, removed ones too (bills and cards still name them). */
export async function allCustomerAddresses(
  handle: DatabaseHandle,
  customerId: string,
): Promise<AddressRecord[]> {
  const rows = await handle.query<{ address: AddressRow } & Record<string, unknown>>(
    `select ${addressJson('a')} as address from addresses a
      where a.customer_id = $1 order by a.is_primary desc, a.created_at desc, a.id`,
    [customerId],
  );
  return rows.map((row) => toAddressRecord(row.address));
}

export interface CardOnFile {
  id: string;
  cardType: CardType;
  cardLastFour: string;
  cardExpiryMonth: number;
  cardExpiryYear: number;
  isDefault: boolean;
  billingAddressId: string | null;
  /** A monthly bill charged to this card was declined and is still unpaid. */
  declined: boolean;
}

/** The customer's saved cards, default first then newest (never the processor's token). */
export async function listCardsWithBillingAddress(
  handle: DatabaseHandle,
  customerId: string,
): Promise<CardOnFile[]> {
  const rows = await handle.query<{
    id: string;
    card_type: CardType;
    card_last_four: string;
    card_expiry_month: number;
    card_expiry_year: number;
    is_default: boolean;
    billing_address_id: string | null;
    declined: boolean;
  }>(
    `select pm.id, pm.card_type, pm.card_last_four, pm.card_expiry_month, pm.card_expiry_year,
            pm.is_default, pm.billing_address_id,
            exists (select 1 from bills b
                     where b.customer_id = pm.customer_id and b.status = 'DECLINED'
                       and (b.payment_method_id = pm.id
                            -- A bill written without its card: the declined charge names it.
                            or (b.payment_method_id is null and exists (
                                  select 1 from payments p
                                   where p.bill_id = b.id and p.status = 'DECLINED'
                                     and p.card_type = pm.card_type
                                     and p.card_last_four = pm.card_last_four
                                     and p.card_expiry_month = pm.card_expiry_month
                                     and p.card_expiry_year = pm.card_expiry_year))))
              as declined
       from payment_methods pm where pm.customer_id = $1
      order by pm.is_default desc, pm.created_at desc, pm.id`,
    [customerId],
  );
  return rows.map((row) => ({
    id: row.id,
    cardType: row.card_type,
    cardLastFour: row.card_last_four,
    cardExpiryMonth: row.card_expiry_month,
    cardExpiryYear: row.card_expiry_year,
    isDefault: row.is_default,
    billingAddressId: row.billing_address_id,
    declined: row.declined,
  }));
}

/**
 * A card's billing address, kept as an address of type BILLING: not in the address book, not
 * a delivery address, only the card's (decision 152).
 */
export async function insertBillingAddress(
  tx: DatabaseHandle,
  customerId: string,
  address: {
    streetAddress: string;
    unitNumber: string | null;
    city: string;
    province: string;
    postalCode: string;
  },
): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `insert into addresses (customer_id, street_address, unit_number, city, province, postal_code,
                            type, listed, is_primary)
     values ($1, $2, $3, $4, $5, $6, 'BILLING', false, false) returning id`,
    [
      customerId,
      address.streetAddress,
      address.unitNumber,
      address.city,
      address.province,
      address.postalCode,
    ],
  );
  return row!.id;
}

/** Locks the customer's row until the transaction ends (`tx` must be a transaction). */
export async function lockCustomer(tx: DatabaseHandle, customerId: string): Promise<void> {
  await tx.query('select id from customers where id = $1 for update', [customerId]);
}
