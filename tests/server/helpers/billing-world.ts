/**
 * What billing tests share: customers with an address in a chosen province and a card on file,
 * memberships in a chosen state (written by createMembershipsForOrder, then moved on as
 * deliveries and past bills would), and reads of what the run did.
 */
import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../../../server/db/client';
import type { PurchaseOption } from '../../../server/db/constants';
import { createMembershipsForOrder } from '../../../server/modules/billing/memberships';
import { addMonths } from '../../../server/shared/calendar-date';

const PLACES = {
  ON: { city: 'Toronto', street: '301 Front Street West', postalCode: 'M5V 2T6' },
  QC: { city: 'Montreal', street: '175 Rue Sainte-Catherine Ouest', postalCode: 'H2X 1Y4' },
  NS: { city: 'Halifax', street: '1800 Argyle Street', postalCode: 'B3J 3N8' },
  BC: { city: 'Vancouver', street: '800 Robson Street', postalCode: 'V6Z 3B7' },
} as const;

export type Province = keyof typeof PLACES;

export interface BillingCustomer {
  customerId: string;
  addressId: string;
  orderId: string;
  productId: number;
}

export async function addAddress(
  database: DatabaseHandle,
  customerId: string,
  province: Province,
): Promise<string> {
  const place = PLACES[province];
  const [row] = await database.query<{ id: string }>(
    `insert into addresses (customer_id, street_address, city, province, postal_code, type, city_id,
                            is_primary)
     values ($1, $2, $3, $4, $5, 'SHIPPING', (select id from cities where name = $3), true)
     returning id`,
    [customerId, place.street, place.city, province, place.postalCode],
  );
  return row!.id;
}

/** A customer with an address in `province`, a default card (`null`: none) and credit. */
export async function billingCustomer(
  database: DatabaseHandle,
  options: { province?: Province; card?: string | null; balanceCents?: number } = {},
): Promise<BillingCustomer> {
  const customerId = randomUUID();
  await database.query(
    `insert into customers (id, email, first_name, last_name, balance_cents)
     values ($1, $2, 'Bill', 'Payer', $3)`,
    [customerId, `payer-${customerId}@example.ca`, options.balanceCents ?? 0],
  );
  const addressId = await addAddress(database, customerId, options.province ?? 'ON');
  const card = options.card === undefined ? 'tok_visa' : options.card;
  if (card) await addCard(database, customerId, card);
  const [order] = await database.query<{ id: string }>(
    `insert into orders (customer_id, city_id, status, shipping_address_id)
     values ($1, (select id from cities where name = 'Toronto'), 'COMPLETED', $2) returning id`,
    [customerId, addressId],
  );
  const [product] = await database.query<{ id: number }>(
    'select id from products order by id limit 1',
  );
  return { customerId, addressId, orderId: order!.id, productId: product!.id };
}

export async function addCard(
  database: DatabaseHandle,
  customerId: string,
  source: string,
): Promise<string> {
  await database.query('update payment_methods set is_default = false where customer_id = $1', [
    customerId,
  ]);
  const [row] = await database.query<{ id: string }>(
    `insert into payment_methods (customer_id, card_type, card_last_four, card_expiry_month,
                                  card_expiry_year, source, is_default)
     values ($1, 'VISA', '4242', 12, 2034, $2, true) returning id`,
    [customerId, source],
  );
  return row!.id;
}

export interface MembershipSetup {
  option?: PurchaseOption;
  feeCents?: number;
  pivotCareCents?: number;
  retailValueCents?: number;
  paymentsDue?: number | null;
  /** Payments made so far (1 = only the checkout's). */
  paymentsMade?: number;
  startDate: string;
  status?: string;
  quantity?: number;
  addressId?: string;
}

/** Units written by createMembershipsForOrder, then delivered and moved to `paymentsMade`. */
export async function addMemberships(
  database: DatabaseHandle,
  customer: BillingCustomer,
  setup: MembershipSetup,
): Promise<string[]> {
  const option = setup.option ?? 'subscribe';
  const ids = await createMembershipsForOrder(database, {
    customerId: customer.customerId,
    orderId: customer.orderId,
    addressId: setup.addressId ?? customer.addressId,
    startDate: setup.startDate,
    lines: [
      {
        productId: customer.productId,
        purchaseOption: option,
        termLengthMonths: option === 'monthlyv3' ? (setup.paymentsDue ?? 12) : null,
        quantity: setup.quantity ?? 1,
        monthlyPriceCents: setup.feeCents ?? 5000,
        pivotCareCents: setup.pivotCareCents ?? 0,
        retailValueCents: setup.retailValueCents ?? 100_000,
        paymentsDue: setup.paymentsDue === undefined ? 19 : setup.paymentsDue,
      },
    ],
  });
  const made = setup.paymentsMade ?? 1;
  await database.query(
    `update membership_products set subscription_status = $2, payments_made = $3,
            next_bill_date = case when payments_due is not null and $3 >= payments_due then null
                                  else $4::date end
      where id = any($1::uuid[])`,
    [ids, setup.status ?? 'DELIVERED', made, addMonths(setup.startDate, made)],
  );
  return ids;
}

export async function addMembership(
  database: DatabaseHandle,
  customer: BillingCustomer,
  setup: MembershipSetup,
): Promise<string> {
  const [id] = await addMemberships(database, customer, { ...setup, quantity: 1 });
  return id!;
}

export interface BillRow {
  id: string;
  bill_date: string;
  status: string;
  province: string;
  address_id: string;
  subtotal_cents: number;
  tax_total_cents: number;
  total_cents: number;
  balance_used_cents: number;
  amount_charged_cents: number;
  lines: number;
}

export async function billsOf(database: DatabaseHandle, customerId: string): Promise<BillRow[]> {
  return database.query<BillRow & Record<string, unknown>>(
    `select b.id, b.bill_date, b.status, b.province, b.address_id, b.subtotal_cents,
            b.tax_total_cents, b.total_cents, b.balance_used_cents, b.amount_charged_cents,
            (select count(*)::int from bill_lines l where l.bill_id = b.id) as lines
       from bills b where b.customer_id = $1 order by b.bill_date, b.address_id`,
    [customerId],
  );
}

/** Every gateway charge made for the customer's bills and overdue payments. */
export async function chargesOf(
  database: DatabaseHandle,
  customerId: string,
): Promise<{ key: string; amount_cents: number; status: string }[]> {
  return database.query(
    `select c.idempotency_key as key, c.amount_cents, c.status from sandbox_charges c
      where c.idempotency_key in (select charge_key from bills where customer_id = $1)
         or c.idempotency_key like any (select 'delinquent:' || id || ':%' from delinquent_records
                                         where customer_id = $1)
      order by c.created_at, c.idempotency_key`,
    [customerId],
  );
}

export async function membershipState(
  database: DatabaseHandle,
  id: string,
): Promise<{ subscription_status: string; payments_made: number; next_bill_date: string | null }> {
  const [row] = await database.query<{
    subscription_status: string;
    payments_made: number;
    next_bill_date: string | null;
  }>(
    'select subscription_status, payments_made, next_bill_date from membership_products where id = $1',
    [id],
  );
  return row!;
}

/** A fixed clock at noon UTC of a day (morning in every Canadian depot). */
export function noonOf(day: string): () => Date {
  const at = new Date(`${day}T12:00:00Z`);
  return () => at;
}
