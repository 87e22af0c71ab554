/** How the account pages word a membership product's state and way of paying. */
import type { MembershipProduct } from '../../api/holdings-queries';
import { formatMoney } from '../../lib/money-format';
import { monthlyChargeText } from '../../lib/monthly-charge';

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

/**
 * "Subscription, $92.40/mo ($77.00 fee + $15.40 PivotCare)", "Financing, 24 monthly payments of
 * $12.37", "Rental, $30.00/mo until returned", "Bought outright": the server's monthly charge
 * (decision 150). A piece no longer billed (owned, returned) shows no monthly amount.
 */
export function paymentLabel(product: MembershipProduct): string {
  const charge = product.monthlyCharge ?? null;
  switch (product.kind) {
    case 'SUBSCRIPTION':
      return charge ? `Subscription, ${monthlyChargeText(charge)}` : 'Subscription';
    case 'FINANCING': {
      const payments = `${product.paymentsDue ?? product.termLength ?? 1} monthly payments`;
      return charge ? `Financing, ${payments} of ${formatMoney(charge.total)}` : 'Financing';
    }
    case 'RENT':
      return charge ? `Rental, ${monthlyChargeText(charge)} until returned` : 'Rental';
    default:
      return 'Bought outright';
  }
}

/** What is left to pay, worded by the way of paying; null when nothing is owed on it. */
export function leftLabel(product: MembershipProduct): string | null {
  if (product.leftToPay === null || product.leftToPay === undefined) return null;
  const left = formatMoney(product.leftToPay);
  if (product.kind === 'FINANCING') return `${left} left until paid off`;
  return `${left} left until it is yours`;
}
