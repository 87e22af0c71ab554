import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, viewports } from './browser';

const PASSWORD = 'Storefront-demo-2026';
const ALERT = 'Billing Information Update Required! Click Here to Update.';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto(`${baseUrl()}/login`);
  await page.getByRole('textbox', { name: /Email/ }).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByTestId('account-link').filter({ hasText: 'My Account' }).waitFor();
}

/** Whether a getOrderStatus call went out, to prove guests never send one. */
function watchOrderStatus(page: Page): { calls: () => number } {
  let calls = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && (request.postData() ?? '').includes('getOrderStatus'))
      calls += 1;
  });
  return { calls: () => calls };
}

describe('billing alert in the promo bar', () => {
  it('shows guests the promotions and never asks for an order status', async () => {
    const { page, problems } = await openPage(browser, viewports.phone);
    const orderStatus = watchOrderStatus(page);
    await page.goto(baseUrl());
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('promo-bar').textContent()).resolves.not.toContain(ALERT);
    expect(orderStatus.calls()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  for (const [width, viewport] of Object.entries(viewports)) {
    it(`replaces the promotions for jordan.lee (delinquent) at ${width} width, linking to payment information`, async () => {
      const { page } = await openPage(browser, viewport);
      await signIn(page, 'jordan.lee@example.ca');
      const alert = page.getByRole('link', { name: ALERT });
      await alert.waitFor();
      const bar = await page.getByTestId('promo-bar').boundingBox();
      // The alert takes the promo bar's own box: nothing below it moves.
      expect(bar?.height).toBe(40);
      await expect(alert.getAttribute('href')).resolves.toBe('/account/payment-information');
      const axe = await new AxeBuilder({ page }).include('[data-testid="promo-bar"]').analyze();
      expect(axe.violations.map((violation) => violation.id)).toEqual([]);
      // Stays on other pages and after a reload (the session is kept).
      await page.goto(`${baseUrl()}/faq`);
      await page.getByRole('link', { name: ALERT }).waitFor();
      await page.context().close();
    });
  }

  it('does not show for alex.tremblay, whose billing is in good standing', async () => {
    const { page, problems } = await openPage(browser, viewports.desktop);
    const orderStatus = watchOrderStatus(page);
    await signIn(page, 'alex.tremblay@example.ca');
    await page.goto(baseUrl());
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => orderStatus.calls()).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('promo-bar').textContent()).resolves.not.toContain(ALERT);
    await expect(page.getByRole('link', { name: ALERT }).count()).resolves.toBe(0);
    expect(problems.filter((problem) => problem.startsWith('page error'))).toEqual([]);
    await page.context().close();
  });
});
