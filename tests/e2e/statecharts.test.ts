import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { machineRegistry } from '../../machines';
import { baseUrl, expectNoAxeViolations, launchBrowser, openPage, viewports } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The ids of the states drawn as active. */
async function activeStates(page: Page): Promise<string[]> {
  return page
    .locator('[data-testid="statechart-drawing"] [data-active="true"]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-state-id') ?? ''));
}

function stateValue(page: Page) {
  return page.getByTestId('simulator-state-value');
}

describe('statechart visualizer', () => {
  it('draws and simulates every registered machine', async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${baseUrl()}/statecharts`);
    await page.getByRole('heading', { name: 'Statecharts', level: 1 }).waitFor();

    for (const [position, entry] of machineRegistry.entries()) {
      await page.getByRole('radio', { name: new RegExp(`^${entry.title}`) }).click();
      await page.getByRole('heading', { name: entry.title, level: 2 }).waitFor();
      // The choice is in the address, so a link shows the same machine.
      if (position > 0) await expect.poll(() => page.url()).toContain(`machine=${entry.id}`);
      const drawing = page.getByTestId('statechart-drawing');
      await drawing.waitFor();
      // Every state of the machine is drawn, with a marker for each initial state.
      expect(await drawing.locator('[data-state-id]').count()).toBeGreaterThan(1);
      expect(await drawing.locator('[data-initial-marker]').count()).toBeGreaterThan(0);

      const initialActive = await activeStates(page);
      const initialValue = await stateValue(page).textContent();
      expect(initialActive.length, entry.id).toBeGreaterThan(0);

      // Take the first event that moves the machine to another state.
      const buttons = page
        .getByRole('list', { name: 'Events the current state handles' })
        .getByRole('button');
      const count = await buttons.count();
      let moved = false;
      for (let index = 0; index < count && !moved; index++) {
        const button = buttons.nth(index);
        if (await button.isDisabled()) continue;
        const label = (await button.textContent()) ?? '';
        await button.click();
        await page.getByRole('heading', { name: 'History' }).waitFor();
        const after = await activeStates(page);
        if (after.join() !== initialActive.join()) {
          moved = true;
          expect(await stateValue(page).textContent(), `${entry.id} after ${label}`).not.toBe(
            initialValue,
          );
          // The history records the step.
          expect(
            await page.getByRole('list', { name: 'History' }).getByRole('listitem').count(),
          ).toBe(1);
        } else {
          await page.getByRole('button', { name: 'Step back' }).click();
        }
      }
      expect(moved, `${entry.id}: an event changes the active state`).toBe(true);

      // Step back returns to the initial state; reset does too, after two steps.
      await page.getByRole('button', { name: 'Step back' }).click();
      expect(await activeStates(page)).toEqual(initialActive);
      expect(await stateValue(page).textContent()).toBe(initialValue);
      await expect(page.getByRole('button', { name: 'Step back' }).isDisabled()).resolves.toBe(
        true,
      );

      await buttons
        .filter({ hasNot: page.locator(':disabled') })
        .first()
        .click();
      await page.getByRole('button', { name: 'Reset', exact: true }).click();
      expect(await stateValue(page).textContent()).toBe(initialValue);
      expect(await activeStates(page)).toEqual(initialActive);
    }

    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('walks the cart quote through debounce, fetch and quote by keyboard', async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${baseUrl()}/statecharts?machine=cart-quote`);
    await page.getByTestId('statechart-drawing').waitFor();
    await expect(stateValue(page).textContent()).resolves.toBe('empty');

    const send = async (name: string | RegExp) => {
      const button = page
        .getByRole('list', { name: 'Events the current state handles' })
        .getByRole('button', { name })
        .first();
      await button.focus();
      await page.keyboard.press('Enter');
    };
    await send('cart.changed');
    await expect(stateValue(page).textContent()).resolves.toBe('debouncing');
    await send('after 300 ms');
    await expect(stateValue(page).textContent()).resolves.toBe('fetching');
    await send('done: priceCart');
    await expect(stateValue(page).textContent()).resolves.toBe('quoted');
    expect(await activeStates(page)).toContain('cartQuote.quoted');
    expect(await page.getByTestId('simulator-context').textContent()).toContain('"total": 1499');
    // The simulator never calls the server: no quote request left the page.
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('fits the checkout into a desktop frame and zooms it to full size', async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${baseUrl()}/statecharts?machine=checkout`);
    const scroller = page.getByTestId('statechart-scroller');
    const drawing = page.getByTestId('statechart-drawing');
    await drawing.waitFor();
    const size = () =>
      scroller.evaluate((node) => ({
        scrollWidth: node.scrollWidth,
        clientWidth: node.clientWidth,
        scrollHeight: node.scrollHeight,
        clientHeight: node.clientHeight,
      }));
    // Fit by default: the whole chart in the frame, no scrolling either way.
    await expect(
      page.getByRole('button', { name: 'Fit' }).getAttribute('aria-pressed'),
    ).resolves.toBe('true');
    const fitted = await size();
    expect(fitted.scrollWidth).toBeLessThanOrEqual(fitted.clientWidth);
    expect(fitted.scrollHeight).toBeLessThanOrEqual(fitted.clientHeight);

    // 100% by keyboard: full size, the frame pans, the active state is in view.
    await page.getByRole('button', { name: '100%' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('statechart-zoom').textContent()).toBe('Zoom 100%');
    const full = await size();
    // Bigger than at Fit, and bigger than the frame: it pans (across or down, as the chart's
    // shape has it: with the address step's delivery-area check the checkout is taller than wide).
    expect(full.scrollWidth + full.scrollHeight).toBeGreaterThan(
      fitted.scrollWidth + fitted.scrollHeight,
    );
    expect(full.scrollWidth > full.clientWidth || full.scrollHeight > full.clientHeight).toBe(true);
    const active = page.locator('[data-testid="statechart-drawing"] [data-active="true"]').last();
    const [activeBox, frameBox] = [await active.boundingBox(), await scroller.boundingBox()];
    expect(activeBox && frameBox).toBeTruthy();
    expect(activeBox!.x).toBeGreaterThanOrEqual(frameBox!.x);
    expect(activeBox!.x + activeBox!.width).toBeLessThanOrEqual(frameBox!.x + frameBox!.width);
    // The buttons show their focus.
    const outline = await page
      .getByRole('button', { name: '100%' })
      .evaluate((node) => getComputedStyle(node).outlineStyle + getComputedStyle(node).boxShadow);
    expect(outline).not.toBe('nonenone');
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('scrolls the drawing at phone width', async () => {
    const { page, problems } = await openPage(browser, viewports.phone);
    await page.goto(`${baseUrl()}/statecharts?machine=auth-session`);
    const scroller = page.getByTestId('statechart-scroller');
    await page.getByTestId('statechart-drawing').waitFor();
    // Fitted at first; at 100% the drawing keeps its readable size and the frame pans.
    await page.getByRole('button', { name: '100%' }).click();
    const { scrollWidth, clientWidth } = await scroller.evaluate((node) => ({
      scrollWidth: node.scrollWidth,
      clientWidth: node.clientWidth,
    }));
    expect(clientWidth).toBeLessThanOrEqual(viewports.phone.width);
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    // The page itself does not scroll sideways.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('live inspector', () => {
  it('follows the cart quote actor through debounce and quote with ?inspect', async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${baseUrl()}/`);
    await page.evaluate(() => localStorage.setItem('city', '6'));
    await page.goto(`${baseUrl()}/productdetail/bedford-apartment-sofa?inspect`);
    const panel = page.getByTestId('inspector-panel');
    await panel.waitFor();
    // The app's long-lived actors are listed as soon as they start: for a guest, the promo bar's
    // at the first action (the auth session only starts when there can be one, decision 142).
    await page.mouse.move(200, 200);
    await panel.locator('[data-actor="promoBar"]').waitFor();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByTestId('cart-popup').getByRole('link', { name: 'View Cart' }).waitFor();

    // Into the cart from the pop-up, without reloading: the same page, still inspected.
    await page.getByTestId('cart-popup').getByRole('link', { name: 'View Cart' }).click();
    await page.waitForURL(/\/cart$/);
    const cartQuote = panel.locator('[data-actor="cartQuote"][data-status="active"]');
    await cartQuote.waitFor();
    await panel.locator('[data-actor="cartQuote"][data-state="quoted"]').waitFor();
    const events = cartQuote.getByTestId('inspected-events');
    await expect(events.locator('li[data-to="debouncing"]').count()).resolves.toBeGreaterThan(0);
    await expect(events.locator('li[data-to="fetching"]').count()).resolves.toBeGreaterThan(0);
    await expect(events.locator('li[data-to="quoted"]').count()).resolves.toBeGreaterThan(0);
    expect(await cartQuote.getByTestId('inspected-state').textContent()).toBe('quoted');
    // Newest first: the quote came after the debounce.
    const order = await events
      .locator('li')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-to')));
    expect(order.indexOf('quoted')).toBeLessThan(order.lastIndexOf('debouncing'));
    await page.getByTestId('cart-total').waitFor();

    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('loads no inspector without ?inspect', async () => {
    const { page, problems } = await openPage(browser);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`${baseUrl()}/productdetail/bedford-apartment-sofa`);
    await page.getByRole('button', { name: 'Add to cart' }).waitFor();
    expect(await page.getByTestId('inspector-panel').count()).toBe(0);
    expect(scripts.filter((url) => /inspector-panel|statecharts/.test(url))).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
