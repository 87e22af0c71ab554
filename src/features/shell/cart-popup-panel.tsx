import { Link } from '@tanstack/react-router';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useCartCount } from '../../lib/cart-count';
import { closeCartPopup } from '../../lib/cart-popup-store';
import { Button } from '../../ui/button';
import { FloatingPanel, FloatingPanelActions } from '../../ui/floating-panel';

const CART_PATH: string = '/cart';
const CHECKOUT_PATH: string = '/checkout';

/**
 * The cart pop-up panel (loaded when it first opens): scrolling, clicking away, Escape or one
 * of its buttons closes it.
 */
export default function CartPopupPanel() {
  const count = useCartCount();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const restoreFocus = useRef(true);
  // Just under the cart icon while the header is in view (scrolling closes the pop-up anyway).
  const [top, setTop] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    const anchor = document.querySelector('[data-cart-anchor]')?.getBoundingClientRect();
    if (anchor && anchor.bottom > 0) setTop(Math.round(anchor.bottom + 8));
  }, []);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.querySelector<HTMLElement>('a')?.focus({ preventScroll: true });
    const close = () => closeCartPopup();
    const onPointerDown = (event: PointerEvent) => {
      if (!panel.current?.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    globalThis.addEventListener('scroll', close, { passive: true });
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      globalThis.removeEventListener('scroll', close);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      if (restoreFocus.current && previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, []);

  const followLink = () => {
    restoreFocus.current = false;
    closeCartPopup();
  };

  return (
    <FloatingPanel
      ref={panel}
      title="Added to your cart"
      titleId={titleId}
      onClose={closeCartPopup}
      style={top === undefined ? undefined : { top }}
      data-testid="cart-popup"
    >
      <p>
        {count === 1 ? 'You have 1 item in your cart.' : `You have ${count} items in your cart.`}
      </p>
      <FloatingPanelActions>
        <Button asChild variant="secondary">
          <Link to={CART_PATH} onClick={followLink}>
            View Cart
          </Link>
        </Button>
        <Button asChild>
          <Link to={CHECKOUT_PATH} onClick={followLink}>
            Checkout
          </Link>
        </Button>
      </FloatingPanelActions>
    </FloatingPanel>
  );
}
