// The promo bar rotates every 3000 ms from page load, with no action of the shopper (spec
// sections 4 and 9, decision 158), and each message reads whole on a 390 px phone. Time is
// Playwright's clock: the page's timers run only when the test moves it.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGULAR_PROMO_MESSAGES } from '../../src/features/shell/promo-messages';
import { baseUrl, launchBrowser, newContext, viewports } from './browser';

const PROMO_ROTATION_MS = 3000;
const phone390 = { width: 390, height: 844 } as const;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const shown = (page: Page) => page.getByTestId('promo-message').textContent();

/**
 * Lets the page finish what the last clock move started: React draws in message-channel tasks
 * (real ones, not the clock's), so three round trips through a message channel run after them.
 */
function settle(page: Page): Promise<void> {
  return page.evaluate(async () => {
    for (let round = 0; round < 3; round += 1)
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
  });
}

/** Moves the page's clock and lets it draw what that changed. */
async function advance(page: Page, ms: number): Promise<void> {
  await page.clock.runFor(ms);
  await settle(page);
}

/**
 * Opens `path` on a stopped clock and moves it a millisecond at a time until the page has
 * hydrated and the promo bar's rotation runs; answers the clock's time then. Nothing moves the
 * clock but the test.
 */
async function openOnStoppedClock(
  viewport: { width: number; height: number },
  path = '/',
): Promise<{ page: Page; live: number }> {
  const context = await newContext(browser, viewport);
  const page = await context.newPage();
  await page.clock.install({ time: new Date('2026-11-27T12:00:00Z') });
  await page.clock.pauseAt(new Date('2026-11-27T12:00:01Z'));
  await page.goto(`${baseUrl()}${path}`);
  const rotating = page.locator('[data-testid="promo-bar"][data-rotating="true"]');
  for (let step = 0; step < 2000 && (await rotating.count()) === 0; step += 1)
    await advance(page, 1);
  await rotating.waitFor({ timeout: 1000 });
  return { page, live: await page.evaluate(() => Date.now()) };
}

/** Moves the clock a millisecond at a time until the message changes; answers the time then. */
async function nextChange(page: Page, limit: number): Promise<number> {
  const before = await shown(page);
  for (let step = 0; step < limit; step += 1) {
    await advance(page, 1);
    if ((await shown(page)) !== before) return page.evaluate(() => Date.now());
  }
  throw new Error(`the message did not change within ${limit} ms`);
}

describe('promo bar rotation', () => {
  for (const [name, viewport] of Object.entries({ phone390, desktop: viewports.desktop })) {
    it(`changes the message every 3000 ms from page load with no input at ${name} width`, async () => {
      const { page, live } = await openOnStoppedClock(viewport);
      const [first, second] = REGULAR_PROMO_MESSAGES;
      expect(await shown(page)).toBe(first);
      // The first change: 3000 ms after the rotation started, which is when the page went live
      // (seen here at the latest a few clock milliseconds late).
      await advance(page, PROMO_ROTATION_MS - 100);
      expect(await shown(page)).toBe(first);
      const firstChange = await nextChange(page, 200);
      expect(firstChange - live).toBeLessThanOrEqual(PROMO_ROTATION_MS);
      expect(firstChange - live).toBeGreaterThan(PROMO_ROTATION_MS - 100);
      expect(await shown(page)).toBe(second);
      // Then every 3000 ms exactly.
      for (const next of [first, second, first]) {
        const before = await shown(page);
        await advance(page, PROMO_ROTATION_MS - 1);
        expect(await shown(page)).toBe(before);
        await advance(page, 1);
        expect(await shown(page)).toBe(next);
      }
      // All of it without the shopper's doing: the machine-driven bar never loaded.
      await expect(page.getByTestId('promo-bar').getAttribute('data-live')).resolves.toBe('false');
      await page.context().close();
    });
  }

  it('shows every message whole at 390 px: not clipped, inside the viewport, clear of the pause button', async () => {
    const { page } = await openOnStoppedClock(phone390);
    const seen: string[] = [];
    for (let turn = 0; turn < REGULAR_PROMO_MESSAGES.length; turn += 1) {
      const message = page.getByTestId('promo-message');
      seen.push((await message.textContent()) ?? '');
      const fit = await message.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const toggle = element
          .closest('[data-testid="promo-bar"]')
          ?.querySelector('button')
          ?.getBoundingClientRect();
        const bar = element.closest('[data-testid="promo-bar"]')?.getBoundingClientRect();
        return {
          scrollWidth: element.scrollWidth,
          clientWidth: element.clientWidth,
          scrollHeight: element.scrollHeight,
          clientHeight: element.clientHeight,
          left: box.left,
          right: box.right,
          top: box.top,
          bottom: box.bottom,
          toggleLeft: toggle?.left ?? Infinity,
          barTop: bar?.top ?? 0,
          barBottom: bar?.bottom ?? 0,
          viewport: document.documentElement.clientWidth,
        };
      });
      expect(fit.scrollWidth).toBeLessThanOrEqual(fit.clientWidth);
      expect(fit.scrollHeight).toBeLessThanOrEqual(fit.clientHeight);
      expect(fit.left).toBeGreaterThanOrEqual(0);
      expect(fit.right).toBeLessThanOrEqual(fit.viewport);
      expect(fit.right).toBeLessThanOrEqual(fit.toggleLeft);
      expect(fit.top).toBeGreaterThanOrEqual(fit.barTop);
      expect(fit.bottom).toBeLessThanOrEqual(fit.barBottom);
      await advance(page, PROMO_ROTATION_MS);
    }
    expect(seen).toEqual([...REGULAR_PROMO_MESSAGES]);
    // One height whichever message shows: the rotation moves nothing below the bar.
    const heights = new Set<number>();
    for (let turn = 0; turn < REGULAR_PROMO_MESSAGES.length; turn += 1) {
      heights.add((await page.getByTestId('promo-bar').boundingBox())?.height ?? 0);
      await advance(page, PROMO_ROTATION_MS);
    }
    expect(heights.size).toBe(1);
    await page.context().close();
  });
});
