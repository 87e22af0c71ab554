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

async function firstProducts(
  count: number,
): Promise<{ id: string; slug: string; name: string; imageurl: string }[]> {
  const response = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `{ productList(limit: ${count}) { products { id slug name imageurl } } }`,
    }),
  });
  const body = (await response.json()) as {
    data: {
      productList: { products: { id: string; slug: string; name: string; imageurl: string }[] };
    };
  };
  return body.data.productList.products;
}

/**
 * The way to pay a product offers that the cart lines use: its longest monthly financing, else
 * the first option it has (each line is priced by its own option, and one not offered is refused).
 */
async function offeredOption(
  slug: string,
): Promise<{ purchaseOption: string; termLength: number | null }> {
  const response = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `{ productDetails(slug: "${slug}") { product { prices { purchaseoption termlength } } } }`,
    }),
  });
  const body = (await response.json()) as {
    data: {
      productDetails: {
        product: { prices: { purchaseoption: string; termlength: number | null }[] };
      };
    };
  };
  const prices = body.data.productDetails.product.prices;
  const financing = prices
    .filter((price) => price.purchaseoption === 'monthlyv3')
    .sort((a, b) => (b.termlength ?? 0) - (a.termlength ?? 0));
  const chosen = financing[0] ?? prices[0]!;
  return { purchaseOption: chosen.purchaseoption, termLength: chosen.termlength };
}

/** Units the depot of the city can sell of a product, by the cart quote. */
async function sellable(cityId: string, productId: string): Promise<number> {
  const response = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `query($cityId: ID!, $id: ID!) { priceCart(cityId: $cityId, products: [{ productId: $id, quantity: 1, purchaseOption: ownv3 }]) { products { availability { available } } } }`,
      variables: { cityId, id: productId },
    }),
  });
  const body = (await response.json()) as {
    data: { priceCart: { products: { availability: { available: number } | null }[] } };
  };
  return body.data.priceCart.products[0]?.availability?.available ?? 0;
}

async function openCart(page: Page, cityId: string, atLeast = 1): Promise<void> {
  // The cart offers no more of a product than its depot sells: lines with at least `atLeast`.
  const listed = await firstProducts(atLeast > 1 ? 24 : 2);
  const chosen: typeof listed = [];
  for (const product of listed) {
    if (chosen.length === 2) break;
    if (atLeast === 1 || (await sellable(cityId, product.id)) >= atLeast) chosen.push(product);
  }
  const products = await Promise.all(
    chosen.map(async (product) => ({
      ...product,
      ...(await offeredOption(product.slug)),
    })),
  );
  await page.goto(baseUrl());
  await page.evaluate(
    ({ lines, city }) => {
      localStorage.setItem('cart-v4', JSON.stringify(lines));
      localStorage.setItem('city', city);
    },
    {
      city: cityId,
      lines: products.map((product) => ({
        productId: product.id,
        quantity: 1,
        purchaseOption: product.purchaseOption,
        termLength: product.termLength,
        options: [],
        name: product.name,
        slug: product.slug,
        image: product.imageurl,
        addedAt: new Date().toISOString(),
      })),
    },
  );
  await page.goto(`${baseUrl()}/cart`);
  await page.getByTestId('cart-total').waitFor();
}

function countQuotes(page: Page): { count: () => number } {
  let count = 0;
  page.on('request', (request) => {
    if (
      request.url().endsWith('/graphql') &&
      (request.postData() ?? '').includes('query PriceCart')
    )
      count += 1;
  });
  return { count: () => count };
}

describe('cart on the real server', () => {
  for (const [name, viewport] of Object.entries(viewports)) {
    it(`prices the cart with named Quebec taxes at ${name} width, accessibly`, async () => {
      const { page, problems } = await openPage(browser, viewport);
      await openCart(page, '8');
      // Today's charge, and (for the monthly lines) each month's bill, with both taxes.
      const today = page.getByRole('region', { name: 'Due today' });
      await expect(today.getByText('GST 5%').isVisible()).resolves.toBe(true);
      await expect(today.getByText('QST 9.975%').isVisible()).resolves.toBe(true);
      const monthly = page.getByRole('region', { name: 'Then monthly' });
      if ((await monthly.count()) > 0) {
        await expect(monthly.getByText('GST 5%').isVisible()).resolves.toBe(true);
        await expect(monthly.getByText('QST 9.975%').isVisible()).resolves.toBe(true);
      }
      await expectNoAxeViolations(page);
      expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
      await page.context().close();
    });
  }

  it('sends one quote for several quick changes (300 ms debounce)', async () => {
    const { page } = await openPage(browser);
    // The page's clock is the test's, installed before the page's code runs: the 300 ms window
    // and the 100 ms between the changes are page time, so how fast a loaded machine runs the
    // page's timers cannot split the changes into two windows.
    await page.clock.install();
    await openCart(page, '6');
    await page.getByText('Updating prices…').waitFor({ state: 'detached' });
    const quotes = countQuotes(page);
    const assembly = page.getByRole('checkbox', { name: 'Add assembly' });
    const toggle = () => assembly.evaluate((element: HTMLElement) => element.click());
    // Three changes 100 ms apart, inside the 300 ms window: without the debounce each would
    // send its own request. Time stands still between the steps.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await toggle();
    await page.clock.runFor(100);
    await toggle();
    await page.clock.runFor(100);
    await toggle();
    // 299 ms after the last change nothing is sent; at 300 ms the one quote goes.
    await page.clock.runFor(299);
    expect(quotes.count()).toBe(0);
    await page.clock.runFor(1);
    await expect.poll(() => quotes.count()).toBe(1);
    await page.clock.resume();
    await page.getByText('Updating prices…').waitFor({ state: 'detached' });
    await page.clock.runFor(1_000);
    expect(quotes.count()).toBe(1);
    await expect(assembly.getAttribute('aria-checked')).resolves.toBe('true');
    await page.getByTestId('cart-total').waitFor();
    await page.context().close();
  });

  it('sends exactly one quote for quick quantity changes, with the last quantities', async () => {
    const { page } = await openPage(browser);
    // The page's clock is the test's: the 300 ms debounce counts page time, not how fast a
    // loaded machine delivers the key presses.
    await page.clock.install();
    // Each line offers at least 2: the depot sells no more than a few of a piece (its stock, or
    // the most it sells of one), so the changes are made on both lines.
    await openCart(page, '6', 2);
    const bodies: string[] = [];
    page.on('request', (request) => {
      const body = request.postData() ?? '';
      if (request.url().endsWith('/graphql') && body.includes('query PriceCart')) bodies.push(body);
    });
    const quantities = page.getByRole('combobox', { name: 'Quantity' });
    // The select's own code has arrived (it loads at mount on a page drawn in the browser).
    await page.locator('[data-stand-in]').first().waitFor({ state: 'detached' });
    await page.getByText('Updating prices…').waitFor({ state: 'detached' });
    // Typing a digit on a closed select picks the value starting with it: each line goes 1 → 2.
    // Time stands still while the keys are pressed, so both changes fall inside one debounce
    // window however long the presses take; then 299 ms pass (nothing is sent yet), then the
    // window closes.
    await page.clock.pauseAt(Date.now() + 60_000);
    await quantities.nth(0).focus();
    await page.keyboard.type('2');
    await quantities.nth(1).focus();
    await page.keyboard.type('2');
    await page.clock.runFor(299);
    expect(bodies).toHaveLength(0);
    await page.clock.resume();
    await page.getByText('Updating prices…').waitFor({ state: 'detached' });
    await expect.poll(() => bodies.length).toBe(1);
    await page.clock.runFor(1_000);
    expect(bodies).toHaveLength(1);
    const sent = JSON.parse(bodies[0]!) as { variables: { products: { quantity: number }[] } };
    const shown = [
      Number(await quantities.nth(0).textContent()),
      Number(await quantities.nth(1).textContent()),
    ];
    expect(shown).toEqual([2, 2]);
    expect(sent.variables.products.map((line) => line.quantity)).toEqual(shown);
    await page.context().close();
  });

  it('re-quotes with an assembly line when assembly is turned on', async () => {
    const { page } = await openPage(browser);
    await openCart(page, '6');
    const bodies: string[] = [];
    page.on('request', (request) => {
      const body = request.postData() ?? '';
      if (request.url().endsWith('/graphql') && body.includes('query PriceCart')) bodies.push(body);
    });
    const summary = page.getByRole('term').filter({ hasText: /^Assembly$/ });
    await expect(summary.count()).resolves.toBe(0);
    await page.getByRole('checkbox', { name: 'Add assembly' }).click();
    await summary.waitFor();
    expect(bodies).toHaveLength(1);
    expect(JSON.parse(bodies[0]!).variables.includeAssembly).toBe(true);
    await page.getByRole('checkbox', { name: 'Add assembly' }).click();
    await summary.waitFor({ state: 'detached' });
    expect(bodies).toHaveLength(2);
    await page.context().close();
  });

  it('leads from the cart page to checkout with its own Checkout button, at phone width too', async () => {
    for (const viewport of Object.values(viewports)) {
      const { page } = await openPage(browser, viewport);
      await openCart(page, '6');
      const checkout = page.getByRole('link', { name: 'Checkout', exact: true });
      await expect(checkout.isVisible()).resolves.toBe(true);
      // Keyboard: focus it and press Enter.
      await checkout.focus();
      await page.keyboard.press('Enter');
      // Checkout needs a session, so a guest lands on sign-in on the way to /checkout.
      await page.waitForURL(
        (url) =>
          url.pathname === '/checkout' || (url.searchParams.get('p') ?? '').startsWith('/checkout'),
      );
      await page.context().close();
    }
  });

  it('prices a first visit for the city the header shows, and the cart can change it', async () => {
    const { page, problems } = await openPage(browser);
    await openCart(page, '6');
    await page.evaluate(() => localStorage.removeItem('city'));
    await page.reload();
    await page.getByTestId('cart-total').waitFor();
    // No picker: the header and the cart both say the default depot (decision 102).
    expect(await page.getByTestId('city-picker').count()).toBe(0);
    await expect(page.getByTestId('location-button').textContent()).resolves.toContain('Toronto');
    const citySelect = page.getByRole('combobox', { name: 'Your city' });
    await expect(citySelect.textContent()).resolves.toContain('Toronto, ON');
    await citySelect.click();
    await page.getByRole('option', { name: 'Calgary, AB' }).click();
    await page.getByTestId('location-button').getByText('Calgary').waitFor();
    await expect(page.evaluate(() => localStorage.getItem('city'))).resolves.toBe('2');
    await page.getByTestId('cart-total').waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('offers no more of a piece than the depot has, and the quote says how many are left', async () => {
    const { page, problems } = await openPage(browser, viewports.phone);
    // The Toronto depot can sell fewer Mile End lounge chairs than the 20 a line may hold (the
    // seed: 14 in stock, at most 4 sold), by the quote's own count.
    const quote = await fetch(`${baseUrl()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `{ getCities { id name } productDetails(slug: "mile-end-lounge-chair") { product { id name imageurl } } }`,
      }),
    });
    const { data } = (await quote.json()) as {
      data: {
        getCities: { id: string; name: string }[];
        productDetails: { product: { id: string; name: string; imageurl: string } };
      };
    };
    const toronto = data.getCities.find((city) => city.name === 'Toronto')!.id;
    const chair = data.productDetails.product;
    const stockAnswer = await fetch(`${baseUrl()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `query($cityId: ID!, $id: ID!) { priceCart(cityId: $cityId, products: [{ productId: $id, quantity: 1, purchaseOption: ownv3 }]) { products { availability { available } } } }`,
        variables: { cityId: toronto, id: chair.id },
      }),
    });
    const stock = (
      (await stockAnswer.json()) as {
        data: { priceCart: { products: { availability: { available: number } }[] } };
      }
    ).data.priceCart.products[0]!.availability.available;
    expect(stock).toBeLessThan(20);

    await page.goto(baseUrl());
    await page.evaluate(
      ({ line, city }) => {
        localStorage.setItem('cart-v4', JSON.stringify([line]));
        localStorage.setItem('city', city);
      },
      {
        city: toronto,
        line: {
          productId: chair.id,
          quantity: 1,
          purchaseOption: 'ownv3',
          termLength: null,
          options: [],
          name: chair.name,
          slug: 'mile-end-lounge-chair',
          image: chair.imageurl,
          addedAt: new Date().toISOString(),
        },
      },
    );
    await page.goto(`${baseUrl()}/cart`);
    await page.getByTestId('cart-total').waitFor();
    await page.getByRole('combobox', { name: /Quantity/ }).click();
    const options = page.getByRole('option');
    await options.first().waitFor();
    expect(await options.allTextContents()).toEqual(
      Array.from({ length: Math.min(stock, 20) }, (_, i) => String(i + 1)),
    );
    await page.keyboard.press('Escape');

    // A cart kept from before (20 chairs): the quote refuses it and says what to choose.
    await page.evaluate(() => {
      const lines = JSON.parse(localStorage.getItem('cart-v4') ?? '[]') as { quantity: number }[];
      localStorage.setItem('cart-v4', JSON.stringify(lines.map((l) => ({ ...l, quantity: 20 }))));
    });
    await page.reload();
    await page
      .getByRole('alert')
      .getByText(`Only ${stock} available in Toronto. Choose ${stock} or fewer.`)
      .waitFor();
    await page.getByRole('combobox', { name: /Quantity/ }).click();
    await page.getByRole('option', { name: '20', exact: true }).waitFor();
    expect(await page.getByRole('option').count()).toBe(stock + 1);
    await page.getByRole('option', { name: String(stock), exact: true }).click();
    await page.getByTestId('line-price').waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'available in Toronto' }).count()).toBe(
      0,
    );
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('discards a corrupt stored cart with a message instead of crashing', async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(baseUrl());
    // The app has read the (empty) cart before the damaged one is written behind its back.
    await page.getByTestId('cart-link').waitFor();
    await page.evaluate(() => {
      localStorage.setItem('cart-v4', '{not json');
      localStorage.setItem('city', '6');
    });
    await page.goto(`${baseUrl()}/cart`);
    await page.getByText('We could not read your saved cart').waitFor();
    await page.getByText('Your cart is empty').waitFor();
    expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
    await page.context().close();
  });
});
