import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectNoAxeViolations, launchBrowser, openPage, viewports } from './browser';

/** Morgan: served at an EQ3 showroom, with the seeded partner order (decision 140); nobody else uses it. */
const MORGAN = { email: 'morgan.roy@example.ca', password: 'Storefront-demo-2026' };

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function fillAddress(page: Page, postalCode: string, province: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Delivery address' });
  await form.getByLabel('First name').fill('Morgan');
  await form.getByLabel('Last name').fill('Roy');
  await form.getByLabel('Phone').fill('416 555 0142');
  await form.getByLabel('Street address').fill('500 King Street West');
  await form.getByLabel('Unit').fill('1204');
  await form.getByLabel('City').fill(province === 'Quebec' ? 'Montréal' : 'Toronto');
  await form.getByRole('combobox', { name: /Province/ }).click();
  await page.getByRole('option', { name: province }).click();
  await form.getByLabel('Postal code').fill(postalCode);
}

/** The message under a field (its accessible description). */
async function errorUnder(page: Page, label: string): Promise<string> {
  const field = page.getByLabel(label);
  await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
  const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(
    describedBy
      .split(' ')
      .filter(Boolean)
      .map((id) => page.locator(`[id="${id}"]`).innerText()),
  );
  return texts.join(' ');
}

describe('partner steps (Morgan)', () => {
  it('gives the delivery address (a depot the showroom does not use refused under the postal code), survives a declined card, confirms the order once and finds its receipt', async () => {
    const { page, problems } = await openPage(browser, viewports.phone);
    await page.goto(`${baseUrl()}/partner/step/address`);
    await page.waitForURL(/\/login\?p=/);
    await page.getByRole('textbox', { name: /Email/ }).fill(MORGAN.email);
    await page.getByLabel(/^Password/).fill(MORGAN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/partner/step/address');
    await page.getByRole('heading', { name: 'Where should we deliver?' }).waitFor();
    await page.getByText('EQ3 Toronto, King Street West', { exact: false }).first().waitFor();
    // The flow has no site header or footer.
    await expect(page.locator('footer').count()).resolves.toBe(0);
    await expectNoAxeViolations(page);

    // The billing step before the address: back to the address.
    await page.goto(`${baseUrl()}/partner/step/billing`);
    await page.waitForURL((url) => url.pathname === '/partner/step/address');

    // Nothing typed: each field says what it needs.
    await page.getByRole('button', { name: 'Continue to billing' }).click();
    expect(await errorUnder(page, 'Street address')).toMatch(/Enter the street address/);

    // A Montréal address: the Toronto showroom's depot does not reach it.
    await fillAddress(page, 'H2X 1Y4', 'Quebec');
    await page.getByRole('button', { name: 'Continue to billing' }).click();
    expect(await errorUnder(page, 'Postal code')).toMatch(
      /delivers from our Toronto depot, which does not reach H2X 1Y4/,
    );
    expect(new URL(page.url()).pathname).toBe('/partner/step/address');

    await fillAddress(page, 'm5v 1l9', 'Ontario');
    await page.getByRole('button', { name: 'Continue to billing' }).click();
    await page.waitForURL((url) => url.pathname === '/partner/step/billing');
    await page.getByRole('heading', { name: 'How will you pay each month?' }).waitFor();
    await expect(page.getByTestId('partner-address').textContent()).resolves.toMatch(
      /500 King Street West, Toronto, ON M5V 1L9/,
    );

    // Reload, back and forward keep the place.
    await page.reload();
    await page.getByRole('heading', { name: 'How will you pay each month?' }).waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/partner/step/address');
    await page.getByRole('heading', { name: 'Where should we deliver?' }).waitFor();
    await page.goForward();
    await page.waitForURL((url) => url.pathname === '/partner/step/billing');
    await page.getByRole('heading', { name: 'How will you pay each month?' }).waitFor();
    await expectNoAxeViolations(page);

    // A card the processor refuses: said on the step, nothing confirmed.
    await page.getByLabel('Name on card').fill('Morgan Roy');
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: 'Confirm my order' }).click();
    await page
      .getByTestId('payment-error')
      .filter({ hasText: /declined/ })
      .waitFor();

    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Confirm my order' }).click();
    await page.getByRole('heading', { name: 'Your order is confirmed' }).waitFor();

    // Done is done: the steps show the confirmation.
    await page.goto(`${baseUrl()}/partner/step/billing`);
    await page.getByRole('heading', { name: 'Your order is confirmed' }).waitFor();
    await page.getByRole('link', { name: 'View the receipt' }).click();
    await page.waitForURL(/\/account\/receipts\/print\//);
    await page
      .getByText(/^Order SF\d+$/)
      .first()
      .waitFor();
    await page.getByText('500 King Street West').first().waitFor();

    // Refusals the API answered are logged by the client (src/api/client.ts), as in buyout.
    expect(
      problems.filter((problem) => !/declined|402|PAYMENT_DECLINED|does not reach/i.test(problem)),
    ).toEqual([]);
  });
});
