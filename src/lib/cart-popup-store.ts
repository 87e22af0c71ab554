import { useSyncExternalStore } from 'react';
import { m } from '../i18n/paraglide/messages.js';

/**
 * The header's cart pop-up. Adding to the cart opens it (spec section 4), saying the item was
 * added or, when the add failed, the error of spec section 8; scrolling, clicking away or
 * choosing one of its buttons closes it.
 */
export const ADD_TO_CART_ERROR =
  'There was an error adding this to your cart. Please try again or contact support.';

/** The snackbar confirming an add (decision 158): the item by name when there is one. */
export function addedToCartMessage(itemName: string | null): string {
  return itemName ? m.cart_added_named({ name: itemName }) : m.cart_added();
}

export type CartPopupState =
  | { open: false }
  | { open: true; status: 'added'; itemName: string | null }
  | { open: true; status: 'error' }
  | { open: true; status: 'cleared' };

const CLOSED: CartPopupState = { open: false };
let state: CartPopupState = CLOSED;
const listeners = new Set<() => void>();

function set(next: CartPopupState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

/** Opens the pop-up after a line was added; the add-to-cart call sites call it. */
export function openCartPopup(itemName: string | null = null): void {
  set({ open: true, status: 'added', itemName });
}

/** Opens the pop-up with the add-to-cart error of spec section 8. */
export function openCartPopupError(): void {
  set({ open: true, status: 'error' });
}

/** Confirms that holding the cart icon emptied both carts. */
export function openCartClearedPopup(): void {
  set({ open: true, status: 'cleared' });
}

export function closeCartPopup(): void {
  if (state.open) set(CLOSED);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCartPopup(): CartPopupState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => CLOSED,
  );
}

export function useCartPopupOpen(): boolean {
  return useCartPopup().open;
}
