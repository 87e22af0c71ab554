import type { BuyoutItem } from '../../../machines/buyout.machine';
import { m } from '../../i18n/paraglide/messages.js';
import { formatMoney } from '../../lib/money-format';

/** What was paid toward the item, in words: the paid months and the share of each that counts. */
function paidInWords(item: BuyoutItem): string {
  const fees = m.flows_buyout_fees({ count: item.paidMonths, fee: formatMoney(item.monthlyFee) });
  const paid = formatMoney(item.paidToward);
  return item.creditPercent === 100
    ? m.flows_buyout_paid_full({ paid, fees })
    : m.flows_buyout_paid_credit({ paid, percent: item.creditPercent, fees });
}

/**
 * How the server reached the buyout price of one item (decision 117 and 152), in the terms of
 * the rule that set it: retail value less what was paid, the payments left when they cost less,
 * or the floor of 10% of the retail value.
 */
export function buyoutPriceInWords(item: BuyoutItem): string {
  const retail = formatMoney(item.retailValue);
  const amount = formatMoney(item.amount);
  switch (item.basis) {
    case 'RETAIL':
      return m.flows_buyout_basis_retail({ retail, amount });
    case 'RETAIL_LESS_PAID':
      return m.flows_buyout_basis_less_paid({ retail, paid: paidInWords(item), amount });
    case 'PAYMENTS_LEFT':
      return m.flows_buyout_basis_payments_left({
        count: item.monthsLeft ?? 0,
        retail,
        paid: paidInWords(item),
        lessPaid: formatMoney(Math.max(0, item.retailValue - item.paidToward)),
        fee: formatMoney(item.monthlyFee),
        amount,
      });
    case 'FLOOR':
      return m.flows_buyout_basis_floor({ retail, paid: paidInWords(item), amount });
  }
}

/** What a declined, unpaid month means for the buyout; null when every billed month is paid. */
export function unpaidMonthsInWords(item: BuyoutItem): string | null {
  if (item.unpaidMonths === 0) return null;
  return m.flows_buyout_unpaid({
    count: item.unpaidMonths,
    credit:
      item.unpaidCredit > 0
        ? m.flows_buyout_unpaid_credit({ amount: formatMoney(item.unpaidCredit) })
        : '',
  });
}
