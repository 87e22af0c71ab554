import { isPurchaseOption, purchaseKindOf } from '../../../machines/purchase-options';
import type { PurchaseOption } from '../../../machines/purchase-options';

/** How a cart line is paid for, in words (the purchase options of spec section 3). */
export const WAY_TO_PAY_LABELS: Readonly<Record<PurchaseOption, string>> = {
  subscribe: 'Monthly subscription',
  subscribev2: 'Monthly subscription',
  monthlyv3: 'Monthly financing',
  rentv2: 'Rental',
  own: 'Buy',
  ownv2: 'Buy',
  ownv3: 'Buy',
  finalsalemonthlyv3: 'Final sale, monthly',
  finalsaleownv3: 'Final sale',
};

/**
 * The way to pay with its term, read as the quote means it: financing's term is its number of
 * payments ('Monthly financing, 36 months'); a subscription's or a rental's term is its minimum
 * ('Monthly subscription, 12-month minimum'), which is not the payments before it is owned.
 */
export function wayToPay(purchaseOption: string, termLength: number | null | undefined): string {
  const known = isPurchaseOption(purchaseOption);
  const label = known ? WAY_TO_PAY_LABELS[purchaseOption] : purchaseOption;
  if (!termLength) return label;
  const kind = known ? purchaseKindOf(purchaseOption) : 'FINANCING';
  return kind === 'SUBSCRIPTION' || kind === 'RENT'
    ? `${label}, ${termLength}-month minimum`
    : `${label}, ${termLength} months`;
}
