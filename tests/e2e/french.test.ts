import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  openPageIn,
  productSlugs,
  viewports,
} from './browser';

// The store in French (decision 178): /fr addresses, the language switch, the first visit's
// negotiation, and the head a search engine reads.

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function firstProductPath(): Promise<string> {
  const [slug] = await productSlugs(1);
  return `/productdetail/${slug}`;
}

describe('the French store', () => {
  it.each([
    ['phone', viewports.phone],
    ['desktop', viewports.desktop],
  ])('draws /fr/ in French at %s width, its links staying in French', async (_name, viewport) => {
    const { page, problems } = await openPage(browser, viewport);
    await page.goto(`${baseUrl()}/fr/`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr-CA');
    await page.getByRole('contentinfo').getByText('Nous joindre').waitFor();
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical!).pathname).toBe('/fr/');
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((link) => [
          link.getAttribute('hreflang'),
          new URL(link.getAttribute('href')!).pathname,
        ]),
      );
    expect(alternates).toEqual([
      ['en-CA', '/'],
      ['fr-CA', '/fr/'],
      ['x-default', '/'],
    ]);
    // Every address the page writes to another page of the store is French (but the switch's).
    const hrefs = await page
      .locator('#root a[href^="/"]:not([data-testid="language-switch"])')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    const pages = hrefs.filter((href) => !/^\/(assets|images|graphql)\//.test(href));
    expect(pages.length).toBeGreaterThan(10);
    expect(pages.filter((href) => !href.startsWith('/fr/'))).toEqual([]);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('keeps the product and the cart when the shopper switches language, and remembers it', async () => {
    const { page, problems } = await openPage(browser, viewports.desktop);
    const product = await firstProductPath();
    await page.goto(`${baseUrl()}${product}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByTestId('cart-popup').waitFor();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByTestId('cart-link').textContent()).resolves.toContain('Cart, 1 item');

    await page.getByRole('banner').getByRole('link', { name: 'Français' }).click();
    await page.waitForURL(`${baseUrl()}/fr${product}`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr-CA');
    await page.getByTestId('cart-link').getByText('Panier, 1 article').waitFor();
    expect(await page.evaluate(() => document.cookie)).toContain('lang=fr');

    // Remembered: the English address of another page now opens in French.
    await page.goto(`${baseUrl()}/faq`);
    expect(new URL(page.url()).pathname).toBe('/fr/faq');

    // And back: the footer's switch leads to the English page and keeps the cart.
    await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
    await page.waitForURL(`${baseUrl()}/faq`);
    await page.getByTestId('cart-link').getByText('Cart, 1 item').waitFor();
    await page.goto(`${baseUrl()}/contact`);
    expect(new URL(page.url()).pathname).toBe('/contact');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('sends a first visit from a French browser to French, and never an English one', async () => {
    const french = await browser.newContext({ locale: 'fr-CA', viewport: viewports.phone });
    const { page } = await openPageIn(french);
    await page.goto(`${baseUrl()}/faq`);
    expect(new URL(page.url()).pathname).toBe('/fr/faq');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr-CA');
    // The menu offers English, and choosing it is kept over the browser's preference.
    await page.getByRole('button', { name: /menu/i }).first().click();
    await page.getByRole('dialog').getByRole('link', { name: 'English' }).click();
    await page.waitForURL(`${baseUrl()}/faq`);
    await page.goto(`${baseUrl()}/contact`);
    expect(new URL(page.url()).pathname).toBe('/contact');
    await french.close();

    const english = await openPage(browser, viewports.phone);
    await english.page.goto(`${baseUrl()}/faq`);
    expect(new URL(english.page.url()).pathname).toBe('/faq');
    expect(await english.page.evaluate(() => document.documentElement.lang)).toBe('en-CA');
    await english.page.context().close();
  });

  it('answers unknown languages with English or the not-found page, never an error', async () => {
    const cookie = await fetch(`${baseUrl()}/faq`, {
      headers: { accept: 'text/html', cookie: 'lang=<script>' },
      redirect: 'manual',
    });
    expect(cookie.status).toBe(200);
    expect(await cookie.text()).toContain('<html lang="en-CA"');
    const unknown = await fetch(`${baseUrl()}/xx/`, {
      headers: { accept: 'text/html' },
      redirect: 'manual',
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('find the page you');
    const frenchMissing = await fetch(`${baseUrl()}/fr/productdetail/no-such-product`, {
      headers: { accept: 'text/html' },
    });
    expect(frenchMissing.status).toBe(404);
    expect(await frenchMissing.text()).toContain('<html lang="fr-CA"');
  });
});
