import { backend, DELIVERY_TIME_KEY, MAX_CART_LINES, MAX_LINE_QUANTITY, CART_KEY } from './storage';
import { changedByShopper, normaliseLine, readCart, writeLines } from './lines';
import type { CartLine, NewCartLine } from './lines';

/** Changing the cart's lines: adding and merging, quantities, PivotCare, removing, clearing. */

export function sameLine(
  a: Pick<CartLine, 'productId' | 'purchaseOption' | 'termLength'>,
  b: Pick<CartLine, 'productId' | 'purchaseOption' | 'termLength'>,
): boolean {
  return (
    a.productId === b.productId &&
    a.purchaseOption === b.purchaseOption &&
    (a.termLength ?? null) === (b.termLength ?? null)
  );
}

export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return 1;
  return Math.max(1, Math.min(MAX_LINE_QUANTITY, Math.round(quantity)));
}

/** What loading several lines into the cart did, so the page can say it. */
export interface CartMergeResult {
  /** Lines new to the cart. */
  added: number;
  /** Lines already there whose quantity grew. */
  increased: number;
  /** Lines whose quantity was held at the most per line. */
  capped: number;
  /** Lines left out because the cart was full. */
  skipped: number;
  lines: CartLine[];
}

function mergeInto(
  base: readonly CartLine[],
  incoming: readonly NewCartLine[],
  now: Date,
): CartMergeResult {
  const lines = [...base];
  const result: CartMergeResult = { added: 0, increased: 0, capped: 0, skipped: 0, lines };
  const addedAt = now.toISOString();
  for (const line of incoming) {
    const quantity = clampQuantity(line.quantity ?? 1);
    const index = lines.findIndex((existing) => sameLine(existing, line));
    if (index >= 0) {
      const existing = lines[index]!;
      const wanted = existing.quantity + quantity;
      if (wanted > MAX_LINE_QUANTITY) result.capped += 1;
      lines[index] = {
        ...existing,
        ...normaliseLine({ ...existing, ...line, quantity: 1, addedAt }),
        quantity: Math.min(MAX_LINE_QUANTITY, wanted),
      };
      result.increased += 1;
    } else if (lines.length >= MAX_CART_LINES) {
      result.skipped += 1;
    } else {
      lines.push(normaliseLine({ ...line, quantity, addedAt }));
      result.added += 1;
    }
  }
  return result;
}

/**
 * Adds a line (or to its quantity). Throws a CartWriteError when the browser refuses to keep
 * it, so the caller can tell the shopper it did not work.
 */
export function addLine(line: NewCartLine, now: Date = new Date()): CartLine[] {
  return addLines([line], now).lines;
}

/** Adds several lines in one write: all of them are kept, or (on a CartWriteError) none. */
export function addLines(
  incoming: readonly NewCartLine[],
  now: Date = new Date(),
): CartMergeResult {
  const result = mergeInto(readCart(), incoming, now);
  writeLines(result.lines);
  changedByShopper();
  return result;
}

/** Puts these lines in place of the cart (loading a shared cart with "replace"). */
export function replaceCart(
  incoming: readonly NewCartLine[],
  now: Date = new Date(),
): CartMergeResult {
  const result = mergeInto([], incoming, now);
  writeLines(result.lines);
  backend().remove(DELIVERY_TIME_KEY);
  changedByShopper();
  return result;
}

export function setQuantity(index: number, quantity: number): void {
  const lines = [...readCart()];
  const line = lines[index];
  if (!line) return;
  lines[index] = { ...line, quantity: clampQuantity(quantity) };
  writeLines(lines);
  changedByShopper();
}

/** Turns PivotCare on or off for one line (the cart page's checkbox). */
export function setPivotCare(index: number, on: boolean): void {
  const lines = [...readCart()];
  const line = lines[index];
  if (!line) return;
  lines[index] = { ...line, pivotCare: on };
  writeLines(lines);
  changedByShopper();
}

export function removeLine(index: number): void {
  const lines = readCart().filter((_line, position) => position !== index);
  writeLines(lines);
  // The last line gone is a cleared cart: the delivery choice goes with it (spec section 4).
  if (lines.length === 0) backend().remove(DELIVERY_TIME_KEY);
  changedByShopper();
}

/** Clearing a cart also clears the saved delivery-time choice (spec section 4). */
export function clearCart(): void {
  backend().remove(CART_KEY);
  backend().remove(DELIVERY_TIME_KEY);
  changedByShopper();
}
