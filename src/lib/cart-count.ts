import { CART_KEY, countItems, parseLines, reloadCart, useCartItemCount } from './cart-store';

/** The storage key of the local cart lines (spec section 9), read only through ./cart-store. */
export const CART_STORAGE_KEY = CART_KEY;

/** How many items a stored cart value holds, by the store's own reading of it. */
export function countCartItems(raw: string | null): number {
  return countItems(parseLines(raw).lines);
}

/** Call after something outside the store wrote `cart-v4` in this tab (tests, stories). */
export function notifyCartChanged(): void {
  reloadCart();
}

/** Items in the local cart; follows this tab's writes and other tabs. */
export function useCartCount(): number {
  return useCartItemCount();
}
