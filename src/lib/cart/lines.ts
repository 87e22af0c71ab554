import { isPurchaseOption } from '../../../machines/purchase-options';
import type { PurchaseOption } from '../../../machines/purchase-options';
import type { ChosenCartLine } from '../../../machines/cart-line';
import { changed, forgetOnChange } from './changes';
import { backend, CART_KEY, LEGACY_CART_KEYS, MAX_CART_LINES, MAX_LINE_QUANTITY } from './storage';

/**
 * The stored cart lines: reading them (a corrupt value or an older release's key is discarded
 * with a notice), writing them, and the notices the cart page shows about them.
 */

export const DISCARDED_CART_NOTICE =
  'We could not read your saved cart, so it was emptied. Please add your items again.';

export type { CartLineOption } from '../../../machines/cart-line';

/** A stored line: the cart line the API prices, with what the page shows of it. */
export interface CartLine extends ChosenCartLine {
  purchaseOption: PurchaseOption;
  name: string;
  slug: string;
  image: string | null;
  addedAt: string;
}

export type NewCartLine = Omit<CartLine, 'addedAt' | 'quantity' | 'pivotCare'> & {
  quantity?: number;
  pivotCare?: boolean;
};

/** A message for the shopper when a stored cart could not be read and was discarded. */
let discardNotice: string | null = null;
let cachedLines: CartLine[] | null = null;
forgetOnChange(() => {
  cachedLines = null;
});

/** A change the shopper made: the notice about an unreadable old cart has served its turn. */
export function changedByShopper(): void {
  discardNotice = null;
  keepSaleNotice(null);
  changed();
}

/** Shows `notice` (the sale's conversion) until the shopper dismisses it or changes the cart. */
export function showCartNotice(notice: string): void {
  discardNotice = notice;
  keepSaleNotice(notice);
}

/** The sale's conversion notice outlives a page load (this tab's session) until dismissed. */
const SALE_NOTICE_KEY = 'cart-sale-notice';

function keepSaleNotice(notice: string | null): void {
  try {
    if (notice === null) globalThis.sessionStorage?.removeItem(SALE_NOTICE_KEY);
    else globalThis.sessionStorage?.setItem(SALE_NOTICE_KEY, notice);
  } catch {
    // No session storage: the notice stays for this page only.
  }
}

function keptSaleNotice(): string | null {
  try {
    return globalThis.sessionStorage?.getItem(SALE_NOTICE_KEY) ?? null;
  } catch {
    return null;
  }
}

function isLine(value: unknown): value is CartLine {
  if (!value || typeof value !== 'object') return false;
  const line = value as Partial<CartLine>;
  return (
    typeof line.productId === 'string' &&
    line.productId.length > 0 &&
    typeof line.quantity === 'number' &&
    Number.isInteger(line.quantity) &&
    line.quantity >= 1 &&
    line.quantity <= MAX_LINE_QUANTITY &&
    isPurchaseOption(line.purchaseOption) &&
    (line.termLength === null ||
      line.termLength === undefined ||
      (typeof line.termLength === 'number' && Number.isInteger(line.termLength))) &&
    (line.options === undefined || Array.isArray(line.options)) &&
    (line.pivotCare === undefined || typeof line.pivotCare === 'boolean')
  );
}

export function normaliseLine(
  line: Omit<CartLine, 'pivotCare'> & { pivotCare?: boolean },
): CartLine {
  return {
    productId: line.productId,
    quantity: line.quantity,
    purchaseOption: line.purchaseOption,
    termLength: typeof line.termLength === 'number' ? line.termLength : null,
    pivotCare: line.pivotCare === true,
    options: Array.isArray(line.options)
      ? line.options
          .filter(
            (option) => typeof option?.optionId === 'string' && typeof option?.valueId === 'string',
          )
          .map((option) => ({ optionId: option.optionId, valueId: option.valueId }))
      : [],
    name: typeof line.name === 'string' && line.name !== '' ? line.name : 'Item',
    slug: typeof line.slug === 'string' ? line.slug : '',
    image: typeof line.image === 'string' && line.image !== '' ? line.image : null,
    addedAt: typeof line.addedAt === 'string' ? line.addedAt : new Date(0).toISOString(),
  };
}

/**
 * Parses stored lines. A value that is not a list is discarded; lines that are not whole
 * (an older shape, a hand edit) are dropped; either way `discarded` says so, and nothing throws.
 */
export function parseLines(raw: string | null): { lines: CartLine[]; discarded: boolean } {
  if (raw === null || raw === '') return { lines: [], discarded: false };
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return { lines: [], discarded: true };
    const lines = parsed.filter(isLine).map(normaliseLine).slice(0, MAX_CART_LINES);
    return { lines, discarded: lines.length !== parsed.length };
  } catch {
    return { lines: [], discarded: true };
  }
}

/** How many items the lines hold: the sum of their quantities (the header's count). */
export function countItems(lines: readonly { quantity?: number | undefined }[]): number {
  return lines.reduce((sum, line) => sum + (line.quantity ?? 1), 0);
}

export function readCart(): CartLine[] {
  if (cachedLines) return cachedLines;
  const store = backend();
  const { lines, discarded } = parseLines(store.get(CART_KEY));
  let legacy = false;
  for (const key of LEGACY_CART_KEYS) {
    if (store.get(key) !== null) {
      legacy = true;
      store.remove(key);
    }
  }
  if (discarded || legacy) {
    discardNotice = DISCARDED_CART_NOTICE;
    try {
      writeLines(lines);
    } catch {
      // Keeping the readable lines failed too; they stay in memory for this page.
    }
  }
  cachedLines = lines;
  return lines;
}

export function writeLines(lines: readonly CartLine[]): void {
  if (lines.length === 0) backend().remove(CART_KEY);
  else backend().set(CART_KEY, JSON.stringify(lines));
}

/** The notice about a discarded cart, if there is one; it stays until dismissed. */
export function readDiscardNotice(): string | null {
  readCart();
  return discardNotice ?? keptSaleNotice();
}

/** Takes the one-time notice about a discarded cart, if there is one. */
export function takeDiscardNotice(): string | null {
  const notice = readDiscardNotice();
  discardNotice = null;
  keepSaleNotice(null);
  return notice;
}

/** The shopper read the notice (or changed the cart since): it goes. */
export function dismissDiscardNotice(): void {
  if (discardNotice === null && keptSaleNotice() === null) return;
  discardNotice = null;
  keepSaleNotice(null);
  changed();
}
