import { useSyncExternalStore } from 'react';

/**
 * Whether the header's cart pop-up is open. Adding to the cart opens it (spec section 4);
 * scrolling, clicking away or choosing one of its buttons closes it.
 */
let open = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (open === next) return;
  open = next;
  listeners.forEach((listener) => listener());
}

/** Opens the pop-up; the add-to-cart flow calls it after a line is added. */
export function openCartPopup(): void {
  set(true);
}

export function closeCartPopup(): void {
  set(false);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCartPopupOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
