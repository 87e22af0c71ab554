/** How the account pages word a membership product's state and way of paying. */
import type { MembershipProduct } from '../../api/holdings-queries';
import { formatMoney } from '../../lib/money-format';

const STATUSES: Record<string, string> = {
  PENDING_DELIVERY: 'Ordered',
  DELIVERED: 'With you',
  RETURN_SCHEDULED: 'Return scheduled',
  RETURNED: 'Returned',
  BOUGHT_OUT: 'Bought out',
  CANCELLED: 'Cancelled',
  OWNED: 'Yours',
};

/** "With you", "Returned", ...; a purchase delivered is simply the customer's. */
export function productStatusLabel(
  product: Pick<MembershipProduct, 'subscription_status' | 'kind'>,
): string {
  if (product.kind === 'PURCHASE' && product.subscription_status === 'DELIVERED') return 'Yours';
  return STATUSES[product.subscription_status] ?? product.subscription_status;
}

/** Statuses in which the piece is with the customer or on its way. */
export function isHeld(status: string): boolean {
  return status === 'PENDING_DELIVERY' || status === 'DELIVERED' || status === 'RETURN_SCHEDULED';
}

/** "Subscription, $49.00/mo", "Financing, 12 payments of $80.00", "Rental, $30.00/mo", "Purchase". */
export function paymentLabel(product: MembershipProduct): string {
  const fee = product.monthlyPrice === null ? '' : formatMoney(product.monthlyPrice ?? 0);
  switch (product.kind) {
    case 'SUBSCRIPTION':
      return `Subscription, ${fee}/mo`;
    case 'FINANCING':
      return `Financing, ${product.paymentsDue ?? product.termLength ?? 1} monthly payments of ${fee}`;
    case 'RENT':
      return `Rental, ${fee}/mo until returned`;
    default:
      return 'Purchase';
  }
}

/** What is left to pay, worded by the way of paying; null when nothing is owed on it. */
export function leftLabel(product: MembershipProduct): string | null {
  if (product.leftToPay === null || product.leftToPay === undefined) return null;
  const left = formatMoney(product.leftToPay);
  if (product.kind === 'FINANCING') return `${left} left until paid off`;
  return `${left} left until it is yours`;
}
