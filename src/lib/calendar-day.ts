/**
 * Calendar days written out as Canada writes them in full, in the page's language (decision 178):
 * `December 22, 2026` in English, `22 décembre 2026` in French, exactly as
 * `Intl.DateTimeFormat('en-CA' | 'fr-CA', { year: 'numeric', month: 'long', day: 'numeric' })`
 * does (a unit test compares them). Written out rather than asked of Intl on the catalogue's
 * pages: a page's first Intl format loads the browser's locale data, about 25 ms of one task on
 * a fast machine, in the middle of starting the page (decision 146).
 */
import { getLocale, languageTag } from '../i18n/locale';
import type { Locale } from '../i18n/locale';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const FRENCH_MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
] as const;

/** The UTC calendar day of `date`, e.g. `December 22, 2026`; an invalid date gives ''. */
export function longUtcDay(date: Date, locale: Locale = getLocale()): string {
  if (Number.isNaN(date.getTime())) return '';
  if (locale === 'fr') {
    const day = date.getUTCDate();
    return `${day === 1 ? '1er' : day} ${FRENCH_MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
  }
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** A calendar day (`2026-11-22`, or a timestamp starting with one) as written: `November 22, 2026`. */
export function longDay(iso: string, locale: Locale = getLocale()): string {
  return longUtcDay(new Date(`${iso.slice(0, 10)}T00:00:00Z`), locale) || iso;
}

const weekdayFormats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * `2026-11-27` → `Friday, November 27, 2026` (the day as written, whatever the time zone). Asked of
 * Intl, made on first use: used on pages drawn in the browser (checkout, the account, the booking
 * flows), never while a drawn page starts.
 */
export function formatDay(iso: string, locale: Locale = getLocale()): string {
  let format = weekdayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(languageTag(locale), {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    weekdayFormats.set(locale, format);
  }
  return format.format(new Date(`${iso}T12:00:00Z`));
}
