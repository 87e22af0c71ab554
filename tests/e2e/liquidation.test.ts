/**
 * The one mode switch end to end. The shared e2e server cannot be used: its PGlite data folder
 * belongs to its process (a second writer is refused), and switching its mode would change what
 * the files running beside this one see. So this file starts its own server, as `npm start`
 * does, on its own copy of the seeded data, and switches the mode the way the README says:
 * stop the server, `npm run flag -- liquidation-sale on|off`, start it again.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, openPage, viewports } from './browser';
import { freePort, waitForHealth } from './global-setup';
import { distDir, prepareBuild, prepareSeededData } from './prepare';

const PURCHASE = 'Final sale: this price buys the piece outright — no subscription, pickup only.';
const WAREHOUSE = 'Pivot warehouse, 6200 Tomken Road, Mississauga, ON L5T 1X7';

let browser: Browser;
let dataDir: string;
let server: { child: ChildProcess; url: string } | null = null;

function run(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join('node_modules', '.bin', 'tsx'), args, {
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, NODE_ENV: 'test' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${args.join(' ')}: ${code}\n${output}`)),
    );
  });
}

/** `npm run flag -- liquidation-sale <setting>` against this file's data folder. */
function switchMode(setting: 'on' | 'off'): Promise<string> {
  return run(['scripts/flag.ts', 'liquidation-sale', setting]);
}

async function startServer(): Promise<string> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(path.join('node_modules', '.bin', 'tsx'), ['server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DIST_DIR: distDir,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      SITE_URL: url,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server = { child, url };
  await waitForHealth(url, child, () => log);
  return url;
}

async function stopServer(): Promise<void> {
  if (!server) return;
  const { child } = server;
  server = null;
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function aProduct(url: string): Promise<string> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ productList(limit: 1) { products { slug } } }' }),
  });
  const body = (await response.json()) as {
    data: { productList: { products: { slug: string }[] } };
  };
  return body.data.productList.products[0]!.slug;
}

/** Two pieces sold at the warehouse, with their retail prices, as the catalogue lists them. */
async function twoPieces(url: string) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: '{ productList(limit: 2) { products { id slug name retailprice } } }',
    }),
  });
  const body = (await response.json()) as {
    data: {
      productList: { products: { id: string; slug: string; name: string; retailprice: number }[] };
    };
  };
  return body.data.productList.products.map((product) => ({
    id: product.id,
    slug: product.slug,
    name: product.name,
    retail: product.retailprice,
  }));
}

/** Home with Montreal chosen earlier, the Living Room menu open, a product page, then the cart. */
async function visit(page: Page, url: string) {
  await page.goto(url);
  await page.evaluate(() => localStorage.setItem('city', '8'));
  await page.goto(url);
  const categories = page.getByRole('navigation', { name: 'Shop by category' });
  await categories.getByRole('button', { name: 'Living Room' }).click();
  await categories.getByRole('link', { name: /^Sofas/ }).waitFor();
  const home = {
    banner: await page.getByTestId('liquidation-banner').count(),
    sofasLink: (await categories.getByRole('link', { name: /^Sofas/ }).textContent()) ?? '',
    city: (await page.getByTestId('location-button').textContent()) ?? '',
    saleClaims: await page.getByText(/85% off/i).count(),
  };
  await page.keyboard.press('Escape');

  await page.goto(`${url}/productdetail/${await aProduct(url)}`);
  await page.getByRole('button', { name: 'Add to cart' }).waitFor();
  const productNote = page.getByTestId('liquidation-purchase-note');
  const product = { notes: await productNote.count(), note: await productNote.allTextContents() };
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByTestId('cart-popup').waitFor();

  await page.goto(`${url}/cart`);
  await page.getByTestId('cart-total').waitFor();
  const cartNote = page.getByTestId('liquidation-purchase-note');
  const cart = {
    notes: await cartNote.count(),
    note: await cartNote.allTextContents(),
    city: (await page.getByTestId('cart-city').textContent()) ?? '',
    header: (await page.getByTestId('location-button').textContent()) ?? '',
    banner: await page.getByTestId('liquidation-banner').count(),
  };
  await expectNoAxeViolations(page);
  return { home, product, cart };
}

function cad(dollars: number): string {
  return new Intl.NumberFormat('en-CA', {
    style: 'currency',
    currency: 'CAD',
    currencyDisplay: 'narrowSymbol',
  }).format(dollars);
}

/** From the cart: sign in as a demo customer, her first address, pickup, a card, the order. */
async function buyForPickup(page: Page, url: string, shoot?: (name: string) => Promise<void>) {
  await page.goto(`${url}/checkout`);
  await page.waitForURL(/\/login\?p=/);
  await page.getByRole('textbox', { name: /Email/ }).fill('jordan.lee@example.ca');
  await page.getByLabel(/^Password/).fill('Storefront-demo-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/checkout$/);
  // Picked up at the warehouse: the address is the buyer's, for the receipt.
  await page.getByRole('heading', { name: 'Your address for the receipt' }).waitFor();
  const step = page.getByRole('region', { name: 'Checkout step' });
  expect(await step.getByTestId('pickup-warehouse').innerText()).toContain(WAREHOUSE);
  await shoot?.('checkout-address');
  await step.getByRole('radio').first().click();
  await step.getByRole('button', { name: 'Use this address' }).click();
  await page.getByRole('heading', { name: 'When will you pick up?' }).waitFor();
  expect(await step.getByTestId('pickup-warehouse').innerText()).toContain(
    'Every day, 10 am to 5 pm',
  );
  const day = step.getByLabel('Pickup day');
  await day.fill((await day.getAttribute('min'))!);
  // Pickup is the only window during the sale.
  const windows = step.getByRole('radio');
  await windows.first().waitFor();
  expect(await windows.count()).toBe(1);
  await windows.first().click();
  await shoot?.('checkout-pickup-day');
  await step.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'How would you like to pay?' }).waitFor();
  const newCard = step.getByRole('radio', { name: 'A new card' });
  if (await newCard.isVisible()) await newCard.click();
  await step.getByLabel('Name on card').fill('Jordan Lee');
  await step.getByLabel('Card number').fill('4242 4242 4242 4242');
  await step.getByLabel('Expiry (MM/YY)').fill('12/34');
  await step.getByLabel('Security code').fill('123');
  await shoot?.('checkout-payment');
  await step.getByRole('button', { name: 'Review order' }).click();
  await page.getByRole('heading', { name: 'Review your order' }).waitFor();
  const review = {
    total: await step.getByTestId('review-due-today').innerText(),
    pickup: await step.getByTestId('review-pickup').innerText(),
    rows: await step.innerText(),
    linePrices: await step.getByTestId('quote-line-price').allInnerTexts(),
  };
  await shoot?.('checkout-review');
  await step.getByRole('button', { name: /Place order and pay/ }).click();
  await page.waitForURL(/\/order\/success\/[0-9a-f-]{36}$/);
  await page.getByRole('heading', { name: 'Thank you, your order is placed' }).waitFor();
  return review;
}

/** The order just placed, as the API reports it to its customer. */
async function chargedFor(url: string, page: Page) {
  const id = page.url().split('/').pop()!;
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('auth-session') ?? '{}').accessToken as string,
  );
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      query: `{ findOrders(orderIds: ["${id}"]) { id amountCharged deliverytimetype
        products { purchaseOption price } payment { status amount cardLastFourDigits } } }`,
    }),
  });
  const body = (await response.json()) as {
    data: {
      findOrders: {
        id: string;
        amountCharged: number;
        deliverytimetype: string;
        products: { purchaseOption: string; price: number }[];
        payment: { status: string; amount: number; cardLastFourDigits: string };
      }[];
    };
  };
  return body.data.findOrders[0]!;
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-e2e-liquidation-'));
  await Promise.all([prepareBuild(), prepareSeededData(dataDir)]);
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await stopServer();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the liquidation-sale switch', () => {
  it('on: banner, 85% Off badge, the purchase sentence, the city fixed, and an order bought outright for pickup', async () => {
    await expect(switchMode('on')).resolves.toContain('liquidation-sale: off -> on');
    const url = await startServer();
    const { page, problems } = await openPage(browser, viewports.desktop);
    const seen = await visit(page, url);
    expect(seen.home.banner).toBe(1);
    expect(seen.home.sofasLink).toContain('85% Off');
    expect(seen.home.city).toContain('Toronto');
    expect(seen.product.note).toEqual([PURCHASE]);
    expect(seen.cart.note).toEqual([PURCHASE]);
    expect(seen.cart.banner).toBe(1);
    expect(seen.cart.header).toContain('Toronto');
    expect(seen.cart.city).toContain('Priced for our Toronto, Ontario depot');

    // The journey to an order: the piece is bought outright and picked up at the warehouse.
    const quoted = await page.getByTestId('cart-total').innerText();
    await buyForPickup(page, url);
    const charged = await chargedFor(url, page);
    expect(charged.payment).toMatchObject({ status: 'SUCCEEDED', cardLastFourDigits: '4242' });
    expect(charged.deliverytimetype).toBe('PICKUP');
    expect(charged.products.map((line) => line.purchaseOption)).toEqual(['ownv3']);
    // What the cart said is what was charged, and the receipt says the same.
    expect(quoted).toContain(cad(charged.amountCharged));
    await page.goto(`${url}/account/receipts/print/${charged.id}`);
    const total = page.getByTestId('receipt-total-charged');
    await total.waitFor();
    expect(await total.innerText()).toContain(cad(charged.amountCharged));
    expect(problems).toEqual([]);
    await page.context().close();
    await stopServer();
  });

  it('on: two pieces cost exactly 15% of their retail prices plus HST, no delivery: in the cart, the review, the success page, the receipt and the charge', async () => {
    // On already after the test above; switched here too so this test stands on its own.
    await expect(switchMode('on')).resolves.toMatch(/liquidation-sale: (on|off) -> on/);
    const url = await startServer();
    try {
      await twoPiecesBought(url);
    } finally {
      await stopServer();
    }
  });

  async function twoPiecesBought(url: string) {
    const pieces = await twoPieces(url);
    const sale = pieces.map((piece) =>
      Math.floor((Math.round(piece.retail * 100) * 15 + 50) / 100),
    );
    const subtotal = sale[0]! + sale[1]!;
    const hst = Math.floor((subtotal * 13 + 50) / 100);
    const total = cad((subtotal + hst) / 100);
    const width = Number(process.env.SALE_SHOTS_WIDTH ?? viewports.desktop.width);
    const { page, problems } = await openPage(browser, { width, height: 900 });
    const shoot = process.env.SALE_SHOTS_DIR
      ? (name: string) =>
          page
            .screenshot({
              path: `${process.env.SALE_SHOTS_DIR}/${width}-${name}.png`,
              fullPage: true,
            })
            .then(() => undefined)
      : undefined;
    await page.goto(url);
    // A subscription with PivotCare left from the regular store, and a purchase.
    await page.evaluate(
      (lines) => localStorage.setItem('cart-v4', JSON.stringify(lines)),
      pieces.map((piece, index) => ({
        productId: piece.id,
        quantity: 1,
        purchaseOption: index === 0 ? 'subscribe' : 'ownv3',
        termLength: index === 0 ? 12 : null,
        pivotCare: index === 0,
        options: [],
        name: piece.name,
        slug: piece.slug,
        image: null,
        addedAt: new Date().toISOString(),
      })),
    );
    if (shoot) {
      await page.goto(`${url}/category/living-room`);
      await page.locator('main a[href^="/productdetail/"]').first().waitFor();
      await shoot('category');
      await page.goto(`${url}/productdetail/${pieces[0]!.slug}`);
      await page.getByRole('button', { name: 'Add to cart' }).waitFor();
      await shoot('product');
    }
    await page.goto(`${url}/cart`);
    await page.getByTestId('cart-total').waitFor();
    const converted = page
      .getByRole('status')
      .filter({ hasText: 'now a purchase at the sale price' });
    await converted.waitFor();
    expect(await converted.innerText()).toContain(pieces[0]!.name);
    const items = page.getByRole('list', { name: 'Items in your cart' });
    await expect.poll(async () => (await items.innerText()).includes('subscription')).toBe(false);
    const prices = await page.getByTestId('line-price').allInnerTexts();
    expect(prices).toHaveLength(2);
    prices.forEach((text, index) => {
      expect(text).toContain(cad(sale[index]! / 100));
      expect(text).toContain(cad(pieces[index]!.retail));
    });
    expect(await items.innerText()).not.toContain('PivotCare');
    expect(await items.innerText()).not.toContain('—');
    await expect.poll(() => page.getByTestId('cart-total').innerText()).toBe(total);
    const cartText = await page.locator('main').innerText();
    expect(cartText).toContain('Pickup at the warehouse');
    expect(cartText).toContain('HST 13%');
    expect(cartText).not.toContain('Add assembly');
    expect(cartText).not.toContain('Estimated delivery');
    expect(cartText).not.toMatch(/Delivery\s/);
    await shoot?.('cart');

    const review = await buyForPickup(page, url, shoot);
    expect(review.total).toBe(total);
    expect(review.pickup).toContain(WAREHOUSE);
    expect(review.rows).not.toMatch(/Deliver to|Delivery\s/);
    // The review's lines too: the sale price beside the struck retail price.
    expect(review.linePrices).toHaveLength(2);
    for (const [index, piece] of pieces.entries()) {
      const line = review.linePrices.find((text) => text.includes(cad(sale[index]! / 100)));
      expect(line, piece.name).toContain(cad(piece.retail));
    }

    const success = await page.getByTestId('order-pickup').innerText();
    expect(success).toContain(WAREHOUSE);
    expect(success).toContain('between 10 am and 5 pm');
    expect(await page.getByTestId('order-due-today').innerText()).toBe(total);
    expect(await page.getByTestId('order-line-retail').allInnerTexts()).toEqual(
      pieces.map((piece) => `Retail ${cad(piece.retail)}, sold at 85% off`),
    );
    await shoot?.('success');

    const charged = await chargedFor(url, page);
    expect(cad(charged.amountCharged)).toBe(total);
    expect(charged.payment).toMatchObject({ status: 'SUCCEEDED', amount: (subtotal + hst) / 100 });
    expect(charged.deliverytimetype).toBe('PICKUP');
    expect(charged.products.map((line) => [line.purchaseOption, line.price])).toEqual([
      ['ownv3', sale[0]! / 100],
      ['ownv3', sale[1]! / 100],
    ]);

    await page.goto(`${url}/account/receipts/print/${charged.id}`);
    await page.getByTestId('receipt-total-charged').waitFor();
    expect(await page.getByTestId('receipt-total-charged').innerText()).toContain(total);
    expect(await page.getByTestId('receipt-pickup').innerText()).toContain(WAREHOUSE);
    // Each line's sale price beside its struck retail price.
    const retail = await page.getByTestId('receipt-line-retail').allInnerTexts();
    expect(retail).toEqual(pieces.map((piece) => `Retail ${cad(piece.retail)}, sold at 85% off`));
    await shoot?.('receipt');
    expect(problems).toEqual([]);
    await page.context().close();
  }

  it('off: none of them, and the chosen city is served in the header and the cart', async () => {
    await expect(switchMode('off')).resolves.toContain('liquidation-sale: on -> off');
    const url = await startServer();
    const { page, problems } = await openPage(browser, viewports.desktop);
    const seen = await visit(page, url);
    expect(seen.home.banner).toBe(0);
    expect(seen.home.sofasLink).not.toContain('85% Off');
    // Nothing on the page claims 85% off (banner, badges, promotions).
    expect(seen.home.saleClaims).toBe(0);
    expect(seen.home.city).toContain('Montreal');
    expect(seen.product.notes).toBe(0);
    expect(seen.cart.notes).toBe(0);
    expect(seen.cart.banner).toBe(0);
    expect(seen.cart.header).toContain('Montreal');
    expect(seen.cart.city).toContain('Montreal, QC');
    expect(problems).toEqual([]);
    await page.context().close();
    await stopServer();
  });
});
