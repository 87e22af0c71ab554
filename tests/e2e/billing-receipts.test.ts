/**
 * Monthly bills and payments leave paper (decision 151), in Chromium against the real server:
 * Jordan pays the overdue balance, finds its receipt in /account/receipts and the declined bill
 * as paid late in the billing history; Alex sees his past monthly bills with GST and QST; each
 * receipt prints on its own. Paying changes what other files see (the billing alert), so this
 * file runs a server of its own on its own copy of the seeded data, as account-overview does.
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

const PASSWORD = 'Storefront-demo-2026';

let browser: Browser;
let dataDir: string;
let server: { child: ChildProcess; url: string } | null = null;

beforeAll(async () => {
  browser = await launchBrowser();
  dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-e2e-receipts-'));
  await Promise.all([prepareBuild(), prepareSeededData(dataDir)]);
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
}, 240_000);

afterAll(async () => {
  await browser?.close();
  if (server && server.child.exitCode === null) {
    const exited = new Promise((resolve) => server!.child.once('exit', resolve));
    server.child.kill('SIGTERM');
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto(`${server!.url}/login`);
  await page.getByRole('textbox', { name: /Email/ }).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByTestId('account-link').filter({ hasText: 'My Account' }).waitFor();
}

/** Asks the API with the page's own session, to compare the screens with it. */
async function ask<T>(page: Page, query: string): Promise<T> {
  return page.evaluate(async (text) => {
    const session = JSON.parse(localStorage.getItem('auth-session') ?? '{}') as {
      accessToken?: string;
    };
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${session.accessToken ?? ''}`,
      },
      body: JSON.stringify({ query: text }),
    });
    return ((await response.json()) as { data: unknown }).data;
  }, query) as Promise<T>;
}

function cad(dollars: number): string {
  return new Intl.NumberFormat('en-CA', {
    style: 'currency',
    currency: 'CAD',
    currencyDisplay: 'narrowSymbol',
  }).format(dollars);
}

async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('[role="status"] svg') === null);
  await page.waitForLoadState('networkidle');
}

/** On paper only the receipt is left: no site header, no buttons; and it prints as a PDF. */
async function expectPrintable(page: Page): Promise<void> {
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: /^Print/ }).isVisible()).resolves.toBe(false);
  await expect(page.getByRole('link', { name: 'All receipts' }).isVisible()).resolves.toBe(false);
  await expect(page.locator('header').first().isVisible()).resolves.toBe(false);
  await expect(page.getByTestId('paper-receipt').isVisible()).resolves.toBe(true);
  await expect(page.getByTestId('receipt-total').isVisible()).resolves.toBe(true);
  await page.emulateMedia({ media: 'screen' });
  const pdf = await page.pdf({ format: 'Letter', printBackground: true });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
}

describe('receipts of monthly bills and payments', () => {
  it('Jordan pays the overdue balance, finds its receipt and the declined bill paid late in the billing history', async () => {
    const { page, problems } = await openPage(browser, viewports.desktop);
    await signIn(page, 'jordan.lee@example.ca');
    const owed = await ask<{ getOrderStatus: { totalremaining: number }[] }>(
      page,
      '{ getOrderStatus { totalremaining } }',
    );
    const total = owed.getOrderStatus.reduce((sum, record) => sum + record.totalremaining, 0);
    expect(total).toBe(155.94);

    // Before paying: the billing history shows the bill declined and what is owed.
    await page.goto(`${server!.url}/account`);
    await page
      .getByRole('navigation', { name: 'Account pages' })
      .getByRole('link', { name: 'Billing history', exact: true })
      .click();
    // Under load the first click on the account page's link was twice lost (no navigation at
    // all): pressed again once before failing.
    await page.waitForURL(/\/account\/billing-history/, { timeout: 10_000 }).catch(async () => {
      await page
        .getByRole('navigation', { name: 'Account pages' })
        .getByRole('link', { name: 'Billing history', exact: true })
        .click();
      await page.waitForURL(/\/account\/billing-history/);
    });
    // On a busy machine the list once never came after the click; loading the page again
    // asks again (a page with no bills would still fail here).
    const firstRow = page.getByTestId('bill-row').first();
    await firstRow.waitFor({ timeout: 15_000 }).catch(async () => {
      await page.reload();
      await firstRow.waitFor();
    });
    const declined = page.locator('[data-testid="bill-row"][data-status="DECLINED"]');
    await expect(declined.count()).resolves.toBe(1);
    await expect(declined.textContent()).resolves.toContain(`${cad(total)} is owed`);
    await expect(declined.getByTestId('bill-status').textContent()).resolves.toBe('Declined');
    await expect(
      page.locator('[data-testid="bill-row"][data-status="CHARGED"]').count(),
    ).resolves.toBeGreaterThan(0);
    await settled(page);
    await expectNoAxeViolations(page);

    // Its invoice says what is owed and where to pay it.
    await declined.getByRole('link', { name: /View bill/ }).click();
    await page.getByTestId('paper-receipt').waitFor();
    await expect(page.getByTestId('receipt-status').textContent()).resolves.toBe('Declined');
    await expect(page.getByTestId('receipt-owed').textContent()).resolves.toContain(cad(total));
    await page.getByTestId('receipt-pay-now').getByRole('link').click();
    await page.waitForURL(`${server!.url}/account/payment-information`);

    // The card on file is declined: a good card replaces it, then Pay now.
    await page.getByTestId('overdue-balance').waitFor();
    await page.getByRole('textbox', { name: 'Name on card' }).fill('Jordan Lee');
    await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
    await page.getByRole('textbox', { name: /Expiry/ }).fill('12/31');
    await page.getByRole('textbox', { name: 'Security code' }).fill('123');
    await page.getByRole('button', { name: 'Save the new card' }).click();
    await page.getByTestId('replace-card-saved').waitFor();
    await page.getByRole('button', { name: `Pay now ${cad(total)}` }).click();
    await page.getByTestId('overdue-paid').waitFor();

    // The receipt: first in /account/receipts, an overdue payment of $155.94.
    await page.getByRole('link', { name: 'your receipts' }).click();
    await page.waitForURL(`${server!.url}/account/receipts`);
    const first = page.getByTestId('receipt-row').first();
    await first.waitFor();
    await expect(first.getByTestId('receipt-kind').textContent()).resolves.toBe('Overdue payment');
    await expect(first.getByTestId('receipt-amount').textContent()).resolves.toContain(cad(total));
    await expect(first.textContent()).resolves.toContain('Paid late');
    await settled(page);
    await expectNoAxeViolations(page);
    await first.getByRole('link', { name: /View receipt/ }).click();
    await page.getByTestId('paper-receipt').waitFor();
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Receipt');
    await expect(page.getByTestId('receipt-status').textContent()).resolves.toBe('Paid late');
    await expect(page.getByTestId('receipt-total').textContent()).resolves.toBe(cad(total));
    await expect(page.getByTestId('receipt-tax').allTextContents()).resolves.toEqual([
      `HST 13%${cad(17.94)}`,
    ]);
    await expect(page.getByTestId('receipt-gst-number').textContent()).resolves.toMatch(
      /^GST\/HST no\. \d{9} RT \d{4}$/,
    );
    await expect(page.getByTestId('receipt-customer').textContent()).resolves.toContain(
      'Jordan Lee',
    );
    await expect(page.getByTestId('receipt-terms').textContent()).resolves.toMatch(
      /^Payment terms: /,
    );
    const attempts = await page.getByTestId('receipt-payment').allTextContents();
    expect(attempts.at(-1)).toContain(`Charged to Visa ending 4242, expires 12/31: ${cad(total)}`);
    expect(attempts.slice(0, -1).every((text) => text.includes('(declined)'))).toBe(true);
    const receiptUrl = page.url();
    await settled(page);
    await expectNoAxeViolations(page);
    await expectPrintable(page);

    // The billing history: that bill paid late, linking to the same receipt; nothing declined.
    await page.getByRole('link', { name: 'Billing history' }).click();
    await page.getByTestId('bill-row').first().waitFor();
    const statuses = await page.getByTestId('bill-status').allTextContents();
    expect(statuses).not.toContain('Declined');
    const late = page.locator('[data-testid="bill-row"][data-status="PAID_LATE"]');
    await expect(late.getByTestId('bill-status').textContent()).resolves.toBe('Paid late');
    await expect(late.count()).resolves.toBe(1);
    await expect(late.getByTestId('bill-total').textContent()).resolves.toBe(cad(total));
    await expect(
      late.getByRole('link', { name: /View receipt/ }).getAttribute('href'),
    ).resolves.toBe(new URL(receiptUrl).pathname);

    // On a phone, the receipt and the history fit the screen.
    await page.setViewportSize(viewports.phone);
    for (const where of [receiptUrl, `${server!.url}/account/billing-history`]) {
      await page.goto(where);
      await page
        .locator('[data-testid="paper-receipt"], [data-testid="bill-row"]')
        .first()
        .waitFor();
      await settled(page);
      await expect(
        page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).resolves.toBe(true);
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('Alex sees his past monthly bills with GST and QST, each with a printable receipt', async () => {
    const { page, problems } = await openPage(browser, viewports.phone);
    await signIn(page, 'alex.tremblay@example.ca');
    await page.goto(`${server!.url}/account/receipts`);
    await page.getByTestId('receipt-row').first().waitFor();
    const bills = page.locator('[data-testid="receipt-row"][data-kind="MONTHLY_BILL"]');
    await expect(bills.count()).resolves.toBeGreaterThan(0);
    const kinds = await page.getByTestId('receipt-kind').allTextContents();
    expect(new Set(kinds)).toContain('Monthly bill');
    await settled(page);
    await expectNoAxeViolations(page);
    await bills
      .first()
      .getByRole('link', { name: /View receipt/ })
      .click();
    await page.getByTestId('paper-receipt').waitFor();
    const labels = (await page.getByTestId('receipt-tax').allTextContents()).map((text) =>
      text.replace(/\$.*$/, ''),
    );
    expect(labels).toEqual(['GST 5%', 'QST 9.975%']);
    await page.getByText(/^QST no\. \d{10} TQ \d{4}$/).waitFor();
    await expect(page.getByTestId('receipt-kind').textContent()).resolves.toBe('Monthly bill');
    await expect(page.getByTestId('receipt-status').textContent()).resolves.toBe('Paid');
    await expect(
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).resolves.toBe(true);
    await settled(page);
    await expectNoAxeViolations(page);
    await expectPrintable(page);

    // The billing history: every past bill charged.
    await page.goto(`${server!.url}/account/billing-history`);
    await page.getByTestId('bill-row').first().waitFor();
    const statuses = await page.getByTestId('bill-status').allTextContents();
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(['Charged']));
    await settled(page);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
