/**
 * The "from" monthly price of a product (docs/decisions/161-one-from-price.md): the lowest
 * monthly amount a shopper can choose on the product's page in their city, worked out here and
 * nowhere else. Cards (home, category, search, suggestions) and the product page all show this
 * one answer; the cart quote for the same way to pay charges exactly it each month.
 */
import type { PricingMode } from '../../shared/liquidation-sale';
import type { PurchaseOption } from '../../shared/purchase-options';
import { PURCHASE_OPTIONS, isPurchaseOption, purchaseKindOf } from '../../shared/purchase-options';

/** One price row of a variant as the catalogue loads it. */
export interface FromPriceRow {
  readonly purchaseOption: string;
  readonly termLengthMonths: number | null;
  /** Monthly for the monthly options, once for the purchases. */
  readonly priceCents: number;
}

/** The lowest monthly way to pay for one unit, with the option and term that give it. */
export interface MonthlyFromPrice {
  readonly purchaseOption: PurchaseOption;
  /** Financing's term, or a subscription's or rental's minimum term. */
  readonly termLength: number | null;
  /** What the cart quote charges per unit each month for this way to pay, PivotCare not chosen. */
  readonly monthlyCents: number;
}

/**
 * The lowest monthly charge among every monthly way to pay the product page offers for the
 * variant (financing at each term, subscriptions, rental; final-sale financing included),
 * without PivotCare, which the shopper adds in the cart. A tie goes to the longer term, then to
 * the purchase options' own order. Null when nothing monthly is offered, and in the
 * liquidation sale, which sells every piece outright.
 */
export function monthlyFromPrice(
  rows: readonly FromPriceRow[],
  mode: PricingMode = 'regular',
): MonthlyFromPrice | null {
  if (mode === 'liquidation') return null;
  let best: MonthlyFromPrice | null = null;
  for (const row of rows) {
    const option = row.purchaseOption;
    if (!isPurchaseOption(option) || purchaseKindOf(option) === 'PURCHASE') continue;
    if (!Number.isSafeInteger(row.priceCents) || row.priceCents <= 0) continue;
    const candidate: MonthlyFromPrice = {
      purchaseOption: option,
      termLength: row.termLengthMonths,
      // priceCart's monthly charge per unit: the fee, plus PivotCare only when it is chosen.
      monthlyCents: row.priceCents,
    };
    if (best === null || better(candidate, best)) best = candidate;
  }
  return best;
}

function better(candidate: MonthlyFromPrice, best: MonthlyFromPrice): boolean {
  if (candidate.monthlyCents !== best.monthlyCents) {
    return candidate.monthlyCents < best.monthlyCents;
  }
  const termA = candidate.termLength ?? 0;
  const termB = best.termLength ?? 0;
  if (termA !== termB) return termA > termB;
  return (
    PURCHASE_OPTIONS.indexOf(candidate.purchaseOption) <
    PURCHASE_OPTIONS.indexOf(best.purchaseOption)
  );
}
