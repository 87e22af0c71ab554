/**
 * What buying out a held item costs, and which items can be bought out
 * (docs/decisions/117-buyout-pricing.md). Pure: the service reads the facts and charges.
 */
import type { PurchaseOption } from '../../shared/purchase-options';
import { purchaseKindOf } from '../../shared/purchase-options';
import { tr } from '../../i18n/localized';
import type { LocalizedText } from '../../i18n/locale';
import { m } from '../../i18n/paraglide/messages.js';

/** The floor, as a share of the retail value: a buyout never costs less than 10% of it. */
export const BUYOUT_FLOOR_PERCENT = 10;
/** Of a rental's fees, this share counts toward the buyout (rent is not paid toward ownership). */
export const RENT_CREDIT_PERCENT = 50;
/** No buyout fee today; the field is kept so a fee can be added without changing the API. */
export const BUYOUT_FEE_CENTS = 0;

/** The options whose items can be bought out: monthly ones, except final-sale financing. */
export const BUYOUT_PURCHASE_OPTIONS: readonly PurchaseOption[] = [
  'subscribe',
  'subscribev2',
  'monthlyv3',
  'rentv2',
];

/** What pricing a buyout needs of one held item. */
export interface BuyoutFacts {
  purchaseOption: PurchaseOption;
  subscriptionStatus: string;
  /** The unit's purchase price when it was ordered (null: unknown, cannot be bought out). */
  retailValueCents: number | null;
  /** The monthly fee or instalment (PivotCare excluded: it buys cover, not the item). */
  monthlyPriceCents: number;
  /** The item replaced another after a repair, or was replaced itself. */
  repaired: boolean;
  /** A buyout of it is being paid right now. */
  buyoutPending: boolean;
}

export type BuyoutRefusal =
  | 'NOT_HELD'
  | 'FINAL_SALE'
  | 'REPAIRED'
  | 'NOT_MONTHLY'
  | 'ALREADY_OWNED'
  | 'NOT_DELIVERED'
  | 'NO_RETAIL_VALUE'
  | 'BUYOUT_PENDING';

/** Why an item cannot be bought out, or null when it can. */
export function buyoutRefusal(facts: BuyoutFacts): BuyoutRefusal | null {
  if (facts.purchaseOption === 'finalsalemonthlyv3' || facts.purchaseOption === 'finalsaleownv3')
    return 'FINAL_SALE';
  if (facts.repaired) return 'REPAIRED';
  if (['OWNED', 'BOUGHT_OUT'].includes(facts.subscriptionStatus)) return 'ALREADY_OWNED';
  if (!BUYOUT_PURCHASE_OPTIONS.includes(facts.purchaseOption)) return 'NOT_MONTHLY';
  if (['RETURNED', 'RETURN_SCHEDULED', 'CANCELLED'].includes(facts.subscriptionStatus))
    return 'NOT_HELD';
  if (facts.subscriptionStatus !== 'DELIVERED') return 'NOT_DELIVERED';
  if (facts.retailValueCents === null) return 'NO_RETAIL_VALUE';
  if (facts.buyoutPending) return 'BUYOUT_PENDING';
  return null;
}

/** Why an item cannot be bought out, as the customer reads it. */
export const BUYOUT_REFUSAL_TEXTS: Readonly<Record<BuyoutRefusal, LocalizedText>> = {
  NOT_HELD: tr(m.errors_buyout_refusal_not_held),
  FINAL_SALE: tr(m.errors_buyout_refusal_final_sale),
  REPAIRED: tr(m.errors_buyout_refusal_repaired),
  NOT_MONTHLY: tr(m.errors_buyout_refusal_not_monthly),
  ALREADY_OWNED: tr(m.errors_buyout_refusal_already_owned),
  NOT_DELIVERED: tr(m.errors_buyout_refusal_not_delivered),
  NO_RETAIL_VALUE: tr(m.errors_buyout_refusal_no_retail_value),
  BUYOUT_PENDING: tr(m.errors_buyout_refusal_pending),
};

/** Half up to the cent, in integers. */
function percentOf(cents: number, percent: number): number {
  return Math.floor((cents * percent + 50) / 100);
}

/** Which rule set the price (the screen explains it in these terms). */
export type BuyoutPriceBasis =
  /** Nothing paid toward it yet: the retail value. */
  | 'RETAIL'
  /** The retail value less what the paid months credit. */
  | 'RETAIL_LESS_PAID'
  /** The payments still due cost less than that: they are the price. */
  | 'PAYMENTS_LEFT'
  /** Retail less paid fell below the floor of 10% of the retail value. */
  | 'FLOOR';

export interface BuyoutPrice {
  /** What has been paid toward the item (paid months' fees, at the rent share for rentals). */
  creditedCents: number;
  floorCents: number;
  /** max(floor, retail − credited), never above the retail value nor the payments left. */
  amountCents: number;
  feeCents: number;
  basis: BuyoutPriceBasis;
  /** The share of each paid month's fee that counts: 100, or 50 for rentals. */
  creditPercent: number;
  /** Subscriptions and financing: the months still to pay until it is owned; else null. */
  monthsLeft: number | null;
}

/**
 * amount = max(10% of retail, retail − credited), where credited = paid months × the monthly
 * fee (subscriptions and financing) or half of it (rentals). Only paid months count: a month
 * billed and declined, still unpaid, counts once it is paid. Never above the retail value, and
 * never above what the payments still due would cost (subscriptions and financing): buying out
 * early never costs more than paying to the end.
 */
export function buyoutPrice(facts: {
  purchaseOption: PurchaseOption;
  retailValueCents: number;
  monthlyPriceCents: number;
  /** Months billed and paid (billed months less those whose bill is unpaid). */
  paidMonths: number;
  /** Payments after which the item is the customer's; null when there is no such end (rent). */
  paymentsDue: number | null;
}): BuyoutPrice {
  const kind = purchaseKindOf(facts.purchaseOption);
  const paidMonths = Math.max(0, facts.paidMonths);
  const creditPercent = kind === 'RENT' ? RENT_CREDIT_PERCENT : 100;
  const creditedCents = percentOf(facts.monthlyPriceCents * paidMonths, creditPercent);
  const floorCents = percentOf(facts.retailValueCents, BUYOUT_FLOOR_PERCENT);
  const lessPaid = facts.retailValueCents - creditedCents;
  let amountCents = Math.min(facts.retailValueCents, Math.max(floorCents, lessPaid));
  let basis: BuyoutPriceBasis =
    creditedCents === 0 ? 'RETAIL' : lessPaid < floorCents ? 'FLOOR' : 'RETAIL_LESS_PAID';
  let monthsLeft: number | null = null;
  if (kind !== 'RENT' && facts.paymentsDue !== null) {
    monthsLeft = Math.max(0, facts.paymentsDue - paidMonths);
    const leftCents = facts.monthlyPriceCents * monthsLeft;
    if (leftCents < amountCents) {
      amountCents = leftCents;
      basis = 'PAYMENTS_LEFT';
    }
  }
  return {
    creditedCents,
    floorCents,
    amountCents,
    feeCents: BUYOUT_FEE_CENTS,
    basis,
    creditPercent,
    monthsLeft,
  };
}
