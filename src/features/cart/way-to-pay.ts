import { isPurchaseOption, purchaseKindOf } from '../../../machines/purchase-options';
import type { PurchaseOption } from '../../../machines/purchase-options';
import { m } from '../../i18n/paraglide/messages.js';

/** How a cart line is paid for, in words (the purchase options of spec section 3). */
export function wayToPayLabel(purchaseOption: PurchaseOption): string {
  switch (purchaseOption) {
    case 'subscribe':
    case 'subscribev2':
      return m.cart_way_subscription();
    case 'monthlyv3':
      return m.cart_way_financing();
    case 'rentv2':
      return m.cart_way_rental();
    case 'own':
    case 'ownv2':
    case 'ownv3':
      return m.cart_way_buy();
    case 'finalsalemonthlyv3':
      return m.cart_way_final_sale_monthly();
    case 'finalsaleownv3':
      return m.cart_way_final_sale();
  }
}

/**
 * The way to pay with its term, read as the quote means it: financing's term is its number of
 * payments ('Monthly financing, 36 months'); a subscription's or a rental's term is its minimum
 * ('Monthly subscription, 12-month minimum'), which is not the payments before it is owned.
 */
export function wayToPay(purchaseOption: string, termLength: number | null | undefined): string {
  const known = isPurchaseOption(purchaseOption);
  const label = known ? wayToPayLabel(purchaseOption) : purchaseOption;
  if (!termLength) return label;
  const kind = known ? purchaseKindOf(purchaseOption) : 'FINANCING';
  return kind === 'SUBSCRIPTION' || kind === 'RENT'
    ? m.cart_way_minimum({ way: label, months: termLength })
    : m.cart_way_months({ way: label, months: termLength });
}
