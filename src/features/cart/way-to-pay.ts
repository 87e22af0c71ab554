import { isPurchaseOption } from '../../../machines/purchase-options';
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

export function wayToPay(purchaseOption: string, termLength: number | null | undefined): string {
  const label = isPurchaseOption(purchaseOption)
    ? WAY_TO_PAY_LABELS[purchaseOption]
    : purchaseOption;
  return termLength ? `${label}, ${termLength} months` : label;
}
