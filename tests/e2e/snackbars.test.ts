// Confirmations are the spec's snackbar (section 9, decision 158): an item added to the cart, a
// copied share link, a saved profile, at a phone's width and a desktop's, clear of the button
// that was pressed. (A saved address and a saved card are checked in account-profile.test.ts
// and account-overview.test.ts, where those are saved.)
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newContext, openPageIn, productSlugs } from './browser';
import { snackbar, snackbarPlacement } from './snackbar';

const SAM = { email: 'sam.nguyen@example.ca', password: 'Storefront-demo-2026' };
const widths = { phone390: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } };

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function firstProductSlug(): Promise<string> {
  const [slug] = await productSlugs(1);
  if (!slug) throw new Error('no product');
  return slug;
}

async function expectPlaced(page: Page, text: string | RegExp, pressed: string): Promise<void> {
  const card = snackbar(page, text);
  await card.waitFor();
  // It slides in over 240 ms; placed once it is there.
  await page.waitForFunction(
    () => document.querySelector('[data-testid="snackbar"]')?.getAnimations().length === 0,
  );
  const placed = await snackbarPlacement(page, card, page.getByRole('button', { name: pressed }));
  expect(placed).toEqual({ inside: true, covers: false, role: 'status' });
  // Polite, and dismissible from the keyboard (Escape on it).
  await card.focus();
  await page.keyboard.press('Escape');
  await card.waitFor({ state: 'detached' });
}

describe('confirmations in the snackbar', () => {
  for (const [name, viewport] of Object.entries(widths)) {
    it(`confirms an add to the cart and a copied share link at ${name} width`, async () => {
      const context = await newContext(browser, viewport);
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: baseUrl(),
      });
      const { page, problems } = await openPageIn(context);
      await page.goto(`${baseUrl()}/productdetail/${await firstProductSlug()}`);
      const name = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
      const add = page.getByRole('button', { name: 'Add to cart' });
      // The button at the bottom of the screen, where a snackbar would sit.
      await add.evaluate((button) => {
        const box = button.getBoundingClientRect();
        window.scrollBy(0, box.bottom - window.innerHeight + 24);
      });
      await add.click();
      await page.getByTestId('cart-popup').waitFor();
      // The item by its name and chosen options ("Laurentian Sofa, Sand, Brushed Brass").
      const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      await expectPlaced(page, new RegExp(`^${escaped}.* added to your cart\\.$`), 'Add to cart');

      await page.goto(`${baseUrl()}/share-cart`);
      await page.getByRole('button', { name: 'Create link' }).click();
      await page.getByLabel('Link to your cart').waitFor();
      await page.getByRole('button', { name: 'Copy link' }).click();
      await expectPlaced(page, 'Link copied.', 'Copy link');
      await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toMatch(
        /\/c\/[0-9A-Za-z]{12}\//,
      );
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  for (const [name, viewport] of Object.entries(widths)) {
    it(`confirms a saved profile clear of its button at ${name} width, and hides itself`, async () => {
      const context = await newContext(browser, viewport);
      const { page, problems } = await openPageIn(context);
      await page.goto(`${baseUrl()}/login?p=${encodeURIComponent('/account/profile')}`);
      await page.getByRole('textbox', { name: /Email/ }).fill(SAM.email);
      await page.getByLabel(/^Password/).fill(SAM.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL((url) => url.pathname === '/account/profile');
      const save = page.getByRole('button', { name: 'Save details' });
      // The button at the bottom of the screen; saved as it is: nothing of Sam's changes. The
      // button shows its spinner (and loses the focus) while it saves.
      await save.evaluate((button) => {
        const box = button.getBoundingClientRect();
        window.scrollBy(0, box.bottom - window.innerHeight + 16);
      });
      await save.click();
      await expectPlaced(page, 'Your details are saved.', 'Save details');
      // Left alone, it goes after 3000 ms.
      await save.click();
      const card = snackbar(page, 'Your details are saved.');
      await card.waitFor();
      await card.waitFor({ state: 'detached', timeout: 10_000 });
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
