import { describe, expect, it } from 'vitest';
import * as browser from '../../src/i18n/locale';
import {
  FRENCH_PREFIX,
  HTML_LANG,
  LANGUAGE_COOKIE,
  SITE_LOCALES,
  languageFromAcceptLanguage,
  languageFromCookieHeader,
  localeOfUrl,
  negotiatedRedirect,
  withHtmlLang,
  withoutLocale,
} from '../../server/site/locale-negotiation';

describe('the language of a page (decision 178)', () => {
  it('names what the browser names, in the server too', () => {
    expect(LANGUAGE_COOKIE).toBe(browser.LANGUAGE_COOKIE);
    expect(FRENCH_PREFIX).toBe(browser.FRENCH_PREFIX);
    expect(HTML_LANG).toEqual(browser.LANGUAGE_TAGS);
    expect([...SITE_LOCALES]).toEqual([...browser.locales]);
  });

  it.each([
    ['/', 'en', '/'],
    ['/fr', 'fr', '/'],
    ['/fr/', 'fr', '/'],
    ['/fr?city=6', 'fr', '/?city=6'],
    ['/fr/productdetail/laurentian-sofa', 'fr', '/productdetail/laurentian-sofa'],
    ['/fr/account/receipts?page=2', 'fr', '/account/receipts?page=2'],
    ['/french-doors', 'en', '/french-doors'],
    ['/frx/cart', 'en', '/frx/cart'],
    ['/xx/', 'en', '/xx/'],
  ])('reads %s as %s, the route %s', (url, locale, bare) => {
    expect(localeOfUrl(url)).toBe(locale);
    expect(withoutLocale(url)).toBe(bare);
    expect(browser.localeOfPath(url.split('?')[0]!)).toBe(locale);
    expect(browser.pathWithoutLocale(url)).toBe(bare);
  });

  it('writes a route in either language', () => {
    expect(browser.pathInLocale('/', 'fr')).toBe('/fr/');
    expect(browser.pathInLocale('/cart?x=1', 'fr')).toBe('/fr/cart?x=1');
    expect(browser.pathInLocale('/fr/cart', 'en')).toBe('/cart');
    expect(browser.pathInLocale('/fr/cart', 'fr')).toBe('/fr/cart');
    expect(browser.pathInLocale('/fr/', 'en')).toBe('/');
  });

  it('reads the cookie, refusing anything that is not one of the two languages', () => {
    expect(languageFromCookieHeader('city=6; lang=fr')).toBe('fr');
    expect(languageFromCookieHeader('lang=en')).toBe('en');
    expect(languageFromCookieHeader('lang=<script>')).toBeNull();
    expect(languageFromCookieHeader('lang=de')).toBeNull();
    expect(languageFromCookieHeader('golang=fr')).toBeNull();
    expect(languageFromCookieHeader(undefined)).toBeNull();
    expect(browser.localeFromCookieValue('<script>')).toBeNull();
    expect(browser.localeFromCookieValue('fr')).toBe('fr');
  });

  it.each([
    ['fr-CA,fr;q=0.9,en;q=0.8', 'fr'],
    ['en-CA,en;q=0.9,fr;q=0.8', 'en'],
    ['de-DE,fr;q=0.5', 'fr'],
    ['en;q=0.4,fr;q=0.6', 'fr'],
    ['fr;q=0, en', 'en'],
    ['de,es', null],
    ['', null],
    ['fr;q=abc', null],
  ])('negotiates Accept-Language %j as %s', (header, locale) => {
    expect(languageFromAcceptLanguage(header)).toBe(locale);
  });

  it('sends only a first visit of an English address to French', () => {
    const frenchBrowser = { 'accept-language': 'fr-CA,fr;q=0.9' };
    expect(negotiatedRedirect('/', frenchBrowser)).toBe('/fr/');
    expect(negotiatedRedirect('/cart?x=1', frenchBrowser)).toBe('/fr/cart?x=1');
    // A choice made wins over the browser's preference, either way.
    expect(negotiatedRedirect('/cart', { ...frenchBrowser, cookie: 'lang=en' })).toBeNull();
    expect(negotiatedRedirect('/cart', { cookie: 'lang=fr' })).toBe('/fr/cart');
    // A French address is never moved; an English browser stays in English.
    expect(negotiatedRedirect('/fr/cart', { cookie: 'lang=en' })).toBeNull();
    expect(negotiatedRedirect('/cart', { 'accept-language': 'en-US,en;q=0.9' })).toBeNull();
    expect(negotiatedRedirect('/cart', { cookie: 'lang=<script>' })).toBeNull();
  });

  it('writes the page language into index.html', () => {
    const html = '<!doctype html>\n<html lang="en-CA">\n<head></head></html>';
    expect(withHtmlLang(html, 'fr')).toContain('<html lang="fr-CA">');
    expect(withHtmlLang(html, 'en')).toContain('<html lang="en-CA">');
  });
});
