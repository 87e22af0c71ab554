/**
 * The demo customers' monthly business (docs/decisions/104-billing-run.md): each monthly unit's
 * schedule up to the reference date (payments made, next bill, OWNED when the last is past),
 * and the bills the billing run would have written for the months behind it: one per customer,
 * address and bill date, taxed in the address's province, paid by card; the declining
 * customer's latest bill DECLINED with its open delinquent record.
 */
import type { ProvinceCode, TaxName } from '../constants';
import { insertRows } from '../bulk-insert';
import type { DatabaseHandle } from '../client';
import { billLines, bills, billTaxes, delinquentRecords, payments } from '../schema';
import type { Random } from './random';

/** Same day of month `months` later, clamped to the month's end (as the billing run counts). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, last));
  return first.toISOString().slice(0, 10);
}

export interface MonthlyUnit {
  id: string;
  customerId: string;
  addressId: string;
  orderId: string;
  province: ProvinceCode;
  productId: number;
  purchaseOption: string;
  startDate: string;
  /** A return's day: no period on or after it is billed. */
  endDate: string | null;
  monthlyCents: number;
  pivotCareCents: number;
  /** null: rent, billed until returned. */
  paymentsDue: number | null;
}

export interface Schedule {
  paymentsMade: number;
  nextBillDate: string | null;
  /** Past bills: payment number and its date (payment 1 was the checkout's). */
  periods: { period: number; date: string }[];
  owned: boolean;
}

/** Where a unit stands on `referenceDate` if every month was billed on time. */
export function scheduleOf(
  unit: Pick<MonthlyUnit, 'startDate' | 'endDate' | 'paymentsDue'>,
  referenceDate: string,
): Schedule {
  let made = 1;
  const periods: Schedule['periods'] = [];
  for (;;) {
    if (unit.paymentsDue !== null && made >= unit.paymentsDue) break;
    const date = addMonths(unit.startDate, made);
    if (date > referenceDate || (unit.endDate !== null && date >= unit.endDate)) break;
    made += 1;
    periods.push({ period: made, date });
  }
  const finished = unit.paymentsDue !== null && made >= unit.paymentsDue;
  return {
    paymentsMade: made,
    nextBillDate: finished || unit.endDate !== null ? null : addMonths(unit.startDate, made),
    periods,
    owned: finished,
  };
}

export interface HistoryOptions {
  referenceDate: string;
  taxes: Partial<Record<ProvinceCode, { name: TaxName; rate: number }[]>>;
  /** Card shown on each customer's payments. */
  cardLast4: (customerId: string) => string;
  /** Customers whose latest bill was declined (an open delinquent record). */
  declined: ReadonlySet<string>;
}

export interface HistoryResult {
  bills: number;
  /** The open delinquent record of each declining customer. */
  delinquent: { customerId: string; recordId: string; billId: string; owedCents: number }[];
}

/** Automatic retries, days after a decline (as server/modules/billing/delinquency.ts has them). */
const RETRY_DAYS = [1, 3, 7, 14, 21, 28];

function at(date: string, hour: number): Date {
  return new Date(`${date}T${String(hour).padStart(2, '0')}:00:00Z`);
}

export async function seedBillHistories(
  handle: DatabaseHandle,
  random: Random,
  units: readonly MonthlyUnit[],
  options: HistoryOptions,
): Promise<HistoryResult> {
  const groups = new Map<string, { unit: MonthlyUnit; period: number; date: string }[]>();
  for (const unit of units) {
    for (const { period, date } of scheduleOf(unit, options.referenceDate).periods) {
      const key = `${unit.customerId}|${unit.addressId}|${date}`;
      const group = groups.get(key) ?? [];
      group.push({ unit, period, date });
      groups.set(key, group);
    }
  }
  const keys = [...groups.keys()].sort((a, b) => a.split('|')[2]!.localeCompare(b.split('|')[2]!));
  const latest = new Map<string, string>();
  for (const key of keys) latest.set(key.split('|')[0]!, key);

  const billRows = [];
  const lineRows = [];
  const taxRows: {
    id: string;
    billId: string;
    name: TaxName;
    ratePercent: number;
    amountCents: number;
    pos: number;
  }[] = [];
  const paymentRows = [];
  const result: HistoryResult = { bills: 0, delinquent: [] };
  for (const key of keys) {
    const members = groups.get(key)!;
    const { unit, date } = members[0]!;
    const id = random.uuid();
    const subtotal = members.reduce(
      (sum, m) => sum + m.unit.monthlyCents + m.unit.pivotCareCents,
      0,
    );
    const taxes = (options.taxes[unit.province] ?? []).map((tax) => ({
      ...tax,
      amount: Math.round((subtotal * tax.rate) / 100),
    }));
    const total = subtotal + taxes.reduce((sum, tax) => sum + tax.amount, 0);
    const declined = options.declined.has(unit.customerId) && latest.get(unit.customerId) === key;
    const paymentId = random.uuid();
    const chargedAt = at(date, 10);
    billRows.push({
      id,
      customerId: unit.customerId,
      addressId: unit.addressId,
      province: unit.province,
      billDate: date,
      status: declined ? ('DECLINED' as const) : ('PAID' as const),
      subtotalCents: subtotal,
      taxTotalCents: total - subtotal,
      totalCents: total,
      balanceUsedCents: 0,
      amountChargedCents: total,
      chargeKey: `bill:${id}`,
      paymentId: null,
      paidAt: declined ? null : chargedAt,
      createdAt: chargedAt,
      updatedAt: chargedAt,
    });
    for (const member of members) {
      lineRows.push({
        id: random.uuid(),
        billId: id,
        membershipProductId: member.unit.id,
        period: member.period,
        productId: member.unit.productId,
        purchaseOption: member.unit.purchaseOption as never,
        feeCents: member.unit.monthlyCents,
        pivotCareCents: member.unit.pivotCareCents,
        amountCents: member.unit.monthlyCents + member.unit.pivotCareCents,
      });
    }
    taxes.forEach((tax, pos) =>
      taxRows.push({
        id: random.uuid(),
        billId: id,
        name: tax.name,
        ratePercent: tax.rate,
        amountCents: tax.amount,
        pos: pos + 1,
      }),
    );
    paymentRows.push({
      id: paymentId,
      billId: id,
      customerId: unit.customerId,
      amountCents: total,
      chargeTime: chargedAt,
      chargeSuccess: !declined,
      chargeDetails: declined ? 'Card declined' : 'Approved',
      chargeType: 'CHARGE' as const,
      cardType: 'VISA' as const,
      cardLastFour: options.cardLast4(unit.customerId),
      cardExpiryMonth: 12,
      cardExpiryYear: 2028,
      gatewayReference: `ch_demo_bill_${result.bills + 1}`,
      status: declined ? ('DECLINED' as const) : ('SUCCEEDED' as const),
      idempotencyKey: `bill:${id}`,
      createdAt: chargedAt,
    });
    if (declined) {
      result.delinquent.push({
        customerId: unit.customerId,
        recordId: random.uuid(),
        billId: id,
        owedCents: total,
      });
    }
    result.bills += 1;
  }
  await insertRows(handle, bills, billRows);
  await insertRows(handle, billLines, lineRows);
  await insertRows(handle, billTaxes, taxRows);
  await insertRows(handle, payments, paymentRows);
  // Each paid bill points at its payment.
  await handle.query(
    `update bills b set payment_id = p.id from payments p
      where p.bill_id = b.id and b.status = 'PAID' and p.status = 'SUCCEEDED'`,
  );
  for (const owed of result.delinquent) {
    const bill = billRows.find((row) => row.id === owed.billId)!;
    // The retries of the schedule (server/modules/billing/delinquency.ts) already past, declined.
    const tried = RETRY_DAYS.filter(
      (days) => addDaysIso(bill.billDate, days) <= options.referenceDate,
    );
    const next = RETRY_DAYS.find((days) => addDaysIso(bill.billDate, days) > options.referenceDate);
    const last = tried[tried.length - 1];
    await insertRows(handle, delinquentRecords, {
      id: owed.recordId,
      customerId: owed.customerId,
      orderId: units.find((unit) => unit.customerId === owed.customerId)?.orderId ?? null,
      billId: owed.billId,
      totalRemainingCents: owed.owedCents,
      retryCount: tried.length,
      nextRetryAt: next === undefined ? null : at(addDaysIso(bill.billDate, next), 10),
      lastAttemptAt: at(addDaysIso(bill.billDate, last ?? 0), 10),
      createdAt: bill.createdAt,
    });
  }
  return result;
}

function addDaysIso(date: string, days: number): string {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}
