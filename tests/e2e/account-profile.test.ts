import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, viewports, waitForApp } from './browser';
import { snackbar } from './snackbar';

const ALEX = { email: 'alex.tremblay@example.ca', password: 'Storefront-demo-2026' };
const ORIGINAL_MOBILE = '514-555-0134';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function signIn(page: Page, path: string): Promise<void> {
  await page.goto(`${baseUrl()}${path}`);
  // The account pages send a signed-out visitor to sign in, then back.
  await page.waitForURL(/\/login\?p=/);
  await page.getByRole('textbox', { name: /Email/ }).fill(ALEX.email);
  await page.getByLabel(/^Password/).fill(ALEX.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === path);
}

/** The newest code texted to `e164`, read from the dev outbox at /dev/mailbox. */
async function textedCode(page: Page, e164: string, after: string | null): Promise<string> {
  const mailbox = await page.context().newPage();
  try {
    for (let attempt = 0; attempt < 40; attempt += 1) {
      await mailbox.goto(`${baseUrl()}/dev/mailbox`);
      const text = await mailbox
        .locator('article.sms')
        .filter({ hasText: `To ${e164}` })
        .first()
        .textContent()
        .catch(() => null);
      const code = text?.match(/\b(\d{6}) is your Pivot verification code/)?.[1];
      if (code && code !== after) return code;
      await mailbox.waitForTimeout(250);
    }
    throw new Error(`no code texted to ${e164}`);
  } finally {
    await mailbox.close();
  }
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('[role="status"] svg') === null);
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
}

async function verifyMobile(page: Page, e164: string, previous: string | null): Promise<string> {
  await page.goto(`${baseUrl()}/verification/mobile`);
  // A press before the page is live would be lost: wait for it, then for the code's field.
  await waitForApp(page);
  await page.getByRole('button', { name: 'Text me a code' }).click();
  await page.getByLabel('Six-digit code').waitFor();
  const code = await textedCode(page, e164, previous);
  const field = page.getByLabel('Six-digit code');
  const wrong = code === '000000' ? '111111' : '000000';
  await field.fill(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByText('That code is not right. 4 tries left.').waitFor();
  await field.fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByRole('heading', { name: 'Your mobile number is verified' }).waitFor();
  return code;
}

describe('account profile, phone verification and addresses (Alex)', () => {
  it('edits the profile and the mobile number, verifies it with the texted code', async () => {
    const { page, problems } = await openPage(browser, viewports.desktop);
    const handled: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'info' && message.text().startsWith('[api]'))
        handled.push(message.text());
    });
    await signIn(page, '/account/profile');
    await page.getByRole('link', { name: 'Back to My Account' }).waitFor();
    await expect(page.getByTestId('header-greeting').textContent()).resolves.toBe('Hi, Alex');
    const mobile = page.getByLabel('Mobile phone');
    await expect(mobile.inputValue()).resolves.toBe(ORIGINAL_MOBILE);
    await expectNoAxeViolations(page);

    // A number that is not Canadian is refused under its field.
    await mobile.fill('212-555-0134');
    await page.getByRole('button', { name: 'Save details' }).click();
    await page
      .getByText('212 is not a Canadian area code. Enter a Canadian number, like 416-555-0134.')
      .waitFor();
    await expect(mobile.getAttribute('aria-invalid')).resolves.toBe('true');

    await page.getByLabel('First name').fill('Alexis');
    await mobile.fill('(416) 555 0199');
    await page.getByRole('button', { name: 'Save details' }).click();
    // The confirmation is the spec's snackbar (decision 158).
    await snackbar(page, 'Your details are saved.').waitFor();
    await expect(mobile.inputValue()).resolves.toBe('416-555-0199');
    await page.getByRole('link', { name: 'Verify this number' }).waitFor();
    await page.getByTestId('header-greeting').filter({ hasText: 'Hi, Alexis' }).waitFor();

    const code = await verifyMobile(page, '+14165550199', null);
    await page.goto(`${baseUrl()}/account/profile`);
    await page.getByText('A Canadian number, like 416-555-0134. Verified.').waitFor();

    // Put Alex back as seeded, the number verified again.
    await page.getByLabel('First name').fill('Alex');
    await page.getByLabel('Mobile phone').fill(ORIGINAL_MOBILE);
    await page.getByRole('button', { name: 'Save details' }).click();
    await snackbar(page, 'Your details are saved.').waitFor();
    await verifyMobile(page, '+15145550134', code);
    // The refused number and the two wrong codes are handled outcomes, shown on the page and
    // logged below error level (decision 155); nothing went wrong, so no error was logged.
    expect(problems).toEqual([]);
    expect(handled).toEqual([
      '[api] BAD_USER_INPUT: 212 is not a Canadian area code. Enter a Canadian number, like 416-555-0134.',
      '[api] BAD_USER_INPUT: That code is not right. 4 tries left.',
      '[api] BAD_USER_INPUT: That code is not right. 4 tries left.',
    ]);
    await page.context().close();
  });

  it('adds an address (a wrong postal code, then the right one), edits it and removes it', async () => {
    const { page, problems } = await openPage(browser, viewports.phone);
    await signIn(page, '/account/address');
    await page.getByRole('link', { name: 'Add an address' }).click();
    await page.waitForURL(/\/account\/address\/shipping\/new$/);
    await expectNoAxeViolations(page);

    await page.getByLabel('First name').fill('Alex');
    await page.getByLabel('Last name').fill('Tremblay');
    await page.getByLabel('Street address').fill('301 Front Street West');
    await page.getByLabel('Unit').fill('1203');
    await page.getByLabel('City').fill('Toronto');
    await page.getByRole('combobox', { name: 'Province' }).click();
    await page.getByRole('option', { name: 'Ontario' }).click();
    await page.getByLabel('Postal code').fill('H2X 1Y4');
    await page.getByLabel('Floor').fill('12');
    await page.getByLabel('Buzzer').fill('1203');
    await page.getByLabel('Receiving hours').fill('Weekdays 9 to 5');
    await page.getByRole('checkbox', { name: 'Elevator access' }).click();
    await page.getByLabel('Delivery instructions').fill('Concierge has the key.');
    await page.getByRole('button', { name: 'Save address' }).click();
    await page.getByText(/A postal code starting with H is in Quebec/).waitFor();

    await page.getByLabel('Postal code').fill('m5v 2t6');
    await page.getByRole('button', { name: 'Save address' }).click();
    await page.waitForURL(/\/account\/address$/);
    // Confirmed over the address book by the spec's snackbar (decision 158).
    await snackbar(page, 'Address added.').waitFor();
    const card = page.getByTestId('address-card').filter({ hasText: '301 Front Street West' });
    await card.getByText(/floor 12, elevator, buzzer 1203, receiving Weekdays 9 to 5/).waitFor();
    await expect(card.textContent()).resolves.toContain('M5V 2T6');
    await expectNoAxeViolations(page);

    // The seeded address holds Alex's furniture and his delivery in three days, so it cannot be
    // removed, and says why, naming the visit (decision 149).
    const home = page.getByTestId('address-card').filter({ hasText: '4521 Rue Saint-Denis' });
    await expect(home.getByTestId('deactivate-blocked').textContent()).resolves.toMatch(
      /^A crew visit is booked here: the delivery of order SF\d+ on /,
    );

    await card.getByRole('link', { name: /^Edit/ }).click();
    await page.getByLabel('Buzzer').fill('9999');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL(/\/account\/address$/);
    await snackbar(page, 'Address saved.').waitFor();
    await card.getByText(/buzzer 9999/).waitFor();

    await card.getByRole('button', { name: /^Remove/ }).click();
    await card.getByRole('button', { name: 'Remove', exact: true }).click();
    await card.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
