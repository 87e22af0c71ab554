/**
 * Money display rules of spec section 5, as pure functions.
 * Amounts arrive either as dollars (the GraphQL API's floats) or as integer cents (the server's unit).
 * The purchase options themselves (which are monthly) are in `machines/purchase-options.ts`.
 */
import { MONTHLY_OPTIONS } from '../../machines/purchase-options';
import { getLocale, languageTag } from '../i18n/locale';

export type MoneyLocale = 'en-CA' | 'fr-CA';

export const DEFAULT_MONEY_LOCALE: MoneyLocale = 'en-CA';

/** The money locale of the page being shown: `fr-CA` on the French store (decision 178). */
export function pageMoneyLocale(): MoneyLocale {
  return languageTag(getLocale());
}

const wording = {
  'en-CA': { suffix: '/mo', perMonth: 'per month', save: 'Save', regularPrice: 'Regular price' },
  'fr-CA': {
    suffix: '/mois',
    perMonth: 'par mois',
    save: 'Économisez',
    regularPrice: 'Prix régulier',
  },
} as const satisfies Record<MoneyLocale, Record<string, string>>;

export type MoneyWording = (typeof wording)[MoneyLocale];

/** Words that go around a price in the given locale. */
export function moneyWording(locale: MoneyLocale = pageMoneyLocale()): MoneyWording {
  return wording[locale];
}

/** Digits in threes from the right: `1234567` as `1,234,567` (or with the given separator). */
function groupThousands(whole: number, separator: string): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * An integer count of the smallest unit shown (cents, or whole dollars) as the currency the
 * locale writes: `-$1,234.56` in English, `-1 234,56 $` in French (no-break spaces), exactly as
 * `Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD', currencyDisplay:
 * 'narrowSymbol' })` writes them (a unit test compares the two). Written out rather than asked
 * of Intl: a page's first Intl number format loads the browser's locale data, about 25 ms of one
 * task on a fast machine, in the middle of the first render of any page with a price (decision
 * 146). The server and the browser also give the same text whatever their ICU versions.
 */
function formatUnits(units: number, fractionDigits: 0 | 2, locale: MoneyLocale): string {
  const sign = units < 0 ? '-' : '';
  const magnitude = Math.abs(units);
  const scale = fractionDigits === 2 ? 100 : 1;
  const whole = Math.floor(magnitude / scale);
  const fraction = fractionDigits === 2 ? String(magnitude % scale).padStart(2, '0') : '';
  if (locale === 'fr-CA') {
    return `${sign}${groupThousands(whole, '\u00a0')}${fraction ? `,${fraction}` : ''}\u00a0$`;
  }
  return `${sign}$${groupThousands(whole, ',')}${fraction ? `.${fraction}` : ''}`;
}

function assertFinite(value: number, name: string): void {
  if (!Number.isFinite(value)) {
    throw new RangeError(`${name} must be a finite number, got ${String(value)}`);
  }
}

/**
 * Dollars to integer cents, rounding half away from zero on the decimal value written
 * (1.005 -> 101), which plain `Math.round(1.005 * 100)` gets wrong.
 */
export function dollarsToCents(amountDollars: number): number {
  assertFinite(amountDollars, 'amountDollars');
  const sign = amountDollars < 0 ? -1 : 1;
  // Shift the decimal point in the written form, so 1.005 becomes exactly 100.5 before rounding.
  const [mantissa, exponent = '0'] = String(Math.abs(amountDollars)).split('e');
  const cents = sign * Math.round(Number(`${mantissa}e${Number(exponent) + 2}`));
  return cents === 0 ? 0 : cents;
}

/** Integer cents, e.g. 123456, as `$1,234.56` (en-CA) or `1 234,56 $` (fr-CA). */
export function formatCents(cents: number, locale: MoneyLocale = pageMoneyLocale()): string {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`cents must be a safe integer, got ${String(cents)}`);
  }
  return formatUnits(cents === 0 ? 0 : cents, 2, locale);
}

/** Dollars, e.g. 1234.56, as `$1,234.56` (en-CA) or `1 234,56 $` (fr-CA): two decimals always. */
export function formatMoney(
  amountDollars: number,
  locale: MoneyLocale = pageMoneyLocale(),
): string {
  return formatCents(dollarsToCents(amountDollars), locale);
}

/** Whole dollars without decimals, as savings are shown: `$120` or `120 $`. */
export function formatWholeDollars(
  dollars: number,
  locale: MoneyLocale = pageMoneyLocale(),
): string {
  if (!Number.isSafeInteger(dollars)) {
    throw new RangeError(`dollars must be a safe integer, got ${String(dollars)}`);
  }
  return formatUnits(dollars === 0 ? 0 : dollars, 0, locale);
}

/**
 * Whether a price is billed monthly. No option counts as monthly, as spec section 5 shows
 * `/mo` when the option is missing; an option this build does not know is not monthly.
 */
export function isMonthlyOption(option: string | null | undefined): boolean {
  if (option === null || option === undefined || option === '') return true;
  return (MONTHLY_OPTIONS as readonly string[]).includes(option);
}

/** `/mo` for monthly options (and for no option), otherwise the empty string. */
export function priceSuffix(
  option?: string | null,
  locale: MoneyLocale = pageMoneyLocale(),
): string {
  return isMonthlyOption(option) ? wording[locale].suffix : '';
}

/**
 * The saving shown to shoppers, in whole dollars: floor(original - price), or 0 when there is
 * no saving. Worked in integer cents so that 4.35 - 0.35 gives 4, not 3.
 */
export function savingDollars(originalDollars: number, priceDollars: number): number {
  return savingDollarsFromCents(dollarsToCents(originalDollars), dollarsToCents(priceDollars));
}

/** {@link savingDollars} for amounts already in integer cents. */
export function savingDollarsFromCents(originalCents: number, priceCents: number): number {
  if (!Number.isSafeInteger(originalCents) || !Number.isSafeInteger(priceCents)) {
    throw new RangeError('cents must be safe integers');
  }
  const saving = Math.floor((originalCents - priceCents) / 100);
  return saving > 0 ? saving : 0;
}

/** `Save $120`, or the empty string when nothing is saved. */
export function formatSaving(
  savingWholeDollars: number,
  locale: MoneyLocale = pageMoneyLocale(),
): string {
  if (savingWholeDollars <= 0) return '';
  return `${wording[locale].save} ${formatWholeDollars(savingWholeDollars, locale)}`;
}

/** A price's amounts: dollars (the GraphQL API's floats) or integer cents (the server's unit). */
export type PriceAmounts =
  | { amount: number; originalAmount?: number | null; cents?: never; originalCents?: never }
  | { cents: number; originalCents?: number | null; amount?: never; originalAmount?: never };

/** A price as the UI kit's `Price` shows it: every string already formatted. */
export interface PriceDisplay {
  /** `$1,234.56` */
  amount: string;
  /** Monthly options (and no option) carry the `/mo` suffix. */
  monthly: boolean;
  /** The struck-through original price, only when it saves at least a whole dollar. */
  original: string | null;
  /** `Save $120`, only when there is a saving. */
  saving: string | null;
  /** The words around a price in the locale (suffix, "per month", "Regular price"). */
  words: MoneyWording;
}

/**
 * A price by the rules of spec section 5: `$1,234.56`, `/mo` for monthly options (and no
 * option), and a whole-dollar saving (floor of original minus price) when there is one.
 */
export function priceDisplay(
  amounts: PriceAmounts,
  option?: string | null,
  locale: MoneyLocale = pageMoneyLocale(),
): PriceDisplay {
  const { amount, cents, originalAmount, originalCents: givenOriginalCents } = amounts;
  const priceCents = cents ?? dollarsToCents(amount ?? 0);
  const originalCents =
    givenOriginalCents ??
    (originalAmount === undefined || originalAmount === null
      ? null
      : dollarsToCents(originalAmount));
  const saving = originalCents === null ? 0 : savingDollarsFromCents(originalCents, priceCents);
  return {
    amount: formatCents(priceCents, locale),
    monthly: isMonthlyOption(option),
    original: saving > 0 && originalCents !== null ? formatCents(originalCents, locale) : null,
    saving: saving > 0 ? formatSaving(saving, locale) : null,
    words: moneyWording(locale),
  };
}
