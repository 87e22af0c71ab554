import { Suspense } from 'react';
import { useCartPopupOpen } from '../../lib/cart-popup-store';
import { lazyShellPart, ShellPartBoundary } from './lazy-shell-part';

export const cartPopupPanel = lazyShellPart(() => import('./cart-popup-panel'));

/** The cart pop-up: opens on add (`openCartPopup()`), kept out of the first download. */
export function CartPopup() {
  const open = useCartPopupOpen();
  if (!open) return null;
  const Panel = cartPopupPanel.Component;
  return (
    <ShellPartBoundary fallback={null}>
      <Suspense fallback={null}>
        <Panel />
      </Suspense>
    </ShellPartBoundary>
  );
}
