/**
 * How the screens write what a customer pays a month for a piece (decision 150): the server's
 * MonthlyCharge (fee, PivotCare, total, in dollars), never worked out here. A piece with no
 * monthly charge (bought outright, owned, returned) shows none: not "$0.00/mo".
 */
import type { MonthlyCharge } from '../../machines/monthly-charge';
import { formatMoney } from './money-format';

export type MonthlyChargeView = MonthlyCharge;

/** "$92.40/mo"; null when nothing is paid a month. */
export function monthlyTotalText(charge: MonthlyChargeView | null | undefined): string | null {
  return charge ? `${formatMoney(charge.total)}/mo` : null;
}

/**
 * The parts named apart: "$77.00 fee + $15.40 PivotCare", or "$77.00 fee" without PivotCare
 * ("instalment" for financing); null when nothing is paid a month.
 */
export function monthlyPartsText(
  charge: MonthlyChargeView | null | undefined,
  feeWord: 'fee' | 'instalment' = 'fee',
): string | null {
  if (!charge) return null;
  const fee = `${formatMoney(charge.fee)} ${feeWord}`;
  return charge.pivotCare > 0 ? `${fee} + ${formatMoney(charge.pivotCare)} PivotCare` : fee;
}

/** "$92.40/mo ($77.00 fee + $15.40 PivotCare)": the total with its parts, when it has PivotCare. */
export function monthlyChargeText(
  charge: MonthlyChargeView | null | undefined,
  feeWord: 'fee' | 'instalment' = 'fee',
): string | null {
  if (!charge) return null;
  const total = `${formatMoney(charge.total)}/mo`;
  return charge.pivotCare > 0 ? `${total} (${monthlyPartsText(charge, feeWord)})` : total;
}
