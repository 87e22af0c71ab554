import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectNoAxeViolations, launchBrowser, openPage, viewports } from './browser';

/** Sam's running financing (seeded) is the item bought out. */
const SAM = { email: 'sam.nguyen@example.ca', password: 'Storefront-demo-2026' };

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function signIn(page: Page, path: string): Promise<void> {
  await page.goto(`${baseUrl()}${path}`);
  await page.waitForURL(/\/login\?p=/);
  await page.getByRole('textbox', { name: /Email/ }).fill(SAM.email);
  await page.getByLabel(/^Password/).fill(SAM.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === path);
}

async function fillCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Name on card').fill('Sam Nguyen');
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('Security code').fill('123');
}

describe('buyout (Sam)', () => {
  it('chooses an item, keeps the step through reload, back and forward, survives a declined card, pays and finds the receipt', async () => {
    const { page, problems } = await openPage(browser, viewports.desktop);
    await signIn(page, '/buyout');
    await page.getByRole('heading', { name: 'Buy out your furniture' }).waitFor();
    // The flow has no site header or footer.
    await expect(page.locator('footer').count()).resolves.toBe(0);

    // Nothing chosen: Continue is disabled and says why.
    const next = page.getByRole('button', { name: 'Continue to payment' });
    await expect(next.isDisabled()).resolves.toBe(true);
    await page.getByText('Choose at least one item to continue.').waitFor();
    // The price is explained in words: retail value less what was paid.
    await expect(page.getByTestId('buyout-price-words').first().textContent()).resolves.toMatch(
      /^Retail value \$[\d,]+\.\d\d less \$[\d,]+\.\d\d paid toward it \(\d+ months? paid at \$[\d,]+\.\d\d\)/,
    );

    const item = page.getByRole('checkbox').first();
    await item.click();
    await page.waitForURL(/\/buyout\?items=/);
    await expect(next.isEnabled()).resolves.toBe(true);
    const subtotal = (await page.getByTestId('buyout-subtotal').textContent()) ?? '';
    expect(subtotal).toMatch(/^\$\d[\d,]*\.\d\d$/);
    await expectNoAxeViolations(page);

    await next.click();
    await page.waitForURL(/\/buyout\/payment\?items=/);
    await page.getByRole('heading', { name: 'Pay for your buyout' }).waitFor();
    // The total with tax comes from the server before paying, tax by tax (Sam is in BC).
    const total = (await page.getByTestId('buyout-quote-total').textContent()) ?? '';
    expect(total).toMatch(/^\$\d[\d,]*\.\d\d$/);
    await expect(page.getByTestId('buyout-quote-subtotal').textContent()).resolves.toBe(subtotal);
    await page.getByTestId('buyout-quote-tax-GST').waitFor();
    await page.getByTestId('buyout-quote-tax-PST').waitFor();
    const payButton = page.getByRole('button', { name: `Pay ${total}` });
    await payButton.waitFor();
    const name = await page
      .getByRole('list', { name: 'Items to buy out' })
      .locator('strong')
      .first()
      .textContent();
    expect(name).toBeTruthy();

    // Reload, back and forward keep the step and the choice.
    await page.reload();
    await payButton.waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/buyout');
    await expect(page.getByRole('checkbox').first().getAttribute('aria-checked')).resolves.toBe(
      'true',
    );
    await page.goForward();
    await payButton.waitFor();
    await expectNoAxeViolations(page);

    // A new card that is declined: said under the card, nothing bought.
    const newCard = page.getByRole('radio', { name: 'A new card' });
    if ((await newCard.count()) > 0) await newCard.click();
    await fillCard(page, '4000 0000 0000 0002');
    await payButton.click();
    await page
      .getByTestId('payment-error')
      .filter({ hasText: 'Your card was declined. Try another card.' })
      .waitFor();
    await expect(page.getByRole('heading', { name: 'Pay for your buyout' }).count()).resolves.toBe(
      1,
    );

    // Another card pays.
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await payButton.click();
    await page.getByRole('heading', { name: "It's yours" }).waitFor();
    const intro = (await page.locator('main, body').first().textContent()) ?? '';
    // Charged exactly the total shown before paying.
    expect(intro).toContain(`We charged ${total} for buyout`);
    const orderNumber = /buyout (SF\d+)/.exec(intro)?.[1];
    expect(orderNumber).toBeTruthy();

    await page.getByRole('link', { name: 'View the receipt' }).click();
    await page.waitForURL(/\/account\/receipts\/print\//);
    await page.getByText(`Buyout ${orderNumber}`).first().waitFor();
    await page.getByText(name!).first().waitFor();

    await page.goto(`${baseUrl()}/account/receipts`);
    await page.getByText(orderNumber!).first().waitFor();

    // Bought out: it is no longer offered.
    await page.goto(`${baseUrl()}/buyout`);
    await page.getByRole('heading', { name: 'Buy out your furniture' }).waitFor();
    await page
      .getByText(/Items you can buy out|You have nothing to buy out/)
      .first()
      .waitFor();
    await expect(page.getByRole('checkbox', { name: name! }).count()).resolves.toBe(0);

    expect(problems.filter((problem) => !/declined|402|PAYMENT_DECLINED/i.test(problem))).toEqual(
      [],
    );
  });

  it('sends a signed-out visitor to sign in, then back to the step', async () => {
    const { page } = await openPage(browser, viewports.phone);
    await page.goto(`${baseUrl()}/buyout/payment`);
    await page.waitForURL(/\/login\?p=%2Fbuyout%2Fpayment/);
  });
});
