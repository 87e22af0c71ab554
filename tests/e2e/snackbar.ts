import type { Locator, Page } from 'playwright-core';

/**
 * The snackbar showing `text` (spec section 9, decision 158): the card itself, not the copy
 * Radix's live region reads out.
 */
export function snackbar(page: Page, text: string | RegExp): Locator {
  return page.getByTestId('snackbar').filter({ hasText: text });
}

/** Where a snackbar is on the screen, and whether it covers the given element. */
export async function snackbarPlacement(
  page: Page,
  card: Locator,
  control: Locator,
): Promise<{ inside: boolean; covers: boolean; role: string | null }> {
  const box = await card.boundingBox();
  const under = await control.boundingBox();
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  if (!box) throw new Error('the snackbar is not on the screen');
  const inside =
    box.x >= 0 &&
    box.y >= 0 &&
    box.x + box.width <= viewport.width &&
    box.y + box.height <= viewport.height;
  const covers =
    !!under &&
    box.x < under.x + under.width &&
    under.x < box.x + box.width &&
    box.y < under.y + under.height &&
    under.y < box.y + box.height;
  return { inside, covers, role: await card.getAttribute('role') };
}
