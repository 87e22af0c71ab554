/**
 * The cart line the product page writes (spec section 4: the cart lives in the browser under
 * local storage key `cart-v4`). The cart feature will own reading, syncing and pricing; this is
 * the one shape both sides agree on:
 *
 * ```ts
 * localStorage['cart-v4'] = JSON.stringify(CartLine[])
 * {
 *   productId: '9',                       // variant id (Product.id)
 *   quantity: 1,                          // 1..20
 *   purchaseOption: 'monthlyv3',          // PurchaseOption
 *   termLength: 36,                       // months, null for outright options
 *   options: [{ optionId: '1', valueId: '1' }], // chosen option values (CartOptionInput)
 *   name: 'Bedford Apartment Sofa, Oatmeal, Natural Oak',
 *   slug: 'bedford-apartment-sofa',       // parent product slug, for links back
 *   image: '/images/thumb/sofa-oatmeal',  // base url in the thumb set, or null
 *   addedAt: '2026-01-15T14:03:00.000Z',  // ISO time of the last add
 * }
 * ```
 *
 * Adding the same variant with the same purchase option and term adds to its quantity.
 * Prices are never stored: the server prices the cart (DESIGN.md, "Cart").
 */
import type { PurchaseOption } from '../../ui/money-format';
import { PURCHASE_OPTIONS } from '../../ui/money-format';

export const CART_STORAGE_KEY = 'cart-v4';
/** The server's most per line (MAX_LINE_QUANTITY in the cart rules). */
export const MAX_LINE_QUANTITY = 20;

export interface CartLineOption {
  optionId: string;
  valueId: string;
}

export interface CartLine {
  productId: string;
  quantity: number;
  purchaseOption: PurchaseOption;
  termLength: number | null;
  options: CartLineOption[];
  name: string;
  slug: string;
  image: string | null;
  addedAt: string;
}

export type NewCartLine = Omit<CartLine, 'addedAt' | 'quantity'> & { quantity?: number };

function isCartLine(value: unknown): value is CartLine {
  if (!value || typeof value !== 'object') return false;
  const line = value as Partial<CartLine>;
  return (
    typeof line.productId === 'string' &&
    typeof line.quantity === 'number' &&
    Number.isInteger(line.quantity) &&
    line.quantity > 0 &&
    (PURCHASE_OPTIONS as readonly unknown[]).includes(line.purchaseOption) &&
    Array.isArray(line.options)
  );
}

/** The stored lines; anything unreadable counts as an empty cart rather than breaking the page. */
export function readCartLines(storage: Storage = localStorage): CartLine[] {
  const raw = storage.getItem(CART_STORAGE_KEY);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isCartLine) : [];
  } catch {
    return [];
  }
}

function sameLine(a: Pick<CartLine, 'productId' | 'purchaseOption' | 'termLength'>, b: typeof a) {
  return (
    a.productId === b.productId &&
    a.purchaseOption === b.purchaseOption &&
    (a.termLength ?? null) === (b.termLength ?? null)
  );
}

/**
 * Adds a line (or to its quantity) and saves the cart. Throws when storage is unavailable or
 * full, so the caller can tell the shopper it did not work.
 */
export function addCartLine(
  line: NewCartLine,
  storage: Storage = localStorage,
  now: Date = new Date(),
): CartLine[] {
  const lines = readCartLines(storage);
  const quantity = line.quantity ?? 1;
  const existing = lines.find((candidate) => sameLine(candidate, line));
  const next: CartLine[] = existing
    ? lines.map((candidate) =>
        candidate === existing
          ? {
              ...candidate,
              ...line,
              quantity: Math.min(MAX_LINE_QUANTITY, candidate.quantity + quantity),
              addedAt: now.toISOString(),
            }
          : candidate,
      )
    : [
        ...lines,
        { ...line, quantity: Math.min(MAX_LINE_QUANTITY, quantity), addedAt: now.toISOString() },
      ];
  storage.setItem(CART_STORAGE_KEY, JSON.stringify(next));
  // Other tabs hear about it from the browser; this tab's listeners (the cart icon) from us.
  if (typeof window !== 'undefined' && storage === window.localStorage) {
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
  }
  return next;
}
