import { afterEach, describe, expect, it } from 'vitest';
import { overwriteGetLocale } from '../../src/i18n/paraglide/runtime.js';
import fc from 'fast-check';
import { MONTHLY_OPTIONS, PURCHASE_OPTIONS } from '../../machines/purchase-options';
import {
  dollarsToCents,
  formatCents,
  formatMoney,
  formatSaving,
  formatWholeDollars,
  isMonthlyOption,
  pageMoneyLocale,
  priceSuffix,
  savingDollars,
  savingDollarsFromCents,
} from '../../src/lib/money-format';

const NBSP = '\u00a0';

describe('formatMoney (dollars)', () => {
  it.each([
    [1234.56, '$1,234.56'],
    [0, '$0.00'],
    [5, '$5.00'],
    [0.5, '$0.50'],
    [1234567.891, '$1,234,567.89'],
    [999.999, '$1,000.00'],
    [-5, '-$5.00'],
  ])('formats %s as %s', (amount, expected) => {
    expect(formatMoney(amount)).toBe(expected);
  });

  it('rounds half away from zero on the written decimal, not the binary float', () => {
    expect(formatMoney(1.005)).toBe('$1.01');
    expect(formatMoney(1.015)).toBe('$1.02');
    expect(formatMoney(-1.005)).toBe('-$1.01');
  });

  it('never shows a negative zero', () => {
    expect(formatMoney(-0.001)).toBe('$0.00');
    expect(formatMoney(-0)).toBe('$0.00');
  });

  it('formats fr-CA with no-break spaces and the sign after', () => {
    expect(formatMoney(1234.56, 'fr-CA')).toBe(`1${NBSP}234,56${NBSP}$`);
    expect(formatMoney(0.5, 'fr-CA')).toBe(`0,50${NBSP}$`);
  });

  it('rejects amounts that are not finite', () => {
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
    expect(() => formatMoney(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('formatCents (integer cents)', () => {
  it.each([
    [123456, '$1,234.56'],
    [0, '$0.00'],
    [1, '$0.01'],
    [100, '$1.00'],
    [-250, '-$2.50'],
    [100_000_000, '$1,000,000.00'],
  ])('formats %s cents as %s', (cents, expected) => {
    expect(formatCents(cents)).toBe(expected);
  });

  it('formats fr-CA', () => {
    expect(formatCents(123456, 'fr-CA')).toBe(`1${NBSP}234,56${NBSP}$`);
  });

  it('rejects fractional or unsafe cents', () => {
    expect(() => formatCents(12.5)).toThrow(RangeError);
    expect(() => formatCents(Number.NaN)).toThrow(RangeError);
    expect(() => formatCents(2 ** 60)).toThrow(RangeError);
  });
});

describe('dollarsToCents', () => {
  it.each([
    [1234.56, 123456],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [19.99, 1999],
    [-1.005, -101],
    [1e-7, 0],
    [-0, 0],
  ])('turns %s dollars into %s cents', (dollars, cents) => {
    expect(dollarsToCents(dollars)).toBe(cents);
  });
});

describe('isMonthlyOption and priceSuffix', () => {
  it('knows all nine purchase options of spec section 3', () => {
    expect(PURCHASE_OPTIONS).toHaveLength(9);
    expect(MONTHLY_OPTIONS).toHaveLength(5);
  });

  it.each(['rentv2', 'subscribe', 'subscribev2', 'monthlyv3', 'finalsalemonthlyv3'])(
    '%s is monthly and carries /mo',
    (option) => {
      expect(isMonthlyOption(option)).toBe(true);
      expect(priceSuffix(option)).toBe('/mo');
    },
  );

  it.each(['own', 'ownv2', 'ownv3', 'finalsaleownv3'])('%s is a purchase, no suffix', (option) => {
    expect(isMonthlyOption(option)).toBe(false);
    expect(priceSuffix(option)).toBe('');
  });

  it('treats a missing option as monthly', () => {
    expect(priceSuffix()).toBe('/mo');
    expect(priceSuffix(undefined)).toBe('/mo');
    expect(priceSuffix(null)).toBe('/mo');
    expect(isMonthlyOption(undefined)).toBe(true);
  });

  it('gives no suffix to an option it does not know', () => {
    expect(priceSuffix('leasev9')).toBe('');
  });

  it('says /mois in fr-CA', () => {
    expect(priceSuffix('monthlyv3', 'fr-CA')).toBe('/mois');
    expect(priceSuffix('ownv3', 'fr-CA')).toBe('');
  });
});

describe('savingDollars', () => {
  it('is the floor of original minus price, in whole dollars', () => {
    expect(savingDollars(1320.99, 1200.5)).toBe(120);
    expect(savingDollars(200, 100)).toBe(100);
    expect(savingDollars(100.99, 100)).toBe(0);
  });

  it('does not lose a dollar to float error (4.35 - 0.35 is 3.9999999999999996 in floats)', () => {
    expect(4.35 - 0.35).toBeLessThan(4);
    expect(savingDollars(4.35, 0.35)).toBe(4);
  });

  it('is 0 when there is no saving or the price went up', () => {
    expect(savingDollars(100, 100)).toBe(0);
    expect(savingDollars(100, 150)).toBe(0);
  });

  it('works from integer cents too', () => {
    expect(savingDollarsFromCents(132099, 120050)).toBe(120);
    expect(savingDollarsFromCents(10000, 12000)).toBe(0);
    expect(() => savingDollarsFromCents(1.5, 1)).toThrow(RangeError);
  });
});

describe('formatSaving and formatWholeDollars', () => {
  it('reads "Save $120"', () => {
    expect(formatSaving(120)).toBe('Save $120');
    expect(formatSaving(1500)).toBe('Save $1,500');
  });

  it('is empty when nothing is saved', () => {
    expect(formatSaving(0)).toBe('');
    expect(formatSaving(-3)).toBe('');
  });

  it('formats fr-CA', () => {
    expect(formatSaving(120, 'fr-CA')).toBe(`Économisez 120${NBSP}$`);
    expect(formatWholeDollars(1500, 'fr-CA')).toBe(`1${NBSP}500${NBSP}$`);
  });

  it('only takes whole dollars', () => {
    expect(() => formatWholeDollars(1.5)).toThrow(RangeError);
  });
});

describe('money written out (decision 146) against Intl', () => {
  const intl = (locale: 'en-CA' | 'fr-CA', digits: number) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'CAD',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });

  it.each(['en-CA', 'fr-CA'] as const)('formats cents as Intl does in %s', (locale) => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -1_000_000_00, max: 1_000_000_00 }),
          fc.constantFrom(0, 1, -1, 5, 99, 100, 101, 99_999, 100_000, 123_456_789),
          fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
        ),
        (cents) => {
          // Intl takes the amount as a number of dollars; above 2^53 / 100 that division rounds.
          if (Math.abs(cents) < 2 ** 44) {
            expect(formatCents(cents, locale)).toBe(intl(locale, 2).format(cents / 100));
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it.each(['en-CA', 'fr-CA'] as const)('formats whole dollars as Intl does in %s', (locale) => {
    fc.assert(
      fc.property(
        fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
        (dollars) => {
          expect(formatWholeDollars(dollars, locale)).toBe(intl(locale, 0).format(dollars));
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('money in the page language (decision 178)', () => {
  afterEach(() => overwriteGetLocale(() => 'en'));

  it('writes amounts and the monthly suffix in French on the French store', () => {
    overwriteGetLocale(() => 'fr');
    expect(pageMoneyLocale()).toBe('fr-CA');
    expect(formatCents(123456)).toBe('1\u00a0234,56\u00a0$');
    expect(priceSuffix('ownv3')).toBe('');
    expect(priceSuffix('subscribe')).toBe('/mois');
    overwriteGetLocale(() => 'en');
    expect(pageMoneyLocale()).toBe('en-CA');
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(priceSuffix('subscribe')).toBe('/mo');
  });
});
