/**
 * The return policy: the one home of its numbers (docs/decisions/118-returns.md, 153). A pickup
 * before the free-return term ends costs `earlyReturnFeeMonths` monthly fees per unit; on or
 * after that day it is free. Each version is the text of the subscription agreement customers
 * sign while it is in force: checkout writes the version on the signed order, and the return
 * centre applies the version the item's agreement was signed under, so a later change never
 * moves a customer's own terms. The agreement text, the return centre's words and the cart's
 * price are all drawn from these versions.
 */
import type { IsoDate } from '../../shared/calendar-date';

export interface ReturnPolicyVersion {
  /** Written on each signed agreement (`orders.agreement_version`). */
  readonly version: string;
  /** Signed from this day on, until the next version. */
  readonly from: IsoDate;
  /** Months from the subscription's start after which a pickup is free. */
  readonly freeReturnAfterMonths: number;
  /** A pickup before then costs this many monthly fees (PivotCare not included) per unit. */
  readonly earlyReturnFeeMonths: number;
}

/** The versions, oldest first: the retailer's 6 months, 2 years, then 4 years (DOMAIN.md). */
export const RETURN_POLICY_VERSIONS: readonly ReturnPolicyVersion[] = [
  { version: '2021-01', from: '0001-01-01', freeReturnAfterMonths: 6, earlyReturnFeeMonths: 2 },
  { version: '2022-01', from: '2022-01-01', freeReturnAfterMonths: 24, earlyReturnFeeMonths: 2 },
  { version: '2024-01', from: '2024-01-01', freeReturnAfterMonths: 48, earlyReturnFeeMonths: 2 },
];

/** The version in force on `day` (what a customer signing that day agrees to). */
export function returnPolicyInForce(day: IsoDate): ReturnPolicyVersion {
  let policy = RETURN_POLICY_VERSIONS[0]!;
  for (const each of RETURN_POLICY_VERSIONS) if (day >= each.from) policy = each;
  return policy;
}

export function returnPolicyVersion(version: string): ReturnPolicyVersion | null {
  return RETURN_POLICY_VERSIONS.find((each) => each.version === version) ?? null;
}

/**
 * The terms an item is returned under: those of the agreement its order was signed with; an
 * agreement signed before versions were written down (or not signed) keeps the rule it had,
 * the version in force the day the subscription started.
 */
export function returnPolicyFor(item: {
  agreementVersion: string | null;
  startDate: IsoDate;
}): ReturnPolicyVersion {
  return (
    (item.agreementVersion ? returnPolicyVersion(item.agreementVersion) : null) ??
    returnPolicyInForce(item.startDate)
  );
}

/** The free-return term, in months, of a subscription that started on `startDate`. */
export function freeReturnTermMonths(startDate: IsoDate): number {
  return returnPolicyInForce(startDate).freeReturnAfterMonths;
}

/** '6 months', '2 years', '4 years', '18 months'. */
export function termWords(months: number): string {
  if (months % 12 === 0) return months === 12 ? '1 year' : `${months / 12} years`;
  return months === 1 ? '1 month' : `${months} months`;
}

/** 'twice its monthly fee' (the fee of an early pickup). */
export function earlyFeeWords(policy: ReturnPolicyVersion): string {
  const months = policy.earlyReturnFeeMonths;
  if (months === 1) return 'its monthly fee';
  return `${months === 2 ? 'twice' : `${months} times`} its monthly fee`;
}

/** The agreement's paragraph on returns, for this version (checkout, the account, the pages). */
export function returnTermsText(policy: ReturnPolicyVersion): string {
  const term = termWords(policy.freeReturnAfterMonths);
  return `You may return any item at any time by booking a pickup in your account. A pickup in the first ${term} of an item’s subscription costs ${earlyFeeWords(policy)} (PivotCare is not part of it); from ${term} after its start, the pickup is free. Billing for the item stops on the pickup day.`;
}

/** The one-line summary of the same terms. */
export function returnTermsSummary(policy: ReturnPolicyVersion): string {
  const term = termWords(policy.freeReturnAfterMonths);
  return `Return at any time: a pickup costs ${earlyFeeWords(policy)} in the first ${term}, then it is free`;
}
