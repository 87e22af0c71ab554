import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectNoAxeViolations, launchBrowser, openPage, viewports } from './browser';

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
    expect(response?.status()).toBe(200);
    await page.getByText("We can't find the page you're looking for").waitFor();
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
