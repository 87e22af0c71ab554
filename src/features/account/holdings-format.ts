/** How the account pages word a membership product's state and way of paying. */
import type { MembershipProduct } from '../../api/holdings-queries';
import { m } from '../../i18n/paraglide/messages.js';
import { formatMoney, moneyWording } from '../../lib/money-format';
import type { MonthlyChargeView } from '../../lib/monthly-charge';

function statusWord(status: string): string | undefined {
  switch (status) {
    case 'PENDING_DELIVERY':
      return m.account_product_ordered();
    case 'DELIVERED':
      return m.account_product_with_you();
    case 'RETURN_SCHEDULED':
      return m.account_product_return_scheduled();
    case 'RETURNED':
      return m.account_product_returned();
    case 'BOUGHT_OUT':
      return m.account_product_bought_out();
    case 'CANCELLED':
      return m.account_product_cancelled();
    case 'OWNED':
      return m.account_product_yours();
    default:
      return undefined;
  }
}

/** "With you", "Returned", ...; a purchase delivered is simply the customer's. */
export function productStatusLabel(
  product: Pick<MembershipProduct, 'subscription_status' | 'kind'>,
): string {
  if (product.kind === 'PURCHASE' && product.subscription_status === 'DELIVERED')
    return m.account_product_yours();
  return statusWord(product.subscription_status) ?? product.subscription_status;
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
      return charge
        ? m.account_pay_subscription_charge({ charge: accountMonthlyChargeText(charge) ?? '' })
        : m.account_pay_subscription();
    case 'FINANCING':
      return charge
        ? m.account_pay_financing_charge({
            count: product.paymentsDue ?? product.termLength ?? 1,
            amount: formatMoney(charge.total),
          })
        : m.account_pay_financing();
    case 'RENT':
      return charge
        ? m.account_pay_rental_charge({ charge: accountMonthlyChargeText(charge) ?? '' })
        : m.account_pay_rental();
    default:
      return m.account_pay_outright();
  }
}

/** What is left to pay, worded by the way of paying; null when nothing is owed on it. */
export function leftLabel(product: MembershipProduct): string | null {
  if (product.leftToPay === null || product.leftToPay === undefined) return null;
  const left = formatMoney(product.leftToPay);
  if (product.kind === 'FINANCING') return m.account_left_paid_off({ amount: left });
  return m.account_left_yours({ amount: left });
}

/**
 * "$92.40/mo ($77.00 fee + $15.40 PivotCare)" in the page's language: the server's monthly
 * charge, its total with its parts when it has PivotCare; null when nothing is paid a month.
 */
export function accountMonthlyChargeText(
  charge: MonthlyChargeView | null | undefined,
): string | null {
  if (!charge) return null;
  const total = `${formatMoney(charge.total)}${moneyWording().suffix}`;
  return charge.pivotCare > 0
    ? m.account_monthly_parts({
        total,
        fee: formatMoney(charge.fee),
        care: formatMoney(charge.pivotCare),
      })
    : total;
}
