import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectNoAxeViolations, launchBrowser, openPage, viewports } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const PRODUCT = 'bedford-apartment-sofa';

/** The `?colors=` list of the current URL, however the router wrote it. */
function searchParam(page: Page, name: string): unknown {
  const raw = new URL(page.url()).searchParams.get(name);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

async function resultCount(page: Page): Promise<string> {
  return (await page.getByTestId('result-count').textContent()) ?? '';
}

describe('catalogue screens on the real server', () => {
  for (const [name, viewport] of Object.entries(viewports)) {
    it(`shows the home page's featured products, rooms and gallery at ${name} width`, async () => {
      const { page, problems } = await openPage(browser, viewport);
      await page.goto(`${baseUrl()}/darkpoutine`);
      await page.getByRole('heading', { level: 1, name: /furniture/i }).waitFor();
      const featured = page.getByRole('region', { name: 'Featured furniture' });
      expect(await featured.getByRole('article').count()).toBe(6);
      await page.getByRole('region', { name: 'Shop by room' }).getByRole('link').first().waitFor();
      expect(
        await page
          .getByRole('region', { name: 'Real homes, real Canadians' })
          .locator('figure')
          .count(),
      ).toBeGreaterThan(0);
      await expectNoAxeViolations(page);
      expect(problems).toEqual([]);
      await page.context().close();
    });

    it(`opens a category, pages through it and filters by colour at ${name} width`, async () => {
      const { page, problems } = await openPage(browser, viewport);
      await page.goto(`${baseUrl()}/category/living-room`);
      await page.getByRole('heading', { level: 1, name: 'Living Room' }).waitFor();
      expect(await resultCount(page)).toMatch(/^Showing 1-18 of \d+ products$/);
      expect(await page.getByTestId('product-grid').getByRole('listitem').count()).toBe(18);
      await expectNoAxeViolations(page);

      // Page 2 by the pagination link: in the URL, with Previous now offered.
      const pages = page.getByRole('navigation', { name: 'Pages' });
      await pages.getByRole('link', { name: 'Next page' }).click();
      await page.waitForURL(/page=2/);
      await page
        .getByTestId('result-count')
        .getByText(/^Showing 19-/)
        .waitFor();
      expect(await pages.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
        'page',
      );
      await pages.getByRole('link', { name: 'Previous page' }).waitFor();

      // A colour filter: toggled chip, back to page 1, kept in the URL.
      const sand = page.getByRole('button', { name: /^Sand/ });
      await sand.click();
      await page.waitForURL(/colors=/);
      expect(searchParam(page, 'colors')).toEqual(['Sand']);
      expect(searchParam(page, 'page')).toBeUndefined();
      await page.getByRole('button', { name: /^Sand/, pressed: true }).waitFor();
      await page
        .getByTestId('result-count')
        .getByText(/^\d+ products?$/)
        .waitFor();

      // Sorted by price, low to high: the URL says so and the prices climb.
      await page.getByRole('combobox', { name: 'Sort by' }).click();
      await page.getByRole('option', { name: 'Price: low to high' }).click();
      await page.waitForURL(/sort=price-asc/);
      await page.waitForFunction(() => {
        // The first price of each card is the outright one; the second, the monthly 'from'.
        const prices = [...document.querySelectorAll('[data-testid="product-grid"] article')].map(
          (card) =>
            Number(card.querySelector('[data-part="price"]')?.textContent?.replace(/[^\d.]/g, '')),
        );
        return prices.length > 1 && prices.every((price, i) => i === 0 || price >= prices[i - 1]!);
      });

      // Reloading the filtered URL shows the same list.
      const before = await resultCount(page);
      await page.reload();
      await page.getByTestId('result-count').waitFor();
      expect(await resultCount(page)).toBe(before);
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }

  it('opens subcategories and their bestsellers; unknown categories are not found', async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${baseUrl()}/category/living-room/sofas`);
    await page
      .getByRole('navigation', { name: 'Shop Sofas by type' })
      .getByRole('link', { name: 'Apartment Sofas' })
      .click();
    await page.waitForURL(/\/category\/living-room\/sofas\/apartment-sofas$/);
    await page.getByRole('heading', { level: 1, name: 'Apartment Sofas' }).waitFor();
    await page.getByRole('button', { name: 'Bestsellers only' }).click();
    await page.waitForURL(/bestsellers=true/);
    await page.getByRole('button', { name: 'Bestsellers only', pressed: true }).waitFor();

    await page.goto(`${baseUrl()}/category/living-room/beds`);
    await page.getByText("We can't find the page you're looking for").waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('searches by words and by tag, and suggests where to go when nothing matches', async () => {
    const { page, problems } = await openPage(browser, viewports.phone);
    await page.goto(`${baseUrl()}/search/sofa`);
    await page.getByRole('heading', { level: 1, name: 'Results for “sofa”' }).waitFor();
    expect(await page.getByTestId('product-grid').getByRole('listitem').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);

    await page.goto(`${baseUrl()}/search/tag/lounge-chairs`);
    await page.getByRole('heading', { level: 1, name: 'Lounge Chairs' }).waitFor();
    expect(await resultCount(page)).toMatch(/products?$/);

    await page.goto(`${baseUrl()}/search/qqqzzzxx`);
    await page.getByRole('heading', { name: 'No products found' }).waitFor();
    await page.getByLabel('Popular searches').getByRole('link', { name: 'Dining Chairs' }).click();
    await page.waitForURL(/\/search\/tag\/dining-chairs$/);
    await page.getByRole('heading', { level: 1, name: 'Dining Chairs' }).waitFor();
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('opens a product from a card, changes its options and views its pictures', async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${baseUrl()}/category/living-room/sofas/apartment-sofas`);
    await page.getByRole('link', { name: 'Bedford Apartment Sofa', exact: true }).click();
    await page.waitForURL(new RegExp(`/productdetail/${PRODUCT}$`));
    await page.getByRole('heading', { level: 1, name: 'Bedford Apartment Sofa' }).waitFor();
    await expectNoAxeViolations(page);

    // Head: title, Open Graph and JSON-LD Product with a CAD offer.
    expect(await page.title()).toBe('Bedford Apartment Sofa in Oatmeal | Pivot Furniture');
    expect(await page.locator('meta[property="og:type"]').getAttribute('content')).toBe('product');
    // The Product, then its trail (decision 162), every address absolute from SITE_URL.
    const [jsonLd, trail] = (
      await page.locator('script[type="application/ld+json"]').allTextContents()
    ).map((text) => JSON.parse(text) as Record<string, unknown>);
    expect(jsonLd).toMatchObject({
      '@type': 'Product',
      name: 'Bedford Apartment Sofa',
      offers: {
        '@type': 'Offer',
        priceCurrency: 'CAD',
        url: `${baseUrl()}/productdetail/${PRODUCT}`,
      },
    });
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${baseUrl()}/productdetail/${PRODUCT}`,
    );
    expect(trail).toMatchObject({ '@type': 'BreadcrumbList' });
    expect(
      (trail!.itemListElement as { name: string; item: string }[]).map((step) => [
        step.name,
        step.item,
      ]),
    ).toEqual([
      ['Home', `${baseUrl()}/`],
      ['Living Room', `${baseUrl()}/category/living-room`],
      ['Sofas', `${baseUrl()}/category/living-room/sofas`],
      ['Apartment Sofas', `${baseUrl()}/category/living-room/sofas/apartment-sofas`],
      ['Bedford Apartment Sofa', `${baseUrl()}/productdetail/${PRODUCT}`],
    ]);

    // A fabric: the URL takes its value id and the pictures change.
    const lead = page.getByRole('link', { name: /full screen/ }).locator('img');
    expect(await lead.getAttribute('src')).toContain('sofa-oatmeal');
    await page.getByRole('button', { name: 'Spruce' }).click();
    await page.waitForURL(/values=/);
    expect(searchParam(page, 'values')).toContain(11);
    await page.getByRole('button', { name: 'Spruce', pressed: true }).waitFor();
    await page.waitForFunction(() =>
      document
        .querySelector('a[aria-label$="full screen"] img')
        ?.getAttribute('src')
        ?.includes('sofa-spruce'),
    );
    expect(await page.title()).toBe('Bedford Apartment Sofa in Spruce | Pivot Furniture');

    // A way to pay: kept in the URL, shown in the price summary.
    await page.getByRole('radio', { name: /Buy outright/ }).click();
    await page.waitForURL(/option=ownv3/);
    expect(await page.getByTestId('price-summary').textContent()).toMatch(/^\$[\d,]+\.\d\d/);

    // The pictures, full screen: arrows move, the index is in the URL, Escape goes back.
    await page.getByRole('link', { name: /full screen/ }).click();
    await page.waitForURL(new RegExp(`/productimages/${PRODUCT}/1\\?`));
    const viewer = page.getByTestId('image-viewer');
    await viewer.getByText(/^1 of \d+$/).waitFor();
    await expectNoAxeViolations(page);
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(new RegExp(`/productimages/${PRODUCT}/2\\?`));
    await viewer.getByText(/^2 of \d+$/).waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.waitForURL(new RegExp(`/productimages/${PRODUCT}/1\\?`));
    await page.keyboard.press('Escape');
    await page.waitForURL(new RegExp(`/productdetail/${PRODUCT}\\?values=`));
    await page.getByRole('button', { name: 'Spruce', pressed: true }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('remembers the way to pay picked on one product in the ownership cookie, and starts the next product on it', async () => {
    const { page, problems } = await openPage(browser, viewports.phone);
    await page.goto(`${baseUrl()}/productdetail/${PRODUCT}`);
    // Nothing picked yet: the monthlyv3 default.
    await page
      .getByRole('radio', { name: /^Finance over/, checked: true })
      .first()
      .waitFor();
    expect(await page.evaluate(() => document.cookie)).not.toContain('ownership=');
    await page
      .getByRole('radio', { name: /Buy outright/ })
      .first()
      .click();
    await page.waitForURL(/option=ownv3/);
    expect(await page.evaluate(() => document.cookie)).toContain('ownership=ownv3');
    const [cookie] = (await page.context().cookies()).filter((c) => c.name === 'ownership');
    expect(cookie).toMatchObject({ value: 'ownv3', path: '/', sameSite: 'Lax' });
    // About a year.
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);

    const response = await fetch(`${baseUrl()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ productList(limit: 6) { products { slug finalsale } } }' }),
    });
    const { data } = (await response.json()) as {
      data: { productList: { products: { slug: string; finalsale: boolean }[] } };
    };
    const other = data.productList.products.find(
      (product) => product.slug !== PRODUCT && !product.finalsale,
    )!;
    await page.goto(`${baseUrl()}/productdetail/${other.slug}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page
      .getByRole('radio', { name: /Buy outright/, checked: true })
      .first()
      .waitFor();
    await page.getByRole('radio', { name: /^Finance over/, checked: true }).waitFor({
      state: 'detached',
    });
    expect(page.url()).not.toContain('option=');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('adds the product to the cart in local storage at phone width', async () => {
    const { page, problems } = await openPage(browser, viewports.phone);
    await page.goto(`${baseUrl()}/productdetail/${PRODUCT}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    // The cart pop-up opens on add, with View Cart and Checkout.
    const popup = page.getByTestId('cart-popup');
    await popup.waitFor();
    await popup.getByRole('link', { name: 'View Cart' }).waitFor();
    const lines = JSON.parse((await page.evaluate(() => localStorage.getItem('cart-v4'))) ?? '[]');
    expect(lines).toEqual([
      expect.objectContaining({
        quantity: 1,
        purchaseOption: 'monthlyv3',
        termLength: 36,
        slug: PRODUCT,
        options: expect.arrayContaining([
          expect.objectContaining({ optionId: expect.any(String) }),
        ]),
      }),
    ]);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows one from-price for a sofa on home, category, search and its page, and a final-sale card its financing', async () => {
    const { page, problems } = await openPage(browser, viewports.phone);
    /** The card's "or from $x/mo", as shown. */
    const cardFromPrice = async (name: string) => {
      const card = page
        .getByRole('article')
        .filter({ has: page.getByRole('link', { name, exact: true }) })
        .first();
      await card.waitFor();
      const text = (await card.textContent()) ?? '';
      return /or from (\$[\d,]+\.\d\d)\/mo/.exec(text)?.[1] ?? null;
    };
    const sofa = 'Okanagan Sleeper Sofa';

    await page.goto(`${baseUrl()}/`);
    await page.getByRole('region', { name: 'Featured furniture' }).waitFor();
    const home = await cardFromPrice(sofa);
    // The lowest monthly way to pay: financing over 36 months, not the 12-month subscription.
    expect(home).toBe('$98.37');

    await page.goto(`${baseUrl()}/category/living-room/sofas/sleeper-sofas`);
    await page.getByRole('heading', { level: 1, name: 'Sleeper Sofas' }).waitFor();
    expect(await cardFromPrice(sofa)).toBe(home);

    await page.goto(`${baseUrl()}/search/okanagan`);
    await page.getByTestId('product-grid').waitFor();
    expect(await cardFromPrice(sofa)).toBe(home);

    await page.goto(`${baseUrl()}/productdetail/okanagan-sleeper-sofa?option=subscribe&term=12`);
    await page.getByRole('heading', { level: 1, name: sofa }).waitFor();
    expect(await page.getByTestId('from-price').textContent()).toMatch(
      /^or from \$98\.37\/mo.* with finance over 36 months$/,
    );
    expect(await page.getByTestId('from-price-choice').textContent()).toContain(`${home}/mo`);

    // A final-sale piece: its card shows the financing its page offers, at the same price.
    await page.goto(`${baseUrl()}/category/living-room/sofas/apartment-sofas`);
    await page.getByRole('heading', { level: 1, name: 'Apartment Sofas' }).waitFor();
    const finalSale = await cardFromPrice('Maple Apartment Sofa');
    expect(finalSale).toMatch(/^\$/);
    await page.goto(`${baseUrl()}/productdetail/maple-apartment-sofa`);
    await page.getByRole('heading', { level: 1, name: 'Maple Apartment Sofa' }).waitFor();
    const offered = page.getByTestId('from-price-choice');
    expect(await offered.textContent()).toContain(`${finalSale}/mo`);
    expect(await page.getByRole('radio').filter({ has: offered }).textContent()).toMatch(
      /^Final sale: finance over \d+ months/,
    );
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows the not-found page for a missing product', async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${baseUrl()}/productdetail/no-such-sofa`);
    await page.getByText("We can't find the page you're looking for").waitFor();
    // The API's NOT_FOUND is reported once (spec section 8); nothing else goes wrong.
    expect(problems.filter((problem) => !problem.includes('There is no product'))).toEqual([]);
    await page.context().close();
  });

  it('orders swatches: a wrong postal code shows under its field, then the order goes through', async () => {
    const { page, problems } = await openPage(browser, viewports.phone);
    await page.goto(`${baseUrl()}/swatches`);
    await page.getByRole('heading', { level: 1, name: 'Free fabric swatches' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Oatmeal' }).click();
    await page.getByRole('button', { name: 'Lake Louise' }).click();
    await page.getByTestId('swatch-count').getByText('2 of 10 chosen').waitFor();
    await page.getByLabel('Full name').fill('Alex Tremblay');
    await page.getByLabel('Email').fill('alex.tremblay@example.ca');
    await page.getByLabel('Phone number').fill('(416) 555-0123');
    await page.getByLabel('Street address').fill('100 Queen St W');
    await page.getByLabel('Unit or apartment (optional)').fill('1203');
    await page.getByLabel('City').fill('Toronto');
    await page.getByRole('combobox', { name: 'Province or territory' }).click();
    await page.getByRole('option', { name: 'Ontario' }).click();
    await page.getByLabel('Postal code').fill('V6B 4Y8');
    await page.getByRole('button', { name: 'Order 2 free swatches' }).click();

    const postal = page.getByLabel('Postal code');
    expect(await postal.getAttribute('aria-invalid')).toBe('true');
    await page
      .getByText('V6B 4Y8 is not a postal code in Ontario. Check the postal code or the province.')
      .waitFor();
    expect(await postal.evaluate((element) => element === document.activeElement)).toBe(true);
    await expectNoAxeViolations(page);

    await postal.fill('M5H 2N2');
    expect(await page.getByLabel('Full name').inputValue()).toBe('Alex Tremblay');
    await page.getByRole('button', { name: 'Order 2 free swatches' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your swatches are on their way' }).waitFor();
    expect(await page.getByTestId('swatch-order-number').textContent()).toMatch(
      /^Order number SW-[0-9A-F]{8}$/,
    );
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
