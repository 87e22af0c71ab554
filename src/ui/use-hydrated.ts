import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and while React hydrates a server-drawn page, true after (and at once in a
 * page drawn in the browser). Parts that only the browser can draw (lazily loaded code, what the
 * visitor has stored) show their placeholder until then, so hydration matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
