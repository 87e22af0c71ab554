import type { ReturnableItem } from '../../../machines/returns.machine';
import { m } from '../../i18n/paraglide/messages.js';
import { longDay } from '../../lib/calendar-day';
import { formatMoney } from '../../lib/money-format';

/**
 * When an item's pickup becomes free and what it costs before then, in dollars, so that the
 * monthly amount shown beside it (the fee and PivotCare) is not taken for the base of the early
 * return fee (decision 147). `today` is the depot's day; without it both are said.
 */
export function returnTerms(
  item: Pick<ReturnableItem, 'freeReturnFrom' | 'earlyReturnFee'>,
  today: string | undefined,
): string {
  if (today !== undefined && today >= item.freeReturnFrom) return m.returns_free_to_return();
  return m.returns_free_to_return_from({
    date: longDay(item.freeReturnFrom),
    fee: formatMoney(item.earlyReturnFee),
  });
}
