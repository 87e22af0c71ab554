import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  expectNoAxeViolations,
  launchBrowser,
  newContext,
  openPage,
  viewports,
} from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('the built storefront served by the real server', () => {
  for (const [name, viewport] of Object.entries(viewports)) {
    it(`renders the home page at ${name} width without console errors or axe violations`, async () => {
      const { page, problems } = await openPage(browser, viewport);
      await page.goto(baseUrl());
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(
        /furniture/i,
      );
      await expectNoAxeViolations(page);
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }

  it('answers a client route with the app and shows the not-found page', async () => {
    const { page, problems } = await openPage(browser);
    const response = await page.goto(`${baseUrl()}/no/such/page`);
    expect(response?.status()).toBe(404);
    await page.getByText("We can't find the page you're looking for").waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('reloads once when a chunk fails to load, then goes home instead of looping', async () => {
    const context = await newContext(browser, viewports.desktop);
    // The promo bar's rotating part is a lazily loaded chunk every page asks for once the
    // visitor acts on it (decision 142): the pointer keeps moving below.
    await context.route(/\/assets\/promo-bar-live-[^/]+\.js$/, (route) => route.abort());
    const page = await context.newPage();
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
    });
    let x = 0;
    const acting = setInterval(() => {
      x = (x + 37) % 600;
      void page.mouse.move(100 + x, 200).catch(() => undefined);
    }, 100);
    await page.goto(`${baseUrl()}/faq`);
    // However long a busy machine takes to get there: the first visit, one reload with the
    // marker, then home.
    await expect.poll(() => documents, { timeout: 30_000 }).toEqual(['/faq', '/faq', '/']);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Where it stops: home drawn, and then long enough for several reloads if it looped (each
    // took about 300 ms), no further document.
    await page.waitForTimeout(2000);
    clearInterval(acting);
    expect(documents).toEqual(['/faq', '/faq', '/']);
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it("names the cart page with its route's title", async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${baseUrl()}/cart`);
    await expect.poll(() => page.title()).toBe('Your cart | Pivot Furniture');
    // A page that names itself keeps its own title after one with a route title.
    await page.goto(`${baseUrl()}/faq`);
    await page.getByRole('link', { name: /^Cart, / }).click();
    await expect.poll(() => page.title()).toBe('Your cart | Pivot Furniture');
    await page.goBack();
    await expect.poll(() => page.title()).toBe('Frequently asked questions | Pivot Furniture');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("serves the theme's wave graphic and draws it at the top of the footer", async () => {
    const response = await fetch(`${baseUrl()}/wave.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await response.text()).toMatch(/^<svg /);
    const { page, problems } = await openPage(browser, viewports.phone);
    await page.goto(`${baseUrl()}/faq`);
    const background = await page
      .locator('footer')
      .evaluate((footer) => getComputedStyle(footer).backgroundImage);
    expect(background).toContain('/wave.svg');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows the release version at /version', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${baseUrl()}/version`);
    const version = await page.getByTestId('release-version').textContent();
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
    await page.context().close();
  });

  it('answers a real 404 for a missing asset', async () => {
    const response = await fetch(`${baseUrl()}/assets/missing-abc123.js`);
    expect(response.status).toBe(404);
  });
});
