/**
 * How the screens write what a customer pays a month for a piece (decision 150): the server's
 * MonthlyCharge (fee, PivotCare, total, in dollars), never worked out here. A piece with no
 * monthly charge (bought outright, owned, returned) shows none: not "$0.00/mo".
 */
import type { MonthlyCharge } from '../../machines/monthly-charge';
import { formatMoney, moneyWording, pageMoneyLocale } from './money-format';

/** The names of a monthly charge's fee on the page's language (decision 178). */
const FEE_WORDS = {
  'en-CA': { fee: 'fee', instalment: 'instalment' },
  'fr-CA': { fee: 'de frais', instalment: 'de versement' },
} as const;

const PIVOTCARE_WORDS = { 'en-CA': 'PivotCare', 'fr-CA': 'de PivotCare' } as const;

export type MonthlyChargeView = MonthlyCharge;

/** "$92.40/mo" (`92,40 $/mois` on a French page); null when nothing is paid a month. */
export function monthlyTotalText(charge: MonthlyChargeView | null | undefined): string | null {
  return charge ? `${formatMoney(charge.total)}${moneyWording().suffix}` : null;
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
  const locale = pageMoneyLocale();
  const fee = `${formatMoney(charge.fee)} ${FEE_WORDS[locale][feeWord]}`;
  return charge.pivotCare > 0
    ? `${fee} + ${formatMoney(charge.pivotCare)} ${PIVOTCARE_WORDS[locale]}`
    : fee;
}

/** "$92.40/mo ($77.00 fee + $15.40 PivotCare)": the total with its parts, when it has PivotCare. */
export function monthlyChargeText(
  charge: MonthlyChargeView | null | undefined,
  feeWord: 'fee' | 'instalment' = 'fee',
): string | null {
  if (!charge) return null;
  const total = `${formatMoney(charge.total)}${moneyWording().suffix}`;
  return charge.pivotCare > 0 ? `${total} (${monthlyPartsText(charge, feeWord)})` : total;
}
