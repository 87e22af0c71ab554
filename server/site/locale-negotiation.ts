/**
 * The language of a page request (decision 178). The address decides: `/fr/...` is the French
 * store and every other page the English one. A visit to an English address is sent to its
 * French twin only when the shopper chose French before (the `lang` cookie) or, with no choice
 * made, when the browser prefers French to English (Accept-Language). The browser's half is
 * src/i18n/locale.ts; the server never imports the web app, so the few names both read are
 * written again here and a test holds the two to the same values.
 */
export type SiteLocale = 'en' | 'fr';

export const SITE_LOCALES: readonly SiteLocale[] = ['en', 'fr'];
export const LANGUAGE_COOKIE = 'lang';
export const FRENCH_PREFIX = '/fr';
export const HTML_LANG: Record<SiteLocale, string> = { en: 'en-CA', fr: 'fr-CA' };

function isSiteLocale(value: string): value is SiteLocale {
  return (SITE_LOCALES as readonly string[]).includes(value);
}

/** The language of a path and query: French under `/fr`, English elsewhere. */
export function localeOfUrl(url: string): SiteLocale {
  const pathname = url.split('?')[0] ?? '/';
  return pathname === FRENCH_PREFIX || pathname.startsWith(`${FRENCH_PREFIX}/`) ? 'fr' : 'en';
}

/** A path and query without its language prefix (`/fr/cart?x` is `/cart?x`). */
export function withoutLocale(url: string): string {
  if (url === FRENCH_PREFIX) return '/';
  if (url.startsWith(`${FRENCH_PREFIX}/`)) return url.slice(FRENCH_PREFIX.length);
  if (url.startsWith(`${FRENCH_PREFIX}?`)) return `/${url.slice(FRENCH_PREFIX.length)}`;
  return url;
}

/** The language the `lang` cookie remembers, or null (absent, or not one of ours). */
export function languageFromCookieHeader(header: string | undefined): SiteLocale | null {
  const match = /(?:^|;\s*)lang=([^;]*)/.exec(header ?? '');
  const value = match?.[1]?.trim().toLowerCase();
  return value && isSiteLocale(value) ? value : null;
}

/**
 * The language the browser prefers between ours, by Accept-Language's weights (`fr-CA,fr;q=0.9,
 * en;q=0.8` is French); null when it names neither. On equal weights the first named wins.
 */
export function languageFromAcceptLanguage(header: string | undefined): SiteLocale | null {
  let best: { locale: SiteLocale; weight: number } | null = null;
  for (const part of (header ?? '').split(',').slice(0, 32)) {
    const [tag = '', ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0] ?? '';
    if (!isSiteLocale(primary)) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    // A weight that is not a number (`q=abc`) leaves the language out, as an unreadable tag.
    const weight = q === undefined ? 1 : /^q=[\d.]+$/.test(q) ? Number(q.slice(2)) : NaN;
    if (!Number.isFinite(weight) || weight <= 0) continue;
    if (!best || weight > best.weight) best = { locale: primary, weight };
  }
  return best?.locale ?? null;
}

/**
 * Where a page request for `url` is sent first, or null to answer it as asked: only an English
 * address moves, to French, when the cookie chose French or, without a choice, the browser
 * prefers it.
 */
export function negotiatedRedirect(
  url: string,
  headers: { cookie?: string | undefined; 'accept-language'?: string | undefined },
): string | null {
  if (localeOfUrl(url) !== 'en') return null;
  const chosen =
    languageFromCookieHeader(headers.cookie) ??
    languageFromAcceptLanguage(headers['accept-language']);
  if (chosen !== 'fr') return null;
  return `${FRENCH_PREFIX}${url}`;
}

/** index.html with `<html lang>` in the page's language. */
export function withHtmlLang(html: string, locale: SiteLocale): string {
  return html.replace(/<html lang="[^"]*"/, `<html lang="${HTML_LANG[locale]}"`);
}
