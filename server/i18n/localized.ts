/**
 * Localized texts from server messages (decision 179): `tr(m.errors_x, { max: 20 })` is a text
 * written in whichever language it is read in. An input may itself be a localized text (an
 * amount, a day, another message): it is written in the same language, so French reads
 * `1 234,56 $` and `27 novembre 2026` where English reads `$1,234.56` and `November 27, 2026`.
 */
import type { Locale, LocalizedText, TextInEither } from './locale';
import { textIn } from './locale';

/** A compiled message function: `m.x(inputs, { locale })`. */
type MessageFunction<Inputs> = (inputs: Inputs, options: { locale?: Locale }) => string;

/** An input as given: its value, or a text written in the message's language. */
type Given<Inputs> = { [Key in keyof Inputs]: Inputs[Key] | LocalizedText };

/** The message, with its inputs, as a text written in the language it is read in. */
export function tr<Inputs>(
  message: MessageFunction<Inputs>,
  inputs?: Given<Inputs>,
): LocalizedText {
  return (locale) => {
    const written = Object.fromEntries(
      Object.entries(inputs ?? {}).map(([name, value]) => [
        name,
        typeof value === 'function' ? (value as LocalizedText)(locale) : value,
      ]),
    ) as Inputs;
    return message(written, { locale });
  };
}

/** Texts joined by `separator`, each written in the language read. */
export function joined(texts: readonly TextInEither[], separator: string): LocalizedText {
  return (locale) => texts.map((text) => textIn(text, locale)).join(separator);
}

/** Digits in threes from the right: `1234567` as `1,234,567` (or with the given separator). */
function groupThousands(whole: number, separator: string): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * Integer cents as Canada writes them: `$1,234.56` in English, `1 234,56 $` in French (no-break
 * spaces); a negative amount with a minus sign (`−$5.00`, `−5,00 $`), as the notices write it.
 */
export function moneyIn(cents: number, locale: Locale): string {
  const sign = cents < 0 ? '−' : '';
  const magnitude = Math.abs(Math.round(cents));
  const whole = Math.floor(magnitude / 100);
  const fraction = String(magnitude % 100).padStart(2, '0');
  if (locale === 'fr') return `${sign}${groupThousands(whole, '\u00a0')},${fraction}\u00a0$`;
  return `${sign}$${groupThousands(whole, ',')}.${fraction}`;
}

/** A whole number as each language groups it: `2,000` in English, `2 000` in French. */
export function count(value: number): LocalizedText {
  return (locale) => groupThousands(value, locale === 'fr' ? '\u00a0' : ',');
}

/** An amount in cents as a localized text. */
export function money(cents: number): LocalizedText {
  return (locale) => moneyIn(cents, locale);
}

/** A monthly amount: `$104.55/mo`, `104,55 $/mois`. */
export function perMonthIn(cents: number, locale: Locale): string {
  return `${moneyIn(cents, locale)}${locale === 'fr' ? '/mois' : '/mo'}`;
}

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

/**
 * A calendar day (`2026-11-27`, or a timestamp starting with one) written out: `November 27,
 * 2026`, `27 novembre 2026` (`1er` for the first). Text that is not a day is given back as is.
 */
export function longDayIn(iso: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return iso;
  const [, year = '', monthText = '', dayText = ''] = match;
  const month = Number(monthText) - 1;
  const day = Number(dayText);
  if (month < 0 || month > 11 || day < 1 || day > 31) return iso;
  if (locale === 'fr') return `${day === 1 ? '1er' : day} ${FRENCH_MONTHS[month]} ${year}`;
  return `${MONTHS[month]} ${day}, ${year}`;
}

/** A calendar day as a localized text that keeps the English as given (an ISO day, say). */
export function dayKeptInEnglish(iso: string): LocalizedText {
  return (locale) => (locale === 'fr' ? longDayIn(iso, locale) : iso);
}

/** A calendar day as a localized text written out in both languages. */
export function longDay(iso: string): LocalizedText {
  return (locale) => longDayIn(iso, locale);
}

/** An hour of the day (0–23) as French writes it: `9 h`, `14 h 30`. */
export function frenchTime(hours: number, minutes = 0): string {
  return minutes === 0 ? `${hours} h` : `${hours} h ${String(minutes).padStart(2, '0')}`;
}

const FRENCH_TAX_CODES: Record<string, string> = {
  GST: 'TPS',
  HST: 'TVH',
  PST: 'TVP',
  RST: 'TVD',
  QST: 'TVQ',
};

/**
 * A tax's name as an invoice prints it (`GST 5%`, `QST 9.975%`, server/shared/sales-tax.ts) in
 * the language read: `TPS 5 %`, `TVQ 9,975 %` in French. A name of another shape stays as is.
 */
export function taxNameIn(name: string, locale: Locale): string {
  if (locale !== 'fr') return name;
  const match = /^(GST|HST|PST|RST|QST)(?: (\d+(?:\.\d+)?)%)?$/.exec(name);
  if (!match) return name;
  const [, code = '', percent] = match;
  const french = FRENCH_TAX_CODES[code] ?? code;
  return percent === undefined ? french : `${french} ${percent.replace('.', ',')}\u00a0%`;
}
