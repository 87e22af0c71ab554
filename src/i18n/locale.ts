/**
 * The shopper's language (decision 178). The address decides it: `/fr/...` is the French store,
 * every other address the English one, on the server and in the browser alike (the router
 * rewrites `/fr/x` to its route `/x`, src/app/router.ts). The `lang` cookie only remembers a
 * choice, for the server to send a first visit of an English address to French
 * (server/site/locale-negotiation.ts).
 */
import {
  baseLocale,
  deLocalizeHref,
  getLocale,
  isLocale,
  localizeHref,
  locales,
} from './paraglide/runtime.js';
import type { Locale } from './paraglide/runtime.js';

export type { Locale };
export { baseLocale, deLocalizeHref, getLocale, isLocale, localizeHref, locales };

/** The cookie that remembers the language a shopper chose (a year). */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

/** The path prefix of the French store. */
export const FRENCH_PREFIX = '/fr';

/** BCP 47 tags of each language as written in Canada (`<html lang>`, hreflang, Intl). */
export const LANGUAGE_TAGS = { en: 'en-CA', fr: 'fr-CA' } as const satisfies Record<Locale, string>;

export type LanguageTag = (typeof LANGUAGE_TAGS)[Locale];

/** The language of a path: French under `/fr`, English everywhere else. */
export function localeOfPath(pathname: string): Locale {
  return pathname === FRENCH_PREFIX || pathname.startsWith(`${FRENCH_PREFIX}/`) ? 'fr' : 'en';
}

/** A path and query without its language prefix: `/fr/cart?x=1` is `/cart?x=1`. */
export function pathWithoutLocale(url: string): string {
  if (url === FRENCH_PREFIX) return '/';
  if (url.startsWith(`${FRENCH_PREFIX}/`)) return url.slice(FRENCH_PREFIX.length);
  if (url.startsWith(`${FRENCH_PREFIX}?`)) return `/${url.slice(FRENCH_PREFIX.length)}`;
  return url;
}

/** A path and query (without prefix) in the given language: `/cart` in French is `/fr/cart`. */
export function pathInLocale(url: string, locale: Locale): string {
  const bare = pathWithoutLocale(url);
  if (locale === 'en') return bare;
  return bare === '/' ? `${FRENCH_PREFIX}/` : `${FRENCH_PREFIX}${bare}`;
}

/** The language tag of the page being drawn. */
export function languageTag(locale: Locale = getLocale()): LanguageTag {
  return LANGUAGE_TAGS[locale];
}

/** A cookie value as a language, or null when it is none of ours (`lang=<script>` is null). */
export function localeFromCookieValue(value: string | null | undefined): Locale | null {
  return value && isLocale(value) ? value : null;
}
