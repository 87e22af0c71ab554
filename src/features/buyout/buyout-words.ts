import type { BuyoutItem } from '../../../machines/buyout.machine';
import { formatMoney } from '../../lib/money-format';

const months = (count: number) => `${count} ${count === 1 ? 'month' : 'months'}`;

/** What was paid toward the item, in words: the paid months and the share of each that counts. */
function paidInWords(item: BuyoutItem): string {
  const fees = `${months(item.paidMonths)} paid at ${formatMoney(item.monthlyFee)}`;
  return item.creditPercent === 100
    ? `${formatMoney(item.paidToward)} paid toward it (${fees})`
    : `${formatMoney(item.paidToward)} counted toward it (${item.creditPercent}% of ${fees}: rent counts half)`;
}

/**
 * How the server reached the buyout price of one item (decision 117 and 152), in the terms of
 * the rule that set it: retail value less what was paid, the payments left when they cost less,
 * or the floor of 10% of the retail value.
 */
export function buyoutPriceInWords(item: BuyoutItem): string {
  const retail = `Retail value ${formatMoney(item.retailValue)}`;
  const amount = formatMoney(item.amount);
  switch (item.basis) {
    case 'RETAIL':
      return `${retail}. Nothing has been paid toward it yet, so the price is its retail value: ${amount}.`;
    case 'RETAIL_LESS_PAID':
      return `${retail} less ${paidInWords(item)} = ${amount}.`;
    case 'PAYMENTS_LEFT': {
      const lessPaid = formatMoney(Math.max(0, item.retailValue - item.paidToward));
      const left = item.monthsLeft ?? 0;
      return `${retail} less ${paidInWords(item)} would be ${lessPaid}, but only ${
        left === 1 ? 'one payment' : `${left} payments`
      } of ${formatMoney(item.monthlyFee)} ${left === 1 ? 'is' : 'are'} left before it is yours anyway, so you pay that: ${amount}.`;
    }
    case 'FLOOR':
      return `${retail} less ${paidInWords(item)} falls below the lowest buyout price, 10% of the retail value: ${amount}.`;
  }
}

/** What a declined, unpaid month means for the buyout; null when every billed month is paid. */
export function unpaidMonthsInWords(item: BuyoutItem): string | null {
  if (item.unpaidMonths === 0) return null;
  const what =
    item.unpaidMonths === 1
      ? 'A monthly bill for it was declined and is not paid'
      : `${item.unpaidMonths} monthly bills for it were declined and are not paid`;
  return `${what}: only paid months count toward the price. Pay the overdue balance first; ${
    item.unpaidMonths === 1 ? 'that month then counts' : 'those months then count'
  }${item.unpaidCredit > 0 ? `, taking ${formatMoney(item.unpaidCredit)} off` : ''}, and it can be bought out.`;
}
