/**
 * Public pages drawn on the server (decision 123): their HTML carries the heading, prices and
 * product links before any script runs, and the browser hydrates them without a mismatch and
 * without asking the API again for the data the page came with.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newContext, openPageIn, viewports } from './browser';

let browser: Browser;
let productPath: string;

const CATEGORY_PATH = '/category/living-room';
const PRICE = /\$\d[\d,]*(?:\.\d\d)?/;

beforeAll(async () => {
  browser = await launchBrowser();
  // The category's first product, as the server's HTML links it.
  const html = await (await fetch(`${baseUrl()}${CATEGORY_PATH}`)).text();
  const slug = /href="\/productdetail\/([^"?]+)"/.exec(html)?.[1];
  if (!slug) throw new Error('the category page links no product');
  productPath = `/productdetail/${slug}`;
});

afterAll(async () => {
  await browser?.close();
});

/** A context with JavaScript off: what a visitor sees before any script runs. */
async function withoutJavaScript(): Promise<BrowserContext> {
  return browser.newContext({
    viewport: viewports.phone,
    locale: 'en-CA',
    timezoneId: 'America/Toronto',
    javaScriptEnabled: false,
  });
}

async function headingOf(page: Page): Promise<string> {
  return ((await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '').trim();
}

/** The GraphQL operations the page asks for (by name), recorded from the first request on. */
function recordOperations(page: Page): string[] {
  const operations: string[] = [];
  page.on('request', (request) => {
    if (!request.url().includes('/graphql')) return;
    const body = request.postData() ?? '';
    operations.push(
      /"operationName":"(\w+)"/.exec(body)?.[1] ?? /query (\w+)/.exec(body)?.[1] ?? '?',
    );
  });
  return operations;
}

describe('server-drawn pages without JavaScript', () => {
  it('home: heading, prices and product links are in the HTML', async () => {
    const context = await withoutJavaScript();
    const page = await context.newPage();
    const response = await page.goto(`${baseUrl()}/`);
    expect(response?.status()).toBe(200);
    expect(await headingOf(page)).toMatch(/furniture/i);
    expect(await page.title()).toMatch(/Pivot Furniture/);
    const main = (await page.locator('main').textContent()) ?? '';
    expect(main).toMatch(PRICE);
    expect(await page.locator('main a[href^="/productdetail/"]').count()).toBeGreaterThan(0);
    // Styled by the stitches CSS the page carries: the header is laid out, not bare text.
    expect(await page.locator('style#stitches').count()).toBe(1);
    await context.close();
  });

  it('a category: heading, prices and product links are in the HTML', async () => {
    const context = await withoutJavaScript();
    const page = await context.newPage();
    const response = await page.goto(`${baseUrl()}${CATEGORY_PATH}`);
    expect(response?.status()).toBe(200);
    expect(await headingOf(page)).toBe('Living Room');
    expect(await page.title()).toMatch(/Living Room/);
    expect((await page.locator('main').textContent()) ?? '').toMatch(PRICE);
    expect(await page.locator('main a[href^="/productdetail/"]').count()).toBeGreaterThan(3);
    // The sort menu shows its choice before any script runs.
    expect(await page.getByRole('combobox', { name: 'Sort by' }).textContent()).toBe('Featured');
    // The quick-link row shows it scrolls, without scripts: shadows at the edges with more links.
    expect(
      await page
        .getByRole('navigation', { name: 'Popular categories' })
        .locator('ul')
        .evaluate((list) => getComputedStyle(list).backgroundImage),
    ).toContain('radial-gradient');
    await context.close();
  });

  it('a product: heading, price, head tags and JSON-LD are in the HTML', async () => {
    const context = await withoutJavaScript();
    const page = await context.newPage();
    const response = await page.goto(`${baseUrl()}${productPath}`);
    expect(response?.status()).toBe(200);
    const heading = await headingOf(page);
    expect(heading.length).toBeGreaterThan(0);
    expect(await page.title()).toContain(heading);
    expect((await page.locator('main').textContent()) ?? '').toMatch(PRICE);
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(heading);
    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ '@type': 'Product', name: heading });
    // Its links to other pages are plain links that work without scripts.
    expect(await page.locator('a[href^="/category/"]').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('a path no page takes, an unknown product or category is the not-found page, with a 404', async () => {
    const context = await withoutJavaScript();
    const page = await context.newPage();
    for (const path of ['/no/such/page', '/productdetail/no-such-sofa', '/category/no-such-room']) {
      const response = await page.goto(`${baseUrl()}${path}`);
      expect(response?.status(), path).toBe(404);
      expect(await headingOf(page), path).toMatch(/can't find the page/);
    }
    await context.close();
  });

  it('a NUL or an overlong search in a path is answered 4xx or with the page, never a 500', async () => {
    const context = await withoutJavaScript();
    const page = await context.newPage();
    const cases: [string, number][] = [
      ['/productdetail/%00', 404],
      ['/productimages/%00', 404],
      ['/search/a%00', 404],
      ['/search/tag/%00', 404],
      [`/search/${'a'.repeat(201)}`, 404],
      [`${CATEGORY_PATH}?values=%00`, 200],
      [`${CATEGORY_PATH}?colors=%00`, 200],
      [`${productPath}?values=%00`, 200],
      [`${productPath}?values=abc`, 200],
    ];
    for (const [path, status] of cases) {
      const response = await page.goto(`${baseUrl()}${path}`);
      expect(response?.status(), path).toBe(status);
      expect(await headingOf(page), path).not.toMatch(/didn.t load/);
    }
    await context.close();
  });

  it("a product not sold in the shopper's city is the not-found page's product variant, with a 404", async () => {
    const ask = async <T>(query: string): Promise<T> => {
      const response = await fetch(`${baseUrl()}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      });
      return ((await response.json()) as { data: T }).data;
    };
    const { getCities } = await ask<{ getCities: { id: string }[] }>('{ getCities { id } }');
    const listed = new Map<string, Set<string>>();
    for (const { id } of getCities) {
      const slugs = new Set<string>();
      for (const offset of [0, 100]) {
        const { productList } = await ask<{ productList: { products: { slug: string }[] } }>(
          `{ productList(cityId: "${id}", limit: 100, offset: ${offset}) { products { slug } } }`,
        );
        for (const product of productList.products) slugs.add(product.slug);
      }
      listed.set(id, slugs);
    }
    const everywhere = new Set([...listed.values()].flatMap((slugs) => [...slugs]));
    let found: { slug: string; cityId: string; name: string } | null = null;
    for (const slug of everywhere) {
      const missing = [...listed].find(([, slugs]) => !slugs.has(slug));
      if (!missing) continue;
      const { productDetails } = await ask<{
        productDetails: { availableInCity: boolean; parent: { name: string } };
      }>(
        `{ productDetails(cityId: "${missing[0]}", slug: "${slug}") { availableInCity parent { name } } }`,
      );
      if (!productDetails.availableInCity) {
        found = { slug, cityId: missing[0], name: productDetails.parent.name };
        break;
      }
    }
    expect(found, 'the seed has a product some city does not sell').not.toBeNull();
    const context = await withoutJavaScript();
    await context.addCookies([{ name: 'city', value: found!.cityId, url: baseUrl() }]);
    const page = await context.newPage();
    const response = await page.goto(`${baseUrl()}/productdetail/${found!.slug}`);
    expect(response?.status()).toBe(404);
    expect(await headingOf(page)).toBe(
      `Sorry - ${found!.name} is currently not available in your location.`,
    );
    await context.close();
  });
});

describe('server-drawn pages with JavaScript', () => {
  const pages = () => [
    { name: 'home', path: '/', data: ['GetFeaturedProducts', 'GetSocialImages'] },
    { name: 'a category', path: CATEGORY_PATH, data: ['ProductList', 'ProductFilters'] },
    { name: 'a product', path: productPath, data: ['ProductDetails'] },
  ];

  for (const [index, label] of ['home', 'a category', 'a product'].entries()) {
    it(`hydrates ${label} without a warning, an error or a second fetch`, async () => {
      const { name, path, data } = pages()[index]!;
      const context = await newContext(browser, viewports.phone);
      const { page, problems } = await openPageIn(context);
      const operations = recordOperations(page);
      await page.goto(`${baseUrl()}${path}`);
      // Hydrated: the app answers a client-side navigation (no document request).
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      const heading = await headingOf(page);
      expect(heading, name).not.toBe('');
      await page.waitForTimeout(500);
      expect(problems, name).toEqual([]);
      // The loaders ran once, on the server: the page's data came with it.
      expect(
        operations.filter((operation) => data.includes(operation)),
        name,
      ).toEqual([]);
      expect(
        operations.filter((operation) => operation === 'GetCategories'),
        name,
      ).toEqual([]);
      await context.close();
    });
  }

  it('navigates in the browser after hydration', async () => {
    const context = await newContext(browser, viewports.desktop);
    const { page, problems } = await openPageIn(context);
    await page.goto(`${baseUrl()}${CATEGORY_PATH}`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    let documents = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents += 1;
    });
    await page.locator(`main a[href="${productPath}"]`).first().click();
    await page.waitForURL(`**${productPath}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(documents).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("draws the page for the shopper's city (the city cookie) and hydrates it", async () => {
    const context = await newContext(browser, viewports.desktop);
    const url = new URL(baseUrl());
    await context.addCookies([{ name: 'city', value: '1', domain: url.hostname, path: '/' }]);
    await context.addInitScript(() => localStorage.setItem('city', '1'));
    const html = await (
      await context.request.get(`${baseUrl()}/`, { headers: { accept: 'text/html' } })
    ).text();
    // The header's location button names the city the page was drawn for.
    expect(html).toMatch(/Location: <\/span><span[^>]*>Vancouver<\/span>/);
    const { page, problems } = await openPageIn(context);
    await page.goto(`${baseUrl()}/`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.waitForTimeout(500);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('draws a product page on the ownership cookie and hydrates it on the same way to pay', async () => {
    const context = await newContext(browser, viewports.phone);
    const url = new URL(baseUrl());
    await context.addCookies([
      { name: 'ownership', value: 'finalsaleownv3', domain: url.hostname, path: '/' },
    ]);
    const html = await (
      await context.request.get(`${baseUrl()}${productPath}`, { headers: { accept: 'text/html' } })
    ).text();
    const group = html.slice(html.indexOf('data-testid="way-to-pay"'));
    const drawn = (
      group.split('role="radio"').find((part) => part.includes('aria-checked="true"')) ?? ''
    )
      .split('</button>')[0]!
      .replace(/^[^>]*>/, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    expect(drawn).not.toBe('');
    const { page, problems } = await openPageIn(context);
    await page.goto(`${baseUrl()}${productPath}`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const live = page.getByTestId('way-to-pay').locator('[role="radio"][aria-checked="true"]');
    expect((await live.innerText()).replace(/\s+/g, ' ').trim()).toBe(drawn);
    await page.waitForTimeout(500);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('greets a shopper who signs in after arriving on a server-drawn page', async () => {
    const context = await newContext(browser, viewports.desktop);
    const { page, problems } = await openPageIn(context);
    await page.goto(`${baseUrl()}/faq`);
    // Signed out in the server's HTML and after hydration.
    await page.getByRole('link', { name: 'Sign in' }).first().click();
    await page.waitForURL(/\/login/);
    await page.getByRole('textbox', { name: /Email/ }).fill('sam.nguyen@example.ca');
    await page.getByLabel(/^Password/).fill('Storefront-demo-2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The app that hydrated the FAQ asks for the profile once the session is known.
    await page.getByTestId('header-greeting').filter({ hasText: 'Hi, Sam' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('mirrors a city chosen before the cookie existed into the cookie', async () => {
    const context = await newContext(browser, viewports.desktop);
    await context.addInitScript(() => localStorage.setItem('city', '2'));
    const { page, problems } = await openPageIn(context);
    await page.goto(`${baseUrl()}/faq`);
    await page.waitForFunction(() => document.cookie.includes('city=2'));
    expect(problems).toEqual([]);
    await context.close();
  });
});
