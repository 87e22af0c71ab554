import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  productSlugs,
  viewports,
} from './browser';
import { snackbar } from './snackbar';

/** Spec section 9: holding the cart icon this long clears both carts. */
const CART_CLEAR_HOLD_MS = 3000;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function chooseCity(page: Page, cityId: string): Promise<void> {
  await page.goto(baseUrl());
  await page.evaluate((city) => localStorage.setItem('city', city), cityId);
}

function storedCart(page: Page): Promise<{ productId: string; quantity: number }[]> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('cart-v4') ?? '[]'));
}

function dataLayerEvents(page: Page, name: string) {
  return page.evaluate(
    (event) =>
      (
        (window as unknown as { dataLayer?: { event?: string; ecommerce?: unknown }[] })
          .dataLayer ?? []
      )
        .filter((entry) => entry.event === event)
        .map((entry) => entry.ecommerce),
    name,
  );
}

describe('sharing a cart and packages on the real server', () => {
  it('adds from a product page, shares the cart and restores it on another device', async () => {
    const { page, problems } = await openPage(browser, viewports.desktop);
    const [first, second] = await productSlugs(2);
    await chooseCity(page, '6');

    await page.goto(`${baseUrl()}/productdetail/${first}`);
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const popup = page.getByTestId('cart-popup');
    await popup.waitFor();
    await expect(popup.getByRole('link', { name: 'View Cart' }).getAttribute('href')).resolves.toBe(
      '/cart',
    );
    await expect(popup.getByRole('link', { name: 'Checkout' }).getAttribute('href')).resolves.toBe(
      '/checkout',
    );
    // GA4 events, in CAD, at the price shown.
    const viewed = (await dataLayerEvents(page, 'view_item')) as {
      currency: string;
      items: { item_id: string; price: number }[];
    }[];
    const added = (await dataLayerEvents(page, 'add_to_cart')) as {
      currency: string;
      value: number;
      items: { item_id: string; price: number; quantity: number }[];
    }[];
    expect(viewed.length).toBeGreaterThan(0);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ currency: 'CAD' });
    expect(added[0]!.items[0]).toMatchObject({ quantity: 1 });
    expect(added[0]!.items[0]!.price).toBeGreaterThan(0);
    expect(added[0]!.value).toBe(added[0]!.items[0]!.price);
    // Clicking away closes the pop-up.
    await page.getByRole('heading', { level: 1 }).click();
    await popup.waitFor({ state: 'detached' });

    await page.goto(`${baseUrl()}/productdetail/${second}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await popup.waitFor();
    const lines = await storedCart(page);
    expect(lines).toHaveLength(2);

    await page.goto(`${baseUrl()}/share-cart`);
    await page.getByRole('button', { name: 'Create link' }).click();
    const link = page.getByLabel('Link to your cart');
    await link.waitFor();
    const url = await link.inputValue();
    expect(url).toMatch(new RegExp(`^${baseUrl()}/c/[0-9A-Za-z]{12}/[a-z0-9-]+$`));
    await expectNoAxeViolations(page);

    // Another device: a fresh browser context with its own storage, a different city.
    const other = await openPage(browser, viewports.phone);
    await chooseCity(other.page, '8');
    await other.page.goto(url);
    await other.page.getByRole('heading', { name: 'Shared cart' }).waitFor();
    await other.page.getByText(heading!.trim()).first().waitFor();
    await other.page.getByTestId('snapshot-total').waitFor();
    await expect(
      other.page.getByRole('group', { name: 'Due today' }).getByText('QST 9.975%').isVisible(),
    ).resolves.toBe(true);
    await expectNoAxeViolations(other.page);
    await other.page.getByRole('button', { name: 'Add to my cart' }).click();
    await other.page.getByTestId('shared-cart-outcome').waitFor();
    await expect(other.page.getByTestId('shared-cart-outcome').textContent()).resolves.toContain(
      'Added 2 shared lines to your cart',
    );
    const restored = await storedCart(other.page);
    expect(restored.map((line) => [line.productId, line.quantity])).toEqual(
      lines.map((line) => [line.productId, line.quantity]),
    );
    await other.page.getByRole('link', { name: 'Go to your cart' }).click();
    await other.page.getByTestId('cart-total').waitFor();

    // Opened again with a cart already there: replace is offered and does what it says.
    await other.page.goto(url);
    await other.page.getByRole('button', { name: 'Replace my cart' }).click();
    await expect(other.page.getByTestId('shared-cart-outcome').textContent()).resolves.toContain(
      'Your cart now holds the 2 items of the shared cart.',
    );
    expect(await storedCart(other.page)).toHaveLength(2);

    // An unknown link says so.
    await other.page.goto(`${baseUrl()}/c/AAAAAAAAAAAA/whatever`);
    await other.page.getByText('This shared cart link has expired or does not exist').waitFor();

    expect([...problems, ...other.problems].filter((problem) => !problem.includes('404'))).toEqual(
      [],
    );
    await other.page.context().close();
    await page.context().close();
  });

  it('needs no city picker on a first visit: the share page uses the default depot', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${baseUrl()}/share-cart`);
    await page.getByText('Your cart is empty').waitFor();
    expect(await page.getByTestId('city-picker').count()).toBe(0);
    await page.context().close();
  });

  it('shows a package, prices it and adds it to the cart in one step', async () => {
    const { page, problems } = await openPage(browser, viewports.phone);
    await chooseCity(page, '6');
    await page.goto(`${baseUrl()}/p/`);
    await page.getByRole('link', { name: 'Dining for Four' }).click();
    await page.waitForURL(/\/p\/dining-for-four$/);
    await page.getByRole('heading', { name: 'Dining for Four' }).waitFor();
    await page.getByTestId('snapshot-total').waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Add package to cart' }).click();
    await page.getByTestId('cart-popup').waitFor();
    // Confirmed by the spec's snackbar, as every add is (decision 158).
    await snackbar(page, 'Dining for Four added to your cart.').waitFor();
    const lines = await storedCart(page);
    expect(lines.map((line) => line.quantity)).toEqual([1, 4]);
    await expect(page.getByTestId('cart-link').textContent()).resolves.toContain('5');

    await page.goto(`${baseUrl()}/p/no-such-package`);
    await page.getByText("We can't find the page you're looking for").waitFor();
    expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
    await page.context().close();
  });

  it('clears both carts when the cart icon is held for 3 seconds; a click still opens the cart', async () => {
    const { page } = await openPage(browser, viewports.desktop);
    // The page's clock is the test's, installed before the page's code runs: the 3000 ms hold
    // (spec section 9) is counted in page time, so how fast the machine runs decides nothing.
    await page.clock.install();
    await chooseCity(page, '6');
    await page.goto(`${baseUrl()}/p/home-office`);
    await page.getByRole('button', { name: 'Add package to cart' }).click();
    await page.getByTestId('cart-popup').waitFor();
    await page.evaluate(() => {
      localStorage.setItem(
        'return-cart-v1',
        JSON.stringify([{ id: 'r1', quantity: 1, name: 'Old chair', thumbUrl: null }]),
      );
      localStorage.setItem(
        'delivery-time',
        JSON.stringify({ date: '2026-02-03', estimatedDays: 3 }),
      );
    });
    await page.getByRole('button', { name: 'Close' }).click();
    // Nothing may lie over the icon when it is pressed: the popup is gone first.
    await page.getByTestId('cart-popup').waitFor({ state: 'detached' });

    const icon = page.getByTestId('cart-link');
    const box = (await icon.boundingBox())!;
    const now = () => page.evaluate(() => Date.now());
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    // Let go early, after 2999 ms of page time: nothing is cleared (and the click goes to the
    // cart). Time stands still between the press and the release.
    await page.clock.pauseAt((await now()) + 1_000);
    await page.mouse.down();
    await page.clock.runFor(CART_CLEAR_HOLD_MS - 1);
    await page.mouse.up();
    await page.clock.resume();
    await page.waitForURL(/\/cart$/);
    // The cart page has drawn its lines before the icon is pressed again: on a busy machine the
    // URL changes while the route is still loading, and a press that lands as the page swaps in
    // is not the press this test measures.
    await page.getByRole('heading', { name: 'Your cart' }).waitFor();
    await page.getByRole('list', { name: 'Items in your cart' }).waitFor();
    expect(await storedCart(page)).toHaveLength(2);

    // Held the full 3000 ms: cleared while the button is still down.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.clock.pauseAt((await now()) + 1_000);
    await page.mouse.down();
    await page.clock.runFor(CART_CLEAR_HOLD_MS);
    expect(await storedCart(page)).toEqual([]);
    await page.mouse.up();
    await page.clock.resume();
    await page.getByRole('dialog', { name: 'Cart cleared' }).waitFor();
    expect(await storedCart(page)).toEqual([]);
    const rest = await page.evaluate(() => [
      localStorage.getItem('return-cart-v1'),
      localStorage.getItem('delivery-time'),
    ]);
    expect(rest).toEqual([null, null]);
    await page.getByText('Your cart is empty').waitFor();
    // The release after a hold does not navigate anywhere.
    expect(new URL(page.url()).pathname).toBe('/cart');
    await expect(page.getByTestId('cart-link').textContent()).resolves.not.toMatch(/\d/);
    await page.context().close();
  });
});
