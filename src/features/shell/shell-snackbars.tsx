import { Suspense, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { SnackbarContext, useSnackbarQueue } from '../../ui/snackbar-queue';
import type { SnackbarRegionProps } from '../../ui/snackbar-queue';
import { lazyShellPart, ShellPartBoundary } from './lazy-shell-part';

/**
 * The snackbars' region (Radix's toast): loaded at the visitor's first action, or when a
 * snackbar first shows, never with the page's own first code (decision 142).
 */
export const snackbarRegion = lazyShellPart<SnackbarRegionProps>(() =>
  import('../../ui/snackbar').then((module) => ({ default: module.SnackbarRegion })),
);

/**
 * The app's one snackbar provider (spec section 9: hidden after 3000 ms, 240 ms animation):
 * confirmations of what the shopper did (a saved profile, address or card, a copied link, an
 * item added to the cart) show here, above the pages, so one survives the navigation that
 * follows a save (decision 158).
 */
export function ShellSnackbars({ children }: { children: ReactNode }) {
  const { items, lift, api } = useSnackbarQueue();
  // Drawn once a snackbar was asked for; from then on the region stays (its live region and F8).
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (items.length > 0) setWanted(true);
  }, [items.length]);
  const Region = snackbarRegion.Component;
  return (
    <SnackbarContext.Provider value={api}>
      {children}
      {wanted || items.length > 0 ? (
        <ShellPartBoundary fallback={null}>
          <Suspense fallback={null}>
            <Region items={items} onDismiss={api.dismiss} lift={lift} />
          </Suspense>
        </ShellPartBoundary>
      ) : null}
    </SnackbarContext.Provider>
  );
}
