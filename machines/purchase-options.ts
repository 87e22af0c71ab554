/**
 * The purchase options of spec section 3, written once for the browser: the machines, the
 * cart store, money formatting and the screens all read them from here. The server keeps its
 * own copy in `server/domain` (the browser may not import the server); both follow the
 * GraphQL schema's `PurchaseOption` enum.
 */

/** Every purchase option, in display order: monthly financing first, outright last. */
export const PURCHASE_OPTIONS = [
  'monthlyv3',
  'finalsalemonthlyv3',
  'subscribe',
  'subscribev2',
  'rentv2',
  'ownv3',
  'finalsaleownv3',
  'own',
  'ownv2',
] as const;

export type PurchaseOption = (typeof PURCHASE_OPTIONS)[number];

/** Options billed every month; their prices carry the `/mo` suffix. */
export const MONTHLY_OPTIONS: readonly PurchaseOption[] = [
  'rentv2',
  'subscribe',
  'subscribev2',
  'monthlyv3',
  'finalsalemonthlyv3',
];

/**
 * Options that are recurring agreements the customer signs before paying: subscriptions,
 * rentals and financing (whose agreement discloses the term and the total cost).
 */
export const SUBSCRIPTION_OPTIONS: readonly PurchaseOption[] = MONTHLY_OPTIONS;

export function isPurchaseOption(value: unknown): value is PurchaseOption {
  return (PURCHASE_OPTIONS as readonly unknown[]).includes(value);
}

/** Whether a line bought this way needs a signed subscription agreement. */
export function isSubscriptionOption(option: string | null | undefined): boolean {
  return (SUBSCRIPTION_OPTIONS as readonly (string | null | undefined)[]).includes(option);
}
