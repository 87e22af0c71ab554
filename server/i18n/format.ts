/**
 * Money, days, hours and tax names as a reader of either language writes them (decision 179):
 * `$1,234.56`, `November 27, 2026`, `9 am` and `HST` in English; `1 234,56 $`,
 * `27 novembre 2026`, `9 h` and `TVH` in Canadian French. Only Intl: nothing of the server.
 */
import type { Locale } from './locale';

const money = {
  en: new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' }),
  fr: new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' }),
} as const;

/** Cents as money: `$1,234.56` / `1 234,56 $` (a negative amount as `−$5.00` / `−5,00 $`). */
export function moneyIn(cents: number, locale: Locale): string {
  const format = money[locale];
  return cents < 0 ? `−${format.format(-cents / 100)}` : format.format(cents / 100);
}

const longDays = {
  en: new Intl.DateTimeFormat('en-CA', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }),
  fr: new Intl.DateTimeFormat('fr-CA', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }),
} as const;

const weekdays = {
  en: new Intl.DateTimeFormat('en-CA', { weekday: 'long', timeZone: 'UTC' }),
  fr: new Intl.DateTimeFormat('fr-CA', { weekday: 'long', timeZone: 'UTC' }),
} as const;

const dayOf = (date: string) => new Date(`${date}T00:00:00Z`);

/** A calendar day (`YYYY-MM-DD`) written out: `November 27, 2026` / `27 novembre 2026`. */
export function longDayIn(date: string, locale: Locale): string {
  return longDays[locale].format(dayOf(date));
}

/** The day of the week: `Friday` / `vendredi`. */
export function weekdayIn(date: string, locale: Locale): string {
  return weekdays[locale].format(dayOf(date));
}

/** An hour of the day: `9 am`, `noon`, `2 pm` / `9 h`, `12 h`, `14 h`. */
export function hourIn(hour: number, locale: Locale): string {
  if (locale === 'fr') return `${hour % 24} h`;
  if (hour === 0 || hour === 24) return 'midnight';
  if (hour === 12) return 'noon';
  return hour < 12 ? `${hour} am` : `${hour - 12} pm`;
}

const FRENCH_TAX_NAMES: Record<string, string> = {
  GST: 'TPS',
  HST: 'TVH',
  QST: 'TVQ',
  PST: 'TVP',
  RST: 'TVD',
};

/** A tax with its rate: `HST (13%)` / `TVH (13 %)`, `QST (9.975%)` / `TVQ (9,975 %)`. */
export function taxWithRateIn(name: string, ratePercent: number, locale: Locale): string {
  const rate = Number(ratePercent.toFixed(3));
  if (locale === 'en') return `${name} (${rate}%)`;
  return `${FRENCH_TAX_NAMES[name] ?? name} (${String(rate).replace('.', ',')} %)`;
}
