import { useEffect } from 'react';
import {
  clearChunkReloadMarker,
  installPageLifecycle,
  isCurrentPageStale,
} from '../lib/page-lifecycle';
import type { createAppRouter } from './router';

/**
 * Spec section 4: a page left open across a calendar day reloads when it is shown again or on
 * its next navigation; the chunk-reload marker is cleared once a page loads cleanly. The page's
 * load time is recorded, and the first load's marker cleared, by `startApp`.
 */
export function usePageLifecycle(router: ReturnType<typeof createAppRouter>): void {
  useEffect(() => installPageLifecycle(), []);

  useEffect(() => {
    const stopStaleCheck = router.subscribe('onBeforeLoad', ({ toLocation, pathChanged }) => {
      if (pathChanged && isCurrentPageStale()) globalThis.location.assign(toLocation.href);
    });
    const stopMarkerClear = router.subscribe('onResolved', () => {
      if (!router.state.matches.some((match) => match.status === 'error')) {
        clearChunkReloadMarker();
      }
    });
    return () => {
      stopStaleCheck();
      stopMarkerClear();
    };
  }, [router]);
}
