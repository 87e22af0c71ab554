/** Every purchase option a stored cart line or membership can carry (spec section 3). */
export const PURCHASE_OPTIONS = [
  'finalsalemonthlyv3',
  'finalsaleownv3',
  'monthlyv3',
  'own',
  'ownv2',
  'ownv3',
  'rentv2',
  'subscribe',
  'subscribev2',
] as const;

export type PurchaseOption = (typeof PURCHASE_OPTIONS)[number];

export function isPurchaseOption(value: unknown): value is PurchaseOption {
  return typeof value === 'string' && (PURCHASE_OPTIONS as readonly string[]).includes(value);
}
