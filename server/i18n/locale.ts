/**
 * The language the server answers a person in (decision 179): English or Canadian French. The
 * web app names its page's language in every API call's `Accept-Language` (`fr-CA` on a `/fr`
 * page); mail, texts and agreements use the customer's own choice instead.
 */
export type Locale = 'en' | 'fr';

export const LOCALES: readonly Locale[] = ['en', 'fr'];

function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/**
 * The language the browser prefers between ours, by Accept-Language's weights (`fr-CA,fr;q=0.9,
 * en;q=0.8` is French); null when it names neither. On equal weights the first named wins.
 */
export function languageFromAcceptLanguage(header: string | undefined): Locale | null {
  let best: { locale: Locale; weight: number } | null = null;
  for (const part of (header ?? '').split(',').slice(0, 32)) {
    const [tag = '', ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0] ?? '';
    if (!isLocale(primary)) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    // A weight that is not a number (`q=abc`) leaves the language out, as an unreadable tag.
    const weight = q === undefined ? 1 : /^q=[\d.]+$/.test(q) ? Number(q.slice(2)) : NaN;
    if (!Number.isFinite(weight) || weight <= 0) continue;
    if (!best || weight > best.weight) best = { locale: primary, weight };
  }
  return best?.locale ?? null;
}

/** The language a request asks for: French when Accept-Language prefers it, else English. */
export function localeOfRequest(headers: Record<string, string | string[] | undefined>): Locale {
  const header = headers['accept-language'];
  return languageFromAcceptLanguage(Array.isArray(header) ? header[0] : header) ?? 'en';
}

/** A text a person reads, written in either language when it is shown. */
export type LocalizedText = (locale: Locale) => string;

/** A text given as English only (older call sites) or in both languages. */
export type TextInEither = string | LocalizedText;

/** The text in `locale`; a plain string is the same in both. */
export function textIn(text: TextInEither, locale: Locale): string {
  return typeof text === 'function' ? text(locale) : text;
}

/** What decides the language of a customer's mail and texts. */
export interface ReaderFacts {
  /** The language the customer chose, when they chose one. */
  preferred: Locale | null;
  /** The province of the address the message is about (or of their default address). */
  province: string | null;
}

/**
 * The language of a customer's mail and texts (decision 179): the one they chose; otherwise
 * French when the address is in Quebec, English when it is elsewhere; with no address at all
 * (an account just created), the language of the page that asked (`fallback`), else English.
 */
export function readerLocale(facts: ReaderFacts, fallback: Locale = 'en'): Locale {
  if (facts.preferred) return facts.preferred;
  if (facts.province) return facts.province === 'QC' ? 'fr' : 'en';
  return fallback;
}
