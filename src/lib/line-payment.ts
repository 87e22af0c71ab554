/**
 * How a priced line is paid, in words and amounts (the pricing contract, spec section 5): the
 * cart, checkout's review and the order pages show a line and the totals through these, so the
 * three say the same thing about the same quote.
 */
import type { PurchaseKind } from '../../machines/purchase-options';
import { m } from '../i18n/paraglide/messages.js';
import { formatMoney, moneyWording, priceDisplay } from './money-format';
import type { PriceDisplay } from './money-format';
import { taxLabel } from './tax-label';

/** A priced line's payment fields, as priceCart and checkoutQuote answer them. */
export interface LinePayment {
  purchaseOption: string;
  kind: PurchaseKind;
  quantity: number;
  termLength?: number | null | undefined;
  /** What the line adds to today's charge (a purchase, or the first month). */
  lineTotal: number;
  /** What the line adds to each later month (fee or instalment, PivotCare included). */
  monthlyTotal: number;
  /** Monthly PivotCare per unit when the option offers it, else null. */
  pivotCare?: number | null | undefined;
  pivotCareApplied?: boolean | undefined;
  paymentsDue?: number | null | undefined;
  totalCost?: number | null | undefined;
}

export function isMonthlyLine(line: Pick<LinePayment, 'kind'>): boolean {
  return line.kind !== 'PURCHASE';
}

/**
 * The line's price as shown beside it: each month's amount with `/mo` for a monthly line (the
 * options of spec section 5), the price paid today for a purchase.
 */
export function linePrice(line: LinePayment): PriceDisplay {
  return isMonthlyLine(line)
    ? priceDisplay({ amount: line.monthlyTotal }, line.purchaseOption)
    : priceDisplay({ amount: line.lineTotal }, line.purchaseOption);
}

/** The same price as one string: `$104.55/mo` or `$3,049.00`. */
export function linePriceText(line: LinePayment): string {
  const price = linePrice(line);
  return `${price.amount}${price.monthly ? price.words.suffix : ''}`;
}

/**
 * What the shopper agrees to by the line's kind: financing discloses its payments and total
 * cost, a subscription when the piece becomes theirs, a rental that it runs until returned.
 */
export function lineTerms(line: LinePayment): string | null {
  switch (line.kind) {
    case 'FINANCING': {
      const payments = line.paymentsDue ?? line.termLength ?? null;
      if (payments === null) return null;
      const total = line.totalCost ?? line.monthlyTotal * payments;
      return m.cart_terms_financing({
        payments,
        amount: formatMoney(line.monthlyTotal),
        total: formatMoney(total),
      });
    }
    case 'SUBSCRIPTION':
      return line.paymentsDue ? m.cart_terms_subscription({ payments: line.paymentsDue }) : null;
    case 'RENT':
      return m.cart_terms_rental();
    default:
      return null;
  }
}

/** The PivotCare checkbox's label, e.g. `PivotCare damage cover +$3.13/mo`. */
export function pivotCareLabel(perUnit: number): string {
  return m.cart_pivotcare_label_price({ price: `${formatMoney(perUnit)}${moneyWording().suffix}` });
}

/** One row of a price summary (the UI kit's SummaryRows). */
export interface ChargeRow {
  label: string;
  value: string;
  total?: boolean;
  testId?: string;
}

/** What is charged today, as priceCart and checkoutQuote give it. */
export interface TodayCharges {
  ownPurchase: number;
  subscriptionSubtotal: number;
  deliveryTotal: number;
  assemblyTotal: number;
  /** Assembly asked for: its row shows even at no charge. Absent: shown when charged. */
  assemblyApplied?: boolean;
  taxes: readonly { name: string; price: number }[];
  balanceUsed: number;
  /** Exactly what is charged today, after account credit. */
  total: number;
  /** Picked up at the warehouse (the liquidation sale): no delivery row, a pickup row. */
  pickup?: boolean;
}

/**
 * The "Due today" rows: purchases, the first month of the monthly lines, delivery, assembly,
 * each tax by name, account credit, and the charge.
 */
export function dueTodayRows(charges: TodayCharges, testId?: string): ChargeRow[] {
  const rows: (ChargeRow | false)[] = [
    charges.ownPurchase > 0 && {
      label: m.cart_row_purchases(),
      value: formatMoney(charges.ownPurchase),
    },
    charges.subscriptionSubtotal > 0 && {
      label: m.cart_row_first_month(),
      value: formatMoney(charges.subscriptionSubtotal),
    },
    charges.pickup
      ? { label: m.cart_row_pickup(), value: m.cart_row_free() }
      : { label: m.cart_row_delivery(), value: formatMoney(charges.deliveryTotal) },
    (charges.assemblyApplied ?? charges.assemblyTotal > 0) && {
      label: m.cart_row_assembly(),
      value: formatMoney(charges.assemblyTotal),
    },
    ...charges.taxes.map((tax) => ({ label: taxLabel(tax.name), value: formatMoney(tax.price) })),
    charges.balanceUsed > 0 && {
      label: m.cart_row_account_credit(),
      value: `−${formatMoney(charges.balanceUsed)}`,
    },
    {
      label: m.cart_row_total_today(),
      value: formatMoney(charges.total),
      total: true,
      ...(testId ? { testId } : {}),
    },
  ];
  return rows.filter((row): row is ChargeRow => row !== false);
}

/** Each later month's bill, as priceCart and checkoutQuote give it. */
export interface MonthlyBill {
  subtotal: number;
  taxes: readonly { name: string; price: number }[];
  total: number;
}

/** The "Then monthly" rows: the monthly items, each tax, and the bill with `/mo`. */
export function monthlyRows(bill: MonthlyBill, testId?: string): ChargeRow[] {
  const suffix = moneyWording().suffix;
  return [
    { label: m.cart_row_monthly_items(), value: `${formatMoney(bill.subtotal)}${suffix}` },
    ...bill.taxes.map((tax) => ({
      label: taxLabel(tax.name),
      value: `${formatMoney(tax.price)}${suffix}`,
    })),
    {
      label: m.cart_row_each_month(),
      value: `${formatMoney(bill.total)}${suffix}`,
      total: true,
      ...(testId ? { testId } : {}),
    },
  ];
}

/**
 * One row per tax, named as a receipt names it (GST 5%, QST 9.975%, HST 13%), from the
 * server's breakdown; each row's test id ends with its tax's code (`return-tax-GST`).
 */
export function taxRows(
  taxes: readonly { name: string; price: number }[],
  testIdPrefix: string,
): ChargeRow[] {
  return taxes.map((tax) => ({
    label: taxLabel(tax.name),
    value: formatMoney(tax.price),
    testId: `${testIdPrefix}-${tax.name.split(' ')[0]}`,
  }));
}
