/**
 * The account's overview, products, upcoming bill and payment information, as each demo
 * customer, against the real server. Paying Jordan's overdue balance and replacing the card
 * change what other files see (the billing alert), so that part runs on a server of its own, on
 * its own copy of the seeded data, as liquidation.test.ts does.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectNoAxeViolations, launchBrowser, openPage, viewports } from './browser';
import { freePort, waitForHealth } from './global-setup';
import { snackbar } from './snackbar';
import { distDir, prepareBuild, prepareSeededData } from './prepare';

const PASSWORD = 'Storefront-demo-2026';
const ALERT = 'Billing Information Update Required! Click Here to Update.';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function signIn(page: Page, url: string, email: string): Promise<void> {
  await page.goto(`${url}/login`);
  await page.getByRole('textbox', { name: /Email/ }).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByTestId('account-link').filter({ hasText: 'My Account' }).waitFor();
}

/** Asks the API directly with the page's own session, to compare the screens with it. */
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
    const body = (await response.json()) as { data: unknown };
    return body.data;
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

interface Upcoming {
  getUpcomingBill: {
    billDate: string;
    subtotal: number;
    total: number;
    creditApplied: number;
    amountCharged: number;
    taxes: { name: string; amount: number }[];
    lines: { fee: number }[];
  }[];
}
const UPCOMING = `{ getUpcomingBill { billDate subtotal total creditApplied amountCharged
  taxes { name amount } lines { fee } } }`;
const HELD = `{ getProductsByShippingAddress { products { id name subscription_status kind
  paidSoFar leftToPay buyoutPrice } } }`;
interface Held {
  getProductsByShippingAddress: {
    products: {
      name: string;
      subscription_status: string;
      kind: string;
      paidSoFar: number;
      leftToPay: number | null;
      id: string;
      buyoutPrice: number | null;
    }[];
  }[];
}

describe('the account pages as the demo customers', () => {
  for (const [who, email] of [
    ['Alex', 'alex.tremblay@example.ca'],
    ['Sam', 'sam.nguyen@example.ca'],
    ['Jordan', 'jordan.lee@example.ca'],
  ] as const) {
    it(`shows ${who} what the seed holds: furniture, next bill, what waits, every account page`, async () => {
      const { page, problems } = await openPage(browser, viewports.desktop);
      await signIn(page, baseUrl(), email);
      await page.goto(`${baseUrl()}/account`);
      await page.getByTestId('account-holdings').waitFor();
      await settled(page);
      const held = await ask<Held>(page, HELD);
      const withYou = held.getProductsByShippingAddress
        .flatMap((group) => group.products)
        .filter((product) =>
          ['DELIVERED', 'RETURN_SCHEDULED'].includes(product.subscription_status),
        );
      expect(withYou.length).toBeGreaterThan(0);
      const holdings = (await page.getByTestId('account-holdings').textContent()) ?? '';
      for (const product of withYou) expect(holdings).toContain(product.name);

      // The e2e files share one server: another file's swap, buyout or return may change the
      // customer's next bill between the page's read and the test's. The page and the API are
      // read again together until they come from the same moment (a few tries), then compared.
      const billShown = page.getByTestId('account-next-bill-amount');
      let upcoming = await ask<Upcoming>(page, UPCOMING);
      let next = upcoming.getUpcomingBill[0];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const shown = (await billShown.count()) > 0 ? await billShown.textContent() : null;
        if (shown === (next ? cad(next.amountCharged) : null)) break;
        await page.reload();
        await page.getByTestId('account-holdings').waitFor();
        await settled(page);
        upcoming = await ask<Upcoming>(page, UPCOMING);
        next = upcoming.getUpcomingBill[0];
      }
      // The buyout journey may already have bought Sam's only billed item, and then the page
      // must say nothing more is billed, as the API does.
      if (who !== 'Sam') expect(next).toBeDefined();
      if (next) {
        await expect(billShown.textContent()).resolves.toBe(cad(next.amountCharged));
      } else {
        await page.getByText('Nothing more to bill: no monthly payments are coming up.').waitFor();
      }
      const waiting = page.getByTestId('account-waiting');
      if (who === 'Jordan') {
        await expect(waiting.textContent()).resolves.toMatch(/Overdue balance: \$\d/);
      } else {
        await expect(page.getByText(/Overdue balance/).count()).resolves.toBe(0);
      }
      if (who === 'Alex')
        await expect(page.getByTestId('account-credit').textContent()).resolves.toContain('$25.00');
      const pages = page.getByRole('navigation', { name: 'Account pages' });
      for (const name of [
        'Profile',
        'Address',
        'My Products',
        'Upcoming bill',
        'Payment information',
        'Deliveries',
        'Receipts',
        'Unsigned agreements',
        'Referral',
      ])
        await pages.getByRole('link', { name, exact: true }).waitFor();
      await expectNoAxeViolations(page);

      // My Products: paid, left and buyout as the API computes them.
      await pages.getByRole('link', { name: 'My Products', exact: true }).click();
      await page.getByTestId('membership-product').first().waitFor();
      const cards = page.getByTestId('membership-product');
      // The e2e files share one server: another file's swap may add or take away a piece of
      // Alex's between two reads. The page and the API are read again together until they
      // describe the same pieces (a few tries); then each card is checked against the API.
      let all = held.getProductsByShippingAddress.flatMap((group) => group.products);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        all = (await ask<Held>(page, HELD)).getProductsByShippingAddress.flatMap(
          (group) => group.products,
        );
        const shown = await cards.getByRole('heading').allTextContents();
        if (shown.join('|') === all.map((product) => product.name).join('|')) break;
        await page.reload();
        await cards.first().waitFor();
        await settled(page);
      }
      await expect(cards.count()).resolves.toBe(all.length);
      // Alex's seeded delivery in three days brings a piece he does not have yet.
      if (who === 'Alex')
        expect(all.some((product) => product.subscription_status === 'PENDING_DELIVERY')).toBe(
          true,
        );
      for (const [index, product] of all.entries()) {
        const card = cards.nth(index);
        await expect(card.getByTestId('paid-so-far').textContent()).resolves.toBe(
          cad(product.paidSoFar),
        );
        // A piece on its way arrives on its day; only a piece with the customer is held since.
        const since = (await card.locator('dt').allTextContents()).filter((term) =>
          ['Since', 'Arriving on'].includes(term),
        );
        expect(since).toEqual([
          product.subscription_status === 'PENDING_DELIVERY' ? 'Arriving on' : 'Since',
        ]);
        if (product.buyoutPrice !== null)
          await expect(card.getByTestId('buyout-price').textContent()).resolves.toBe(
            cad(product.buyoutPrice),
          );
        else await expect(card.getByTestId('buyout-price').count()).resolves.toBe(0);
      }
      // Buy it out on exactly the pieces the buyout flow takes; no action leads to a flow that
      // is not built yet.
      const buyable = all.filter((product) => product.buyoutPrice !== null);
      await expect(page.getByRole('link', { name: 'Buy it out' }).count()).resolves.toBe(
        buyable.length,
      );
      if (buyable.length > 0) {
        const href = await page
          .getByRole('link', { name: 'Buy it out' })
          .first()
          .getAttribute('href');
        expect(href).toBe(`/buyout?items=${buyable[0]!.id}`);
      }
      // Return it on the subscribed and rented pieces with the customer.
      const returnable = all.filter(
        (product) =>
          product.subscription_status === 'DELIVERED' &&
          (product.kind === 'SUBSCRIPTION' || product.kind === 'RENT'),
      );
      await expect(page.getByRole('link', { name: 'Return it' }).count()).resolves.toBe(
        returnable.length,
      );
      // Swap it on the same pieces; Move it on every delivered piece (decisions 135, 136).
      await expect(page.getByRole('link', { name: 'Swap it' }).count()).resolves.toBe(
        returnable.length,
      );
      await expect(page.getByRole('link', { name: 'Move it' }).count()).resolves.toBe(
        all.filter((product) => product.subscription_status === 'DELIVERED').length,
      );
      await expectNoAxeViolations(page);

      // The upcoming bill is the server's billing computation, line for line.
      await page.getByRole('link', { name: 'Back to My Account' }).click();
      if (upcoming.getUpcomingBill.length === 0) {
        await page
          .getByRole('navigation', { name: 'Account pages' })
          .getByRole('link', { name: 'Upcoming bill', exact: true })
          .click();
        await page.getByRole('heading', { name: 'No bill coming up' }).waitFor();
      } else {
        await page.getByRole('link', { name: 'See the whole bill' }).click();
        await page.getByTestId('upcoming-bill').first().waitFor();
      }
      const bills = page.getByTestId('upcoming-bill');
      // As above: the page and the API are read again together until they come from one moment.
      for (let attempt = 0; attempt < 5; attempt += 1) {
        upcoming = await ask<Upcoming>(page, UPCOMING);
        const shown = await page.getByTestId('upcoming-bill-charged').allTextContents();
        if (
          shown.join('|') ===
          upcoming.getUpcomingBill.map((bill) => cad(bill.amountCharged)).join('|')
        )
          break;
        await page.reload();
        await settled(page);
      }
      await expect(bills.count()).resolves.toBe(upcoming.getUpcomingBill.length);
      for (const [index, bill] of upcoming.getUpcomingBill.entries()) {
        const shown = bills.nth(index);
        await expect(shown.getByTestId('upcoming-bill-subtotal').textContent()).resolves.toBe(
          cad(bill.subtotal),
        );
        for (const tax of bill.taxes)
          await expect(
            shown.getByTestId(`upcoming-bill-tax-${tax.name}`).textContent(),
          ).resolves.toBe(cad(tax.amount));
        await expect(shown.getByTestId('upcoming-bill-total').textContent()).resolves.toBe(
          cad(bill.total),
        );
        await expect(shown.getByTestId('upcoming-bill-charged').textContent()).resolves.toBe(
          cad(bill.amountCharged),
        );
        await expect(shown.getByTestId('upcoming-bill-fee').allTextContents()).resolves.toEqual(
          bill.lines.map((line) => cad(line.fee)),
        );
      }
      await expectNoAxeViolations(page);

      // Referral: the link, and (for Alex) Sam, whose delivered first order earned the $25.
      await page.goto(`${baseUrl()}/account/referral`);
      const link = page.getByTestId('referral-link');
      await link.waitFor();
      const userId = await page.evaluate(
        () =>
          (JSON.parse(localStorage.getItem('auth-session') ?? '{}') as { userId: string }).userId,
      );
      await expect(link.inputValue()).resolves.toBe(`${baseUrl()}/ref/${userId}/create-account`);
      if (who === 'Alex') {
        await expect(page.getByTestId('referral-earned').textContent()).resolves.toContain(
          '$25.00',
        );
        await expect(page.getByTestId('referral-friend').first().textContent()).resolves.toContain(
          'Sam N.',
        );
      }
      await settled(page);
      await expectNoAxeViolations(page);
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }

  it('is readable on a phone, and /account/overview, /account/accountdetails and /account/paymentinformation answer', async () => {
    const { page, problems } = await openPage(browser, viewports.phone);
    await signIn(page, baseUrl(), 'sam.nguyen@example.ca');
    for (const where of ['/account/overview', '/account/accountdetails']) {
      await page.goto(`${baseUrl()}${where}`);
      await page.getByTestId('account-holdings').waitFor();
      await settled(page);
      await expectNoAxeViolations(page);
    }
    await page.goto(`${baseUrl()}/account/paymentinformation`);
    await page.waitForURL(`${baseUrl()}/account/payment-information`);
    await page.getByTestId('card-on-file').waitFor();
    await expect(page.getByTestId('card-on-file').textContent()).resolves.toMatch(
      /^Visa ending 4242/,
    );
    await settled(page);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('paying the overdue balance (a server of its own)', () => {
  let dataDir: string;
  let server: { child: ChildProcess; url: string } | null = null;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-e2e-account-'));
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
    if (server && server.child.exitCode === null) {
      const exited = new Promise((resolve) => server!.child.once('exit', resolve));
      server.child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function enterCard(page: Page, number: string, save = true): Promise<void> {
    await page.getByRole('textbox', { name: 'Name on card' }).fill('Jordan Lee');
    await page.getByRole('textbox', { name: 'Card number' }).fill(number);
    await page.getByRole('textbox', { name: /Expiry/ }).fill('12/31');
    await page.getByRole('textbox', { name: 'Security code' }).fill('123');
    if (save) await page.getByRole('button', { name: 'Save the new card' }).click();
  }

  it('Jordan replaces the card (declined, then good) and pays: the alert goes without a reload', async () => {
    const url = server!.url;
    const { page } = await openPage(browser, viewports.desktop);
    await signIn(page, url, 'jordan.lee@example.ca');
    // The upcoming bill does not claim to charge the card the last billing run declined: it
    // warns and links to the payment page.
    await page.goto(`${url}/account/upcoming-bill`);
    const warning = page.getByTestId('upcoming-bill-card-warning').first();
    await warning.waitFor();
    await expect(warning.textContent()).resolves.toMatch(
      /Your Visa ending 0002 was declined for your last bill/,
    );
    await expect(page.getByText(/Charged to your card/).count()).resolves.toBe(0);
    await expect(page.getByText('To pay on the bill date').count()).resolves.toBeGreaterThan(0);
    await warning.getByRole('link', { name: 'Go to payment information' }).click();
    await page.waitForURL(`${url}/account/payment-information`);
    await page.getByTestId('overdue-balance').waitFor();
    const owed = await ask<{ getOrderStatus: { totalremaining: number }[] }>(
      page,
      '{ getOrderStatus { totalremaining } }',
    );
    const total = owed.getOrderStatus.reduce((sum, record) => sum + record.totalremaining, 0);
    expect(total).toBeGreaterThan(0);
    // A marker that a reload would wipe.
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });

    // The card on file is the declined one: Pay now says so, and nothing is paid.
    await page.getByRole('button', { name: `Pay now ${cad(total)}` }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /declined/ })
      .waitFor();
    await page.getByRole('link', { name: ALERT }).waitFor();

    // A card the processor declines is not saved.
    await enterCard(page, '4000 0000 0000 0002');
    await expect(page.getByTestId('replace-card-problem').textContent()).resolves.toMatch(
      /declined/,
    );
    await expect(page.getByTestId('card-on-file').textContent()).resolves.toMatch(
      /^Visa ending 0002/,
    );
    // A good one is, with its own billing address (checked against the province first), and
    // becomes the card on file.
    await enterCard(page, '4242 4242 4242 4242', false);
    await page.getByRole('checkbox', { name: 'Same as my delivery address' }).click();
    await page.getByRole('textbox', { name: 'Street address' }).fill('1800 Argyle Street');
    await page.getByRole('textbox', { name: 'City' }).fill('Halifax');
    await page.getByRole('combobox', { name: 'Province or territory' }).click();
    await page.getByRole('option', { name: 'Ontario' }).click();
    await page.getByRole('textbox', { name: 'Postal code' }).fill('b3j3n8');
    await page.getByRole('button', { name: 'Save the new card' }).click();
    await page.getByText(/A postal code starting with B is in Nova Scotia/).waitFor();
    await page.getByRole('combobox', { name: 'Province or territory' }).click();
    await page.getByRole('option', { name: 'Nova Scotia' }).click();
    await page.getByRole('button', { name: 'Save the new card' }).click();
    await page.getByTestId('replace-card-saved').waitFor();
    // Confirmed by the spec's snackbar (decision 158).
    await snackbar(page, 'Your Visa ending 4242 is now the card on file.').waitFor();
    await expect(page.getByTestId('card-on-file').textContent()).resolves.toBe(
      'Visa ending 4242, expires 12/31',
    );
    await page.getByText(/^Billing address: .*1800 Argyle Street.*B3J 3N8/).waitFor();
    // The decline was the old card's: its message goes with it.
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: /declined/ })
        .count(),
    ).resolves.toBe(0);
    await expect(page.getByTestId('overdue-words').textContent()).resolves.toMatch(
      /unpaid\. Pay now with your Visa ending 4242 on file\.$/,
    );

    // Two presses at once charge once.
    const pay = page.getByRole('button', { name: `Pay now ${cad(total)}` });
    await pay.dblclick();
    await page.getByTestId('overdue-paid').waitFor();
    await expect(page.getByTestId('overdue-paid').textContent()).resolves.toContain(cad(total));
    await expect(page.getByRole('link', { name: ALERT }).count()).resolves.toBe(0);
    await expect(
      page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
    ).resolves.toBe(true);
    const after = await ask<{ getOrderStatus: unknown[] }>(page, '{ getOrderStatus { id } }');
    expect(after.getOrderStatus).toEqual([]);
    await settled(page);
    await expectNoAxeViolations(page);
    // And the account page no longer lists it as waiting.
    await page.getByRole('link', { name: 'Back to My Account' }).click();
    await page.getByTestId('account-holdings').waitFor();
    await expect(page.getByText(/Overdue balance/).count()).resolves.toBe(0);
    // The next bill goes to the new card, and says so.
    await page.goto(`${url}/account/upcoming-bill`);
    await page.getByTestId('upcoming-bill').first().waitFor();
    await expect(page.getByTestId('upcoming-bill-card-warning').count()).resolves.toBe(0);
    await page.getByText('To be charged to your Visa ending 4242').first().waitFor();
    await page.context().close();
  });
});
