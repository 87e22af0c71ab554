/**
 * What a customer pays a month for one piece (decision 150): the membership fee or instalment
 * and PivotCare, named apart, and their sum. The one answer every screen, receipt and bill
 * shows; the billing run charges exactly this sum (before tax) for each period it bills.
 *
 * Nothing a month for a piece bought outright, and nothing once the piece is settled (owned,
 * bought out, returned or cancelled): those show no monthly price at all, never $0.00.
 */
import { assertCents } from './money';
import { purchaseKindOf, type PurchaseOption } from './purchase-options';

export interface MonthlyCharge {
  /** The membership fee (subscriptions, rent) or instalment (financing), in cents. */
  readonly feeCents: number;
  /** PivotCare a month, in cents; 0 without it. */
  readonly pivotCareCents: number;
  /** What is charged a month before tax: fee plus PivotCare. */
  readonly totalCents: number;
}

export interface MonthlyChargeFacts {
  readonly purchaseOption: PurchaseOption;
  /** The membership product's status; an order line (a receipt) has none. */
  readonly status?: string | null;
  /** The stored monthly fee or instalment; null for purchases. */
  readonly monthlyPriceCents: number | null;
  /** The stored PivotCare a month; 0 without it. */
  readonly pivotCareCents: number;
}

/** Statuses after which nothing more is billed for the piece. */
const SETTLED_STATUSES: ReadonlySet<string> = new Set([
  'OWNED',
  'BOUGHT_OUT',
  'RETURNED',
  'CANCELLED',
]);

/** True when the piece is paid monthly at all: a subscription, financing or rental line. */
export function isMonthlyPurchaseOption(option: PurchaseOption): boolean {
  return purchaseKindOf(option) !== 'PURCHASE';
}

/**
 * The monthly charge of a membership product (or of an order line, without a status); null for a
 * purchase and for a settled piece.
 */
export function monthlyChargeOf(facts: MonthlyChargeFacts): MonthlyCharge | null {
  if (!isMonthlyPurchaseOption(facts.purchaseOption)) return null;
  if (facts.status && SETTLED_STATUSES.has(facts.status)) return null;
  if (facts.monthlyPriceCents === null) return null;
  const feeCents = assertCents(facts.monthlyPriceCents, 'monthlyPriceCents');
  const pivotCareCents = assertCents(facts.pivotCareCents, 'pivotCareCents');
  return { feeCents, pivotCareCents, totalCents: feeCents + pivotCareCents };
}
