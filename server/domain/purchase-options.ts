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

/** Purchase options that are recurring agreements the customer signs (subscriptions). */
export const SUBSCRIPTION_PURCHASE_OPTIONS: readonly PurchaseOption[] = [
  'subscribe',
  'subscribev2',
  'rentv2',
];

/**
 * The options whose lowest price a product card shows as its monthly price: subscriptions and
 * financing, but not the financing of final-sale items.
 */
export const LISTED_MONTHLY_PURCHASE_OPTIONS: readonly PurchaseOption[] = [
  'subscribe',
  'subscribev2',
  'monthlyv3',
  'rentv2',
];
