import { randomUUID } from 'node:crypto';
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

/** A new customer of its own, so no other test's addresses show up. */
async function createCustomer(): Promise<{ email: string; password: string }> {
  const email = `address-select-${randomUUID().slice(0, 8)}@example.ca`;
  const password = 'Address-select-2026';
  const response = await fetch(`${baseUrl()}/courier`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'courier', action: 'create', actionData: { email, password } }),
  });
  expect(response.status).toBe(201);
  return { email, password };
}

async function savedAddresses(token: string) {
  const response = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      query:
        '{ findShippingAddress { id streetaddress unitnumber city province postalcode floornumber elevatoraccess buzzernumber } }',
    }),
  });
  const body = (await response.json()) as {
    data: { findShippingAddress: Record<string, unknown>[] };
    errors?: unknown[];
  };
  expect(body.errors).toBeUndefined();
  return body.data.findShippingAddress;
}

describe('/{to}/address-select on the real server', () => {
  it('refuses a postal code of another province, saves the address and goes back to `to`', async () => {
    const customer = await createCustomer();
    const { page, problems } = await openPage(browser, viewports.phone);
    await page.goto(`${baseUrl()}/checkout/address-select`);
    await page.waitForURL(/\/login\?p=/);
    await page.getByRole('textbox', { name: /Email/ }).fill(customer.email);
    await page.getByLabel(/^Password/).fill(customer.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/checkout\/address-select$/);
    await page.getByRole('heading', { name: 'Choose a delivery address' }).waitFor();
    await expectNoAxeViolations(page);

    // The checkout's form: a province to choose, the crew's details, errors under the fields.
    const form = page.getByRole('form', { name: 'New delivery address' });
    await form.getByLabel('First name').fill('Riley');
    await form.getByLabel('Last name').fill('Chen');
    await form.getByLabel('Street address').fill('200 Front Street West');
    await form.getByLabel('Unit').fill('1203');
    await form.getByLabel('City').fill('Toronto');
    await form.getByRole('combobox', { name: /Province/ }).click();
    await page.getByRole('option', { name: 'Ontario' }).click();
    await form.getByLabel('Postal code').fill('H2X 1Y4');
    await form.getByLabel('Floor').fill('12');
    await form.getByLabel('Buzzer').fill('1203');
    await form.getByRole('checkbox', { name: 'Elevator access' }).click();
    await form.getByRole('button', { name: 'Save and use this address' }).click();
    const postal = form.getByLabel('Postal code');
    await expect.poll(() => postal.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await postal.getAttribute('aria-describedby')) ?? '';
    const errorText = await page.locator(`[id="${describedBy.split(' ')[0]}"]`).innerText();
    expect(errorText).toBe(
      'A postal code starting with H is in Quebec. Check the postal code or the province.',
    );
    expect(await form.getByLabel('Street address').inputValue()).toBe('200 Front Street West');
    await expectNoAxeViolations(page);

    // Corrected: saved on the server, and back to /checkout with the new address.
    await postal.fill('m5v 3k2');
    await form.getByRole('button', { name: 'Save and use this address' }).click();
    await page.waitForURL(/\/checkout\?addressId=[0-9a-f-]{36}$/);
    const addressId = new URL(page.url()).searchParams.get('addressId');
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('auth-session') ?? '{}').accessToken as string,
    );
    expect(await savedAddresses(token)).toEqual([
      {
        id: addressId,
        streetaddress: '200 Front Street West',
        unitnumber: '1203',
        city: 'Toronto',
        province: 'ON',
        postalcode: 'M5V 3K2',
        floornumber: 12,
        elevatoraccess: true,
        buzzernumber: '1203',
      },
    ]);

    // Next time the saved address is offered, already chosen.
    await page.goto(`${baseUrl()}/checkout/address-select`);
    const saved = page.getByRole('radio', {
      name: /1203-200 Front Street West, Toronto, ON M5V 3K2/,
    });
    await saved.waitFor();
    expect(await saved.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Use this address', exact: true }).click();
    await page.waitForURL(new RegExp(`/checkout\\?addressId=${addressId}$`));
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
