import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { baseUrl, launchBrowser, newContext, openPageIn } from './browser';
import { addressIn, axeViewports, languages, violationsAtEachWidth, waitForContent } from './axe';
import type { Language } from './axe';

// Spec section 2's public routes, in English and at their French address (`/fr` + path), each at
// 390 and 1280 px wide, checked with every axe-core rule (WCAG 2.0, 2.1 and 2.2 A and AA, and
// axe's best practices such as unique landmarks). Any violation fails, with the rule and the
// elements it found. The signed-in routes are in accessibility-account.test.ts.
//
// The routes are checked a few at a time (the e2e project's maxConcurrency), each in a page of
// its own; the pages of one width and language share a context, so the app's hashed assets come
// from the browser's cache after the first page. Nothing here signs in or changes data.

let browser: Browser;
const contexts = new Map<string, BrowserContext>();

interface CatalogueFacts {
  category: string;
  subcategory: string;
  product: string;
}

async function graphql<T>(query: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return ((await response.json()) as { data: T }).data;
}

async function catalogueFacts(): Promise<CatalogueFacts> {
  const { getCategories } = await graphql<{
    getCategories: { categories: { id: string; slug: string; parentid: string | null }[] };
  }>('{ getCategories { categories { id slug parentid } } }');
  const { productList } = await graphql<{ productList: { products: { slug: string }[] } }>(
    '{ productList(limit: 1) { products { slug } } }',
  );
  const category = getCategories.categories.find((entry) => entry.parentid === null);
  const subcategory = getCategories.categories.find((entry) => entry.parentid === category?.id);
  const product = productList.products[0];
  if (!category || !subcategory || !product) throw new Error('the seeded catalogue is empty');
  return { category: category.slug, subcategory: subcategory.slug, product: product.slug };
}

let facts: CatalogueFacts;

beforeAll(async () => {
  browser = await launchBrowser();
  facts = await catalogueFacts();
  // One context per language, its pages drawn at the phone width first (violationsAtEachWidth).
  for (const language of languages) {
    contexts.set(language, await newContext(browser, axeViewports.phone));
  }
});

afterAll(async () => {
  for (const context of contexts.values()) await context.close();
  await browser?.close();
});

/** Each route and what shows that its content (not a skeleton) is on screen. */
const routes: {
  name: string;
  path: () => string;
  ready?: (page: Page, language: Language) => Promise<unknown>;
  /** The HTTP status the page answers with (200 unless said). */
  status?: number;
}[] = [
  { name: 'home', path: () => '/' },
  { name: 'darkpoutine', path: () => '/darkpoutine' },
  { name: 'category', path: () => `/category/${facts.category}` },
  { name: 'subcategory', path: () => `/category/${facts.category}/${facts.subcategory}` },
  { name: 'search', path: () => '/search/sofa' },
  { name: 'tag search', path: () => '/search/tag/lounge-chairs' },
  { name: 'product', path: () => `/productdetail/${facts.product}` },
  { name: 'product images', path: () => `/productimages/${facts.product}` },
  { name: 'swatches', path: () => '/swatches' },
  { name: 'cover kit', path: () => '/cover-kit' },
  { name: 'faq', path: () => '/faq' },
  { name: 'contact', path: () => '/contact' },
  { name: 'privacy policy', path: () => '/privacy-policy' },
  { name: 'terms of use', path: () => '/terms-of-use' },
  { name: 'liquidation sale policy', path: () => '/liquidation-sale-policy' },
  { name: 'our approach', path: () => '/our-approach' },
  { name: 'contract', path: () => '/contract' },
  { name: 'cart', path: () => '/cart' },
  { name: 'login', path: () => '/login' },
  { name: 'signup', path: () => '/signup' },
  { name: 'forgot password', path: () => '/forgot-password' },
  {
    name: 'not found',
    path: () => '/no/such/page',
    status: 404,
    ready: (page, language) =>
      page
        .getByText(
          language === 'fr'
            ? 'Nous ne trouvons pas la page que vous cherchez'
            : "We can't find the page you're looking for",
        )
        .waitFor(),
  },
  { name: 'unsupported browser', path: () => '/unsupported-browser' },
  {
    name: 'version',
    path: () => '/version',
    ready: (page) => page.getByTestId('release-version').waitFor(),
  },
];

describe.concurrent('accessibility of the public pages (axe-core, all rules)', () => {
  for (const route of routes) {
    for (const language of languages) {
      it(`${route.name} in ${language} at 390 and 1280 px has no violations`, async ({
        expect,
      }) => {
        const { page, problems } = await openPageIn(contexts.get(language)!);
        try {
          const response = await page.goto(`${baseUrl()}${addressIn(language, route.path())}`);
          expect(response?.status()).toBe(route.status ?? 200);
          expect(await page.evaluate(() => document.documentElement.lang)).toBe(
            language === 'fr' ? 'fr-CA' : 'en-CA',
          );
          await (route.ready ? route.ready(page, language) : waitForContent(page));
          expect(await violationsAtEachWidth(page)).toEqual({ phone: [], desktop: [] });
          expect(problems.filter((problem) => problem.startsWith('page error'))).toEqual([]);
        } finally {
          await page.close();
        }
      }, 120_000);
    }
  }
});
