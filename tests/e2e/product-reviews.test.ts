import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectNoAxeViolations, launchBrowser, openPage, viewports } from './browser';

/** Alex's delivered pieces: no other end-to-end file reviews them. */
const ALEX = { email: 'alex.tremblay@example.ca', password: 'Storefront-demo-2026' };

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function signIn(page: Page, path: string): Promise<void> {
  await page.goto(`${baseUrl()}${path}`);
  await page.waitForURL(/\/login\?p=/);
  await page.getByRole('textbox', { name: /Email/ }).fill(ALEX.email);
  await page.getByLabel(/^Password/).fill(ALEX.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === path);
}

/** The product's review figures straight from the API: the count and how many gave each rating. */
async function reviewFigures(slug: string): Promise<{ count: number; distribution: number[] }> {
  const response = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'query($slug: String!) { productReviews(slug: $slug) { count distribution } }',
      variables: { slug },
    }),
  });
  const body = (await response.json()) as {
    data: { productReviews: { count: number; distribution: number[] } };
  };
  return body.data.productReviews;
}

describe('product reviews (Alex)', () => {
  it('reviews a delivered piece, refuses markup, and the product page shows it with the new average', async () => {
    const { page, problems } = await openPage(browser, viewports.desktop);
    await signIn(page, '/account/product-review');
    await page.getByRole('heading', { name: 'Product reviews' }).waitFor();
    const items = page.getByTestId('reviewable-item');
    await items.first().waitFor();
    // Alex's seeded review is on one piece; another waits for one.
    await expect(page.getByRole('link', { name: /^Edit review/ }).count()).resolves.toBeGreaterThan(
      0,
    );
    await expectNoAxeViolations(page);

    const write = page.getByRole('link', { name: /^Write review/ }).first();
    const productLink = items
      .filter({ has: write })
      .first()
      .getByRole('link', { name: /See the product page/ });
    const slug = ((await productLink.getAttribute('href')) ?? '').split('/').pop() ?? '';
    expect(slug).not.toBe('');
    const before = await reviewFigures(slug);
    // The product page is drawn (and kept in the server's page cache) before the review exists.
    await page.goto(`${baseUrl()}/productdetail/${slug}`);
    await page.getByTestId('product-reviews').waitFor();
    await page.goto(`${baseUrl()}/account/product-review`);
    await page
      .getByRole('link', { name: /^Write review/ })
      .first()
      .click();
    await page.waitForURL(/\/account\/product-review\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Write a review' }).waitFor();

    // Markup is refused under the field, before anything is sent.
    await page.getByLabel('4 stars, Very good').check();
    const text = page.getByLabel('Your review');
    await text.fill('Lovely <b>sofa</b>, really');
    await page.getByRole('button', { name: 'Publish review' }).click();
    // Under the field, and said once in the form's live region.
    const refusal = 'Reviews are plain text: remove the HTML tags';
    await page.locator('[id$="-error"]').getByText(refusal).waitFor();
    await page.locator('[aria-live="assertive"]').getByText(refusal).waitFor();
    await expectNoAxeViolations(page);

    const words = `Sturdy, comfortable and the crew set it up in ten minutes (${Date.now()}).`;
    await text.fill(words);
    await page.getByRole('button', { name: 'Publish review' }).click();
    await page.getByText('Thank you! Your review is published').waitFor();

    // The product page (drawn on the server) shows it first, with the count and average moved.
    await page.goto(`${baseUrl()}/productdetail/${slug}`);
    const section = page.getByTestId('product-reviews');
    await section.waitFor();
    await expect(section.getByTestId('product-review').first().textContent()).resolves.toContain(
      words,
    );
    const count = before.count + 1;
    const sum = before.distribution.reduce((total, n, index) => total + n * (index + 1), 0) + 4;
    const average = (Math.round((sum / count) * 10) / 10).toFixed(1);
    await expect(section.getByTestId('review-count').textContent()).resolves.toBe(
      count === 1 ? '1 review' : `${count} reviews`,
    );
    await expect(section.getByTestId('review-average').textContent()).resolves.toBe(average);

    // The page's structured data carries the rating and the review.
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const product = jsonLd
      .map((entry) => JSON.parse(entry) as Record<string, unknown>)
      .find((entry) => entry['@type'] === 'Product') as {
      aggregateRating: { ratingValue: string; reviewCount: number };
      review: { reviewBody: string }[];
    };
    expect(product.aggregateRating).toMatchObject({ ratingValue: average, reviewCount: count });
    expect(product.review[0]?.reviewBody).toBe(words);
    expect(problems).toEqual([]);
  });
});
