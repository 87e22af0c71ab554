/**
 * Every paper of a customer's money (docs/decisions/151-every-charge-has-a-receipt.md): the
 * receipts list reads one union of what moved money (orders, paid monthly bills, tips, refunds,
 * overdue payments, account credits), and each kind of document is read by its own id. Nothing
 * here is written: receipts are read from the payments tables as the flows recorded them, so a
 * refund any flow records in `payments` (charge_type REFUND) has its receipt. Every read is
 * scoped by the customer id in SQL: another customer's document reads like a missing one.
 */
import type { CardType, ChargeType, OrderType, PaymentStatus, TaxName } from '../../db/constants';
import type { DatabaseHandle } from '../../db/client';

/**
 * Orders that have a receipt (as receipt-repository reads them): placed, or still being
 * confirmed (PENDING: charged or being charged, not settled yet), and not failed.
 */
const ORDER_HAS_RECEIPT = `o.status <> 'PAYMENT_FAILED'`;

/** Kinds of account credit that are a grant the customer gets a paper for. */
export const CREDIT_RECEIPT_KINDS = ['REFERRAL', 'REFUND', 'GOODWILL', 'ADJUSTMENT'] as const;
const CREDIT_KINDS_SQL = CREDIT_RECEIPT_KINDS.map((kind) => `'${kind}'`).join(', ');

/** Gateway keys of the attempts at a declined bill or fee (decision 105). */
const OVERDUE_KEY = `'delinquent:%'`;

/** A refund recorded by any flow: a REFUND row that went through. */
const IS_REFUND = `p.charge_type = 'REFUND' and p.status in ('SUCCEEDED', 'REFUNDED')`;
/** A charge that paid an owed order amount (a declined return fee) after its decline. */
const IS_ORDER_OVERDUE = `p.charge_type = 'CHARGE' and p.status = 'SUCCEEDED' and p.bill_id is null
  and p.order_id is not null and p.idempotency_key like ${OVERDUE_KEY}`;

/** A short reference for documents without an order number: a prefix and the id's first digits. */
const reference = (prefix: string, column: string) =>
  `'${prefix}-' || upper(left(replace(${column}::text, '-', ''), 8))`;

export type ReceiptEntryKind =
  OrderType | 'MONTHLY_BILL' | 'OVERDUE_PAYMENT' | 'TIP' | 'REFUND' | 'CREDIT';

export interface ReceiptEntryRecord {
  id: string;
  kind: ReceiptEntryKind;
  number: string;
  /** When the money moved (the order's placing, the bill's payment, the refund, the credit). */
  issuedAt: Date;
  /** What to recognise it by: the first item, the bill's address, the order tipped or refunded. */
  title: string | null;
  /** An order's first item in French (decision 185); null for other documents or no French. */
  titleFr: string | null;
  /** The order's status, or PAID, PAID_LATE, REFUNDED, CREDITED. */
  status: string;
  totalCents: number;
  /** Charged to the card (orders, bills, tips, overdue), refunded, or credited. */
  amountCents: number;
  itemCount: number;
  tippedCents: number;
  /** The order a tip, refund or overdue payment is for. */
  orderNumber: string | null;
}

interface EntryRow {
  id: string;
  kind: ReceiptEntryKind;
  number: string;
  issued_at: Date | string;
  title: string | null;
  status: string;
  total_cents: number;
  amount_cents: number;
  item_count: number;
  tipped_cents: number;
  order_number: string | null;
  title_fr: string | null;
}

/** The union of every document of customer `$1`, one row each, in the same columns. */
const ENTRIES = `
  select o.id, o.type as kind, o.order_number as number, o.created_at as issued_at,
         (select l.name from order_lines l where l.order_id = o.id and l.kind = 'PRODUCT'
           order by l.pos, l.id limit 1) as title,
         o.status, o.total_cents,
         -- Being confirmed: what is being charged (nothing is recorded charged yet).
         case when o.status = 'PENDING' then o.total_cents - o.balance_used_cents
              else o.total_charged_cents end as amount_cents,
         coalesce((select sum(l.quantity)::int from order_lines l
                    where l.order_id = o.id and l.kind = 'PRODUCT'), 0) as item_count,
         coalesce((select sum(t.amount_cents)::int from tips t
                    where t.order_id = o.id and t.status = 'PAID'), 0) as tipped_cents,
         o.order_number,
         (select l.name_fr from order_lines l where l.order_id = o.id and l.kind = 'PRODUCT'
           order by l.pos, l.id limit 1) as title_fr
    from orders o
   where o.customer_id = $1 and ${ORDER_HAS_RECEIPT}
  union all
  select b.id,
         case when d.id is null then 'MONTHLY_BILL' else 'OVERDUE_PAYMENT' end,
         ${reference('BL', 'b.id')}, coalesce(b.paid_at, b.created_at),
         (select a.street_address || coalesce(', ' || a.city, '') from addresses a
           where a.id = b.address_id),
         case when d.id is null then 'PAID' else 'PAID_LATE' end,
         b.total_cents, b.amount_charged_cents,
         (select count(*)::int from bill_lines l where l.bill_id = b.id), 0, null, null
    from bills b left join delinquent_records d on d.bill_id = b.id
   where b.customer_id = $1 and b.status = 'PAID'
  union all
  select t.id, 'TIP', ${reference('TP', 't.id')},
         coalesce((select max(p.charge_time) from payments p
                    where p.tip_id = t.id and p.status = 'SUCCEEDED'), t.updated_at),
         'Tip for the crew', 'PAID', t.amount_cents, t.amount_cents, 0, 0, o.order_number, null
    from tips t join orders o on o.id = t.order_id
   where o.customer_id = $1 and t.status = 'PAID'
  union all
  select p.id, case when ${IS_REFUND} then 'REFUND' else 'OVERDUE_PAYMENT' end,
         ${reference('PY', 'p.id')}, p.charge_time, p.charge_details,
         case when ${IS_REFUND} then 'REFUNDED' else 'PAID_LATE' end,
         p.amount_cents, p.amount_cents, 0, 0, coalesce(o.order_number, tor.order_number), null
    from payments p
    left join orders o on o.id = p.order_id
    left join bills b on b.id = p.bill_id
    left join tips t on t.id = p.tip_id
    left join orders tor on tor.id = t.order_id
   where coalesce(o.customer_id, b.customer_id, tor.customer_id, p.customer_id) = $1
     and ((${IS_REFUND}) or (${IS_ORDER_OVERDUE}))
  union all
  select e.id, 'CREDIT', ${reference('CR', 'e.id')}, e.created_at, e.kind, 'CREDITED',
         e.amount_cents, e.amount_cents, 0, 0,
         (select o.order_number from orders o where o.id = e.order_id), null
    from credit_ledger_entries e
   where e.customer_id = $1 and e.amount_cents > 0 and e.kind in (${CREDIT_KINDS_SQL})`;

function toEntry(row: EntryRow): ReceiptEntryRecord {
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    issuedAt: row.issued_at instanceof Date ? row.issued_at : new Date(row.issued_at),
    title: row.title,
    titleFr: row.title_fr,
    status: row.status,
    totalCents: row.total_cents,
    amountCents: row.amount_cents,
    itemCount: row.item_count,
    tippedCents: row.tipped_cents,
    orderNumber: row.order_number,
  };
}

/** One page of every document of the customer, newest first, and how many there are in all. */
export async function listReceiptEntries(
  handle: DatabaseHandle,
  customerId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: ReceiptEntryRecord[]; totalCount: number }> {
  const rows = await handle.query<EntryRow & Record<string, unknown>>(
    `select * from (${ENTRIES}) x order by x.issued_at desc, x.id desc limit $2 offset $3`,
    [customerId, page.limit, page.offset],
  );
  const [count] = await handle.query<{ count: number }>(
    `select count(*)::int as count from (${ENTRIES}) x`,
    [customerId],
  );
  return { rows: rows.map(toEntry), totalCount: count?.count ?? 0 };
}

/** Which table a document id of this customer is in; null when it is none of theirs. */
export type ReceiptSource = 'ORDER' | 'BILL' | 'TIP' | 'PAYMENT' | 'CREDIT';

export async function findReceiptSource(
  handle: DatabaseHandle,
  customerId: string,
  id: string,
): Promise<ReceiptSource | null> {
  const [row] = await handle.query<{ source: ReceiptSource }>(
    `select 'ORDER' as source from orders o
      where o.id = $2 and o.customer_id = $1 and ${ORDER_HAS_RECEIPT}
     union all
     select 'BILL' from bills b where b.id = $2 and b.customer_id = $1
     union all
     select 'TIP' from tips t join orders o on o.id = t.order_id
      where t.id = $2 and o.customer_id = $1 and t.status = 'PAID'
     union all
     select 'PAYMENT' from payments p
       left join orders o on o.id = p.order_id
       left join bills b on b.id = p.bill_id
       left join tips t on t.id = p.tip_id
       left join orders tor on tor.id = t.order_id
      where p.id = $2 and coalesce(o.customer_id, b.customer_id, tor.customer_id, p.customer_id) = $1
        and ((${IS_REFUND}) or (${IS_ORDER_OVERDUE}))
     union all
     select 'CREDIT' from credit_ledger_entries e
      where e.id = $2 and e.customer_id = $1 and e.amount_cents > 0
        and e.kind in (${CREDIT_KINDS_SQL})
     limit 1`,
    [customerId, id],
  );
  return row?.source ?? null;
}

// ---------------------------------------------------------------------------
// The documents' facts
// ---------------------------------------------------------------------------

export interface PaperAddress {
  firstName: string;
  lastName: string;
  streetAddress: string;
  unitNumber: string | null;
  city: string;
  province: string;
  postalCode: string;
  country: string;
}

export interface PaperTax {
  name: TaxName;
  ratePercent: number;
  amountCents: number;
}

export interface PaperPayment {
  chargeTime: Date;
  chargeSuccess: boolean;
  chargeType: ChargeType;
  status: PaymentStatus;
  amountCents: number;
  details: string | null;
  cardType: CardType | null;
  cardLastFour: string | null;
  cardExpiryMonth: number | null;
  cardExpiryYear: number | null;
}

export interface PaperCustomer {
  firstName: string;
  lastName: string;
  email: string;
}

export interface BillLineFacts {
  productName: string;
  /** The catalogue's French name, null where none was written (decision 185). */
  productNameFr: string | null;
  period: number;
  paymentsDue: number | null;
  purchaseOption: string;
  feeCents: number;
  pivotCareCents: number;
}

export interface BillFacts {
  id: string;
  billDate: string;
  status: 'OPEN' | 'PAID' | 'DECLINED';
  province: string;
  subtotalCents: number;
  taxTotalCents: number;
  totalCents: number;
  balanceUsedCents: number;
  amountChargedCents: number;
  paidAt: Date | null;
  createdAt: Date;
  customer: PaperCustomer;
  address: PaperAddress | null;
  lines: BillLineFacts[];
  taxes: PaperTax[];
  payments: PaperPayment[];
  /** The declined bill's delinquent record: when it was declined and whether it is paid. */
  declinedAt: Date | null;
  resolvedAt: Date | null;
  owedCents: number;
}

export interface OrderRefFacts {
  id: string;
  orderNumber: string;
  type: OrderType;
  totalCents: number;
  taxes: PaperTax[];
  address: PaperAddress | null;
}

export interface TipFacts {
  id: string;
  amountCents: number;
  note: string | null;
  visitDate: string | null;
  customer: PaperCustomer;
  order: OrderRefFacts;
  payments: PaperPayment[];
}

export interface PaymentFacts {
  id: string;
  payment: PaperPayment;
  customer: PaperCustomer;
  /** The order paid or refunded (a tip's refund: the tip's order). */
  order: OrderRefFacts | null;
  bill: {
    id: string;
    billDate: string;
    totalCents: number;
    taxes: PaperTax[];
    address: PaperAddress | null;
  } | null;
  tip: { id: string; amountCents: number } | null;
}

export interface CreditFacts {
  id: string;
  kind: string;
  amountCents: number;
  balanceAfterCents: number;
  note: string | null;
  createdAt: Date;
  customer: PaperCustomer;
  order: OrderRefFacts | null;
  bill: { id: string; billDate: string; totalCents: number; taxes: PaperTax[] } | null;
}

const ADDRESS_JSON = (idColumn: string) =>
  `(select json_build_object('first_name', a.first_name, 'last_name', a.last_name,
      'street_address', a.street_address, 'unit_number', a.unit_number, 'city', a.city,
      'province', a.province, 'postal_code', a.postal_code, 'country', a.country)
    from addresses a where a.id = ${idColumn})`;

const TAXES_JSON = (table: 'order_taxes' | 'bill_taxes', key: string, idColumn: string) =>
  `coalesce((select json_agg(json_build_object('name', x.name, 'rate_percent', x.rate_percent,
      'amount_cents', x.amount_cents) order by x.pos, x.id)
    from ${table} x where x.${key} = ${idColumn}), '[]'::json)`;

const PAYMENTS_JSON = (where: string) =>
  `coalesce((select json_agg(json_build_object('charge_time', p.charge_time,
      'charge_success', p.charge_success, 'charge_type', p.charge_type, 'status', p.status,
      'amount_cents', p.amount_cents, 'details', p.charge_details, 'card_type', p.card_type,
      'card_last_four', p.card_last_four, 'card_expiry_month', p.card_expiry_month,
      'card_expiry_year', p.card_expiry_year) order by p.charge_time, p.created_at, p.id)
    from payments p where ${where}), '[]'::json)`;

const ORDER_REF_JSON = (idColumn: string) =>
  `(select json_build_object('id', o.id, 'order_number', o.order_number, 'type', o.type,
      'total_cents', o.total_cents, 'taxes', ${TAXES_JSON('order_taxes', 'order_id', 'o.id')},
      'address', ${ADDRESS_JSON('o.shipping_address_id')})
    from orders o where o.id = ${idColumn})`;

interface AddressJson {
  first_name: string;
  last_name: string;
  street_address: string;
  unit_number: string | null;
  city: string;
  province: string;
  postal_code: string;
  country: string;
}

interface TaxJson {
  name: TaxName;
  rate_percent: number | string;
  amount_cents: number;
}

interface PaymentJson {
  charge_time: string;
  charge_success: boolean;
  charge_type: ChargeType;
  status: PaymentStatus;
  amount_cents: number;
  details: string | null;
  card_type: CardType | null;
  card_last_four: string | null;
  card_expiry_month: number | null;
  card_expiry_year: number | null;
}

interface OrderRefJson {
  id: string;
  order_number: string;
  type: OrderType;
  total_cents: number;
  taxes: TaxJson[];
  address: AddressJson | null;
}

const toAddress = (row: AddressJson | null): PaperAddress | null =>
  row
    ? {
        firstName: row.first_name,
        lastName: row.last_name,
        streetAddress: row.street_address,
        unitNumber: row.unit_number,
        city: row.city,
        province: row.province,
        postalCode: row.postal_code,
        country: row.country,
      }
    : null;

const toTax = (row: TaxJson): PaperTax => ({
  name: row.name,
  ratePercent: Number(row.rate_percent),
  amountCents: row.amount_cents,
});

const toPayment = (row: PaymentJson): PaperPayment => ({
  chargeTime: new Date(row.charge_time),
  chargeSuccess: row.charge_success,
  chargeType: row.charge_type,
  status: row.status,
  amountCents: row.amount_cents,
  details: row.details,
  cardType: row.card_type,
  cardLastFour: row.card_last_four,
  cardExpiryMonth: row.card_expiry_month,
  cardExpiryYear: row.card_expiry_year,
});

const toOrderRef = (row: OrderRefJson | null): OrderRefFacts | null =>
  row
    ? {
        id: row.id,
        orderNumber: row.order_number,
        type: row.type,
        totalCents: row.total_cents,
        taxes: row.taxes.map(toTax),
        address: toAddress(row.address),
      }
    : null;

const asDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

const CUSTOMER_COLUMNS = `c.first_name as customer_first_name, c.last_name as customer_last_name,
  c.email as customer_email`;

type CustomerColumns = Record<string, unknown> & {
  customer_first_name: string;
  customer_last_name: string;
  customer_email: string;
};

const toCustomer = (row: CustomerColumns): PaperCustomer => ({
  firstName: row.customer_first_name,
  lastName: row.customer_last_name,
  email: row.customer_email,
});

/** One monthly bill of the customer with its lines, taxes, attempts and decline; any status. */
export async function loadBillFacts(
  handle: DatabaseHandle,
  customerId: string,
  billId: string,
): Promise<BillFacts | null> {
  const [row] = await handle.query<
    CustomerColumns & {
      id: string;
      bill_date: string;
      status: BillFacts['status'];
      province: string;
      subtotal_cents: number;
      tax_total_cents: number;
      total_cents: number;
      balance_used_cents: number;
      amount_charged_cents: number;
      paid_at: Date | string | null;
      created_at: Date | string;
      address: AddressJson | null;
      lines: {
        product_name: string;
        product_name_fr: string | null;
        period: number;
        payments_due: number | null;
        purchase_option: string;
        fee_cents: number;
        pivot_care_cents: number;
      }[];
      taxes: TaxJson[];
      payments: PaymentJson[];
      declined_at: Date | string | null;
      resolved_at: Date | string | null;
      owed_cents: number | null;
    }
  >(
    `select b.id, b.bill_date, b.status, b.province, b.subtotal_cents, b.tax_total_cents,
            b.total_cents, b.balance_used_cents, b.amount_charged_cents, b.paid_at, b.created_at,
            ${CUSTOMER_COLUMNS}, ${ADDRESS_JSON('b.address_id')} as address,
            coalesce((select json_agg(json_build_object('product_name', pr.name, 'product_name_fr', pr.name_fr,
                        'period', l.period, 'payments_due', mp.payments_due,
                        'purchase_option', l.purchase_option, 'fee_cents', l.fee_cents,
                        'pivot_care_cents', l.pivot_care_cents) order by pr.name, l.period, l.id)
                        from bill_lines l
                        join products pr on pr.id = l.product_id
                        join membership_products mp on mp.id = l.membership_product_id
                       where l.bill_id = b.id), '[]'::json) as lines,
            ${TAXES_JSON('bill_taxes', 'bill_id', 'b.id')} as taxes,
            ${PAYMENTS_JSON('p.bill_id = b.id')} as payments,
            d.created_at as declined_at, d.resolved_at,
            d.total_remaining_cents as owed_cents
       from bills b
       join customers c on c.id = b.customer_id
       left join delinquent_records d on d.bill_id = b.id
      where b.id = $2 and b.customer_id = $1`,
    [customerId, billId],
  );
  if (!row) return null;
  return {
    id: row.id,
    billDate: row.bill_date,
    status: row.status,
    province: row.province,
    subtotalCents: row.subtotal_cents,
    taxTotalCents: row.tax_total_cents,
    totalCents: row.total_cents,
    balanceUsedCents: row.balance_used_cents,
    amountChargedCents: row.amount_charged_cents,
    paidAt: row.paid_at === null ? null : asDate(row.paid_at),
    createdAt: asDate(row.created_at),
    customer: toCustomer(row),
    address: toAddress(row.address),
    lines: row.lines.map((line) => ({
      productName: line.product_name,
      productNameFr: line.product_name_fr,
      period: line.period,
      paymentsDue: line.payments_due,
      purchaseOption: line.purchase_option,
      feeCents: line.fee_cents,
      pivotCareCents: line.pivot_care_cents,
    })),
    taxes: row.taxes.map(toTax),
    payments: row.payments.map(toPayment),
    declinedAt: row.declined_at === null ? null : asDate(row.declined_at),
    resolvedAt: row.resolved_at === null ? null : asDate(row.resolved_at),
    owedCents: row.resolved_at === null ? (row.owed_cents ?? 0) : 0,
  };
}

/** A paid tip of the customer, with the order of the visit tipped and its charge. */
export async function loadTipFacts(
  handle: DatabaseHandle,
  customerId: string,
  tipId: string,
): Promise<TipFacts | null> {
  const [row] = await handle.query<
    CustomerColumns & {
      id: string;
      amount_cents: number;
      note: string | null;
      visit_date: string | null;
      order_ref: OrderRefJson;
      payments: PaymentJson[];
    }
  >(
    `select t.id, t.amount_cents, t.note, d.delivery_date as visit_date, ${CUSTOMER_COLUMNS},
            ${ORDER_REF_JSON('t.order_id')} as order_ref,
            ${PAYMENTS_JSON(`p.tip_id = t.id and p.charge_type = 'CHARGE'`)} as payments
       from tips t
       join orders o on o.id = t.order_id
       join customers c on c.id = o.customer_id
       left join deliveries d on d.id = t.delivery_id
      where t.id = $2 and o.customer_id = $1 and t.status = 'PAID'`,
    [customerId, tipId],
  );
  if (!row) return null;
  return {
    id: row.id,
    amountCents: row.amount_cents,
    note: row.note,
    visitDate: row.visit_date,
    customer: toCustomer(row),
    order: toOrderRef(row.order_ref)!,
    payments: row.payments.map(toPayment),
  };
}

/** A refund, or an overdue order amount paid after its decline, with what it was for. */
export async function loadPaymentFacts(
  handle: DatabaseHandle,
  customerId: string,
  paymentId: string,
): Promise<PaymentFacts | null> {
  const [row] = await handle.query<
    CustomerColumns & {
      id: string;
      payment: PaymentJson;
      order_ref: OrderRefJson | null;
      bill_ref: {
        id: string;
        bill_date: string;
        total_cents: number;
        taxes: TaxJson[];
        address: AddressJson | null;
      } | null;
      tip_ref: { id: string; amount_cents: number } | null;
    }
  >(
    `select p.id, ${CUSTOMER_COLUMNS},
            json_build_object('charge_time', p.charge_time, 'charge_success', p.charge_success,
              'charge_type', p.charge_type, 'status', p.status, 'amount_cents', p.amount_cents,
              'details', p.charge_details, 'card_type', p.card_type,
              'card_last_four', p.card_last_four, 'card_expiry_month', p.card_expiry_month,
              'card_expiry_year', p.card_expiry_year) as payment,
            ${ORDER_REF_JSON('coalesce(p.order_id, t.order_id)')} as order_ref,
            case when b.id is null then null else json_build_object('id', b.id,
              'bill_date', b.bill_date, 'total_cents', b.total_cents,
              'taxes', ${TAXES_JSON('bill_taxes', 'bill_id', 'b.id')},
              'address', ${ADDRESS_JSON('b.address_id')}) end as bill_ref,
            case when t.id is null then null
              else json_build_object('id', t.id, 'amount_cents', t.amount_cents) end as tip_ref
       from payments p
       left join orders o on o.id = p.order_id
       left join bills b on b.id = p.bill_id
       left join tips t on t.id = p.tip_id
       left join orders tor on tor.id = t.order_id
       join customers c on c.id = coalesce(o.customer_id, b.customer_id, tor.customer_id,
                                           p.customer_id)
      where p.id = $2 and c.id = $1 and ((${IS_REFUND}) or (${IS_ORDER_OVERDUE}))`,
    [customerId, paymentId],
  );
  if (!row) return null;
  return {
    id: row.id,
    payment: toPayment(row.payment),
    customer: toCustomer(row),
    order: toOrderRef(row.order_ref),
    bill: row.bill_ref
      ? {
          id: row.bill_ref.id,
          billDate: row.bill_ref.bill_date,
          totalCents: row.bill_ref.total_cents,
          taxes: row.bill_ref.taxes.map(toTax),
          address: toAddress(row.bill_ref.address),
        }
      : null,
    tip: row.tip_ref ? { id: row.tip_ref.id, amountCents: row.tip_ref.amount_cents } : null,
  };
}

/** A grant of account credit to the customer, with the order or bill it refunds, if any. */
export async function loadCreditFacts(
  handle: DatabaseHandle,
  customerId: string,
  entryId: string,
): Promise<CreditFacts | null> {
  const [row] = await handle.query<
    CustomerColumns & {
      id: string;
      kind: string;
      amount_cents: number;
      balance_after_cents: number;
      note: string | null;
      created_at: Date | string;
      order_ref: OrderRefJson | null;
      bill_ref: { id: string; bill_date: string; total_cents: number; taxes: TaxJson[] } | null;
    }
  >(
    `select e.id, e.kind, e.amount_cents, e.balance_after_cents, e.note, e.created_at,
            ${CUSTOMER_COLUMNS}, ${ORDER_REF_JSON('e.order_id')} as order_ref,
            (select json_build_object('id', b.id, 'bill_date', b.bill_date,
                      'total_cents', b.total_cents,
                      'taxes', ${TAXES_JSON('bill_taxes', 'bill_id', 'b.id')})
               from bills b where b.id = e.bill_id) as bill_ref
       from credit_ledger_entries e
       join customers c on c.id = e.customer_id
      where e.id = $2 and e.customer_id = $1 and e.amount_cents > 0
        and e.kind in (${CREDIT_KINDS_SQL})`,
    [customerId, entryId],
  );
  if (!row) return null;
  return {
    id: row.id,
    kind: row.kind,
    amountCents: row.amount_cents,
    balanceAfterCents: row.balance_after_cents,
    note: row.note,
    createdAt: asDate(row.created_at),
    customer: toCustomer(row),
    order: toOrderRef(row.order_ref),
    bill: row.bill_ref
      ? {
          id: row.bill_ref.id,
          billDate: row.bill_ref.bill_date,
          totalCents: row.bill_ref.total_cents,
          taxes: row.bill_ref.taxes.map(toTax),
        }
      : null,
  };
}

// ---------------------------------------------------------------------------
// Billing history
// ---------------------------------------------------------------------------

export interface BillHistoryRecord {
  id: string;
  billDate: string;
  status: 'OPEN' | 'PAID' | 'DECLINED';
  totalCents: number;
  taxTotalCents: number;
  amountChargedCents: number;
  balanceUsedCents: number;
  paidAt: Date | null;
  /** When the first charge was declined; null when it never was. */
  declinedAt: Date | null;
  /** What is still owed (a declined bill not paid since). */
  owedCents: number;
  address: PaperAddress | null;
  itemCount: number;
}

/** One page of the customer's monthly bills, newest bill date first, and how many in all. */
export async function listBillHistory(
  handle: DatabaseHandle,
  customerId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: BillHistoryRecord[]; totalCount: number }> {
  const rows = await handle.query<{
    id: string;
    bill_date: string;
    status: BillHistoryRecord['status'];
    total_cents: number;
    tax_total_cents: number;
    amount_charged_cents: number;
    balance_used_cents: number;
    paid_at: Date | string | null;
    declined_at: Date | string | null;
    resolved_at: Date | string | null;
    owed_cents: number | null;
    address: AddressJson | null;
    item_count: number;
  }>(
    `select b.id, b.bill_date, b.status, b.total_cents, b.tax_total_cents,
            b.amount_charged_cents, b.balance_used_cents, b.paid_at,
            d.created_at as declined_at, d.resolved_at, d.total_remaining_cents as owed_cents,
            ${ADDRESS_JSON('b.address_id')} as address,
            (select count(*)::int from bill_lines l where l.bill_id = b.id) as item_count
       from bills b left join delinquent_records d on d.bill_id = b.id
      where b.customer_id = $1
      order by b.bill_date desc, b.created_at desc, b.id desc
      limit $2 offset $3`,
    [customerId, page.limit, page.offset],
  );
  const [count] = await handle.query<{ count: number }>(
    `select count(*)::int as count from bills where customer_id = $1`,
    [customerId],
  );
  return {
    rows: rows.map((row) => ({
      id: row.id,
      billDate: row.bill_date,
      status: row.status,
      totalCents: row.total_cents,
      taxTotalCents: row.tax_total_cents,
      amountChargedCents: row.amount_charged_cents,
      balanceUsedCents: row.balance_used_cents,
      paidAt: row.paid_at === null ? null : asDate(row.paid_at),
      declinedAt: row.declined_at === null ? null : asDate(row.declined_at),
      owedCents:
        row.status === 'DECLINED' && row.resolved_at === null
          ? (row.owed_cents ?? row.amount_charged_cents)
          : 0,
      address: toAddress(row.address),
      itemCount: row.item_count,
    })),
    totalCount: count?.count ?? 0,
  };
}
