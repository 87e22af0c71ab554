/**
 * The purchase options (spec section 3) and the server's rules about them, written once.
 *
 * The list itself is a closed vocabulary of the database (CHECK constraints, the seed), and
 * server/db may not import the domain, so it is defined in server/db/constants.ts and
 * re-exported here; the domain and the API read it from this module. Every narrower list of
 * options is defined here and nowhere else (docs/decisions/090-one-query-layer.md).
 */
import type { PurchaseOption } from '../db/constants';
import { MONTHLY_PURCHASE_OPTIONS, PURCHASE_OPTIONS } from '../db/constants';

export { MONTHLY_PURCHASE_OPTIONS, PURCHASE_OPTIONS };
export type { PurchaseOption };

export function isPurchaseOption(value: unknown): value is PurchaseOption {
  return typeof value === 'string' && (PURCHASE_OPTIONS as readonly string[]).includes(value);
}

/**
 * How a purchase option is paid for (docs/pricing.md):
 * - SUBSCRIPTION: a monthly fee until a month before the fees reach the retail value, then owned;
 * - FINANCING: a monthly instalment over the term, then owned;
 * - RENT: a monthly fee until the item is returned, never owned;
 * - PURCHASE: the price once.
 */
export type PurchaseKind = 'SUBSCRIPTION' | 'FINANCING' | 'RENT' | 'PURCHASE';

const KINDS: Readonly<Record<PurchaseOption, PurchaseKind>> = {
  subscribe: 'SUBSCRIPTION',
  subscribev2: 'SUBSCRIPTION',
  monthlyv3: 'FINANCING',
  finalsalemonthlyv3: 'FINANCING',
  rentv2: 'RENT',
  own: 'PURCHASE',
  ownv2: 'PURCHASE',
  ownv3: 'PURCHASE',
  finalsaleownv3: 'PURCHASE',
};

export function purchaseKindOf(option: PurchaseOption): PurchaseKind {
  return KINDS[option];
}

/**
 * PivotCare (accidental-damage cover) protects furniture the retailer still owns while the
 * customer holds it: subscriptions and rentals. A financed or bought piece is the customer's.
 */
export function offersPivotCare(option: PurchaseOption): boolean {
  return KINDS[option] === 'SUBSCRIPTION' || KINDS[option] === 'RENT';
}

/**
 * Options whose lines need the customer's signed agreement before payment: every monthly
 * option (a subscription or rental agreement, or a financing agreement that discloses the
 * total cost and the term).
 */
export const AGREEMENT_PURCHASE_OPTIONS: readonly PurchaseOption[] = PURCHASE_OPTIONS.filter(
  (option) => KINDS[option] !== 'PURCHASE',
);

/**
 * The options a card's "from" monthly price is chosen among (server/modules/catalog/from-price.ts,
 * decision 161): every monthly way to pay the product page offers, final-sale financing too.
 */
export const LISTED_MONTHLY_PURCHASE_OPTIONS: readonly PurchaseOption[] = MONTHLY_PURCHASE_OPTIONS;

/** The option the liquidation quote prices every line with (spec section 5). */
export const LIQUIDATION_PURCHASE_OPTION = 'ownv3' satisfies PurchaseOption;
