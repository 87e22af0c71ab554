/**
 * Deliveries end to end (decision 129), as Alex, whose seeded delivery nobody else's test
 * moves: open it from the list, move it to another window from the tracker, then play its day
 * with the dev simulator's step (`POST /dev/deliveries/{id}/simulate`: the e2e server runs in
 * its own process, so the test advances the simulated crew's clock rather than the server's),
 * watching the crew reach the address live on the tracker and the "30 minutes away" notice
 * arrive in the dev outbox.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedInstant } from '../../server/modules/deliveries/delivery-feed';
import { baseUrl, expectNoAxeViolations, launchBrowser, openPage, viewports } from './browser';

const ALEX = { email: 'alex.tremblay@example.ca', password: 'Storefront-demo-2026' };

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function signIn(page: Page): Promise<void> {
  await page.goto(`${baseUrl()}/login`);
  await page.getByRole('textbox', { name: /Email/ }).fill(ALEX.email);
  await page.getByLabel(/^Password/).fill(ALEX.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByTestId('account-link').filter({ hasText: 'My Account' }).waitFor();
}

interface Visit {
  id: string;
  date: string;
  status: string;
  timeZone: string;
  window: { type: string; startHour: number; endHour: number };
}

async function visit(page: Page, id: string): Promise<Visit> {
  return page.evaluate(async (deliveryId) => {
    const session = JSON.parse(localStorage.getItem('auth-session') ?? '{}') as {
      accessToken?: string;
    };
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${session.accessToken ?? ''}`,
      },
      body: JSON.stringify({
        query: `query ($id: ID!) { getDelivery(deliveryId: $id) {
          id date status timeZone window { type startHour endHour } } }`,
        variables: { id: deliveryId },
      }),
    });
    return ((await response.json()) as { data: { getDelivery: Visit } }).data.getDelivery;
  }, id);
}

async function simulate(
  id: string,
  at: Date,
): Promise<{ status: string; etaMinutes: number | null }> {
  const response = await fetch(`${baseUrl()}/dev/deliveries/${id}/simulate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ at: at.toISOString() }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { status: string; etaMinutes: number | null };
}

const currentStep = (page: Page) =>
  page.locator('[data-testid="tracker-timeline"] [aria-current="step"]');

describe('deliveries: list, move, follow the crew (Alex)', () => {
  it('moves the coming delivery to another window and follows the crew to the door', async () => {
    const { page, problems } = await openPage(browser, viewports.desktop);
    await signIn(page);
    await page.goto(`${baseUrl()}/account/deliveries`);
    const upcoming = page.getByTestId('deliveries-upcoming');
    await upcoming.getByTestId('delivery-card').first().waitFor();
    await expectNoAxeViolations(page);
    await upcoming.getByRole('link', { name: 'Follow this delivery' }).first().click();
    await page.waitForURL(/\/delivery\/[0-9a-f-]{36}$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    await expect(currentStep(page).textContent()).resolves.toContain('Delivery scheduled');
    const before = await visit(page, id);

    // Move it: the last day offered, its first open window.
    await page.getByRole('button', { name: 'Move to another window' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Day' }).click();
    await page.getByRole('option').last().click();
    await dialog.getByRole('radio').first().click();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Move it here' }).click();
    await dialog.waitFor({ state: 'detached' });
    const moved = await visit(page, id);
    expect(`${moved.date}/${moved.window.type}`).not.toBe(`${before.date}/${before.window.type}`);
    expect(moved.date > before.date || moved.window.type !== before.window.type).toBe(true);
    const [year, month, day] = moved.date.split('-').map(Number) as [number, number, number];
    const shown = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'UTC',
      month: 'long',
      day: 'numeric',
    }).format(new Date(Date.UTC(year, month - 1, day)));
    await page.getByTestId('tracker-title').filter({ hasText: shown }).waitFor();

    // Its day, in seconds: the crew sets out, nears, arrives, finishes.
    const start = zonedInstant(moved.date, moved.window.startHour, moved.timeZone).getTime();
    const end = zonedInstant(moved.date, moved.window.endHour, moved.timeZone).getTime();
    const out = await simulate(id, new Date(start + 60_000));
    expect(out.status).toBe('OUT_FOR_DELIVERY');
    expect(out.etaMinutes).toBeGreaterThan(30);
    await page
      .getByTestId('tracker-title')
      .filter({ hasText: /Arriving in about \d+ minutes/ })
      .waitFor();
    await page
      .locator('[data-testid="tracker-maplibre"], [data-testid="tracker-plain-map"]')
      .first()
      .waitFor();
    const arrives = start + 60_000 + (out.etaMinutes ?? 0) * 60_000;
    const near = await simulate(id, new Date(arrives - 20 * 60_000));
    expect(near.status).toBe('OUT_FOR_DELIVERY');
    await currentStep(page).filter({ hasText: '30 minutes away' }).waitFor();
    await expectNoAxeViolations(page);
    await simulate(id, new Date(arrives + 60_000));
    await currentStep(page).filter({ hasText: 'Crew arrived' }).waitFor();
    const done = await simulate(id, new Date(end));
    expect(done.status).toBe('COMPLETED');
    await page.getByTestId('tracker-title').filter({ hasText: 'Delivered' }).waitFor();
    await expect(visit(page, id)).resolves.toMatchObject({ status: 'COMPLETED' });

    // The done visit offers a tip for the crew, charged once on the card on file (decision 132).
    const tip = page.getByTestId('tip-panel');
    await tip.getByRole('button', { name: '$10.00' }).click();
    await tip.getByRole('button', { name: 'Tip $10.00' }).click();
    await tip.getByText('Thank you! Your tip is on its way to the crew').waitFor();
    await expect(visit(page, id)).resolves.toMatchObject({ status: 'COMPLETED' });
    await page.reload();
    await page.getByTestId('tip-panel').getByText('Thank you for tipping the crew').waitFor();

    // The notice went once, with the tracker's link, by the channel Alex chose.
    const mailbox = await page.context().newPage();
    await mailbox.goto(`${baseUrl()}/dev/mailbox`);
    const notices = mailbox
      .locator('article')
      .filter({ hasText: /30 minutes away/ })
      .filter({ hasText: `/delivery/${id}` });
    await expect(notices.count()).resolves.toBe(1);
    await mailbox.close();
    // Replaying the day sends nothing again.
    await simulate(id, new Date(arrives - 10 * 60_000));
    const again = await page.context().newPage();
    await again.goto(`${baseUrl()}/dev/mailbox`);
    await expect(
      again
        .locator('article')
        .filter({ hasText: /30 minutes away/ })
        .filter({ hasText: `/delivery/${id}` })
        .count(),
    ).resolves.toBe(1);
    await again.close();
    // Chromium's software WebGL reports its own driver's performance notes; nothing of ours.
    expect(problems.filter((problem) => !problem.includes('GL Driver Message'))).toEqual([]);
    await page.context().close();
  });

  it('refuses a notice channel the route does not know, and the past cannot move', async () => {
    const { page } = await openPage(browser, viewports.phone);
    await signIn(page);
    await page.goto(`${baseUrl()}/account/deliveries`);
    await page.getByTestId('deliveries-past').waitFor();
    const past = page.getByTestId('deliveries-past').getByTestId('delivery-card');
    await expect(
      past.first().getByRole('button', { name: 'Move to another window' }).count(),
    ).resolves.toBe(0);
    const href = await past
      .first()
      .getByRole('link', { name: 'See what happened' })
      .getAttribute('href');
    await page.goto(`${baseUrl()}/account/deliveries${href!.replace('/delivery', '')}/pigeon`);
    await page.getByRole('heading', { name: /can.t find the page/ }).waitFor();
    await page.goto(`${baseUrl()}/account/deliveries${href!.replace('/delivery', '')}/email`);
    await page.getByRole('radio', { name: 'Email' }).waitFor();
    await expect(
      page.getByRole('radio', { name: 'Email' }).getAttribute('aria-checked'),
    ).resolves.toBe('true');
    await expectNoAxeViolations(page);

    // A visit that is not there says so, on both its pages: it is not a connection problem.
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const path of [`/account/deliveries/${missing}/sms`, `/delivery/${missing}`]) {
      await page.goto(`${baseUrl()}${path}`);
      await page.getByText('We could not find that delivery', { exact: true }).waitFor();
      await expect(page.getByText(/Check your connection/).count()).resolves.toBe(0);
      await expect(page.getByRole('button', { name: 'Try again' }).count()).resolves.toBe(0);
      await page.getByRole('link', { name: 'See your deliveries' }).waitFor();
    }
    await page.context().close();
  });
});
