/**
 * Memberships, monthly bills and delinquent records (docs/decisions/104-billing-run.md,
 * 105-delinquency.md). Set-based: every function takes or returns whole batches, so a billing
 * run of 100,000 memberships sends a few statements per thousand customers, not per row.
 */
import { MONTHLY_PURCHASE_OPTIONS, type PurchaseOption, type TaxName } from '../../db/constants';
import type { DatabaseHandle } from '../../db/client';
import type { Locale } from '../../i18n/locale';

// ---------------------------------------------------------------------------
// Membership products
// ---------------------------------------------------------------------------

export interface NewMembershipUnit {
  productId: number;
  purchaseOption: PurchaseOption;
  termLengthMonths: number | null;
  quantity: number;
  monthlyPriceCents: number;
  pivotCareCents: number;
  retailValueCents: number;
  paymentsDue: number | null;
  /** When payment 2 is due, or null when payment 1 was the last. */
  nextBillDate: string | null;
}

/** The customer's monthly membership, created the first time they take a monthly line. */
export async function findOrCreateMonthlyMembership(
  tx: DatabaseHandle,
  customerId: string,
): Promise<string> {
  const [existing] = await tx.query<{ id: string }>(
    `select id from memberships where customer_id = $1 and billing_type = 'MONTHLY'
      order by created_at, id limit 1`,
    [customerId],
  );
  if (existing) return existing.id;
  const [created] = await tx.query<{ id: string }>(
    `insert into memberships (customer_id, membership_type, billing_type)
     values ($1, 'SUBSCRIPTION', 'MONTHLY') returning id`,
    [customerId],
  );
  return created!.id;
}

/** One membership_products row per unit of every line; returns their ids in line order. */
export async function insertMembershipUnits(
  tx: DatabaseHandle,
  membership: { membershipId: string; orderId: string; addressId: string; startDate: string },
  lines: readonly NewMembershipUnit[],
): Promise<string[]> {
  if (lines.length === 0) return [];
  const rows = await tx.query<{ id: string }>(
    `insert into membership_products (membership_id, product_id, address_id, order_id, start_date,
       subscription_status, purchase_option, term_length_months, monthly_price_cents, pivot_care,
       pivot_care_cents, retail_value_cents, payments_due, payments_made, next_bill_date)
     select $1, l.product_id, $2, $3, $4::date, 'PENDING_DELIVERY', l.purchase_option,
            l.term_length_months, l.monthly_price_cents, l.pivot_care_cents > 0,
            l.pivot_care_cents, l.retail_value_cents, l.payments_due, 1, l.next_bill_date
       from unnest($5::int[], $6::text[], $7::int[], $8::int[], $9::int[], $10::int[], $11::int[],
                   $12::date[], $13::int[])
            with ordinality as l(product_id, purchase_option, term_length_months, monthly_price_cents,
                                 pivot_care_cents, retail_value_cents, payments_due, next_bill_date,
                                 quantity, pos)
       cross join lateral generate_series(1, l.quantity) as unit(n)
      order by l.pos, unit.n
     returning id`,
    [
      membership.membershipId,
      membership.addressId,
      membership.orderId,
      membership.startDate,
      lines.map((line) => line.productId),
      lines.map((line) => line.purchaseOption),
      lines.map((line) => line.termLengthMonths),
      lines.map((line) => line.monthlyPriceCents),
      lines.map((line) => line.pivotCareCents),
      lines.map((line) => line.retailValueCents),
      lines.map((line) => line.paymentsDue),
      lines.map((line) => line.nextBillDate),
      lines.map((line) => line.quantity),
    ],
  );
  return rows.map((row) => row.id);
}

// ---------------------------------------------------------------------------
// Due memberships
// ---------------------------------------------------------------------------

/**
 * The billable condition, on `mp` joined with its address `a` and depot city `c`: delivered (or
 * return scheduled), not yet paid off, and due on or before today in the depot's time zone.
 * `$1` is the run's clock (timestamptz). The first comparison is the widest "today" on Earth
 * (UTC+14), so the partial index membership_products_due_idx narrows the scan first.
 */
/**
 * Only monthly lines are ever billed: a piece bought outright makes no bill line, whatever its
 * row says (decision 150).
 */
const MONTHLY_ROW = `mp.purchase_option in (${MONTHLY_PURCHASE_OPTIONS.map((option) => `'${option}'`).join(', ')})
  and mp.monthly_price_cents is not null`;

const DUE = `mp.next_bill_date is not null
  and ${MONTHLY_ROW}
  and mp.subscription_status in ('DELIVERED', 'RETURN_SCHEDULED')
  and mp.next_bill_date <= ($1::timestamptz at time zone 'Pacific/Kiritimati')::date
  and mp.next_bill_date <= ($1::timestamptz at time zone coalesce(c.timezone, 'America/Toronto'))::date
  and (mp.payments_due is null or mp.payments_made < mp.payments_due)`;

/**
 * The address a membership is billed at: where a move booked for it takes it, once the bill's
 * date has reached the move day (decision 136); else its own; else the customer's primary
 * shipping address.
 */
const BILLING_ADDRESS = `coalesce((
    select mo.move_address_id from order_lines ml join orders mo on mo.id = ml.order_id
     where ml.membership_product_id = mp.id and mo.type = 'MOVE'
       and mo.status in ('CONFIRMED', 'SCHEDULED', 'OUT_FOR_DELIVERY', 'COMPLETED')
       and mo.delivery_date <= mp.next_bill_date
     order by mo.delivery_date desc, mo.created_at desc limit 1), mp.address_id, (
    select pa.id from addresses pa where pa.customer_id = m.customer_id and pa.type = 'SHIPPING'
     order by pa.is_primary desc, pa.created_at, pa.id limit 1))`;

/** Every customer with something due now, in id order (one scan of the due index). */
export async function listCustomersWithDueMemberships(
  handle: DatabaseHandle,
  now: Date,
): Promise<string[]> {
  const rows = await handle.query<{ customer_id: string }>(
    `select distinct m.customer_id
       from membership_products mp
       join memberships m on m.id = mp.membership_id
       left join addresses a on a.id = ${BILLING_ADDRESS}
       left join cities c on c.id = a.city_id
      where ${DUE} and a.id is not null
      order by m.customer_id`,
    [now.toISOString()],
  );
  return rows.map((row) => row.customer_id);
}

export interface DueMembership {
  id: string;
  customerId: string;
  addressId: string;
  province: string;
  billDate: string;
  period: number;
  productId: number;
  purchaseOption: PurchaseOption;
  status: string;
  /** The stored monthly fee or instalment and PivotCare: the domain's monthlyChargeOf reads them. */
  monthlyPriceCents: number | null;
  pivotCareCents: number;
}

/**
 * Locks the due memberships of these customers for this transaction (rows another run holds
 * are skipped: it bills them) and returns one period of each: the one due on next_bill_date.
 */
export async function lockDueMemberships(
  tx: DatabaseHandle,
  now: Date,
  customerIds: readonly string[],
): Promise<DueMembership[]> {
  const rows = await tx.query<{
    id: string;
    customer_id: string;
    address_id: string;
    province: string;
    bill_date: string;
    period: number;
    product_id: number;
    purchase_option: PurchaseOption;
    status: string;
    monthly_price_cents: number | null;
    pivot_care_cents: number;
  }>(
    `select mp.id, m.customer_id, a.id as address_id, a.province, mp.next_bill_date as bill_date,
            mp.payments_made + 1 as period, mp.product_id, mp.purchase_option,
            mp.subscription_status as status, mp.monthly_price_cents, mp.pivot_care_cents
       from memberships m
       join membership_products mp on mp.membership_id = m.id
       join addresses a on a.id = ${BILLING_ADDRESS}
       left join cities c on c.id = a.city_id
      where m.customer_id = any($2::uuid[]) and ${DUE}
      order by m.customer_id, mp.id
      for update of mp skip locked`,
    [now.toISOString(), customerIds],
  );
  return rows.map((row) => ({
    id: row.id,
    customerId: row.customer_id,
    addressId: row.address_id,
    province: row.province,
    billDate: row.bill_date,
    period: row.period,
    productId: row.product_id,
    purchaseOption: row.purchase_option,
    status: row.status,
    monthlyPriceCents: row.monthly_price_cents,
    pivotCareCents: row.pivot_care_cents,
  }));
}

export interface UpcomingMembership extends DueMembership {
  productName: string;
}

/**
 * The customer's memberships the billing run will bill next, one period each (the one due on
 * next_bill_date), at the address the run bills them at: the same billable condition as
 * lockDueMemberships without the "due by now" part, and no locks (decision 113).
 */
export async function listUpcomingMemberships(
  handle: DatabaseHandle,
  customerId: string,
  locale: Locale = 'en',
): Promise<UpcomingMembership[]> {
  const rows = await handle.query<{
    id: string;
    customer_id: string;
    address_id: string;
    province: string;
    bill_date: string;
    period: number;
    product_id: number;
    purchase_option: PurchaseOption;
    status: string;
    monthly_price_cents: number | null;
    pivot_care_cents: number;
    product_name: string;
  }>(
    `select mp.id, m.customer_id, a.id as address_id, a.province, mp.next_bill_date as bill_date,
            mp.payments_made + 1 as period, mp.product_id, mp.purchase_option,
            mp.subscription_status as status, mp.monthly_price_cents, mp.pivot_care_cents,
            ${locale === 'fr' ? 'coalesce(p.name_fr, p.name)' : 'p.name'} as product_name
       from memberships m
       join membership_products mp on mp.membership_id = m.id
       join products p on p.id = mp.product_id
       join addresses a on a.id = ${BILLING_ADDRESS}
      where m.customer_id = $1 and mp.next_bill_date is not null and ${MONTHLY_ROW}
        and mp.subscription_status in ('DELIVERED', 'RETURN_SCHEDULED')
        and (mp.payments_due is null or mp.payments_made < mp.payments_due)
      order by m.customer_id, mp.id`,
    [customerId],
  );
  return rows.map((row) => ({
    id: row.id,
    customerId: row.customer_id,
    addressId: row.address_id,
    province: row.province,
    billDate: row.bill_date,
    period: row.period,
    productId: row.product_id,
    purchaseOption: row.purchase_option,
    status: row.status,
    monthlyPriceCents: row.monthly_price_cents,
    pivotCareCents: row.pivot_care_cents,
    productName: row.product_name,
  }));
}

/** The default card of each customer (the newest default, else the newest card). */
export async function defaultCards(
  tx: DatabaseHandle,
  customerIds: readonly string[],
): Promise<Map<string, { paymentMethodId: string; source: string }>> {
  const rows = await tx.query<{ id: string; customer_id: string; source: string }>(
    `select distinct on (customer_id) id, customer_id, source
       from payment_methods where customer_id = any($1::uuid[])
      order by customer_id, is_default desc, created_at desc, id`,
    [customerIds],
  );
  return new Map(
    rows.map((row) => [row.customer_id, { paymentMethodId: row.id, source: row.source }]),
  );
}

/** Account credit of those customers that have some, locked until the transaction ends. */
export async function lockCreditBalances(
  tx: DatabaseHandle,
  customerIds: readonly string[],
): Promise<Map<string, number>> {
  const rows = await tx.query<{ id: string; balance_cents: number }>(
    `select id, balance_cents from customers
      where id = any($1::uuid[]) and balance_cents > 0
      order by id for update`,
    [customerIds],
  );
  return new Map(rows.map((row) => [row.id, row.balance_cents]));
}

// ---------------------------------------------------------------------------
// Bills
// ---------------------------------------------------------------------------

export interface NewBill {
  id: string;
  customerId: string;
  addressId: string;
  province: string;
  billDate: string;
  subtotalCents: number;
  taxTotalCents: number;
  totalCents: number;
  balanceUsedCents: number;
  amountChargedCents: number;
  paymentMethodId: string | null;
  chargeKey: string;
}

export interface NewBillLine {
  billId: string;
  membershipProductId: string;
  period: number;
  productId: number;
  purchaseOption: PurchaseOption;
  feeCents: number;
  pivotCareCents: number;
}

export interface NewBillTax {
  billId: string;
  name: TaxName;
  ratePercent: string;
  amountCents: number;
  pos: number;
}

/**
 * Writes the bills with their lines and taxes, and moves each billed membership to its next
 * period, in the caller's transaction. A period billed twice breaks bill_lines' unique key.
 */
export async function insertBills(
  tx: DatabaseHandle,
  bills: readonly NewBill[],
  lines: readonly NewBillLine[],
  taxes: readonly NewBillTax[],
): Promise<void> {
  if (bills.length === 0) return;
  await tx.query(
    `insert into bills (id, customer_id, address_id, province, bill_date, status, subtotal_cents,
       tax_total_cents, total_cents, balance_used_cents, amount_charged_cents, payment_method_id,
       charge_key)
     select id, customer_id, address_id, province, bill_date, 'OPEN', subtotal_cents,
            tax_total_cents, total_cents, balance_used_cents, amount_charged_cents,
            payment_method_id, charge_key
       from unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::date[], $6::int[],
                   $7::int[], $8::int[], $9::int[], $10::int[], $11::uuid[], $12::text[])
            as b(id, customer_id, address_id, province, bill_date, subtotal_cents,
                 tax_total_cents, total_cents, balance_used_cents, amount_charged_cents,
                 payment_method_id, charge_key)`,
    [
      bills.map((bill) => bill.id),
      bills.map((bill) => bill.customerId),
      bills.map((bill) => bill.addressId),
      bills.map((bill) => bill.province),
      bills.map((bill) => bill.billDate),
      bills.map((bill) => bill.subtotalCents),
      bills.map((bill) => bill.taxTotalCents),
      bills.map((bill) => bill.totalCents),
      bills.map((bill) => bill.balanceUsedCents),
      bills.map((bill) => bill.amountChargedCents),
      bills.map((bill) => bill.paymentMethodId),
      bills.map((bill) => bill.chargeKey),
    ],
  );
  await tx.query(
    `insert into bill_lines (bill_id, membership_product_id, period, product_id, purchase_option,
       fee_cents, pivot_care_cents, amount_cents)
     select bill_id, membership_product_id, period, product_id, purchase_option, fee_cents,
            pivot_care_cents, fee_cents + pivot_care_cents
       from unnest($1::uuid[], $2::uuid[], $3::int[], $4::int[], $5::text[], $6::int[], $7::int[])
            as l(bill_id, membership_product_id, period, product_id, purchase_option, fee_cents,
                 pivot_care_cents)`,
    [
      lines.map((line) => line.billId),
      lines.map((line) => line.membershipProductId),
      lines.map((line) => line.period),
      lines.map((line) => line.productId),
      lines.map((line) => line.purchaseOption),
      lines.map((line) => line.feeCents),
      lines.map((line) => line.pivotCareCents),
    ],
  );
  if (taxes.length > 0) {
    await tx.query(
      `insert into bill_taxes (bill_id, name, rate_percent, amount_cents, pos)
       select * from unnest($1::uuid[], $2::text[], $3::numeric[], $4::int[], $5::int[])`,
      [
        taxes.map((tax) => tax.billId),
        taxes.map((tax) => tax.name),
        taxes.map((tax) => tax.ratePercent),
        taxes.map((tax) => tax.amountCents),
        taxes.map((tax) => tax.pos),
      ],
    );
  }
  // The period is billed: the next one is due a month later (from the start date, so the day
  // of month never drifts after a short month), or never after the last payment.
  await tx.query(
    `update membership_products mp
        set payments_made = mp.payments_made + 1,
            next_bill_date = case
              when mp.payments_due is not null and mp.payments_made + 1 >= mp.payments_due then null
              else (mp.start_date + make_interval(months => mp.payments_made + 1))::date end
       from unnest($1::uuid[], $2::int[]) as l(id, period)
      where mp.id = l.id and mp.payments_made + 1 = l.period`,
    [lines.map((line) => line.membershipProductId), lines.map((line) => line.period)],
  );
}

export interface OpenBill {
  id: string;
  customerId: string;
  billDate: string;
  amountChargedCents: number;
  chargeKey: string;
  /** The card chosen when the bill was written; null when the customer had none. */
  source: string | null;
}

const OPEN_BILL_COLUMNS = `b.id, b.customer_id, b.bill_date, b.amount_charged_cents, b.charge_key,
  pm.source`;

function toOpenBill(row: {
  id: string;
  customer_id: string;
  bill_date: string;
  amount_charged_cents: number;
  charge_key: string;
  source: string | null;
}): OpenBill {
  return {
    id: row.id,
    customerId: row.customer_id,
    billDate: row.bill_date,
    amountChargedCents: row.amount_charged_cents,
    chargeKey: row.charge_key,
    source: row.source,
  };
}

/** Bills written but not settled (a run interrupted after writing them), oldest first. */
export async function listOpenBills(
  handle: DatabaseHandle,
  options: { limit: number; afterId?: string; billIds?: readonly string[] },
): Promise<OpenBill[]> {
  const rows = await handle.query<Parameters<typeof toOpenBill>[0]>(
    `select ${OPEN_BILL_COLUMNS}
       from bills b left join payment_methods pm on pm.id = b.payment_method_id
      where b.status = 'OPEN' and ($2::uuid is null or b.id > $2::uuid)
        and ($3::uuid[] is null or b.id = any($3::uuid[]))
      order by b.id limit $1`,
    [options.limit, options.afterId ?? null, options.billIds ?? null],
  );
  return rows.map(toOpenBill);
}

export interface BillOutcome {
  billId: string;
  status: 'PAID' | 'DECLINED';
  /** The charge's record; null when nothing was charged (credit covered it, or no card). */
  charge: {
    chargeKey: string;
    gatewayReference: string;
    amountCents: number;
    cardType: string | null;
    cardLastFour: string | null;
    cardExpiryMonth: number | null;
    cardExpiryYear: number | null;
    details: string;
  } | null;
  /** DECLINED: what the customer owes, and when the card is tried again. */
  owedCents: number;
  nextRetryAt: Date | null;
}

/**
 * Records the outcomes of OPEN bills in one transaction: a payment row per charge, the bill
 * PAID or DECLINED, a delinquent record per declined bill, and OWNED for memberships whose last
 * payment a paid bill holds. Bills no longer OPEN (settled by someone else) are left alone.
 * Returns the ids it settled and how many memberships became OWNED.
 */
export async function recordBillOutcomes(
  tx: DatabaseHandle,
  outcomes: readonly BillOutcome[],
  now: Date,
): Promise<{ settled: string[]; owned: number }> {
  if (outcomes.length === 0) return { settled: [], owned: 0 };
  const settled = await tx.query<{ id: string; customer_id: string }>(
    `update bills b set status = o.status, paid_at = case when o.status = 'PAID' then $3::timestamptz end,
            updated_at = $3::timestamptz
       from unnest($1::uuid[], $2::text[]) as o(id, status)
      where b.id = o.id and b.status = 'OPEN'
     returning b.id, b.customer_id`,
    [outcomes.map((outcome) => outcome.billId), outcomes.map((outcome) => outcome.status), now],
  );
  if (settled.length === 0) return { settled: [], owned: 0 };
  const customerOf = new Map(settled.map((row) => [row.id, row.customer_id]));
  const mine = outcomes.filter((outcome) => customerOf.has(outcome.billId));
  const charged = mine.filter((outcome) => outcome.charge !== null);
  if (charged.length > 0) {
    await insertBillPayments(
      tx,
      charged.map((outcome) => ({
        billId: outcome.billId,
        customerId: customerOf.get(outcome.billId)!,
        succeeded: outcome.status === 'PAID',
        charge: outcome.charge!,
      })),
      now,
    );
  }
  const declined = mine.filter((outcome) => outcome.status === 'DECLINED');
  if (declined.length > 0) {
    await tx.query(
      `insert into delinquent_records (customer_id, bill_id, total_remaining_cents, next_retry_at,
                                       last_attempt_at, created_at)
       select customer_id, bill_id, owed, next_retry_at, $5::timestamptz, $5::timestamptz
         from unnest($1::uuid[], $2::uuid[], $3::int[], $4::timestamptz[])
              as d(customer_id, bill_id, owed, next_retry_at)
       on conflict (bill_id) do nothing`,
      [
        declined.map((outcome) => customerOf.get(outcome.billId)!),
        declined.map((outcome) => outcome.billId),
        declined.map((outcome) => outcome.owedCents),
        declined.map((outcome) => outcome.nextRetryAt),
        now,
      ],
    );
  }
  const paid = mine.filter((outcome) => outcome.status === 'PAID');
  const owned =
    paid.length > 0
      ? await markLastPaymentsOwned(
          tx,
          paid.map((outcome) => outcome.billId),
        )
      : 0;
  return { settled: [...customerOf.keys()], owned };
}

/** Payment rows of bill charges (succeeded or declined), linked back from each paid bill. */
async function insertBillPayments(
  tx: DatabaseHandle,
  rows: readonly {
    billId: string;
    customerId: string;
    succeeded: boolean;
    charge: NonNullable<BillOutcome['charge']>;
  }[],
  now: Date,
): Promise<void> {
  await tx.query(
    `with inserted as (
       insert into payments (bill_id, customer_id, amount_cents, charge_time, charge_success,
                             charge_details, charge_type, card_type, card_last_four,
                             card_expiry_month, card_expiry_year, gateway_reference, status,
                             idempotency_key)
       select bill_id, customer_id, amount_cents, $12::timestamptz, succeeded, details, 'CHARGE',
              card_type, card_last_four, card_expiry_month, card_expiry_year, reference,
              case when succeeded then 'SUCCEEDED' else 'DECLINED' end, charge_key
         from unnest($1::uuid[], $2::uuid[], $3::int[], $4::boolean[], $5::text[], $6::text[],
                     $7::text[], $8::int[], $9::int[], $10::text[], $11::text[])
              as p(bill_id, customer_id, amount_cents, succeeded, details, card_type,
                   card_last_four, card_expiry_month, card_expiry_year, reference, charge_key)
       on conflict (idempotency_key) do nothing
       returning id, bill_id, status)
     update bills b set payment_id = i.id from inserted i
      where b.id = i.bill_id and i.status = 'SUCCEEDED'`,
    [
      rows.map((row) => row.billId),
      rows.map((row) => row.customerId),
      rows.map((row) => row.charge.amountCents),
      rows.map((row) => row.succeeded),
      rows.map((row) => row.charge.details),
      rows.map((row) => row.charge.cardType),
      rows.map((row) => row.charge.cardLastFour),
      rows.map((row) => row.charge.cardExpiryMonth),
      rows.map((row) => row.charge.cardExpiryYear),
      rows.map((row) => row.charge.gatewayReference),
      rows.map((row) => row.charge.chargeKey),
      now,
    ],
  );
}

/**
 * Subscriptions and financing whose last payment is on one of these (now paid) bills are the
 * customer's: OWNED, and never billed again.
 */
export async function markLastPaymentsOwned(
  tx: DatabaseHandle,
  billIds: readonly string[],
): Promise<number> {
  const rows = await tx.query<{ id: string }>(
    `update membership_products mp set subscription_status = 'OWNED', next_bill_date = null
       from bill_lines l
      where l.bill_id = any($1::uuid[]) and mp.id = l.membership_product_id
        and mp.payments_due is not null and l.period >= mp.payments_due
        and mp.subscription_status in ('DELIVERED', 'RETURN_SCHEDULED')
     returning mp.id`,
    [billIds],
  );
  return rows.length;
}

// ---------------------------------------------------------------------------
// Delinquent records
// ---------------------------------------------------------------------------

export interface DelinquentAttempt {
  recordId: string;
  customerId: string;
  billId: string | null;
  orderId: string | null;
  owedCents: number;
  /** The charge in flight (set by claimDelinquentAttempt). */
  attemptKey: string | null;
  attemptSource: string | null;
  retryCount: number;
  createdAt: Date;
}

interface DelinquentRow {
  id: string;
  customer_id: string;
  bill_id: string | null;
  order_id: string | null;
  total_remaining_cents: number;
  attempt_key: string | null;
  attempt_source: string | null;
  retry_count: number;
  created_at: Date;
}

const DELINQUENT_COLUMNS = `id, customer_id, bill_id, order_id, total_remaining_cents, attempt_key,
  attempt_source, retry_count, created_at`;

function toAttempt(row: DelinquentRow): DelinquentAttempt {
  return {
    recordId: row.id,
    customerId: row.customer_id,
    billId: row.bill_id,
    orderId: row.order_id,
    owedCents: row.total_remaining_cents,
    attemptKey: row.attempt_key,
    attemptSource: row.attempt_source,
    retryCount: row.retry_count,
    createdAt: row.created_at,
  };
}

/** Open records whose automatic retry is due, or whose attempt was interrupted. */
export async function listDueRetries(
  handle: DatabaseHandle,
  now: Date,
  limit: number,
): Promise<DelinquentAttempt[]> {
  const rows = await handle.query<DelinquentRow & Record<string, unknown>>(
    `select ${DELINQUENT_COLUMNS} from delinquent_records
      where resolved_at is null and (attempt_key is not null or next_retry_at <= $1::timestamptz)
      order by next_retry_at nulls first, id limit $2`,
    [now, limit],
  );
  return rows.map(toAttempt);
}

/** A customer's open records, oldest first. */
export async function listOpenRecords(
  handle: DatabaseHandle,
  customerId: string,
): Promise<DelinquentAttempt[]> {
  const rows = await handle.query<DelinquentRow & Record<string, unknown>>(
    `select ${DELINQUENT_COLUMNS} from delinquent_records
      where customer_id = $1 and resolved_at is null order by created_at, id`,
    [customerId],
  );
  return rows.map(toAttempt);
}

/**
 * Marks an attempt in flight before the card is charged: the key (`delinquent:{id}:{n}`) and
 * card are written first, so an interrupted attempt is finished with the same key. Null when
 * the record is resolved or another attempt is in flight.
 */
export async function claimDelinquentAttempt(
  handle: DatabaseHandle,
  recordId: string,
  source: string,
  now: Date,
): Promise<DelinquentAttempt | null> {
  const [row] = await handle.query<DelinquentRow & Record<string, unknown>>(
    `update delinquent_records
        set retry_count = retry_count + 1,
            attempt_key = 'delinquent:' || id || ':' || (retry_count + 1),
            attempt_source = $2, last_attempt_at = $3::timestamptz
      where id = $1 and resolved_at is null and attempt_key is null
     returning ${DELINQUENT_COLUMNS}`,
    [recordId, source, now],
  );
  return row ? toAttempt(row) : null;
}

/**
 * Records the answer to an attempt, in the caller's transaction: paid resolves the record and
 * settles its bill (PAID, OWNED for last payments); declined clears the attempt and schedules
 * the next retry. False when the attempt was recorded already.
 */
export async function recordDelinquentAttempt(
  tx: DatabaseHandle,
  attempt: DelinquentAttempt,
  outcome: {
    succeeded: boolean;
    charge: NonNullable<BillOutcome['charge']>;
    nextRetryAt: Date | null;
  },
  now: Date,
): Promise<boolean> {
  const [record] = await tx.query<{ id: string }>(
    `update delinquent_records
        set attempt_key = null, attempt_source = null,
            resolved_at = case when $3 then $4::timestamptz end,
            total_remaining_cents = case when $3 then 0 else total_remaining_cents end,
            next_retry_at = case when $3 then null else $5::timestamptz end
      where id = $1 and attempt_key = $2 and resolved_at is null
     returning id`,
    [attempt.recordId, attempt.attemptKey, outcome.succeeded, now, outcome.nextRetryAt],
  );
  if (!record) return false;
  const charge = outcome.charge;
  const [payment] = await tx.query<{ id: string }>(
    `insert into payments (bill_id, order_id, customer_id, amount_cents, charge_time,
                           charge_success, charge_details, charge_type, card_type, card_last_four,
                           card_expiry_month, card_expiry_year, gateway_reference, status,
                           idempotency_key)
     values ($1, $2, $3, $4, $5, $6, $7, 'CHARGE', $8, $9, $10, $11, $12, $13, $14)
     on conflict (idempotency_key) do nothing
     returning id`,
    [
      attempt.billId,
      attempt.billId ? null : attempt.orderId,
      attempt.customerId,
      charge.amountCents,
      now,
      outcome.succeeded,
      charge.details,
      charge.cardType,
      charge.cardLastFour,
      charge.cardExpiryMonth,
      charge.cardExpiryYear,
      charge.gatewayReference,
      outcome.succeeded ? 'SUCCEEDED' : 'DECLINED',
      charge.chargeKey,
    ],
  );
  if (outcome.succeeded && attempt.billId) {
    await tx.query(
      `update bills set status = 'PAID', paid_at = $2, payment_id = coalesce($3, payment_id),
              updated_at = $2
        where id = $1 and status <> 'PAID'`,
      [attempt.billId, now, payment?.id ?? null],
    );
    await markLastPaymentsOwned(tx, [attempt.billId]);
  }
  return true;
}
