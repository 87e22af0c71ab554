import type { IsoDate } from './calendar-date';
import { DomainError } from './errors';
import { dayKeptInEnglish, tr } from '../i18n/localized';
import { m } from '../i18n/paraglide/messages.js';
import type { Rational } from './money';
import { rationalFromPercent } from './money';
import type { ProvinceCode } from './provinces';

export type TaxCode = 'GST' | 'HST' | 'PST' | 'RST' | 'QST';

export interface TaxRate {
  readonly province: ProvinceCode;
  readonly code: TaxCode;
  /** The rate as printed on an invoice, e.g. '9.975'. */
  readonly percent: string;
  readonly rate: Rational;
  /** First day the rate applies (inclusive). */
  readonly from: IsoDate;
  /** First day it no longer applies (exclusive), so a change reads `to` = the next rate's `from`. */
  readonly to?: IsoDate;
}

type TaxRateSource = Omit<TaxRate, 'rate'>;

/**
 * Sources (see docs/pricing.md): Canada Revenue Agency, "GST/HST rates"; Revenu Québec, QST;
 * Nova Scotia's HST reduction from 15% to 14% on 2025-04-01. Each `from` is the day that line,
 * at that rate, started to apply in that province.
 */
const ROWS: readonly TaxRateSource[] = [
  { province: 'AB', code: 'GST', percent: '5', from: '2008-01-01' },
  { province: 'NT', code: 'GST', percent: '5', from: '2008-01-01' },
  { province: 'NU', code: 'GST', percent: '5', from: '2008-01-01' },
  { province: 'YT', code: 'GST', percent: '5', from: '2008-01-01' },
  { province: 'BC', code: 'GST', percent: '5', from: '2013-04-01' },
  { province: 'BC', code: 'PST', percent: '7', from: '2013-04-01' },
  { province: 'MB', code: 'GST', percent: '5', from: '2008-01-01' },
  { province: 'MB', code: 'RST', percent: '7', from: '2019-07-01' },
  { province: 'SK', code: 'GST', percent: '5', from: '2008-01-01' },
  { province: 'SK', code: 'PST', percent: '6', from: '2017-03-23' },
  { province: 'QC', code: 'GST', percent: '5', from: '2008-01-01' },
  { province: 'QC', code: 'QST', percent: '9.975', from: '2013-01-01' },
  { province: 'ON', code: 'HST', percent: '13', from: '2010-07-01' },
  { province: 'NB', code: 'HST', percent: '15', from: '2016-07-01' },
  { province: 'NL', code: 'HST', percent: '15', from: '2016-07-01' },
  { province: 'PE', code: 'HST', percent: '15', from: '2016-10-01' },
  { province: 'NS', code: 'HST', percent: '15', from: '2010-07-01', to: '2025-04-01' },
  { province: 'NS', code: 'HST', percent: '14', from: '2025-04-01' },
];

export const TAX_RATES: readonly TaxRate[] = ROWS.map((row) => ({
  ...row,
  rate: rationalFromPercent(row.percent),
}));

/**
 * The first day the table is complete for each province: earlier, a province had a different
 * set of taxes (BC's HST, MB's 8% RST, ...) that is not recorded, so we refuse rather than
 * under-charge. Add the older rows before moving a date back.
 */
export const TAX_TABLE_STARTS: Readonly<Record<ProvinceCode, IsoDate>> = {
  AB: '2008-01-01',
  BC: '2013-04-01',
  MB: '2019-07-01',
  NB: '2016-07-01',
  NL: '2016-07-01',
  NS: '2010-07-01',
  NT: '2008-01-01',
  NU: '2008-01-01',
  ON: '2010-07-01',
  PE: '2016-10-01',
  QC: '2013-01-01',
  SK: '2017-03-23',
  YT: '2008-01-01',
};

const CODE_ORDER: readonly TaxCode[] = ['GST', 'HST', 'PST', 'RST', 'QST'];

/** The rates in force in a province on a day, federal (GST/HST) first. ISO dates compare as text. */
export function ratesInEffect(province: ProvinceCode, date: IsoDate): TaxRate[] {
  const start = TAX_TABLE_STARTS[province];
  if (date < start) {
    throw new DomainError(
      'BAD_USER_INPUT',
      tr(m.errors_tax_rates_before, {
        province,
        start: dayKeptInEnglish(start),
        date: dayKeptInEnglish(date),
      }),
      { details: { field: 'date' } },
    );
  }
  return TAX_RATES.filter(
    (rate) =>
      rate.province === province && rate.from <= date && (rate.to === undefined || date < rate.to),
  ).sort((a, b) => CODE_ORDER.indexOf(a.code) - CODE_ORDER.indexOf(b.code));
}
