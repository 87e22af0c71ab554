import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { baseUrl, launchBrowser, newContext, openPageIn } from './browser';
import { addressIn, axeViewports, languages, violationsAtEachWidth, waitForContent } from './axe';
import type { Language } from './axe';

// Spec section 2's signed-in routes (the account pages, a receipt and its print page, a
// delivery and its tracker, verification, referral, reviews) and the flows at their first screen
// (checkout's address choice, returns, swap, move, buyout, partner), in English and French, each
// at 390 and 1280 px wide, checked with every axe-core rule as accessibility.test.ts checks the
// public pages. Alex (the demo customer with furniture, receipts, deliveries and reviews to
// write) signs in once; the four contexts (two widths, two languages) start from that session.
// Every visit only reads: nothing is submitted, ordered or booked.

const ALEX = { email: 'alex.tremblay@example.ca', password: 'Storefront-demo-2026' };

let browser: Browser;
const contexts = new Map<string, BrowserContext>();

/** The ids the pages need, read from Alex's own lists (the seed's, as other files leave them). */
interface Owned {
  receipt: string;
  delivery: string;
  address: string;
  review: string;
}
let owned: Owned;

/** The first link on the page whose address starts with `prefix`, and the rest of its path. */
async function firstLinkUnder(page: Page, path: string, prefix: string): Promise<string> {
  await page.goto(`${baseUrl()}${path}`);
  await waitForContent(page);
  const link = page.locator(`#main a[href^="${prefix}"]:not([href$="/new"])`).first();
  const href = await link.getAttribute('href', { timeout: 15_000 });
  return href!.slice(prefix.length);
}

beforeAll(async () => {
  browser = await launchBrowser();
  const signing = await newContext(browser, axeViewports.desktop);
  const page = await signing.newPage();
  await page.goto(`${baseUrl()}/login`);
  await page.getByRole('textbox', { name: /Email/ }).fill(ALEX.email);
  await page.getByLabel(/^Password/).fill(ALEX.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByTestId('account-link').filter({ hasText: 'My Account' }).waitFor();
  owned = {
    receipt: await firstLinkUnder(page, '/account/receipts', '/account/receipts/print/'),
    delivery: await firstLinkUnder(page, '/account/deliveries', '/delivery/'),
    address: await firstLinkUnder(page, '/account/address', '/account/address/'),
    review: await firstLinkUnder(page, '/account/product-review', '/account/product-review/'),
  };
  const storageState = await signing.storageState();
  await signing.close();
  // One context per language, its pages drawn at the phone width first (violationsAtEachWidth).
  for (const language of languages) {
    const context = await browser.newContext({
      viewport: axeViewports.phone,
      locale: 'en-CA',
      timezoneId: 'America/Toronto',
      storageState,
    });
    contexts.set(language, context);
  }
}, 120_000);

afterAll(async () => {
  for (const context of contexts.values()) await context.close();
  await browser?.close();
});

/** Each signed-in route; `path` is the English address (French is `/fr` + it). */
const routes: { name: string; path: () => string; live?: boolean }[] = [
  { name: 'account', path: () => '/account' },
  { name: 'account overview', path: () => '/account/overview' },
  { name: 'account details', path: () => '/account/accountdetails' },
  { name: 'my products', path: () => '/account/my-products' },
  { name: 'profile', path: () => '/account/profile' },
  { name: 'address book', path: () => '/account/address' },
  { name: 'an address', path: () => `/account/address/${owned.address}` },
  { name: 'a new address', path: () => '/account/address/shipping/new' },
  { name: 'payment information', path: () => '/account/payment-information' },
  { name: 'receipts', path: () => '/account/receipts' },
  { name: 'a receipt to print', path: () => `/account/receipts/print/${owned.receipt}` },
  { name: 'billing history', path: () => '/account/billing-history' },
  { name: 'upcoming bill', path: () => '/account/upcoming-bill' },
  { name: 'deliveries', path: () => '/account/deliveries' },
  { name: 'a delivery', path: () => `/account/deliveries/${owned.delivery}` },
  { name: 'a delivery by text message', path: () => `/account/deliveries/${owned.delivery}/sms` },
  { name: 'delivery tracker', path: () => `/delivery/${owned.delivery}`, live: true },
  { name: 'unsigned agreements', path: () => '/account/unsigned-agreements' },
  { name: 'referral', path: () => '/account/referral' },
  { name: 'verification', path: () => '/verification' },
  { name: 'mobile verification', path: () => '/verification/mobile' },
  { name: 'reviews to write', path: () => '/account/product-review' },
  { name: 'a review', path: () => `/account/product-review/${owned.review}` },
  { name: 'checkout address choice', path: () => '/checkout/address-select' },
  { name: 'choose an address', path: () => '/selectaddress/shipping' },
  { name: 'returns', path: () => '/returns' },
  { name: 'return center choice', path: () => '/returncenter/select' },
  { name: 'swap', path: () => '/swapproducts' },
  { name: 'move', path: () => '/moveproducts' },
  { name: 'buyout', path: () => '/buyout' },
  { name: 'partner', path: () => '/partner/step/address' },
];

describe.concurrent('accessibility of the signed-in pages (axe-core, all rules)', () => {
  for (const route of routes) {
    for (const language of languages) {
      it(`${route.name} in ${language} at 390 and 1280 px has no violations`, async ({
        expect,
      }) => {
        const { page, problems } = await openPageIn(contexts.get(language)!);
        try {
          const address = addressIn(language as Language, route.path());
          const response = await page.goto(`${baseUrl()}${address}`);
          expect(response?.status()).toBe(200);
          await waitForContent(page, route.live);
          // Still signed in, on the page asked for (not sent to the sign-in page).
          expect(new URL(page.url()).pathname).not.toMatch(/\/login$/);
          expect(await page.evaluate(() => document.documentElement.lang)).toBe(
            language === 'fr' ? 'fr-CA' : 'en-CA',
          );
          expect(await violationsAtEachWidth(page)).toEqual({ phone: [], desktop: [] });
          expect(problems.filter((problem) => problem.startsWith('page error'))).toEqual([]);
        } finally {
          await page.close();
        }
      }, 120_000);
    }
  }
});
