import type { PurchaseOption } from '../../../machines/purchase-options';

/**
 * Where the cart is kept: local storage when it works, cookies otherwise (a cookie over about
 * 4 KB is refused, and said so). The keys of every stored part of the cart are here.
 */

export const CART_KEY = 'cart-v4';
/** Keys earlier releases kept the cart under; found ones are discarded with a notice. */
export const LEGACY_CART_KEYS = ['cart-v3', 'cart-v2', 'cart-v1'] as const;
export const RETURN_CART_KEY = 'return-cart-v1';
export const DELIVERY_TIME_KEY = 'delivery-time';
export const ASSEMBLY_KEY = 'assembly';
export const OWNERSHIP_COOKIE = 'ownership';
export const DEFAULT_OWNERSHIP: PurchaseOption = 'monthlyv3';
/** Dispatched on `window` after every change in this tab. */
export const CART_CHANGED_EVENT = 'cart-v4:changed';
/** The server's most per line (MAX_LINE_QUANTITY in the cart rules). */
export const MAX_LINE_QUANTITY = 20;
/** The server's most lines per cart (MAX_CART_LINES in the cart service). */
export const MAX_CART_LINES = 50;
/** Spec section 9: pressing and holding the cart icon this long clears both carts. */
export const CART_CLEAR_HOLD_MS = 3000;

/** Thrown when the browser refuses to keep the cart (storage full, blocked or cookie too big). */
export class CartWriteError extends Error {
  override readonly name = 'CartWriteError';
}

interface Backend {
  readonly source: Storage | null;
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export const cookieBackend: Backend = {
  source: null,
  get(key) {
    const match = globalThis.document?.cookie
      .split('; ')
      .find((part) => part.startsWith(`${encodeURIComponent(key)}=`));
    return match ? decodeURIComponent(match.slice(match.indexOf('=') + 1)) : null;
  },
  set(key, value) {
    if (!globalThis.document) throw new CartWriteError('No storage in this browser.');
    document.cookie = `${encodeURIComponent(key)}=${encodeURIComponent(value)}; path=/; max-age=31536000; samesite=lax`;
    // Browsers drop a cookie over about 4 KB without a word; read it back to know.
    if (cookieBackend.get(key) !== value) throw new CartWriteError('The cart is too big to keep.');
  },
  remove(key) {
    if (!globalThis.document) return;
    document.cookie = `${encodeURIComponent(key)}=; path=/; max-age=0; samesite=lax`;
  },
};

function localBackend(storage: Storage | undefined): Backend | null {
  try {
    if (!storage) return null;
    const probe = '__cart_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return {
      source: storage,
      get: (key) => storage.getItem(key),
      set: (key, value) => {
        try {
          storage.setItem(key, value);
        } catch (cause) {
          throw new CartWriteError('The browser refused to save the cart.', { cause });
        }
      },
      remove: (key) => storage.removeItem(key),
    };
  } catch {
    return null;
  }
}

let backendCache: Backend | null = null;
let backendFor: Storage | undefined | null = null;
/** Local storage when it works, cookies otherwise. */
export function backend(): Backend {
  let storage: Storage | undefined;
  try {
    storage = globalThis.localStorage;
  } catch {
    storage = undefined;
  }
  if (!backendCache || backendFor !== storage) {
    backendFor = storage;
    backendCache = localBackend(storage) ?? cookieBackend;
  }
  return backendCache;
}
