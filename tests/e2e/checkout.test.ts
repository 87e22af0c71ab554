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

const DEMO = { email: 'sam.nguyen@example.ca', password: 'Storefront-demo-2026' };

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

/** Two products that have a colour or fabric to choose, stocked in Toronto. */
async function productsWithOptions(): Promise<{ slug: string; name: string }[]> {
  const data = await graphql<{ productList: { products: { slug: string; name: string }[] } }>(`
    {
      productList(limit: 12) {
        products {
          slug
          name
        }
      }
    }
  `);
  const found: { slug: string; name: string }[] = [];
  for (const product of data.productList.products) {
    const details = await graphql<{
      productDetails: { parent: { options: { id: string }[] }; availableInCity: boolean };
    }>(`{ productDetails(slug: "${product.slug}") { availableInCity parent { options { id } } } }`);
    if (details.productDetails.parent.options.length > 0 && details.productDetails.availableInCity)
      found.push(product);
    if (found.length === 2) break;
  }
  expect(found).toHaveLength(2);
  return found;
}

async function torontoId(): Promise<string> {
  const data = await graphql<{ getCategories: { cities: { id: string; name: string }[] } }>(`
    {
      getCategories {
        cities {
          id
          name
        }
      }
    }
  `);
  return data.getCategories.cities.find((city) => city.name === 'Toronto')!.id;
}

/** Adds a product from its page, choosing the second value of its first option. */
async function addFromProductPage(page: Page, slug: string): Promise<void> {
  await page.goto(`${baseUrl()}/productdetail/${slug}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  // Another colour or fabric than the one shown first.
  const other = page.locator('main button[aria-pressed="false"]').first();
  await other.waitFor();
  const name = ((await other.getAttribute('aria-label')) ?? (await other.innerText())).trim();
  await other.click();
  await page.waitForURL(/values=/);
  await page.getByRole('button', { name, pressed: true }).first().waitFor();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByText('Added to your cart').first().waitFor();
}

function checkoutStep(page: Page) {
  return page.getByRole('region', { name: 'Checkout step' });
}

describe('checkout on the real server', () => {
  it('signs in, adds an address, picks a day, survives a declined card and places the order', async () => {
    const { page, problems } = await openPage(browser, viewports.desktop);
    const [first, second] = await productsWithOptions();
    await page.goto(baseUrl());
    const cityId = await torontoId();
    await page.evaluate((city) => localStorage.setItem('city', city), cityId);
    await addFromProductPage(page, first!.slug);
    await addFromProductPage(page, second!.slug);
    const lines = JSON.parse((await page.evaluate(() => localStorage.getItem('cart-v4'))) ?? '[]');
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line.options.length).toBeGreaterThan(0);

    // Checkout needs a session: sign in, and come back to checkout.
    await page.goto(`${baseUrl()}/checkout`);
    await page.waitForURL(/\/login\?p=/);
    await page.getByRole('textbox', { name: /Email/ }).fill(DEMO.email);
    await page.getByLabel(/^Password/).fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/checkout$/);
    await page.getByRole('heading', { name: 'Where should we deliver?' }).waitFor();
    // Header and footer are hidden on checkout.
    expect(await page.locator('footer').count()).toBe(0);
    await expectNoAxeViolations(page);

    // A new address: a postal code of another province is refused under its field.
    const step = checkoutStep(page);
    const addNew = step.getByRole('button', { name: 'Add a new address' });
    if (await addNew.isVisible()) await addNew.click();
    await step.getByLabel('First name').fill('Sam');
    await step.getByLabel('Last name').fill('Nguyen');
    await step.getByLabel('Phone').fill('416 555 0199');
    await step.getByLabel('Street address').fill('200 Front Street West');
    await step.getByLabel('Unit').fill('1203');
    await step.getByLabel('City').fill('Toronto');
    await step.getByRole('combobox', { name: /Province/ }).click();
    await page.getByRole('option', { name: 'Ontario' }).click();
    await step.getByLabel('Postal code').fill('H2X 1Y4');
    await step.getByLabel('Floor').fill('12');
    await step.getByLabel('Buzzer').fill('1203');
    await step.getByRole('checkbox', { name: 'Elevator access' }).click();
    await step.getByLabel('Delivery instructions').fill('Call from the lobby.');
    await step.getByRole('button', { name: 'Save and deliver here' }).click();
    const postal = step.getByLabel('Postal code');
    await expect.poll(() => postal.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await postal.getAttribute('aria-describedby')) ?? '';
    const errorText = await page.locator(`[id="${describedBy.split(' ')[0]}"]`).innerText();
    expect(errorText).toMatch(/starting with H is in Quebec/);
    // Nothing typed is lost.
    expect(await step.getByLabel('Street address').inputValue()).toBe('200 Front Street West');
    await postal.fill('m5v 3k2');
    await step.getByRole('button', { name: 'Save and deliver here' }).click();

    // The delivery day: the depot's first possible day, and a window.
    await page.getByRole('heading', { name: 'When should we deliver?' }).waitFor();
    const day = step.getByLabel('Delivery day');
    await day.waitFor();
    const earliest = (await day.getAttribute('min'))!;
    await day.fill(earliest);
    const windows = step.getByRole('radio');
    await windows.first().waitFor();
    await windows.last().click();
    await step.getByRole('button', { name: 'Continue' }).click();

    // The product pages' default way to pay is monthly financing: a monthly agreement to sign,
    // disclosing each line's instalments and total of payments, and what is charged today
    // (decision 160).
    await page.getByRole('heading', { name: 'Sign your monthly payment agreement' }).waitFor();
    const agreement = await step.getByTestId('agreement-lines').innerText();
    expect(agreement).toMatch(
      /Financing over \d+ months: \d+ monthly instalments of \$[\d,.]+\/mo, the first today; total of payments \$[\d,.]+/,
    );
    expect(agreement).toMatch(/Charged today: .*Total charged today: \$[\d,.]+\./);
    await step.getByLabel('Your full name').fill('Sam Nguyen');
    await step.getByRole('button', { name: 'Sign and continue' }).click();

    // Payment: a declined card first.
    await page.getByRole('heading', { name: 'How would you like to pay?' }).waitFor();
    const newCard = step.getByRole('radio', { name: 'A new card' });
    if (await newCard.isVisible()) await newCard.click();
    await step.getByLabel('Name on card').fill('Sam Nguyen');
    await step.getByLabel('Card number').fill('4000 0000 0000 0002');
    await step.getByLabel('Expiry (MM/YY)').fill('12/34');
    await step.getByLabel('Security code').fill('123');
    await step.getByRole('button', { name: 'Review order' }).click();
    await page.getByRole('heading', { name: 'Review your order' }).waitFor();
    await expect.poll(() => step.innerText()).toMatch(/HST 13%/);
    await expectNoAxeViolations(page);
    await step.getByRole('button', { name: /Place order and pay/ }).click();
    await page.getByRole('heading', { name: 'How would you like to pay?' }).waitFor();
    await step.getByRole('alert').filter({ hasText: 'Your card was declined' }).waitFor();
    expect(await step.getByLabel('Name on card').inputValue()).toBe('Sam Nguyen');

    // Then one that approves: the same checkout, the same key.
    await step.getByLabel('Card number').fill('4242 4242 4242 4242');
    await step.getByRole('button', { name: 'Review order' }).click();
    await step.getByRole('button', { name: /Place order and pay/ }).click();
    await page.waitForURL(/\/order\/success\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Thank you, your order is placed' }).waitFor();
    const orderNumber = await page.getByTestId('order-number').innerText();
    expect(orderNumber).toMatch(/^SF\d+$/);
    // The unit of the address is part of it; focus is on the page's heading, not the body.
    await page.getByText('200 Front Street West, unit 1203, Toronto M5V 3K2').waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toBe('Thank you, your order is placed');
    await expectNoAxeViolations(page);
    const orderId = page.url().split('/').pop()!;

    // The order is the customer's, paid once; the cart is empty.
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('auth-session') ?? '{}').accessToken as string,
    );
    const { findOrders } = await graphql<{
      findOrders: {
        orderNumber: string;
        status: string;
        amountCharged: number;
        taxes: { name: string; price: number }[];
        products: { quantity: number; options: string[] }[];
        payment: { status: string; cardLastFourDigits: string };
      }[];
    }>(
      `{ findOrders(orderIds: ["${orderId}"]) { orderNumber status amountCharged taxes { name price } products { quantity options } payment { status cardLastFourDigits } } }`,
      token,
    );
    expect(findOrders).toHaveLength(1);
    expect(findOrders[0]).toMatchObject({
      orderNumber,
      status: 'CONFIRMED',
      payment: { status: 'SUCCEEDED', cardLastFourDigits: '4242' },
    });
    expect(findOrders[0]!.products).toHaveLength(2);
    expect(await page.evaluate(() => localStorage.getItem('cart-v4'))).toBeNull();

    // Analytics: begin_checkout when the checkout started, purchase once with the order id.
    const events = await page.evaluate(() =>
      (window.dataLayer ?? []).filter(
        (entry) => typeof (entry as { event?: unknown }).event === 'string',
      ),
    );
    const names = events.map((entry) => (entry as { event: string }).event);
    expect(names).toContain('begin_checkout');
    const purchases = events.filter((entry) => (entry as { event: string }).event === 'purchase');
    expect(purchases).toHaveLength(1);
    expect(purchases[0]).toMatchObject({
      ecommerce: { currency: 'CAD', transaction_id: orderId, items: expect.any(Array) },
    });

    // The receipt: linked from the confirmation, and listed first under My Account > Receipts.
    expect(await page.getByRole('link', { name: 'View receipt' }).getAttribute('href')).toBe(
      `/account/receipts/print/${orderId}`,
    );
    await page.getByRole('link', { name: 'See your orders in your account' }).click();
    await page.waitForURL(/\/account$/);
    await page.getByRole('link', { name: 'Receipts' }).click();
    await page.waitForURL(/\/account\/receipts$/);
    const newest = page.getByTestId('receipt-row').first();
    await newest.waitFor();
    expect(await newest.innerText()).toContain(`Order ${orderNumber}`);
    await expectNoAxeViolations(page);
    await newest.getByRole('link', { name: `View receipt for order ${orderNumber}` }).click();
    await page.waitForURL(`${baseUrl()}/account/receipts/print/${orderId}`);
    await page.getByTestId('receipt-order-number').filter({ hasText: orderNumber }).waitFor();
    const cad = (dollars: number) =>
      new Intl.NumberFormat('en-CA', {
        style: 'currency',
        currency: 'CAD',
        currencyDisplay: 'narrowSymbol',
      }).format(dollars);
    const totals = page.getByTestId('receipt-totals');
    expect(await totals.getByTestId('receipt-total-charged').innerText()).toContain(
      cad(findOrders[0]!.amountCharged),
    );
    const [hst] = findOrders[0]!.taxes;
    expect(hst!.name).toBe('HST 13%');
    const taxRow = totals.getByTestId('receipt-tax');
    expect(await taxRow.count()).toBe(1);
    expect((await taxRow.innerText()).replace(/\s+/g, ' ').trim()).toBe(
      `HST 13% ${cad(hst!.price)}`,
    );
    expect(await page.getByTestId('receipt-payment').innerText()).toContain('Visa ending 4242');
    await expectNoAxeViolations(page);
    // Print calls the browser's print; on paper only the receipt shows.
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByRole('button', { name: 'Print receipt' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Print receipt' }).isVisible()).toBe(false);
    expect(await page.locator('footer').first().isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: 'Back to My Account' }).isVisible()).toBe(false);
    expect(await page.getByTestId('receipt-total-charged').isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });
    expect(problems.filter((problem) => !/declined|402|PAYMENT_DECLINED/i.test(problem))).toEqual(
      [],
    );
    await page.context().close();
  });

  it('sends a guest at /account/receipts to sign in, then lists the receipts on a phone', async () => {
    const { page, problems } = await openPage(browser, viewports.phone);
    await page.goto(`${baseUrl()}/account/receipts`);
    await page.waitForURL(/\/login\?p=/);
    expect(new URL(page.url()).searchParams.get('p')).toBe('/account/receipts');
    await page.getByRole('textbox', { name: /Email/ }).fill(DEMO.email);
    await page.getByLabel(/^Password/).fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${baseUrl()}/account/receipts`);
    await page.getByRole('heading', { level: 1, name: 'Receipts' }).waitFor();
    // The seeded past order at least; newest first.
    await page.getByTestId('receipt-row').first().waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('refuses an address outside the city’s delivery area at the address step, naming the city that delivers there', async () => {
    const { page, problems } = await openPage(browser, viewports.phone);
    // A new customer of its own, so the demo customers' addresses stay as they are.
    const email = `area-${Date.now()}@example.ca`;
    const password = 'Area-check-2026-sofa';
    await page.goto(`${baseUrl()}/signup`);
    await page.getByRole('textbox', { name: /Email/ }).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByLabel(/^Confirm password/).fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/account$/);
    const cityId = await torontoId();
    await page.evaluate((city) => localStorage.setItem('city', city), cityId);
    const [first] = await productsWithOptions();
    await addFromProductPage(page, first!.slug);
    await page.goto(`${baseUrl()}/checkout`);
    await page.getByRole('heading', { name: 'Where should we deliver?' }).waitFor();

    const step = checkoutStep(page);
    await step.getByLabel('First name').fill('Robin');
    await step.getByLabel('Last name').fill('Ouellet');
    await step.getByLabel('Street address').fill('111 Wellington Street');
    await step.getByLabel('City').fill('Ottawa');
    await step.getByRole('combobox', { name: /Province/ }).click();
    await page.getByRole('option', { name: 'Ontario' }).click();
    // The list closes before the form is used: while it is open the rest of the page is hidden
    // from the accessibility tree, so the save button could not be found by its role.
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await step.getByLabel('Postal code').fill('K1A 0B1');
    await step.getByRole('button', { name: 'Save and deliver here' }).click();
    await step
      .getByRole('alert')
      .filter({
        hasText:
          "Toronto doesn't deliver to K1A 0B1. Ottawa delivers there: change your city to Ottawa, or choose another address.",
      })
      .waitFor();
    // Still the address step: no delivery day, no Ottawa tax shown anywhere.
    expect(await page.getByRole('heading', { name: 'When should we deliver?' }).count()).toBe(0);
    // Choosing the same address again is refused again, with the same words.
    await step.getByRole('button', { name: 'Deliver to this address' }).click();
    await step.getByRole('alert').filter({ hasText: 'Ottawa delivers there' }).waitFor();
    expect(await page.getByRole('heading', { name: 'When should we deliver?' }).count()).toBe(0);
    await expectNoAxeViolations(page);
    // One click moves the checkout to Ottawa, the cart and the address kept.
    const cartBefore = await page.evaluate(() => localStorage.getItem('cart-v4'));
    await step.getByRole('button', { name: 'Switch to Ottawa and keep your cart' }).click();
    await step.getByRole('radio', { name: /111 Wellington Street/, checked: true }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('city'))).not.toBe(cityId);
    expect(await page.evaluate(() => localStorage.getItem('cart-v4'))).toBe(cartBefore);
    await step.getByRole('button', { name: 'Deliver to this address' }).click();
    await page.getByRole('heading', { name: 'When should we deliver?' }).waitFor();
    // Ottawa's windows, in Ottawa's time.
    await step.getByRole('radiogroup', { name: 'Time window (Ottawa time)' }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows the checkout steps at phone width without sideways scrolling', async () => {
    const { page } = await openPage(browser, viewports.phone);
    await page.goto(baseUrl());
    const cityId = await torontoId();
    const [first] = await productsWithOptions();
    await page.evaluate((city) => localStorage.setItem('city', city), cityId);
    await addFromProductPage(page, first!.slug);
    await page.goto(`${baseUrl()}/login?p=/checkout`);
    await page.getByRole('textbox', { name: /Email/ }).fill(DEMO.email);
    await page.getByLabel(/^Password/).fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/checkout$/);
    await page.getByRole('heading', { name: 'Where should we deliver?' }).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});
