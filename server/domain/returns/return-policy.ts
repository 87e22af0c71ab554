/**
 * The free-return term (docs/decisions/118-returns.md): a return picked up before the term ends
 * costs twice the monthly fee (price-cart's EARLY_RETURN_FEE_MONTHS); after it, it is free. The
 * term is that of the policy in force when the subscription started, so a later change never
 * moves a customer's own term.
 */
import type { IsoDate } from '../calendar-date';

/** The policies, oldest first: each from its date on, until the next one. */
export const FREE_RETURN_POLICIES: readonly { from: IsoDate; months: number }[] = [
  { from: '0001-01-01', months: 6 },
  { from: '2022-01-01', months: 24 },
  { from: '2024-01-01', months: 48 },
];

/** The free-return term, in months, of a subscription that started on `startDate`. */
export function freeReturnTermMonths(startDate: IsoDate): number {
  let months = FREE_RETURN_POLICIES[0]!.months;
  for (const policy of FREE_RETURN_POLICIES) if (startDate >= policy.from) months = policy.months;
  return months;
}
