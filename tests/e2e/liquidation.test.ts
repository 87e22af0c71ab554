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
  it('on: banner, 85% Off badge, the purchase sentence, and the city fixed to the default depot', async () => {
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
    expect(problems).toEqual([]);
    await page.context().close();
    await stopServer();
  });

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
