import { useSyncExternalStore } from 'react';

/** Local cart lines (spec section 9 storage key). */
export const CART_STORAGE_KEY = 'cart-v4';

/** Custom event other code dispatches after writing the cart in this tab. */
const CART_CHANGED_EVENT = 'cart-v4:changed';

/**
 * How many items a stored cart holds: the sum of its lines' quantities. Missing, corrupt or
 * odd data counts as empty; a line without a usable quantity counts as one item.
 */
export function countCartItems(raw: string | null): number {
  if (raw === null || raw === '') return 0;
  let lines: unknown;
  try {
    lines = JSON.parse(raw);
  } catch {
    return 0;
  }
  if (!Array.isArray(lines)) return 0;
  let count = 0;
  for (const line of lines) {
    if (typeof line !== 'object' || line === null) continue;
    const quantity = (line as { quantity?: unknown }).quantity;
    if (quantity === undefined) count += 1;
    else if (typeof quantity === 'number' && Number.isFinite(quantity) && quantity > 0) {
      count += Math.floor(quantity);
    }
  }
  return count;
}

function read(): number {
  try {
    return countCartItems(globalThis.localStorage?.getItem(CART_STORAGE_KEY) ?? null);
  } catch {
    return 0;
  }
}

/** Call after writing `cart-v4` in this tab so the header count follows at once. */
export function notifyCartChanged(): void {
  globalThis.dispatchEvent?.(new Event(CART_CHANGED_EVENT));
}

function subscribe(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_STORAGE_KEY || event.key === null) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  globalThis.addEventListener?.(CART_CHANGED_EVENT, listener);
  return () => {
    globalThis.removeEventListener?.('storage', onStorage);
    globalThis.removeEventListener?.(CART_CHANGED_EVENT, listener);
  };
}

/** Items in the local cart; follows other tabs and `notifyCartChanged()`. */
export function useCartCount(): number {
  return useSyncExternalStore(subscribe, read, () => 0);
}
