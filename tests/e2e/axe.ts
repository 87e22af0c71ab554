import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { viewports } from './browser';

// What accessibility.test.ts and accessibility-account.test.ts share: the widths and languages
// every route is checked in, and how a page is judged ready and checked.

/** The widths the accessibility requirement names: a 390 px phone and a 1280 px desktop. */
export const axeViewports = {
  phone: { width: 390, height: 844 },
  desktop: viewports.desktop,
} as const;
export type Width = keyof typeof axeViewports;

export const languages = ['en', 'fr'] as const;
export type Language = (typeof languages)[number];

/** A path at its address in the language: `/cart` in French is `/fr/cart`, home is `/fr/`. */
export function addressIn(language: Language, path: string): string {
  if (language === 'en') return path;
  return path === '/' ? '/fr/' : `/fr${path}`;
}

/**
 * The page's heading is drawn and nothing in it is still loading. A live page (the delivery
 * tracker asks for the truck's position again and again) never goes quiet on the network: for it
 * the wait ends when nothing is busy.
 */
export async function waitForContent(page: Page, live = false): Promise<void> {
  await page.locator('h1').first().waitFor({ state: 'visible' });
  await page.waitForFunction(
    () =>
      document.querySelector('[aria-busy="true"]') === null &&
      document.querySelector('[data-skeleton], [data-testid$="skeleton"]') === null,
  );
  if (!live) await page.waitForLoadState('networkidle');
}

/** Every axe-core rule's violations on the page, each as its rule, impact, help and elements. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} at ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}

/**
 * Every axe-core rule's violations at each width, on one visit: the page is drawn at the phone
 * width, checked, widened to the desktop width and checked again (media queries and the layout
 * follow the window, as they do when a person resizes it).
 */
export async function violationsAtEachWidth(page: Page): Promise<Record<Width, string[]>> {
  const found: Partial<Record<Width, string[]>> = {};
  for (const width of Object.keys(axeViewports) as Width[]) {
    await page.setViewportSize(axeViewports[width]);
    // Two frames: the resize is laid out and anything that follows the width has redrawn.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
        ),
    );
    // A flow may swap its screen (a loading step for the first step) as it settles: the check
    // waits for a drawn heading again, as a person reads the page once it has one.
    await page.locator('h1').first().waitFor({ state: 'visible' });
    found[width] = await axeViolations(page);
  }
  return found as Record<Width, string[]>;
}
