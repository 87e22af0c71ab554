import { useSyncExternalStore } from 'react';
import { cartVersion, subscribeCart } from './changes';
import { readAssembly } from './choices';
import { countItems, readCart, readDiscardNotice } from './lines';
import type { CartLine } from './lines';
import { readReturnCart } from './return-cart';
import type { ReturnLine } from './return-cart';

/** The cart as React reads it: one snapshot per change, shared across components and tabs. */

export interface CartSnapshot {
  lines: CartLine[];
  returns: ReturnLine[];
  assembly: boolean;
  version: number;
  /**
   * Set when a stored cart could not be read and was emptied (DISCARDED_CART_NOTICE), or when
   * the liquidation sale turned monthly lines into purchases (saleConversionNotice).
   */
  discardNotice?: string | null;
}

let snapshot: CartSnapshot | null = null;

export function readCartSnapshot(): CartSnapshot {
  if (!snapshot || snapshot.version !== cartVersion()) {
    snapshot = {
      lines: readCart(),
      returns: readReturnCart(),
      assembly: readAssembly(),
      version: cartVersion(),
      discardNotice: readDiscardNotice(),
    };
  }
  return snapshot;
}

const emptySnapshot: CartSnapshot = { lines: [], returns: [], assembly: false, version: -1 };

/** The cart as React state, shared across components and tabs. */
export function useCart(): CartSnapshot {
  return useSyncExternalStore(subscribeCart, readCartSnapshot, () => emptySnapshot);
}

function readCount(): number {
  return countItems(readCart());
}

/** Items in the local cart, for the header's icon. */
export function useCartItemCount(): number {
  return useSyncExternalStore(subscribeCart, readCount, () => 0);
}
