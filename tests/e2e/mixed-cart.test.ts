import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectNoAxeViolations, launchBrowser, openPage, viewports } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const DEMO = { email: 'alex.tremblay@example.ca', password: 'Storefront-demo-2026' };

async function graphql<T>(query: string, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data;
}

const cad = (dollars: number) =>
  new Intl.NumberFormat('en-CA', {
    style: 'currency',
    currency: 'CAD',
    currencyDisplay: 'narrowSymbol',
  }).format(dollars);

interface Offer {
  purchaseoption: string;
  termlength: number | null;
}

/**
 * Three products stocked in the city, each offering one way to pay: a subscription, 36-month
 * financing (or the longest term offered) and an outright purchase.
 */
async function mixedProducts(cityId: string) {
  const list = await graphql<{ productList: { products: { slug: string }[] } }>(`
    {
      productList(limit: 24) {
        products {
          slug
        }
      }
    }
  `);
  const wanted = {
    subscribe: null as { slug: string; term: number | null } | null,
    finance: null as { slug: string; term: number } | null,
    buy: null as { slug: string } | null,
  };
  const used = new Set<string>();
  for (const { slug } of list.productList.products) {
    const { productDetails } = await graphql<{
      productDetails: { availableInCity: boolean; product: { prices: Offer[] } };
    }>(
      `{ productDetails(cityId: "${cityId}", slug: "${slug}") { availableInCity product { prices { purchaseoption termlength } } } }`,
    );
    const prices = productDetails.product.prices;
    // Final-sale pieces are sold on their own terms; plain ones show the plain choices.
    if (
      !productDetails.availableInCity ||
      prices.some((price) => price.purchaseoption.startsWith('finalsale'))
    )
      continue;
    const subscribe = prices.find((price) => price.purchaseoption === 'subscribe');
    const financing = prices
      .filter((price) => price.purchaseoption === 'monthlyv3' && price.termlength)
      .sort((a, b) => (b.termlength ?? 0) - (a.termlength ?? 0));
    const buy = prices.find((price) => price.purchaseoption === 'ownv3');
    if (!wanted.subscribe && subscribe && !used.has(slug)) {
      wanted.subscribe = { slug, term: subscribe.termlength };
      used.add(slug);
    } else if (!wanted.finance && financing[0] && !used.has(slug)) {
      const term = financing.find((price) => price.termlength === 36) ?? financing[0];
      wanted.finance = { slug, term: term.termlength! };
      used.add(slug);
    } else if (!wanted.buy && buy && !used.has(slug)) {
      wanted.buy = { slug };
      used.add(slug);
    }
    if (wanted.subscribe && wanted.finance && wanted.buy) break;
  }
  expect(wanted.subscribe && wanted.finance && wanted.buy).toBeTruthy();
  return wanted as {
    subscribe: { slug: string; term: number | null };
    finance: { slug: string; term: number };
    buy: { slug: string };
  };
}

/** Adds a product from its page with the way to pay whose card's title matches `choice`. */
async function addFromProductPage(page: Page, slug: string, choice: RegExp, option: string) {
  await page.goto(`${baseUrl()}/productdetail/${slug}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  // The server draws the shopper's preference (the ownership cookie) as the chosen way to pay;
  // goto has waited for the page to be live.
  const card = page.getByRole('radio', { name: choice }).first();
  await card.waitFor();
  if ((await card.getAttribute('aria-checked')) !== 'true') {
    await card.click();
    await page.waitForURL(new RegExp(`option=${option}`));
    // The URL changes before the page draws the new choice: add what the shopper sees chosen.
    await page.waitForFunction(
      (name) =>
        [...document.querySelectorAll('[role="radio"][aria-checked="true"]')].some((radio) =>
          new RegExp(name.source, name.flags).test(
            radio.getAttribute('aria-label') ?? radio.textContent ?? '',
          ),
        ),
      { source: choice.source, flags: choice.flags },
    );
  }
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByText('Added to your cart').first().waitFor();
}

function isOperation(name: string) {
  return (response: Response) =>
    response.url().endsWith('/graphql') &&
    (response.request().postData() ?? '').includes(name) &&
    response.status() === 200;
}

interface QuoteAnswer {
  total: number;
  balanceUsed: number;
  monthlyBill: { total: number };
  products: { kind: string; monthlyTotal: number; lineTotal: number; pivotCareApplied: boolean }[];
}

async function quoteOf(response: Response, field: 'priceCart' | 'checkoutQuote') {
  const body = (await response.json()) as { data: Record<string, QuoteAnswer> };
  return body.data[field]!;
}

function step(page: Page) {
  return page.getByRole('region', { name: 'Checkout step' });
}

describe('a mixed cart on the real server', () => {
  it('subscribes with PivotCare, finances, buys, and is charged today exactly what the cart, review and receipt say', async () => {
    const { page, problems } = await openPage(browser, viewports.desktop);
    await page.goto(baseUrl());
    const { getCategories } = await graphql<{
      getCategories: { cities: { id: string; name: string }[] };
    }>(`
      {
        getCategories {
          cities {
            id
            name
          }
        }
      }
    `);
    // Alex's saved address is in Montréal: the cart is priced there, with GST and QST.
    const montreal = getCategories.cities.find((city) => /^Montr/.test(city.name))!.id;
    await page.evaluate((city) => localStorage.setItem('city', city), montreal);
    const products = await mixedProducts(montreal);

    // From the product pages: a subscription, financing over 36 months, a purchase.
    await addFromProductPage(page, products.subscribe.slug, /^Subscribe(?! \()/, 'subscribe');
    await addFromProductPage(
      page,
      products.finance.slug,
      new RegExp(`^Finance over ${products.finance.term} months`),
      'monthlyv3',
    );
    await addFromProductPage(page, products.buy.slug, /^Buy outright(?! \()/, 'ownv3');
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('cart-v4'))) ?? '[]');
    expect(stored.map((line: { purchaseOption: string }) => line.purchaseOption)).toEqual([
      'subscribe',
      'monthlyv3',
      'ownv3',
    ]);
    expect(stored.map((line: { pivotCare: boolean }) => line.pivotCare)).toEqual([
      false,
      false,
      false,
    ]);

    // The cart: PivotCare on the subscription, each line's way to pay, two blocks.
    await page.goto(`${baseUrl()}/cart`);
    await page.getByTestId('cart-total').waitFor();
    const lines = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
    const [subscribed, financed, bought] = [lines.nth(0), lines.nth(1), lines.nth(2)];
    const care = subscribed.getByRole('checkbox', {
      name: /^PivotCare damage cover \+\$[\d.]+\/mo$/,
    });
    const requoted = page.waitForResponse(isOperation('query PriceCart'));
    await care.click();
    const quote = await quoteOf(await requoted, 'priceCart');
    await page.getByText('Updating prices…').waitFor({ state: 'detached' });
    expect(await care.getAttribute('aria-checked')).toBe('true');
    expect(quote.products.map((line) => line.kind)).toEqual([
      'SUBSCRIPTION',
      'FINANCING',
      'PURCHASE',
    ]);
    expect(quote.products[0]!.pivotCareApplied).toBe(true);
    expect(await subscribed.getByTestId('line-price').innerText()).toContain(
      `${cad(quote.products[0]!.monthlyTotal)}/mo`,
    );
    expect(await subscribed.innerText()).toMatch(/Yours after \d+ payments/);
    expect(await financed.getByTestId('line-price').innerText()).toContain(
      `${cad(quote.products[1]!.monthlyTotal)}/mo`,
    );
    expect(await financed.innerText()).toMatch(
      new RegExp(
        `${products.finance.term} monthly payments of \\${cad(quote.products[1]!.monthlyTotal)} · total \\$[\\d,.]+`,
      ),
    );
    expect(await financed.getByRole('checkbox', { name: /PivotCare/ }).count()).toBe(0);
    expect(await bought.getByTestId('line-price').innerText()).not.toContain('/mo');
    expect(await page.getByTestId('cart-total').innerText()).toBe(cad(quote.total));
    expect(await page.getByTestId('cart-monthly-total').innerText()).toBe(
      `${cad(quote.monthlyBill.total)}/mo`,
    );
    const today = await page.getByRole('region', { name: 'Due today' }).innerText();
    expect(today).toContain('Purchases');
    expect(today).toContain('First month of monthly items');
    expect(today).toContain('GST 5%');
    expect(today).toContain('QST 9.975%');
    await expectNoAxeViolations(page);

    // Checkout as a demo customer.
    await page.goto(`${baseUrl()}/checkout`);
    await page.waitForURL(/\/login\?p=/);
    await page.getByRole('textbox', { name: /Email/ }).fill(DEMO.email);
    await page.getByLabel(/^Password/).fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/checkout$/);
    await page.getByRole('heading', { name: 'Where should we deliver?' }).waitFor();
    await step(page).getByRole('radio').first().click();
    await step(page).getByRole('button', { name: 'Deliver to this address' }).click();

    await page.getByRole('heading', { name: 'When should we deliver?' }).waitFor();
    const day = step(page).getByLabel('Delivery day');
    await day.waitFor();
    await day.fill((await day.getAttribute('min'))!);
    const windows = step(page).getByRole('radio');
    await windows.first().waitFor();
    await windows.last().click();
    await step(page).getByRole('button', { name: 'Continue' }).click();

    // Every monthly line is in the agreement; financing discloses its term and total cost.
    await page.getByRole('heading', { name: 'Sign your monthly payment agreement' }).waitFor();
    const agreement = await step(page).getByTestId('agreement-lines').innerText();
    // The server writes it from the order's pricing (decision 160).
    expect(agreement).toMatch(/Subscription at \$[\d,.]+\/mo/);
    expect(agreement).toMatch(
      new RegExp(
        `Financing over ${products.finance.term} months: ${products.finance.term} monthly instalments of \\$[\\d,.]+/mo, the first today; total of payments \\$[\\d,.]+`,
      ),
    );
    await step(page).getByLabel('Your full name').fill('Alex Tremblay');
    await step(page).getByRole('button', { name: 'Sign and continue' }).click();

    await page.getByRole('heading', { name: 'How would you like to pay?' }).waitFor();
    const newCard = step(page).getByRole('radio', { name: 'A new card' });
    if (await newCard.isVisible()) await newCard.click();
    await step(page).getByLabel('Name on card').fill('Alex Tremblay');
    await step(page).getByLabel('Card number').fill('4242 4242 4242 4242');
    await step(page).getByLabel('Expiry (MM/YY)').fill('12/34');
    await step(page).getByLabel('Security code').fill('123');
    const reviewed = page.waitForResponse(isOperation('query CheckoutQuote'));
    await step(page).getByRole('button', { name: 'Review order' }).click();
    const review = await quoteOf(await reviewed, 'checkoutQuote');
    await page.getByRole('heading', { name: 'Review your order' }).waitFor();

    // The agreement signed states what the review charges: today's total and each month's.
    expect(agreement).toContain(`Total charged today: ${cad(review.total)}.`);
    expect(agreement).toContain(`${cad(review.monthlyBill.total)} a month in all`);

    // The review: each line's monthly amount, today's charge and the monthly bill.
    const paid = await step(page).getByRole('list', { name: 'How each item is paid' }).innerText();
    expect(paid).toContain(`${cad(review.products[0]!.monthlyTotal)}/mo`);
    expect(paid).toContain(`${cad(review.products[1]!.monthlyTotal)}/mo`);
    expect(await step(page).getByTestId('review-due-today').innerText()).toBe(cad(review.total));
    expect(await step(page).getByTestId('review-monthly-total').innerText()).toBe(
      `${cad(review.monthlyBill.total)}/mo`,
    );
    // The cart was priced before signing in; the review spends Alex's account credit.
    expect(Math.round((quote.total - review.balanceUsed) * 100)).toBe(
      Math.round(review.total * 100),
    );
    if (review.balanceUsed > 0) {
      expect(await step(page).getByRole('group', { name: 'Due today' }).innerText()).toContain(
        `−${cad(review.balanceUsed)}`,
      );
    }
    await expectNoAxeViolations(page);
    await step(page)
      .getByRole('button', { name: `Place order and pay ${cad(review.total)} today` })
      .click();

    await page.waitForURL(/\/order\/success\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Thank you, your order is placed' }).waitFor();
    expect(await page.getByTestId('order-due-today').innerText()).toBe(cad(review.total));
    expect(await page.getByTestId('order-monthly').innerText()).toMatch(/^Then \$[\d,.]+\/mo/);
    const orderId = page.url().split('/').pop()!;

    // The receipt: its charge is the payment made, and the review's amount.
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('auth-session') ?? '{}').accessToken as string,
    );
    const { getOrderReceiptData: receipt } = await graphql<{
      getOrderReceiptData: {
        totalcharged: number;
        products: { purchaseOption: string; pivotCare: number | null; lineTotal: number }[];
        payments: { amount: number; chargetype: string; status: string }[];
      };
    }>(
      `{ getOrderReceiptData(orderId: "${orderId}") { totalcharged products { purchaseOption pivotCare lineTotal } payments { amount chargetype status } } }`,
      token,
    );
    const charges = receipt.payments.filter((payment) => payment.chargetype === 'CHARGE');
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ amount: review.total, status: 'SUCCEEDED' });
    expect(receipt.totalcharged).toBe(review.total);
    expect(receipt.products.map((line) => line.purchaseOption)).toEqual([
      'subscribe',
      'monthlyv3',
      'ownv3',
    ]);
    expect(receipt.products[0]!.pivotCare).toBeGreaterThan(0);
    expect(receipt.products.map((line) => line.lineTotal)).toEqual(
      review.products.map((line) => line.lineTotal),
    );

    await page.goto(`${baseUrl()}/account/receipts/print/${orderId}`);
    await page.getByTestId('receipt-total-charged').waitFor();
    expect(await page.getByTestId('receipt-total-charged').innerText()).toContain(
      cad(review.total),
    );
    expect(await page.getByTestId('receipt-monthly').innerText()).toMatch(/\/mo plus tax/);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
