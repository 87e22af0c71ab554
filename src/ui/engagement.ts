import { useSyncExternalStore } from 'react';

/**
 * Whether the visitor has done anything on the page yet: moved or pressed a pointer, touched,
 * scrolled, pressed a key or moved the focus. Code a visitor only needs once they act (the
 * search, the cart pop-up, the rotating promo bar) waits for this instead of loading at idle
 * time, so a first visit that only looks downloads the page's own code (issue 20's JavaScript
 * budget, decision 142). A key press is itself engagement, and the search's 140 ms delay
 * (spec section 9) covers loading its code.
 */
const EVENTS = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'wheel',
  'scroll',
  'focusin',
] as const;

let engaged = false;
const listeners = new Set<() => void>();
let watching = false;

function markEngaged(): void {
  if (engaged) return;
  engaged = true;
  for (const name of EVENTS) globalThis.removeEventListener?.(name, markEngaged, true);
  // Copied: a listener may unsubscribe while it runs.
  [...listeners].forEach((listener) => listener());
  listeners.clear();
}

function watch(): void {
  if (watching || engaged || typeof globalThis.addEventListener !== 'function') return;
  watching = true;
  for (const name of EVENTS)
    globalThis.addEventListener(name, markEngaged, { capture: true, passive: true });
}

/** Counts as the visitor's first action (stories of what a visitor sees after acting). */
export function engage(): void {
  markEngaged();
}

/** True once the visitor has acted on the page. */
export function hasEngaged(): boolean {
  return engaged;
}

/** Runs `callback` at the visitor's first action (at once if there was one); returns a cancel. */
export function whenEngaged(callback: () => void): () => void {
  if (engaged) {
    callback();
    return () => undefined;
  }
  watch();
  listeners.add(callback);
  return () => listeners.delete(callback);
}

function subscribe(listener: () => void): () => void {
  return whenEngaged(listener);
}

/** `hasEngaged()` as React state: false on the server and until the first action. */
export function useEngaged(): boolean {
  return useSyncExternalStore(subscribe, hasEngaged, () => false);
}

/** Tests only: back to a page nobody has touched. */
export function resetEngagementForTests(): void {
  engaged = false;
  watching = false;
  for (const name of EVENTS) globalThis.removeEventListener?.(name, markEngaged, true);
  listeners.clear();
}
