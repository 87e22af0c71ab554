/**
 * The language of a page request (decision 178). The address decides: `/fr/...` is the French
 * store and every other page the English one. A visit to an English address is sent to its
 * French twin only when the shopper chose French before (the `lang` cookie) or, with no choice
 * made, when the browser prefers French to English (Accept-Language). The browser's half is
 * src/i18n/locale.ts; the server never imports the web app, so the few names both read are
 * written again here and a test holds the two to the same values.
 */
import { LOCALES, languageFromAcceptLanguage } from '../i18n/locale';
import type { Locale } from '../i18n/locale';

export { languageFromAcceptLanguage };
export type SiteLocale = Locale;

export const SITE_LOCALES: readonly SiteLocale[] = LOCALES;
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
