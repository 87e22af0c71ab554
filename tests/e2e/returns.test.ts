import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectNoAxeViolations, launchBrowser, openPage, viewports } from './browser';

/** Jordan's delivered subscriptions in Toronto are the items returned. */
const JORDAN = { email: 'jordan.lee@example.ca', password: 'Storefront-demo-2026' };

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** A day `days` ahead in Toronto, as the date field takes it. */
function torontoDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

describe('returns (Jordan)', () => {
  it('returns two items: reasons and condition, a refused then a valid pickup day, the fee, the booking, a photo added and a zip refused, and its receipt; steps survive reload, back and forward', async () => {
    const { page, problems } = await openPage(browser, viewports.desktop);
    await page.goto(`${baseUrl()}/returncenter`);
    await page
      .getByText(/costs twice its monthly fee/)
      .first()
      .waitFor();
    await page.getByRole('link', { name: 'Start a return' }).click();
    await page.waitForURL(/\/login\?p=/);
    await page.getByRole('textbox', { name: /Email/ }).fill(JORDAN.email);
    await page.getByLabel(/^Password/).fill(JORDAN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/returncenter/select');
    // The flow has no site footer.
    await page.getByRole('checkbox').first().waitFor();
    await expect(page.locator('footer').count()).resolves.toBe(0);
    // Each item: what it costs a month, and when its pickup is free and what it costs before then
    // (decision 147).
    const firstItem = page.getByRole('listitem').first();
    await expect(firstItem.innerText()).resolves.toMatch(
      /Free to return from [A-Z][a-z]+ \d{1,2}, \d{4}; a pickup before then costs \$[\d,]+\.\d{2}/,
    );
    await expect(firstItem.innerText()).resolves.toMatch(/\$[\d,]+\.\d{2}\/mo/);

    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Choose at least one item to return.').waitFor();
    await page.getByRole('checkbox').nth(0).click();
    await page.getByRole('checkbox').nth(1).click();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/returns\/details\/[0-9a-f-]{36}$/);

    // Nothing said yet: each field says what it needs. The details step is a route of its own:
    // a press that lands while the page of the step before gives way to it is pressed again.
    await expect
      .poll(async () => {
        await page.getByRole('button', { name: 'Add photos' }).click();
        return page.getByText('Choose why you are returning it.').count();
      })
      .toBe(2);
    const sections = page.locator('section');
    await sections.nth(0).getByRole('radio', { name: 'It is damaged' }).click();
    await sections.nth(0).getByRole('radio', { name: 'Light wear' }).click();
    await sections.nth(1).getByRole('radio', { name: 'Another reason' }).click();
    await sections.nth(1).getByLabel('In a few words').fill('Too big for the new place');
    await sections.nth(1).getByRole('radio', { name: 'Heavy wear' }).click();
    // A reload keeps what was typed.
    await page.reload();
    await expect(
      page.locator('section').nth(1).getByLabel('In a few words').inputValue(),
    ).resolves.toBe('Too big for the new place');
    await page.getByRole('button', { name: 'Add photos' }).click();
    await page.waitForURL(/\/returns\/photos\//);

    // The condition step: the damaged item needs a photo before the pickup day; the other not.
    await page.getByRole('heading', { name: 'Show us their condition' }).waitFor();
    await page.getByRole('button', { name: 'Choose a pickup day' }).click();
    await page
      .getByTestId('condition-photo-error')
      .filter({ hasText: 'Add at least one photo of the damage.' })
      .waitFor();
    await expect(page.getByText('Add at least one photo of the damage.').count()).resolves.toBe(1);
    const damage = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: '#7a5c3e' },
    })
      .jpeg()
      .toBuffer();
    await page
      .getByLabel(/^Add photos of/)
      .first()
      .setInputFiles({ name: 'damage.jpg', mimeType: 'image/jpeg', buffer: damage });
    await page.getByRole('img', { name: /^Photo 1 of / }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Choose a pickup day' }).click();
    await page.waitForURL(/\/returns\/pickup\//);
    // The lead time is said under the day field, and today is refused.
    await page.getByText(/Pickups need two days’ notice\. The first day we can come is /).waitFor();

    // A day in the past is refused under the field.
    await page.getByLabel('Pickup day').fill(torontoDay(-2));
    await page.getByRole('radio').first().click();
    await page.getByRole('button', { name: 'Review the return' }).click();
    await page.getByText(/Choose a pickup day from/).waitFor();
    await page.getByLabel('Pickup day').fill(torontoDay(4));
    await page.getByRole('button', { name: 'Review the return' }).click();
    await page.waitForURL(/\/returns\/review\//);
    const fee = page.getByTestId('return-fee');
    await fee.waitFor();
    expect(await fee.textContent()).toMatch(/^\$[1-9][\d,]*\.\d\d$/);
    // The tax named as the receipt names it (Toronto: HST 13%), never an unnamed "Tax".
    await page.getByText('HST 13%', { exact: true }).waitFor();
    await expect(page.getByTestId('return-tax-HST').innerText()).resolves.toMatch(
      /^\$[\d,]+\.\d\d$/,
    );
    await expect(page.getByText('Tax', { exact: true }).count()).resolves.toBe(0);
    // The day as a customer reads it, with its weekday; the early pickup's notice names its day too.
    await expect(page.getByText(/^Pickup on /).innerText()).resolves.toMatch(
      /^Pickup on [A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}, [a-z ]+\.$/,
    );
    await expectNoAxeViolations(page);

    await page.goBack();
    await page.waitForURL(/\/returns\/pickup\//);
    await page.getByRole('button', { name: 'Review the return' }).waitFor();
    await page.goForward();
    await page.waitForURL(/\/returns\/review\//);
    await page.getByRole('button', { name: 'Book the pickup' }).click();
    await page.waitForURL(/\/return\/success\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Your pickup is booked' }).waitFor();

    // Photos after booking: one added, a zip dressed as a photo refused under the item's field.
    await page.getByRole('link', { name: 'Add photos' }).click();
    await page.waitForURL(/\/photosforreturn\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Photos of your return' }).waitFor();
    await expect(page.locator('footer').count()).resolves.toBe(0);
    const field = page.getByLabel(/^Add photos of/).first();
    const photo = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: '#9a7b5c' },
    })
      .jpeg()
      .toBuffer();
    await field.setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: photo });
    // The photo of the damage added before booking is on the return; this one is the second.
    await page.getByRole('img', { name: /^Photo 2 of / }).waitFor();
    const zip = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(400)]);
    await field.setInputFiles({ name: 'sofa.jpg', mimeType: 'image/jpeg', buffer: zip });
    await page
      .getByTestId('photo-error')
      .filter({ hasText: 'That file is not a photo.' })
      .waitFor();
    await expect(field.getAttribute('aria-invalid')).resolves.toBe('true');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'View the return' }).click();
    await page.waitForURL(/\/account\/receipts\/print\//);
    await page
      .getByText(/^Return SF\d+$/)
      .first()
      .waitFor();

    // Booked: the items are not offered again, and the return cart is empty.
    await page.goto(`${baseUrl()}/returncenter/select`);
    await page
      .getByRole('heading', { name: /What would you like to return|Return items/ })
      .waitFor();
    await expect(
      page.evaluate(() => globalThis.localStorage.getItem('return-cart-v1')),
    ).resolves.toBeNull();
    // The refused file is logged by the failed upload request only.
    expect(problems.filter((problem) => !/status of 400/.test(problem))).toEqual([]);
  });
});
