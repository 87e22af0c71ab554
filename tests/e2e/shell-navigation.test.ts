import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectNoAxeViolations, launchBrowser, openPage, viewports } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function expectPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { timeout: 10_000 });
  expect(new URL(page.url()).pathname).toBe(path);
}

describe('the site header, menus and footer', () => {
  it('browses the desktop category menu to a subcategory', async () => {
    const { page, problems } = await openPage(browser, viewports.desktop);
    await page.goto(`${baseUrl()}/faq`);
    const categories = page.getByRole('navigation', { name: 'Shop by category' });
    await categories.getByRole('button', { name: 'Living Room' }).click();
    await categories.getByRole('link', { name: /^Sofas/ }).click();
    await expectPath(page, '/category/living-room/sofas');
    await expect(
      categories.getByRole('button', { name: 'Living Room' }).getAttribute('aria-expanded'),
    ).resolves.toBe('false');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('browses the mobile menu to a subcategory', async () => {
    const { page, problems } = await openPage(browser, viewports.phone);
    await page.goto(`${baseUrl()}/faq`);
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('button', { name: 'Dining Room' }).click();
    await expect(
      menu.getByRole('link', { name: 'All Dining Room' }).getAttribute('href'),
    ).resolves.toBe('/category/dining-room/');
    await menu.getByRole('button', { name: 'Go back to Main Menu' }).click();
    await menu.getByRole('button', { name: 'Bedroom' }).click();
    await menu.getByRole('link', { name: /^Beds/ }).click();
    await expectPath(page, '/category/bedroom/beds');
    await menu.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('searches with the / key and Enter', async () => {
    const { page, problems } = await openPage(browser, viewports.desktop);
    await page.goto(`${baseUrl()}/contact`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // A shopper has acted on the page (the pointer moved), which loads the search's code
    // (decision 142), and the page has settled.
    await page.mouse.move(300, 300);
    // On a busy machine the deferred code may start loading only after a quiet network moment:
    // wait until the search's own chunk has arrived, then for the network to settle.
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            performance
              .getEntriesByType('resource')
              .some((entry) => /\/assets\/search-popover-[^/]*\.js$/.test(entry.name)),
          ),
        { timeout: 15_000 },
      )
      .toBe(true);
    await page.waitForLoadState('networkidle');
    // The search's code is already here: the press fetches no script.
    const scriptsFetched: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scriptsFetched.push(request.url());
    });
    // From here the page's clock is the test's: spec section 9's 140 ms are counted in page
    // time, so how busy the machine is cannot decide the test. Time moves 10 ms at a step until
    // the popover is drawn, then the field takes focus 140 ms later, not before.
    await page.clock.install();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 50);
    const state = () =>
      page.evaluate(() => ({
        drawn: document.querySelector('input[type="search"]') !== null,
        focused: document.activeElement?.getAttribute('type') === 'search',
      }));
    await page.keyboard.press('/');
    let waited = 0;
    while (!(await state()).drawn) {
      expect(waited, 'the popover is drawn soon after the key').toBeLessThan(400);
      await page.clock.runFor(10);
      waited += 10;
    }
    // Drawn within the last step: its 140 ms timer has at most 140 ms and at least 130 ms to go.
    await page.clock.runFor(129);
    await expect(state()).resolves.toEqual({ drawn: true, focused: false });
    await page.clock.runFor(11);
    const field = page.getByRole('searchbox', { name: 'Search furniture' });
    await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.clock.resume();
    expect(scriptsFetched).toEqual([]);
    await page.keyboard.press('Enter');
    expect(new URL(page.url()).pathname).toBe('/contact');
    await page.keyboard.type('oak table');
    await page.keyboard.press('Enter');
    await expectPath(page, '/search/oak%20table/');
    await page.getByRole('dialog', { name: 'Search' }).waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('focuses the search when / is the first thing a visitor does', async () => {
    const { page, problems } = await openPage(browser, viewports.desktop);
    await page.goto(`${baseUrl()}/contact`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The key press is the first action: it fetches the search's code, then focuses the field.
    await page.keyboard.press('/');
    const field = page.getByRole('searchbox', { name: 'Search furniture' });
    await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('remembers the chosen city after a reload', async () => {
    const { page, problems } = await openPage(browser, viewports.desktop);
    await page.goto(`${baseUrl()}/faq`);
    await page.getByRole('button', { name: 'Location: Toronto' }).click();
    const chooser = page.getByRole('dialog', { name: 'Choose your location' });
    await chooser.waitFor();
    await chooser.getByRole('combobox', { name: 'Alberta' }).click();
    await page.getByRole('option', { name: 'Calgary' }).click();
    await chooser.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Location: Calgary' }).waitFor();

    await page.reload();
    await page.getByRole('button', { name: 'Location: Calgary' }).waitFor();
    await expect(page.evaluate(() => localStorage.getItem('city'))).resolves.toBe('2');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('hides the header and footer on /version and the agreement pages, shows them elsewhere', async () => {
    const { page } = await openPage(browser, viewports.desktop);
    for (const path of ['/version', '/contract/own']) {
      await page.goto(`${baseUrl()}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expect(page.getByRole('banner').count()).resolves.toBe(0);
      await expect(page.getByRole('contentinfo').count()).resolves.toBe(0);
    }
    await page.goto(`${baseUrl()}/contract`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect(page.getByRole('banner').count()).resolves.toBe(1);
    await expect(page.getByRole('contentinfo').count()).resolves.toBe(1);
    await page.context().close();
  });

  it('shows the not-found page with category links on an unknown path', async () => {
    const { page, problems } = await openPage(browser, viewports.phone);
    await page.goto(`${baseUrl()}/no/such/page`);
    await page
      .getByRole('heading', { name: "We can't find the page you're looking for" })
      .waitFor();
    const categories = page.getByTestId('not-found-categories');
    await expect(
      categories.getByRole('link', { name: 'Living Room' }).getAttribute('href'),
    ).resolves.toBe('/category/living-room/');
    await expect(page.title()).resolves.toBe('Page not found | Pivot Furniture');
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  for (const path of ['/error-test/render', '/error-test/loader']) {
    it(`shows the site error page at ${path} and clears it on navigation`, async () => {
      const { page, problems } = await openPage(browser, viewports.desktop);
      await page.goto(`${baseUrl()}${path}`);
      await expect(page.getByRole('alert').textContent()).resolves.toContain(
        "We're sorry for the trouble.",
      );
      await expectNoAxeViolations(page);
      await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
      await page.getByRole('heading', { name: 'Frequently asked questions' }).waitFor();
      await expect(page.getByRole('alert').count()).resolves.toBe(0);
      // The failure is reported; nothing else may complain.
      expect(problems.filter((problem) => !/Error test/.test(problem))).toEqual([]);
      await page.context().close();
    });
  }
});

const contentPages = [
  ['/faq', 'Frequently asked questions'],
  ['/contact', 'Contact us'],
  ['/privacy-policy', 'Privacy policy'],
  ['/terms-of-use', 'Terms of use'],
  ['/liquidation-sale-policy', 'Liquidation sale policy'],
  ['/our-approach', 'Our approach'],
  ['/contract', 'Our agreements'],
  ['/contract/subscribe', 'Subscription agreement'],
  ['/contract/rent', 'Rental agreement'],
  ['/contract/own', 'Ownership agreement'],
  ['/cover-kit', 'Fabric & Cover Replacements'],
  ['/unsupported-browser', 'Please update your browser'],
] as const;

describe('content pages', () => {
  for (const [name, viewport] of Object.entries(viewports)) {
    it(`render with a title and no axe violations at ${name} width`, async () => {
      const { page, problems } = await openPage(browser, viewport);
      for (const [path, heading] of contentPages) {
        await page.goto(`${baseUrl()}${path}`);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await expect(page.title()).resolves.toMatch(/ \| Pivot Furniture$/);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, `${path} scrolls sideways`).toBeLessThanOrEqual(viewport.width);
        await expectNoAxeViolations(page);
      }
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }
});
