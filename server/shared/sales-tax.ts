import type { DateInput } from './calendar-date';
import { toIsoDate } from './calendar-date';
import type { Rational } from './money';
import { assertCents, multiplyHalfUp } from './money';
import { PROVINCE_TIME_ZONES, parseProvinceCode } from './provinces';
import type { TaxCode } from './tax-rates';
import { ratesInEffect } from './tax-rates';

export interface TaxLine {
  readonly code: TaxCode;
  /** As printed on the invoice: 'GST 5%', 'QST 9.975%'. */
  readonly name: string;
  readonly rate: Rational;
  readonly amountCents: number;
}

/**
 * Canadian sales tax on a taxable subtotal, one line per tax in force in `province` on `date`.
 *
 * Each line is the subtotal × its rate, rounded half up to the cent once (per invoice, as the
 * CRA allows), never a sum of per-item roundings. QST is on the price excluding GST, so every
 * line shares the same base. A Date is read in `timeZone` (the depot's), defaulting to the
 * province capital's; pass 'YYYY-MM-DD' to avoid the question.
 */
export function taxLinesFor(
  province: string,
  taxableCents: number,
  date: DateInput,
  timeZone?: string,
): TaxLine[] {
  const code = parseProvinceCode(province);
  assertCents(taxableCents, 'taxableCents', { min: Number.MIN_SAFE_INTEGER });
  const day = toIsoDate(date, timeZone ?? PROVINCE_TIME_ZONES[code]);
  return ratesInEffect(code, day).map((rate) => ({
    code: rate.code,
    name: `${rate.code} ${rate.percent}%`,
    rate: rate.rate,
    amountCents: multiplyHalfUp(taxableCents, rate.rate),
  }));
}

export function sumTaxLines(lines: readonly TaxLine[]): number {
  return lines.reduce((sum, line) => sum + line.amountCents, 0);
}
