import type { ReturnableItem } from '../../../machines/returns.machine';
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
  if (today !== undefined && today >= item.freeReturnFrom) return 'Free to return';
  return `Free to return from ${longDay(item.freeReturnFrom)}; a pickup before then costs ${formatMoney(item.earlyReturnFee)}`;
}
