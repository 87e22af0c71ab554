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
 * How an option is paid for (the pricing contract; the server's `purchaseKindOf`): a
 * subscription (monthly, owned a month before the fees reach the retail value), financing
 * (monthly over the term, then owned), a rental (monthly until returned) or a purchase (once).
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

export function purchaseKindOf(option: string): PurchaseKind {
  return isPurchaseOption(option) ? KINDS[option] : 'PURCHASE';
}

/** PivotCare covers pieces the retailer still owns while the customer has them. */
export function offersPivotCare(option: string): boolean {
  const kind = purchaseKindOf(option);
  return kind === 'SUBSCRIPTION' || kind === 'RENT';
}

/**
 * Options whose lines need the customer's signed agreement before paying: every monthly option
 * (a subscription or rental agreement, or a financing agreement disclosing term and total cost).
 * The server's AGREEMENT_PURCHASE_OPTIONS.
 */
export const SUBSCRIPTION_OPTIONS: readonly PurchaseOption[] = MONTHLY_OPTIONS;

export function isPurchaseOption(value: unknown): value is PurchaseOption {
  return (PURCHASE_OPTIONS as readonly unknown[]).includes(value);
}

/** Whether a line bought this way needs a signed agreement (any monthly option). */
export function isSubscriptionOption(option: string | null | undefined): boolean {
  return (SUBSCRIPTION_OPTIONS as readonly (string | null | undefined)[]).includes(option);
}
