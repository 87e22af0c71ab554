import {
  ASSEMBLY_KEY,
  CART_CHANGED_EVENT,
  CART_KEY,
  DELIVERY_TIME_KEY,
  RETURN_CART_KEY,
} from './storage';

/**
 * Telling readers the cart changed, in this tab (a counter and an event) and from another tab
 * (storage events on the cart's keys). What is cached from storage is forgotten first.
 */

const listeners = new Set<() => void>();
let version = 0;
const forgetters: (() => void)[] = [];

/** The number of changes so far: a snapshot is current while it holds the same. */
export function cartVersion(): number {
  return version;
}

/** Registers what to forget (a cache of stored lines) before readers are told of a change. */
export function forgetOnChange(forget: () => void): void {
  forgetters.push(forget);
}

/** Something in the cart changed: caches go, every reader is told. */
export function changed(): void {
  version += 1;
  forgetters.forEach((forget) => forget());
  listeners.forEach((listener) => listener());
  globalThis.dispatchEvent?.(new Event(CART_CHANGED_EVENT));
}

/** Forgets what was read and tells every reader to read again (after an outside write). */
export function reloadCart(): void {
  changed();
}

const WATCHED_KEYS: readonly (string | null)[] = [
  null,
  CART_KEY,
  RETURN_CART_KEY,
  DELIVERY_TIME_KEY,
  ASSEMBLY_KEY,
];

function onStorage(event: StorageEvent): void {
  if (WATCHED_KEYS.includes(event.key)) changed();
}

/** Subscribes to every change of the cart, in this tab or another. */
export function subscribeCart(listener: () => void): () => void {
  if (listeners.size === 0) globalThis.addEventListener?.('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) globalThis.removeEventListener?.('storage', onStorage);
  };
}
