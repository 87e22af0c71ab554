import { AxeBuilder } from '@axe-core/playwright';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { chromiumArgs, chromiumPath } from '../setup/chromium';

export const viewports = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 900 },
} as const;

export function baseUrl(): string {
  return inject('baseUrl');
}

/**
 * The one Chromium that global-setup starts for the whole run, connected to from this test file
 * (files run side by side; each test still gets its own context: its own cookies and storage).
 * `close()` on it closes this file's contexts and disconnects. Without global-setup's browser
 * (a file run on its own outside the e2e project) a Chromium of its own is launched.
 */
export async function launchBrowser(): Promise<Browser> {
  const endpoint = inject('browserEndpoint');
  if (endpoint) return chromium.connect(endpoint);
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
}

/** A context as every e2e test uses: the viewport, Canadian English, Toronto time. */
export function newContext(
  browser: Browser,
  viewport: { width: number; height: number } = viewports.desktop,
): Promise<BrowserContext> {
  return browser.newContext({ viewport, locale: 'en-CA', timezoneId: 'America/Toronto' });
}

/** A page that records console errors and failed requests, so a test can assert there were none. */
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number } = viewports.desktop,
): Promise<{ page: Page; problems: string[] }> {
  return openPageIn(await newContext(browser, viewport));
}

/** The same in a context the caller keeps (and closes). */
export async function openPageIn(
  context: BrowserContext,
): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage();
  const problems: string[] = [];
  // A page the server answers 404 on purpose is the not-found page (unknown paths, products,
  // categories); Chromium's own console line about that status is not a problem of the page.
  const notFoundDocuments = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'document' && response.status() === 404)
      notFoundDocuments.add(response.url());
  });
  page.on('console', (message) => {
    if (
      message.type() === 'error' &&
      message.text().includes('the server responded with a status of 404') &&
      notFoundDocuments.has(message.location().url)
    )
      return;
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`console.${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  // Public pages arrive drawn by the server (decision 123) and are live once hydrated: a
  // navigation resolves then, as it did when the first thing drawn was the live app.
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await waitForApp(page);
    return response;
  };
  return { page, problems };
}

/**
 * Waits (at most 10 s, for pages that are not the app) until the app has hydrated or drawn. The
 * root marks the page (`data-hydrated`) when the shell is live; React hydrates the page's own
 * content, inside one of the router's Suspense boundaries, in a pass of its own right after
 * (decision 146): the wait also asks that the content's first element be React's (a hydrated
 * element carries React's fiber key, a dehydrated one does not yet).
 */
export async function waitForApp(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => {
        if (document.documentElement.dataset.hydrated !== 'true') return false;
        const content = document.querySelector('#main *');
        return !content || Object.keys(content).some((key) => key.startsWith('__reactFiber$'));
      },
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Colours are checked as they end, not halfway through a transition (a button turning from
  // disabled grey to its colour, a snackbar fading in): transitions and animations are finished
  // at once while axe looks, then given back.
  const settle = await page.addStyleTag({
    content:
      '*,*::before,*::after{transition:none!important;animation-duration:0s!important;animation-delay:0s!important}',
  });
  let results;
  try {
    results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  } finally {
    await settle.evaluate((element) => (element as Element).remove()).catch(() => undefined);
  }
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}

/** The slugs of the first `count` products the API lists (the seeded catalogue). */
export async function productSlugs(count: number): Promise<string[]> {
  const response = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: `{ productList(limit: ${count}) { products { slug } } }` }),
  });
  const body = (await response.json()) as {
    data: { productList: { products: { slug: string }[] } };
  };
  return body.data.productList.products.map((product) => product.slug);
}
