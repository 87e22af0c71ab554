import { useEffect } from 'react';
import { installPageLifecycle, isCurrentPageStale } from '../lib/page-lifecycle';
import type { createAppRouter } from './router';

/**
 * Spec section 4: a page left open across a calendar day reloads when it is shown again or on
 * its next navigation. The page's load time is recorded by `startApp` (or `hydrateAppParts`); the
 * chunk-reload marker lapses by itself (`CHUNK_RELOAD_WINDOW_MS`).
 */
export function usePageLifecycle(router: ReturnType<typeof createAppRouter>): void {
  useEffect(() => installPageLifecycle(), []);

  useEffect(() => {
    const stopStaleCheck = router.subscribe('onBeforeLoad', ({ toLocation, pathChanged }) => {
      if (pathChanged && isCurrentPageStale()) globalThis.location.assign(toLocation.href);
    });
    return stopStaleCheck;
  }, [router]);
}
